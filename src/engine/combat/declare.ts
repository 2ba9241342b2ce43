// Declaring attackers (CR 508.1) and blockers (509.1), the turn-based actions that begin the declare
// attackers and declare blockers steps, and the attacking player's choice of how a creature divides
// its combat damage (510.1c, 702.19b). Checked: the attacker is an untapped creature its controller —
// the active player — has controlled since the turn began or that has haste (508.1a, 302.6, 702.10b),
// without defender (702.3b); attacking taps it unless it has vigilance (508.1f, 702.20b). A blocker is
// an untapped creature of the defending player blocking one attacker (509.1a); the registered keywords'
// blocking hooks restrict blocks (509.1b: flying, menace, shadow, skulk… src/engine/keywords), and so do
// the blocking restrictions block-restrictions.ts checks ("~ can't block"). Restrictions and requirements the engine
// doesn't read make the declaration unsupported (combat/doubts.ts).
import { possessive, reason, ScenarioError, subject, type Reason } from '../answers.js'
import type { Illegal } from '../actions/cast.js'
import { addDoubts, type Doubt } from '../doubts.js'
import { isType } from '../state/card.js'
import { STEPS } from '../state/core.js'
import { doubtsFor } from '../state/doubts.js'
import type { Game, GameObject, PlayerId } from '../state/game.js'
import { advanceTo, ensureTurn } from '../game/turn.js'
import { combatDoubts, evasionDoubts } from './doubts.js'
import { hasKeyword, keywordInstances } from '../keywords/has.js'
import { colorsRead, controlsRead, qualityRead } from '../keywords/characteristics.js'
import { withHook, type BlockCheck } from '../keywords/index.js'
import { powerToughness } from '../game/power-toughness.js'
import { combatOf, inCombat, type CombatState } from './state.js'
import { fireTriggers } from '../state/triggers.js'
import { blockRestrictionProblem } from './block-restrictions.js'

const BLOCK_HOOKS = withHook('block')
const BLOCKED_BY_HOOKS = withHook('blockedBy')

type Done = { ok: true; why: Reason; doubts: Doubt[] }
const illegal = (text: string, ...rules: string[]): Illegal => ({ ok: false, why: reason(text).rule(...rules) })

/** Go on to a combat step first, when the scenario declares from an earlier step of the turn (CR 500.1, 500.2). */
function reach(game: Game, step: 'declareAttackers' | 'declareBlockers', why: Reason): Illegal | null {
  const t = ensureTurn(game)
  if (t.step === step) return null
  if (STEPS.indexOf(t.step) > STEPS.indexOf(step))
    return illegal(
      `It is the ${t.step} step: the ${step === 'declareAttackers' ? 'declare attackers' : 'declare blockers'} step of this turn is over (CR 506.1, 500.1).`,
      '506.1',
      '500.1',
    )
  const r = advanceTo(game, step, undefined)
  if (!r.ok) return r
  why.say(r.why.text).merge(r.why)
  // the game stopped on the way: a triggered ability ("at the beginning of combat on your turn") is on the stack
  if (t.step !== step) return { ok: false, why: why.say('Resolve what is on the stack first (CR 500.2, 117.4).').rule('500.2', '117.4') }
  return null
}

function creatureProblem(game: Game, obj: GameObject | undefined, ref: string, role: string): Illegal | null {
  if (obj?.zone !== 'battlefield' || !isType(obj.face, 'creature')) {
    const no = illegal(
      `${obj?.face.name ?? game.nameOf(ref)} isn't a creature on the battlefield, so it can't ${role} (CR ${role === 'attack' ? '508.1a' : '509.1a'}).`,
      role === 'attack' ? '508.1a' : '509.1a',
    )
    // a permanent whose printed types aren't creature: an effect the engine doesn't carry out may make it one ("Enchanted
    // artifact is a creature with base power and toughness 5/5", CR 613.1d, 613.4b) — type-changing clauses are read as
    // touching power and toughness (oracle/aspects.ts), so those doubts leave the refusal in doubt
    return obj?.zone === 'battlefield' ? { ...no, doubts: doubtsFor(game, [obj], ['pt']) } : no
  }
  if (isType(obj.face, 'battle')) return illegal(`${obj.face.name} is a battle, and battles can't ${role} (CR 508.1a, 509.1a).`, '508.1a')
  if (obj.tapped)
    return illegal(
      `${obj.face.name} is tapped: only untapped creatures can ${role} (CR ${role === 'attack' ? '508.1a' : '509.1a'}).`,
      role === 'attack' ? '508.1a' : '509.1a',
    )
  return null
}

/** The attack action: the active player declares attackers (CR 508.1). */
export function declareAttackers(game: Game, refs: string[], defending: PlayerId | undefined, path: string): Done | Illegal {
  const why = reason()
  const moved = reach(game, 'declareAttackers', why)
  if (moved) return moved
  const t = game.core.turn!
  const c = combatOf(game)!
  if (c.attackersDeclared) return illegal('Attackers were already declared this combat (CR 508.1).', '508.1')
  const active = t.active
  const foe = defending ?? game.opponentsOf(active).find((p) => !game.core.lost.has(p))
  if (!foe || foe === active || game.core.lost.has(foe))
    return illegal(`${subject(active, game.you)} can attack only an opponent still in the game (CR 506.2, 508.1b).`, '506.2', '508.1b')
  if (new Set(refs).size !== refs.length) throw new ScenarioError(`${path}.cards`, 'name each attacking creature once')
  const attackers: GameObject[] = []
  for (const ref of refs) {
    const obj = game.current(ref)
    const problem = creatureProblem(game, obj, ref, 'attack')
    if (problem) return problem
    const name = obj!.face.name
    if (obj!.controller !== active)
      return illegal(
        `${name} is controlled by ${obj!.controller === game.you ? 'you' : obj!.controller}: only the active player's creatures attack (CR 508.1a).`,
        '508.1a',
      )
    // haste and defender decide here: what the engine doesn't read about its keywords (a static ability
    // granting or removing them, CR 613.1f) leaves the answer in doubt, not "it can't attack"
    const keywordDoubts = doubtsFor(game, [obj], ['keywords'])
    if (!obj!.sinceTurnStart && !hasKeyword(game, obj!, 'haste'))
      return {
        ...illegal(
          `${name} hasn't been under ${possessive(active, game.you)} control continuously since the turn began and doesn't have haste, so it can't attack ("summoning sickness", CR 508.1a, 302.6).`,
          '508.1a',
          '302.6',
        ),
        doubts: keywordDoubts,
      }
    if (hasKeyword(game, obj!, 'defender'))
      return { ...illegal(`${name} has defender, so it can't attack (CR 702.3b, 508.1c).`, '702.3b', '508.1c'), doubts: keywordDoubts }
    attackers.push(obj!)
  }
  const doubts = combatDoubts(game, attackers, 'attack')
  c.attackersDeclared = true
  const tapped: string[] = []
  const vigilant: string[] = []
  for (const a of attackers) {
    c.attackers.set(a.id, { defending: foe, blocked: false })
    if (hasKeyword(game, a, 'vigilance')) vigilant.push(a.face.name)
    else {
      a.tapped = true
      tapped.push(a.face.name)
    }
  }
  if (!attackers.length) why.say(`${subject(active, game.you)} declared no attackers (CR 508.1).`).rule('508.1')
  else {
    why
      .say(
        `${subject(active, game.you)} declared ${attackers.map((a) => a.face.name).join(', ')} as attacking ${foe === game.you ? 'you' : foe} (CR 508.1a, 508.1b).`,
      )
      .rule('508.1a', '508.1b')
    if (tapped.length) why.say(`Attacking tapped ${tapped.join(', ')} (CR 508.1f).`).rule('508.1f')
    if (vigilant.length)
      why.say(`${vigilant.join(', ')} didn't tap: attacking doesn't cause creatures with vigilance to tap (CR 702.20b).`).rule('702.20b')
  }
  // CR 508.1m, 508.3a: "Whenever ~ attacks" abilities trigger as the creature is declared as an attacker;
  // they go on the stack before the active player receives priority (508.2)
  for (const a of attackers) fireTriggers(game, { kind: 'attacks', attacker: a }, `${a.face.name} was declared as an attacker`)
  t.passes = 0
  t.priority = active
  return { ok: true, why, doubts }
}

/** The block action: the defending player declares blockers, each blocking one attacker (CR 509.1). */
export function declareBlockers(game: Game, blocks: { blocker: string; attacker: string }[], path: string): Done | Illegal {
  const c0 = combatOf(game)
  if (!c0?.attackersDeclared || !c0.attackers.size)
    return illegal(
      'No creatures are attacking: with no attackers declared, the declare blockers step is skipped (CR 508.8, 509.1).',
      '508.8',
      '509.1',
    )
  const why = reason()
  const moved = reach(game, 'declareBlockers', why)
  if (moved) return moved
  const c = combatOf(game)!
  if (c.blockersDeclared) return illegal('Blockers were already declared this combat (CR 509.1).', '509.1')
  const has = (o: GameObject, k: string) => hasKeyword(game, o, k)
  const power = (o: GameObject) => {
    const pt = powerToughness(game, o)
    return { value: pt.power, doubts: pt.doubts }
  }
  const seen = new Set<string>()
  const chosen: { blocker: GameObject; attacker: GameObject }[] = []
  const doubts: Doubt[] = []
  for (const [i, b] of blocks.entries()) {
    if (seen.has(b.blocker))
      return illegal(
        `${game.nameOf(b.blocker)} is declared as a blocker twice: each blocking creature blocks one attacking creature (CR 509.1a).`,
        '509.1a',
      )
    seen.add(b.blocker)
    const blocker = game.current(b.blocker)
    const problem = creatureProblem(game, blocker, b.blocker, 'block')
    if (problem) return problem
    const attacker = game.current(b.attacker)
    const attacking = attacker && c.attackers.get(attacker.id)
    if (!attacker || !attacking || !inCombat(game, attacker.id))
      throw new ScenarioError(`${path}.blocks[${i}].attacker`, `"${b.attacker}" isn't an attacking creature`)
    if (blocker!.controller !== attacking.defending)
      return illegal(
        `${blocker!.face.name} is controlled by ${blocker!.controller === game.you ? 'you' : blocker!.controller}, but ${attacker.face.name} is attacking ${attacking.defending === game.you ? 'you' : attacking.defending}: the defending player blocks with creatures they control (CR 509.1a).`,
        '509.1a',
      )
    // CR 509.1b: each registered keyword's restriction on this block (flying, shadow, skulk…)
    const check: BlockCheck = {
      attacker,
      blocker: blocker!,
      has,
      power,
      instances: (o, k) => keywordInstances(game, o as GameObject, k),
      colors: (o) => colorsRead(game, o as GameObject, '509.1b'),
      is: (o, q) => qualityRead(game, o as GameObject, q, '509.1b'),
      defenderControls: (q) => controlsRead(game, blocker!.controller, q, '509.1b'),
    }
    for (const k of BLOCK_HOOKS) {
      const v = k.hooks.block(check)
      if (v && 'problem' in v) return illegal(v.problem.text, ...v.problem.rules)
      if (v) addDoubts(doubts, v.doubts)
    }
    addDoubts(doubts, evasionDoubts(attacker, blocker!))
    // CR 509.1b: restrictions of permanents on the battlefield ("~ can't block", Sidar Kondo of Jamuraa's)
    const restricted = blockRestrictionProblem(game, blocker!, attacker)
    if (restricted.problem) return { ok: false, why: restricted.problem }
    addDoubts(doubts, restricted.doubts)
    chosen.push({ blocker: blocker!, attacker })
  }
  for (const [id] of c.attackers) {
    const a = inCombat(game, id)
    const n = chosen.filter((x) => x.attacker.id === id).length
    // CR 509.1b: restrictions on how many creatures block it (menace)
    for (const k of BLOCKED_BY_HOOKS) {
      const problem = a ? k.hooks.blockedBy(a, n, has) : null
      if (problem) return illegal(problem.text, ...problem.rules)
    }
  }
  const inFight = [...c.attackers.keys()].map((id) => inCombat(game, id)).filter((o): o is GameObject => Boolean(o))
  addDoubts(doubts, combatDoubts(game, [...inFight, ...chosen.map((x) => x.blocker)], 'block'))
  c.blockersDeclared = true
  for (const { blocker, attacker } of chosen) {
    c.blockers.set(blocker.id, attacker.id)
    c.attackers.get(attacker.id)!.blocked = true
  }
  const defending = [...new Set([...c.attackers.values()].map((a) => a.defending))]
  if (!chosen.length) why.say(`${defending.map((p) => subject(p, game.you)).join(', ')} declared no blockers (CR 509.1).`).rule('509.1')
  else
    why
      .say(
        `Blockers declared: ${chosen.map((x) => `${x.blocker.face.name} blocks ${x.attacker.face.name}`).join('; ')} (CR 509.1a, 509.1g).`,
      )
      .rule('509.1a', '509.1g')
  const blocked = inFight.filter((a) => c.attackers.get(a.id)!.blocked)
  const unblocked = inFight.filter((a) => !c.attackers.get(a.id)!.blocked)
  const became = [
    ...(blocked.length ? [`${blocked.map((a) => a.face.name).join(', ')} became blocked`] : []),
    ...(unblocked.length ? [`${unblocked.map((a) => a.face.name).join(', ')} became unblocked`] : []),
  ]
  why.say(`${became.join('; ')} (CR 509.1h).`).rule('509.1h')
  // CR 509.3c: "Whenever [a creature] becomes blocked" triggers once for each creature that became blocked
  for (const a of blocked) fireTriggers(game, { kind: 'becomesBlocked', attacker: a }, `${a.face.name} became blocked`)
  const t = game.core.turn!
  t.passes = 0
  t.priority = t.active
  return { ok: true, why, doubts }
}

/** The assignCombatDamage action: how an attacking or blocking creature divides its combat damage (CR 510.1c–d, 702.19b). */
export function chooseAssignment(game: Game, ref: string, assign: Record<string, number>, path: string): Done | Illegal {
  const c = combatOf(game)
  const obj = game.current(ref)
  if (!c || !obj || (!c.attackers.has(obj.id) && !c.blockers.has(obj.id)) || !inCombat(game, obj.id))
    return illegal(`${game.nameOf(ref)} isn't an attacking or blocking creature, so it assigns no combat damage (CR 510.1).`, '510.1')
  if (!c.blockersDeclared && c.attackers.has(obj.id))
    return illegal(
      `Blockers haven't been declared yet: combat damage is assigned as the combat damage step begins, among the creatures blocking it (CR 510.1c).`,
      '510.1c',
    )
  for (const k of Object.keys(assign))
    if (!game.players.includes(k) && !game.isKnownRef(k))
      throw new ScenarioError(`${path}.assign.${k}`, `"${k}" is neither a card of "cards" nor a player`)
  c.assignments.set(obj.id, assign)
  const parts = Object.entries(assign).map(
    ([k, n]) => `${n} to ${game.players.includes(k) ? (k === game.you ? 'you' : k) : game.nameOf(k)}`,
  )
  return {
    ok: true,
    why: reason(
      `${obj.face.name}'s controller will assign its combat damage ${parts.join(', ')}; the assignment is checked as combat damage is assigned (CR 510.1c, 510.1e).`,
    ).rule('510.1c', '510.1e'),
    doubts: [],
  }
}

export type { CombatState }
