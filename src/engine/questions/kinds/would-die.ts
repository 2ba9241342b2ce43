// wouldDie: did (or would) state-based actions put it into its graveyard (CR 704.5f–i)?
import { reason } from '../../answers.js'
import { addDoubts } from '../../doubts.js'
import { hasPowerToughness, powerToughness, standingDoubts } from '../../game/power-toughness.js'
import { applicableStateBasedActions } from '../../game/state-based-actions.js'
import type { Game } from '../../state/game.js'
import { aboutObject, defineQuestion, doesntExist, done } from '../module.js'

/** The state-based actions that put this card (any object it was) into a graveyard. */
function diedTo(game: Game, ref: string) {
  return game.core.performed.find((r) => {
    if (r.objectId === undefined) return false
    const o = game.objects.get(r.objectId)
    return o?.ref === ref
  })
}

export default defineQuestion({
  kinds: ['wouldDie'],
  references: aboutObject,
  doubts(game, q) {
    const obj = game.current(q.of)
    if (!obj || obj.zone === null) return []
    return addDoubts(standingDoubts(game, obj, ['zone', 'pt', 'damage']), applicableStateBasedActions(game).doubts.get(obj) ?? [])
  },
  answer(game, q) {
    const obj = game.current(q.of)
    const died = diedTo(game, q.of)
    if (died && obj?.zone !== 'battlefield') return done(true, reason(died.text).rule(died.rule, '704.3'))
    if (!obj || obj.zone === null) return doesntExist(obj, q.of)
    const name = obj.face.name
    if (obj.zone !== 'battlefield')
      return done(
        false,
        reason(
          `${name} is in the ${obj.zone}, and state-based actions didn't put it there; they put creatures and planeswalkers on the battlefield into graveyards (CR 704.5f–i).`,
        ).rule('704.5f', '704.5g', '704.5h', '704.5i'),
      )
    const pending = applicableStateBasedActions(game).actions.find((a) => 'obj' in a && a.obj === obj && a.kind !== 'annihilate')
    if (pending) return done(true, reason(pending.text).rule(pending.rule))
    const why = reason(`No state-based action puts ${name} into a graveyard`)
    if (hasPowerToughness(obj)) {
      const pt = powerToughness(game, obj)
      why.text += `: its toughness is ${pt.toughness} (CR 704.5f), with ${game.core.damage.get(obj.id) ?? 0} damage marked (CR 704.5g) and no deathtouch damage since the last check (CR 704.5h).`
      why.rule('704.5f', '704.5g', '704.5h').merge(pt.why)
    } else why.text += ' (CR 704.5f–i).'
    return done(false, why)
  },
})
