// Engine tests name cards, not files (test/support/card-index.ts): each name finds the newest
// wording of that card across every MTGJSON file of the shared data, a face of a multi-faced card
// by its own name.
import { describe, expect, it } from 'vitest'
import { loadCards } from './support/cards.js'

describe('cards by name over the shared MTGJSON data', () => {
  it('prefers a card’s 2026 wording in a corpus file over its 2022 wording in a set file', () => {
    // Thieving Skydiver is in the 2022 set file ZNR.json and, reworded, in the 2026 corpus file OTC.json.gz
    const { 'Thieving Skydiver': skydiver } = loadCards(['Thieving Skydiver'])
    expect(skydiver!.oracleText).toContain('When this creature enters, if it was kicked')
    expect(skydiver!.file).toMatch(/v5\.3\.0-20260709/)
    expect(skydiver!.rulings.length).toBeGreaterThan(0)
  })

  it('finds a face of a multi-faced card by its face name, named as the face', () => {
    const { Fire: fire, Ice: ice } = loadCards(['Fire', 'Ice'])
    expect(fire).toMatchObject({ name: 'Fire', manaCost: '{1}{R}', typeLine: 'Instant' })
    expect(fire!.oracleText).toMatch(/^Fire deals 2 damage divided as you choose/)
    expect(ice).toMatchObject({ name: 'Ice', manaCost: '{1}{U}' })
  })

  it('says which name it cannot find', () => {
    expect(() => loadCards(['Grizzly Bears', 'Grizzly Bearz'])).toThrow(/no card or face named Grizzly Bearz/)
    expect(() => loadCards(['Fire // Ice'])).toThrow(/a multi-faced card is named by a face/)
  })
})
