// The rules that answer a question, ranked. Each rule a term or a pointer reaches is scored by its
// text (score-edition.ts), the titles above it, what the question points at (pointers.ts) and what
// its neighbours say for it (a section's subrules, a rule citing it); all of that in typed arrays by
// rule ordinal, since a question reaches 600–1,800 rules. Only the shortlist is explained in words.
import type { EditionFacts, RuleDoc } from './edition.js'
import type { Explainer, Ranked, Term } from './explain.js'
import { combine, type Boost, type Pointers } from './pointers.js'
import { lexemesIn, scoreRules, type RuleScores } from './score-edition.js'
import { WEIGHTS } from './weights.js'

/** The `limit` best rules for the question (`asked`: the rule numbers it names), best first. */
export function rulePassages(
  facts: EditionFacts,
  terms: readonly Term[],
  p: Pointers,
  asked: readonly string[],
  explain: Explainer,
  limit: number,
): Ranked[] {
  // what the question points at, by rule: a rule by number, a parent's subrules, a chapter's rules
  const pointed: RuleDoc[] = []
  const amountsOf = new Map<number, number[]>()
  const point = (docs: readonly RuleDoc[], boosts: readonly Boost[]) => {
    for (const d of docs) {
      pointed.push(d)
      const list = amountsOf.get(d.ord)
      if (list) for (const b of boosts) list.push(b.amount)
      else
        amountsOf.set(
          d.ord,
          boosts.map((b) => b.amount),
        )
    }
  }
  for (const n of p.rules.keys()) point([facts.byNumber.get(n) ?? []].flat(), p.rules.get(n))
  for (const n of p.parents.keys()) point(facts.childrenOf.get(n) ?? [], p.parents.get(n))
  for (const n of p.chapters.keys()) point(facts.inChapter.get(n) ?? [], p.chapters.get(n))
  const s = scoreRules(facts, terms, pointed)
  const weights = new Float64Array(terms.map((t) => t.weight))
  const context = contextOf(s, weights, explain.ownMax)

  const { candidates, lexical, masks, words } = s
  const score = new Float64Array(candidates.length)
  const amounts: number[] = []
  for (let i = 0; i < candidates.length; i++) {
    const d = candidates[i]!
    const o = d.ord
    amounts.length = 0
    if (d.heading) {
      if (!asked.includes(d.passage.number)) continue // a title alone answers nothing
      // a heading (a section or chapter, say) is in no chapter's list: its pointers by key
      for (const b of [...p.rules.get(d.passage.number), ...p.parents.get(d.passage.parentNumber), ...p.chapters.get(d.chapter)])
        amounts.push(b.amount)
    } else for (const a of amountsOf.get(o) ?? []) amounts.push(a)
    if (context.section[o]) amounts.push(context.section[o])
    if (context.citedBy[o]) amounts.push(context.citedBy[o])
    // a term in the title of its parent rule, or else of its chapter, whether or not its own text has it too
    const ph = d.parentHeading ? d.parentHeading.ord * words : -1
    const ch = d.chapterHeading ? d.chapterHeading.ord * words : -1
    let inParent = 0
    let inChapter = 0
    for (let w = 0; w < words; w++) {
      const parent = ph < 0 ? 0 : masks[ph + w]!
      inParent = addWeights(inParent, parent, w, weights)
      if (ch >= 0) inChapter = addWeights(inChapter, masks[ch + w]! & ~parent, w, weights)
    }
    const titles = WEIGHTS.titles.parent * (inParent / explain.ownMax) + WEIGHTS.titles.chapter * (inChapter / explain.ownMax)
    score[i] = lexical[o]! / explain.ownMax + titles + combined(amounts)
  }
  return bestOf(score, limit).map((i) => {
    const d = candidates[i]!
    return {
      kind: 'rule',
      score: score[i]!,
      reasons: () => reasonsFor(d, s, terms, p, context, explain),
      rule: d.passage,
      glossary: null,
      ruling: null,
    }
  })
}

/** The indexes of the `n` highest positive scores, best first (of equal scores, the lower index). */
function bestOf(score: Float64Array, n: number): number[] {
  // the n-th best score, by a native sort of a copy; then only the few at or above it are ordered
  const sorted = score.slice().sort()
  const floor = Math.max(sorted[Math.max(0, sorted.length - n)] ?? 0, Number.MIN_VALUE)
  const out: number[] = []
  for (let i = 0; i < score.length; i++) if (score[i]! >= floor) out.push(i)
  return out.sort((x, y) => score[y]! - score[x]! || x - y).slice(0, n)
}

/** A shortlisted rule's reasons: its pointers' and neighbours', the words it matches, the titles above it. */
function reasonsFor(d: RuleDoc, s: RuleScores, terms: readonly Term[], p: Pointers, context: Context, explain: Explainer): string[] {
  const { masks, words } = s
  const own = (w: number) => masks[d.ord * words + w]!
  const parent = (w: number) => (d.parentHeading ? masks[d.parentHeading.ord * words + w]! : 0)
  const chapter = (w: number) => (d.chapterHeading ? masks[d.chapterHeading.ord * words + w]! & ~parent(w) : 0)
  const boost = combine([
    ...p.rules.get(d.passage.number),
    ...p.parents.get(d.passage.parentNumber),
    ...p.chapters.get(d.chapter),
    ...contextReasons(d, s, terms, context, explain),
  ])
  return [
    ...boost.boosts.map((b) => b.reason),
    ...explain.matched(lexemesIn(terms, words, own)),
    ...explain.under(d.parentHeading?.passage.number ?? null, lexemesIn(terms, words, parent)),
    ...explain.under(d.chapter, lexemesIn(terms, words, chapter)),
  ]
}

/** `sum` plus the weights of the terms set in word `w` of a mask, added in the terms' order. */
function addWeights(sum: number, mask: number, w: number, weights: Float64Array): number {
  for (let m = mask; m; m &= m - 1) sum += weights[w * 32 + 31 - Math.clz32(m & -m)]!
  return sum
}

/** What several pointers at one rule add (see combine): the strongest, and a third of the rest. */
function combined(amounts: number[]): number {
  if (amounts.length < 2) return amounts[0] ?? 0
  amounts.sort((x, y) => y - x)
  let sum = 0
  for (const [i, a] of amounts.entries()) sum += i === 0 ? a : a / 3
  return sum
}

interface Context {
  /** By rule ordinal: what its subrules' words add, and what the strongest rule citing it adds (and which rule that is). */
  section: Float64Array
  citedBy: Float64Array
  citedFrom: Int32Array
}

/**
 * What a rule's neighbours say for it. A rule with subrules is also a section: the question's words
 * its subrules match beside its own count for it ("601.2" for the modes, targets and costs of
 * 601.2b–h), unless its text only introduces them (a list ending in a colon). A rule cited by a
 * rule that matches the question ("See rule 707.10") takes a share of that rule's text score; of
 * several citing rules, the strongest counts.
 */
function contextOf(s: RuleScores, weights: Float64Array, ownMax: number): Context {
  const n = s.isCandidate.length
  const { masks, words } = s
  const out: Context = { section: new Float64Array(n), citedBy: new Float64Array(n), citedFrom: new Int32Array(n) }
  const seen = new Int32Array(words)
  for (const d of s.candidates) {
    const o = d.ord
    if (!d.heading && !d.listIntro && d.children.length) {
      seen.fill(0)
      // each term once, in the order the subrules bring them
      let sum = 0
      for (const c of d.children) {
        if (!s.isCandidate[c.ord]) continue
        for (let w = 0; w < words; w++) {
          const more = masks[c.ord * words + w]! & ~masks[o * words + w]! & ~seen[w]!
          seen[w]! |= more
          sum = addWeights(sum, more, w, weights)
        }
      }
      out.section[o] = WEIGHTS.sectionWords * (sum / ownMax)
    }
    const amount = (WEIGHTS.citedBy * s.lexical[o]!) / ownMax
    if (amount <= 0) continue
    for (const cited of d.cites)
      if (amount > out.citedBy[cited.ord]!) {
        out.citedBy[cited.ord] = amount
        out.citedFrom[cited.ord] = o
      }
  }
  return out
}

/** The context boosts of one rule, with their reasons. */
function contextReasons(d: RuleDoc, s: RuleScores, terms: readonly Term[], c: Context, explain: Explainer): Boost[] {
  const out: Boost[] = []
  const { masks, words } = s
  const o = d.ord
  if (c.section[o]) {
    const more: string[] = []
    for (const child of d.children)
      if (s.isCandidate[child.ord])
        for (const l of lexemesIn(terms, words, (w) => masks[child.ord * words + w]! & ~masks[o * words + w]!))
          if (!more.includes(l)) more.push(l)
    out.push({ amount: c.section[o], reason: `its subrules match ${explain.said(more).join(', ')}` })
  }
  if (c.citedBy[o]) {
    const from = c.citedFrom[o]!
    const matched = explain.said(lexemesIn(terms, words, (w) => masks[from * words + w]!))
    out.push({ amount: c.citedBy[o], reason: `cited by ${s.rules[from]!.passage.number}, which matches ${matched.join(', ')}` })
  }
  return out
}
