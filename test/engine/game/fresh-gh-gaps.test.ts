// Confident wrong answers found by fresh samples G and H, each closed by a general mechanism; every card inline.
// - A mana ability that does more than add mana ("… Add one mana of any color. If you control a Forest, you
//   gain 2 life.") does all of it as it resolves (CR 605.1a, 605.3b): what the engine doesn't read of it is
//   an effect in doubt once it is activated, not silently dropped.
// - An effect that makes a noncreature permanent a creature subjects it to the summoning-sickness rule
//   (CR 302.6, 613.1d): what its {T} abilities can do is in doubt while that effect is unread.
// - A Saga's chapter abilities are triggered abilities (CR 714.2b): unread, what is on the stack rests on them.
import { describe, expect, it } from 'vitest'
import { evaluate, type CardCharacteristics } from '../../../src/engine/index.js'

const RECLAIMER: CardCharacteristics = {
  name: 'Odd Reclaimer',
  manaCost: '{G}',
  typeLine: 'Creature — Elf',
  oracleText: '{T}: Add one mana of any color. If you control a Forest, you gain 2 life.',
  power: '1',
  toughness: '1',
}
const MARCH: CardCharacteristics = {
  name: 'Odd March',
  manaCost: '{3}{U}',
  typeLine: 'Enchantment',
  oracleText: 'Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.',
}
const RING: CardCharacteristics = { name: 'Odd Ring', manaCost: '{1}', typeLine: 'Artifact', oracleText: '{T}: Add {C}{C}.' }

describe('fresh sample G: what the engine read only part of', () => {
  it("a mana ability's unread second sentence happens when it is activated: the life total is unsupported, the activation legal (CR 605.1a)", () => {
    const r = evaluate({
      cards: { ar: { ...RECLAIMER, zone: 'battlefield' } },
      actions: [{ do: 'activateManaAbility', card: 'ar', id: 'm' }],
      ask: [{ q: 'legal', of: 'm' }, { q: 'lifeTotal' }],
    })
    expect(r.answers[0]).toMatchObject({ supported: true, value: true })
    expect(r.answers[1]).toMatchObject({ supported: false, value: null })
    // not activated, nothing happened: the life total stays answered
    const idle = evaluate({ cards: { ar: { ...RECLAIMER, zone: 'battlefield' } }, ask: [{ q: 'lifeTotal' }] })
    expect(idle.answers[0]).toMatchObject({ supported: true, value: 20 })
  })

  it('an unread effect making noncreature artifacts creatures puts a new artifact’s {T} ability in doubt (CR 302.6, 613.1d)', () => {
    const ring = { ...RING, zone: 'battlefield' as const, summoningSick: true }
    const with_ = evaluate({ cards: { m: { ...MARCH, zone: 'battlefield' }, r: ring }, ask: [{ q: 'canActivate', of: 'r', ability: 1 }] })
    expect(with_.answers[0]).toMatchObject({ supported: false, value: null })
    const without = evaluate({ cards: { r: ring }, ask: [{ q: 'canActivate', of: 'r', ability: 1 }] })
    expect(without.answers[0]).toMatchObject({ supported: true, value: true })
  })

  it("a Saga's unread chapter abilities trigger as lore counters are put on it: the stack is in doubt (CR 714.2b)", () => {
    const saga: CardCharacteristics = {
      name: 'Odd Saga',
      manaCost: '{2}{B}',
      typeLine: 'Enchantment — Saga',
      oracleText:
        '(As this Saga enters and after your draw step, add a lore counter.)\nI — Each opponent loses 1 life.\nII — Destroy all creatures with power 1 or less.',
    }
    const r = evaluate({
      cards: { s: { ...saga, zone: 'battlefield', counters: { lore: 1 } } },
      actions: [{ do: 'putCounters', card: 's', kind: 'lore', amount: 1 }],
      ask: [{ q: 'stack' }],
    })
    expect(r.answers[0]).toMatchObject({ supported: false, value: null })
  })
})
