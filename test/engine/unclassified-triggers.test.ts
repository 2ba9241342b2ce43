// CR 603.2: a triggered ability the engine can't read, whose trigger event it can't classify either
// ("Whenever a creature deals damage", damage outside combat isn't an event it announces), may trigger on
// anything that happens. It is never dropped: after an action, what is on the stack, what resolves next
// and what its effect could change (here: life) are unsupported, while what it can't change stays answered.
import { describe, expect, it } from 'vitest'
import { evaluate, type CardCharacteristics } from '../../src/engine/index.js'

const LIFE_ON_DAMAGE: CardCharacteristics = {
  name: 'Blood Reader',
  manaCost: '{1}{W}',
  typeLine: 'Creature — Cleric',
  oracleText: 'Whenever a creature deals damage, you gain that much life.',
  power: '2',
  toughness: '2',
}
const BEAR: CardCharacteristics = {
  name: 'Plain Bear',
  manaCost: '{1}{G}',
  typeLine: 'Creature — Bear',
  oracleText: '',
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
