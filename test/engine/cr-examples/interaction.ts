// The examples of CR 616, interaction of replacement and/or prevention effects, as scenarios (see
// ./example.ts). Cards the example names are the real cards; an ability it quotes without a card is an
// inline card with that text.
import type { CrExample } from './example.js'

export const interaction: CrExample[] = [
  {
    rule: '616.1f',
    example:
      'Two permanents are on the battlefield. One is an enchantment that reads “If a card would be put into a graveyard from anywhere, instead exile it,” and the other is a creature that reads “If this creature would die, instead shuffle it into its owner’s library.” If the creature is destroyed, its controller decides which replacement to apply first; the other does nothing.',
    notExpressible:
      "The answer is the destroyed creature's controller's choice of the replacement effect applied first (CR 616.1), and the language can state no such choice: where the creature goes (exile or its owner's library) depends on it.",
  },
  {
    rule: '616.1f',
    example:
      'Essence of the Wild reads “Creatures you control enter as a copy of this creature.” A player who controls Essence of the Wild casts Rusted Sentinel, which normally enters the battlefield tapped. As it enters the battlefield, the copy effect from Essence of the Wild is applied first. As a result, it no longer has the ability that causes it to enter the battlefield tapped. Rusted Sentinel will enter the battlefield as an untapped copy of Essence of the Wild.',
    scenario: {
      cards: {
        essence: { card: 'Essence of the Wild', zone: 'battlefield' },
        sentinel: 'Rusted Sentinel',
      },
      actions: [{ do: 'cast', card: 'sentinel' }, { do: 'resolve' }],
      ask: [
        { q: 'isTapped', of: 'sentinel' },
        { q: 'isCopy', of: 'sentinel' },
        { q: 'power', of: 'sentinel' },
        { q: 'toughness', of: 'sentinel' },
      ],
    },
    answers: [false, true, 6, 6],
  },
  {
    rule: '616.1g',
    example:
      'A player is instructed to create a token that’s a copy of Voice of All, which has the ability “As this creature enters, choose a color.” Doubling Season has an ability that reads “If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.” Because entering the battlefield is an event contained within the event of creating a token, the effect of Doubling Season must be applied first, and then the effects of the two Voice of All tokens may be applied in either order.',
    notExpressible:
      "The language can state no color chosen as a token enters (only a card name, chosenName), and names only one token of a createTokenCopy (its 'as'), so the second token Doubling Season makes can't be asked about.",
  },
  {
    rule: '616.2',
    example:
      'One effect reads “If you would gain life, draw that many cards instead,” and another reads “If you would draw a card, return a card from your graveyard to your hand instead.” Both effects combine (regardless of the order they came into existence): Instead of gaining 1 life, the player puts a card from their graveyard into their hand.',
    note: 'You gain 1 life with both effects on the battlefield; one card is in your graveyard, one in your library, none in your hand.',
    scenario: {
      cards: {
        gain: {
          name: 'Life Into Cards',
          manaCost: '{2}{U}',
          typeLine: 'Enchantment',
          oracleText: 'If you would gain life, draw that many cards instead.',
          zone: 'battlefield',
        },
        draw: {
          name: 'Cards From The Grave',
          manaCost: '{2}{B}',
          typeLine: 'Enchantment',
          oracleText: 'If you would draw a card, return a card from your graveyard to your hand instead.',
          zone: 'battlefield',
        },
        dead: { card: 'Grizzly Bears', zone: 'graveyard' },
        top: { card: 'Hill Giant', zone: 'library' },
      },
      actions: [{ do: 'gainLife', player: 'you', amount: 1 }],
      ask: [
        { q: 'lifeTotal', of: 'you' },
        { q: 'zone', of: 'dead' },
        { q: 'zone', of: 'top' },
        { q: 'handSize', of: 'you' },
      ],
    },
    answers: [20, 'hand', 'library', 1],
  },
]
