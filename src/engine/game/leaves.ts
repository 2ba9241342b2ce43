// A permanent leaving the battlefield (Game.onLeaveBattlefield): what it exiled "until ~ leaves the
// battlefield" returns at once, under its owner's control (CR 610.3, 610.3c), and its own
// leaves-the-battlefield abilities trigger, looking back at it as it last existed (603.6c, 603.10a).
// Also the record of what each object's abilities exiled, for a linked ability's "the exiled cards"
// (607.2a): only cards still in exile as the same object (400.7) count.
import { reason, type Reason } from '../answers.js'
import { putOntoBattlefield } from '../actions/battlefield.js'
import type { Game, GameObject } from '../state/game.js'
import { fireTriggers } from '../state/triggers.js'

interface ExileLink {
  /** The object whose ability exiled it (the permanent, as it was on the battlefield). */
  sourceId: number
  /** The object it became in exile. */
  objectId: number
  /** Exiled "until ~ leaves the battlefield" (CR 610.3). */
  untilSourceLeaves: boolean
}

const links = new WeakMap<Game, ExileLink[]>()
const notes = new WeakMap<Game, Reason>()

/** Record a card an ability of `source` exiled (CR 607.2a), and whether it returns as `source` leaves (610.3). */
export function recordExiled(game: Game, source: GameObject, exiled: GameObject, untilSourceLeaves: boolean) {
  let l = links.get(game)
  if (!l) links.set(game, (l = []))
  l.push({ sourceId: source.id, objectId: exiled.id, untilSourceLeaves })
}

/** The cards an ability of `source` exiled that are still in exile as the same objects (CR 607.2a, 400.7). */
export function exiledWith(game: Game, source: GameObject): GameObject[] {
  return (links.get(game) ?? [])
    .filter((l) => l.sourceId === source.id)
    .map((l) => game.objects.get(l.objectId)!)
    .filter((o) => o.zone === 'exile')
}

/** What happened as permanents left the battlefield since the last call, for the because of the action. */
export function takeLeaveNotes(game: Game): Reason {
  const r = notes.get(game) ?? reason()
  notes.delete(game)
  return r
}

function note(game: Game): Reason {
  let r = notes.get(game)
  if (!r) notes.set(game, (r = reason()))
  return r
}

/** Game.onLeaveBattlefield: the "until" returns (CR 610.3) and the leaves-the-battlefield triggers (603.6c). */
export function leftBattlefield(game: Game, left: GameObject) {
  const returning = (links.get(game) ?? []).filter((l) => l.untilSourceLeaves && l.sourceId === left.id)
  for (const l of returning) {
    l.untilSourceLeaves = false
    const exiled = game.objects.get(l.objectId)!
    // CR 400.7: a card that left exile since is a new object, and doesn't return
    if (exiled.zone !== 'exile') continue
    const r = putOntoBattlefield(game, exiled.ref, {})
    note(game)
      .say(
        `${left.face.name} left the battlefield, so ${exiled.face.name}, exiled until it left, returned to the battlefield under its owner's control at once (CR 610.3, 610.3c).`,
      )
      .rule('610.3', '610.3c')
      .merge(r.why)
  }
  // every permanent's abilities see the event, the one that left included (603.10a): another permanent's
  // "whenever a creature you control leaves the battlefield" too, read or not (state/opaque-triggers.ts)
  fireTriggers(game, { kind: 'leaves', permanent: left }, `${left.face.name} left the battlefield`)
}

/**
 * Permanents put into a graveyard from the battlefield at the same time by an effect or action (CR 700.4,
 * 701.8a, 701.21a): their "dies" and "is put into a graveyard from the battlefield" abilities trigger,
 * looking back at them together (603.10a), as state-based actions do for theirs.
 */
export function permanentsDied(game: Game, left: GameObject[], cause: string) {
  if (left.length) fireTriggers(game, { kind: 'dies', permanents: left }, cause)
}
