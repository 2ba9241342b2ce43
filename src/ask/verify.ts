// Checking a citation before a chatbot gives it: a rule number, a quoted text, or both (and the CR
// edition the citation claims, and a card when it quotes a ruling), checked against the store.
// The verdict is `matches` (the quote is in the rule, or the rule exists unchanged), `differs` (the
// rule exists but says something else now, or the quote is close to a rule's text: the current
// text and a word diff come with it) or `not_found` (no such rule, no rule or ruling says anything
// like it). Never "found" unchecked: a verdict of matches always names where the text was found.
import { wordDiff, type WordPart } from '../editions/index.js'
import { ClientError, notFound } from '../errors.js'
import { cardByExactName, cardByFuzzyName, normalizeRuleNumber, rulingsForCard } from '../queries/index.js'
import type { Database } from '../store/database.js'
import { editionFacts, findEdition, type EditionFacts, type RuleDoc } from './edition.js'

export type Verdict = 'matches' | 'differs' | 'not_found'

export interface CitationClaim {
  /** A rule number (702.19c). */
  rule?: string
  /** The quoted text (a fragment is enough; "…" or "..." may stand for left-out words). */
  text?: string
  /** The edition the citation claims (YYYY-MM-DD): the edition in force that day is compared with the current one. */
  edition?: string
  /** The card whose ruling the text quotes. */
  card?: string
}

export interface CitationCheck {
  verdict: Verdict
  /** What was found, in a sentence a chatbot can relay. */
  details: string
  /** The current edition the citation was checked against. */
  checkedEdition: string
  /** The edition in force on the claimed date, when one was given. */
  claimedEdition: string | null
  ruleNumber: string | null
  /** The current text of the rule or ruling compared (null when there is none). */
  currentText: string | null
  /** The text as cited: the quote, or the rule's text in the claimed edition. */
  citedText: string | null
  /** From the cited text to the current one, word by word (differs only). */
  diff: WordPart[] | null
  /** Other rules whose text contains the quote (a quote cited under the wrong number). */
  foundIn: string[]
  ruling: { card: string; oracleId: string; publishedAt: string; text: string } | null
}

export const MAX_CITATION_TEXT = 2000
/** A quote at least this alike to a rule's text (weighted word overlap) is taken for a changed or misquoted version of it. */
const ALIKE = 0.7

/** Lower case, straight quotes, one space, no trailing punctuation: how texts are compared. */
export function plainCitationText(s: string): string {
  return s
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/^["']|["']$/g, '')
    .replace(/[.;:,]+$/, '')
    .trim()
}

/** The quote's parts between ellipses, each of which must be found, in order. */
const partsOf = (quote: string) =>
  plainCitationText(quote)
    .split(/\s*(?:\.\.\.|…|\[\.\.\.\]|\[…\])\s*/)
    .map((p) => p.replace(/[.;:,]+$/, '').trim())
    .filter(Boolean)

/** Whether `text` contains the quote's parts in order. */
export function quotes(text: string, parts: readonly string[]): boolean {
  const t = plainCitationText(text)
  let from = 0
  for (const p of parts) {
    const i = t.indexOf(p, from)
    if (i < 0) return false
    from = i + p.length
  }
  return parts.length > 0
}

const fullText = (r: RuleDoc) => [r.passage.text, ...(r.passage.examples ?? [])].join('\n')

/** The weighted share of the quote's words found in a text (rare words count more). */
function overlap(facts: EditionFacts, quote: string, text: string): number {
  const words = (s: string) => new Set(plainCitationText(s).match(/[\p{L}\p{N}+/-]+/gu) ?? [])
  const q = words(quote)
  const t = words(text)
  let have = 0
  let all = 0
  for (const w of q) {
    const weight = Math.log(1 + facts.rules.length / (1 + (facts.ruleFrequency.get(w) ?? 0)))
    all += weight
    if (t.has(w)) have += weight
  }
  return all ? have / all : 0
}

async function edition(db: Database, date: string | null) {
  const e = await findEdition(db, date)
  return e ? { ref: e, facts: await editionFacts(db, e) } : null
}

export async function verifyCitation(db: Database, claim: CitationClaim): Promise<CitationCheck> {
  const text = claim.text?.trim() || undefined
  if (!claim.rule && !text) throw new ClientError(400, 'bad_request', 'rule, text: give a rule number, a quoted text, or both.')
  if (text && text.length > MAX_CITATION_TEXT)
    throw new ClientError(400, 'bad_request', `text: ${text.length} characters; quote at most ${MAX_CITATION_TEXT}.`)
  if (claim.card && !text) throw new ClientError(400, 'bad_request', 'text: give the ruling text quoted, with the card it is on.')
  const number = claim.rule ? normalizeRuleNumber(claim.rule) : null
  if (claim.rule && !number)
    throw new ClientError(400, 'bad_request', `rule: "${claim.rule}" is not a rule number; write 702, 702.19 or 702.19c.`)
  const current = await edition(db, null)
  if (!current) throw notFound('No Comprehensive Rules are loaded yet: nothing to check against.')
  const claimed = claim.edition ? await edition(db, claim.edition) : null
  if (claim.edition && !claimed)
    throw notFound(
      `No edition of the Comprehensive Rules stored here was in force on ${claim.edition}: give a later date or leave out edition.`,
    )
  const base = {
    checkedEdition: current.ref.effectiveDate,
    claimedEdition: claimed?.ref.effectiveDate ?? null,
    ruleNumber: number,
    currentText: null,
    citedText: text ?? null,
    diff: null,
    foundIn: [],
    ruling: null,
  }
  if (claim.card) return { ...base, ...(await checkRuling(db, claim.card, text!)) }
  const parts = text ? partsOf(text) : []
  const inRules = (facts: EditionFacts) =>
    parts.length ? facts.rules.filter((r) => quotes(fullText(r), parts)).map((r) => r.passage.number) : []
  const cur = `the CR of ${current.ref.effectiveDate}`

  if (number) {
    const rule = current.facts.byNumber.get(number)
    const then = claimed?.facts.byNumber.get(number)
    if (!rule) {
      const was = then ? ` It was rule ${number} in the CR of ${claimed!.ref.effectiveDate}: it has been removed or renumbered since.` : ''
      const elsewhere = inRules(current.facts)
      return {
        ...base,
        verdict: 'not_found',
        citedText: text ?? then?.passage.text ?? null,
        foundIn: elsewhere.slice(0, 5),
        details: `${cur} has no rule ${number}.${was}${elsewhere.length ? ` The quoted text is in rule ${elsewhere.slice(0, 5).join(', ')}.` : ''}`,
      }
    }
    const now = fullText(rule)
    if (text) {
      if (quotes(now, parts))
        return { ...base, verdict: 'matches', currentText: rule.passage.text, details: `Rule ${number} of ${cur} says this.` }
      const elsewhere = inRules(current.facts).filter((n) => n !== number)
      return {
        ...base,
        verdict: 'differs',
        currentText: rule.passage.text,
        diff: wordDiff(text, rule.passage.text),
        foundIn: elsewhere.slice(0, 5),
        details:
          `Rule ${number} of ${cur} does not say this; its current text comes with a diff from the quote.` +
          (elsewhere.length ? ` The quote is in rule ${elsewhere.slice(0, 5).join(', ')}: cite that number instead.` : ''),
      }
    }
    if (then && then.passage.text !== rule.passage.text)
      return {
        ...base,
        verdict: 'differs',
        currentText: rule.passage.text,
        citedText: then.passage.text,
        diff: wordDiff(then.passage.text, rule.passage.text),
        details: `Rule ${number} has changed since the CR of ${claimed!.ref.effectiveDate}; cite its current text (${cur}).`,
      }
    return {
      ...base,
      verdict: 'matches',
      currentText: rule.passage.text,
      details: claimed
        ? `Rule ${number} reads the same in the CR of ${claimed.ref.effectiveDate} and ${cur}.`
        : `Rule ${number} exists in ${cur}.`,
    }
  }

  // a quote without a number: the rules that contain it, else the likest rule
  const found = inRules(current.facts)
  if (found.length) {
    const first = current.facts.byNumber.get(found[0]!)!
    return {
      ...base,
      verdict: 'matches',
      ruleNumber: found[0]!,
      currentText: first.passage.text,
      foundIn: found.slice(0, 5),
      details: `The quote is in rule ${found.slice(0, 5).join(', ')} of ${cur}: cite it by that number.`,
    }
  }
  const glossary = current.facts.glossary.find((g) => quotes(g.text, parts))
  if (glossary)
    return {
      ...base,
      verdict: 'matches',
      currentText: glossary.text,
      details: `The quote is in the glossary entry "${glossary.term}" of ${cur}.`,
    }
  let best: { rule: RuleDoc; score: number } | null = null
  for (const r of current.facts.rules) {
    if (r.heading) continue
    const score = overlap(current.facts, text!, r.passage.text)
    if (!best || score > best.score) best = { rule: r, score }
  }
  if (best && best.score >= ALIKE)
    return {
      ...base,
      verdict: 'differs',
      ruleNumber: best.rule.passage.number,
      currentText: best.rule.passage.text,
      diff: wordDiff(text!, best.rule.passage.text),
      details: `No rule of ${cur} says this word for word; the likest is rule ${best.rule.passage.number}, whose text comes with a diff from the quote.`,
    }
  return { ...base, verdict: 'not_found', details: `No rule or glossary entry of ${cur} says anything like this.` }
}

async function checkRuling(
  db: Database,
  name: string,
  text: string,
): Promise<Omit<CitationCheck, 'checkedEdition' | 'claimedEdition' | 'ruleNumber' | 'citedText' | 'foundIn'>> {
  const exact = await cardByExactName(db, name)
  const fuzzy = exact ? null : await cardByFuzzyName(db, name)
  const card = (exact ?? (fuzzy && !('ambiguous' in fuzzy) ? fuzzy.card : null))?.card
  if (!card)
    throw notFound(
      fuzzy && 'ambiguous' in fuzzy
        ? `Several cards match the name "${name}"; name one of them.`
        : `No card found with a name like "${name}".`,
      fuzzy && 'ambiguous' in fuzzy ? { candidates: fuzzy.ambiguous } : {},
    )
  const rulings = await rulingsForCard(db, card.oracleId)
  const parts = partsOf(text)
  const ruling = (r: (typeof rulings)[number]) => ({ card: card.name, oracleId: card.oracleId, publishedAt: r.publishedAt, text: r.text })
  const hit = rulings.find((r) => quotes(r.text, parts))
  if (hit)
    return {
      verdict: 'matches',
      currentText: hit.text,
      diff: null,
      ruling: ruling(hit),
      details: `The ruling on ${card.name} of ${hit.publishedAt} says this.`,
    }
  const words = (s: string) => new Set(plainCitationText(s).match(/[\p{L}\p{N}+/-]+/gu) ?? [])
  const q = words(text)
  let best: { r: (typeof rulings)[number]; score: number } | null = null
  for (const r of rulings) {
    const w = words(r.text)
    const score = [...q].filter((x) => w.has(x)).length / Math.max(1, q.size)
    if (!best || score > best.score) best = { r, score }
  }
  if (best && best.score >= 0.6)
    return {
      verdict: 'differs',
      currentText: best.r.text,
      diff: wordDiff(text, best.r.text),
      ruling: ruling(best.r),
      details: `No ruling on ${card.name} says this word for word; the likest, of ${best.r.publishedAt}, comes with a diff from the quote.`,
    }
  return {
    verdict: 'not_found',
    currentText: null,
    diff: null,
    ruling: null,
    details: `None of the ${rulings.length} rulings on ${card.name} says anything like this.`,
  }
}
