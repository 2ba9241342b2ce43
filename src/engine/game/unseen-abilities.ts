// A reference to an ability on the stack ("lr:trigger", "fe:ability") that names no object there. The
// engine put on the stack every triggered ability it saw trigger (CR 603.3); when its source has a triggered
// ability whose event the engine couldn't rule out — one it can't read or classify (603.2), one that may have
// triggered, one an effect it skipped may have set off, one a static it can't read may grant (613.1f) — the
// ability may be there all the same. Then "isn't on the stack" is no proof: what rests on it is in doubt.
import { doubt, type Doubt } from '../doubts.js'
import { doubtsFor } from '../state/doubts.js'
import type { Game, GameObject } from '../state/game.js'
import { ABILITY_REF } from './stack-objects.js'

/** The object a card's ref last stood for, in a zone or gone (a source that died may have triggered as it left, CR 603.10a). */
function lastObject(game: Game, ref: string): GameObject | undefined {
  const now = game.current(ref)
  if (now) return now
  let last: GameObject | undefined
  for (const o of game.objects.values()) if (o.cardRef === ref || o.ref === ref) last = o
  return last
}

/** The doubts of an ability ref that isn't on the stack: empty when nothing says it could be there. */
export function unseenAbilityDoubts(game: Game, ref: string): Doubt[] {
  const m = ABILITY_REF.exec(ref)
  if (!m || game.current(ref)?.zone === 'stack') return []
  const source = lastObject(game, m[1]!)
  if (!source) return []
  const doubts = doubtsFor(game, [source], [m[2] === 'trigger' ? 'trigger' : 'activate'])
  if (!doubts.length) return []
  return [
    doubt(
      `Arcanum can't tell whether ${ref} is on the stack: ${source.face.name} may have a ${m[2] === 'trigger' ? 'triggered' : 'activated'} ability there the engine couldn't follow (CR 603.2, 603.3, 405.1).`,
      ['603.2', '603.3', '405.1'],
    ),
    ...doubts,
  ]
}
