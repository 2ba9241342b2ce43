// What GET /rules/ask, GraphQL ask and the MCP tool ask_rules answer: passages of the Comprehensive
// Rules, the glossary and card rulings, ranked, each with its score and the reasons it was picked,
// and what the question was read as (cards, keywords, terms, rule numbers).
import type { GlossaryTerm, Rule, Ruling } from '../queries/index.js'

export type PassageKind = 'rule' | 'glossary' | 'ruling'
export const PASSAGE_KINDS: readonly PassageKind[] = ['rule', 'glossary', 'ruling']

/** A rule, with the CR edition it is cited from (effectiveDate). */
export type RulePassage = Rule

export type GlossaryPassage = GlossaryTerm

export interface RulingPassage extends Ruling {
  cardName: string
  /** How many cards carry this ruling word for word (the named card is one of them). */
  cardCount: number
}

export interface Passage {
  kind: PassageKind
  /** Higher is better; comparable within one answer only. */
  score: number
  /** Why it was picked, strongest first: "names the keyword trample (702.19)", "mentions Grow from the Ashes". */
  reasons: string[]
  rule: RulePassage | null
  glossary: GlossaryPassage | null
  ruling: RulingPassage | null
}

export interface Understood {
  cards: { oracleId: string; name: string; matched: string; confidence: number }[]
  keywords: { name: string; ruleNumber: string | null; said: string }[]
  glossaryTerms: { term: string; said: string }[]
  /** Player vocabulary recognised: what was said and what the rules call it. */
  vocabulary: { said: string; means: string; rules: string[] }[]
  ruleNumbers: string[]
  /** The lexemes the text was searched for. */
  searchTerms: string[]
}

export interface AskResult {
  question: string
  /** The CR edition every rule and glossary passage comes from. */
  edition: { id: number; effectiveDate: string }
  understood: Understood
  passages: Passage[]
}

export interface AskOptions {
  limit?: number
  kinds?: readonly PassageKind[]
  effective?: string | null
}
