// When a spell may be cast and an ability activated (CR 117.1, 117.1a, 301.1–310.1, 307.1, 702.8a,
// 602.5d): an instant, or a card with flash, any time its caster has priority; any other spell only
// during its caster's main phase, with the stack empty. "Activate only as a sorcery" follows the
// sorcery rule; "Activate only during your turn" needs it to be your turn. Checked only once the turn
// is known (the scenario's "turn", or a turn action): otherwise the engine assumes a time it may be done.
import { reason, type Reason } from '../answers.js'
import { loyaltyCost } from './loyalty-cost.js'
import { ALTERNATIVE_COSTS } from '../mechanics/index.js'
import { isType, matchesQuality, type CardFace } from '../state/card.js'
import type { Game, PlayerId } from '../state/game.js'

/** CR 505.1: the two main phases. */
export const isMainPhase = (step: string) => step === 'precombatMain' || step === 'postcombatMain'

/** The rule that gives a card type its sorcery timing (CR 301.1–310.1). */
const TYPE_RULE: [string, string][] = [
  ['sorcery', '307.1'],
  ['creature', '302.1'],
  ['artifact', '301.1'],
  ['enchantment', '303.1'],
  ['planeswalker', '306.1'],
  ['battle', '310.1'],
  ['kindred', '308.1'],
]

export const hasFlash = (face: CardFace) => face.abilities.clauses.some((c) => c.kind === 'keyword' && c.text.toLowerCase() === 'flash')

const who = (game: Game, p: PlayerId) => (p === game.you ? 'you' : p)

/** Does this player have priority now (CR 117.1)? Null when the turn isn't known. */
function priorityProblem(game: Game, player: PlayerId, doing: string): Reason | null {
  const t = game.core.turn
  if (!t || t.priority === player) return null
  return reason(
    `${doing}: ${t.priority === null ? `no player has priority in the ${t.step} step` : `${who(game, t.priority)} ${t.priority === game.you ? 'have' : 'has'} priority, not ${who(game, player)}`}, and only the player with priority may cast spells, activate abilities and take special actions (CR 117.1${t.priority === null ? ', 514.3, 502.4' : ''}). ${t.priority ? 'Pass priority first ("passPriority").' : ''}`.trim(),
  ).rule('117.1')
}

/** Sorcery timing (CR 117.1a, 307.1): during the player's own main phase with the stack empty. */
function sorceryTimingProblem(game: Game, player: PlayerId, what: string, rule: string): Reason | null {
  const t = game.core.turn
  if (!t) return null
  const problems: string[] = []
  if (t.active !== player) problems.push(`it is ${who(game, t.active)}${t.active === game.you ? 'r' : "'s"} turn`)
  if (!isMainPhase(t.step)) problems.push(`it is the ${t.step} step, not a main phase`)
  if (game.stack.length) problems.push(`the stack isn't empty (${game.stack.length} object${game.stack.length === 1 ? '' : 's'} on it)`)
  if (!problems.length) return null
  return reason(
    `${what} only during ${who(game, player) === 'you' ? 'your' : `${player}'s`} main phase with the stack empty (CR ${rule}, 117.1a), but ${problems.join(' and ')}.`,
  ).rule(rule, '117.1a')
}

/**
 * CR 702.61a: while a spell with split second is on the stack, players can't cast spells or activate
 * abilities that aren't mana abilities. This holds whether or not the turn is known.
 */
function splitSecondProblem(game: Game, doing: string): Reason | null {
  for (const id of game.stack) {
    const o = game.objects.get(id)
    if (!o || o.ability || !o.face.abilities.clauses.some((c) => c.kind === 'keyword' && /^split second$/i.test(c.text))) continue
    return reason(
      `${doing}: ${o.face.name} has split second and is on the stack, so players can't cast spells or activate abilities that aren't mana abilities (CR 702.61a). Once it leaves the stack, they may again (CR 702.61a).`,
    ).rule('702.61a')
  }
  return null
}

/** A permission its caster has to cast this spell as though it had flash (CR 702.8a, 601.3b), if any. */
export function flashPermissionFor(game: Game, face: CardFace, caster: PlayerId) {
  return game.core.flashPermissions.find((p) => p.player === caster && (!p.quality || matchesQuality(face, p.quality)))
}

/**
 * A spell cast: "the next … spell you cast this turn" permissions it matches are used up, whether or not it
 * needed them (every one of them applies to that one spell).
 */
export function useFlashPermissions(game: Game, face: CardFace, caster: PlayerId) {
  const left = game.core.flashPermissions.filter((p) => !(p.next && p.player === caster && (!p.quality || matchesQuality(face, p.quality))))
  game.core.flashPermissions.splice(0, game.core.flashPermissions.length, ...left)
}

/** Why this spell can't be cast now, or null (also null when the turn isn't known). */
export function castTimingProblem(game: Game, face: CardFace, caster: PlayerId, alternativeCost: string | null): Reason | null {
  const split = splitSecondProblem(game, `${face.name} can't be cast now`)
  if (split) return split
  const t = game.core.turn
  if (!t) return null
  const p = priorityProblem(game, caster, `${face.name} can't be cast now`)
  if (p) return p
  // CR 702.35a: a madness card is cast as its madness trigger resolves, whatever its type
  if (alternativeCost === 'madness') return null
  // an alternative cost cast only as a sorcery, whatever the card's type (plot, CR 702.170d)
  const alt = ALTERNATIVE_COSTS.find((m) => m.name === alternativeCost)
  if (alt?.sorceryTiming) return sorceryTimingProblem(game, caster, `${face.name}, cast with ${alt.name}, can be cast`, alt.rule)
  if (isType(face, 'instant')) return null
  if (hasFlash(face)) return null
  // CR 702.8a, 601.3b: a resolved permission to cast it as though it had flash (effects/flash-permission.ts)
  if (flashPermissionFor(game, face, caster)) return null
  const rule = TYPE_RULE.find(([type]) => isType(face, type))?.[1] ?? '117.1a'
  return sorceryTimingProblem(game, caster, `${face.name} (no flash, not an instant) can be cast`, rule)
}

export { TIMING_RESTRICTIONS } from './timing-words.js'

/** Why a player can't take a special action with sorcery timing now (plot, CR 702.170a, 116.2k), or null. */
export function specialActionTimingProblem(game: Game, player: PlayerId, what: string, rule: string): Reason | null {
  if (!game.core.turn) return null
  return priorityProblem(game, player, what) ?? sorceryTimingProblem(game, player, what, rule)
}

/** Why this activated ability can't be activated now by its controller, or null (CR 602.5d, 117.1). */
export function activationTimingProblem(
  game: Game,
  abilityText: string,
  name: string,
  controller: PlayerId,
  isMana = false,
): Reason | null {
  const split = isMana ? null : splitSecondProblem(game, `${name}'s ability can't be activated now`)
  if (split) return split
  const t = game.core.turn
  if (!t) return null
  const p = priorityProblem(game, controller, `${name}'s ability can't be activated now`)
  if (p) return p
  // CR 606.3: a loyalty ability, only in its controller's main phase with the stack empty (src/engine/game/loyalty.ts)
  const cost = abilityText.slice(0, Math.max(0, abilityText.indexOf(': ')))
  if (cost?.split(/,\s*/).some((c) => loyaltyCost(c) !== null))
    return sorceryTimingProblem(game, controller, `${name}'s loyalty ability can be activated`, '606.3')
  if (/\bactivate only as a sorcery\b/i.test(abilityText))
    return sorceryTimingProblem(game, controller, `"Activate only as a sorcery": ${name}'s ability can be activated`, '602.5d')
  if (/\bactivate only during your turn\b/i.test(abilityText) && t.active !== controller)
    return reason(
      `"Activate only during your turn": it is ${who(game, t.active)}${t.active === game.you ? 'r' : "'s"} turn (CR 602.5).`,
    ).rule('602.5')
  return null
}

/** Why this player can't play a land now (CR 305.1–305.3, 116.2a), or null. */
export function landTimingProblem(game: Game, face: CardFace, player: PlayerId): Reason | null {
  const t = game.core.turn!
  if (t.active !== player) return reason(`A player can't play a land if it isn't their turn (CR 305.3).`).rule('305.3')
  const p = priorityProblem(game, player, `${face.name} can't be played now`)
  if (p) return p
  return sorceryTimingProblem(game, player, `A land can be played`, '305.1')
}
