// Client-side routing over the History API. The server answers every explorer path with the same
// page, so any URL here can be loaded directly, bookmarked and shared.

export interface PageContext {
  /** The <main> element the page renders into. */
  main: HTMLElement
  params: Record<string, string>
  query: URLSearchParams
  /** Aborted when the user navigates away, so slow answers can't overwrite the next page. */
  signal: AbortSignal
}

export type Page = (ctx: PageContext) => Promise<void> | void

interface Route {
  pattern: RegExp
  keys: string[]
  page: Page
}

const routes: Route[] = []

/** Register a page for a path pattern such as "/explore/card/:id". */
export function route(path: string, page: Page): void {
  const keys: string[] = []
  const pattern = new RegExp(
    `^${path.replace(/:(\w+)/g, (_, key: string) => {
      keys.push(key)
      return '([^/]+)'
    })}/?$`,
  )
  routes.push({ pattern, keys, page })
}

let notFoundPage: Page = () => {}
export const setNotFound = (page: Page) => {
  notFoundPage = page
}

let controller: AbortController | undefined
let renderMain: (page: Page, params: Record<string, string>, signal: AbortSignal) => Promise<void> = async () => {}
export const onRender = (fn: typeof renderMain) => {
  renderMain = fn
}

function match(pathname: string): { page: Page; params: Record<string, string> } {
  for (const r of routes) {
    const m = r.pattern.exec(pathname)
    if (!m) continue
    const params: Record<string, string> = {}
    r.keys.forEach((key, i) => {
      try {
        params[key] = decodeURIComponent(m[i + 1]!)
      } catch {
        params[key] = m[i + 1]!
      }
    })
    return { page: r.page, params }
  }
  return { page: notFoundPage, params: {} }
}

export async function render(): Promise<void> {
  controller?.abort()
  controller = new AbortController()
  const { page, params } = match(location.pathname)
  await renderMain(page, params, controller.signal)
}

/** Go to an explorer URL without reloading the page. */
export function navigate(url: string, { replace = false } = {}): void {
  if (replace) history.replaceState(null, '', url)
  else history.pushState(null, '', url)
  void render()
}

function isExplorerPath(pathname: string): boolean {
  return pathname === '/' || pathname === '/explore' || (pathname.startsWith('/explore/') && !pathname.startsWith('/explore/assets/'))
}

/** Follow same-origin explorer links in place; everything else (the API, /graphql) loads normally. */
export function startRouter(): void {
  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    const a = (e.target as Element | null)?.closest?.('a')
    if (!a || a.target || a.hasAttribute('download')) return
    const url = new URL(a.href, location.href)
    if (url.origin !== location.origin || !isExplorerPath(url.pathname)) return
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return // in-page anchor
    e.preventDefault()
    navigate(url.pathname + url.search + url.hash)
  })
  window.addEventListener('popstate', () => void render())
  void render()
}

// --------------------------------------------------------------------------- explorer URLs

export const urls = {
  home: () => '/',
  search: (q: string, page?: number) => `/explore/search?q=${encodeURIComponent(q)}${page && page > 1 ? `&page=${page}` : ''}`,
  /** A search with its display options (as, order, dir, unique, page_size, page), defaults left out. */
  searchWith: (q: string, options: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams({ q })
    for (const [k, v] of Object.entries(options)) if (v !== undefined && v !== '') params.set(k, String(v))
    return `/explore/search?${params.toString().replace(/\+/g, '%20')}`
  },
  searchEmpty: () => '/explore/search',
  syntax: (anchor?: string) => `/explore/syntax${anchor ? `#${anchor}` : ''}`,
  advanced: () => '/explore/advanced',
  card: (id: string) => `/explore/card/${encodeURIComponent(id)}`,
  rules: () => '/explore/rules',
  rule: (number: string) => `/explore/rules/${encodeURIComponent(number)}`,
  ruleHistory: (number: string, effective?: string) =>
    `/explore/rules/${encodeURIComponent(number)}/history${effective ? `?effective=${encodeURIComponent(effective)}` : ''}`,
  rulesChanges: (from?: string, to?: string) =>
    `/explore/rules/changes${from && to ? `?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}` : ''}`,
  rulesSearch: (q: string) => `/explore/rules?q=${encodeURIComponent(q)}`,
  rulesAsk: (question: string) => `/explore/rules?ask=${encodeURIComponent(question)}`,
  glossary: (term: string) => `/explore/glossary/${encodeURIComponent(term)}`,
  glossaryIndex: () => '/explore/glossary',
  keyword: (name: string) => `/explore/keywords/${encodeURIComponent(name)}`,
  keywordsIndex: () => '/explore/keywords',
  playground: () => '/explore/playground',
}
