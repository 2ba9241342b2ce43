// Persist (CR 702.79, src/engine/mechanics/persist.ts): a triggered keyword read as the ability it stands for
// (702.79a), which the stack resolves: the permanent returns with a -1/-1 counter when it had none as it left
// (its last known information, 603.10a), found in its owner's graveyard (400.7e). Kitchen Finks's rulings.
import { describe, expect, it } from 'vitest'
import { understandCard } from '../../../src/engine/index.js'
import { loadCards } from '../support/cards.js'
import { engineWith, rules, values } from '../support/run.js'

const pool = loadCards(['Kitchen Finks'])
const run = engineWith(pool)
const finks = (extra: Record<string, unknown> = {}) => ({ card: 'Kitchen Finks', zone: 'battlefield' as const, ...extra })

describe('persist (CR 702.79)', () => {
  it('reads "Persist" as understood: the ability it stands for is resolved on the stack', () => {
    const clause = understandCard(pool['Kitchen Finks']!).clauses.find((c) => c.text.startsWith('Persist'))!
    expect(clause.status).toBe('understood')
    expect(clause.readAs).toContain('persist (CR 702.79a)')
  })

  it('702.79a: Kitchen Finks dies with no -1/-1 counter and returns with one, a 2/1; its enters ability triggers again', () => {
    const r = run({
      cards: { f: finks() },
      actions: [{ do: 'dealDamage', to: 'f', amount: 2 }, { do: 'resolve', id: 'persist' }, { do: 'resolve' }],
      ask: [
        { q: 'zone', of: 'f' },
        { q: 'counters', of: 'f' },
        { q: 'power', of: 'f' },
        { q: 'toughness', of: 'f' },
        { q: 'damageMarked', of: 'f' },
        { q: 'lifeTotal' },
      ],
    })
    // a new object (ruling): the damage stays with the old one
    expect(values(r)).toEqual(['battlefield', { '-1/-1': 1 }, 2, 1, 0, 22])
    expect(r.actions[1]!.because).toContain('had no -1/-1 counters on it as it left the battlefield')
    expect(rules(r.actions[1]!)).toEqual(expect.arrayContaining(['603.4', '603.10a', '122.6']))
  })

  it("with a -1/-1 counter on it as it dies, persist doesn't trigger and the card stays in the graveyard", () => {
    const r = run({
      cards: { f: finks({ counters: { '-1/-1': 1 } }) },
      actions: [{ do: 'dealDamage', to: 'f', amount: 1 }],
      ask: [{ q: 'zone', of: 'f' }, { q: 'stack' }],
    })
    expect(values(r)).toEqual(['graveyard', []])
  })

  it("ruling: with a +1/+1 counter, enough -1/-1 counters to kill it — it still had them as it left, so persist doesn't trigger", () => {
    const r = run({
      cards: { f: finks({ counters: { '+1/+1': 1 } }) },
      actions: [{ do: 'putCounters', card: 'f', kind: '-1/-1', amount: 3 }],
      ask: [{ q: 'zone', of: 'f' }, { q: 'stack' }],
    })
    expect(values(r)).toEqual(['graveyard', []])
    // but a -1/-1 counter it survives annihilates with the +1/+1 counter (CR 704.5q): it would persist next time
    const survives = run({
      cards: { f: finks({ counters: { '+1/+1': 1 } }) },
      actions: [{ do: 'putCounters', card: 'f', kind: '-1/-1', amount: 1 }, { do: 'dealDamage', to: 'f', amount: 2 }, { do: 'resolve' }],
      ask: [
        { q: 'zone', of: 'f' },
        { q: 'counters', of: 'f' },
      ],
    })
    expect(values(survives)).toEqual(['battlefield', { '-1/-1': 1 }])
  })

  it("ruling: a token with persist triggers, but it has ceased to exist and can't return", () => {
    const r = run({
      cards: { f: finks() },
      actions: [
        { do: 'createTokenCopy', card: 'f', as: 'token' },
        { do: 'resolve' },
        { do: 'dealDamage', to: 'token', amount: 2 },
        { do: 'resolve', id: 'persist' },
      ],
      ask: [{ q: 'zone', of: 'token' }, { q: 'stack' }],
    })
    expect(r.actions[3]).toMatchObject({ legal: true, supported: true })
    expect(r.answers[0]!.value).not.toBe('battlefield')
    expect(r.answers[1]!.value).toEqual([])
  })

  it('a card that left the graveyard before persist resolves is a new object: it stays where it went (CR 400.7)', () => {
    const r = run({
      cards: { f: finks() },
      actions: [{ do: 'dealDamage', to: 'f', amount: 2 }, { do: 'move', card: 'f', to: 'exile' }, { do: 'resolve' }],
      ask: [{ q: 'zone', of: 'f' }],
    })
    expect(values(r)).toEqual(['exile'])
  })

  it('ruling: two instances trigger separately; once one returns the card, the other does nothing', () => {
    const twice = {
      name: 'Twice Finks',
      manaCost: '{2}',
      typeLine: 'Creature — Ouphe',
      oracleText: 'Persist\nPersist',
      power: '3',
      toughness: '2',
    }
    const r = engineWith({})({
      cards: { f: { ...twice, zone: 'battlefield' } },
      actions: [{ do: 'dealDamage', to: 'f', amount: 2 }, { do: 'resolve' }, { do: 'resolve', id: 'second' }],
      ask: [{ q: 'zone', of: 'f' }, { q: 'counters', of: 'f' }, { q: 'stack' }],
    } as never)
    expect(values(r)).toEqual(['battlefield', { '-1/-1': 1 }, []])
    expect(r.actions[2]).toMatchObject({ legal: true, supported: true })
  })
})
