// CR 702.114a: "Devoid is a characteristic-defining ability. 'Devoid' means 'This object is colorless.'
// This ability functions everywhere, even outside the game." (src/engine/keywords/devoid.ts)
import { describe, expect, it } from 'vitest'
import { evaluate, understandCard } from '../../../src/engine/index.js'
import { attackAndBlock, creature, theirs } from './support.js'

const shock = (name: string, text: string, owner = 'opponent') => ({
  name,
  manaCost: '{R}',
  typeLine: 'Instant',
  oracleText: `${text}${text ? '\n' : ''}~ deals 2 damage to target creature.`.replace(/~/g, name),
  owner,
})
const knight = creature('Red-Warded Knight', 'Protection from red', '2/2', { manaCost: '{W}{W}' })

function canTarget(spell: object) {
  return evaluate({ cards: { s: spell, k: knight }, ask: [{ q: 'canTarget', of: 's', target: 'k' }] } as never, {}).answers[0]!
}

describe('devoid (CR 702.114)', () => {
  it('is read as understood, citing its rule', () => {
    expect(understandCard(creature('Eldrazi Drone', 'Devoid', '2/2')).clauses[0]).toMatchObject({
      status: 'understood',
      readAs: ['devoid (CR 702.114a)'],
    })
  })

  it('CR 702.114a, 702.16b: a devoid spell with {R} in its cost is colorless, so protection from red doesn’t stop it targeting', () => {
    expect(canTarget(shock('Red Bolt', ''))).toMatchObject({ value: false, supported: true })
    expect(canTarget(shock('Void Bolt', 'Devoid'))).toMatchObject({ value: true, supported: true })
  })

  it('CR 702.114a: a devoid creature with {B} in its cost isn’t black, so it can’t block a creature with fear (702.36b)', () => {
    const dread = creature('Dread Rider', 'Fear', '2/2', { manaCost: '{1}{B}' })
    expect(attackAndBlock(dread, theirs(creature('Black Bear', '', '2/2', { manaCost: '{1}{B}' }))).answers[0]!.value).toBe(true)
    const r = attackAndBlock(dread, theirs(creature('Void Bear', 'Devoid', '2/2', { manaCost: '{1}{B}' })))
    expect(r.answers[0]).toMatchObject({ value: false, supported: true })
  })
})
