// Scoring an edition's rules and glossary terms for a question, in memory (edition.ts holds their
// lexemes). A rule is scored as fields: a search term in its own text counts fully, normalised by
// length as BM25 does; a term in the title of its parent rule ("702.19 Trample" for 702.19b) or
// else of its chapter ("707 Copying Objects" for 707.10) adds a share of its weight, whether the
// rule's own text has it too or not (as BM25F adds fields: a rule saying "copy" under "Copying
// Objects" is about copying twice over). Presence counts, not repetition: rules are short, and a
// word said twice in one rule says little more (rule-passages.ts adds the titles' shares).
import type { EditionFacts, GlossaryEntry, RuleDoc } from './edition.js'

export interface WeightedTerm {
  lexeme: string
  weight: number
}

/**
 * The rules' text scores for one question, by rule ordinal (RuleDoc.ord), in typed arrays: the
 * question's term j is bit j of a rule's mask. Masks are filled for every rule a term's postings
 * reach (a candidate's parent heading and chapter heading among them), scores for the candidates.
 */
export interface RuleScores {
  /** The edition's rules (by ordinal), and those reached, in the order they were reached. */
  rules: readonly RuleDoc[]
  candidates: RuleDoc[]
  isCandidate: Uint8Array
  /** A candidate's sum of the weights of the terms in its own text, length-normalised. */
  lexical: Float64Array
  /** Rule ord's mask is masks[ord * words .. (ord + 1) * words): 32 terms a word. */
  masks: Int32Array
  words: number
}

export interface ScoredGlossary {
  entry: GlossaryEntry
  lexical: number
  /** The terms it has, in the question's order (for its reasons). */
  matched: () => string[]
}

/** A lexeme in more than this share of the rules is common. */
const COMMON_SHARE = 0.12

/** The candidates of one question, in the order found, each once (by its ordinal), starting with `extra`. */
function candidateSet<T extends { ord: number }>(n: number, extra: Iterable<T>) {
  const isCandidate = new Uint8Array(n)
  const candidates: T[] = []
  const add = (x: T) => {
    if (isCandidate[x.ord]) return
    isCandidate[x.ord] = 1
    candidates.push(x)
  }
  for (const x of extra) add(x)
  return { isCandidate, candidates, add }
}

/**
 * The terms that find candidates: a passage found by common words only ("creature", "spell", "player":
 * in more than COMMON_SHARE of the `n` passages) is never among the best, so the rarer terms find them
 * when the question has any.
 */
function findingTerms(terms: readonly WeightedTerm[], postings: ReadonlyMap<string, { length: number }>, n: number) {
  const common = (t: WeightedTerm) => (postings.get(t.lexeme)?.length ?? 0) > COMMON_SHARE * n
  return terms.some((t) => !common(t)) ? terms.filter((t) => !common(t)) : terms
}

/**
 * Every rule a term or a pointer reaches: rules containing a term, the subrules of a rule whose
 * title contains one, and the rules in `extra`; scored by the terms' postings.
 */
export function scoreRules(facts: EditionFacts, terms: readonly WeightedTerm[], extra: Iterable<RuleDoc>): RuleScores {
  const n = facts.rules.length
  const { isCandidate, candidates, add } = candidateSet<RuleDoc>(n, extra)
  for (const t of findingTerms(terms, facts.postings, n))
    for (const ord of facts.postings.get(t.lexeme) ?? []) {
      const d = facts.rules[ord]!
      add(d)
      // the subrules of a rule titled with the term ("702.19 Trample"); a chapter's title only adds to
      // rules that are candidates already (its rules are many, and a chapter's title is broad)
      if (d.heading && d.passage.kind === 'rule') for (const c of d.children) add(c)
      // a rule whose subrules are found is scored as a section too, and so is a rule they cite
      if (d.parent && !d.parent.heading) add(d.parent)
      for (const r of d.cites) add(r)
    }
  const words = Math.max(1, Math.ceil(terms.length / 32))
  const lexical = new Float64Array(n) // sums of weights, then (for the candidates) length-normalised
  const masks = new Int32Array(n * words)
  for (let j = 0; j < terms.length; j++) {
    const posting = facts.postings.get(terms[j]!.lexeme)
    if (!posting) continue
    const weight = terms[j]!.weight
    const at = j >>> 5
    const bit = 1 << (j & 31)
    for (let k = 0; k < posting.length; k++) {
      const ord = posting[k]!
      lexical[ord]! += weight
      masks[ord * words + at]! |= bit
    }
  }
  for (const d of candidates) lexical[d.ord]! *= facts.ruleLengthFactors[d.ord]!
  return { rules: facts.rules, candidates, isCandidate, lexical, masks, words }
}

/** The lexemes of the terms set in a mask (`mask(i)` is its word i), in the terms' order. */
export function lexemesIn(terms: readonly WeightedTerm[], words: number, mask: (i: number) => number): string[] {
  const out: string[] = []
  for (let i = 0; i < words; i++) for (let m = mask(i); m; m &= m - 1) out.push(terms[i * 32 + 31 - Math.clz32(m & -m)]!.lexeme)
  return out
}

/** Glossary terms containing a term (in their name or text), and the entries in `extra`. */
export function scoreGlossary(facts: EditionFacts, terms: readonly WeightedTerm[], extra: Iterable<GlossaryEntry>): ScoredGlossary[] {
  const n = facts.glossary.length
  const { candidates, add } = candidateSet<GlossaryEntry>(n, extra)
  for (const t of findingTerms(terms, facts.glossaryPostings, n))
    for (const ord of facts.glossaryPostings.get(t.lexeme) ?? []) add(facts.glossary[ord]!)
  const sums = new Float64Array(n)
  for (const t of terms) for (const ord of facts.glossaryPostings.get(t.lexeme) ?? []) sums[ord]! += t.weight
  return candidates.map((entry) => ({
    entry,
    lexical: sums[entry.ord]! * facts.glossaryLengthFactors[entry.ord]!,
    matched: () => terms.filter((t) => entry.lexemes.has(t.lexeme)).map((t) => t.lexeme),
  }))
}
