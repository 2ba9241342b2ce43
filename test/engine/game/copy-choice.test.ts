// What a permanent may enter as a copy of, as its own copy effect says (CR 614.1c, 707.2): Deceptive
// Frostkite ("… a creature you control with power 4 or greater, except it's a Dragon …") and Phyrexian
// Metamorph ("… any artifact or creature on the battlefield …"), with their rulings.
import { describe, expect, it } from 'vitest'
import { loadCards } from '../support/cards.js'
import { engineWith, rules, values } from '../support/run.js'

const run = engineWith(loadCards(['Deceptive Frostkite', 'Phyrexian Metamorph', 'Thragtusk', 'Grizzly Bears', 'Forest']))

describe('entering as a copy: the choice its copy effect allows (CR 614.1c, 707.2)', () => {
  it('Deceptive Frostkite ruling: a copied creature’s enters ability triggers when Frostkite enters as a copy of it', () => {
    const r = run({
      cards: { tt: { card: 'Thragtusk', zone: 'battlefield' }, df: 'Deceptive Frostkite' },
      actions: [{ do: 'enterAsCopy', card: 'df', copyOf: 'tt', id: 'e' }],
      ask: [
        { q: 'legal', of: 'e' },
        { q: 'triggerCount', of: 'df' },
      ],
    })
    expect(values(r)).toEqual([true, 1])
  })

  it('Deceptive Frostkite can’t copy a creature with power less than 4, or one you don’t control', () => {
    const small = run({
      cards: { gb: { card: 'Grizzly Bears', zone: 'battlefield' }, df: 'Deceptive Frostkite' },
      actions: [{ do: 'enterAsCopy', card: 'df', copyOf: 'gb', id: 'e' }],
      ask: [
        { q: 'legal', of: 'e' },
        { q: 'zone', of: 'df' },
      ],
    })
    expect(values(small)).toEqual([false, 'hand'])
    expect(small.actions[0]!.because).toContain('has power 2, less than 4')
    expect(rules(small.actions[0]!)).toContain('614.1c')
    const theirs = run({
      cards: { tt: { card: 'Thragtusk', zone: 'battlefield', owner: 'opponent' }, df: 'Deceptive Frostkite' },
      actions: [{ do: 'enterAsCopy', card: 'df', copyOf: 'tt', id: 'e' }],
      ask: [{ q: 'legal', of: 'e' }],
    })
    expect(values(theirs)).toEqual([false])
  })

  it('Phyrexian Metamorph may copy an artifact or a creature, not a land', () => {
    const r = run({
      cards: {
        f: { card: 'Forest', zone: 'battlefield' },
        gb: { card: 'Grizzly Bears', zone: 'battlefield', owner: 'opponent' },
        pm: 'Phyrexian Metamorph',
      },
      actions: [{ do: 'enterAsCopy', card: 'pm', copyOf: 'f', id: 'land' }],
      ask: [{ q: 'legal', of: 'land' }],
    })
    expect(values(r)).toEqual([false])
    const ok = run({
      cards: { gb: { card: 'Grizzly Bears', zone: 'battlefield', owner: 'opponent' }, pm: 'Phyrexian Metamorph' },
      actions: [{ do: 'enterAsCopy', card: 'pm', copyOf: 'gb', id: 'e' }],
      ask: [{ q: 'legal', of: 'e' }],
    })
    expect(values(ok)).toEqual([true])
  })
})
