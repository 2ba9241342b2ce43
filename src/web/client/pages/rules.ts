// The Comprehensive Rules: one page per rule (text, examples, parent, subrules, previous/next,
// and the rules it cites as links), and an index with full-text search over rules, glossary and
// rulings.
import { h, replace } from '../dom.js'
import { textWithSymbols } from '../mana.js'
import { navigate, urls, type PageContext } from '../router.js'
import { linkRuleNumbers } from '../components/rule-links.js'
import { errorBox, loading } from '../components/status.js'
import { setTitle } from '../title.js'
import { loadRule, loadRulesIndex, searchRules, type RuleView, type RuleSummary, type RuleSearchHit } from './rules-data.js'
import { askRules, renderAnswer } from './rules-ask.js'

const ruleLink = (r: RuleSummary) => h('a', { href: urls.rule(r.number), class: 'rule-link rule-number' }, r.number)

/** "702.33d" → ["7", "702", "702.33"]: the rules a rule sits under. */
export function ancestorNumbers(number: string): string[] {
  const out: string[] = []
  const m = /^(\d)(\d\d)?(?:\.(\d+)([a-z])?)?$/.exec(number)
  if (!m) return out
  const chapter = m[1]! + (m[2] ?? '')
  if (m[2]) out.push(m[1]!)
  if (m[3]) out.push(chapter)
  if (m[4]) out.push(`${chapter}.${m[3]}`)
  return out
}

function ruleText(text: string, references: Set<string>): Node[] {
  return linkRuleNumbers(text, textWithSymbols, references)
}

function summaryText(r: RuleSummary): string {
  return r.text.length > 240 ? `${r.text.slice(0, 237)}…` : r.text
}

/**
 * Whether a rule's text is a title ("702.33. Kicker", "7. Additional Rules") rather than rules text
 * ("707.10. To copy a spell … means …"): sections and chapters always, numbered rules when short
 * and not a sentence.
 */
export function isTitle(rule: RuleSummary): boolean {
  if (rule.kind === 'section' || rule.kind === 'chapter') return true
  return rule.kind === 'rule' && rule.text.length <= 80 && !/[.:”"]$/.test(rule.text.trim())
}

export const ruleHeading = (rule: RuleSummary) => (isTitle(rule) ? `${rule.number}. ${rule.text}` : `Rule ${rule.number}`)

/** A keyword's own rule (702.33 Kicker, 701.23 Search) links to the keyword and, for abilities, its cards. */
function keywordLinks(rule: RuleView): HTMLElement | null {
  const chapter = rule.parent?.number
  if (rule.kind !== 'rule' || !isTitle(rule) || (chapter !== '701' && chapter !== '702')) return null
  const name = rule.text.trim()
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return h(
    'p',
    { class: 'keyword-links' },
    h('a', { href: urls.keyword(slug) }, `${name}: keyword page`),
    chapter === '702' ? [' · ', h('a', { href: urls.search(`kw:"${name.toLowerCase()}"`) }, `cards with ${name.toLowerCase()}`)] : null,
  )
}

export function renderRule(rule: RuleView): HTMLElement {
  const refs = new Set(rule.references.filter((n) => rule.referencedRules.some((x) => x.number === n && x.rule)))
  const title = ruleHeading(rule)
  return h(
    'article',
    { class: 'rule-page', 'data-rule': rule.number },
    h(
      'nav',
      { class: 'breadcrumbs', 'aria-label': 'Where this rule sits' },
      h(
        'ol',
        null,
        h('li', null, h('a', { href: urls.rules() }, 'Comprehensive Rules')),
        ancestorNumbers(rule.number).map((n) =>
          h('li', null, h('a', { href: urls.rule(n) }, n, rule.parent?.number === n && isTitle(rule.parent) ? ` ${rule.parent.text}` : '')),
        ),
        h('li', { 'aria-current': 'page' }, rule.number),
      ),
    ),
    h('h1', { class: 'rule-title' }, title),
    isTitle(rule) ? null : h('p', { class: 'rule-text' }, ruleText(rule.text, refs)),
    rule.examples.length
      ? h(
          'section',
          { class: 'examples-box', 'aria-label': 'Examples' },
          rule.examples.map((ex) => h('p', { class: 'rule-example' }, h('strong', null, 'Example: '), ruleText(ex, refs))),
        )
      : null,
    keywordLinks(rule),
    h(
      'p',
      { class: 'muted effective' },
      `Comprehensive Rules effective ${rule.effectiveDate}. `,
      h('a', { href: urls.ruleHistory(rule.number, rule.effectiveDate), class: 'history-link' }, 'History of this rule'),
    ),
    rule.children.length
      ? h(
          'section',
          { class: 'children', 'aria-labelledby': 'children-h' },
          h('h2', { id: 'children-h' }, rule.kind === 'section' ? 'Chapters' : rule.kind === 'chapter' ? 'Rules' : 'Subrules'),
          h(
            'ol',
            { class: 'rule-list' },
            rule.children.map((c) =>
              h(
                'li',
                { id: c.number },
                ruleLink(c),
                ' ',
                // titles (chapters, rules) read as a table of contents; rules text is given whole, with its links
                isTitle(c) ? h('span', null, c.text) : h('span', null, linkRuleNumbers(c.text, textWithSymbols)),
                c.examples.map((ex) =>
                  h('p', { class: 'rule-example' }, h('strong', null, 'Example: '), linkRuleNumbers(ex, textWithSymbols)),
                ),
              ),
            ),
          ),
        )
      : null,
    rule.referencedRules.length
      ? h(
          'section',
          { class: 'references', 'aria-labelledby': 'refs-h' },
          h('h2', { id: 'refs-h' }, 'Rules cited'),
          h(
            'ul',
            { class: 'rule-list' },
            rule.referencedRules.map((ref) =>
              h(
                'li',
                null,
                ref.rule
                  ? [ruleLink(ref.rule), ' ', h('span', null, textWithSymbols(summaryText(ref.rule)))]
                  : [h('span', { class: 'muted' }, `${ref.number} (not in this edition)`)],
              ),
            ),
          ),
        )
      : null,
    h(
      'nav',
      { class: 'prev-next', 'aria-label': 'Previous and next rule' },
      rule.previous ? h('a', { href: urls.rule(rule.previous.number), rel: 'prev' }, `← ${rule.previous.number}`) : h('span'),
      rule.parent ? h('a', { href: urls.rule(rule.parent.number), rel: 'up' }, `↑ ${rule.parent.number}`) : h('span'),
      rule.next ? h('a', { href: urls.rule(rule.next.number), rel: 'next' }, `${rule.next.number} →`) : h('span'),
    ),
  )
}

export async function rulePage({ main, params, signal }: PageContext) {
  const number = params.number!
  setTitle(`Rule ${number}`)
  replace(main, loading(`rule ${number}`))
  let rule: RuleView
  try {
    rule = await loadRule(number, signal)
  } catch (e) {
    if (signal.aborted) throw e
    replace(
      main,
      h('h1', null, `Rule ${number}`),
      errorBox(e, 'This rule could not be loaded'),
      h('p', null, h('a', { href: urls.rulesSearch(number) }, `Search the rules for “${number}”`)),
    )
    return
  }
  setTitle(ruleHeading(rule))
  replace(main, renderRule(rule))
}

function hitItem(hit: RuleSearchHit): HTMLElement {
  const link =
    hit.kind === 'rule'
      ? h('a', { href: urls.rule(hit.key) }, `Rule ${hit.title}`)
      : hit.kind === 'glossary'
        ? h('a', { href: urls.glossary(hit.key) }, `Glossary: ${hit.title}`)
        : h('a', { href: urls.card(hit.key) }, `Ruling: ${hit.title}`)
  return h(
    'li',
    { class: `hit hit-${hit.kind}` },
    link,
    hit.date ? h('span', { class: 'muted' }, ` · ${hit.date}`) : null,
    h(
      'p',
      { class: 'snippet' },
      hit.snippet.map(([text, marked]) => (marked ? h('mark', null, text) : text)),
    ),
  )
}

/** The question box: a question in the player's own words, answered by GET /rules/ask. */
function askForm(question: string): HTMLElement {
  const input = h('input', {
    id: 'ask-q',
    type: 'search',
    name: 'ask',
    value: question,
    maxlength: 500,
    placeholder: 'e.g. if I copy a kicked spell is the copy kicked?',
  })
  return h(
    'form',
    {
      class: 'rules-search rules-ask',
      on: {
        submit: (e: SubmitEvent) => {
          e.preventDefault()
          const v = input.value.trim()
          navigate(v ? urls.rulesAsk(v) : urls.rules())
        },
      },
    },
    h('label', { for: 'ask-q' }, 'Ask a rules question'),
    h('div', { class: 'inline-form' }, input, h('button', { type: 'submit' }, 'Ask')),
  )
}

export async function rulesIndexPage({ main, query, signal }: PageContext) {
  const q = (query.get('q') ?? '').trim()
  const question = (query.get('ask') ?? '').trim()
  setTitle(question ? `Rules question: ${question}` : q ? `Rules search: ${q}` : 'Comprehensive Rules')
  const input = h('input', { id: 'rules-q', type: 'search', name: 'q', value: q, placeholder: 'e.g. kicked, copy of a spell, 702.33d' })
  const form = h(
    'form',
    {
      role: 'search',
      class: 'rules-search',
      on: {
        submit: (e: SubmitEvent) => {
          e.preventDefault()
          const v = input.value.trim()
          if (/^\d{1,3}(\.\d+[a-z]?)?$/i.test(v)) navigate(urls.rule(v.toLowerCase()))
          else navigate(v ? urls.rulesSearch(v) : urls.rules())
        },
      },
    },
    h('label', { for: 'rules-q' }, 'Search the rules, glossary and rulings'),
    h('div', { class: 'inline-form' }, input, h('button', { type: 'submit' }, 'Search')),
  )
  const heading = h('h1', null, 'Comprehensive Rules')
  const ask = askForm(question)
  if (question) {
    replace(main, heading, ask, form, loading('the passages that answer it'))
    try {
      replace(main, heading, ask, form, renderAnswer(await askRules(question, signal)))
    } catch (e) {
      if (signal.aborted) throw e
      replace(main, heading, ask, form, errorBox(e, 'The question could not be answered'))
    }
    return
  }
  replace(main, heading, ask, form, loading(q ? 'matches' : 'the table of contents'))

  if (q) {
    try {
      const hits = await searchRules(q, signal)
      replace(
        main,
        heading,
        ask,
        form,
        h('h2', null, `Matches for “${q}”`),
        hits.length ? h('ol', { class: 'hits' }, hits.map(hitItem)) : h('p', null, 'Nothing matches; try fewer or other words.'),
      )
    } catch (e) {
      if (signal.aborted) throw e
      replace(main, heading, ask, form, errorBox(e, 'The rules search could not run'))
    }
    return
  }
  try {
    const index = await loadRulesIndex(signal)
    replace(
      main,
      heading,
      ask,
      form,
      h(
        'p',
        null,
        index.effectiveDate ? `Edition effective ${index.effectiveDate}. ` : '',
        h('a', { href: urls.glossaryIndex() }, 'Glossary of terms'),
        ' · ',
        h('a', { href: urls.keywordsIndex() }, 'Keywords'),
        ' · ',
        h('a', { href: urls.rulesChanges() }, 'What changed'),
      ),
      h(
        'ol',
        { class: 'toc' },
        index.sections.map((s) =>
          h(
            'li',
            null,
            h('a', { href: urls.rule(s.number) }, `${s.number}. ${s.text}`),
            s.children.length
              ? h(
                  'ol',
                  null,
                  s.children.map((c) => h('li', null, h('a', { href: urls.rule(c.number) }, `${c.number}. ${c.text}`))),
                )
              : null,
          ),
        ),
      ),
    )
  } catch (e) {
    if (signal.aborted) throw e
    replace(main, heading, ask, form, errorBox(e, 'The table of contents could not be loaded'))
  }
}
