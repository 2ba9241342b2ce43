// phase: the current step or main phase, its phase, the active player and who has priority (CR 500.1, 117).
import { possessive, reason } from '../../answers.js'
import { STEP_NAMES } from '../../game/turn.js'
import { defineQuestion, done } from '../module.js'

export default defineQuestion({
  kinds: ['phase'],
  // about the game: no object
  references() {},
  // an action that would have moved the game on, taken as illegal in doubt, may have happened (CR 500.1)
  doubts: (game) => game.turnDoubts,
  answer(game) {
    const t = game.core.turn
    if (!t)
      return done(
        null,
        reason(
          'The scenario sets no turn ("turn") and no turn action moved it, so the engine checks no timing: it assumes a time each action may be taken (CR 500.1).',
        ).rule('500.1'),
      )
    const s = STEP_NAMES[t.step]
    return done(
      t.step,
      reason(
        `It is the ${s.name} (${s.phase} phase) of ${possessive(t.active, game.you)} turn ${t.number}; ${t.priority ? `${t.priority === game.you ? 'you have' : `${t.priority} has`} priority` : 'no player has priority'} (CR 500.1, 117).`,
      ).rule('500.1', '117.1'),
      {
        detail: { phase: s.phase, active: t.active, turn: t.number, priority: t.priority, landsPlayed: Object.fromEntries(t.landsPlayed) },
      },
    )
  },
})
