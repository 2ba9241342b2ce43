// General rules a question rests on without naming them (principles.json, data anyone can extend):
// last known information, an ability independent of its source, the intervening "if", what "dies"
// means, a new object after a zone change, the layers. Each principle is recognised by the situation
// the question describes: every one of its cue groups must be in the question (a group is met by any
// of its phrases, matched word for word on loose word forms, anywhere in the question), and, for a
// few, a word written inside quotes (the card's own text: "'if you have 10 or less life'").
import { readFileSync } from 'node:fs'
import Type, { type Static } from 'typebox'
import Compile from 'typebox/compile'
import { tokenize, type Token } from './words.js'

const RuleNumber = Type.String({ pattern: '^\\d{3}(\\.\\d{1,3}[a-z]?)?$' })
const Phrases = Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { minItems: 1 })
const Principle = Type.Object(
  {
    name: Type.String({ minLength: 1 }),
    rules: Type.Array(RuleNumber, { minItems: 1 }),
    /** Where the principle is stated: the CR glossary entry or rule it comes from. */
    source: Type.String({ minLength: 1 }),
    /** Cue groups: each must be met by one of its phrases. */
    when: Type.Array(Phrases, { minItems: 1 }),
    /** Words, one of which must be written inside quotes in the question. */
    quoted: Type.Optional(Phrases),
    /** Phrases that rule the principle out (a question about something else that shares its cues). */
    unless: Type.Optional(Phrases),
  },
  { additionalProperties: false },
)
const PrinciplesFile = Type.Object({ about: Type.String(), principles: Type.Array(Principle) }, { additionalProperties: false })

export type PrincipleEntry = Static<typeof Principle>

export interface PrincipleMatch {
  principle: PrincipleEntry
  /** The question's words that met each cue group, for the reason. */
  said: string[]
}

/** A principle, its phrases as loose word forms. */
interface Compiled {
  entry: PrincipleEntry
  when: string[][][]
  quoted: string[][]
  unless: string[][]
}

export const PRINCIPLES_FILE = new URL('./principles.json', import.meta.url)

const forms = (phrase: string, source: string) => {
  const out = tokenize(phrase).map((t) => t.form)
  if (!out.length) throw new Error(`${source}: the phrase “${phrase}” has no words to match`)
  return out
}

/** Parse and check a principles file's content; throws naming the entry at fault. */
export function parsePrinciples(json: string, source = 'principles.json'): Compiled[] {
  const data = JSON.parse(json) as unknown
  const check = Compile(PrinciplesFile)
  if (!check.Check(data)) {
    const e = check.Errors(data)[0]
    throw new Error(`${source}: ${e?.instancePath || '/'} ${e?.message ?? 'is malformed'}`)
  }
  return data.principles.map((entry) => ({
    entry,
    when: entry.when.map((group) => group.map((phrase) => forms(phrase, source))),
    quoted: (entry.quoted ?? []).map((phrase) => forms(phrase, source)),
    unless: (entry.unless ?? []).map((phrase) => forms(phrase, source)),
  }))
}

let loaded: Compiled[] | null = null

function principles(): Compiled[] {
  loaded ??= parsePrinciples(readFileSync(PRINCIPLES_FILE, 'utf8'), PRINCIPLES_FILE.pathname)
  return loaded
}

/** The service's principles, as written in the file. */
export const principleEntries = (): PrincipleEntry[] => principles().map((p) => p.entry)

/** Where a phrase (loose word forms) occurs in the tokens: the first position, or -1. */
function find(tokens: readonly Token[], phrase: readonly string[], from = 0, to = tokens.length): number {
  for (let i = from; i + phrase.length <= to; i++) if (phrase.every((f, j) => tokens[i + j]!.form === f)) return i
  return -1
}

/** The token ranges written inside quotes ('…', "…", ‘…’, “…”), as [start, end) positions. */
function quotedRanges(question: string, tokens: readonly Token[]): [number, number][] {
  const out: [number, number][] = []
  // a quote opens after a space or the start and closes before a space, punctuation or the end (not "can't")
  for (const m of question.matchAll(/(?:^|\s)['"‘“]([^'"’”]+)['"’”](?=$|[\s.,;:?!)—-])/g)) {
    const inner = tokenize(m[1]!)
    if (!inner.length) continue
    const at = find(
      tokens,
      inner.map((t) => t.form),
    )
    if (at >= 0) out.push([at, at + inner.length])
  }
  return out
}

/** The principles a question describes, in the file's order. */
export function matchPrinciples(question: string, tokens: readonly Token[], entries: readonly Compiled[] = principles()): PrincipleMatch[] {
  const out: PrincipleMatch[] = []
  let quotes: [number, number][] | null = null
  for (const p of entries) {
    if (p.unless.some((phrase) => find(tokens, phrase) >= 0)) continue
    const said: string[] = []
    let met = true
    for (const group of p.when) {
      let hit = -1
      let len = 0
      for (const phrase of group) {
        hit = find(tokens, phrase)
        if (hit >= 0) {
          len = phrase.length
          break
        }
      }
      if (hit < 0) {
        met = false
        break
      }
      said.push(
        tokens
          .slice(hit, hit + len)
          .map((t) => t.text)
          .join(' '),
      )
    }
    if (!met) continue
    if (p.quoted.length) {
      quotes ??= quotedRanges(question, tokens)
      const inQuotes = p.quoted.find((phrase) => quotes!.some(([from, to]) => find(tokens, phrase, from, to) >= 0))
      if (!inQuotes) continue
      said.push(`“${inQuotes.join(' ')}” in quotes`)
    }
    out.push({ principle: p.entry, said })
  }
  return out
}

/** For tests: compile principles from entries. */
export const compilePrinciples = (entries: PrincipleEntry[]): Compiled[] =>
  parsePrinciples(JSON.stringify({ about: 'test', principles: entries }), 'test')
