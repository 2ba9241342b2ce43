// What an effect the engine skips reaches (CR 608.2): every answer it could have changed is unsupported,
// for the rest of the game — a zone's count even when the zone is empty (400.1), what triggered and the
// stack (603.2, 603.3), the counters of an object that may have changed zones (400.7, 122.2) — and an
// answer it couldn't have changed stays supported. Each card is inline, with text the engine doesn't read.
import { describe, expect, it } from 'vitest'
import { evaluate, type CardCharacteristics, type Question, type Scenario } from '../../src/engine/index.js'
import { PLAIN_BEAR as BEAR } from './support/vanilla.js'

const sorcery = (name: string, text: string): CardCharacteristics => ({ name, manaCost: '{2}{U}', typeLine: 'Sorcery', oracleText: text })
const ISLAND: CardCharacteristics = { name: 'Plain Island', manaCost: '', typeLine: 'Basic Land — Island', oracleText: '({T}: Add {U}.)' }

const run = (s: Scenario) => evaluate(s).answers

describe('a skipped effect taints what it could change for the rest of the game (CR 608.2)', () => {
  it("a hand's size, even an empty hand, after an effect that moves cards it doesn't carry out (CR 400.1)", () => {
    const swap = sorcery('Odd Exchange', 'Exchange your hand and library, then shuffle.')
    const cards = { s: swap, l1: { ...ISLAND, zone: 'library' as const }, v: { ...BEAR, zone: 'battlefield' as const } }
    const ask: Question[] = [{ q: 'handSize' }, { q: 'power', of: 'v' }]
    const before = run({ cards, actions: [{ do: 'cast', card: 's' }], ask })
    expect(before[0]).toMatchObject({ supported: true, value: 0 })
    const after = run({ cards, actions: [{ do: 'cast', card: 's' }, { do: 'resolve' }], ask })
    expect(after[0]).toMatchObject({ supported: false, value: null })
    // moving cards can't change the bear's power
    expect(after[1]).toMatchObject({ supported: true, value: 2 })
  })

  it('an effect that names its own spell still moves other cards: their zone is unsupported once it resolves', () => {
    const reap = sorcery(
      'Odd Reaping',
      'Return up to X target cards from your graveyard to your hand, where X is the number of black permanents target opponent controls as you cast this spell.',
    )
    const r = run({
      cards: { s: reap, g: { ...BEAR, zone: 'graveyard' } },
      actions: [{ do: 'cast', card: 's' }, { do: 'resolve' }],
      ask: [{ q: 'zone', of: 'g' }],
    })
    expect(r[0]).toMatchObject({ supported: false, value: null })
  })

  it('a spell whose every target became illegal does nothing (CR 608.2b): its unread effect taints nothing', () => {
    const raise = sorcery(
      'Odd Raising',
      'Return target creature card from your graveyard to your hand. If it is a Golem card, draw a card.',
    )
    const r = run({
      cards: { s: raise, g: { ...BEAR, zone: 'graveyard' }, l1: { ...ISLAND, zone: 'library' } },
      actions: [{ do: 'cast', card: 's', targets: ['g'] }, { do: 'move', card: 'g', from: 'graveyard', to: 'exile' }, { do: 'resolve' }],
      ask: [{ q: 'libraryCount' }, { q: 'handSize' }],
    })
    expect(r[0]).toMatchObject({ supported: true, value: 1 })
    expect(r[1]).toMatchObject({ supported: true, value: 0 })
  })

  it('what triggered and the stack, after a skipped effect that moves permanents, when an object has a triggered ability (CR 603.2, 603.10a)', () => {
    const wrath = sorcery('Odd Wrath', 'Destroy all artifacts, creatures, and enchantments.')
    const cauldron: CardCharacteristics = {
      name: 'Odd Cauldron',
      manaCost: '{2}',
      typeLine: 'Artifact',
      oracleText: 'Whenever a creature you control dies, you gain 1 life.',
    }
    const ask: Question[] = [{ q: 'triggerCount', of: 'c' }, { q: 'stack' }]
    const withTrigger = run({
      cards: { s: wrath, c: { ...cauldron, zone: 'battlefield' }, v: { ...BEAR, zone: 'battlefield' } },
      actions: [{ do: 'cast', card: 's' }, { do: 'resolve' }],
      ask,
    })
    expect(withTrigger[0]).toMatchObject({ supported: false, value: null })
    expect(withTrigger[1]).toMatchObject({ supported: false, value: null })
    // nothing in the game has a triggered ability: nothing can have triggered, the stack stays answered
    const without = run({
      cards: { s: wrath, v: { ...BEAR, zone: 'battlefield' } },
      actions: [{ do: 'cast', card: 's' }, { do: 'resolve' }],
      ask: [{ q: 'stack' }],
    })
    expect(without[0]).toMatchObject({ supported: true, value: [] })
  })

  it("a discard the engine doesn't carry out could have triggered a card's triggered keyword in hand (madness, CR 702.35a)", () => {
    const sift = sorcery('Odd Sifting', 'Draw three cards, then discard a card.')
    const temper: CardCharacteristics = {
      name: 'Odd Temper',
      manaCost: '{2}{R}',
      typeLine: 'Instant',
      oracleText: 'Odd Temper deals 3 damage to any target.\nMadness {R}',
    }
    const r = run({
      cards: { s: sift, t: temper, l1: { ...ISLAND, zone: 'library' } },
      actions: [{ do: 'cast', card: 's' }, { do: 'resolve' }],
      ask: [{ q: 'stack' }],
    })
    expect(r[0]).toMatchObject({ supported: false, value: null })
  })

  it('the counters of an object whose zone is in doubt (CR 400.7, 122.2): a new object has none', () => {
    const exiler: CardCharacteristics = {
      name: 'Odd Exiler',
      manaCost: '{3}{W}',
      typeLine: 'Enchantment',
      oracleText:
        'When Odd Exiler enters, exile all creatures you control. Then create that many 5/5 red Dragon creature tokens with flying.',
    }
    const cards = { x: exiler, v: { ...BEAR, zone: 'battlefield' as const, counters: { '+1/+1': 1 } } }
    const ask: Question[] = [{ q: 'counters', of: 'v', kind: '+1/+1' }]
    expect(run({ cards, ask })[0]).toMatchObject({ supported: true, value: 1 })
    const after = run({ cards, actions: [{ do: 'putOntoBattlefield', card: 'x' }, { do: 'resolve' }], ask })
    expect(after[0]).toMatchObject({ supported: false, value: null })
  })

  it('an effect confined to cards in a graveyard taints those cards and the zone counts, not the permanents (CR 400.1, 608.2c)', () => {
    const digger: CardCharacteristics = {
      name: 'Odd Digger',
      manaCost: '{1}{G}',
      typeLine: 'Creature — Golem',
      oracleText: '{T}: Return up to one target land card from your graveyard to your hand.',
      power: '1',
      toughness: '1',
    }
    const r = run({
      cards: {
        d: { ...digger, zone: 'battlefield' },
        g: { ...ISLAND, zone: 'graveyard' },
        v: { ...BEAR, zone: 'battlefield', counters: { '+1/+1': 1 } },
      },
      actions: [{ do: 'activate', card: 'd' }, { do: 'resolve' }],
      ask: [{ q: 'zone', of: 'g' }, { q: 'handSize' }, { q: 'counters', of: 'v', kind: '+1/+1' }, { q: 'zone', of: 'v' }],
    })
    expect(r[0]).toMatchObject({ supported: false, value: null })
    expect(r[1]).toMatchObject({ supported: false, value: null })
    expect(r[2]).toMatchObject({ supported: true, value: 1 })
    expect(r[3]).toMatchObject({ supported: true, value: 'battlefield' })
  })
})
