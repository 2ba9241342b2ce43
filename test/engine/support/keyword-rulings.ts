// Which keyword abilities (CR 702) the corpus's rulings are about, and which of them the engine doesn't
// model yet: the source of docs/evaluate.md's "Keywords the rulings ask about" table (written by
// scripts/keyword-rulings.ts, checked by test/engine/keywords/rulings-count.test.ts).
//
// - The keywords are the CR's own list: every heading 702.2 onwards ("702.9. Flying").
// - The rulings are every distinct (card, ruling text) pair of every MTGJSON set file of the shared data
//   (the 14 set files and the 562 corpus files). A ruling mentions a keyword when its card has it (MTGJSON's
//   `keywords`) or its text names it as a word; a keyword that is also an everyday word ("echo", "plot")
//   counts only through the card having it.
// - Whether the engine models it is read from the engine itself: the Oracle reader (which reads the keyword
//   and mechanic registries) over every clause of the corpus's cards headed by the keyword (not a triggered one).
//   "modeled" means every such clause is understood; "partly" some; "not modeled" none.
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { understandCard } from '../../../src/engine/index.js'
import { landwalk } from '../../../src/engine/keywords/landwalk.js'
import { CR_FILE_APRIL, corpusFiles, mtgjsonSetFiles } from '../../support/data.js'
import { corpusCards } from './corpus.js'

export interface KeywordRulings {
  /** As the CR prints it, lower case ("first strike"). */
  name: string
  rule: string
  /** Distinct (card, ruling) pairs mentioning it. */
  rulings: number
  /** Of those, on a card that has it. */
  onCards: number
  /** The corpus's clauses headed by it (other than triggered abilities), and how many of them the Oracle reader understands. */
  clauses: number
  understood: number
}

/** Keywords that are also everyday English words: a ruling mentions them only when its card has them. */
const EVERYDAY = new Set([
  'absorb',
  'amplify',
  'assist',
  'backup',
  'bargain',
  'boast',
  'champion',
  'cleave',
  'craft',
  'echo',
  'encore',
  'epic',
  'escape',
  'evolve',
  'exhaust',
  'exploit',
  'fear',
  'frenzy',
  'gift',
  'increment',
  'mayhem',
  'mentor',
  'offering',
  'paradigm',
  'partner',
  'plot',
  'reach',
  'recover',
  'riot',
  'saddle',
  'sneak',
  'solved',
  'splice',
  'station',
  'suspend',
  'training',
  'visit',
  'warp',
])

/** The keyword abilities of CR 702, in rule order. */
export function crKeywords(): { name: string; rule: string }[] {
  const out: { name: string; rule: string }[] = []
  for (const line of readFileSync(CR_FILE_APRIL, 'utf8').split('\n')) {
    const m = /^702\.(\d+)\. (.+)$/.exec(line.trim())
    if (!m || m[1] === '1' || m[2]!.startsWith('∞')) continue
    out.push({ name: m[2]!.toLowerCase(), rule: `702.${m[1]}` })
  }
  return out
}

/** The CR keyword a printed keyword (MTGJSON's, or the head of a keyword clause) belongs to, if any. */
export function keywordOf(printed: string, names: string[]): string | undefined {
  const p = printed.toLowerCase().trim()
  if (/^(?:[a-z]+ )?[a-z]*cycling\b/.test(p)) return 'cycling'
  // a landwalk names a real land type (702.14a): the landwalk module's own reading, so "Denimwalk" isn't one
  if (/walk$/.test(p)) return landwalk.printed!.test(p) && names.includes('landwalk') ? 'landwalk' : undefined
  if (/^totem armor\b/.test(p)) return 'umbra armor'
  if (/^(?:daybound|nightbound)\b/.test(p)) return 'daybound and nightbound'
  return [...names].sort((a, b) => b.length - a.length).find((n) => p === n || p.startsWith(`${n} `) || p.startsWith(`${n}—`))
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Does a ruling's text name the keyword as a word? */
function namer(name: string): RegExp | null {
  if (EVERYDAY.has(name)) return null
  if (name === 'landwalk') return /\b(?:land|island|swamp|forest|mountain|plains|desert)walk\b/i
  if (name === 'cycling') return /\b[a-z]*cycling\b/i
  if (name === 'daybound and nightbound') return /\b(?:daybound|nightbound)\b/i
  if (name === 'umbra armor') return /\b(?:umbra|totem) armor\b/i
  return new RegExp(String.raw`(?<![\w-])${escapeRe(name).replace(/!$/, '')}(?![\w-])`, 'i')
}

interface RawCard {
  name: string
  keywords?: string[]
  rulings?: { text: string }[]
}

/** Every distinct (card, ruling) pair of the shared MTGJSON data, with the card's keywords. */
function rulingPairs(): Map<string, { text: string; keywords: Set<string> }> {
  const pairs = new Map<string, { text: string; keywords: Set<string> }>()
  for (const file of [...mtgjsonSetFiles(), ...corpusFiles()]) {
    const raw = readFileSync(file)
    const json = JSON.parse((file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8')) as { data: { cards: RawCard[] } }
    for (const c of json.data.cards)
      for (const r of c.rulings ?? []) {
        const key = `${c.name}\u0000${r.text}`
        const had = pairs.get(key)
        if (had) for (const k of c.keywords ?? []) had.keywords.add(k)
        else pairs.set(key, { text: r.text, keywords: new Set(c.keywords ?? []) })
      }
  }
  return pairs
}

/** Every CR keyword with the rulings that mention it and the engine's understanding of its clauses, most mentioned first. */
export function keywordRulings(): KeywordRulings[] {
  const cr = crKeywords()
  const names = cr.map((k) => k.name)
  const rows = new Map(cr.map((k) => [k.name, { ...k, rulings: 0, onCards: 0, clauses: 0, understood: 0 }]))
  const namers = cr.map((k) => [k.name, namer(k.name)] as const)
  for (const { text, keywords } of rulingPairs().values()) {
    const had = new Set([...keywords].map((k) => keywordOf(k, names)).filter((k): k is string => Boolean(k)))
    const mentioned = new Set(had)
    for (const [n, re] of namers) if (re?.test(text)) mentioned.add(n)
    for (const n of mentioned) {
      const row = rows.get(n)!
      row.rulings++
      if (had.has(n)) row.onCards++
    }
  }
  for (const { cardName: _, ...chars } of corpusCards())
    for (const c of understandCard(chars).clauses) {
      // a keyword line, or a clause headed by a keyword the reader doesn't split off ("Suspend 4—{1}{U}", "Crew 2")
      if (c.kind === 'triggered') continue
      // a sentence about the card itself, whose name begins with a keyword ("Escape Artist can't be blocked."), isn't a keyword clause
      if (c.kind === 'sentence' && c.text.startsWith(`${chars.name} `)) continue
      const k = keywordOf(c.text, names)
      const row = k && rows.get(k)
      if (!row) continue
      row.clauses++
      if (c.status === 'understood') row.understood++
    }
  return [...rows.values()].sort((a, b) => b.rulings - a.rulings || a.name.localeCompare(b.name))
}

export const status = (k: KeywordRulings) =>
  k.clauses === 0 ? 'no keyword line' : k.understood === k.clauses ? 'modeled' : k.understood ? 'partly' : 'not modeled'

/** The docs' table: the keywords not fully modeled, by the rulings that mention them (the first `top`). */
export function keywordRulingsTable(rows: KeywordRulings[], top = 40): string {
  const open = rows.filter((k) => status(k) !== 'modeled' && k.rulings > 0).slice(0, top)
  return [
    '| Keyword | Rule | Rulings mentioning it | on cards with it | Keyword clauses understood |',
    '| --- | --- | --- | --- | --- |',
    ...open.map((k) => `| ${k.name} | ${k.rule} | ${k.rulings} | ${k.onCards} | ${k.understood} of ${k.clauses} |`),
  ].join('\n')
}
