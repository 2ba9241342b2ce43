// CR 702.36b: "A creature with fear can't be blocked except by artifact creatures and/or black creatures."
// (src/engine/keywords/fear.ts) Colors come from the mana cost (CR 202.2); what could change them makes the
// block unsupported.
import { describe, expect, it } from 'vitest'
import { evaluate } from '../../../src/engine/index.js'
import { rules } from '../support/run.js'
import { attackAndBlock, creature, theirs } from './support.js'

const fearful = creature('Dread Rider', 'Fear', '2/2', { manaCost: '{1}{B}' })

describe('fear (CR 702.36)', () => {
  it('CR 702.36b: a nonartifact, nonblack creature can’t block a creature with fear', () => {
    const r = attackAndBlock(fearful, theirs(creature('Green Bear', '', '2/2', { manaCost: '{1}{G}' })))
    expect(r.answers[0]).toMatchObject({ value: false, supported: true })
    expect(rules(r.answers[0]!)).toEqual(expect.arrayContaining(['702.36b', '509.1b']))
  })

  it('CR 702.36b: a black creature can block it', () => {
    const r = attackAndBlock(fearful, theirs(creature('Black Bear', '', '2/2', { manaCost: '{1}{B}' })))
    expect(r.answers[0]).toMatchObject({ value: true, supported: true })
  })

  it('CR 702.36b: an artifact creature can block it, whatever its color', () => {
    const golem = creature('Iron Golem', '', '2/2', { manaCost: '{2}', typeLine: 'Artifact Creature — Golem' })
    expect(attackAndBlock(fearful, theirs(golem)).answers[0]).toMatchObject({ value: true, supported: true })
  })

  it('a hybrid black creature is black (CR 105.2, 202.2) and can block it', () => {
    const r = attackAndBlock(fearful, theirs(creature('Hybrid Bear', '', '2/2', { manaCost: '{B/G}{B/G}' })))
    expect(r.answers[0]).toMatchObject({ value: true, supported: true })
  })

  it('a blocker without a mana cost could have a color indicator (CR 204): the block is unsupported, not guessed', () => {
    const r = attackAndBlock(fearful, theirs(creature('Indicated Beast', '', '2/2', { manaCost: null })))
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
  })

  it('an effect the engine doesn’t model that could make creatures black (613.1e) leaves the block unsupported', () => {
    const r = evaluate(
      {
        cards: {
          a: fearful,
          b: theirs(creature('Green Bear', '', '2/2', { manaCost: '{1}{G}' })),
          h: {
            name: 'Darkened Sky',
            manaCost: '{1}{B}{B}',
            typeLine: 'Enchantment',
            oracleText: 'All creatures are black.',
            zone: 'battlefield',
          },
        },
        actions: [
          { do: 'attack', cards: ['a'] },
          { do: 'block', blocks: [{ blocker: 'b', attacker: 'a' }], id: 'block' },
        ],
        ask: [{ q: 'legal', of: 'block' }],
      } as never,
      {},
    )
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
  })

  it('CR 702.36c: multiple instances are redundant', () => {
    const r = attackAndBlock(
      creature('Double Dread', 'Fear\nFear', '2/2', { manaCost: '{B}' }),
      theirs(creature('Black Bear', '', '2/2', { manaCost: '{B}' })),
    )
    expect(r.answers[0]).toMatchObject({ value: true, supported: true })
  })
})
