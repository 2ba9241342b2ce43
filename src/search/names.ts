// Card lookups by name, with Scryfall's semantics: exact (case-insensitive, also a face's name),
// fuzzy (case, punctuation, partial words and typos forgiven; several equally good matches are
// "ambiguous", not a guess), and autocomplete (up to 20 names for a prefix).
import type { Database } from '../store/database.js'
import { SearchError } from './errors.js'
import { normalizeName } from '../store/normalize-name.js'
import { escapeLike } from './sql-params.js'
import { DEFAULT_PRINTING_ORDER } from './sql-fragments.js'
import { run, runOn, sql } from '../store/typed-sql.js'

/** A card found by name, and the printing that stands for it (its default printing; in `set` when one was given, the default of those). */
export interface CardRef {
  oracleId: string
  name: string
  printingId: string | null
}

export type FuzzyResult = { card: CardRef } | { ambiguous: string[] } | null

const MAX_NAME_LENGTH = 200
/** Trigram similarity within this distance of the best match counts as "equally good". */
export const FUZZY_MARGIN = 0.08
/** pg_trgm's default similarity threshold (the % operator). */
export const FUZZY_THRESHOLD = 0.3
const AMBIGUOUS_LIST = 20

function checkName(name: unknown, what: string): string {
  if (typeof name !== 'string' || name.trim() === '') throw new SearchError(400, 'empty_query', `${what}: give a card name`)
  if (name.length > MAX_NAME_LENGTH)
    throw new SearchError(400, 'query_too_long', `${what}: a card name is at most ${MAX_NAME_LENGTH} characters`)
  if (name.includes('\u0000')) throw new SearchError(400, 'invalid_value', `${what}: the name contains a NUL character (\\u0000)`)
  return name.trim()
}

function checkSet(set: string | undefined): string | null {
  if (set === undefined || set === null || set === '') return null
  if (!/^[a-z0-9]{2,8}$/i.test(set)) throw new SearchError(400, 'invalid_value', `"${set}" is not a set code (e.g. dom, znr)`)
  return set.toUpperCase()
}

const toRef = (r: { oracle_id: string; name: string; printing_id: string | null }): CardRef => ({
  oracleId: r.oracle_id,
  name: r.name,
  printingId: r.printing_id,
})

/** SELECT list and printing join shared by the lookups; $set is the set code param (or NULL). */
function refQuery(where: string, setRef: string, orderBy: string, limit: number): string {
  return (
    `SELECT c.oracle_id, c.name, rp.id AS "printing_id?" FROM cards c ` +
    `LEFT JOIN LATERAL (SELECT p.id FROM printings p WHERE p.oracle_id = c.oracle_id AND (${setRef}::text IS NULL OR p.set_code = ${setRef}::text) ` +
    `ORDER BY ${DEFAULT_PRINTING_ORDER} LIMIT 1) rp ON TRUE ` +
    `WHERE (${where}) AND (${setRef}::text IS NULL OR rp.id IS NOT NULL) ORDER BY ${orderBy} LIMIT ${limit}`
  )
}

/**
 * Exact name, case-insensitive; a multi-faced card is also found by one face's name (a card whose
 * own name it is comes first).
 */
const EXACT_NAME = sql(
  'names.exact',
  refQuery(
    `c.oracle_id IN (SELECT x.oracle_id FROM cards x WHERE x.normalized_name = $2::text AND lower(x.name) = lower($1::text) ` +
      `UNION SELECT f.oracle_id FROM card_faces f WHERE lower(f.name) = lower($1::text))`,
    '$3',
    `(lower(c.name) = lower($1::text)) DESC, c.name COLLATE "C"`,
    1,
  ),
)

export async function findByExactName(db: Database, name: string, set?: string): Promise<CardRef | null> {
  const exact = checkName(name, 'exact')
  const code = checkSet(set)
  const rows = await runOn(db.pool, EXACT_NAME, [exact, normalizeName(exact), code])
  return rows[0] ? toRef(rows[0]) : null
}

const inSet = `($5::text IS NULL OR EXISTS (SELECT 1 FROM printings p WHERE p.oracle_id = c.oracle_id AND p.set_code = $5::text))`
const printing = `(SELECT p.id FROM printings p WHERE p.oracle_id = c.oracle_id AND ($5::text IS NULL OR p.set_code = $5::text) ORDER BY ${DEFAULT_PRINTING_ORDER} LIMIT 1)`
const byName = 'c.normalized_name COLLATE "C", c.name COLLATE "C"'
const n = AMBIGUOUS_LIST + 1
/** The four steps of findByFuzzyName, as one statement; the columns of a UNION are expressions to PostgreSQL, hence the marks. */
const FUZZY_NAME = sql(
  'names.fuzzy',
  `(SELECT 1 AS "step!", c.oracle_id AS "oracle_id!", c.name AS "name!", 1::real AS "score!", ${printing} AS printing_id FROM cards c ` +
    `WHERE c.normalized_name = $1::text AND ${inSet} ORDER BY ${byName} LIMIT ${n}) ` +
    `UNION ALL (SELECT 2, c.oracle_id, c.name, 1, ${printing} FROM cards c ` +
    `WHERE c.oracle_id IN (SELECT f.oracle_id FROM card_faces f WHERE lower(f.name) = lower($2::text)) AND ${inSet} ORDER BY ${byName} LIMIT ${n}) ` +
    `UNION ALL (SELECT 3, c.oracle_id, c.name, 1, ${printing} FROM cards c ` +
    // the first word finds candidates on the trigram index; the regex only filters them
    `WHERE c.normalized_name LIKE $4::text AND (c.normalized_name || '') ~ $3::text AND ${inSet} ` +
    `ORDER BY (c.normalized_name ~ $6::text) DESC, ${byName} LIMIT ${n}) ` +
    `UNION ALL (SELECT 4, c.oracle_id, c.name, similarity(c.normalized_name, $1::text), ${printing} FROM cards c ` +
    `WHERE c.normalized_name % $1::text AND similarity(c.normalized_name, $1::text) >= ${FUZZY_THRESHOLD} AND ${inSet} ` +
    `ORDER BY 4 DESC, c.name COLLATE "C" LIMIT ${n})`,
)

/**
 * Fuzzy name, in steps: (1) a card's normalized name equal to the query's; (2) a face's name equal
 * to it ("Lightning Bolt" is a card, and also a face of "Emeritus of Conflict // Lightning Bolt":
 * the card wins); (3) every query word inside the name, in order ("aust com" → Austere Command;
 * "aust" alone also matches Exhaust: ambiguous, as on Scryfall), one name the words cover whole
 * winning over names that only hold them ("lightnin bolt" → Lightning Bolt); (4) the closest names by trigram similarity (typos: "grow from teh ashes"). The first
 * step that finds anything decides: one card is the answer; several cards found equally well
 * (steps 1–3: any two; step 4: within FUZZY_MARGIN of the best) are { ambiguous: names }
 * (Scryfall's "too many cards match" error). All four run as one statement: one round trip.
 */
export async function findByFuzzyName(db: Database, name: string, set?: string): Promise<FuzzyResult> {
  const query = checkName(name, 'fuzzy')
  const code = checkSet(set)
  const norm = normalizeName(query)
  if (norm === '') throw new SearchError(400, 'invalid_value', 'fuzzy: a card name needs letters or digits')
  // normalized words hold only letters and digits, so they are safe inside a regex
  const words = norm.split(' ')
  // each word found inside the name, in order (Scryfall: "aust" matches Austere Command and
  // Exhaust alike, so too many cards match)
  const wordPrefixes = words.join('.*')
  // the query's words start the name's words, one for one, and cover it: "lightnin bolt" is all of
  // Lightning Bolt (not of Emeritus of Conflict // Lightning Bolt, which only holds it)
  const wholeName = `^${words.join('\\w* ')}\\w*$`
  // planning this statement costs more than running it
  const rows = await run(db, FUZZY_NAME, [norm, query, wordPrefixes, `%${escapeLike(words[0]!)}%`, code, wholeName], { hot: true })
  const step = Math.min(...rows.map((r) => r.step))
  const found = rows.filter((r) => r.step === step)
  if (found.length === 0) return null
  const best = found[0]!
  const whole = step === 3 ? found.filter((r) => new RegExp(wholeName).test(normalizeName(r.name))) : []
  if (whole.length === 1) return { card: { oracleId: whole[0]!.oracle_id, name: whole[0]!.name, printingId: whole[0]!.printing_id } }
  const equallyGood = step === 4 ? found.filter((r) => r.score >= best.score - FUZZY_MARGIN) : found
  if (equallyGood.length > 1) return { ambiguous: equallyGood.slice(0, AMBIGUOUS_LIST).map((r) => r.name) }
  return { card: { oracleId: best.oracle_id, name: best.name, printingId: best.printing_id } }
}

export interface AutocompleteOptions {
  /** How many names, 1…20 (default 20). */
  limit?: number
  /** Include extras (planes, schemes, vanguards, dungeons, …); off by default, as on Scryfall. */
  includeExtras?: boolean
}

const EXTRA_TYPES = `ARRAY['Plane','Phenomenon','Scheme','Vanguard','Dungeon','Emblem']::text[]`
export const MAX_AUTOCOMPLETE = 20

/** Autocomplete's two statements (names starting with the prefix; names with a later word starting with it), without extras or with them. */
function autocompleteStatements<E extends string>(extras: E, filter: string) {
  const order = 'ORDER BY c.normalized_name COLLATE "C", c.name COLLATE "C"'
  const shortestFirst = 'ORDER BY length(c.normalized_name), c.normalized_name COLLATE "C", c.name COLLATE "C"'
  return {
    starts: sql(
      `names.autocomplete.starts${extras}`,
      `SELECT c.name FROM cards c WHERE c.normalized_name LIKE $1::text${filter} ${shortestFirst} LIMIT $2::int`,
    ),
    words: sql(
      `names.autocomplete.words${extras}`,
      `SELECT c.name FROM cards c WHERE c.normalized_name LIKE $1::text AND c.normalized_name NOT LIKE $2::text${filter} ${order} LIMIT $3::int`,
    ),
  }
}
const AUTOCOMPLETE = {
  withoutExtras: autocompleteStatements('', ` AND NOT (c.types && ${EXTRA_TYPES})`),
  withExtras: autocompleteStatements('.extras', ''),
}

/**
 * Up to 20 names for what has been typed so far: names starting with it first, shortest first
 * (the closest completion: "thal" → Thallid before Thalakos Dreamsower), then names with a word
 * starting with it, each alphabetically. Case, accents and punctuation are ignored; fewer than
 * two letters give no names (Scryfall's rule).
 */
export async function autocomplete(db: Database, prefix: string, options: AutocompleteOptions = {}): Promise<string[]> {
  const limit = options.limit ?? MAX_AUTOCOMPLETE
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_AUTOCOMPLETE) {
    throw new SearchError(400, 'invalid_option', `autocomplete limit must be a whole number from 1 to ${MAX_AUTOCOMPLETE}`)
  }
  if (typeof prefix !== 'string') throw new SearchError(400, 'empty_query', 'autocomplete: give the start of a name')
  if (prefix.length > MAX_NAME_LENGTH) throw new SearchError(400, 'query_too_long', `autocomplete: at most ${MAX_NAME_LENGTH} characters`)
  if (prefix.includes('\u0000')) throw new SearchError(400, 'invalid_value', 'autocomplete: the text contains a NUL character (\\u0000)')
  const norm = normalizeName(prefix)
  if (norm.length < 2) return []
  const statements = options.includeExtras ? AUTOCOMPLETE.withExtras : AUTOCOMPLETE.withoutExtras
  // names starting with the prefix (on the text_pattern_ops index); only when there are fewer than
  // `limit` of those, names with a later word starting with it (on the trigram index)
  const rows = await runOn(db.pool, statements.starts, [`${escapeLike(norm)}%`, limit])
  if (rows.length < limit)
    rows.push(...(await runOn(db.pool, statements.words, [`% ${escapeLike(norm)}%`, `${escapeLike(norm)}%`, limit - rows.length])))
  return rows.map((r) => r.name)
}
