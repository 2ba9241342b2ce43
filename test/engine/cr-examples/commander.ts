// The examples of CR 903, the Commander variant (see ./example.ts). The scenario language has no
// Commander game: no commander designation, no color identity, no deck. (Deck construction's color
// identity rules, 903.4–903.5d, are checked by POST /decks/validate: src/decks/validate/commander.ts.)
import type { CrExample } from './example.js'

export const commander: CrExample[] = [
  {
    rule: '903.3',
    example:
      'A commander that’s been turned face down (due to Ixidron’s effect, for example) is still a commander. A commander that’s copying another card (due to Cytoshape’s effect, for example) is still a commander. A permanent that’s copying a commander (such as a Body Double, for example, copying a commander in a player’s graveyard) is not a commander.',
    notExpressible:
      "The language has no Commander game: it can't designate a card as a player's commander (903.3), turn a permanent face down, or ask whether an object is a commander.",
  },
  {
    rule: '903.4',
    example:
      'Bosh, Iron Golem is a legendary artifact creature with mana cost {8} and the ability “{3}{R}, Sacrifice an artifact: Bosh, Iron Golem deals damage equal to the sacrificed artifact’s mana value to any target.” Bosh’s color identity is red.',
    notExpressible:
      'Color identity (903.4) is a deck-construction attribute of a card: no question of the scenario language asks it (POST /decks/validate computes it, src/decks/identity.ts).',
  },
  {
    rule: '903.4d',
    example:
      'Civilized Scholar is the front face of a double-faced card with mana cost {2}{U}. Homicidal Brute is the back face of that double-faced card and has a red color indicator. The card’s color identity is blue and red.',
    notExpressible:
      'Color identity (903.4d) is a deck-construction attribute of a card, here of both faces of a double-faced card: no question of the scenario language asks it (POST /decks/validate computes it).',
  },
  {
    rule: '903.5c',
    example:
      'Wort, the Raidmother is a legendary creature with mana cost {4}{R/G}{R/G}. Wort’s color identity is red and green. Each card in a Wort Commander deck must be only red, only green, both red and green, or have no color. Each mana symbol in the mana cost or rules text of a card in this deck must be only red, only green, both red and green, or have no color.',
    notExpressible:
      'Which cards a Commander deck may include (903.5c) is deck construction, outside a game: the scenario language has no deck and no commander (POST /decks/validate checks it).',
  },
  {
    rule: '903.5d',
    example:
      'Wort, the Raidmother’s color identity is red and green. A Wort Commander deck may include land cards with the basic land types Mountain and/or Forest. It can’t include any land cards with the basic land types Plains, Island, or Swamp.',
    notExpressible:
      'Which lands a Commander deck may include (903.5d) is deck construction, outside a game: the scenario language has no deck and no commander (POST /decks/validate checks it).',
  },
]
