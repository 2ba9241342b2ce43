// Toxic (CR 702.164): combat damage a creature with toxic deals to a player also gives that player
// poison counters equal to the creature's total toxic value — the sum of its toxic N (702.164b) —
// whatever the amount of damage (702.164c, "in addition to the damage's other results", 120.3).
import type { Reason } from '../answers.js'
import type { Game, GameObject, PlayerId } from '../state/game.js'
import { TOXIC } from './keyword-rules.js'

/** The sum of the N of its toxic abilities (CR 702.164b). */
export function totalToxicValue(obj: GameObject): number {
  let n = 0
  for (const c of obj.face.abilities.clauses) {
    const m = c.kind === 'keyword' ? TOXIC.exec(c.text) : null
    if (m) n += Number(m[1])
  }
  return n
}

/** After a creature dealt combat damage to a player: its toxic poison counters (CR 702.164c). */
export function toxicPoison(game: Game, source: GameObject, player: PlayerId, why: Reason) {
  const n = totalToxicValue(source)
  if (!n) return
  const poison = game.core.poison
  poison.set(player, (poison.get(player) ?? 0) + n)
  const them = player === game.you ? 'you' : player
  why
    .say(
      `${source.face.name} has toxic ${n}: combat damage it dealt to ${them} also gives ${them} ${n} poison counter${n === 1 ? '' : 's'}, however much damage it was (now ${poison.get(player)}) (CR 702.164c).`,
    )
    .rule('702.164c', '702.164b')
}
