// Triggered abilities the engine can't read are never dropped (CR 603.2). One whose trigger event it can't
// classify either ("Whenever a creature deals damage": damage outside combat isn't an event it announces)
// may trigger on anything that happens: after an action, what is on the stack, what resolves next and what
// its effect could change (here: life) are unsupported, while what it can't change stays answered. One whose
// event it classifies sees that event whatever object it happens to: another permanent leaving the
// battlefield (603.6c, 603.10a).
import { describe, expect, it } from 'vitest'
import { evaluate, type CardCharacteristics } from '../../src/engine/index.js'
import { PLAIN_BEAR as BEAR } from './support/vanilla.js'

const LIFE_ON_DAMAGE: CardCharacteristics = {
  name: 'Blood Reader',
  manaCost: '{1}{W}',
  typeLine: 'Creature — Cleric',
  oracleText: 'Whenever a creature deals damage, you gain that much life.',
  power: '2',
  toughness: '2',
}

const run = () =>
  evaluate({
    cards: { r: { ...LIFE_ON_DAMAGE, zone: 'battlefield' }, b: { ...BEAR, zone: 'battlefield' } },
    actions: [{ do: 'dealDamage', source: 'b', to: 'opponent', amount: 2 }, { do: 'resolve' }],
    ask: [{ q: 'lifeTotal', of: 'you' }, { q: 'stack' }, { q: 'power', of: 'b' }],
  })

describe('a triggered ability whose event the engine can not classify', () => {
  it('may have triggered on what happened: the next resolve and the life it could gain are unsupported', () => {
    const r = run()
    const resolve = r.actions[1]!
    expect(resolve.supported).toBe(false)
    expect(resolve.legal).toBeNull()
    const [life, stack] = r.answers
    expect(life!.supported).toBe(false)
    expect(life!.value).toBeNull()
    expect(life!.because).toContain('Whenever a creature deals damage')
    expect(stack!.supported).toBe(false)
  })

  it("leaves what its effect can't change answered (no over-broad refusal)", () => {
    const power = run().answers[2]!
    expect(power.supported).not.toBe(false)
    expect(power.value).toBe(2)
  })
})

const KEEPER: CardCharacteristics = {
  name: 'Relic Keeper',
  manaCost: '{3}',
  typeLine: 'Artifact',
  oracleText: 'Whenever a creature you control leaves the battlefield, if it had counters on it, put those counters on Relic Keeper.',
  power: null,
  toughness: null,
}

describe("a triggered ability on another permanent's leaving the battlefield", () => {
  it('sees a creature leave by any way (moved to the graveyard, to exile): its effect is then in doubt', () => {
    for (const to of ['graveyard', 'exile'] as const) {
      const r = evaluate({
        cards: { k: { ...KEEPER, zone: 'battlefield' }, b: { ...BEAR, zone: 'battlefield', counters: { '+1/+1': 2 } } },
        actions: [{ do: 'move', card: 'b', from: 'battlefield', to }],
        ask: [{ q: 'counters', of: 'k', kind: '+1/+1' }],
      })
      const counters = r.answers[0]!
      expect(`${to}: ${counters.supported}`).toBe(`${to}: false`)
      expect(counters.because).toContain('Whenever a creature you control leaves the battlefield')
    }
  })
})
