// The player vocabulary (vocabulary.json, a data file anyone can extend): what players say ("ETB",
// "fizzle", "bounce"), what the Comprehensive Rules call it, and the rules, keyword or glossary term
// it names. Read and checked once; a malformed file stops the service with the entry at fault.
import { readFileSync } from 'node:fs'
import Type, { type Static } from 'typebox'
import Compile from 'typebox/compile'
import { tokenize, type Token } from './words.js'

const RuleNumber = Type.String({ pattern: '^\\d{3}(\\.\\d{1,3}[a-z]?)?$' })
const Entry = Type.Object(
  {
    say: Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { minItems: 1 }),
    means: Type.String({ minLength: 1, maxLength: 200 }),
    rules: Type.Optional(Type.Array(RuleNumber)),
    keyword: Type.Optional(Type.String({ minLength: 1 })),
    glossary: Type.Optional(Type.String({ minLength: 1 })),
    insteadOf: Type.Optional(Type.String({ minLength: 1 })),
    note: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
)
const VocabularyFile = Type.Object({ about: Type.String(), entries: Type.Array(Entry) }, { additionalProperties: false })

export type VocabularyEntry = Static<typeof Entry>

export interface VocabularyPhrase {
  entry: VocabularyEntry
  /** The phrase as written in the file. */
  say: string
  /** Its words, lower case: phrases match word for word (the file lists the forms players use; the last word may be plural). */
  words: string[]
}

export interface VocabularyMatch {
  entry: VocabularyEntry
  /** What the question said, as written in the file ("etb"). */
  said: string
  positions: number[]
}

export const VOCABULARY_FILE = new URL('./vocabulary.json', import.meta.url)

/** Parse and check a vocabulary file's content; throws naming the entry at fault. */
export function parseVocabulary(json: string, source = 'vocabulary.json'): VocabularyPhrase[] {
  const data = JSON.parse(json) as unknown
  const check = Compile(VocabularyFile)
  if (!check.Check(data)) {
    const e = check.Errors(data)[0]
    throw new Error(`${source}: ${e?.instancePath || '/'} ${e?.message ?? 'is malformed'}`)
  }
  return data.entries.flatMap((entry) => entry.say.map((say) => ({ entry, say, words: tokenize(say).map((t) => t.text) })))
}

let loaded: VocabularyPhrase[] | null = null

/** The service's vocabulary (src/ask/vocabulary.json), read once. */
export function vocabulary(): VocabularyPhrase[] {
  loaded ??= parseVocabulary(readFileSync(VOCABULARY_FILE, 'utf8'), VOCABULARY_FILE.pathname)
  return loaded
}

/** Phrases longest first (the order they claim words in), indexed by their first word. */
interface PhraseTable {
  byFirst: Map<string, { phrase: VocabularyPhrase; rank: number }[]>
}

const tables = new WeakMap<readonly VocabularyPhrase[], PhraseTable>()

function tableOf(phrases: readonly VocabularyPhrase[]): PhraseTable {
  let table = tables.get(phrases)
  if (table) return table
  table = { byFirst: new Map() }
  const byLength = [...phrases].sort((a, b) => b.words.length - a.words.length)
  for (const [rank, phrase] of byLength.entries()) {
    const list = table.byFirst.get(phrase.words[0]!)
    if (list) list.push({ phrase, rank })
    else table.byFirst.set(phrase.words[0]!, [{ phrase, rank }])
  }
  tables.set(phrases, table)
  return table
}

/**
 * The vocabulary phrases in a question, longest first: where two overlap, the longer one wins
 * ("counter target spell" is the verb, "+1/+1 counter" the noun).
 */
export function matchVocabulary(tokens: readonly Token[], phrases: readonly VocabularyPhrase[] = vocabulary()): VocabularyMatch[] {
  const { byFirst } = tableOf(phrases)
  // every phrase at every position it matches, then claimed longest first (of equal length, in the file's order), left to right
  const hits: { phrase: VocabularyPhrase; rank: number; at: number; gap?: boolean }[] = []
  for (let at = 0; at < tokens.length; at++) {
    const said = tokens[at]!.text
    const firsts = [said, ...(said.endsWith('s') ? [said.slice(0, -1)] : []), ...(said.endsWith('es') ? [said.slice(0, -2)] : [])]
    for (const first of firsts)
      for (const { phrase, rank } of byFirst.get(first) ?? []) {
        if (first !== said && phrase.words.length > 1) continue // only a phrase's last word may be plural
        if (at + phrase.words.length > tokens.length) continue
        if (phrase.words.every((w, j) => sameWord(tokens[at + j]!.text, w, j === phrase.words.length - 1))) hits.push({ phrase, rank, at })
        else if (withModifier(tokens, at, phrase.words)) hits.push({ phrase, rank, at, gap: true })
      }
  }
  // a phrase read through a modifier claims its words only after every phrase matched word for word
  hits.sort((x, y) => Number(x.gap ?? false) - Number(y.gap ?? false) || x.rank - y.rank || x.at - y.at)
  const found: VocabularyMatch[] = []
  const taken = new Set<number>()
  for (const { phrase, at, gap } of hits) {
    // a modifier read through ("copy a kicked spell") stays free for its own phrase ("kicked")
    const positions = phrase.words.map((_, j) => (gap && j === phrase.words.length - 1 ? at + j + 1 : at + j))
    if (positions.some((x) => taken.has(x))) continue
    for (const x of positions) taken.add(x)
    found.push({ entry: phrase.entry, said: phrase.say, positions })
  }
  return found.sort((a, b) => a.positions[0]! - b.positions[0]!)
}

/** Words a phrase's noun may follow with one modifier between ("copy a kicked spell", "copy the opponent's spell"). */
const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'your', 'their', 'that', 'this', 'his', 'her', 'its'])

/** The phrase "verb determiner noun" with one word between the determiner and its noun. */
function withModifier(tokens: readonly Token[], at: number, words: readonly string[]): boolean {
  const n = words.length
  if (n < 3 || !DETERMINERS.has(words[n - 2]!) || at + n >= tokens.length) return false
  for (let j = 0; j < n - 1; j++) if (!sameWord(tokens[at + j]!.text, words[j]!, false)) return false
  return !DETERMINERS.has(tokens[at + n - 1]!.text) && sameWord(tokens[at + n]!.text, words[n - 1]!, true)
}

/** Word for word; a phrase's last word may take a plural ending ("+1/+1 counter" → "+1/+1 counters"). */
function sameWord(said: string, word: string, last: boolean): boolean {
  return said === word || (last && (said === `${word}s` || said === `${word}es`))
}
