// What an effect or a replacement the engine doesn't carry out could change, read from its words: a verb in
// any of its forms ("discards", CR 701.9), counters that change toughness or whose kind isn't named (613.4c,
// 704.5f, 704.5q), counters put on a player (poison, 122.1f; a replacement of them, 614.1a), and the targets
// of an activated ability it can't read (601.2c via 602.2b). Each card here is inline.
import { describe, expect, it } from 'vitest'
import { evaluate, type CardCharacteristics } from '../../src/engine/index.js'
import { PLAIN_BEAR as BEAR, PLAIN_ELK as ELK } from './support/vanilla.js'

const FOREST: CardCharacteristics = { name: 'Plain Forest', manaCost: '', typeLine: 'Basic Land — Forest', oracleText: '({T}: Add {G}.)' }

describe('the words of an unread effect reach what they could change', () => {
  it('"Target player discards a card and mills two cards": the card in their hand may have been discarded (CR 701.9b)', () => {
    const sorcery: CardCharacteristics = {
      name: 'Odd Rummage',
      manaCost: '{1}{B}',
      typeLine: 'Sorcery',
      oracleText: 'Target player discards a card and mills two cards.',
    }
    const r = evaluate({
      cards: { s: sorcery, f: { ...FOREST, owner: 'opponent' }, v: { ...BEAR, zone: 'battlefield' } },
      actions: [{ do: 'cast', card: 's', targets: ['opponent'] }, { do: 'resolve' }],
      ask: [
        { q: 'zone', of: 'f' },
        { q: 'power', of: 'v' },
      ],
    })
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
    // moving cards can't change a creature's power
    expect(r.answers[1]).toMatchObject({ value: 2, supported: true })
  })

  it('"put its counters on target creature": -1/-1 counters may kill it as a state-based action (CR 603.10a, 704.5f)', () => {
    const pupil: CardCharacteristics = {
      name: 'Odd Apprentice',
      manaCost: '{B}',
      typeLine: 'Creature — Human',
      oracleText: 'When Odd Apprentice dies, put its counters on target creature you control.',
      power: '1',
      toughness: '1',
    }
    const r = evaluate({
      cards: { a: { ...pupil, zone: 'battlefield' }, b: { ...BEAR, zone: 'battlefield' } },
      actions: [
        { do: 'putCounters', card: 'a', kind: '-1/-1', amount: 2 },
        { do: 'chooseTargets', card: 'a:trigger', targets: ['b'] },
        { do: 'resolve' },
      ],
      ask: [
        { q: 'zone', of: 'b' },
        { q: 'toughness', of: 'b' },
      ],
    })
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
    expect(r.answers[1]).toMatchObject({ value: null, supported: false })
  })
})

describe("a replacement of counters put on players taints a player's poison counters (CR 122.1f, 614.1a)", () => {
  const toxic: CardCharacteristics = { ...ELK, name: 'Odd Stinger', oracleText: 'Toxic 1' }
  const combat = (rep: CardCharacteristics) =>
    evaluate({
      cards: { t: { ...toxic, zone: 'battlefield' }, r: { ...rep, zone: 'battlefield' } },
      actions: [
        { do: 'attack', cards: ['t'] },
        { do: 'block', blocks: [] },
        { do: 'advanceTo', step: 'combatDamage' },
      ],
      ask: [{ q: 'poisonCounters', of: 'opponent' }],
    }).answers[0]

  it('"… counters on a permanent or player …": unsupported', () => {
    const doubler: CardCharacteristics = {
      name: 'Odd Amplifier',
      manaCost: '{3}{G}',
      typeLine: 'Enchantment',
      oracleText: 'If a player would put one or more counters on a permanent or player, they put that many plus one instead.',
    }
    expect(combat(doubler)).toMatchObject({ value: null, supported: false })
  })

  it('one that names artifacts only leaves the poison counters answered (no over-broad doubt)', () => {
    const battery: CardCharacteristics = {
      name: 'Odd Battery',
      manaCost: '{2}',
      typeLine: 'Artifact',
      oracleText: 'If one or more charge counters would be put on an artifact you control, that many plus one are put on it instead.',
    }
    expect(combat(battery)).toMatchObject({ value: 1, supported: true })
  })
})

describe("an activated ability whose targets the engine can't read (CR 601.2c via 602.2b)", () => {
  const vat: CardCharacteristics = {
    name: 'Odd Vat',
    manaCost: '{3}',
    typeLine: 'Artifact',
    oracleText:
      "{T}: Create a token that's a copy of target creature card in your graveyard. Exile it at the beginning of the next end step.",
  }
  const enters: CardCharacteristics = {
    name: 'Odd Herald',
    manaCost: '{2}{W}',
    typeLine: 'Creature — Human',
    oracleText: 'When Odd Herald enters, you gain 2 life.',
    power: '2',
    toughness: '2',
  }

  it('naming a target is no proof it is illegal; what it did once resolved is in doubt', () => {
    const r = evaluate({
      cards: { v: { ...vat, zone: 'battlefield' }, h: { ...enters, zone: 'graveyard' } },
      actions: [{ do: 'activate', card: 'v', targets: ['h'], id: 'a' }, { do: 'resolve' }],
      ask: [{ q: 'legal', of: 'a' }, { q: 'triggerCount' }],
    })
    expect(r.answers[0]).toMatchObject({ value: null, legal: null, supported: false })
    expect(r.answers[1]).toMatchObject({ value: null, supported: false })
  })
})
