// Color identity (CR 903.4) read from printed characteristics, against hand-written cards for each
// subrule, and against the identity the source data gives every card of the fixture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { colorIdentity, deckbuildingColors } from '../../src/decks/identity.js'
import { CARD_COLUMNS, toCard } from '../../src/queries/cards.js'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase } from '../support/database.js'
import { card } from './support.js'

describe('CR 903.4', () => {
  it('mana symbols in the mana cost and the rules text, hybrid and Phyrexian ones too', () => {
    expect(
      colorIdentity(card({ name: 'Boros Reckoner', typeLine: 'Creature — Minotaur Wizard', manaCost: '{R/W}{R/W}{R/W}' })).colors,
    ).toEqual(['W', 'R'])
    expect(colorIdentity(card({ name: 'Gut Shot', typeLine: 'Instant', manaCost: '{R/P}' })).colors).toEqual(['R'])
    expect(colorIdentity(card({ name: 'Spectral Procession', typeLine: 'Sorcery', manaCost: '{2/W}{2/W}{2/W}' })).colors).toEqual(['W'])
    expect(
      colorIdentity(
        card({ name: 'Alloy Myr', typeLine: 'Artifact Creature — Myr', manaCost: '{3}', oracleText: '{T}: Add one mana of any color.' }),
      ).colors,
    ).toEqual([])
    expect(
      colorIdentity(
        card({ name: 'Fireforger', typeLine: 'Artifact', manaCost: '{2}', oracleText: '{T}: Add {R}.\n{2}{U}, {T}: Draw a card.' }),
      ).colors,
    ).toEqual(['U', 'R'])
  })

  it('903.4c: reminder text is ignored', () => {
    const extort = card({
      name: 'Tithe Taker',
      typeLine: 'Creature — Human Cleric',
      manaCost: '{1}{W}',
      oracleText:
        'Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain that much life.)',
    })
    expect(colorIdentity(extort).colors).toEqual(['W'])
  })

  it('204, 903.4: a color indicator; 604.3: a characteristic-defining ability', () => {
    expect(colorIdentity(card({ name: 'Dryad Arbor', typeLine: 'Land Creature — Forest Dryad', colorIndicator: ['G'] })).colors).toEqual([
      'G',
    ])
    const courier = card({
      name: 'Transguild Courier',
      typeLine: 'Artifact Creature — Golem',
      manaCost: '{4}',
      oracleText: 'Transguild Courier is all colors.',
    })
    expect(colorIdentity(courier).colors).toEqual(['W', 'U', 'B', 'R', 'G'])
    expect(colorIdentity(card({ name: 'X', typeLine: 'Creature', oracleText: 'This card is blue and red.' })).colors).toEqual(['U', 'R'])
    // an effect on another object is not a characteristic-defining ability
    expect(colorIdentity(card({ name: 'Y', typeLine: 'Enchantment — Aura', oracleText: 'Enchanted creature is black.' })).colors).toEqual(
      [],
    )
  })

  it('903.4d: the back face of a double-faced card counts', () => {
    const delver = card({
      name: 'Delver of Secrets // Insectile Aberration',
      typeLine: 'Creature — Human Wizard // Creature — Human Insect',
      layout: 'transform',
      faces: [
        {
          position: 0,
          name: 'Delver of Secrets',
          manaCost: '{U}',
          manaValue: 1,
          colors: ['U'],
          colorIndicator: [],
          typeLine: 'Creature — Human Wizard',
          oracleText: '',
          power: '1',
          toughness: '1',
          loyalty: null,
          defense: null,
        },
        {
          position: 1,
          name: 'Insectile Aberration',
          manaCost: null,
          manaValue: null,
          colors: ['U'],
          colorIndicator: ['U'],
          typeLine: 'Creature — Human Insect',
          oracleText: 'Flying',
          power: '3',
          toughness: '2',
          loyalty: null,
          defense: null,
        },
      ],
    })
    expect(colorIdentity(delver).colors).toEqual(['U'])
    const back = card({
      name: 'Front // Back',
      typeLine: 'Creature // Land',
      layout: 'modal_dfc',
      faces: [
        {
          position: 0,
          name: 'Front',
          manaCost: '{1}{G}',
          manaValue: 2,
          colors: ['G'],
          colorIndicator: [],
          typeLine: 'Creature — Elf',
          oracleText: '',
          power: '2',
          toughness: '2',
          loyalty: null,
          defense: null,
        },
        {
          position: 1,
          name: 'Back',
          manaCost: null,
          manaValue: null,
          colors: [],
          colorIndicator: [],
          typeLine: 'Land',
          oracleText: '{T}: Add {B}.',
          power: null,
          toughness: null,
          loyalty: null,
          defense: null,
        },
      ],
    })
    expect(colorIdentity(back).colors).toEqual(['B', 'G'])
    expect(colorIdentity(back).sources).toEqual({
      G: [{ text: '{G} in the mana cost', rules: ['903.4'] }],
      B: [{ text: '{B} in the rules text of its back face, Back', rules: ['903.4', '903.4d'] }],
    })
  })

  it('says where each color comes from, and the rule that makes it count', () => {
    const finks = colorIdentity(card({ name: 'Kitchen Finks', typeLine: 'Creature — Ouphe', manaCost: '{1}{G/W}{G/W}' }))
    expect(finks.sources).toEqual({
      W: [{ text: '{G/W} in the mana cost', rules: ['903.4'] }],
      G: [{ text: '{G/W} in the mana cost', rules: ['903.4'] }],
    })
    const arbor = colorIdentity(card({ name: 'Dryad Arbor', typeLine: 'Land Creature — Forest Dryad', colorIndicator: ['G'] }))
    expect(arbor.sources.G).toEqual([{ text: 'the green color indicator', rules: ['903.4', '204'] }])
    const courier = colorIdentity(
      card({
        name: 'Transguild Courier',
        typeLine: 'Artifact Creature — Golem',
        manaCost: '{4}',
        oracleText: 'Transguild Courier is all colors.',
      }),
    )
    expect(courier.sources.U).toEqual([{ text: 'the characteristic-defining ability', rules: ['903.4', '604.3'] }])
    // 903.4e: an adventure's cost counts, and is named as the adventure's
    const adventure = colorIdentity(
      card({
        name: 'Giant // Stomp',
        typeLine: 'Creature — Giant // Instant — Adventure',
        layout: 'adventure',
        faces: [
          {
            position: 0,
            name: 'Giant',
            manaCost: '{2}{R}',
            manaValue: 3,
            colors: ['R'],
            colorIndicator: [],
            typeLine: 'Creature — Giant',
            oracleText: '',
            power: '4',
            toughness: '3',
            loyalty: null,
            defense: null,
          },
          {
            position: 1,
            name: 'Stomp',
            manaCost: '{1}{W}',
            manaValue: 2,
            colors: ['W'],
            colorIndicator: [],
            typeLine: 'Instant — Adventure',
            oracleText: '',
            power: null,
            toughness: null,
            loyalty: null,
            defense: null,
          },
        ],
      }),
    )
    expect(adventure.sources.W).toEqual([{ text: '{W} in the mana cost of its adventure, Stomp', rules: ['903.4', '903.4e'] }])
    // 903.4c: reminder text gives no color, and no source
    const extort = colorIdentity(
      card({
        name: 'Tithe Taker',
        typeLine: 'Creature',
        manaCost: '{1}{W}',
        oracleText: 'Extort (Whenever you cast a spell, you may pay {W/B}.)',
      }),
    )
    expect(Object.keys(extort.sources)).toEqual(['W'])
  })

  it('903.5d: basic land types are the colors of mana the land could make, kept apart', () => {
    const vents = colorIdentity(card({ name: 'Steam Vents', typeLine: 'Land — Island Mountain', oracleText: '({T}: Add {U} or {R}.)' }))
    expect(vents).toEqual({ colors: [], landTypeColors: ['U', 'R'], sources: {} })
    expect(deckbuildingColors(vents)).toEqual(['U', 'R'])
  })
})

describe('against the source data', () => {
  let db: Database
  beforeAll(async () => {
    db = await fixtureDatabase()
  }, 600_000)
  afterAll(() => db.close())

  it('every card of the fixture has the identity its source gives it', async () => {
    const { rows } = await db.pool.query(`SELECT ${CARD_COLUMNS} FROM cards c WHERE NOT c.is_extra`) // tokens go in no deck
    expect(rows.length).toBe(3206)
    const differ = rows
      .map(toCard)
      .filter(
        (c) =>
          deckbuildingColors(colorIdentity(c)).join('') !== ['W', 'U', 'B', 'R', 'G'].filter((x) => c.colorIdentity.includes(x)).join(''),
      )
      .map((c) => c.name)
    expect(differ).toEqual([])
  })
})
