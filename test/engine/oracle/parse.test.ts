// The Oracle-text parser on real cards, in both Oracle wordings (2022: names and "enters the
// battlefield"; 2026: "this creature", "enters").
import { beforeAll, describe, expect, it } from 'vitest'
import { formatManaCost } from '../../../src/engine/mana/cost.js'
import { parseOracle } from '../../../src/engine/oracle/parse.js'
import type { Cost } from '../../../src/engine/oracle/types.js'
import { loadCards, wickerPicker, type DataCard } from '../support/cards.js'

let cards: Record<string, DataCard>
beforeAll(() => {
  cards = loadCards([
    'Blast from the Past',
    'Grow from the Ashes',
    'Everflowing Chalice',
    'Verazol, the Split Current',
    'Elfhame Druid',
    'Thieving Skydiver',
    'Lava Dart',
    'Homing Sliver',
    'Tectonic Reformation',
    'Ash Barrens',
    "Urza's Rage",
    'Krosan Tusker',
    'Horror of the Broken Lands',
    'Stormscape Battlemage',
    'Meddling Mage',
    'Deep Analysis',
    'Sanctum Plowbeast',
    'Bog Badger',
  ])
})
const p = (name: string) => parseOracle(name, cards[name]!.oracleText)
const cost = (c: Cost | null | undefined) => (c ? [c.mana ? formatManaCost(c.mana) : null, ...c.other].filter(Boolean).join(', ') : null)

describe('Oracle parser', () => {
  it('reads a comma-separated keyword line with five costs (Blast from the Past)', () => {
    const a = p('Blast from the Past')
    expect(a.keywords.map((k) => `${k.keyword} ${cost(k.costs[0])}`)).toEqual([
      'Madness {R}',
      'Cycling {1}{R}',
      'Kicker {2}{R}',
      'Flashback {3}{R}',
      'Buyback {4}{R}',
    ])
    expect(cost(a.madness)).toBe('{R}')
    expect(cost(a.buyback)).toBe('{4}{R}')
  })

  it('CR 702.33b, 702.33f: "Kicker {W} and/or {2}{B}" is two kicker costs, [A] and [B], each with its linked ability (Stormscape Battlemage, 2022 wording)', () => {
    const a = p('Stormscape Battlemage')
    expect(a.kickers.map((k) => `${k.label} ${cost(k.cost)}`)).toEqual(['A {W}', 'B {2}{B}'])
    expect(a.linkedKicker.map((l) => l.kicker)).toEqual(['A', 'B'])
    expect(a.triggers.filter((t) => t.event === 'enters').map((t) => t.ifKicked?.kicker)).toEqual(['A', 'B'])
  })

  it('CR 702.33c: multikicker, and "for each time it was kicked" linked to it (Everflowing Chalice, 2026 wording)', () => {
    const a = p('Everflowing Chalice')
    expect(a.kickers).toMatchObject([{ label: 'A', multi: true }])
    expect(a.entersWithCounters).toMatchObject([{ counter: 'charge', amount: 1, per: 'kick' }])
    expect(a.manaAbilities[0]!.produces).toEqual({ kind: 'perCounter', mana: 'C', counter: 'charge' })
  })

  it('finds linked "if this spell was kicked" and the search it replaces (Grow from the Ashes)', () => {
    const a = p('Grow from the Ashes')
    expect(a.linkedKicker).toHaveLength(1)
    expect(a.searchEffects.map((e) => [e.description, e.put, e.shuffle, Boolean(e.insteadIfKicked)])).toEqual([
      ['a basic land card', 'battlefield', true, false],
      ['two basic land cards', 'battlefield', true, true],
    ])
  })

  it('reads self-references by name and "enters the battlefield" (2022 wording: Verazol, Thieving Skydiver)', () => {
    const v = p('Verazol, the Split Current')
    expect(v.triggers.map((t) => t.event)).toEqual(['castKickedSpell'])
    expect(v.entersWithCounters).toMatchObject([{ counter: '+1/+1', per: 'manaSpent' }])
    const t = p('Thieving Skydiver')
    expect(cost(t.kickers[0]!.cost)).toBe('{X}')
    expect(t.triggers[0]).toMatchObject({ event: 'enters', ifKicked: { condition: 'kicked' } })
  })

  it('reads non-mana and mixed costs after an em dash (Lava Dart, Deep Analysis)', () => {
    expect(cost(p('Lava Dart').flashback)).toBe('Sacrifice a Mountain')
    expect(cost(p('Deep Analysis').flashback)).toBe('{1}{U}, Pay 3 life')
  })

  it('CR 702.29e: typecycling with what it searches for (Ash Barrens, Sanctum Plowbeast), and granted cycling (Homing Sliver, Tectonic Reformation)', () => {
    expect(p('Ash Barrens').cycling.map((c) => [c.keyword, c.searchesFor])).toEqual([['Basic landcycling', 'basic land']])
    expect(p('Sanctum Plowbeast').cycling.map((c) => [c.keyword, c.searchesFor])).toEqual([
      ['Plainscycling', 'Plains'],
      ['Islandcycling', 'Island'],
    ])
    const homing = p('Homing Sliver')
    expect(homing.cycling.map((c) => c.keyword)).toEqual(['Slivercycling'])
    expect(homing.grants).toMatchObject([{ family: 'typecycling', to: { kind: 'cardsIn', zone: 'hand', quality: 'Sliver' } }])
    expect(p('Tectonic Reformation').grants).toMatchObject([{ family: 'cycling', to: { kind: 'cardsIn', zone: 'hand', quality: 'land' } }])
  })

  it('reads triggers, restrictions and static abilities the engine interprets', () => {
    expect(p('Elfhame Druid').manaAbilities.map((m) => m.restriction?.kickedSpellsOnly ?? false)).toEqual([false, true])
    expect(p('Krosan Tusker').triggers.map((t) => t.event)).toEqual(['cycleSelf'])
    expect(p('Horror of the Broken Lands').triggers).toMatchObject([{ event: 'cycleOrDiscard', excludesSelf: true }])
    expect(p("Urza's Rage").cantBeCountered).toBe(true)
    expect(p('Meddling Mage').prohibitsChosenName).toBe(true)
    const wp = wickerPicker()
    expect(parseOracle(wp.name, wp.oracleText)).toMatchObject({
      grants: [{ family: 'sticker kicker', to: { kind: 'spellsYouCast', types: ['creature'] } }],
      kickers: [],
      stickerKicker: null,
    })
  })

  it('quotes abilities back with the card\'s name for "~"', () => {
    expect(p('Bog Badger').linkedKicker[0]!.text).toBe(
      'When Bog Badger enters, if it was kicked, creatures you control gain menace until end of turn.',
    )
  })
})
