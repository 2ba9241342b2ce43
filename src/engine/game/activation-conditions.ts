// "Activate only if …" (CR 602.5b): a restriction on when an activated ability may be activated,
// checked as it is activated — formidable's "Activate only if creatures you control have total power 8
// or greater." Once activated, the ability doesn't care whether the condition still holds (Surrak, the
// Hunt Caller's ruling on formidable). Conditions are read by condition-words.ts and checked by
// conditions.ts; one the engine can't be sure of makes the activation unsupported.
import { reason, type Reason } from '../answers.js'
import { doubt, type Doubt } from '../doubts.js'
import type { Game, GameObject, PlayerId } from '../state/game.js'
import { checkCondition } from './conditions.js'
import { activationCondition } from './effect-text.js'

/** Why the ability can't be activated now because of its "Activate only if …", or the doubts of checking it. */
export function activationConditionProblem(
  game: Game,
  abilityText: string,
  source: GameObject,
  controller: PlayerId,
): { problem: Reason | null; doubts: Doubt[]; held?: Reason } {
  const cond = activationCondition(abilityText)
  if (!cond) return { problem: null, doubts: [] }
  const c = checkCondition(game, cond, source, controller)
  const shown = cond.text.replace(/~/g, source.face.name)
  if (c.holds === null)
    return {
      problem: null,
      doubts: [
        doubt(
          `Arcanum can't tell whether "Activate only if ${shown}" allows it: ${c.found} (CR 602.5b) (${source.face.name}).`,
          ['602.5b', ...c.rules],
          ['activate'],
        ),
      ],
    }
  const why = reason(`"Activate only if ${shown}": ${c.found} (CR 602.5b).`).rule('602.5b', ...c.rules)
  return c.holds ? { problem: null, doubts: [], held: why } : { problem: why, doubts: [] }
}
