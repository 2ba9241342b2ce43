// Copying a spell on the stack (CR 707.10): the copy action, and effects that copy a spell (storm's, effects/copy-self.ts).
import { possessive, reason, type Reason } from '../answers.js'
import type { Doubt } from '../doubts.js'
import type { Game, PlayerId } from '../state/game.js'

type Done = { ok: true; why: Reason; value?: unknown; doubts?: Doubt[] }
type Illegal = { ok: false; why: Reason }

export function copySpell(game: Game, ofRef: string, as: string, controllerOpt?: PlayerId, byRef?: string): Done | Illegal {
  const original = game.current(ofRef)
  if (original?.zone !== 'stack' || !original.cast) {
    return {
      ok: false,
      why: reason(`${original?.face.name ?? ofRef} isn't a spell on the stack, so it can't be copied as a spell (CR 707.10).`).rule(
        '707.10',
      ),
    }
  }
  const controller = controllerOpt ?? original.controller
  const why = reason(
    `A copy of ${original.face.name} was put onto the stack under ${possessive(controller, game.you)} control. It copies the spell's characteristics and every decision made for it — the value of X, alternative and additional costs such as kicker — but it isn't cast, and it's owned by the player who put it on the stack (CR 707.10, 707.2).`,
  ).rule('707.10', '707.2')
  const by = byRef ? game.current(byRef) : undefined
  if (by) why.ruling('verazol.copyNotCast', by.face.name).ruling('verazol.copyKicked', by.face.name)
  const copy = game.create({
    cardRef: null,
    ref: as,
    face: original.face,
    zone: 'stack',
    zoneOwner: controller,
    owner: controller,
    controller,
    isToken: false,
    isSpellCopy: true,
    arrival: why,
    cast: { ...original.cast, wasCast: false, controller, copiedFrom: original.ref, ...(by ? { copiedBy: by.face.name } : {}) },
  })
  // CR 707.10c: the copy has the same targets as the spell it copies, unless new ones are chosen
  if (original.targets) {
    copy.targets = original.targets.map((t) => ({ ...t }))
    copy.targetsCopied = true
    why.say('It has the same targets as the original; new ones may be chosen for it with "chooseTargets" (CR 707.10c).').rule('707.10c')
  }
  game.madeRefs.set(as, copy.id)
  return { ok: true, why }
}
