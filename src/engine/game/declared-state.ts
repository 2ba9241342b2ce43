// A permanent the scenario declares on the battlefield starts in the state its own text gives it as it
// entered (CR 614.1c, 614.12): "~ enters with N counters" puts them there unless the scenario states its
// counters ("counters": {} says it has none). How many it entered with when that depends on how it was
// cast (X, kicker, mana spent) isn't stated by its text: the answer says so until the scenario does.
// An "As ~ enters, choose …" the engine doesn't read is one of the card's opaque clauses (state/card.ts).
import type { Reason } from '../answers.js'
import { doubt } from '../doubts.js'
import type { CardPlacement } from '../scenario/index.js'
import type { Game, GameObject } from '../state/game.js'
import { entersTapped } from '../state/card.js'

export function declaredState(game: Game, obj: GameObject, place: CardPlacement, why: Reason) {
  // CR 614.1d, 302.6: "~ enters tapped." — a permanent that came under its controller's control this turn
  // entered tapped, unless the scenario says otherwise; one there since the turn began keeps the language's
  // default (untapped: its controller's untap step untaps it, CR 502.3) unless "tapped" says so
  if (place.tapped === undefined && place.summoningSick && entersTapped(obj.face)) {
    obj.tapped = true
    why.say('It entered tapped this turn, as its own text says (CR 614.1d).').rule('614.1d')
  }
  if (place.counters) return
  for (const e of obj.face.abilities.entersWithCounters) {
    if (typeof e.amount === 'number' && !e.per && !e.linked) {
      obj.counters[e.counter] = (obj.counters[e.counter] ?? 0) + e.amount
      why
        .say(`It entered with ${e.amount} ${e.counter} counter${e.amount === 1 ? '' : 's'}, as its own text says: "${e.text}" (CR 614.1c).`)
        .rule('614.1c')
      continue
    }
    game.doubt(obj, [
      doubt(
        `How many counters ${obj.face.name} entered with depends on how it was cast ("${e.text}"): state them with "counters" on the card (CR 614.1c, 107.3m).`,
        ['614.1c'],
        ['counters', 'pt', 'damage', 'zone'],
      ),
    ])
  }
}
