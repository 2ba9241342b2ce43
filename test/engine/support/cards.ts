// Real cards for engine tests, read from the shared MTGJSON files (never copied into the project).
// The 14 set files are searched first (current wording preferred), then the corpus files named.
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import type { CardCharacteristics } from '../../../src/engine/index.js'
import { mtgjsonSetFiles, sharedData } from '../../support/data.js'

export interface DataCard extends CardCharacteristics {
  rulings: { date: string; text: string }[]
  file: string
}

export interface MtgjsonCard {
  name: string
  faceName?: string
  side?: string
  manaCost?: string
  type: string
  text?: string
  power?: string
  toughness?: string
  loyalty?: string
  rulings?: { date: string; text: string }[]
}

const fileCache = new Map<string, MtgjsonCard[]>()

/** The cards of one MTGJSON set file (.json or .json.gz), read afresh. */
export function readSetFile(file: string): MtgjsonCard[] {
  const raw = readFileSync(file)
  return (JSON.parse((file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8')) as { data: { cards: MtgjsonCard[] } }).data.cards
}

/** A card as the engine reads it: its characteristics from the MTGJSON entry. */
export const characteristics = (c: MtgjsonCard): CardCharacteristics => ({
  name: c.name,
  manaCost: c.manaCost ?? null,
  typeLine: c.type,
  oracleText: c.text ?? '',
  power: c.power ?? null,
  toughness: c.toughness ?? null,
  loyalty: c.loyalty ?? null,
})

function readSet(file: string): MtgjsonCard[] {
  let cards = fileCache.get(file)
  if (!cards) {
    cards = readSetFile(file)
    fileCache.set(file, cards)
  }
  return cards
}

/** Newest wording first: the 2026 build, then the 2022 one. */
const SET_FILES = () =>
  [...mtgjsonSetFiles()].sort((a, b) =>
    a.includes('v5.3.0') === b.includes('v5.3.0') ? a.localeCompare(b) : a.includes('v5.3.0') ? -1 : 1,
  )

/** Cards by name; `corpus` names corpus files (e.g. "v5.3.0-20260709/ARB.json.gz") to look in too. */
export function loadCards(names: string[], corpus: string[] = []): Record<string, DataCard> {
  const files = [...SET_FILES(), ...corpus.map((c) => sharedData('mtgjson', 'corpus', c))]
  const out: Record<string, DataCard> = {}
  for (const name of names) {
    for (const file of files) {
      const c = readSet(file).find((x) => x.name === name && !x.faceName)
      if (!c) continue
      out[name] = { ...characteristics(c), rulings: c.rulings ?? [], file }
      break
    }
    if (!out[name]) throw new Error(`test data: no card named ${name} in ${files.length} files`)
  }
  return out
}

/** Wicker Picker (Unfinity): no MTGJSON file for UNF is available; its Oracle text as quoted in ../shared/data/SOURCES.md. */
export function wickerPicker(): CardCharacteristics {
  const sources = readFileSync(sharedData('SOURCES.md'), 'utf8').replace(/\s+/g, ' ')
  const m = /It reads "(Creature spells you cast have sticker kicker \{1\}\..*?\))"/.exec(sources)
  if (!m) throw new Error('SOURCES.md no longer quotes Wicker Picker')
  return {
    name: 'Wicker Picker',
    manaCost: '{3}',
    typeLine: 'Artifact Creature — Scarecrow Guest',
    oracleText: m[1]!,
    power: '2',
    toughness: '3',
  }
}
