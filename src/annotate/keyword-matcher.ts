// Finds keywords in Oracle text, the way the Comprehensive Rules place them:
//
// - keyword abilities (CR 702) stand at the start of a line, alone or in a list separated by commas
//   or semicolons (CR 702.1), each with its parameter: a cost ("Kicker {2}", "Ward—Pay 3 life."),
//   a number ("Bushido 2", "Suspend 4—{R}"), or an object ("Enchant creature", "Protection from red",
//   "Affinity for artifacts", "Partner with Pir, Imaginative Rascal"), then perhaps reminder text;
// - ability words (CR 207.2c) and the keywords written like them ("Max speed — …", "Forecast — …")
//   begin a line followed by an em dash;
// - keyword actions (CR 701) are verbs anywhere in the text, inflected ("searches", "shuffled").
//
// Pure and fast: one compiled matcher per vocabulary, reused across cards.
import type { VocabularyEntry } from './vocabulary.js'

export interface KeywordHit {
  entry: VocabularyEntry
  /** How it was found: a keyword-ability item of a line, an ability-word prefix, or an action verb. */
  role: 'ability' | 'ability_word' | 'action'
  /** The keyword's own words in the text. */
  start: number
  end: number
  /** The whole item: the keyword with its cost or parameter ("Kicker {2}"), for abilities. */
  itemEnd: number
  /** The parameter after the name ("{2}", "from red", "4—{R}"), trimmed; "" when none. */
  parameter: string
}

// Keywords that take an object after their name, and how that object reads (CR 702.5 Enchant,
// 702.6 Equip, 702.11d Hexproof from, 702.16 Protection, 702.41 Affinity, 702.47 Splice,
// 702.72 Champion, 702.82 Devour, 702.124 Partner with, 702.167 Craft, 702.174 Gift).
const OBJECT_PARAMETER: Record<string, RegExp> = {
  enchant: /^ (?!abilit)[A-Za-z][^,;(.\n]*/,
  equip: /^ (?!abilit|cost)[A-Za-z][A-Za-z' -]*?(?= \{|—)/,
  protection: /^ from [^(;\n]*?(?=\s*(?:[;(]|$))/,
  'hexproof from': /^ [^(;\n,]*/,
  affinity: /^ for [^(;,\n]*/,
  splice: /^ onto [A-Za-z -]+?(?= \{|—)/,
  champion: /^ an? [^(;,\n]*/,
  'partner with': /^ [^(;\n]*?(?=\s*(?:\(|$))/,
  craft: /^ with [^{\n]*?(?= \{)/,
  gift: /^ an? [^(;,\n]*/,
  devour: /^ [A-Za-z]+(?= \d)/,
  'choose a background': /^/,
  "doctor's companion": /^/,
}

// After the name (and object): a mana cost list, a number, or an em-dash cost to the end of the item.
const COST = String.raw`(?:\{[^{}\s]+\})+(?: (?:and/)?or (?:\{[^{}\s]+\})+)?`
const NUMBER_OR_COST = new RegExp(
  String.raw`^(?: (?:${COST}|\d+|X)(?:—[^(\n]*?(?=\s*(?:\(|$))| — \d+/\d+)?|—[^(\n]*?(?=\s*(?:\(|$))| —(?= \{)[^(\n]*?(?=\s*(?:\(|$)))`,
)
/** Where a keyword item may end: a separator before the next item, reminder text, end of line. */
const ITEM_END = /^(?:[,;](?= )|\s*\(|\s*$|\.$)/
/** After a cost or number, a sentence may follow: "Equip {3}. This ability costs {1} less …". */
const SENTENCE_AFTER_PARAMETER = /^\. (?=[A-Z])/
/** The "Name — " prefix of an ability word or a keyword written like one (CR 207.2c). */
const DASH_PREFIX = /^([^—\n(•:{]{1,40}?)(?: \d+)? — /

interface CompiledVocabulary {
  /** Keyword abilities by lower-case name. */
  abilities: Map<string, VocabularyEntry>
  /** Matches one keyword-ability name at a position (sticky), longest first. */
  abilityName: RegExp
  /** Entries for names written before " — " at a line start. */
  dashPrefixed: Map<string, VocabularyEntry>
  /** Lower-case inflected form → entry, for keyword actions. */
  forms: Map<string, VocabularyEntry>
  /** Lower-case ability names, looked up too so "double strike" hides the verb "double". */
  hiders: Set<string>
  /** First word of every form or hider → the most words a phrase starting with it has. */
  phraseLength: Map<string, number>
}

/** Keyword abilities whose name is also a verb of rules text: "it becomes plotted" (CR 702.170). */
const ABILITIES_USED_AS_VERBS = new Set(['plot'])

const compiled = new WeakMap<readonly VocabularyEntry[], CompiledVocabulary>()

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The inflections of a keyword action, first word inflected: "search" → searches, searched, searching. */
export function inflections(name: string): string[] {
  const [first = '', ...rest] = name.toLowerCase().split(' ')
  const tail = rest.length ? ` ${rest.join(' ')}` : ''
  const forms = new Set<string>([first])
  const irregular: Record<string, string[]> = { fight: ['fought'], play: ['played'], double: ['doubled'], seek: ['sought'] }
  if (/(s|x|z|ch|sh)$/.test(first)) forms.add(`${first}es`)
  else if (/[^aeiou]y$/.test(first)) {
    forms.add(`${first.slice(0, -1)}ies`)
    forms.add(`${first.slice(0, -1)}ied`)
  } else forms.add(`${first}s`)
  if (first.endsWith('e')) {
    forms.add(`${first}d`)
    forms.add(`${first.slice(0, -1)}ing`)
  } else if (/[^aeiou][aeiou][pgtbnm]$/.test(first) && first.length <= 4) {
    forms.add(`${first + first.at(-1)}ed`)
    forms.add(`${first + first.at(-1)}ing`)
  } else if (!/[^aeiou]y$/.test(first)) {
    forms.add(`${first}ed`)
    forms.add(`${first}ing`)
  }
  for (const f of irregular[first] ?? []) forms.add(f)
  return [...forms].map((f) => f + tail)
}

function compile(vocabulary: readonly VocabularyEntry[]): CompiledVocabulary {
  const hit = compiled.get(vocabulary)
  if (hit) return hit
  const abilities = new Map<string, VocabularyEntry>()
  const dashPrefixed = new Map<string, VocabularyEntry>()
  const forms = new Map<string, VocabularyEntry>()
  for (const e of vocabulary) {
    const low = e.name.toLowerCase()
    // ability words stand in keyword position too ("Teamwork 2"), as well as before a dash
    if (e.kind === 'ability' || e.kind === 'ability_word') {
      abilities.set(low, e)
      dashPrefixed.set(low, e)
    }
    if (e.kind === 'action' || ABILITIES_USED_AS_VERBS.has(low)) for (const f of inflections(e.name)) if (!forms.has(f)) forms.set(f, e)
  }
  const byLength = (a: string, b: string) => b.length - a.length
  const abilityNames = [...abilities.keys()].sort(byLength).map(escapeRegExp)
  // "[type]cycling" and "[type]walk" written with a type the vocabulary does not list (CR 702.29e, 702.14a)
  const abilityName = new RegExp(`(?:${abilityNames.join('|')}|[a-z]+ ?[a-z]*cycling|[a-z]+walk)(?![\\p{L}\\p{N}'-])`, 'iyu')
  const hiders = new Set([...abilities.keys()].filter((k) => !forms.has(k)))
  const phraseLength = new Map<string, number>()
  for (const k of [...forms.keys(), ...hiders]) {
    const words = k.split(' ')
    phraseLength.set(words[0]!, Math.max(phraseLength.get(words[0]!) ?? 0, words.length))
  }
  const c: CompiledVocabulary = { abilities, abilityName, dashPrefixed, forms, hiders, phraseLength }
  compiled.set(vocabulary, c)
  return c
}

function resolveAbility(c: CompiledVocabulary, written: string): VocabularyEntry | undefined {
  const low = written.toLowerCase()
  const known = c.abilities.get(low)
  if (known) return known
  if (low.endsWith('cycling')) return c.abilities.get('typecycling') ?? c.abilities.get('cycling')
  if (low.endsWith('walk')) return c.abilities.get('landwalk')
  return undefined
}

/** Parse the keyword-ability items of one line starting at `pos`; returns the hits (maybe none). */
function parseKeywordItems(c: CompiledVocabulary, text: string, pos: number, lineEnd: number): KeywordHit[] {
  const hits: KeywordHit[] = []
  const line = text.slice(0, lineEnd)
  for (;;) {
    c.abilityName.lastIndex = pos
    const m = c.abilityName.exec(line)
    if (!m) break
    const entry = resolveAbility(c, m[0])
    if (!entry) break
    let at = pos + m[0].length
    const objectPattern =
      OBJECT_PARAMETER[entry.name.toLowerCase()] ?? (entry.parent ? OBJECT_PARAMETER[entry.parent.toLowerCase()] : undefined)
    let rest = line.slice(at)
    if (objectPattern) {
      const o = objectPattern.exec(rest)
      if (o) {
        at += o[0].length
        rest = line.slice(at)
      }
    }
    const p = NUMBER_OR_COST.exec(rest)
    if (p) {
      at += p[0].length
      rest = line.slice(at)
    }
    const sentenceFollows = !!p && SENTENCE_AFTER_PARAMETER.test(rest)
    if (!ITEM_END.test(rest) && !sentenceFollows) break
    hits.push({
      entry,
      role: entry.kind === 'ability_word' ? 'ability_word' : 'ability',
      start: pos,
      end: pos + m[0].length,
      itemEnd: at,
      parameter: text.slice(pos + m[0].length, at).trim(),
    })
    const sep = /^[,;] /.exec(rest)
    if (!sep || sentenceFollows) break
    pos = at + sep[0].length
  }
  return hits
}

/** Keyword abilities and ability words at line starts (CR 702.1, 207.2c). */
export function findLineKeywords(text: string, vocabulary: readonly VocabularyEntry[]): KeywordHit[] {
  const c = compile(vocabulary)
  const hits: KeywordHit[] = []
  let lineStart = 0
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd < 0) lineEnd = text.length
    const line = text.slice(lineStart, lineEnd)
    const dash = DASH_PREFIX.exec(line)
    const prefixed = dash ? c.dashPrefixed.get(dash[1]!.toLowerCase()) : undefined
    if (dash && prefixed) {
      hits.push({
        entry: prefixed,
        role: prefixed.kind === 'ability_word' ? 'ability_word' : 'ability',
        start: lineStart,
        end: lineStart + dash[1]!.length,
        itemEnd: lineStart + dash[0].length - 3,
        parameter: dash[0].slice(dash[1]!.length, -3).trim(),
      })
    } else {
      hits.push(...parseKeywordItems(c, text, lineStart, lineEnd))
    }
    lineStart = lineEnd + 1
  }
  return hits
}

export interface TextRange {
  start: number
  end: number
}

/** Parenthesized reminder text (CR 207.2a), outermost parentheses only. */
export function findReminderText(text: string): TextRange[] {
  const ranges: TextRange[] = []
  let depth = 0,
    start = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch === '(') {
      if (depth++ === 0) start = i
    } else if (ch === ')' && depth > 0 && --depth === 0) ranges.push({ start, end: i + 1 })
    else if (ch === '\n' && depth > 0) depth = 0 // unbalanced: never run past a line
  }
  return ranges
}

/** Names that head a line or a mode before an em dash ("• Stand and Fight — ", "Fear Gas — "). */
export function findDashLabels(text: string): TextRange[] {
  const ranges: TextRange[] = []
  for (const m of text.matchAll(/^(?:• )?([^—\n(•:{]{1,40}?) — /gm)) {
    const start = m.index + m[0].indexOf(m[1]!)
    ranges.push({ start, end: start + m[1]!.length })
  }
  return ranges
}

// A verb in these contexts names the action without performing it: "It can't be regenerated",
// "Whenever you surveil" (MTGJSON does not list those as the card's keywords either).
const NOT_PERFORMED = /(?:\b(?:be|been|being)|\b(?:whenever|each time|as) you) $/i
// Token names listed as keyword actions by MTGJSON count when the text speaks of the token.
const TOKEN_NAMES = new Set(['food', 'treasure', 'role token'])

export interface ActionOptions {
  /** Ranges not to look in: self references, reminder text, ability-word and mode labels. */
  skip?: TextRange[]
  /** Also report verbs that are only named, not performed (annotation wants them linked). */
  includeMentions?: boolean
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu

function singleSpaced(text: string, words: TextRange[], i: number, j: number): boolean {
  for (let k = i; k < j; k++) if (words[k + 1]!.start !== words[k]!.end + 1 || text[words[k]!.end] !== ' ') return false
  return true
}

/** Keyword actions anywhere in the text, inflected (CR 701). */
export function findActionKeywords(text: string, vocabulary: readonly VocabularyEntry[], options: ActionOptions = {}): KeywordHit[] {
  const c = compile(vocabulary)
  const hits: KeywordHit[] = []
  const skip = options.skip ?? []
  // words, then the longest phrase of up to maxWords words starting at each word
  const words: TextRange[] = []
  for (const m of text.matchAll(WORD)) words.push({ start: m.index, end: m.index + m[0].length })
  const lower = text.toLowerCase()
  for (let i = 0; i < words.length; i++) {
    const longest = c.phraseLength.get(lower.slice(words[i]!.start, words[i]!.end))
    if (longest === undefined) continue // no keyword phrase starts with this word
    let entry: VocabularyEntry | undefined,
      last = i,
      hidden = false
    for (let j = Math.min(words.length - 1, i + longest - 1); j >= i; j--) {
      if (j > i && !singleSpaced(text, words, i, j)) continue
      const phrase = lower.slice(words[i]!.start, words[j]!.end)
      const form = c.forms.get(phrase)
      if (form) {
        entry = form
        last = j
        break
      }
      if (c.hiders.has(phrase)) {
        hidden = true
        last = j
        break
      }
    }
    if (hidden || !entry) {
      i = hidden ? last : i
      continue
    }
    const start = words[i]!.start,
      end = words[last]!.end
    i = last
    if (skip.some((r) => start < r.end && end > r.start)) continue
    if (!options.includeMentions) {
      if (NOT_PERFORMED.test(text.slice(Math.max(0, start - 16), start))) continue
      if (TOKEN_NAMES.has(entry.name.toLowerCase()) && !/^s? tokens?\b/i.test(text.slice(end, end + 8))) continue
    }
    hits.push({ entry, role: 'action', start, end, itemEnd: end, parameter: '' })
  }
  return hits
}
