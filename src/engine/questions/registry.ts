// The questions of the scenario language, one module each (src/engine/questions/kinds/, shape in module.ts).
// A new question: its schema in scenario/questions.ts, its module, and one line here.
// test/engine/registries.test.ts checks every kind of the schema has exactly one module here, and back.
import type { QuestionKind } from '../scenario/index.js'
import abilities from './kinds/abilities.js'
import actionResult from './kinds/action-result.js'
import attachedTo from './kinds/attached-to.js'
import canActivate from './kinds/can-activate.js'
import canCast from './kinds/can-cast.js'
import canSpendMana from './kinds/can-spend-mana.js'
import canTarget from './kinds/can-target.js'
import controller from './kinds/controller.js'
import couldProduce from './kinds/could-produce.js'
import counters from './kinds/counters.js'
import damageMarked from './kinds/damage-marked.js'
import isCopy from './kinds/is-copy.js'
import isTapped from './kinds/is-tapped.js'
import isToken from './kinds/is-token.js'
import keywords from './kinds/keywords.js'
import kicker from './kinds/kicker.js'
import legal from './kinds/legal.js'
import life from './kinds/life.js'
import manaSpent from './kinds/mana-spent.js'
import manaValue from './kinds/mana-value.js'
import owner from './kinds/owner.js'
import phase from './kinds/phase.js'
import playerZones from './kinds/player-zones.js'
import powerToughness from './kinds/power-toughness.js'
import stack from './kinds/stack.js'
import stateBasedActions from './kinds/state-based-actions.js'
import stickers from './kinds/stickers.js'
import targets from './kinds/targets.js'
import ticketCounters from './kinds/ticket-counters.js'
import totalCost from './kinds/total-cost.js'
import triggerCount from './kinds/trigger-count.js'
import wasCast from './kinds/was-cast.js'
import wouldDie from './kinds/would-die.js'
import xValue from './kinds/x-value.js'
import zone from './kinds/zone.js'
import type { QuestionModule } from './module.js'

export const QUESTION_MODULES = [
  legal,
  actionResult,
  powerToughness,
  damageMarked,
  wouldDie,
  stateBasedActions,
  life,
  kicker,
  zone,
  owner,
  controller,
  isToken,
  isCopy,
  wasCast,
  totalCost,
  manaValue,
  manaSpent,
  xValue,
  counters,
  ticketCounters,
  stickers,
  keywords,
  couldProduce,
  canCast,
  triggerCount,
  canActivate,
  canSpendMana,
  stack,
  targets,
  canTarget,
  phase,
  playerZones,
  attachedTo,
  isTapped,
  abilities,
] as const

// a kind of the schema without a module doesn't compile
type Registered = (typeof QUESTION_MODULES)[number]['kinds'][number]
const complete: [Exclude<QuestionKind, Registered>] extends [never] ? true : never = true
void complete

const BY_KIND = new Map<string, QuestionModule>()
for (const m of QUESTION_MODULES as readonly QuestionModule[]) for (const k of m.kinds) BY_KIND.set(k, m)

/** The module of a question kind. */
export function questionModule<K extends QuestionKind>(kind: K): QuestionModule<K> {
  return BY_KIND.get(kind) as unknown as QuestionModule<K>
}
