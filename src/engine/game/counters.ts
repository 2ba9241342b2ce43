// Putting counters on a permanent and removing them (CR 122), as effects the scenario states. P/T
// counters modify power and toughness (122.1a), loyalty counters are a planeswalker's loyalty
// (306.5c), keyword counters grant their keyword (122.1b); +1/+1 and -1/-1 counters annihilate as a
// state-based action (704.5q).
import { reason } from '../answers.js'
import type { Game } from '../state/game.js'
import type { Illegal } from '../actions/cast.js'

export function changeCounters(game: Game, ref: string, kind: string, amount: number, put: boolean) {
  const obj = game.current(ref)
  if (obj?.zone !== 'battlefield')
    return {
      ok: false,
      why: reason(
        `${obj?.face.name ?? ref} isn't on the battlefield; counters are put on permanents (CR 122.6)${obj?.zone ? `, and a card in the ${obj.zone} keeps none from an earlier existence (CR 400.7)` : ''}.`,
      ).rule('122.6'),
    } satisfies Illegal
  const have = obj.counters[kind] ?? 0
  // CR 609.3: an effect that tries to remove more counters than there are removes those there are
  const n = put ? amount : Math.min(have, amount)
  obj.counters[kind] = put ? have + n : have - n
  const why = reason(
    `${n} ${kind} counter${n === 1 ? ' was' : 's were'} ${put ? 'put on' : 'removed from'} ${obj.face.name} (now ${obj.counters[kind]}) (CR 122.1).`,
  ).rule('122.1')
  if (n < amount) why.say(`It had only ${have}: an effect does only as much as it can (CR 609.3).`).rule('609.3')
  return { ok: true as const, why }
}
