// Search results for a Scryfall-syntax query: name, mana cost as symbols, type line. The API's
// errors (a syntax error, an unsupported term) are shown with its message. Arrow keys move
// between results; a search with a single result opens that card, as Scryfall does.
import { ApiFailure, getJson, qs } from '../api.js'
import { h, replace } from '../dom.js'
import { manaCost } from '../mana.js'
import type { CardJson, ListJson } from '../model.js'
import { navigate, urls, type PageContext } from '../router.js'
import { errorBox, loading } from '../components/status.js'
import { setTitle } from '../title.js'

const PAGE_SIZE = 60

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

function resultItem(card: CardJson): HTMLElement {
  const faces = card.card_faces ?? []
  const cost =
    card.mana_cost ??
    (faces.length
      ? faces
          .map((f) => f.mana_cost ?? '')
          .filter(Boolean)
          .join(' // ')
      : null)
  return h(
    'li',
    { class: 'result' },
    h('a', { class: 'result-link', href: urls.card(card.id ?? card.oracle_id) }, card.name),
    h('span', { class: 'result-cost' }, manaCost(cost)),
    h('span', { class: 'result-type' }, card.type_line),
  )
}

export async function searchPage({ main, query, signal }: PageContext) {
  const q = (query.get('q') ?? '').trim()
  const page = Math.max(1, Number(query.get('page')) || 1)
  setTitle(q ? `Search: ${q}` : 'Search')
  const heading = h('h1', null, q ? 'Search results' : 'Search cards')
  if (!q) {
    replace(
      main,
      heading,
      h(
        'p',
        null,
        'Type a query in the search box above: card names, or Scryfall syntax such as ',
        h('code', null, 'kw:kicker t:sorcery'),
        '.',
      ),
    )
    return
  }
  replace(main, heading, loading('results'))
  let list: ListJson<CardJson>
  try {
    list = await getJson<ListJson<CardJson>>(`/cards/search?${qs({ q, page, page_size: PAGE_SIZE })}`, signal)
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
      )
      return
    }
    replace(main, heading, echo, errorBox(e, 'The search could not run'))
    return
  }
  if (list.data.length === 1 && page === 1 && !list.has_more) {
    navigate(urls.card(list.data[0]!.id ?? list.data[0]!.oracle_id), { replace: true })
    return
  }
  const total = list.total_cards ?? list.total ?? list.data.length
  const first = (page - 1) * PAGE_SIZE + 1
  const summary =
    total === 0
      ? 'No cards match.'
      : `${total.toLocaleString('en')} card${total === 1 ? '' : 's'}${total > list.data.length ? `, showing ${first}–${first + list.data.length - 1}` : ''}`
  const results = h('ol', { class: 'results', 'aria-label': 'Cards', start: first }, list.data.map(resultItem))
  arrowKeyList(results)
  const pager = h(
    'nav',
    { class: 'pager', 'aria-label': 'Result pages' },
    page > 1 ? h('a', { href: urls.search(q, page - 1), rel: 'prev' }, '← Previous') : null,
    list.has_more ? h('a', { href: urls.search(q, page + 1), rel: 'next' }, 'Next →') : null,
  )
  replace(
    main,
    heading,
    h('p', { class: 'query-echo' }, 'Query: ', h('code', null, q)),
    h('p', { class: 'result-count', role: 'status' }, summary),
    list.warnings?.length
      ? h(
          'ul',
          { class: 'warnings' },
          list.warnings.map((w) => h('li', null, w)),
        )
      : null,
    total ? results : h('p', null, 'Check the spelling, or loosen a condition.'),
    pager.childElementCount ? pager : null,
  )
}
