// What each question's `value` is, defined once per question kind: its schema (the shape a supported
// answer's value has; null is always possible: the object isn't there, or the answer is unsupported)
// and an example. docs/evaluate.md's table of questions is generated from it
// (scripts/answer-table.ts), and the tests check every value the engine answers on the labelled
// samples, and every label's expected answer, against it — so a label written in the wrong shape
// ("B" for "{B}") is caught as it is written, not counted as a wrong answer.
import Type, { type TSchema } from 'typebox'
import { ZONES } from './primitives.js'
import type { QuestionKind } from './schema.js'
import { STEP_IDS } from './turn.js'

export interface AnswerValue {
  schema: TSchema
  /** The value in words, for the docs. */
  shape: string
  example: unknown
}

const v = (schema: TSchema, shape: string, example: unknown): AnswerValue => ({ schema, shape, example })

const yesNo = (example = true) => v(Type.Boolean(), '`true` or `false`', example)
const count = (example: number) => v(Type.Integer({ minimum: 0 }), 'a whole number, 0 or more', example)
const integer = (example: number) => v(Type.Integer(), 'a whole number (may be negative)', example)
const refs = (what: string, example: string[]) => v(Type.Array(Type.String({ minLength: 1 })), what, example)

/** Mana symbols in braces, as printed: "{2}{G}", "{X}{R}", "{0}". */
const MANA = '(\\{[^{}]+\\})+'
const manaSymbols = Type.String({ pattern: `^${MANA}$` })

export const ANSWER_VALUES = {
  legal: yesNo(),
  power: integer(3),
  toughness: integer(3),
  damageMarked: count(2),
  wouldDie: yesNo(),
  stateBasedActions: refs('the state-based actions performed, in order, each as a sentence', [
    'Grizzly Bears has lethal damage marked on it and is destroyed (CR 704.5g).',
  ]),
  lifeTotal: integer(17),
  poisonCounters: count(3),
  hasLost: yesNo(false),
  isKicked: yesNo(),
  timesKicked: count(1),
  kickedWith: v(Type.Array(Type.Union([Type.Literal('A'), Type.Literal('B')])), 'the printed kicker costs paid: `"A"`, `"B"`', ['A']),
  linkedKickerApplies: yesNo(),
  seenAsKickedSpell: yesNo(false),
  zone: v(Type.Union(ZONES.map((z) => Type.Literal(z))), `one of ${ZONES.map((z) => `\`"${z}"\``).join(', ')}`, 'graveyard'),
  owner: v(Type.String({ minLength: 1 }), 'a player name', 'you'),
  controller: v(Type.String({ minLength: 1 }), 'a player name (null when it is not a spell or permanent, CR 108.4)', 'opponent'),
  isToken: yesNo(false),
  isCopy: yesNo(false),
  wasCast: yesNo(),
  totalCost: v(
    Type.String({ pattern: `^(${MANA})?(, .+)?$` }),
    'mana symbols in braces, then any other costs after a comma',
    '{1}{B}, Sacrifice a creature',
  ),
  manaValue: count(3),
  manaSpent: count(3),
  xValue: count(2),
  counters: count(1),
  ticketCounters: count(1),
  stickers: count(0),
  keywords: refs('the keyword abilities with their costs, as printed', ['kicker {2}{G}']),
  couldProduce: v(
    Type.Array(Type.String({ pattern: '^\\{[WUBRGC]\\}$' })),
    'the types of mana, each a symbol in braces: `"{W}"` … `"{G}"`, `"{C}"`',
    ['{B}', '{G}'],
  ),
  canCast: yesNo(),
  triggerCount: count(1),
  canActivate: yesNo(),
  manaProduced: v(manaSymbols, 'the mana produced, as symbols in braces', '{G}{G}'),
  canSpendMana: yesNo(),
  found: refs('references of the cards found', ['land1']),
  stack: refs('references of the objects on the stack, top first (a triggered ability: `"<card>:trigger"`)', ['bolt', 'gb:trigger']),
  canTarget: yesNo(),
  targets: refs('references of its targets, players by name', ['opponent']),
  phase: v(Type.Union(STEP_IDS.map((s) => Type.Literal(s))), 'the current step or main phase, as `turn.step` names it', 'upkeep'),
  handSize: count(2),
  libraryCount: count(40),
  graveyard: refs('references of the cards in it', ['bears']),
  library: refs('references of the cards in it, top first', ['top', 'second']),
  attachedTo: v(Type.String({ minLength: 1 }), 'the reference of what it is attached to', 'bears'),
  isTapped: yesNo(false),
  abilities: refs('its keyword abilities now, lower case: printed, from counters, granted', ['flying', 'haste']),
} satisfies Record<QuestionKind, AnswerValue>
