// Hand-written cards for the pure rule tests: real cards' printed characteristics typed in where the
// shared data has no printing of them (Backgrounds, Doctors), with everything else defaulted.
import type { Card } from '../../src/queries/types.js'
import type { ResolvedLine, Section } from '../../src/decks/types.js'
import { toDeckCard, type DeckCard } from '../../src/decks/validate/model.js'

export function card(fields: Partial<Card> & { name: string; typeLine: string }): Card {
  const [left = '', right = ''] = fields.typeLine.split(' — ')
  const words = left.split(' ')
  const supertypes = words.filter((w) => ['Legendary', 'Basic', 'Snow'].includes(w))
  return {
    oracleId: `00000000-0000-0000-0000-${String(Math.abs(hash(fields.name)))
      .padStart(12, '0')
      .slice(0, 12)}`,
    layout: 'normal',
    manaCost: null,
    manaValue: 0,
    colors: [],
    colorIdentity: [],
    colorIndicator: [],
    supertypes,
    types: words.filter((w) => !supertypes.includes(w)),
    subtypes: right
      ? right.includes('Time Lord')
        ? ['Time Lord', ...right.replace('Time Lord', '').split(' ').filter(Boolean)]
        : right.split(' ')
      : [],
    oracleText: '',
    power: null,
    toughness: null,
    loyalty: null,
    defense: null,
    keywords: [],
    legalities: { commander: 'legal' },
    isFunny: false,
    isReserved: false,
    isGameChanger: false,
    handModifier: null,
    lifeModifier: null,
    edhrecRank: null,
    isExtra: false,
    faces: [],
    ...fields,
  }
}

function hash(s: string): number {
  let h = 0
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) | 0
  return h
}

export function line(c: Card, section: Section = 'main', quantity = 1, n = 1): ResolvedLine {
  return {
    line: n,
    text: `${quantity} ${c.name}`,
    section,
    quantity,
    name: c.name,
    block: 0,
    found: { card: c, printing: null },
    printingMatch: 'default',
    ambiguous: false,
    candidates: [],
    rarities: ['rare'],
    sourceVersion: 'hand-written',
  }
}

export const deckCard = (c: Card, section: Section = 'commander'): DeckCard => toDeckCard([line(c, section)])
