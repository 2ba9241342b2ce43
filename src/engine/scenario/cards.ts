// The scenario's cards: a store card by name, a store card with a placement, or an inline card
// (characteristics written out, read by the same Oracle reader).
import Type from 'typebox'
import { Bool, CardName, Chosen, closed, Count, LIMITS, Mana, Opt, Player, Ref, SetupZone } from './primitives.js'

export const Placement = {
  zone: Opt(SetupZone),
  owner: Opt(Player),
  controller: Opt(Player),
  tapped: Opt(Bool),
  summoningSick: Opt(Type.Boolean({ description: "On the battlefield: it came under its controller's control this turn (CR 302.6)." })),
  counters: Opt(
    Type.Record(Type.String({ minLength: 1, maxLength: 40 }), Count, {
      maxProperties: 20,
      description: 'Counters on it by kind, e.g. { "+1/+1": 2 }.',
    }),
  ),
  chosenName: Opt(CardName),
  chosen: Opt(Chosen),
  damage: Opt(Type.Integer({ minimum: 0, maximum: 1000, description: 'On the battlefield: damage marked on it this turn (CR 120.6).' })),
  attachedTo: Opt(
    Type.String({
      ...Ref,
      description:
        'On the battlefield, for an Aura or Equipment: the permanent (a card of "cards", also on the battlefield) it is attached to (CR 303.4, 301.5). An Aura without it is attached to something the engine doesn\'t know; an Equipment without it is unattached.',
    }),
  ),
}

const NullableText = (max: number) => Opt(Type.Union([Type.String({ maxLength: max }), Type.Null()]))

/** A card's characteristics as the engine reads them (from the store, or written inline). */
export const Characteristics = {
  name: Type.String({ minLength: 1, maxLength: LIMITS.nameLength }),
  manaCost: Opt(Type.Union([Mana, Type.Null()])),
  typeLine: Type.String({ minLength: 1, maxLength: LIMITS.nameLength }),
  oracleText: NullableText(LIMITS.textLength),
  power: NullableText(10),
  toughness: NullableText(10),
  loyalty: NullableText(10),
}
export const CardCharacteristicsSchema = Type.Object(Characteristics, { ...closed, title: 'CardCharacteristics' })

export const StoreCardSpec = Type.Object(
  {
    card: Type.String({ minLength: 1, maxLength: LIMITS.nameLength, description: 'A card name in the store (exact, any case).' }),
    ...Placement,
  },
  { ...closed, title: 'StoreCard', description: 'A card from the store, with where and how it starts.' },
)
export const InlineCardSpec = Type.Object(
  { ...Characteristics, ...Placement },
  { ...closed, title: 'InlineCard', description: 'A card written out: the same Oracle reader reads its text.' },
)
export const CardSpec = Type.Union([
  Type.String({ minLength: 1, maxLength: LIMITS.nameLength, description: 'A card name in the store (exact, any case).' }),
  StoreCardSpec,
  InlineCardSpec,
])
