// The special actions that exile a card from its owner's hand to be cast later (CR 116.2k: plot,
// 702.170a): for every registered alternative cost with a `special` (src/engine/mechanics), named as it.
// The card must have the keyword and be in the hand of the player taking the action; the timing is the
// mechanic's (plot: your main phase with the stack empty); its cost is paid (mana is assumed payable, as
// for casting; other parts the engine can't check are doubts, 601.2h); the card is exiled face up and
// becomes what the mechanic says (plotted), with the turn, for its cast later (702.170d). Special actions
// don't use the stack (116.1) and the player keeps priority (116.3).
import { reason, zonePhrase } from '../answers.js'
import { doubt, type Doubt } from '../doubts.js'
import { specialActionTimingProblem } from '../game/timing.js'
import { SPECIAL_EXILES, type SpecialExileName } from '../mechanics/index.js'
import type { Game } from '../state/game.js'
import type { ActionResult } from './module.js'

export function exileToCastLater(game: Game, name: SpecialExileName, ref: string): ActionResult {
  const m = SPECIAL_EXILES.find((s) => s.name === name)!
  const rule = m.special.rule
  const obj = game.current(ref)
  if (!obj) return { ok: false, why: reason(`${ref} is no longer in the game (CR 400.7).`).rule('400.7') }
  const card = obj.face.name
  const cost = m.special.cost(obj.face.abilities)
  if (!cost) return { ok: false, why: reason(`${card} doesn't have ${m.name} (CR ${rule}).`).rule(rule) }
  if (obj.zone !== 'hand')
    return {
      ok: false,
      why: reason(
        `${m.keyword} exiles the card from its owner's hand; ${card} is ${zonePhrase(obj.zone, obj.zoneOwner, game.you)} (CR ${rule}).`,
      ).rule(rule),
    }
  const player = obj.owner
  const late = specialActionTimingProblem(game, player, `${card} can be ${m.special.designation} (a special action, CR 116.2k)`, rule)
  if (late) return { ok: false, why: late }
  const doubts: Doubt[] = cost.other.map((part) =>
    doubt(`Arcanum doesn't check whether this cost can be paid (CR 601.2h, 116.2k): "${part}" (${card}).`, ['601.2h'], ['cast']),
  )
  const why = reason(
    `${card} was exiled from ${player === game.you ? 'your' : `${player}'s`} hand, paying its ${m.name} cost ${cost.text}: a special action that doesn't use the stack (CR ${rule}, 116.2k, 116.1). It is now a ${m.special.designation} card.`,
  ).rule(rule, '116.2k', '116.1')
  const exiled = game.move(obj, 'exile', why)!
  exiled.designation = { as: m.special.designation, turn: game.core.turn?.number ?? null }
  return { ok: true, why, doubts }
}
