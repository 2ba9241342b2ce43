// A bare game for effect tests: objects placed directly, effects read from real clauses and applied.
import { Game, type GameObject } from '../../../src/engine/state/game.js'
import { readCard } from '../../../src/engine/state/card.js'
import { reason } from '../../../src/engine/answers.js'
import type { CardCharacteristics, Zone } from '../../../src/engine/scenario/index.js'

export function bareGame(players = ['you', 'opponent']) {
  const game = new Game(players)
  const place = (ref: string, c: CardCharacteristics, zone: Zone, owner = players[0]!): GameObject => {
    const face = readCard(c)
    game.cards.set(ref, face)
    return game.create({
      cardRef: ref,
      ref,
      face,
      zone,
      zoneOwner: owner,
      owner,
      controller: owner,
      isToken: false,
      isSpellCopy: false,
      arrival: reason(),
    })
  }
  return { game, place }
}

export const creature = (name: string, pt = '2/2', oracleText = ''): CardCharacteristics => ({
  name,
  manaCost: '{1}{G}',
  typeLine: 'Creature — Bear',
  oracleText,
  power: pt.split('/')[0]!,
  toughness: pt.split('/')[1]!,
})
export const land = (name = 'Forest'): CardCharacteristics => ({ name, manaCost: null, typeLine: 'Basic Land — Forest', oracleText: '' })
export const spell = (name: string, oracleText: string, typeLine = 'Instant'): CardCharacteristics => ({
  name,
  manaCost: '{R}',
  typeLine,
  oracleText,
})
