// The rules page's question box: a player's question goes to GET /rules/ask, and the passages that
// answer it come back ranked, each with its citation, its text and the reasons it was picked.
import { getJson, qs } from '../api.js'
import { h } from '../dom.js'
import { textWithSymbols } from '../mana.js'
import { urls } from '../router.js'
import { linkRuleNumbers } from '../components/rule-links.js'

/** One passage of GET /rules/ask (src/api/rest/ask.ts passageObject). */
export interface PassageJson {
  object: 'rule' | 'glossary_term' | 'ruling'
  score: number
  reasons: string[]
  citation: string
  text: string
  rule_number?: string
  term?: string
  oracle_id?: string
  card_name?: string
  published_at?: string
  examples?: string[]
}

export interface AskAnswerJson {
  question: string
  edition: { effective_date: string }
  understood: {
    cards: { name: string; oracle_id: string }[]
    keywords: { name: string }[]
    glossary_terms: { term: string }[]
    vocabulary: { said: string; means: string }[]
    rule_numbers: string[]
  }
  data: PassageJson[]
}

export const ASK_LIMIT = 10

export const askRules = (q: string, signal: AbortSignal) => getJson<AskAnswerJson>(`/rules/ask?${qs({ q, limit: ASK_LIMIT })}`, signal)

function passageLink(p: PassageJson): HTMLElement {
  if (p.object === 'rule') return h('a', { href: urls.rule(p.rule_number!), class: 'rule-link' }, p.citation)
  if (p.object === 'glossary_term') return h('a', { href: urls.glossary(p.term!) }, p.citation)
  return h('a', { href: urls.card(p.oracle_id!) }, p.citation)
}

function passageItem(p: PassageJson): HTMLElement {
  const kind = p.object === 'glossary_term' ? 'glossary' : p.object
  return h(
    'li',
    { class: `passage passage-${kind}` },
    h('p', { class: 'passage-head' }, passageLink(p), h('span', { class: 'muted passage-score' }, ` · score ${p.score.toFixed(2)}`)),
    p.object === 'ruling'
      ? h('blockquote', { class: 'passage-text' }, textWithSymbols(p.text))
      : h('p', { class: 'passage-text' }, linkRuleNumbers(p.text, textWithSymbols)),
    p.reasons.length
      ? h(
          'ul',
          { class: 'reasons', 'aria-label': 'Why this passage' },
          p.reasons.map((r) => h('li', null, r)),
        )
      : null,
  )
}

/** What the question was read as: the cards, keywords, terms, vocabulary and rule numbers found in it. */
function understoodLine(a: AskAnswerJson): HTMLElement | null {
  const u = a.understood
  const parts = [
    ...u.cards.map((c) => `card ${c.name}`),
    ...u.keywords.map((k) => `keyword ${k.name}`),
    ...u.glossary_terms.map((g) => `term ${g.term}`),
    ...u.vocabulary.map((v) => `“${v.said}” → ${v.means}`),
    ...u.rule_numbers.map((n) => `rule ${n}`),
  ]
  return parts.length ? h('p', { class: 'understood muted' }, 'Read as: ', parts.join(' · ')) : null
}

export function renderAnswer(a: AskAnswerJson): HTMLElement {
  return h(
    'section',
    { class: 'ask-answer', 'aria-labelledby': 'ask-h' },
    h('h2', { id: 'ask-h' }, `Passages for “${a.question}”`),
    understoodLine(a),
    a.data.length
      ? h('ol', { class: 'passages' }, a.data.map(passageItem))
      : h('p', null, 'No passage answers this; try other words, or name the card or keyword.'),
    h('p', { class: 'muted effective' }, `Comprehensive Rules effective ${a.edition.effective_date}.`),
  )
}
