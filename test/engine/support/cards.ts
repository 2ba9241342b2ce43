// Real cards for engine tests, read from the shared MTGJSON files (never copied into the project):
// a test names the cards, test/support/card-index.ts finds each one's newest wording.
import { readFileSync } from 'node:fs'
import type { CardCharacteristics } from '../../../src/engine/index.js'
import { findCards, readSetFile as readEntries } from '../../support/card-index.js'
import { sharedData } from '../../support/data.js'

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

/** The cards of one MTGJSON set file (.json or .json.gz), read afresh. */
export const readSetFile = (file: string) => readEntries<MtgjsonCard>(file)

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

const loaded = new Map<string, DataCard>()

/** Cards (or faces of multi-faced cards) by name, each in its newest wording, with its rulings. */
export function loadCards(names: string[]): Record<string, DataCard> {
  const missing = names.filter((n) => !loaded.has(n))
  for (const [name, { entry, file }] of findCards<MtgjsonCard>(missing))
    loaded.set(name, { ...characteristics(entry), name, rulings: entry.rulings ?? [], file })
  return Object.fromEntries(names.map((n) => [n, { ...loaded.get(n)! }]))
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
