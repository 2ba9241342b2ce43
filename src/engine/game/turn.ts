// Turn structure (CR 500–514) and priority (117) as state: the active player, the step, who has
// priority and how many players passed in succession, lands played. advanceTo moves through the
// steps with their turn-based actions — untap (502.3), draw (504.1), cleanup (514.1–514.2) — and into
// the next player's turn; passPriority passes (117.3d) and, when all players have passed in succession,
// resolves the top of the stack or ends the step (117.4, 500.2); playLand is the once-a-turn special
// action (305.1–305.3, 116.2a). Combat's turn-based actions are src/engine/combat's: a combat begins
// (506.1), combat damage is dealt (510.1–510.2) in one or two steps (510.4), creatures leave combat
// (511.3); with no attackers the declare blockers and combat damage steps are skipped (508.8).
// Triggered abilities "at the beginning of" a step the engine doesn't read make what follows unsupported.
import { reason, ScenarioError, subject, type Reason } from '../answers.js'
import type { Illegal } from '../actions/cast.js'
import { putOntoBattlefield } from '../actions/battlefield.js'
import { addDoubts, doubt, type Doubt } from '../doubts.js'
import type { EntryChoices, Scenario } from '../scenario/index.js'
import { isType } from '../state/card.js'
import { STEPS, type Step, type TurnState } from '../state/core.js'
import type { Game, PlayerId } from '../state/game.js'
import { endUntilEndOfTurn } from './continuous.js'
import { landTimingProblem } from './timing.js'
import { beginCombat, endCombat, hasAttackers } from '../combat/state.js'
import { combatDamageStep, secondDamageStepNext } from '../combat/damage.js'
import { performStateBasedActions } from './state-based-actions.js'
import { putTriggersOnStack } from './stack-objects.js'
import { stackDoubts } from '../state/stack-doubts.js'
import { endStepBegins, upkeepBegins } from './delayed-triggers.js'
import { stepBegins } from './step-triggers.js'
import { HELD_TO_UPKEEP, untapStep } from './untap.js'
import { drawFromEmptyLibrary } from './empty-library-draw.js'
import { beginningOf } from './step-trigger-words.js'
import { withoutAbilityWord } from '../oracle/ability-words.js'

type Done = { ok: true; why: Reason; doubts?: Doubt[] }

/** How the scenario and the docs name the steps, with the phase each belongs to (CR 500.1). */
export const STEP_NAMES: Record<Step, { phase: string; name: string }> = {
  untap: { phase: 'beginning', name: 'untap step' },
  upkeep: { phase: 'beginning', name: 'upkeep step' },
  draw: { phase: 'beginning', name: 'draw step' },
  precombatMain: { phase: 'precombat main', name: 'precombat main phase' },
  beginningOfCombat: { phase: 'combat', name: 'beginning of combat step' },
  declareAttackers: { phase: 'combat', name: 'declare attackers step' },
  declareBlockers: { phase: 'combat', name: 'declare blockers step' },
  combatDamage: { phase: 'combat', name: 'combat damage step' },
  endOfCombat: { phase: 'combat', name: 'end of combat step' },
  postcombatMain: { phase: 'postcombat main', name: 'postcombat main phase' },
  end: { phase: 'ending', name: 'end step' },
  cleanup: { phase: 'ending', name: 'cleanup step' },
}

const noPriority = (s: Step) => s === 'untap' || s === 'cleanup'

function newTurn(game: Game, active: PlayerId, step: Step, number: number): TurnState {
  return {
    active,
    number,
    step,
    priority: noPriority(step) ? null : active,
    passes: 0,
    landsPlayed: new Map(game.players.map((p) => [p, 0])),
  }
}

/** The scenario's "turn" set-up: whose turn, which step, lands already played. */
export function setUpTurn(game: Game, scenario: Scenario) {
  const t = scenario.turn
  if (!t) return
  for (const f of ['active', 'priority'] as const)
    if (t[f] !== undefined && !game.players.includes(t[f]))
      throw new ScenarioError(`turn.${f}`, `unknown player "${t[f]}"; the players are ${game.players.map((p) => `"${p}"`).join(', ')}`)
  const active = t.active ?? game.you
  game.core.turn = newTurn(game, active, t.step ?? 'precombatMain', t.number ?? 1)
  if (t.priority) game.core.turn.priority = t.priority
  if (t.landsPlayed !== undefined) game.core.turn.landsPlayed.set(active, t.landsPlayed)
  // a scenario that starts within the combat phase starts within its combat (CR 506.1), no attackers declared yet
  if (STEP_NAMES[game.core.turn.step].phase === 'combat') beginCombat(game)
}

/** The turn, set up as your precombat main phase of turn 1 when a turn action comes before any set-up. */
export function ensureTurn(game: Game): TurnState {
  game.core.turn ??= newTurn(game, game.you, 'precombatMain', 1)
  return game.core.turn
}

/** Triggered abilities "at the beginning of" this step the engine doesn't read: what they do is unknown (CR 603.2). */
function beginningTriggerDoubts(game: Game, step: Step): Doubt[] {
  const out: Doubt[] = []
  for (const p of game.battlefield())
    for (const c of p.face.abilities.clauses)
      if (c.kind === 'triggered' && !c.understood && beginningOf(withoutAbilityWord(c.text))?.step === step)
        out.push(
          doubt(
            `Arcanum doesn't resolve this triggered ability, which triggers as the ${STEP_NAMES[step].name} begins (CR 603.2): "${c.text}" (${p.face.name}).`,
            ['603.2'],
          ),
        )
  return out
}

/** Enter a step: its turn-based actions (CR 502.3, 504.1, 514.1, 514.2), then priority to the active player (117.3a). */
function enterStep(game: Game, t: TurnState, step: Step, why: Reason, doubts: Doubt[]) {
  t.step = step
  t.passes = 0
  t.priority = noPriority(step) ? null : t.active
  const active = t.active
  if (step === 'untap') {
    for (const p of game.battlefield()) if (p.controller === active) p.sinceTurnStart = true
    const { untapped: n, kept, held } = untapStep(game, active)
    why
      .say(
        `Untap step: ${subject(active, game.you)} untapped ${n} permanent${n === 1 ? '' : 's'} (CR 502.3)${kept.length ? `; ${kept.join(', ')} didn't untap: an effect said it doesn't untap during its controller's next untap step` : ''}; the permanents ${active === game.you ? 'you control' : `${active} controls`} are no longer "summoning sick" (CR 302.6).`,
      )
      .rule('502.3', '302.6')
    if (held) why.say(HELD_TO_UPKEEP).rule('502.4', '503.1a')
  } else if (step === 'draw') {
    const top = game.inZone('library', active)[0]
    if (top) {
      game.move(top, 'hand', reason(`${top.face.name} was drawn in the draw step (CR 504.1).`).rule('504.1'))
      game.events.push({ kind: 'draw', player: active, detail: 'the draw step' })
      why.say(`Draw step: ${subject(active, game.you)} drew ${top.face.name} (CR 504.1).`).rule('504.1')
    } else {
      const instead = drawFromEmptyLibrary(game, active)
      why
        .say(`Draw step (CR 504.1): ${instead}.`)
        .rule('504.1', ...(instead.includes('104.2b') ? ['614.1', '104.2b'] : ['121.4', '704.5b']))
    }
  } else if (step === 'beginningOfCombat') beginCombat(game)
  else if (step === 'combatDamage') addDoubts(doubts, combatDamageStep(game, why))
  else if (step === 'postcombatMain') endCombat(game)
  else if (step === 'end') endStepBegins(game, why)
  else if (step === 'upkeep') upkeepBegins(game, why)
  else if (step === 'cleanup') {
    const hand = game.inZone('hand', active)
    if (hand.length > 7)
      addDoubts(doubts, [
        doubt(
          `Arcanum doesn't model which cards ${active === game.you ? 'you discard' : `${active} discards`} down to the maximum hand size of seven in the cleanup step (CR 514.1): ${hand.length} cards in hand.`,
          ['514.1'],
          ['zone'],
        ),
      ])
    const marked = game.core.damage.size
    game.core.damage.clear()
    const ended = endUntilEndOfTurn(game) + game.core.flashPermissions.splice(0).length
    why
      .say(
        `Cleanup step: damage was removed from ${marked} permanent${marked === 1 ? '' : 's'} and ${ended} "until end of turn" effect${ended === 1 ? '' : 's'} ended (CR 514.2).`,
      )
      .rule('514.2')
  }
  // CR 603.2: "at the beginning of" abilities trigger as the step begins, and wait for a player to receive priority (503.1a)
  stepBegins(game, step, STEP_NAMES[step].name, why)
  addDoubts(doubts, beginningTriggerDoubts(game, step))
}

/** The next step in order: 508.8 skips the declare blockers and combat damage steps with no attackers; 510.4 adds a second combat damage step. */
function nextStep(game: Game, step: Step): Step | null {
  if (step === 'combatDamage' && secondDamageStepNext(game)) return 'combatDamage'
  const i = STEPS.indexOf(step)
  let next = STEPS[i + 1] ?? null
  if (next === 'declareBlockers' && !hasAttackers(game)) next = 'endOfCombat'
  return next
}

/** Move to the next step, or into the next player's turn (CR 500.1, 500.2). */
function stepOnce(game: Game, t: TurnState, why: Reason, doubts: Doubt[]) {
  const next = nextStep(game, t.step)
  if (next) return enterStep(game, t, next, why, doubts)
  const i = game.players.indexOf(t.active)
  t.active = game.players[(i + 1) % game.players.length]!
  t.number++
  for (const p of game.players) t.landsPlayed.set(p, 0)
  game.core.lostLifeThisTurn.clear()
  game.core.spellsCastThisTurn.clear()
  why.say(`Turn ${t.number} began: it is ${t.active === game.you ? 'your' : `${t.active}'s`} turn (CR 500.1).`).rule('500.1')
  enterStep(game, t, 'untap', why, doubts)
}

export function advanceTo(game: Game, step: Step, player: PlayerId | undefined): Done | Illegal {
  const t = ensureTurn(game)
  const combatAhead =
    hasAttackers(game) &&
    (STEPS.indexOf(t.step) < STEPS.indexOf(step) || (step === 'combatDamage' && t.step === 'combatDamage' && secondDamageStepNext(game)))
  if ((step === 'declareBlockers' || step === 'combatDamage') && !combatAhead)
    return {
      ok: false,
      why: reason(
        `No creatures are attacking in this combat: with no creatures declared as attackers the declare blockers and combat damage steps are skipped (CR 508.8). Declare attackers first (the "attack" action).`,
      ).rule('508.8'),
    }
  if (game.stack.length)
    return {
      ok: false,
      why: reason(
        `The ${STEP_NAMES[t.step].name} can't end while the stack isn't empty: a step ends only when all players pass in succession with the stack empty (CR 500.2, 117.4). Resolve or pass priority first.`,
      ).rule('500.2', '117.4'),
      // what is on the stack may not be what the engine has there (state/stack-doubts.ts)
      doubts: stackDoubts(game),
    }
  const why = reason()
  const doubts: Doubt[] = []
  // forward to that step: later this turn, or in the next turn (of that player, if one is named)
  for (let guard = 0; guard < 13 * (game.players.length + 1); guard++) {
    stepOnce(game, t, why, doubts)
    if (t.step === step && (player === undefined || t.active === player)) break
    // CR 117.5: before a player receives priority in a step, state-based actions, then triggered abilities go on
    // the stack (combat damage, 510.3a); with the stack no longer empty the step can't end (500.2)
    if (t.priority !== null && (game.pendingTriggers.length || t.step === 'combatDamage')) {
      const sba = performStateBasedActions(game)
      const stacked = putTriggersOnStack(game)
      if (sba.text) why.say(sba.text).merge(sba)
      if (stacked.text) why.say(stacked.text).merge(stacked)
      if (game.stack.length) {
        why
          .say(
            `The game stops in the ${STEP_NAMES[t.step].name}: the stack isn't empty, so the step can't end until it is (CR 500.2, 117.4).`,
          )
          .rule('500.2', '117.4')
        break
      }
    }
  }
  why
    .say(
      `It is now the ${STEP_NAMES[t.step].name} of ${t.active === game.you ? 'your' : `${t.active}'s`} turn ${t.number}${t.priority ? `; ${t.priority === game.you ? 'you receive' : `${t.priority} receives`} priority (CR 117.3a)` : ''}.`,
    )
    .rule('117.3a')
  return { ok: true, why, doubts }
}

/**
 * Pass priority (CR 117.3d). When all players have passed in succession, the top of the stack
 * resolves (its resolution is the stack's: `resolveTop`) or, with the stack empty, the step ends (117.4, 500.2).
 */
export function passPriority(
  game: Game,
  player: PlayerId | undefined,
  resolveTop: () => { ok: boolean; why: Reason; doubts?: Doubt[] },
): Done | Illegal {
  const t = ensureTurn(game)
  const p = player ?? t.priority ?? t.active
  if (t.priority !== p)
    return {
      ok: false,
      why: reason(
        t.priority === null
          ? `No player has priority in the ${STEP_NAMES[t.step].name} (CR 502.4, 514.3).`
          : `${subject(p, game.you)} ${p === game.you ? "don't" : "doesn't"} have priority: ${t.priority === game.you ? 'you have' : `${t.priority} has`} it (CR 117.3d).`,
      ).rule('117.3d'),
    }
  t.passes++
  const i = game.players.indexOf(p)
  t.priority = game.players[(i + 1) % game.players.length]!
  const why = reason(`${subject(p, game.you)} passed priority (CR 117.3d).`).rule('117.3d')
  if (t.passes < game.players.length) {
    why.say(`${subject(t.priority, game.you)} ${t.priority === game.you ? 'receive' : 'receives'} priority.`)
    return { ok: true, why }
  }
  if (game.stack.length) {
    why.say('All players passed in succession, so the top of the stack resolves (CR 117.4).').rule('117.4')
    const r = resolveTop()
    why.say(r.why.text).merge(r.why)
    t.passes = 0
    t.priority = t.active
    why.say(`The active player receives priority after it resolves (CR 117.3b).`).rule('117.3b')
    return { ok: true, why, ...(r.doubts ? { doubts: r.doubts } : {}) }
  }
  why
    .say(`All players passed in succession with the stack empty, so the ${STEP_NAMES[t.step].name} ends (CR 117.4, 500.2).`)
    .rule('117.4', '500.2')
  const doubts: Doubt[] = []
  stepOnce(game, t, why, doubts)
  // no player receives priority in the cleanup step: the turn goes on (CR 514.3)
  while (t.priority === null) stepOnce(game, t, why, doubts)
  why
    .say(`It is now the ${STEP_NAMES[t.step].name} of ${t.active === game.you ? 'your' : `${t.active}'s`} turn ${t.number} (CR 117.3a).`)
    .rule('117.3a')
  return { ok: true, why, doubts }
}

/** After a player casts a spell or takes another action with priority, they receive priority again (CR 117.3c). */
export function actedWithPriority(game: Game, player: PlayerId) {
  const t = game.core.turn
  if (!t) return
  t.passes = 0
  t.priority = player
}

/** After a spell or ability resolves, the active player receives priority (CR 117.3b). */
export function afterResolution(game: Game) {
  const t = game.core.turn
  if (!t) return
  t.passes = 0
  t.priority = t.active
}

const ADDITIONAL_LANDS = /\bplay (?:an? )?additional lands?\b|\bplay (?:any number of|two|three) lands?\b|\bcan't play lands?\b/i

/** Play a land: a special action, once a turn (CR 305.1, 305.2, 116.2a); it doesn't use the stack. */
export function playLand(game: Game, ref: string, chosen?: EntryChoices): Done | Illegal {
  const obj = game.current(ref)
  if (!obj) return { ok: false, why: reason(`${game.nameOf(ref)} is no longer in the game.`) }
  const name = obj.face.name
  if (!isType(obj.face, 'land'))
    return {
      ok: false,
      why: reason(`${name} isn't a land card, so it can't be played as a land; spells are cast (CR 305.1, 601.2).`).rule('305.1'),
    }
  if (obj.zone !== 'hand')
    return {
      ok: false,
      why: reason(
        `${name} is in the ${obj.zone}, not in its owner's hand: a land is played from the hand unless an effect allows another zone (CR 305.1, 116.2a).`,
      ).rule('305.1', '116.2a'),
    }
  const player = obj.owner
  const t = game.core.turn ?? newTurn(game, player, 'precombatMain', 1)
  game.core.turn = t
  const problem = landTimingProblem(game, obj.face, player)
  if (problem) return { ok: false, why: problem }
  const doubts: Doubt[] = []
  for (const p of game.battlefield())
    for (const c of p.face.abilities.clauses)
      if (!c.understood && ADDITIONAL_LANDS.test(c.text))
        doubts.push(
          doubt(
            `Arcanum doesn't model how many lands may be played (CR 305.2): "${c.text}" (${p.face.name}).`,
            ['305.2'],
            ['cast', 'zone'],
          ),
        )
  const played = t.landsPlayed.get(player) ?? 0
  if (played >= 1 && !doubts.length)
    return {
      ok: false,
      why: reason(
        `${subject(player, game.you)} already played a land this turn: a player can normally play one land during their turn (CR 305.2).`,
      ).rule('305.2'),
    }
  t.landsPlayed.set(player, played + 1)
  const why = reason(
    `${subject(player, game.you)} played ${name}: a special action that doesn't use the stack (CR 305.1, 116.2a); it is ${player === game.you ? 'your' : `${player}'s`} land ${played + 1} this turn (CR 305.2).`,
  ).rule('305.1', '116.2a', '305.2')
  const r = putOntoBattlefield(game, ref, { controller: player, ...(chosen ? { chosen } : {}) })
  if (!r.ok) return r
  actedWithPriority(game, player)
  return { ok: true, why: why.merge(r.why), doubts }
}
