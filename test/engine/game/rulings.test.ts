// Real cards' rulings from the shared MTGJSON corpus about damage, counters and state-based actions,
// each asserted as stored there and then answered by the engine — right, or unsupported where the
// engine doesn't model what the ruling rests on.
import { describe, expect, it } from 'vitest'
import { loadCards } from '../support/cards.js'
import { engineWith, values } from '../support/run.js'

const pool = loadCards(['Avacyn, Angel of Hope', 'Jace Beleren', 'Throne of Geth', 'Ad Nauseam', 'Grizzly Bears', 'Tempered Steel'])
const run = engineWith(pool)
const ruling = (card: string, start: string) => {
  const r = pool[card]!.rulings.find((x) => x.text.startsWith(start))
  expect(r, `${card} has a ruling starting "${start}"`).toBeDefined()
  return r!.text
}
const bf = (card: string, extra: Record<string, unknown> = {}) => ({ card, zone: 'battlefield' as const, ...extra })

describe("rulings on damage, counters and state-based actions (real cards' rulings)", () => {
  it('Avacyn, Angel of Hope: "A planeswalker with indestructible still loses loyalty as it\'s dealt damage. It is put into its owner\'s graveyard if its loyalty becomes 0."', () => {
    ruling('Avacyn, Angel of Hope', "A planeswalker with indestructible still loses loyalty as it's dealt damage.")
    // indestructible from a keyword counter (CR 122.1b), which the engine models
    const r = run({
      cards: { jace: bf('Jace Beleren', { counters: { loyalty: 3, indestructible: 1 } }) },
      actions: [{ do: 'dealDamage', to: 'jace', amount: 3 }],
      ask: [
        { q: 'zone', of: 'jace' },
        { q: 'wouldDie', of: 'jace' },
      ],
    })
    expect(values(r)).toEqual(['graveyard', true])
    // with Avacyn granting it: 704.5i doesn't destroy, so what Avacyn grants doesn't matter — the ruling's answer
    const granted = run({
      cards: { avacyn: bf('Avacyn, Angel of Hope'), jace: bf('Jace Beleren') },
      actions: [{ do: 'dealDamage', to: 'jace', amount: 3 }],
      ask: [{ q: 'zone', of: 'jace' }],
    })
    expect(granted.answers[0]).toMatchObject({ value: 'graveyard', supported: true })
    // a creature's lethal damage is another matter: the grant the engine doesn't read makes it unsupported
    const creature = run({
      cards: { avacyn: bf('Avacyn, Angel of Hope'), bears: bf('Grizzly Bears') },
      actions: [{ do: 'dealDamage', to: 'bears', amount: 2 }],
      ask: [{ q: 'zone', of: 'bears' }],
    })
    expect(creature.answers[0]).toMatchObject({ value: null, supported: false })
    expect(creature.answers[0]!.because).toContain('Other permanents you control have indestructible')
  })

  it('Throne of Geth: "+1/+1 counters and -1/-1 counters … removed in pairs as a state-based action" (CR 704.5q)', () => {
    ruling('Throne of Geth', 'If a permanent ever has both +1/+1 counters and -1/-1 counters on it at the same time')
    const r = run({
      cards: { bears: bf('Grizzly Bears', { counters: { '+1/+1': 3 } }) },
      actions: [{ do: 'putCounters', card: 'bears', kind: '-1/-1', amount: 2 }],
      ask: [
        { q: 'counters', of: 'bears' },
        { q: 'power', of: 'bears' },
      ],
    })
    expect(values(r)).toEqual([{ '+1/+1': 1, '-1/-1': 0 }, 3])
  })

  it('Ad Nauseam: life can drop into negative numbers, and the player loses as a state-based action (CR 704.5a)', () => {
    ruling('Ad Nauseam', 'You may continue to reveal cards with Ad Nauseam even if your life total has been reduced to 0 or less.')
    const r = run({ cards: {}, life: { you: 2 }, actions: [{ do: 'loseLife', amount: 5 }], ask: [{ q: 'lifeTotal' }, { q: 'hasLost' }] })
    expect(values(r)).toEqual([-3, true])
  })

  it('Tempered Steel: "nonlethal damage … may become lethal if Tempered Steel leaves" (CR 613.4c static +2/+2, 704.5g)', () => {
    ruling('Tempered Steel', 'Because damage remains marked on a creature until the damage is removed as the turn ends')
    const r = run({
      cards: {
        steel: bf('Tempered Steel'),
        myr: {
          name: 'Test Myr',
          manaCost: '{2}',
          typeLine: 'Artifact Creature — Myr',
          oracleText: '',
          power: '1',
          toughness: '1',
          zone: 'battlefield',
        },
      },
      actions: [{ do: 'dealDamage', to: 'myr', amount: 2 }],
      ask: [
        { q: 'zone', of: 'myr' },
        { q: 'toughness', of: 'myr' },
      ],
    })
    // "Artifact creatures you control get +2/+2.": a 3/3 survives 2 damage
    expect(values(r)).toEqual(['battlefield', 3])
    expect(r.answers[1]!.because).toContain('Tempered Steel')
    expect(r.answers[1]!.citations).toContainEqual({ rule: '613.4c' })
    // …and when Tempered Steel leaves, the 2 damage still marked is lethal for a 1/1
    const left = run({
      cards: {
        steel: bf('Tempered Steel'),
        myr: {
          name: 'Test Myr',
          manaCost: '{2}',
          typeLine: 'Artifact Creature — Myr',
          oracleText: '',
          power: '1',
          toughness: '1',
          zone: 'battlefield',
        },
      },
      actions: [
        { do: 'dealDamage', to: 'myr', amount: 2 },
        { do: 'move', card: 'steel', to: 'graveyard' },
      ],
      ask: [{ q: 'zone', of: 'myr' }, { q: 'stateBasedActions' }],
    })
    expect(left.answers[0]).toMatchObject({ value: 'graveyard', supported: true })
    expect(JSON.stringify(left.answers[1]!.value)).toContain('704.5g')
  })
})
