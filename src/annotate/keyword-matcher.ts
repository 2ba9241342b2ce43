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
  enchant: /^ (?!abilit)[a-z][^,;(.\n]*/,
  equip: /^ (?!abilit|cost)[A-Za-z][A-Za-z' -]*?(?= \{|—)/,
  protection: /^ from [^(;\n]*?(?=\s*(?:[;(]|$))/,
  'hexproof from': /^ [^(;\n,]*/,
  affinity: /^ for [^(;,\n]*/,
  splice: /^ onto [A-Z][A-Za-z-]*/,
  champion: /^ an? [^(;,\n]*/,
  'partner with': /^ [^(;\n]*?(?=\s*(?:\(|$))/,
  craft: /^ with [^{\n]*?(?= \{)/,
  gift: /^ an? [^(;,\n]*/,
  devour: /^ [a-z]+(?= \d)/,
  'choose a background': /^/,
  'doctor\'s companion': /^/,
}

// After the name (and object): a mana cost list, a number, or an em-dash cost to the end of the item.
const COST = String.raw`(?:\{[^{}\s]+\})+(?: and/or (?:\{[^{}\s]+\})+)?`
const NUMBER_OR_COST = new RegExp(String.raw`^(?: (?:${COST}|\d+|X)(?:—[^(\n]*?(?=\s*(?:\(|$))| — \d+/\d+)?|—[^(\n]*?(?=\s*(?:\(|$))| —(?= \{)[^(\n]*?(?=\s*(?:\(|$)))`)
/** Where a keyword item may end: a separator before the next item, reminder text, end of line. */
const ITEM_END = /^(?:[,;](?= )|\s*\(|\s*$|\.$)/
/** The "Name — " prefix of an ability word or a keyword written like one (CR 207.2c). */
const DASH_PREFIX = /^([^—\n(•:{]{1,40}?)(?: \d+)? — /

interface CompiledVocabulary {
  /** Keyword abilities by lower-case name. */
  abilities: Map<string, VocabularyEntry>
  /** Matches one keyword-ability name at a position (sticky), longest first. */
  abilityName: RegExp
  /** Entries for names written before " — " at a line start. */
  dashPrefixed: Map<string, VocabularyEntry>
  /** Matches any action or ability phrase (abilities included so "double strike" hides "double"). */
  anywhere: RegExp
  /** Lower-case inflected form → entry, for the verbs the `anywhere` pattern finds. */
  forms: Map<string, VocabularyEntry>
}

const compiled = new WeakMap<readonly VocabularyEntry[], CompiledVocabulary>()

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The inflections of a keyword action, first word inflected: "search" → searches, searched, searching. */
export function inflections(name: string): string[] {
  const [first = '', ...rest] = name.toLowerCase().split(' ')
  const tail = rest.length ? ' ' + rest.join(' ') : ''
  const forms = new Set<string>([first])
  const irregular: Record<string, string[]> = { fight: ['fought'], play: ['played'], double: ['doubled'], seek: ['sought'] }
  if (/(s|x|z|ch|sh)$/.test(first)) forms.add(first + 'es')
  else if (/[^aeiou]y$/.test(first)) { forms.add(first.slice(0, -1) + 'ies'); forms.add(first.slice(0, -1) + 'ied') }
  else forms.add(first + 's')
  if (first.endsWith('e')) { forms.add(first + 'd'); forms.add(first.slice(0, -1) + 'ing') }
  else if (/[^aeiou][aeiou][pgtbnm]$/.test(first) && first.length <= 4) { forms.add(first + first.at(-1) + 'ed'); forms.add(first + first.at(-1) + 'ing') }
  else if (!/[^aeiou]y$/.test(first)) { forms.add(first + 'ed'); forms.add(first + 'ing') }
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
    if (e.kind === 'ability') { abilities.set(low, e); dashPrefixed.set(low, e) }
    else if (e.kind === 'ability_word') dashPrefixed.set(low, e)
    else for (const f of inflections(e.name)) if (!forms.has(f)) forms.set(f, e)
  }
  const byLength = (a: string, b: string) => b.length - a.length
  const abilityNames = [...abilities.keys()].sort(byLength).map(escapeRegExp)
  // "[type]cycling" and "[type]walk" written with a type the vocabulary does not list (CR 702.29e, 702.14a)
  const abilityName = new RegExp(`(?:${abilityNames.join('|')}|[a-z]+ ?[a-z]*cycling|[a-z]+walk)(?![\\p{L}\\p{N}'-])`, 'iyu')
  const anywhereNames = [...new Set([...forms.keys(), ...abilities.keys()])].sort(byLength).map(escapeRegExp)
  const anywhere = new RegExp(`(?<![\\p{L}\\p{N}'-])(?:${anywhereNames.join('|')})(?![\\p{L}\\p{N}'-])`, 'giu')
  const c: CompiledVocabulary = { abilities, abilityName, dashPrefixed, anywhere, forms }
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
    const objectPattern = OBJECT_PARAMETER[entry.name.toLowerCase()] ?? (entry.parent ? OBJECT_PARAMETER[entry.parent.toLowerCase()] : undefined)
    let rest = line.slice(at)
    if (objectPattern) {
      const o = objectPattern.exec(rest)
      if (o) { at += o[0].length; rest = line.slice(at) }
    }
    const p = NUMBER_OR_COST.exec(rest)
    if (p) { at += p[0].length; rest = line.slice(at) }
    if (!ITEM_END.test(rest)) break
    hits.push({ entry, role: 'ability', start: pos, end: pos + m[0].length, itemEnd: at, parameter: text.slice(pos + m[0].length, at).trim() })
    const sep = /^[,;] /.exec(rest)
    if (!sep) break
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
        entry: prefixed, role: prefixed.kind === 'ability_word' ? 'ability_word' : 'ability',
        start: lineStart, end: lineStart + dash[1]!.length, itemEnd: lineStart + dash[0].length - 3,
        parameter: dash[0].slice(dash[1]!.length, -3).trim(),
      })
    } else {
      hits.push(...parseKeywordItems(c, text, lineStart, lineEnd))
    }
    lineStart = lineEnd + 1
  }
  return hits
}

/** Keyword actions anywhere in the text, inflected (CR 701). */
export function findActionKeywords(text: string, vocabulary: readonly VocabularyEntry[]): KeywordHit[] {
  const c = compile(vocabulary)
  const hits: KeywordHit[] = []
  for (const m of text.matchAll(c.anywhere)) {
    const entry = c.forms.get(m[0].toLowerCase())
    if (!entry) continue // an ability name, matched only to hide the verbs inside it
    hits.push({ entry, role: 'action', start: m.index, end: m.index + m[0].length, itemEnd: m.index + m[0].length, parameter: '' })
  }
  return hits
}
