// The shared MTGJSON corpus read straight from the files (not through the importer): every set file
// of ../shared/data (the 14 sets and the 562 corpus files, .json or .json.gz), one entry per Oracle
// id, the newest build winning (meta.date), with its faces. Used to measure tag extraction.
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import type { TaggableCard } from '../../../src/annotate/tags.js'
import { corpusFiles, mtgjsonSetFiles } from '../../support/data.js'

export interface MtgjsonFace {
  name: string
  faceName?: string
  side?: string
  layout: string
  manaCost?: string
  manaValue: number
  faceManaValue?: number
  colors: string[]
  colorIdentity: string[]
  type: string
  supertypes: string[]
  types: string[]
  subtypes: string[]
  text?: string
  keywords?: string[]
  power?: string
  toughness?: string
  setCode: string
  identifiers: { scryfallOracleId?: string }
}

export interface CorpusCard {
  oracleId: string
  buildDate: string
  faces: MtgjsonFace[]
  card: TaggableCard
  /** MTGJSON's keywords, union over the faces. */
  keywords: string[]
}

function readSetFile(file: string): { meta: { date: string }; data: { cards: MtgjsonFace[] } } {
  const raw = readFileSync(file)
  return JSON.parse((file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8'))
}

export function toTaggableCard(oracleId: string, faces: MtgjsonFace[]): TaggableCard {
  const first = faces[0]!
  const union = (pick: (f: MtgjsonFace) => string[]) => [...new Set(faces.flatMap(pick))]
  return {
    oracleId,
    name: first.name,
    layout: first.layout,
    manaCost: first.manaCost ?? null,
    manaValue: first.manaValue,
    colors: union((f) => f.colors),
    colorIdentity: first.colorIdentity,
    typeLine: faces.map((f) => f.type).join(' // '),
    supertypes: union((f) => f.supertypes),
    types: union((f) => f.types),
    subtypes: union((f) => f.subtypes),
    oracleText: faces.map((f) => f.text ?? '').join('\n//\n'),
    keywords: union((f) => f.keywords ?? []),
    power: first.power ?? null,
    toughness: first.toughness ?? null,
  }
}

let cached: CorpusCard[] | undefined

/** All unique cards of the shared corpus (~28,000), read once per process. */
export function loadCorpus(): CorpusCard[] {
  if (cached) return cached
  const best = new Map<string, { date: string; faces: Map<string, MtgjsonFace> }>()
  for (const file of [...mtgjsonSetFiles(), ...corpusFiles()]) {
    const set = readSetFile(file)
    const date = set.meta.date
    for (const face of set.data.cards ?? []) {
      const oracleId = face.identifiers?.scryfallOracleId
      if (!oracleId) continue
      let entry = best.get(oracleId)
      if (!entry || entry.date < date) best.set(oracleId, (entry = { date, faces: new Map() }))
      if (entry.date !== date) continue
      const side = face.side ?? 'a'
      if (!entry.faces.has(side)) entry.faces.set(side, face)
    }
  }
  const cards: CorpusCard[] = []
  for (const [oracleId, { date, faces }] of best) {
    const ordered = [...faces.keys()].sort().map((k) => faces.get(k)!)
    const card = toTaggableCard(oracleId, ordered)
    cards.push({ oracleId, buildDate: date, faces: ordered, card, keywords: card.keywords })
  }
  cached = cards
  return cards
}

/** Find one card of the corpus by exact name (or front-face name). */
export function corpusCard(cards: CorpusCard[], name: string): CorpusCard {
  const found = cards.find((c) => c.card.name === name || c.faces[0]?.faceName === name)
  if (!found) throw new Error(`no card named ${name} in the shared corpus`)
  return found
}
