// Who may lead a Commander deck, and which pairs may lead it together (CR 903.3, 702.124), on
// hand-written cards: the shared data prints no Background and no Doctor, and no partner—[text]
// card; these are the real cards' characteristics, typed in. Pure.
import { describe, expect, it } from 'vitest'
import type { Card } from '../../src/queries/types.js'
import { pairAllowed, partnerAbilities } from '../../src/decks/validate/commander.js'
import { validateDeck } from '../../src/decks/validate/index.js'
import type { ResolvedDeck } from '../../src/decks/types.js'
import { card, deckCard, line } from './support.js'

const wilson = card({
  name: 'Wilson, Refined Grizzly',
  typeLine: 'Legendary Creature — Bear Warrior',
  manaCost: '{1}{G}{G}',
  manaValue: 3,
  colorIdentity: ['G'],
  oracleText:
    'Choose a Background (You can have a Background as a second commander.)\nReach, trample, ward {2}\nWilson, Refined Grizzly gets +1/+1 for each Class you control.',
})
const raisedByGiants = card({
  name: 'Raised by Giants',
  typeLine: 'Legendary Enchantment — Background',
  manaCost: '{5}{G}',
  manaValue: 6,
  colorIdentity: ['G'],
  oracleText: 'Commander creatures you own have base power and toughness 10/10 and are Giant in addition to their other types.',
})
const clara = card({
  name: 'Clara Oswald',
  typeLine: 'Legendary Creature — Human Advisor',
  manaCost: '{2}{U}',
  manaValue: 3,
  colorIdentity: ['U'],
  oracleText: "Doctor's companion (You can have two commanders if the other is the Doctor.)",
})
const tenth = card({
  name: 'The Tenth Doctor',
  typeLine: 'Legendary Creature — Time Lord Doctor',
  manaCost: '{2}{R}{G}{U}',
  colorIdentity: ['U', 'R', 'G'],
})
const humanDoctor = card({
  name: 'A Doctor who is also Human',
  typeLine: 'Legendary Creature — Time Lord Doctor Human',
  colorIdentity: ['U'],
})
const tymna = card({
  name: 'Tymna the Weaver',
  typeLine: 'Legendary Creature — Human Cleric',
  colorIdentity: ['W', 'B'],
  oracleText: 'Lifelink\nPartner (You can have two commanders if both have partner.)',
})
const survivorA = card({
  name: 'Survivor A',
  typeLine: 'Legendary Creature — Human Survivor',
  colorIdentity: ['R'],
  oracleText: 'Partner—Survivors',
})
const survivorB = card({
  name: 'Survivor B',
  typeLine: 'Legendary Creature — Human Survivor',
  colorIdentity: ['G'],
  oracleText: 'Partner—Survivors (You can have two commanders if both have this ability.)',
})
const fatherSon = card({ name: 'Father', typeLine: 'Legendary Creature — Human', colorIdentity: ['G'], oracleText: 'Partner—Father & son' })
const forest = card({ name: 'Forest', typeLine: 'Basic Land — Forest', colorIdentity: ['G'] })

/** A 100-card deck: the commanders and Forests. */
function deck(commanders: Card[], extra: Card[] = []): ResolvedDeck {
  const lines = [...commanders.map((c, i) => line(c, 'commander', 1, i + 1)), ...extra.map((c, i) => line(c, 'main', 1, 10 + i))]
  lines.push(line(forest, 'main', 100 - lines.length, 99))
  return { inputFormat: 'text', entries: lines, unresolved: [], skipped: [], notes: [] }
}

describe('partner abilities (702.124)', () => {
  it('reads each kind from the rules text, reminder text aside', () => {
    expect(partnerAbilities(deckCard(tymna)).map((p) => p.kind)).toEqual(['partner'])
    expect(partnerAbilities(deckCard(wilson)).map((p) => p.kind)).toEqual(['background'])
    expect(partnerAbilities(deckCard(clara)).map((p) => p.kind)).toEqual(['doctors-companion'])
    expect(partnerAbilities(deckCard(survivorB))).toEqual([{ kind: 'partner-text', value: 'survivors', text: 'Partner—Survivors' }])
  })

  it('702.124i: the same partner—[text] pairs; different ones do not (702.124f)', () => {
    expect(pairAllowed(deckCard(survivorA), deckCard(survivorB))).toMatchObject({ ok: true, rule: '702.124i' })
    expect(pairAllowed(deckCard(survivorA), deckCard(fatherSon))).toMatchObject({ ok: false, rule: '702.124f' })
    expect(pairAllowed(deckCard(survivorA), deckCard(tymna))).toMatchObject({ ok: false, rule: '702.124f' })
  })

  it('702.124k: choose a Background pairs with a legendary Background, which is then a commander', () => {
    const v = validateDeck(deck([wilson, raisedByGiants]), 'commander')
    expect(v.issues.filter((i) => i.severity === 'error')).toEqual([])
    expect(v.legal).toBe(true)
    expect(v.counts.commander).toBe(2)
  })

  it('702.124k: a Background cannot lead alone, nor beside a partner', () => {
    const alone = validateDeck(deck([raisedByGiants]), 'commander')
    expect(alone.issues.map((i) => [i.code, i.rule])).toContainEqual(['not_a_commander', '903.3'])
    const withTymna = validateDeck(deck([tymna, raisedByGiants]), 'commander')
    expect(withTymna.legal).toBe(false)
    expect(withTymna.issues.map((i) => [i.code, i.rule])).toEqual(
      expect.arrayContaining([
        ['not_a_commander', '903.3'],
        ['invalid_partners', '702.124k'],
      ]),
    )
  })

  it("702.124m: Doctor's companion pairs with a Time Lord Doctor that has no other creature types", () => {
    expect(
      validateDeck(deck([clara, tenth]), 'commander')
        .issues.filter((i) => i.severity === 'error')
        .map((i) => i.code),
    ).toEqual([])
    expect(pairAllowed(deckCard(clara), deckCard(humanDoctor))).toMatchObject({ ok: false })
    expect(pairAllowed(deckCard(clara), deckCard(tymna))).toMatchObject({ ok: false, rule: '702.124f' })
  })

  it('702.124g: never more than two commanders', () => {
    const three = validateDeck(deck([survivorA, survivorB, tymna]), 'commander')
    expect(three.issues.map((i) => [i.code, i.rule])).toContainEqual(['too_many_commanders', '702.124g'])
  })

  it("702.124c: the deck's identity is both commanders' together", () => {
    const ok = validateDeck(
      deck([survivorA, survivorB], [card({ name: 'Gruul Card', typeLine: 'Instant', manaCost: '{R}{G}', colorIdentity: ['R', 'G'] })]),
      'commander',
    )
    expect(ok.issues.filter((i) => i.code === 'color_identity')).toEqual([])
    const off = validateDeck(
      deck([survivorA, survivorB], [card({ name: 'Blue Card', typeLine: 'Instant', manaCost: '{U}', colorIdentity: ['U'] })]),
      'commander',
    )
    expect(off.issues.find((i) => i.code === 'color_identity')).toMatchObject({
      cards: ['Blue Card'],
      cite: expect.arrayContaining([{ rule: '702.124c' }]),
    })
  })
})

describe('903.3: who may be the commander', () => {
  it('a legendary creature, a legendary Vehicle, or a card that says it can be your commander', () => {
    const vehicle = card({
      name: 'Shorikai, Genesis Engine',
      typeLine: 'Legendary Artifact — Vehicle',
      colorIdentity: ['W', 'U'],
      oracleText: 'Crew 8',
    })
    const walker = card({
      name: 'Will Kenrith',
      typeLine: 'Legendary Planeswalker — Will',
      colorIdentity: ['U'],
      oracleText: 'Will Kenrith can be your commander.',
    })
    const plainWalker = card({ name: 'Jace, the Mind Sculptor', typeLine: 'Legendary Planeswalker — Jace', colorIdentity: ['U'] })
    const forestU = card({ name: 'Island', typeLine: 'Basic Land — Island', colorIdentity: ['U'] })
    const ninetyNine = (c: Card): ResolvedDeck => ({
      inputFormat: 'text',
      entries: [line(c, 'commander', 1, 1), line(forestU, 'main', 99, 2)],
      unresolved: [],
      skipped: [],
      notes: [],
    })
    expect(validateDeck(ninetyNine(vehicle), 'commander').legal).toBe(true)
    expect(validateDeck(ninetyNine(walker), 'commander').legal).toBe(true)
    const jace = validateDeck(ninetyNine(plainWalker), 'commander')
    expect(jace.issues.map((i) => i.code)).toEqual(['not_a_commander'])
    // Brawl allows planeswalkers (903.12c), with 60 cards (903.12d)
    const brawl = validateDeck(
      { ...ninetyNine(plainWalker), entries: [line(plainWalker, 'commander', 1, 1), line(forestU, 'main', 59, 2)] },
      'standardbrawl',
    )
    expect(brawl.issues.filter((i) => i.code === 'not_a_commander' || i.code.startsWith('deck_too'))).toEqual([])
  })
})

describe('903.4b: a commander whose color is chosen before the game', () => {
  // Prismatic Piper (Commander Legends), its Oracle text typed in: no printing in the shared data
  const piper = card({
    name: 'The Prismatic Piper',
    typeLine: 'Legendary Creature — Shapeshifter',
    manaCost: '{5}',
    manaValue: 5,
    oracleText:
      'Changeling (This card is every creature type.)\nThe Prismatic Piper can be your commander.\nIf The Prismatic Piper is your commander, choose a color before the game begins. The Prismatic Piper is the chosen color.',
  })
  const island = card({ name: 'Island', typeLine: 'Basic Land — Island', colorIdentity: ['U'] })

  it('is reported unchecked, never judged by its printed (colorless) identity', () => {
    const v = validateDeck(
      {
        inputFormat: 'text',
        entries: [line(piper, 'commander', 1, 1), line(island, 'main', 99, 2)],
        unresolved: [],
        skipped: [],
        notes: [],
      },
      'commander',
    )
    expect(v.issues.map((i) => [i.code, i.rule, i.supported])).toEqual([['commander_color_choice', '903.4b', false]])
    expect(v.legal).toBe(null)
    expect(v.issues[0]!.cite).toContainEqual({
      oracle: { card: 'The Prismatic Piper', text: expect.stringMatching(/^If The Prismatic Piper is your commander, choose a color/) },
    })
    // a broken rule elsewhere still makes the deck illegal
    const short = validateDeck(
      {
        inputFormat: 'text',
        entries: [line(piper, 'commander', 1, 1), line(island, 'main', 98, 2)],
        unresolved: [],
        skipped: [],
        notes: [],
      },
      'commander',
    )
    expect(short.legal).toBe(false)
  })
})
