// Cards as the MTGJSON set files (the fixture's source) print them, to check pages against.
import { readFileSync } from 'node:fs'
import { mtgjsonSetFiles } from '../../support/data.js'

export interface MtgjsonCard {
  name: string
  manaCost?: string
  type: string
  text?: string
  keywords?: string[]
  legalities: Record<string, string>
  rulings?: { date: string; text: string }[]
  setCode: string
}

/** The newest printing of a card by exact name across the 14 set files. */
export function mtgjsonCard(name: string): MtgjsonCard {
  let found: MtgjsonCard | undefined
  for (const file of mtgjsonSetFiles()) {
    const set = JSON.parse(readFileSync(file, 'utf8')) as { data: { cards: MtgjsonCard[] } }
    const card = set.data.cards.find((c) => c.name === name)
    if (card) found = card
  }
  if (!found) throw new Error(`${name} is not in the MTGJSON set files`)
  return found
}
