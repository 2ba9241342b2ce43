// CR 702.73a: "Changeling is a characteristic-defining ability. 'Changeling' means 'This object is every
// creature type.' This ability works everywhere, even outside the game." (src/engine/keywords/changeling.ts)
import { describe, expect, it } from 'vitest'
import { understandCard } from '../../../src/engine/index.js'
import { matchesQuality, readCard } from '../../../src/engine/state/card.js'
import { definedSubtype } from '../../../src/engine/keywords/defines.js'
import { creature } from './support.js'

const face = (text: string, typeLine = 'Creature — Shapeshifter') =>
  readCard({ ...creature('Mistform Test', text, '1/1'), typeLine } as never)

describe('changeling (CR 702.73)', () => {
  it('is read as understood, citing its rule', () => {
    expect(understandCard(creature('Changeling Outcast', 'Changeling', '1/1')).clauses[0]).toMatchObject({
      status: 'understood',
      readAs: ['changeling (CR 702.73a)'],
    })
  })

  it('CR 702.73a, 205.3m: it is every creature type — an Elf, a Goblin, a Time Lord — and still a Shapeshifter', () => {
    const f = face('Changeling')
    for (const q of ['Elf', 'Goblin creature', 'Sliver', 'Shapeshifter']) expect(matchesQuality(f, q)).toBe(true)
    expect(definedSubtype(f, 'Time Lord')).toBe(true)
    expect(matchesQuality(face(''), 'Elf')).toBe(false)
  })

  it('CR 205.3m: it gets creature types only — not land, artifact or planeswalker types', () => {
    const f = face('Changeling')
    for (const q of ['Forest', 'Equipment', 'Jace', 'Aura']) expect(matchesQuality(f, q)).toBe(false)
  })

  it('CR 702.73a: it works on a card of any type, in any zone (a kindred instant with changeling is a Goblin card)', () => {
    const f = face('Changeling', 'Kindred Instant — Shapeshifter')
    expect(matchesQuality(f, 'Goblin')).toBe(true)
    expect(matchesQuality(f, 'nonGoblin')).toBe(false)
  })
})
