// Answering a player's question with the passages a judge would cite. The question is read
// (analyze.ts); the edition's rules and glossary terms are scored in memory (score-edition.ts) and
// card rulings from the store and an in-memory index (rulings.ts); each passage's score is its text score plus what the
// question points at directly (pointers.ts), each with its reason. Text scores are BM25-like: the
// matched search terms' inverse document frequencies (over the edition's rules), length-normalised,
// divided by the most the question's own words could score, so about 1 at best. Weights: weights.ts.
import { ClientError } from '../errors.js'
import type { Db } from '../queries/index.js'
import { analyzeQuestion } from './analyze.js'
import { editionFacts, findEdition, inverseFrequency, type EditionFacts, type GlossaryEntry } from './edition.js'
import { Explainer, type Ranked, type Term } from './explain.js'
import { combine, pointersOf, type Boost, type Pointers } from './pointers.js'
import { rulePassages } from './rule-passages.js'
import { rulingIndex } from './ruling-index.js'
import { rulesBehind, type RuleBehind } from './ruling-rules.js'
import { cardLexemes, rulesForText } from './text-rules.js'
import { bestRulingTexts, readRulings, scoreCardRulings, type RulingFilter, type Scored } from './rulings.js'
import { scoreGlossary } from './score-edition.js'
import { FUSION_K, fuseRankings, questionParts } from './parts.js'
import { PASSAGE_KINDS, type AskOptions, type AskResult, type Passage, type PassageKind, type RulingPassage } from './types.js'
import { WEIGHTS } from './weights.js'

export const ASK_DEFAULT_LIMIT = 10
export const ASK_MAX_LIMIT = 50
export const ASK_MAX_QUESTION = 500

export async function askRules(db: Db, question: string, opts: AskOptions = {}): Promise<AskResult> {
  const q = question.trim()
  if (!q) throw new ClientError(400, 'bad_request', 'q is empty: ask a rules question in your own words.')
  if (q.length > ASK_MAX_QUESTION)
    throw new ClientError(400, 'bad_request', `q is ${q.length} characters long; keep it under ${ASK_MAX_QUESTION}.`)
  const limit = Math.min(Math.max(1, Math.trunc(opts.limit ?? ASK_DEFAULT_LIMIT)), ASK_MAX_LIMIT)
  const kinds = new Set<PassageKind>(opts.kinds?.length ? opts.kinds : PASSAGE_KINDS)
  const parts = questionParts(q)
  if (parts.length < 2) return askOne(db, q, limit, kinds, opts.effective ?? null)
  // a question that asks several things: each part ranked alone, merged with the whole question's ranking
  const depth = Math.max(limit, PART_DEPTH)
  const [whole, ...each] = await Promise.all([
    askOne(db, q, depth, kinds, opts.effective ?? null),
    ...parts.map((part) => askOne(db, part, PART_DEPTH, kinds, opts.effective ?? null)),
  ])
  const partOf = new Map<string, number>()
  for (const [i, r] of each.entries()) for (const p of r.passages.slice(0, 3)) if (!partOf.has(passageKey(p))) partOf.set(passageKey(p), i)
  const fused = fuseRankings(
    [{ items: whole!.passages, weight: 1 }, ...each.map((r) => ({ items: r.passages, weight: WEIGHTS.partRanking }))],
    passageKey,
  )
  const top = fused[0] ? fusedScore(fused[0], whole!, each) : 1
  return {
    ...whole!,
    passages: fused.slice(0, limit).map((p) => {
      const i = partOf.get(passageKey(p))
      return {
        ...p,
        score: round(fusedScore(p, whole!, each) / top),
        reasons: i === undefined ? p.reasons : [`answers part ${i + 1} of the question: “${parts[i]}”`, ...p.reasons],
      }
    }),
  }
}

/** How deep each part's ranking (and the whole question's) is read before they are merged. */
const PART_DEPTH = 20

function fusedScore(p: Passage, whole: AskResult, each: AskResult[]): number {
  const at = (r: AskResult) => r.passages.findIndex((x) => passageKey(x) === passageKey(p))
  const rr = (i: number, w: number) => (i < 0 ? 0 : w / (FUSION_K + i + 1))
  return rr(at(whole), 1) + each.reduce((s, r) => s + rr(at(r), WEIGHTS.partRanking), 0)
}

async function askOne(db: Db, q: string, limit: number, kinds: Set<PassageKind>, effective: string | null): Promise<AskResult> {
  const opts = { effective }

  const edition = await findEdition(db, opts.effective ?? null)
  if (!edition)
    throw new ClientError(
      404,
      'not_found',
      opts.effective
        ? `No edition of the Comprehensive Rules stored here was in force on ${opts.effective}: ask for a later date or leave out "effective".`
        : 'No Comprehensive Rules are loaded yet: import the CR text file first.',
    )
  const [facts, rulings] = await Promise.all([editionFacts(db, edition), kinds.has('ruling') ? rulingIndex(db) : null])
  const a = await analyzeQuestion(db, facts, q, rulings)
  const terms: Term[] = a.terms.map((t) => ({ ...t, weight: WEIGHTS.source[t.from] * inverseFrequency(facts, t.lexeme) }))
  const own = terms.filter((t) => t.from === 'question')
  const ownMax = (own.length ? own : terms).reduce((s, t) => s + t.weight, 0) || 1
  const byLexeme = new Map(terms.map((t) => [t.lexeme, t]))
  const pointers = pointersOf(a, facts)
  const explain = new Explainer(byLexeme, ownMax, facts)

  // a named card's rulings are read from the store while the rules and glossary are scored here
  const cardRulingsFound =
    rulings && a.cards.length
      ? scoreCardRulings(
          db,
          a.cards.map((c) => c.oracleId),
          terms,
        )
      : Promise.resolve([])
  // and, beside them, the words of its Oracle text and name (its own rules are found by them)
  const cardWordsFound =
    kinds.has('rule') && a.cards.length
      ? cardLexemes(
          db,
          a.cards.map((c) => c.oracleId),
        )
      : Promise.resolve(null)
  // a failure while the rules are scored must not leave the rulings' rejection unhandled
  cardRulingsFound.catch(() => {})
  cardWordsFound.catch(() => {})
  const rulingFilter = rarestTermsFilter(terms)
  const anyTexts = rulings && rulingFilter ? bestRulingTexts(rulings, rulingFilter, terms, 20) : []

  const passages: Ranked[] = [
    ...(kinds.has('rule') ? rulePassages(facts, terms, pointers, a.ruleNumbers, explain, SHORTLIST) : []),
    ...(kinds.has('glossary') ? glossaryPassages(facts, terms, pointers, explain) : []),
  ]
  // the rulings of other cards are read only if they can be among the passages shown: a passage's
  // score only falls in diversify, so one below the limit-th rule or glossary passage (as diversified) never is
  const floor = shownFloor(passages, limit)
  const anyRulings = rulings
    ? await readRulings(
        db,
        rulings,
        anyTexts.filter((t) => (WEIGHTS.anyRuling * t.lexical) / ownMax >= floor),
      )
    : []
  const [cardRulings, cardWords] = await Promise.all([cardRulingsFound, cardWordsFound])
  const cardTexts = new Set<string>()
  const bestOfCard = new Map<string, { row: Scored<RulingPassage>; fit: number; confidence: number }>()
  const fitting: { row: Scored<RulingPassage>; fit: number }[] = []
  for (const row of withinCardWeights(cardRulings, byLexeme)) {
    const card = a.cards.find((c) => c.oracleId === row.passage.oracleId)!
    cardTexts.add(plainText(row.passage.text))
    const fit = Math.min(1, row.lexical / ownMax)
    if (fit > 0) fitting.push({ row, fit })
    if (fit > (bestOfCard.get(card.oracleId)?.fit ?? 0)) bestOfCard.set(card.oracleId, { row, fit, confidence: card.confidence })
    passages.push(
      rulingPassage(row, WEIGHTS.cardRuling * card.confidence ** 2 + row.lexical / ownMax, () => [
        `a ruling on ${card.name}, which the question names (“${card.matched}”)`,
        ...explain.matched(row.matched),
      ]),
    )
  }
  for (const row of anyRulings) {
    if (cardTexts.has(plainText(row.passage.text))) continue
    const reasons = () => [
      ...explain.matched(row.matched),
      ...(row.passage.cardCount > 1 ? [`the same ruling is on ${row.passage.cardCount} cards`] : []),
    ]
    passages.push(rulingPassage(row, (WEIGHTS.anyRuling * row.lexical) / ownMax, reasons))
  }
  if (kinds.has('rule')) for (const b of rulesBehind([...bestOfCard.values()])) ruleBehind(passages, facts, b)
  if (cardWords) cardTextRules(passages, facts, a.cards, cardWords, fitting, byLexeme, ownMax)
  diversify(passages)
  return {
    question: q,
    edition: { id: edition.id, effectiveDate: edition.effectiveDate },
    understood: {
      cards: a.cards.map((c) => ({ oracleId: c.oracleId, name: c.name, matched: c.matched, confidence: round(c.confidence) })),
      keywords: a.keywords.map((k) => ({ name: k.item.name, ruleNumber: k.item.ruleNumber, said: k.said })),
      glossaryTerms: a.glossary.map((g) => ({ term: g.item.term, said: g.said })),
      vocabulary: a.vocabulary.map((v) => ({ said: v.said, means: v.entry.means, rules: v.entry.rules ?? [] })),
      ruleNumbers: a.ruleNumbers,
      searchTerms: terms.map((t) => t.lexeme),
    },
    passages: passages.slice(0, limit).map((p) => ({ ...p, score: round(p.score), reasons: p.reasons() })),
  }
}

/** Only this many of each kind are explained and ranked further: far more than an answer shows. */
const SHORTLIST = 60

/** The `n` highest-scoring items, best first. */
function best<T>(items: T[], score: (t: T) => number, n: number): T[] {
  return items
    .map((item) => ({ item, s: score(item) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s)
    .slice(0, n)
    .map((x) => x.item)
}

function glossaryPassages(facts: EditionFacts, terms: Term[], p: Pointers, explain: Explainer): Ranked[] {
  const named = p.glossary
    .keys()
    .map((t) => facts.glossaryByTerm.get(t.toLowerCase()))
    .filter((g): g is GlossaryEntry => g !== undefined)
  const scored = scoreGlossary(facts, terms, named).map((row) => {
    const boost = combine(p.glossary.get(row.entry.term))
    return { row, boost, score: boost.amount + WEIGHTS.glossaryText * (row.lexical / explain.ownMax) }
  })
  return best(scored, (x) => x.score, SHORTLIST / 4).map(({ row, boost, score }) => ({
    kind: 'glossary',
    score,
    reasons: () => [...boost.boosts.map((b) => b.reason), ...explain.matched(row.matched())],
    rule: null,
    glossary: row.entry.passage,
    ruling: null,
  }))
}

/** The rule behind a named card's best-matching ruling (ruling-rules.ts) gains WEIGHTS.rulingRule × its strength, or comes in with that score. */
function ruleBehind(passages: Ranked[], facts: EditionFacts, b: RuleBehind) {
  const amount = WEIGHTS.rulingRule * b.strength
  const reason = `the ruling on ${b.ruling.cardName} that matches the question applies ${b.principle} (rule ${b.number})`
  const found = passages.find((p) => p.rule?.number === b.number)
  if (found) {
    const before = found.reasons
    found.score += amount
    found.reasons = () => [...before(), reason]
    return
  }
  const rule = facts.byNumber.get(b.number)?.passage
  if (rule) passages.push({ kind: 'rule', score: amount, reasons: () => [reason], rule, glossary: null, ruling: null })
}

/**
 * The rules a named card's own texts are governed by (text-rules.ts): those its Oracle text's words
 * find (WEIGHTS.cardTextRule), and those found by the words of its rulings that match the question,
 * the best two of each card (WEIGHTS.rulingTextRule, × how well the ruling fits); each × how surely
 * the card is named and how well the rule matches the text against the best rule. A rule already
 * ranked gains it; another comes in with it and its own score for the question's words.
 */
function cardTextRules(
  passages: Ranked[],
  facts: EditionFacts,
  cards: readonly { oracleId: string; name: string; confidence: number }[],
  words: ReadonlyMap<string, { text: string[]; name: Set<string> }>,
  fitting: readonly { row: Scored<RulingPassage>; fit: number }[],
  byLexeme: ReadonlyMap<string, Term>,
  ownMax: number,
) {
  const boosts = new Map<string, Boost[]>()
  const add = (number: string, amount: number, reason: string) => {
    if (amount <= 0) return
    const list = boosts.get(number)
    const same = list?.find((b) => b.reason === reason)
    if (same) same.amount = Math.max(same.amount, amount)
    else if (list) list.push({ amount, reason })
    else boosts.set(number, [{ amount, reason }])
  }
  for (const card of cards) {
    const own = words.get(card.oracleId)
    if (!own) continue
    for (const r of rulesForText(facts, own.text, own.name))
      add(
        r.rule.passage.number,
        WEIGHTS.cardTextRule * card.confidence * r.share,
        `${card.name}'s Oracle text is in the words of rule ${r.rule.passage.number}`,
      )
    const best = fitting
      .filter((f) => f.row.passage.oracleId === card.oracleId && f.row.lexemes)
      .sort((x, y) => y.fit - x.fit)
      .slice(0, 2)
    for (const f of best)
      for (const r of rulesForText(facts, f.row.lexemes!, own.name))
        add(
          r.rule.passage.number,
          WEIGHTS.rulingTextRule * card.confidence * f.fit * r.share,
          `the ruling on ${card.name} that matches the question is in the words of rule ${r.rule.passage.number}`,
        )
  }
  for (const [number, list] of boosts) {
    const { amount, boosts: sorted } = combine(list)
    const found = passages.find((p) => p.rule?.number === number)
    if (found) {
      const before = found.reasons
      found.score += amount
      found.reasons = () => [...before(), ...sorted.map((b) => b.reason)]
      continue
    }
    const d = facts.byNumber.get(number)
    if (!d) continue
    let text = 0
    for (const l of d.lexemes) text += byLexeme.get(l)?.weight ?? 0
    passages.push({
      kind: 'rule',
      score: amount + (text * facts.ruleLengthFactors[d.ord]!) / ownMax,
      reasons: () => sorted.map((b) => b.reason),
      rule: d.passage,
      glossary: null,
      ruling: null,
    })
  }
}

function rulingPassage(row: Scored<RulingPassage>, score: number, reasons: () => string[]): Ranked {
  return { kind: 'ruling', score, reasons, rule: null, glossary: null, ruling: row.passage }
}

/**
 * A card's rulings ranked among themselves: a word every ruling of the card has ("kicker" on a
 * kicker card) tells them apart less than a word only one has ("copy"). Each matched term's weight
 * is scaled by its inverse frequency within the card's rulings.
 */
function withinCardWeights<T extends { oracleId: string }>(rows: Scored<T>[], terms: Map<string, Term>): Scored<T>[] {
  const byCard = new Map<string, Scored<T>[]>()
  for (const r of rows) {
    const list = byCard.get(r.passage.oracleId)
    if (list) list.push(r)
    else byCard.set(r.passage.oracleId, [r])
  }
  return rows.map((row) => {
    const siblings = byCard.get(row.passage.oracleId)!
    const n = siblings.length
    const plainSum = row.matched.reduce((s, l) => s + (terms.get(l)?.weight ?? 0), 0)
    if (!plainSum || n < 2) return row
    const local = row.matched.reduce((s, l) => {
      const df = siblings.filter((x) => x.matched.includes(l)).length
      return s + (terms.get(l)?.weight ?? 0) * (Math.log(1 + n / df) / Math.log(1 + n))
    }, 0)
    return { ...row, lexical: (row.lexical / plainSum) * local }
  })
}

/** Rulings with at least two of the question's three rarest words (both, if it has only two). */
function rarestTermsFilter(terms: readonly Term[]): RulingFilter | null {
  const own = terms
    .filter((t) => t.from === 'question')
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 3)
    .map((t) => t.lexeme)
  return own.length >= 2 ? { lexemes: own, need: 2 } : null
}

/** The score the `limit`-th of these passages has once diversified (-∞ when there are fewer). */
function shownFloor(passages: readonly Ranked[], limit: number): number {
  const copy = passages.map((p) => ({ ...p }))
  diversify(copy)
  return copy[limit - 1]?.score ?? Number.NEGATIVE_INFINITY
}

/**
 * Sort, then make room for other rules: the third and later passages under one parent rule (a
 * keyword's subrules) or on one card lose a share of their score each, and the list is sorted again.
 */
function diversify(passages: Ranked[]) {
  const order = (x: Ranked, y: Ranked) => y.score - x.score || passageKey(x).localeCompare(passageKey(y))
  passages.sort(order)
  const seen = new Map<string, number>()
  for (const p of passages) {
    const group = p.rule
      ? `rule:${p.rule.parentNumber ?? p.rule.number}`
      : p.ruling
        ? `card:${p.ruling.oracleId}`
        : `glossary:${p.glossary!.term}`
    const n = seen.get(group) ?? 0
    seen.set(group, n + 1)
    // one card's rulings make room sooner: the rule that answers is rarely a ruling's neighbour
    if (p.ruling && n >= 1) p.score *= WEIGHTS.sameCard ** n
    else if (n >= 2) p.score *= WEIGHTS.sameGroup ** (n - 1)
  }
  passages.sort(order)
  capCardRulings(passages)
}

/** The first passages an answer is read by: at most MAX_CARD_RULINGS of them are rulings of one card. */
const FIRST = 5
const MAX_CARD_RULINGS = 2

/**
 * A card's rulings never fill the first passages: past MAX_CARD_RULINGS of one card among the first
 * FIRST, a ruling is scored just below the passage that takes its place (a rule, another card's
 * ruling), when there is one. Passages stay sorted by score.
 */
function capCardRulings(passages: Ranked[]) {
  const perCard = new Map<string, number>()
  const kept: Ranked[] = []
  const held: Ranked[] = []
  let i = 0
  for (; i < passages.length && kept.length < FIRST; i++) {
    const p = passages[i]!
    const card = p.ruling?.oracleId
    const n = card ? (perCard.get(card) ?? 0) : 0
    if (card && n >= MAX_CARD_RULINGS) {
      held.push(p)
      continue
    }
    if (card) perCard.set(card, n + 1)
    kept.push(p)
  }
  if (!held.length || kept.length < FIRST) return
  const floor = kept.at(-1)!.score
  for (const [j, p] of held.entries()) p.score = Math.min(p.score, floor * (1 - 0.001 * (j + 1)))
  passages.sort((x, y) => y.score - x.score || passageKey(x).localeCompare(passageKey(y)))
}

const plainText = (text: string) => text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').toLowerCase()
const round = (n: number) => Math.round(n * 1000) / 1000
const passageKey = (p: Pick<Ranked, 'rule' | 'glossary' | 'ruling'>) =>
  p.rule?.number ?? p.glossary?.term ?? `${p.ruling?.cardName}:${p.ruling?.position}`
