// annotateOracleText: a card's Oracle text split into spans, each with its character range in the
// original text — keyword abilities with their cost (CR 702), ability words (CR 207.2c), keyword
// actions (CR 701) and some glossary terms with their CR definitions, mana and tap symbols
// (CR 107), reminder text (CR 207.2a) and references to the card's own name (CR 201.5). Pure:
// definitions come from the dictionary the caller loads (src/queries/annotations.ts).
import { dictionaryIndex, glossaryDefinition, keywordDefinition, type AnnotationDictionary, type Definition } from './dictionary.js'
import {
  findActionKeywords,
  findDashLabels,
  findLineKeywords,
  findReminderText,
  type KeywordHit,
  type TextRange,
} from './keyword-matcher.js'
import { findSelfReferences, type SelfReferenceHit } from './self-reference.js'
import { VOCABULARY_NAMES } from './vocabulary.js'
import { describeSymbol, findSymbols, symbolCssClass, symbolKind, type SymbolKind } from './symbols.js'

export type SpanKind = 'text' | 'keyword' | 'ability_word' | 'action' | 'glossary' | 'symbol' | 'reminder' | 'self'

export interface Span {
  kind: SpanKind
  /** The span's characters: `text.slice(start, end)` of the annotated text. */
  text: string
  start: number
  end: number
  /** keyword, ability_word, action, glossary: the term as the CR names it ("Kicker", "Search"). */
  term?: string
  /** Its defining rule ("702.33", "701.23"), null when the CR has none. */
  rule?: string | null
  /** Its definition from the stored CR; null when the dictionary does not hold it. */
  definition?: string | null
  /** keyword: the cost or parameter written after the name ("{2}", "from red", "4—{R}"). */
  parameter?: string
  /** symbol: what it is and what it means. */
  symbolKind?: SymbolKind
  description?: string
  cssClass?: string
  /** self: how the card names itself (its name, a legendary's short name, "this spell", "~"). */
  selfForm?: SelfReferenceHit['form']
  /** reminder and keyword spans hold their own spans (symbols, actions, self references). */
  children?: Span[]
}

export interface AnnotatableCard {
  name: string
  oracleText: string
}

// Glossary terms worth a definition where card text uses them (CR glossary headings).
const GLOSSARY_TERMS: Array<{ term: string; pattern: RegExp }> = [
  { term: 'Draw', pattern: /\b(?:draws?|drew|drawn)\b(?! step)/gi },
  { term: 'Dies', pattern: /\b(?:dies|died)\b/gi },
  { term: 'Mana Value', pattern: /\bmana values?\b/gi },
  { term: 'Token', pattern: /\btokens?\b/gi },
  { term: 'Emblem', pattern: /\bemblems?\b/gi },
  { term: 'Monarch', pattern: /\bthe monarch\b/gi },
  { term: 'Initiative', pattern: /\bthe initiative\b/gi },
  { term: 'Target', pattern: /\btargets?\b/gi },
  { term: 'Enter', pattern: /\b(?:enters?|entered)\b/gi },
  { term: 'Prevent', pattern: /\bprevent(?:s|ed)?\b/gi },
  { term: 'Lose the Game', pattern: /\bloses? the game\b/gi },
  { term: 'Win the Game', pattern: /\bwins? the game\b/gi },
  { term: 'Extra Turn', pattern: /\bextra turns?\b/gi },
]

// "counter" is the keyword action (CR 701.6) only as a verb on a spell or ability; "a +1/+1 counter"
// is the object of CR 122.
const COUNTER_VERB = /^\s+(?:target|it|that|all|each|up|the|them|this|another|two|three|any|spells?|abilities|X)\b/i

interface Mark {
  start: number
  end: number
  priority: number
  make(children: Span[] | undefined): Span
  container: boolean
}

function definitionFields(d: Definition): Pick<Span, 'term' | 'rule' | 'definition'> {
  return { term: d.term, rule: d.rule, definition: d.definition }
}

function collectMarks(card: AnnotatableCard, dictionary: AnnotationDictionary): Mark[] {
  const text = card.oracleText
  const { vocabulary } = dictionaryIndex(dictionary)
  const marks: Mark[] = []
  const slice = (a: number, b: number) => text.slice(a, b)

  for (const r of findReminderText(text)) {
    marks.push({
      start: r.start,
      end: r.end,
      priority: 0,
      container: true,
      make: (children) => ({ kind: 'reminder', text: slice(r.start, r.end), start: r.start, end: r.end, children: children ?? [] }),
    })
  }
  const lineHits: KeywordHit[] = findLineKeywords(text, vocabulary)
  for (const hit of lineHits) {
    const def = keywordDefinition(dictionary, hit.entry)
    if (hit.role === 'ability_word') {
      marks.push({
        start: hit.start,
        end: hit.end,
        priority: 1,
        container: false,
        make: () => ({ kind: 'ability_word', text: slice(hit.start, hit.end), start: hit.start, end: hit.end, ...definitionFields(def) }),
      })
      continue
    }
    const end = Math.max(hit.end, trimEnd(text, hit.start, hit.itemEnd))
    marks.push({
      start: hit.start,
      end,
      priority: 1,
      container: end > hit.end,
      make: (children) => ({
        kind: 'keyword',
        text: slice(hit.start, end),
        start: hit.start,
        end,
        ...definitionFields(def),
        parameter: hit.parameter,
        ...(children ? { children } : {}),
      }),
    })
  }
  const selfRefs = findSelfReferences(text, card.name, VOCABULARY_NAMES)
  for (const s of selfRefs) {
    marks.push({
      start: s.start,
      end: s.end,
      priority: 2,
      container: false,
      make: () => ({ kind: 'self', text: slice(s.start, s.end), start: s.start, end: s.end, selfForm: s.form }),
    })
  }
  const skip: TextRange[] = [...selfRefs, ...findDashLabels(text)]
  for (const hit of findActionKeywords(text, vocabulary, { skip, includeMentions: true })) {
    if (
      hit.entry.name === 'Counter' &&
      (!COUNTER_VERB.test(text.slice(hit.end, hit.end + 12)) || /[\d/]$/.test(text.slice(0, hit.start).trimEnd()))
    )
      continue
    const def = keywordDefinition(dictionary, hit.entry)
    marks.push({
      start: hit.start,
      end: hit.end,
      priority: 3,
      container: false,
      make: () => ({ kind: 'action', text: slice(hit.start, hit.end), start: hit.start, end: hit.end, ...definitionFields(def) }),
    })
  }
  for (const g of GLOSSARY_TERMS) {
    const def = glossaryDefinition(dictionary, g.term)
    if (!def) continue // only terms the stored CR defines
    for (const m of text.matchAll(g.pattern)) {
      const start = m.index,
        end = m.index + m[0].length
      if (skip.some((r) => start < r.end && end > r.start)) continue
      marks.push({
        start,
        end,
        priority: 4,
        container: false,
        make: () => ({ kind: 'glossary', text: m[0], start, end, ...definitionFields(def) }),
      })
    }
  }
  for (const s of findSymbols(text)) {
    marks.push({
      start: s.start,
      end: s.end,
      priority: 5,
      container: false,
      make: () => ({
        kind: 'symbol',
        text: s.symbol,
        start: s.start,
        end: s.end,
        symbolKind: symbolKind(s.symbol),
        description: describeSymbol(s.symbol),
        cssClass: symbolCssClass(s.symbol),
      }),
    })
  }
  return marks
}

/** A keyword item's range without trailing punctuation or spaces ("Ward—Pay 3 life." keeps its period). */
function trimEnd(text: string, start: number, end: number): number {
  while (end > start && /[\s,;]/.test(text[end - 1]!)) end--
  return end
}

/** Spans covering [start, end) exactly: the best non-overlapping marks, plain text between them. */
function build(text: string, start: number, end: number, marks: Mark[], exclude?: Mark): Span[] {
  const inside = marks
    .filter((m) => m !== exclude && m.start >= start && m.end <= end)
    .sort((a, b) => a.start - b.start || a.priority - b.priority || b.end - b.start - (a.end - a.start))
  const spans: Span[] = []
  let at = start
  for (let i = 0; i < inside.length; i++) {
    const m = inside[i]!
    if (m.start < at) continue // overlaps a mark already taken
    // a mark of higher priority starting inside this one wins only if this one is not a container
    if (!m.container && inside.some((o) => o !== m && o.priority < m.priority && o.start < m.end && o.end > m.start)) continue
    if (m.start > at) spans.push({ kind: 'text', text: text.slice(at, m.start), start: at, end: m.start })
    const children = m.container
      ? build(
          text,
          m.start,
          m.end,
          inside.filter((o) => o !== m),
          m,
        )
      : undefined
    spans.push(m.make(children))
    at = m.end
  }
  if (at < end) spans.push({ kind: 'text', text: text.slice(at, end), start: at, end })
  return spans
}

export function annotateOracleText(card: AnnotatableCard, dictionary: AnnotationDictionary): Span[] {
  const text = card.oracleText ?? ''
  if (!text) return []
  return build(text, 0, text.length, collectMarks({ name: card.name, oracleText: text }, dictionary))
}

/** Every span, depth first (containers before their children). */
export function flattenSpans(spans: readonly Span[]): Span[] {
  return spans.flatMap((s) => [s, ...flattenSpans(s.children ?? [])])
}
