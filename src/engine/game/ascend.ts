// Ascend and the city's blessing (CR 702.131): a player who controls ten or more permanents while
// they control a permanent with ascend gets the city's blessing for the rest of the game (702.131b, a
// static ability: any time the count is reached); a resolving instant or sorcery with ascend gives it
// as it resolves if its controller has ten (702.131a). The blessing is a designation (702.131c) that
// conditions check ("if you have the city's blessing", game/conditions.ts). The engine looks at the
// count whenever a player would receive priority and whenever a condition asks, so a count of ten
// reached and lost again inside one resolution isn't seen (no card of the corpus needs it).
import { reason, subject, type Reason } from '../answers.js'
import type { Game, GameObject, PlayerId } from '../state/game.js'

const blessings = new WeakMap<Game, Set<PlayerId>>()

/** The players who have the city's blessing (CR 702.131c). */
export function citysBlessing(game: Game): Set<PlayerId> {
  let s = blessings.get(game)
  if (!s) blessings.set(game, (s = new Set()))
  return s
}

export const hasAscend = (o: GameObject) => o.face.abilities.clauses.some((c) => c.kind === 'keyword' && /^ascend$/i.test(c.text))

/** Give the city's blessing to each player it is due to now (CR 702.131a–b); `resolving`: an ascend spell resolving. */
export function updateCitysBlessing(game: Game, resolving?: GameObject): Reason {
  const why = reason()
  const has = citysBlessing(game)
  const field = game.battlefield()
  for (const p of game.players) {
    if (has.has(p)) continue
    const mine = field.filter((o) => o.controller === p)
    const ascend = mine.some(hasAscend) || (resolving?.zone === 'stack' && resolving.controller === p && hasAscend(resolving))
    if (!ascend || mine.length < 10) continue
    has.add(p)
    why
      .say(
        `${subject(p, game.you)} ${p === game.you ? 'control' : 'controls'} ${mine.length} permanents and ascend, so ${p === game.you ? 'you get' : `${p} gets`} the city's blessing for the rest of the game (CR 702.131b).`,
      )
      .rule('702.131b')
  }
  return why
}
