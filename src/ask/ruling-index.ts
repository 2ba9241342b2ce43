// The distinct ruling texts (ruling_texts: a text printed on several cards is one row, with how many
// carry it), in memory, for scoring the rulings of cards a question does not name: each text's
// English lexemes (its stored search vector, the ones /rules/search matches) as integers, and an
// inverted index from lexeme to texts. About 27,000 texts in a few MB of typed arrays, read once
// and rebuilt when the store changes (KeptWhole, src/queries/store-reads.ts). The texts themselves stay in the store; only
// the few an answer shows are read, by id.
import type { Db } from '../queries/index.js'
import { runOn, sql } from '../queries/typed-sql.js'
import { KeptWhole } from '../queries/store-reads.js'

export interface RulingIndex {
  /** Lexeme → its number. */
  lexemeIds: Map<string, number>
  /** Per text: the ruling it is read from (the lowest id of that text), and how many rulings carry it. */
  rulingId: Int32Array
  cardCount: Int32Array
  /** Text i's lexeme numbers, ascending, are lexemes[offsets[i] .. offsets[i + 1]). */
  offsets: Int32Array
  lexemes: Int32Array
  /** Lexeme number → the texts that have it, ascending. */
  postings: Int32Array[]
}

export const textCount = (index: RulingIndex) => index.rulingId.length
export const textLength = (index: RulingIndex, text: number) => index.offsets[text + 1]! - index.offsets[text]!

/** Whether text `text` has lexeme number `lexeme` (a binary search of its sorted lexemes). */
export function hasLexeme(index: RulingIndex, text: number, lexeme: number): boolean {
  let lo = index.offsets[text]!
  let hi = index.offsets[text + 1]! - 1
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1
    const v = index.lexemes[mid]!
    if (v === lexeme) return true
    if (v < lexeme) lo = mid + 1
    else hi = mid - 1
  }
  return false
}

/** The texts having lexeme `lexeme` (none for a lexeme no ruling has). */
export function textsWith(index: RulingIndex, lexeme: string): Int32Array {
  const id = index.lexemeIds.get(lexeme)
  return id === undefined ? EMPTY : index.postings[id]!
}

const EMPTY = new Int32Array(0)

export interface RulingText {
  rulingId: number
  cardCount: number
  /** Its distinct lexemes. */
  lexemes: string[]
}

/** The index of these texts. */
export function indexRulingTexts(rows: readonly RulingText[]): RulingIndex {
  const lexemeIds = new Map<string, number>()
  const rulingId = new Int32Array(rows.length)
  const cardCount = new Int32Array(rows.length)
  const offsets = new Int32Array(rows.length + 1)
  const counts: number[] = []
  let total = 0
  for (const r of rows) total += r.lexemes.length
  const lexemes = new Int32Array(total)
  let at = 0
  for (const [i, r] of rows.entries()) {
    rulingId[i] = r.rulingId
    cardCount[i] = r.cardCount
    offsets[i] = at
    const ids = r.lexemes.map((l) => {
      let id = lexemeIds.get(l)
      if (id === undefined) {
        id = lexemeIds.size
        lexemeIds.set(l, id)
        counts.push(0)
      }
      counts[id]!++
      return id
    })
    lexemes.set(Int32Array.from(ids).sort(), at)
    at += ids.length
  }
  offsets[rows.length] = at
  const postings = counts.map((n) => new Int32Array(n))
  const filled = new Int32Array(counts.length)
  for (let i = 0; i < rows.length; i++)
    for (let j = offsets[i]!; j < offsets[i + 1]!; j++) {
      const id = lexemes[j]!
      postings[id]![filled[id]!++] = i
    }
  return { lexemeIds, rulingId, cardCount, offsets, lexemes, postings }
}

const RULING_TEXTS = sql(
  'ask.rulingTexts',
  `SELECT ruling_id AS "rulingId", card_count AS "cardCount", tsvector_to_array(search_vector) AS "lexemes!"
     FROM ruling_texts ORDER BY ruling_id`,
)

async function readIndex(db: Db): Promise<RulingIndex> {
  return indexRulingTexts(await runOn(db.pool, RULING_TEXTS, []))
}

const cache = new KeptWhole(readIndex)

/** The store's ruling-text index, built once and rebuilt when the store changes. */
export function rulingIndex(db: Db): Promise<RulingIndex> {
  return cache.get(db)
}
