// The examples of CR 614, replacement effects, as scenarios (see ./example.ts). Cards the example
// names are the real cards; an ability it quotes without a card is an inline card with that text.
import type { CrExample } from './example.js'

export const replacement: CrExample[] = [
  {
    rule: '614.4',
    example:
      'A player can activate an ability to regenerate a creature in response to a spell that would destroy it. Once the spell resolves, though, it’s too late to regenerate the creature.',
    note: "Drudge Skeletons' regeneration is activated in response to the opponent's Murder; the shield exists when Murder resolves, so the Skeletons are tapped instead of destroyed.",
    scenario: {
      cards: {
        skeletons: { card: 'Drudge Skeletons', zone: 'battlefield' },
        murder: { card: 'Murder', owner: 'opponent' },
      },
      actions: [
        { do: 'cast', card: 'murder', targets: ['skeletons'] },
        { do: 'activate', card: 'skeletons', as: 'regenerate' },
        { do: 'resolve', card: 'regenerate' },
        { do: 'resolve', card: 'murder' },
      ],
      ask: [
        { q: 'zone', of: 'skeletons' },
        { q: 'isTapped', of: 'skeletons' },
      ],
    },
    answers: ['battlefield', true],
  },
  {
    rule: '614.5',
    example:
      'A player controls two permanents, each with an ability that reads “If a creature you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.” A creature that normally deals 2 damage will deal 8 damage—not just 4, and not an infinite amount.',
    note: 'The creature deals its 2 damage to the opponent; each doubling applies once: 2 → 4 → 8.',
    scenario: {
      cards: {
        d1: {
          name: 'Doubler One',
          manaCost: '{2}{R}',
          typeLine: 'Enchantment',
          oracleText:
            'If a creature you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.',
          zone: 'battlefield',
        },
        d2: {
          name: 'Doubler Two',
          manaCost: '{2}{R}',
          typeLine: 'Enchantment',
          oracleText:
            'If a creature you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.',
          zone: 'battlefield',
        },
        bears: { card: 'Grizzly Bears', zone: 'battlefield' },
      },
      actions: [{ do: 'dealDamage', source: 'bears', to: 'opponent', amount: 2 }],
      ask: [{ q: 'lifeTotal', of: 'opponent' }],
    },
    answers: [12],
  },
  {
    rule: '614.12',
    example:
      'Voice of All says “As this creature enters, choose a color” and “This creature has protection from the chosen color.” An effect creates a token that’s a copy of Voice of All. As that token is created, the token’s controller chooses a color for it.',
    notExpressible:
      'The scenario language can state no color chosen as a permanent enters (only a card name, chosenName), and no question asks which color was chosen or what a permanent has protection from.',
  },
  {
    rule: '614.12',
    example:
      'Yixlid Jailer says “Cards in graveyards lose all abilities.” Scarwood Treefolk says “This creature enters tapped.” A Scarwood Treefolk that’s put onto the battlefield from a graveyard enters the battlefield tapped.',
    scenario: {
      cards: {
        jailer: { card: 'Yixlid Jailer', zone: 'battlefield' },
        treefolk: { card: 'Scarwood Treefolk', zone: 'graveyard' },
      },
      actions: [{ do: 'putOntoBattlefield', card: 'treefolk', from: 'graveyard' }],
      ask: [
        { q: 'zone', of: 'treefolk' },
        { q: 'isTapped', of: 'treefolk' },
      ],
    },
    answers: ['battlefield', true],
  },
  {
    rule: '614.12',
    example:
      'Orb of Dreams is an artifact that says “Permanents enter tapped.” It won’t affect itself, so Orb of Dreams enters the battlefield untapped.',
    scenario: {
      cards: { orb: 'Orb of Dreams' },
      actions: [{ do: 'cast', card: 'orb' }, { do: 'resolve' }],
      ask: [
        { q: 'zone', of: 'orb' },
        { q: 'isTapped', of: 'orb' },
      ],
    },
    answers: ['battlefield', false],
  },
  {
    rule: '614.13a',
    example:
      'Sutured Ghoul says, in part, “As this creature enters, exile any number of creature cards from your graveyard.” If Sutured Ghoul and Runeclaw Bear enter the battlefield from your graveyard at the same time, you can’t choose to exile either of them when applying Sutured Ghoul’s replacement effect.',
    notExpressible:
      'No action puts two cards onto the battlefield at the same time, and the language can state no choice of the cards exiled as a permanent enters ("exile any number of creature cards").',
  },
  {
    rule: '614.13b',
    example:
      'Jund (a plane card) says, “Whenever a player casts a black, red, or green creature spell, it gains devour 5.” A player controls Runeclaw Bear and casts Thunder-Thrash Elder, a red creature spell with devour 3. As Thunder-Thrash Elder enters the battlefield, its controller can choose to sacrifice Runeclaw Bear when applying the devour 3 effect or when applying the devour 5 effect, but not both. Thunder-Thrash Elder will enter the battlefield with zero, three, or five +1/+1 counters, depending on this choice.',
    notExpressible:
      'Plane cards (Planechase) are not in the language, and it can state no devour choice (which creatures are sacrificed as the creature enters, and for which devour ability).',
  },
  {
    rule: '614.13c',
    example:
      'Ashiok, Wicked Manipulator has an ability that reads “If you would pay life while your library has at least that many cards in it, exile that many cards from the top of your library instead.” Breeding Pool is a land that reads, in part, “As this land enters, you may pay 2 life.” If an effect allows a player to play Breeding Pool from the top of their library while they control Ashiok, and they choose to pay life as Breeding Pool enters, Ashiok’s replacement effect will ignore Breeding Pool, because it is entering the battlefield, and the next two cards will be exiled.',
    notExpressible:
      'The language can state neither playing a land from the top of a library (playLand takes it from the hand) nor the choice "you may pay 2 life" made as a land enters.',
  },
]
