// The search box: Scryfall syntax goes to the search page; plain words also get name suggestions
// from /cards/autocomplete, in an ARIA 1.2 combobox (arrow keys, Enter, Escape, or the mouse).
import { getJson, qs } from '../api.js'
import { h, replace, uid } from '../dom.js'
import { navigate, urls } from '../router.js'

interface Catalog {
  data: string[]
}

/** Suggestions only make sense for a name being typed, not for "t:sorcery" or "(a or b)". */
const looksLikeName = (q: string) => q.trim().length >= 2 && !/[:<>=!/()"]/.test(q)

export interface SearchBox {
  form: HTMLFormElement
  input: HTMLInputElement
  setValue(q: string): void
}

/** A new query keeps the display options of the search page it was typed on (from page 1). */
function searchUrl(q: string): string {
  if (location.pathname !== '/explore/search') return urls.search(q)
  const options = Object.fromEntries(new URLSearchParams(location.search))
  delete options.q
  delete options.page
  return urls.searchWith(q, options)
}

export function searchBox(): SearchBox {
  const listId = uid('suggestions')
  const input = h('input', {
    id: 'search-input',
    type: 'search',
    name: 'q',
    autocomplete: 'off',
    spellcheck: 'false',
    autocapitalize: 'off',
    placeholder: 'Search cards: kw:kicker t:sorcery',
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': listId,
    enterkeyhint: 'search',
  })
  const list = h('ul', { id: listId, role: 'listbox', class: 'suggestions', 'aria-label': 'Card name suggestions', hidden: true })
  let options: string[] = []
  let active = -1
  let pending: AbortController | undefined
  let timer: number | undefined

  const close = () => {
    list.hidden = true
    input.setAttribute('aria-expanded', 'false')
    input.removeAttribute('aria-activedescendant')
    active = -1
  }
  const highlight = (i: number) => {
    active = i
    list.querySelectorAll('[role=option]').forEach((li, j) => li.setAttribute('aria-selected', String(j === i)))
    if (i >= 0) {
      const li = list.children[i] as HTMLElement
      input.setAttribute('aria-activedescendant', li.id)
      li.scrollIntoView({ block: 'nearest' })
    } else input.removeAttribute('aria-activedescendant')
  }
  const choose = (name: string) => {
    close()
    input.value = name
    navigate(urls.search(`!"${name}"`))
  }
  const show = (names: string[]) => {
    options = names
    replace(
      list,
      names.map((name, i) =>
        h(
          'li',
          {
            id: `${listId}-${i}`,
            role: 'option',
            'aria-selected': 'false',
            on: {
              mousedown: (e: MouseEvent) => {
                e.preventDefault()
                choose(name)
              },
            },
          },
          name,
        ),
      ),
    )
    if (names.length && document.activeElement === input) {
      list.hidden = false
      input.setAttribute('aria-expanded', 'true')
    } else close()
    active = -1
  }
  const suggest = async () => {
    const q = input.value
    pending?.abort()
    if (!looksLikeName(q)) return close()
    pending = new AbortController()
    try {
      const catalog = await getJson<Catalog>(`/cards/autocomplete?${qs({ q })}`, pending.signal)
      if (input.value === q) show(catalog.data.slice(0, 20))
    } catch {
      close() // suggestions are a convenience; the search itself reports errors
    }
  }

  input.addEventListener('input', () => {
    window.clearTimeout(timer)
    timer = window.setTimeout(() => void suggest(), 120)
  })
  input.addEventListener('keydown', (e) => {
    const open = !list.hidden && options.length > 0
    if (e.key === 'ArrowDown' && open) {
      e.preventDefault()
      highlight((active + 1) % options.length)
    } else if (e.key === 'ArrowUp' && open) {
      e.preventDefault()
      highlight(active <= 0 ? options.length - 1 : active - 1)
    } else if (e.key === 'Enter' && open && active >= 0) {
      e.preventDefault()
      choose(options[active]!)
    } else if (e.key === 'Escape' && open) {
      e.preventDefault()
      close()
    }
  })
  input.addEventListener('blur', () => window.setTimeout(close, 100))

  const form = h(
    'form',
    {
      role: 'search',
      class: 'search-form',
      action: '/explore/search',
      method: 'get',
      on: {
        submit: (e: SubmitEvent) => {
          e.preventDefault()
          close()
          const q = input.value.trim()
          if (q) navigate(searchUrl(q))
          else input.focus()
        },
      },
    },
    h('label', { for: 'search-input', class: 'visually-hidden' }, 'Search cards (Scryfall syntax)'),
    h('div', { class: 'combo' }, input, list),
    h('button', { type: 'submit' }, 'Search'),
    h(
      'span',
      { class: 'search-links' },
      h('a', { href: urls.syntax(), title: 'Every keyword of the search syntax' }, 'Syntax'),
      h('a', { href: urls.advanced(), title: 'Build a query from a form' }, 'Advanced'),
    ),
  )

  return {
    form,
    input,
    setValue: (q: string) => {
      input.value = q
    },
  }
}
