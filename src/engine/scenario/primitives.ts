// The scenario language's building blocks, as JSON Schema (TypeBox): references, players, zones,
// mana, ability references. Every schema of the language is made of these, so a name means one
// thing everywhere.
import Type, { type TSchema } from 'typebox'

export const LIMITS = { cards: 100, actions: 200, ask: 100, refLength: 64, nameLength: 200, textLength: 5000 } as const

export const ZONES = ['library', 'hand', 'graveyard', 'exile', 'stack', 'battlefield', 'command'] as const

export const Opt = <T extends TSchema>(t: T) => Type.Optional(t)
export const closed = { additionalProperties: false } as const

export const Ref = Type.String({
  minLength: 1,
  maxLength: LIMITS.refLength,
  description: 'A card of "cards" by its reference name, or a reference an earlier action made with "as".',
})
export const Refs = (maxItems: number, description: string) => Type.Array(Ref, { maxItems, description })
export const Player = Type.String({
  minLength: 1,
  maxLength: 40,
  description: 'A player: "you" or "opponent" unless "players" names them.',
})
export const Zone = Type.Enum([...ZONES], { description: 'library, hand, graveyard, exile, stack, battlefield or command.' })
/** Zones a card can be set up in or moved from (not the stack: a spell gets there by being cast). */
export const SetupZone = Type.Enum(['library', 'hand', 'graveyard', 'exile', 'battlefield', 'command'], {
  description: 'library, hand, graveyard, exile, battlefield or command.',
})
export const Mana = Type.String({
  minLength: 3,
  maxLength: 100,
  pattern: '^(\\{[^{}]+\\})+$',
  description: 'Mana symbols in braces, e.g. "{2}{G}".',
})
export const Bool = Type.Boolean()
export const Id = Type.String({
  minLength: 1,
  maxLength: LIMITS.refLength,
  description: 'Names the action, for the questions "legal", "found" and "manaProduced".',
})
export const Count = Type.Integer({ minimum: 0, maximum: 1000 })
export const CardName = Type.String({
  minLength: 1,
  maxLength: LIMITS.nameLength,
  description: 'A card name, as chosen for an effect such as Meddling Mage\'s "choose a card name".',
})
/**
 * One spelling for a reference to an ability of a card, everywhere: its number in print order among
 * the abilities the action or question is about (1 = the first mana ability for activateManaAbility,
 * the first activated ability for canActivate…), or a word naming it: its keyword as printed
 * ("Plainscycling") or its kicker label ("A", "B", CR 702.33f).
 */
export const AbilityRef = Type.Union([Type.Integer({ minimum: 1, maximum: 20 }), Type.String({ minLength: 1, maxLength: 60 })], {
  description:
    'An ability of the card: its number in print order among the abilities the action or question is about (1 = the first), or its keyword as printed ("Plainscycling"), or a kicker label ("A", "B").',
})
/** The permanent or effect that grants or causes something: a card reference, or the effect's name in words. */
export const Source = Type.String({
  minLength: 1,
  maxLength: LIMITS.nameLength,
  description:
    'The permanent or effect that grants or causes this: a card of "cards" by its reference name, or the effect described in words (e.g. "Yawgmoth\'s Will").',
})

/**
 * The choices made as a permanent entered ("As ~ enters, choose a color", CR 614.1c, 614.12): one field for
 * every kind of choice, on a card's placement and on the actions that put a permanent onto the battlefield.
 * "chosenName" is the older spelling of "chosen": { "cardName": … }.
 */
export const COLOR_CHOICES = ['white', 'blue', 'black', 'red', 'green'] as const
export const Chosen = Type.Object(
  {
    color: Type.Optional(Type.Enum([...COLOR_CHOICES], { description: '"As ~ enters, choose a color" (CR 105.1).' })),
    creatureType: Type.Optional(
      Type.String({ minLength: 1, maxLength: 40, description: '"Choose a creature type", e.g. "Elf" (CR 205.3m).' }),
    ),
    cardType: Type.Optional(
      Type.String({ minLength: 1, maxLength: 40, description: '"Choose a card type", e.g. "artifact" (CR 205.2a).' }),
    ),
    basicLandType: Type.Optional(
      Type.Enum(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'], { description: '"Choose a basic land type" (CR 205.3i).' }),
    ),
    player: Type.Optional(Type.String({ ...Player, description: '"Choose a player" or "choose an opponent".' })),
    cardName: Type.Optional(Type.String({ ...CardName, description: '"Choose a card name" (CR 201.3); the same as "chosenName".' })),
    number: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, description: '"Choose a number".' })),
  },
  {
    additionalProperties: false,
    minProperties: 1,
    description:
      'What was chosen as it entered ("As ~ enters, choose …", CR 614.1c, 614.12), e.g. { "color": "red" }. A choice its text makes that is not given leaves what depends on it unsupported.',
  },
)
