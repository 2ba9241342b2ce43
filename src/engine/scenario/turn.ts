// The scenario language's turn structure (src/engine/game/turn.ts): the steps by name, the "turn"
// set-up, and the turn actions' and questions' schemas, added to actions.ts and questions.ts.
import Type from 'typebox'
import { closed, Count, Opt, Player } from './primitives.js'

/** The steps of a turn (CR 500.1), by the names the language uses; a main phase counts as one. */
export const STEP_IDS = [
  'untap',
  'upkeep',
  'draw',
  'precombatMain',
  'beginningOfCombat',
  'declareAttackers',
  'declareBlockers',
  'combatDamage',
  'endOfCombat',
  'postcombatMain',
  'end',
  'cleanup',
] as const
export const StepSchema = Type.Enum([...STEP_IDS], {
  description:
    'A step or main phase (CR 500.1): untap, upkeep, draw, precombatMain, beginningOfCombat, declareAttackers, declareBlockers, combatDamage, endOfCombat, postcombatMain, end, cleanup.',
})

export const TurnSetUp = Type.Object(
  {
    active: Opt(Type.String({ ...Player, description: 'Whose turn it is (the active player, CR 102.1); default: you.' })),
    step: Opt(StepSchema),
    number: Opt(Type.Integer({ minimum: 1, maximum: 1000, description: 'The turn number; default 1.' })),
    priority: Opt(Type.String({ ...Player, description: 'Who has priority (CR 117); default: the active player.' })),
    landsPlayed: Opt(Type.Integer({ ...Count, maximum: 20, description: 'Lands the active player has played this turn (CR 305.2).' })),
  },
  {
    ...closed,
    description:
      'Where the game is in the turn (CR 500–514, 117). With it, casting, activating and playing lands are checked for timing (CR 117.1a, 307.1, 305.1); without it the engine assumes a time they may be done.',
  },
)
