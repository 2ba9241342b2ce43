// A glossary term of the Comprehensive Rules, with the rules it cites as links.
import { getJson } from '../api.js'
import { h, replace } from '../dom.js'
import { textWithSymbols } from '../mana.js'
import { urls, type PageContext } from '../router.js'
import { linkRuleNumbers } from '../components/rule-links.js'
import { errorBox, loading } from '../components/status.js'
import { setTitle } from '../title.js'

interface GlossaryJson {
  term: string
  text: string
  references?: string[]
  effective_date?: string
  match?: 'exact' | 'fuzzy'
  alternatives?: { term: string }[]
}

export async function glossaryPage({ main, params, signal }: PageContext) {
  const wanted = params.term!
  setTitle(`Glossary: ${wanted}`)
  replace(main, loading(`“${wanted}”`))
  let g: GlossaryJson
  try {
    g = await getJson<GlossaryJson>(`/glossary/${encodeURIComponent(wanted)}`, signal)
  } catch (e) {
    if (signal.aborted) throw e
    replace(
      main,
      h('h1', null, `Glossary: ${wanted}`),
      errorBox(e, 'This term could not be loaded'),
      h('p', null, h('a', { href: urls.rulesSearch(wanted) }, `Search the rules for “${wanted}”`)),
    )
    return
  }
  setTitle(`Glossary: ${g.term}`)
  replace(
    main,
    h(
      'article',
      { class: 'glossary-page' },
      h(
        'nav',
        { class: 'breadcrumbs', 'aria-label': 'Where this term sits' },
        h(
          'ol',
          null,
          h('li', null, h('a', { href: urls.rules() }, 'Comprehensive Rules')),
          h('li', null, h('a', { href: urls.glossaryIndex() }, 'Glossary')),
          h('li', { 'aria-current': 'page' }, g.term),
        ),
      ),
      h('h1', null, g.term),
      g.match === 'fuzzy' ? h('p', { class: 'muted' }, `Closest term to “${wanted}”.`) : null,
      g.text.split(/\n+/).map((p) => h('p', { class: 'glossary-text' }, linkRuleNumbers(p, textWithSymbols))),
      g.effective_date ? h('p', { class: 'muted effective' }, `Comprehensive Rules effective ${g.effective_date}.`) : null,
      g.match === 'fuzzy' && g.alternatives?.length
        ? h(
            'p',
            null,
            'Other close terms: ',
            g.alternatives.map((a, i) => [i ? ', ' : '', h('a', { href: urls.glossary(a.term) }, a.term)]),
          )
        : null,
      h('p', null, h('a', { href: urls.glossaryIndex() }, 'All glossary terms')),
    ),
  )
}

interface GlossaryListJson {
  data: { term: string }[]
  has_more: boolean
  total: number
}

/** Every glossary term, A to Z, with a filter box. */
export async function glossaryIndexPage({ main, signal }: PageContext) {
  setTitle('Glossary')
  const heading = h('h1', null, 'Glossary')
  replace(main, heading, loading('the glossary'))
  const terms: string[] = []
  try {
    for (let page = 1; page <= 20; page++) {
      const list = await getJson<GlossaryListJson>(`/glossary?page=${page}&page_size=175`, signal)
      terms.push(...list.data.map((t) => t.term))
      if (!list.has_more) break
    }
  } catch (e) {
    if (signal.aborted) throw e
    replace(main, heading, errorBox(e, 'The glossary could not be loaded'))
    return
  }
  const filter = h('input', { id: 'glossary-filter', type: 'search', placeholder: 'e.g. kicker, mana value' })
  const count = h('p', { class: 'muted', role: 'status' }, `${terms.length} terms`)
  const list = h(
    'ul',
    { class: 'glossary-list' },
    terms.map((t) => h('li', { 'data-term': t.toLowerCase() }, h('a', { href: urls.glossary(t) }, t))),
  )
  filter.addEventListener('input', () => {
    const words = filter.value.toLowerCase().trim()
    let shown = 0
    for (const li of Array.from(list.children) as HTMLElement[]) {
      li.hidden = !!words && !li.dataset.term!.includes(words)
      if (!li.hidden) shown++
    }
    count.textContent = words ? `${shown} of ${terms.length} terms` : `${terms.length} terms`
  })
  replace(
    main,
    heading,
    h('p', null, 'The Comprehensive Rules glossary, as stored. ', h('a', { href: urls.rules() }, 'Back to the rules')),
    h('div', { class: 'field' }, h('label', { for: 'glossary-filter' }, 'Filter terms'), filter),
    count,
    list,
  )
}
