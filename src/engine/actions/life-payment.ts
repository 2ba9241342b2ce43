// Paying life as part of a spell's total cost ("Kicker—Pay 3 life", "As an additional cost to cast this spell,
// pay 2 life"; CR 118.3, 601.2h): a player can pay life only if their life total is greater than or equal to
// the payment (119.4), and paying it is losing that much life (119.4, 119.3). A static ability the engine
// doesn't model that could change life totals or what may be paid ("You can't pay life", "Your life total
// can't change", CR 119.7–119.8) leaves whether it can be paid in doubt.
import { reason, subject, type Reason } from '../answers.js'
import { touching, type Doubt } from '../doubts.js'
import { changeLife } from '../game/life.js'
import { numberWord } from '../oracle/text.js'
import type { Game, PlayerId } from '../state/game.js'

/** The life a cost part pays ("Pay 3 life" → 3), or null when it isn't a life payment. */
export function lifePayment(part: string): number | null {
  const m = /^pay (\w+) life$/i.exec(part.trim())
  return m ? (numberWord(m[1]!) ?? null) : null
}

/** Can the caster pay this life? Doubts when a static the engine doesn't model could say otherwise. */
export function lifePayable(game: Game, controller: PlayerId, amount: number): { payable: boolean; life: number; doubts: Doubt[] } {
  const life = game.core.life.get(controller) ?? 0
  const doubts = game.battlefield().flatMap((p) => touching(p.face.staticDoubts, ['life']))
  return { payable: amount === 0 || life >= amount, life, doubts }
}

/** Pay a cast's life payments as the spell is cast (CR 601.2h, 119.4). */
export function payLife(game: Game, controller: PlayerId, parts: readonly string[], why: Reason) {
  for (const part of parts) {
    const n = lifePayment(part)
    if (n === null || n === 0) continue
    changeLife(game, controller, -n, why.say(`Paying "${part}":`), '119.4')
  }
}

/** Why a life payment can't be made (CR 119.4). */
export const unpayableLife = (game: Game, controller: PlayerId, part: string, life: number): Reason =>
  reason(
    `${subject(controller, game.you)} ${controller === game.you ? 'have' : 'has'} ${life} life, so "${part}" can't be paid: a player can pay life only if their life total is greater than or equal to the payment (CR 119.4, 601.2h).`,
  ).rule('119.4', '601.2h')
