// Scoring an edition's rules and glossary terms for a question, in memory (edition.ts holds their
// lexemes). A rule is scored as fields: a search term in its own text counts fully, normalised by
// length as BM25 does; a term only in the title of its parent rule ("702.19 Trample" for 702.19b)
// or of its chapter ("707 Copying Objects" for 707.10) counts for a share of its weight. Presence
// counts, not repetition: rules are short, and a word said twice in one rule says little more.
import type { EditionFacts, GlossaryEntry, RuleDoc } from './edition.js'

/** BM25's length normalisation (k1: saturation, b: how much length counts). */
export const BM25 = { k1: 1.2, b: 0.35 }

export interface WeightedTerm {
  lexeme: string
  weight: number
}

export interface ScoredRule {
  doc: RuleDoc
  /** Sum of the weights of the terms in its own text, length-normalised. */
  lexical: number
  matched: string[]
  /** Terms found only in its parent rule's title, or only in its chapter's title. */
  inParentTitle: string[]
  inChapterTitle: string[]
}

export interface ScoredGlossary {
  entry: GlossaryEntry
  lexical: number
  matched: string[]
}

/** A lexeme in more than this share of the rules is common. */
const COMMON_SHARE = 0.12

export const lengthFactor = (length: number, mean: number) => (BM25.k1 + 1) / (1 + BM25.k1 * (1 - BM25.b + (BM25.b * length) / mean))

/**
 * Every rule a term or a pointer reaches: rules containing a term, the subrules of a rule whose
 * title contains one, and the rules in `extra`.
 */
export function scoreRules(facts: EditionFacts, terms: readonly WeightedTerm[], extra: Iterable<RuleDoc>): ScoredRule[] {
  const candidates = new Set<RuleDoc>(extra)
  // a rule found by common words only ("creature", "spell", "player") is never among the best: the
  // candidates come from the rarer terms, when the question has any
  const common = (t: WeightedTerm) => (facts.postings.get(t.lexeme)?.length ?? 0) > COMMON_SHARE * facts.rules.length
  const finding = terms.some((t) => !common(t)) ? terms.filter((t) => !common(t)) : terms
  for (const t of finding)
    for (const d of facts.postings.get(t.lexeme) ?? []) {
      candidates.add(d)
      // the subrules of a rule titled with the term ("702.19 Trample"); a chapter's title only adds to
      // rules that are candidates already (its rules are many, and a chapter's title is broad)
      if (d.heading && d.passage.kind === 'rule') for (const c of facts.childrenOf.get(d.passage.number) ?? []) candidates.add(c)
      // a rule whose subrules are found is scored as a section too (sectionOf), and so is a rule they cite
      if (d.parent && !d.parent.heading) candidates.add(d.parent)
      for (const r of d.cites) candidates.add(r)
    }
  const out: ScoredRule[] = []
  const none: string[] = []
  for (const doc of candidates) {
    let matched = none
    let inParentTitle = none
    let inChapterTitle = none
    let sum = 0
    for (const t of terms) {
      if (doc.lexemes.has(t.lexeme)) {
        if (matched === none) matched = []
        matched.push(t.lexeme)
        sum += t.weight
      } else if (doc.parentHeading?.lexemes.has(t.lexeme)) {
        if (inParentTitle === none) inParentTitle = []
        inParentTitle.push(t.lexeme)
      } else if (doc.chapterHeading?.lexemes.has(t.lexeme)) {
        if (inChapterTitle === none) inChapterTitle = []
        inChapterTitle.push(t.lexeme)
      }
    }
    out.push({ doc, lexical: sum * lengthFactor(doc.lexemes.size, facts.meanRuleLength), matched, inParentTitle, inChapterTitle })
  }
  return out
}

/** Glossary terms containing a term (in their name or text), and the entries in `extra`. */
export function scoreGlossary(facts: EditionFacts, terms: readonly WeightedTerm[], extra: Iterable<GlossaryEntry>): ScoredGlossary[] {
  const candidates = new Set<GlossaryEntry>(extra)
  // as for rules: entries found by common words only are never among the best
  const common = (t: WeightedTerm) => (facts.glossaryPostings.get(t.lexeme)?.length ?? 0) > COMMON_SHARE * facts.glossary.length
  const finding = terms.some((t) => !common(t)) ? terms.filter((t) => !common(t)) : terms
  for (const t of finding) for (const g of facts.glossaryPostings.get(t.lexeme) ?? []) candidates.add(g)
  return [...candidates].map((entry) => {
    const matched = terms.filter((t) => entry.lexemes.has(t.lexeme))
    const sum = matched.reduce((s, t) => s + t.weight, 0)
    return { entry, lexical: sum * lengthFactor(entry.lexemes.size, facts.meanGlossaryLength), matched: matched.map((t) => t.lexeme) }
  })
}
