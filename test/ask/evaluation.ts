// The evaluation set (questions.json) and its measures: for each question, the rules and rulings a
// judge would cite; a ranked answer is scored by recall@k (the share of those citations among its
// first k passages) and reciprocal rank (1 / the rank of the first citation found), averaged over
// the questions. A rule is found when a passage is that rule (its exact number); a ruling when a
// ruling passage's text contains the cited passage (quote marks and case ignored).
import { readFileSync } from 'node:fs'

export interface Citation {
  rule?: string
  card?: string
  text?: string
}

export interface EvalQuestion {
  id: string
  q: string
  /** What sort of question it is (the set's own labels: "card", "principle", "multi-part"…); default card or rules. */
  kind?: string
  rules?: string[]
  rulings?: { card: string; text: string }[]
}

/** One ranked passage, reduced to what citations are matched on. */
export interface RankedItem {
  kind: 'rule' | 'glossary' | 'ruling'
  ruleNumber?: string | null
  text: string
}

export function loadQuestions(file = new URL('./questions.json', import.meta.url)): EvalQuestion[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as { questions: EvalQuestion[] } | EvalQuestion[]
  return Array.isArray(data) ? data : data.questions
}

/** A question's kind: its own label, else "card" when it cites a ruling, else "rules". */
export const questionKind = (q: EvalQuestion): string => q.kind ?? (q.rulings?.length ? 'card' : 'rules')

export function citationsOf(q: EvalQuestion): Citation[] {
  return [...(q.rules ?? []).map((rule) => ({ rule })), ...(q.rulings ?? []).map((r) => ({ card: r.card, text: r.text }))]
}

const plain = (s: string) => s.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').toLowerCase()

export function matches(c: Citation, item: RankedItem): boolean {
  if (c.rule) return item.kind === 'rule' && item.ruleNumber === c.rule
  return item.kind === 'ruling' && plain(item.text).includes(plain(c.text!))
}

export interface QuestionScore {
  id: string
  /** 1-based rank of each citation (null: not in the ranking). */
  ranks: (number | null)[]
  recall5: number
  recall10: number
  reciprocalRank: number
}

export function scoreQuestion(q: EvalQuestion, ranking: readonly RankedItem[]): QuestionScore {
  const citations = citationsOf(q)
  const ranks = citations.map((c) => {
    const i = ranking.findIndex((item) => matches(c, item))
    return i < 0 ? null : i + 1
  })
  const within = (k: number) => ranks.filter((r) => r !== null && r <= k).length / citations.length
  const first = Math.min(...ranks.map((r) => r ?? Number.POSITIVE_INFINITY))
  return { id: q.id, ranks, recall5: within(5), recall10: within(10), reciprocalRank: Number.isFinite(first) ? 1 / first : 0 }
}

export interface SetScore {
  recall5: number
  recall10: number
  mrr: number
  questions: QuestionScore[]
}

export function scoreSet(scores: QuestionScore[]): SetScore {
  const mean = (f: (s: QuestionScore) => number) => scores.reduce((sum, s) => sum + f(s), 0) / Math.max(1, scores.length)
  return { recall5: mean((s) => s.recall5), recall10: mean((s) => s.recall10), mrr: mean((s) => s.reciprocalRank), questions: scores }
}
