// Vanilla creatures (no rules text) for tests that need one beside the card they ask about.
import type { CardCharacteristics } from '../../../src/engine/index.js'

export const PLAIN_BEAR: CardCharacteristics = {
  name: 'Plain Bear',
  manaCost: '{1}{G}',
  typeLine: 'Creature — Bear',
  oracleText: '',
  power: '2',
  toughness: '2',
}

export const PLAIN_ELK: CardCharacteristics = {
  name: 'Plain Elk',
  manaCost: '{2}{G}',
  typeLine: 'Creature — Elk',
  oracleText: '',
  power: '3',
  toughness: '3',
}
