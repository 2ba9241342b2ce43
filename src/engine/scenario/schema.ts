// The scenario language, defined once: the JSON Schema (TypeBox) below is what POST /evaluate and
// GraphQL evaluate accept, what GET /evaluate/schema serves, and where the engine's TypeScript types
// come from (Static<…>). Other spellings users naturally write are accepted as aliases (aliases.ts).
import Type, { type Static } from 'typebox'
import { ACTIONS, type COST_CHOICES, type Kicker } from './actions.js'
import { type CardCharacteristicsSchema, CardSpec as CardSpecSchema, Placement } from './cards.js'
import { type Chosen, closed, Count, LIMITS, Opt, Player, Refs, type ZONES } from './primitives.js'
import { QUESTIONS } from './questions.js'
import { TurnSetUp } from './turn.js'

export const ScenarioSchema = Type.Object(
  {
    cards: Type.Record(Type.String({ minLength: 1, maxLength: LIMITS.refLength }), CardSpecSchema, {
      maxProperties: LIMITS.cards,
      description: 'The cards of the scenario by reference name: a store card name, { card, zone, … }, or an inline card.',
    }),
    players: Opt(
      Type.Array(Player, { minItems: 1, maxItems: 8, description: 'Player names; default ["you", "opponent"]. The first is "you".' }),
    ),
    life: Opt(
      Type.Record(Player, Type.Integer({ minimum: -1000, maximum: 100000 }), {
        maxProperties: 8,
        description: 'Life totals at the start, by player; default 20 each (CR 103.4, 119.1).',
      }),
    ),
    poison: Opt(Type.Record(Player, Count, { maxProperties: 8, description: 'Poison counters at the start, by player (CR 122.1f).' })),
    // turn structure (src/engine/game/turn.ts): where the game is in the turn; without it, timing isn't checked
    turn: Opt(TurnSetUp),
    // the legend rule's choice (src/engine/game/legend-rule.ts)
    legendRule: Opt(
      Type.Object(
        { keep: Refs(20, 'The legendary permanents their controllers keep when the legend rule applies (CR 704.5j).') },
        {
          ...closed,
          description: 'The choice the legend rule asks for (CR 704.5j); without it, the permanents concerned are unsupported.',
        },
      ),
    ),
    actions: Opt(Type.Array(Type.Union(Object.values(ACTIONS)), { maxItems: LIMITS.actions, description: 'What happens, in order.' })),
    ask: Type.Array(Type.Union(Object.values(QUESTIONS)), {
      minItems: 1,
      maxItems: LIMITS.ask,
      description: 'The questions, answered after the actions.',
    }),
  },
  {
    ...closed,
    title: 'Scenario',
    description: 'A rules scenario: cards, actions in order, and the questions to answer afterwards (docs/evaluate.md).',
  },
)

export type CardSpec = Static<typeof CardSpecSchema>
export type CardCharacteristics = Static<typeof CardCharacteristicsSchema>
const PlacementSchema = Type.Object(Placement)
export type CardPlacement = Static<typeof PlacementSchema>
/** What was chosen as a permanent entered ("As ~ enters, choose a color", CR 614.12). */
export type EntryChoices = Static<typeof Chosen>
export type Action = Static<(typeof ACTIONS)[keyof typeof ACTIONS]>
export type ActionKind = Action['do']
export type Question = Static<(typeof QUESTIONS)[keyof typeof QUESTIONS]>
export type QuestionKind = Question['q']
/** The scenario as the schema describes it (the unions of actions and questions spelled out for TypeScript). */
export type Scenario = Omit<Static<typeof ScenarioSchema>, 'actions' | 'ask'> & { actions?: Action[]; ask: Question[] }
export type Zone = (typeof ZONES)[number]
export type KickerChoice = Static<typeof Kicker>
export type CostChoice = (typeof COST_CHOICES)[number]
export type CastOptions = Omit<Extract<Action, { do: 'cast' }>, 'do' | 'id' | 'card'>
export type AbilityReference = number | string

/** The JSON Schema document GET /evaluate/schema serves (draft 2020-12). */
export function scenarioJsonSchema(): Record<string, unknown> {
  return { $schema: 'https://json-schema.org/draft/2020-12/schema', ...JSON.parse(JSON.stringify(ScenarioSchema)) }
}
