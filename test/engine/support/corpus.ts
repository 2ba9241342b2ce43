// Every card of the shared MTGJSON data (the 14 set files and the 562 corpus files), as the store
// keeps it (the importer's own card-rows conversion) and as the evaluate service hands it to the
// engine (storeCharacteristics): each whole card, and each face of a multi-faced card by its name.
// Distinct characteristics only: old (2022) and new (2026) Oracle wordings both count.
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import type { CardCharacteristics } from '../../../src/engine/index.js'
import { storeCharacteristics } from '../../../src/evaluate/cards.js'
import { cardFromEntries, type MtgjsonCard } from '../../../src/import/mtgjson/card-rows.js'
import { corpusFiles, mtgjsonSetFiles } from '../../support/data.js'

export interface CorpusCard extends CardCharacteristics {
  /** The store card's full name, which the Oracle text may use for itself. */
  cardName: string
}

let cached: CorpusCard[] | null = null

export function corpusCards(): CorpusCard[] {
  if (cached) return cached
  const seen = new Map<string, CorpusCard>()
  for (const file of [...mtgjsonSetFiles(), ...corpusFiles()]) {
    const raw = readFileSync(file)
    const json = JSON.parse((file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8')) as { data: { cards: MtgjsonCard[] } }
    const printings = new Map<string, MtgjsonCard[]>()
    json.data.cards.forEach((c, i) => {
      const key = String(c.identifiers?.scryfallId ?? `${String(c.name)}#${String(c.number)}#${i}`)
      printings.set(key, [...(printings.get(key) ?? []), c])
    })
    for (const entries of printings.values()) {
      const card = cardFromEntries(String(entries[0]!.identifiers?.scryfallOracleId ?? entries[0]!.name), entries)
      for (const name of [card.name, ...(card.faces.length > 1 ? card.faces.map((f) => f.name) : [])]) {
        const chars = storeCharacteristics(card, name)
        const key = [chars.name, chars.manaCost, chars.typeLine, chars.oracleText, chars.power, chars.toughness, chars.loyalty].join(
          '\u0000',
        )
        if (!seen.has(key)) seen.set(key, { ...chars, cardName: card.name })
      }
    }
  }
  cached = [...seen.values()]
  return cached
}

/** The newest wording of each named card (a whole card or a face), for tests that need one card. */
export function corpusCard(name: string): CardCharacteristics {
  const all = corpusCards().filter((c) => c.name === name)
  const c = all[all.length - 1]
  if (!c) throw new Error(`test data: no card named ${name} in the shared MTGJSON data`)
  const { cardName: _, ...chars } = c
  return chars
}

/**
 * The engine's understanding of the corpus may only go up: the cards whose every clause it
 * understands, and the clauses it understands, as last measured (docs/evaluate.md). Raise these
 * when the engine learns more; test/engine/corpus-load.test.ts fails if a change lowers them.
 */
export const UNDERSTANDING_FLOOR = { cards: 6469, clauses: 26024 }
