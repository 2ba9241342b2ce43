// stateBasedActions: those performed after the set-up and each action, in order (CR 704.3); detail.pending: the next check's.
import { reason } from '../../answers.js'
import { addDoubts, type Doubt } from '../../doubts.js'
import { applicableStateBasedActions } from '../../game/state-based-actions.js'
import { defineQuestion, done } from '../module.js'

export default defineQuestion({
  kinds: ['stateBasedActions'],
  references() {},
  doubts(game) {
    const out: Doubt[] = []
    for (const d of applicableStateBasedActions(game).doubts.values()) addDoubts(out, d)
    for (const r of game.core.performed) if (r.objectId !== undefined) addDoubts(out, game.objects.get(r.objectId)?.doubts ?? [])
    for (const p of game.players) addDoubts(out, game.core.playerDoubts.get(p) ?? [])
    return out
  },
  answer(game) {
    const pending = applicableStateBasedActions(game).actions.map((a) => a.text)
    const performed = game.core.performed.map((r) => r.text)
    const why = reason(
      performed.length
        ? `State-based actions are checked whenever a player would receive priority and performed all at once, again until none applies (CR 704.3): ${performed.join(' ')}`
        : 'No state-based action applied when they were checked after the set-up and after each action (CR 704.3).',
    ).rule('704.3', ...game.core.performed.map((r) => r.rule))
    if (pending.length) why.say(`The next check: ${pending.join(' ')}`)
    return done(performed, why, { detail: { pending } })
  },
})
