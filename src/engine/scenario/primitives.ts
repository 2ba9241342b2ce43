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
