// What the contents of the stack rest on (CR 405): abilities that triggered or may have triggered that the
// engine doesn't put there, effects it skipped whose events could have set one off, and where the objects
// it has on the stack are — an effect it skipped may have moved one off (exiled, countered: CR 400.7).
// The stack question answers from it, and so does any action refused because the stack isn't empty.
import { addDoubts, doubt, touching, type Doubt } from '../doubts.js'
import { battlefieldDoubts, skippedEventDoubts, whereaboutsDoubts } from './doubts.js'
import type { Game } from './game.js'

export function stackDoubts(game: Game): Doubt[] {
  const out: Doubt[] = []
  for (const t of game.triggers)
    if (t.onStack === undefined && t.event !== 'tappedForMana' && t.kind !== 'becomesTarget')
      out.push(
        doubt(
          `Arcanum doesn't put on the stack a triggered ability whose effect it can't carry out: "${t.text}" triggered (${t.cause}) (CR 603.3) (${game.objects.get(t.sourceId)?.face.name ?? t.sourceRef}).`,
          ['603.3'],
          ['trigger'],
        ),
      )
  // a triggered ability the reader didn't read could have triggered on anything that happened (damage
  // dealt, a permanent entering…): whatever is on the battlefield with one makes the answer unsure
  for (const p of game.battlefield()) addDoubts(out, touching(p.face.clauseDoubts, ['trigger']))
  // an ability that may have triggered (an unread filter or condition, an opaque trigger): it may be on the stack
  addDoubts(out, game.mayHaveTriggered)
  addDoubts(out, battlefieldDoubts(game, ['trigger']))
  // an effect the engine skipped could have caused events an ability triggered on (CR 603.2, 603.3)
  addDoubts(out, skippedEventDoubts(game))
  // an effect the engine didn't carry out that copies spells would have put the copies on the stack (CR 707.10)
  for (const e of game.effectDoubts) addDoubts(out, touching([e.doubt], ['copy']))
  const on = game.stack.map((id) => game.objects.get(id)!)
  for (const o of on) addDoubts(out, o.doubts)
  // and each object on it may have left it
  if (on.length) addDoubts(out, whereaboutsDoubts(game, on))
  return out
}
