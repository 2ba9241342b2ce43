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
    replace(main, h('h1', null, `Glossary: ${wanted}`), errorBox(e, 'This term could not be loaded'),
      h('p', null, h('a', { href: urls.rulesSearch(wanted) }, `Search the rules for “${wanted}”`)))
    return
  }
  setTitle(`Glossary: ${g.term}`)
  replace(main, h('article', { class: 'glossary-page' },
    h('nav', { class: 'breadcrumbs', 'aria-label': 'Where this term sits' },
      h('ol', null, h('li', null, h('a', { href: urls.rules() }, 'Comprehensive Rules')), h('li', null, 'Glossary'), h('li', { 'aria-current': 'page' }, g.term))),
    h('h1', null, g.term),
    g.match === 'fuzzy' ? h('p', { class: 'muted' }, `Closest term to “${wanted}”.`) : null,
    g.text.split(/\n+/).map((p) => h('p', { class: 'glossary-text' }, linkRuleNumbers(p, textWithSymbols))),
    g.effective_date ? h('p', { class: 'muted effective' }, `Comprehensive Rules effective ${g.effective_date}.`) : null,
    g.alternatives?.length ? h('p', null, 'Did you mean: ', g.alternatives.map((a, i) => [i ? ', ' : '', h('a', { href: urls.glossary(a.term) }, a.term)])) : null))
}
