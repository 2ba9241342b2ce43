// The rules a card's own text is governed by. A ruling is written in the CR's own words (Thalia's "to
// determine the total cost of a spell, start with the mana cost… then apply cost increases" is
// 601.2f; Torpor Orb's "stops a creature's own enters-the-battlefield triggered abilities" finds
// 603.6a), and so, in part, is an Oracle text: the text, read as a query against the edition's rules
// with the same BM25-like scores a question gets (score-edition.ts), finds rules a judge may cite
// beside it. Gatherer rulings never cite rule numbers, so the words are what there is. The rules of
// keywords and keyword actions (701, 702) are left out: a keyword's rules come from the keyword
// (pointers.ts), and a text sharing words with another keyword's rule is no reason to cite it. What
// is found is weak evidence alone, so it only adds to a rule's score for the question (ask.ts). A
// text's rules do not depend on the question: they are kept per edition and text (a bounded map), so
// a card asked about again costs no scoring.
import type { Db } from '../queries/index.js'
import { runOn, sql } from '../queries/typed-sql.js'
import { inverseFrequency, type EditionFacts, type RuleDoc } from './edition.js'
import { scoreRules } from './score-edition.js'

export interface TextRule {
  rule: RuleDoc
  /** 0..1: its score against the text, over the best rule's. */
  share: number
}

/** A text's rules: at most this many, each scoring at least MIN_SHARE of the best one. */
const TOP = 4
const MIN_SHARE = 0.5
/** A text must have at least this many lexemes some rule has to point at rules at all. */
const MIN_LEXEMES = 3

const KEYWORD_CHAPTERS = new Set(['701', '702'])

const MAX_CACHED = 20_000
const cached = new Map<string, TextRule[]>()

/**
 * The rules whose text best matches `lexemes` (a ruling's or an Oracle text's, without the lexemes of
 * the card's own name, `exclude`), best first.
 */
export function rulesForText(facts: EditionFacts, lexemes: readonly string[], exclude: ReadonlySet<string>): TextRule[] {
  const k = `${facts.edition.id}:${facts.edition.sha256}:${[...exclude].join(' ')}:${lexemes.join(' ')}`
  const hit = cached.get(k)
  if (hit) return hit
  const found = score(facts, lexemes, exclude)
  if (cached.size >= MAX_CACHED) cached.clear()
  cached.set(k, found)
  return found
}

function score(facts: EditionFacts, lexemes: readonly string[], exclude: ReadonlySet<string>): TextRule[] {
  const terms = [...new Set(lexemes)]
    .filter((l) => !exclude.has(l) && facts.postings.has(l))
    .map((lexeme) => ({ lexeme, weight: inverseFrequency(facts, lexeme) }))
  if (terms.length < MIN_LEXEMES) return []
  const s = scoreRules(facts, terms, [])
  // a title or a list's introduction says nothing alone; a keyword's or keyword action's rules
  // (701, 702) come from the keyword itself (pointers.ts), not from words a text shares with them
  // ("enters with counters" is no reason to cite ravenous)
  const ranked = s.candidates
    .filter((d) => !d.heading && !d.listIntro && !KEYWORD_CHAPTERS.has(d.chapter) && s.lexical[d.ord]! > 0)
    .sort((x, y) => s.lexical[y.ord]! - s.lexical[x.ord]! || x.ord - y.ord)
    .slice(0, TOP)
  const best = ranked[0] ? s.lexical[ranked[0].ord]! : 0
  return ranked.map((rule) => ({ rule, share: s.lexical[rule.ord]! / best })).filter((r) => r.share >= MIN_SHARE)
}

/** A card's Oracle text and name as English lexemes (the text's without its reminder text). */
export interface CardLexemes {
  text: string[]
  name: Set<string>
}

const CARD_LEXEMES = sql(
  'ask.cardLexemes',
  `SELECT oracle_id, tsvector_to_array(to_tsvector('english', regexp_replace(coalesce(oracle_text, ''), '\\([^)]*\\)', '', 'g'))) AS "text!",
          tsvector_to_array(to_tsvector('english', name)) AS "name!"
     FROM cards WHERE oracle_id = ANY($1::uuid[])`,
)

/** The lexemes of these cards' Oracle texts and names, by Oracle id: one statement. */
export async function cardLexemes(db: Db, oracleIds: readonly string[]): Promise<Map<string, CardLexemes>> {
  if (!oracleIds.length) return new Map()
  const rows = await runOn(db.pool, CARD_LEXEMES, [oracleIds])
  return new Map(rows.map((r) => [r.oracle_id, { text: r.text, name: new Set(r.name) }]))
}
