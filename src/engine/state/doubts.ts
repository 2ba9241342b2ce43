// Which doubts an answer or an action rests on: those of the objects it is about (their card as a
// whole, their history), and those of the clauses the engine didn't understand that could change it —
// the object's own, and the static abilities of every permanent on the battlefield (CR 604.1, 611.3a).
import { addDoubts, touching, type Aspect, type Doubt } from '../doubts.js'
import type { Game, GameObject } from './game.js'

/** The doubts touching these aspects of an object: its card's, its history's, its own not-understood clauses'. */
export function doubtsOf(obj: GameObject | undefined, aspects: readonly Aspect[]): Doubt[] {
  if (!obj) return []
  const { face } = obj
  const there = obj.zone === 'battlefield' ? face.battlefieldClauseDoubts : []
  if (!face.doubts.length && !obj.doubts.length && !face.clauseDoubts.length && !there.length) return []
  return touching([...face.doubts, ...obj.doubts, ...face.clauseDoubts, ...there], aspects)
}

/** Not-understood static abilities of permanents on the battlefield that could change these aspects of anything. */
export function battlefieldDoubts(game: Game, aspects: readonly Aspect[]): Doubt[] {
  game.trace?.consult({ kind: 'battlefield', aspects })
  const out: Doubt[] = []
  for (const p of game.objects.values())
    if (p.zone === 'battlefield' && p.face.staticDoubts.length) addDoubts(out, touching(p.face.staticDoubts, aspects))
  return out
}

/** Everything an answer or action about these objects and aspects rests on that the engine can't be sure of. */
export function doubtsFor(game: Game, objects: (GameObject | undefined)[], aspects: readonly Aspect[]): Doubt[] {
  const out: Doubt[] = []
  if (game.effectDoubts.length) game.trace?.consult({ kind: 'events', aspects })
  for (const o of objects) {
    if (o) game.trace?.consult({ kind: 'object', ref: o.ref, aspects })
    addDoubts(out, doubtsOf(o, aspects))
    // effects of resolved spells the engine didn't carry out could have changed any other object
    if (o)
      for (const e of game.effectDoubts) if (e.cardRef !== o.cardRef || o.cardRef === null) addDoubts(out, touching([e.doubt], aspects))
  }
  return addDoubts(out, battlefieldDoubts(game, aspects))
}
