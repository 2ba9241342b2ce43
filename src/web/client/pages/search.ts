// Search results for a Scryfall-syntax query, displayed as Scryfall does: images (the default),
// text or a checklist, in the order, direction and uniqueness chosen, with a page size and a full
// pager; every option lives in the URL. The API's errors (a syntax error, an unsupported term) are
// shown with its message and a link to the syntax guide. Arrow keys move between results; a search
// with a single result opens that card, as Scryfall does.
import { ApiFailure, getJson, qs } from '../api.js'
import { h, replace } from '../dom.js'
import { manaCost } from '../mana.js'
import type { CardJson, ListJson } from '../model.js'
import { navigate, urls, type PageContext } from '../router.js'
import { cardPicture, pictureFaces } from '../components/card-image.js'
import { errorBox, loading } from '../components/status.js'
import { setTitle } from '../title.js'
import {
  DIRECTIONS,
  DISPLAYS,
  ORDERS,
  PAGE_SIZES,
  UNIQUES,
  optionParams,
  pagerPages,
  readOptions,
  type SearchOptions,
} from './search-options.js'

/** Arrow keys, Home and End move focus between the links of a list. */
export function arrowKeyList(list: HTMLElement, selector = 'a.result-link'): void {
  list.addEventListener('keydown', (e) => {
    const links = Array.from(list.querySelectorAll<HTMLElement>(selector))
    const i = links.indexOf(document.activeElement as HTMLElement)
    if (i < 0) return
    const to = e.key === 'ArrowDown' ? i + 1 : e.key === 'ArrowUp' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? links.length - 1 : -2
    if (to === -2) return
    e.preventDefault()
    links[Math.max(0, Math.min(links.length - 1, to))]?.focus()
  })
}

const cardUrl = (card: CardJson) => urls.card(card.id ?? card.oracle_id)

function costOf(card: CardJson): string | null {
  const faces = card.card_faces ?? []
  return (
    card.mana_cost ??
    (faces.length
      ? faces
          .map((f) => f.mana_cost ?? '')
          .filter(Boolean)
          .join(' // ')
      : null)
  )
}

function textItem(card: CardJson): HTMLElement {
  const faces = card.card_faces?.length ? card.card_faces : [card]
  return h(
    'li',
    { class: 'result' },
    h('a', { class: 'result-link', href: cardUrl(card) }, card.name),
    h('span', { class: 'result-cost' }, manaCost(costOf(card))),
    h('span', { class: 'result-type' }, card.type_line),
    h(
      'div',
      { class: 'result-text' },
      faces.map((f) => (f.oracle_text ? h('p', null, f.oracle_text) : null)),
    ),
  )
}

function imageItem(card: CardJson): HTMLElement {
  const [front] = pictureFaces(card)
  return h(
    'li',
    { class: 'result result-image' },
    h('a', { class: 'result-link', href: cardUrl(card), 'aria-label': card.name, title: card.name }, cardPicture(front!, 'normal')),
  )
}

function checklistRow(card: CardJson): HTMLElement {
  return h(
    'tr',
    { class: 'result' },
    h('td', null, card.set?.toUpperCase() ?? ''),
    h('td', null, card.collector_number ?? ''),
    h('th', { scope: 'row' }, h('a', { class: 'result-link', href: cardUrl(card) }, card.name)),
    h('td', { class: 'result-cost' }, manaCost(costOf(card))),
    h('td', { class: 'result-type' }, card.type_line),
    h('td', null, card.rarity ? card.rarity[0]!.toUpperCase() : ''),
    h('td', null, card.artist ?? ''),
    h('td', { class: 'num' }, card.prices?.usd ? `$${card.prices.usd}` : ''),
  )
}

function results(list: CardJson[], as: SearchOptions['as'], first: number): HTMLElement {
  if (as === 'checklist') {
    const body = h('tbody', null, list.map(checklistRow))
    arrowKeyList(body)
    return h(
      'table',
      { class: 'results-checklist', 'aria-label': 'Cards' },
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          ['Set', '#', 'Name', 'Cost', 'Type', 'R', 'Artist', 'USD'].map((c) => h('th', { scope: 'col' }, c)),
        ),
      ),
      body,
    )
  }
  const ol = h(
    'ol',
    { class: as === 'grid' ? 'results-grid' : 'results results-text', 'aria-label': 'Cards', start: first },
    list.map(as === 'grid' ? imageItem : textItem),
  )
  arrowKeyList(ol)
  return ol
}

function select(name: string, label: string, options: readonly (readonly [string | number, string])[], value: string | number) {
  return h(
    'label',
    { class: 'control' },
    h('span', null, label),
    h(
      'select',
      { name },
      options.map(([v, text]) => h('option', { value: String(v), selected: String(v) === String(value) }, text)),
    ),
  )
}

/** The options bar: changing any option runs the search again from page 1. */
function controls(q: string, o: SearchOptions): HTMLElement {
  const form = h(
    'form',
    { class: 'search-controls', 'aria-label': 'Result options' },
    select('as', 'Display', DISPLAYS, o.as),
    select('order', 'Sort by', ORDERS, o.order),
    select('dir', 'Direction', DIRECTIONS, o.dir),
    select('unique', 'Show', UNIQUES, o.unique),
    select(
      'page_size',
      'Per page',
      PAGE_SIZES.map((n) => [n, String(n)] as const),
      o.page_size,
    ),
  )
  form.addEventListener('change', () => {
    const data = new FormData(form)
    const next: Partial<SearchOptions> = {
      as: String(data.get('as')) as SearchOptions['as'],
      order: String(data.get('order')),
      dir: String(data.get('dir')),
      unique: String(data.get('unique')),
      page_size: Number(data.get('page_size')),
    }
    navigate(urls.searchWith(q, optionParams(next)))
  })
  form.addEventListener('submit', (e) => e.preventDefault())
  return form
}

function pager(q: string, o: SearchOptions, lastPage: number): HTMLElement | null {
  if (lastPage <= 1) return null
  const link = (page: number, text: string, rel?: string) => h('a', { href: urls.searchWith(q, optionParams({ ...o, page })), rel }, text)
  return h(
    'nav',
    { class: 'pager', 'aria-label': 'Result pages' },
    o.page > 1 ? [link(1, '« First'), link(o.page - 1, '‹ Previous', 'prev')] : null,
    pagerPages(o.page, lastPage).map((n) =>
      n === '…'
        ? h('span', { class: 'muted' }, '…')
        : n === o.page
          ? h('span', { class: 'pager-current', 'aria-current': 'page' }, String(n))
          : h('a', { href: urls.searchWith(q, optionParams({ ...o, page: n })), 'aria-label': `Page ${n}` }, String(n)),
    ),
    o.page < lastPage ? [link(o.page + 1, 'Next ›', 'next'), link(lastPage, 'Last »')] : null,
  )
}

/** Where to learn the syntax: under every rejected query. */
const syntaxHelp = () =>
  h(
    'p',
    { class: 'syntax-help' },
    'See the ',
    h('a', { href: urls.syntax() }, 'search syntax guide'),
    ' for every keyword this search understands, or build a query with the ',
    h('a', { href: urls.advanced() }, 'advanced search'),
    '.',
  )

function emptySearch(main: HTMLElement) {
  replace(
    main,
    h('h1', null, 'Search cards'),
    h(
      'p',
      null,
      'Type a query in the search box above: card names, or Scryfall syntax such as ',
      h('a', { href: urls.search('kw:kicker t:sorcery') }, h('code', null, 'kw:kicker t:sorcery')),
      ', ',
      h('a', { href: urls.search('t:dragon c:r mv<=5') }, h('code', null, 't:dragon c:r mv<=5')),
      ' or ',
      h('a', { href: urls.search('o:"draw a card" f:modern') }, h('code', null, 'o:"draw a card" f:modern')),
      '.',
    ),
    syntaxHelp(),
  )
}

export async function searchPage({ main, query, signal }: PageContext) {
  const q = (query.get('q') ?? '').trim()
  const o = readOptions(query)
  setTitle(q ? `Search: ${q}` : 'Search')
  if (!q) return emptySearch(main)
  const heading = h('h1', null, 'Search results')
  replace(main, heading, loading('results'))
  let list: ListJson<CardJson>
  try {
    const params = { q, page: o.page, page_size: o.page_size, order: o.order, dir: o.dir, unique: o.unique }
    list = await getJson<ListJson<CardJson>>(`/cards/search?${qs(params)}`, signal)
  } catch (e) {
    if (signal.aborted) throw e
    const echo = h('p', { class: 'query-echo' }, 'Query: ', h('code', null, q))
    if (e instanceof ApiFailure && e.status === 404) {
      // no match is an answer, not a failure (the API answers it with a 404, as Scryfall does)
      const warnings = Array.isArray(e.body.warnings) ? (e.body.warnings as unknown[]).map(String) : []
      replace(
        main,
        heading,
        echo,
        h('p', { class: 'result-count', role: 'status' }, 'No cards match.'),
        h('p', null, e.details),
        warnings.length
          ? h(
              'ul',
              { class: 'warnings' },
              warnings.map((w) => h('li', null, w)),
            )
          : null,
        syntaxHelp(),
      )
      return
    }
    replace(main, heading, echo, errorBox(e, 'The search could not run'), syntaxHelp())
    return
  }
  if (list.data.length === 1 && o.page === 1 && !list.has_more) {
    navigate(cardUrl(list.data[0]!), { replace: true })
    return
  }
  const total = list.total_cards ?? list.total ?? list.data.length
  const first = (o.page - 1) * o.page_size + 1
  const lastPage = Math.max(1, Math.ceil(total / o.page_size))
  const noun = o.unique === 'prints' ? 'printing' : o.unique === 'art' ? 'artwork' : 'card'
  const summary =
    total === 0
      ? 'No cards match.'
      : `${total.toLocaleString('en')} ${noun}${total === 1 ? '' : 's'}${total > list.data.length ? `, showing ${first}–${first + list.data.length - 1}` : ''}`
  replace(
    main,
    heading,
    h('p', { class: 'query-echo' }, 'Query: ', h('code', null, q), ' · ', h('a', { href: urls.syntax() }, 'Syntax guide')),
    controls(q, o),
    h('p', { class: 'result-count', role: 'status' }, summary),
    list.warnings?.length
      ? h(
          'ul',
          { class: 'warnings' },
          list.warnings.map((w) => h('li', null, w)),
        )
      : null,
    total ? results(list.data, o.as, first) : h('p', null, 'Check the spelling, or loosen a condition.'),
    pager(q, o, lastPage),
  )
}
