// The actions of the scenario language, one module each (src/engine/actions/kinds/, shape in module.ts).
// A new action: its schema in scenario/actions.ts, its module, and one line here.
// test/engine/registries.test.ts checks every kind of the schema has exactly one module here, and back.
import type { ActionKind } from '../scenario/index.js'
import activate from './kinds/activate.js'
import activateManaAbility from './kinds/activate-mana-ability.js'
import advanceTo from './kinds/advance-to.js'
import assignCombatDamage from './kinds/assign-combat-damage.js'
import attack from './kinds/attack.js'
import beginTurn from './kinds/begin-turn.js'
import block from './kinds/block.js'
import cast from './kinds/cast.js'
import chooseTargets from './kinds/choose-targets.js'
import copySpell from './kinds/copy-spell.js'
import counter from './kinds/counter.js'
import counters from './kinds/counters.js'
import createTokenCopy from './kinds/create-token-copy.js'
import cycle from './kinds/cycle.js'
import dealDamage from './kinds/deal-damage.js'
import declineMadness from './kinds/decline-madness.js'
import discard from './kinds/discard.js'
import enterAsCopy from './kinds/enter-as-copy.js'
import gainControl from './kinds/gain-control.js'
import life from './kinds/life.js'
import move from './kinds/move.js'
import orderTriggers from './kinds/order-triggers.js'
import passPriority from './kinds/pass-priority.js'
import playLand from './kinds/play-land.js'
import specialExile from './kinds/special-exile.js'
import prohibit from './kinds/prohibit.js'
import putOntoBattlefield from './kinds/put-onto-battlefield.js'
import resolve from './kinds/resolve.js'
import search from './kinds/search.js'
import shuffle from './kinds/shuffle.js'
import tap from './kinds/tap.js'
import type { ActionModule } from './module.js'

export const ACTION_MODULES = [
  cast,
  copySpell,
  resolve,
  counter,
  putOntoBattlefield,
  enterAsCopy,
  createTokenCopy,
  discard,
  declineMadness,
  cycle,
  search,
  shuffle,
  move,
  activateManaAbility,
  tap,
  beginTurn,
  gainControl,
  prohibit,
  advanceTo,
  passPriority,
  playLand,
  specialExile,
  dealDamage,
  life,
  counters,
  activate,
  chooseTargets,
  orderTriggers,
  attack,
  block,
  assignCombatDamage,
] as const

// a kind of the schema without a module doesn't compile
type Registered = (typeof ACTION_MODULES)[number]['kinds'][number]
const complete: [Exclude<ActionKind, Registered>] extends [never] ? true : never = true
void complete

const BY_KIND = new Map<string, ActionModule>()
for (const m of ACTION_MODULES as readonly ActionModule[]) for (const k of m.kinds) BY_KIND.set(k, m)

/** The module of an action kind. */
export function actionModule<K extends ActionKind>(kind: K): ActionModule<K> {
  return BY_KIND.get(kind) as unknown as ActionModule<K>
}
