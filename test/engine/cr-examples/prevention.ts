// The examples of CR 615, prevention effects, as scenarios (see ./example.ts). Cards the example
// names are the real cards; the creatures it leaves unnamed are inline cards.
import type { CardSpec } from '../../../src/engine/index.js'
import type { CrExample } from './example.js'

/** An inline creature on the battlefield that survives 2 damage. */
const creature = (name: string, manaCost: string, typeLine: string, rest: Partial<Record<string, unknown>> = {}): CardSpec => ({
  name,
  manaCost,
  typeLine,
  oracleText: '',
  power: '0',
  toughness: '4',
  zone: 'battlefield',
  ...rest,
})

export const prevention: CrExample[] = [
  {
    rule: '615.4',
    example:
      'A player can activate an ability that prevents damage in response to a spell that would deal damage. Once the spell resolves, though, it’s too late to prevent the damage.',
    note: "The opponent's Lightning Bolt targets you; in response Samite Healer prevents the next 1 damage to you, so you take 2.",
    scenario: {
      cards: {
        healer: { card: 'Samite Healer', zone: 'battlefield' },
        bolt: { card: 'Lightning Bolt', owner: 'opponent' },
      },
      actions: [
        { do: 'cast', card: 'bolt', targets: ['you'] },
        { do: 'activate', card: 'healer', targets: ['you'], as: 'shield' },
        { do: 'resolve', card: 'shield' },
        { do: 'resolve', card: 'bolt' },
      ],
      ask: [{ q: 'lifeTotal', of: 'you' }],
    },
    answers: [18],
  },
  {
    rule: '615.10',
    example:
      'Daunting Defender says “If a source would deal damage to a Cleric creature you control, prevent 1 of that damage.” Pyroclasm says “Pyroclasm deals 2 damage to each creature.” Pyroclasm will deal 1 damage to each Cleric creature controlled by Daunting Defender’s controller. It will deal 2 damage to each other creature.',
    note: "Daunting Defender is itself a Cleric; another Cleric of yours, a non-Cleric of yours and an opponent's Cleric are 0/4s.",
    scenario: {
      cards: {
        defender: { card: 'Daunting Defender', zone: 'battlefield' },
        cleric: creature('Your Cleric', '{1}{W}', 'Creature — Human Cleric'),
        soldier: creature('Your Soldier', '{1}{W}', 'Creature — Human Soldier'),
        theirs: creature('Their Cleric', '{1}{B}', 'Creature — Human Cleric', { owner: 'opponent' }),
        pyroclasm: 'Pyroclasm',
      },
      actions: [{ do: 'cast', card: 'pyroclasm' }, { do: 'resolve' }],
      ask: [
        { q: 'damageMarked', of: 'defender' },
        { q: 'damageMarked', of: 'cleric' },
        { q: 'damageMarked', of: 'soldier' },
        { q: 'damageMarked', of: 'theirs' },
      ],
    },
    answers: [1, 1, 2, 2],
  },
  {
    rule: '615.11',
    example:
      'Wojek Apothecary has an ability that says “{T}: Prevent the next 1 damage that would be dealt to target creature and each other creature that shares a color with it this turn.” When the ability resolves, it gives the target creature and each other creature on the battlefield that shares a color with it at that time a shield preventing the next 1 damage that would be dealt to it. Changing creatures’ colors after the ability resolves doesn’t add or remove shields, and creatures that enter the battlefield later in the turn don’t get the shield.',
    note: "Wojek Apothecary targets a white creature; another white creature shares a color with it, a green one doesn't, and a white creature entering after the ability resolves gets no shield. Then Pyroclasm deals 2 damage to each creature. (The color changes of the example aren't stated: the language has no question about colors.)",
    scenario: {
      cards: {
        apothecary: { card: 'Wojek Apothecary', zone: 'battlefield' },
        target: creature('White Target', '{1}{W}', 'Creature — Human Soldier'),
        other: creature('Other White', '{1}{W}', 'Creature — Human Soldier'),
        green: creature('Green One', '{1}{G}', 'Creature — Elf'),
        later: creature('Late White', '{1}{W}', 'Creature — Human Soldier', { zone: 'hand' }),
        pyroclasm: 'Pyroclasm',
      },
      actions: [
        { do: 'activate', card: 'apothecary', targets: ['target'] },
        { do: 'resolve' },
        { do: 'putOntoBattlefield', card: 'later' },
        { do: 'cast', card: 'pyroclasm' },
        { do: 'resolve' },
      ],
      ask: [
        { q: 'damageMarked', of: 'target' },
        { q: 'damageMarked', of: 'other' },
        { q: 'damageMarked', of: 'green' },
        { q: 'damageMarked', of: 'later' },
      ],
    },
    answers: [1, 1, 2, 2],
  },
]
