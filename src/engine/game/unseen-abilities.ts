// A reference to an ability on the stack ("lr:trigger", "fe:ability") that names no object there. The
// engine put on the stack every triggered ability it saw trigger (CR 603.3); when its source has a triggered
// ability whose event the engine couldn't rule out — one it can't read or classify (603.2), one that may have
// triggered, one an effect it skipped may have set off, one a static it can't read may grant (613.1f) — the
// ability may be there all the same. Then "isn't on the stack" is no proof: what rests on it is in doubt.
import { doubt, type Aspect, type Doubt } from '../doubts.js'
import { effectTouches } from '../oracle/clause-kind.js'
import { aspectsOf } from '../oracle/aspects.js'
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

/**
 * The resolution of the object on top of the stack, when an ability may have triggered that the engine
 * couldn't follow (state/opaque-triggers.ts): that ability may be above it and resolve first (CR 405.5),
 * and what it does may make this object's targets illegal, so that it doesn't resolve (608.2b) — a
 * permanent returned to hand as it "becomes the target" is a new object (400.7). What this object's
 * effect changes is then in doubt. Null when nothing may have triggered, or the stack is empty.
 */
export function unseenAboveDoubt(game: Game): Doubt | null {
  const top = game.topOfStack()
  if (!top || !game.mayHaveTriggered.length) return null
  // what its effect touches: an ability's effect text, a spell's effect sentences (CR 608.2c), not its
  // keywords or other abilities, which its resolution doesn't carry out
  const touched: readonly (readonly Aspect[])[] = top.ability
    ? [aspectsOf(top.ability.effect)]
    : top.face.abilities.clauses.filter((c) => c.kind === 'sentence').map(effectTouches)
  const aspects = new Set<Aspect>(touched.flat())
  if (!aspects.size) return null
  const name = `${top.face.name}${top.ability ? "'s ability" : ''}`
  return doubt(
    `Arcanum can't tell what ${name} did as it resolved: an ability that may have triggered may have been above it and resolved first (CR 405.5), and what it did could have made ${name}'s targets illegal or changed what it does (CR 608.2b, 400.7).`,
    ['405.5', '608.2b', '400.7'],
    [...aspects],
  )
}
