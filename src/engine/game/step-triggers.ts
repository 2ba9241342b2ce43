// "At the beginning of …" triggered abilities of permanents (CR 603.2): as a step or phase begins —
// upkeep (503.1a), draw step (504.2), a main phase (505.4), beginning of combat (507.1), end step
// (513.1) — each permanent's ability naming that step triggers, if it is the right player's turn and
// its intervening "if" holds (603.4, game/conditions.ts; checked again as it resolves). The abilities
// wait to go on the stack until a player would receive priority (603.3, 117.5); abilities that
// triggered in the untap step, where no one gets priority (502.4), go on it in the upkeep (503.1a).
// step-trigger-words.ts reads them; the stack resolves those whose effect it carries out.
import type { Reason } from '../answers.js'
import type { Step } from '../state/core.js'
import type { Game } from '../state/game.js'
import { fireTriggers } from '../state/triggers.js'

/** The step has begun: its "at the beginning of" abilities trigger (CR 603.2). */
export function stepBegins(game: Game, step: Step, name: string, why: Reason) {
  const t = game.core.turn
  if (!t) return
  const made = fireTriggers(game, { kind: 'stepBegins', step, active: t.active }, `the ${name} began`)
  for (const r of made)
    why
      .say(`${game.objects.get(r.sourceId)?.face.name ?? r.sourceRef}'s "${r.text}" triggered as the ${name} began (CR 603.2).`)
      .rule('603.2')
  const checked = made.filter((r) => game.objects.get(r.sourceId)?.face.abilities.triggers.some((a) => a.text === r.text && a.condition))
  if (checked.length) why.say('Its intervening "if" held as it triggered, and is checked again as it resolves (CR 603.4).').rule('603.4')
}
