// Dealing damage (CR 120), as an effect the scenario states (the dealDamage action): to a creature,
// a planeswalker, a battle or a player, with the results of 120.3 — life loss, poison counters
// (infect, 702.90b), loyalty and defense counters removed, -1/-1 counters (wither and infect,
// 702.80a), damage marked (120.6), deathtouch noted for state-based actions (702.2b), lifelink
// (702.15b). Prevention, protection and replacement effects aren't modeled: where one could apply,
// the action and the answers about what it changed come back unsupported.
import { reason, ScenarioError } from '../answers.js'
import { addDoubts, type Doubt } from '../doubts.js'
import { isType } from '../state/card.js'
import { battlefieldDoubts } from '../state/doubts.js'
import { standingDoubts } from './power-toughness.js'
import type { Game, GameObject } from '../state/game.js'
import type { Illegal } from '../actions/cast.js'
import { hasKeyword } from '../keywords/has.js'
import { changeLife, lifeDoubts } from './life.js'

export interface DamageRequest {
  source?: string
  to: string
  amount: number
}

type Done = { ok: true; why: ReturnType<typeof reason>; doubts: Doubt[] }

/** The object a source ref stands for, even once it has left its zone (last known information, CR 608.2h). */
function sourceObject(game: Game, ref: string, path: string): GameObject {
  if (!game.isKnownRef(ref))
    throw new ScenarioError(
      `${path}.source`,
      `unknown source "${ref}": name a card of "cards" (its abilities, such as lifelink or infect, matter), or leave "source" out for a source with no abilities`,
    )
  const now = game.current(ref)
  if (now) return now
  let last: GameObject | undefined
  for (const o of game.objects.values()) if (o.cardRef === ref || o.ref === ref) last = o
  return last!
}

function removeCounters(obj: GameObject, kind: string, n: number): number {
  const have = obj.counters[kind] ?? 0
  const removed = Math.min(have, n)
  obj.counters[kind] = have - removed
  return removed
}

export function dealDamage(game: Game, req: DamageRequest, path: string): Done | Illegal {
  const source = req.source === undefined ? undefined : sourceObject(game, req.source, path)
  const toPlayer = !game.isKnownRef(req.to) && game.players.includes(req.to)
  if (!toPlayer && !game.isKnownRef(req.to))
    throw new ScenarioError(
      `${path}.to`,
      `"${req.to}" is neither a card of "cards" nor a player (${game.players.map((p) => `"${p}"`).join(', ')})`,
    )
  const by = source ? source.face.name : 'A source with no abilities'
  const has = (k: string) => (source ? hasKeyword(game, source, k) : false)
  const doubts: Doubt[] = source ? standingDoubts(game, source, ['damage', 'keywords']) : battlefieldDoubts(game, ['damage'])
  if (req.amount === 0)
    return {
      ok: true,
      doubts,
      why: reason(`${by} would deal 0 damage, so it deals no damage at all (CR 120.8).`).rule('120.8'),
    }
  const why = reason().rule('120.3')
  const n = req.amount
  if (toPlayer) {
    const player = req.to
    addDoubts(doubts, lifeDoubts(game))
    if (has('infect')) {
      const poison = game.core.poison
      poison.set(player, poison.get(player)! + n)
      why
        .say(
          `${by} dealt ${n} damage to ${player === game.you ? 'you' : player}; it has infect, so ${player === game.you ? 'you get' : `${player} gets`} ${n} poison counter${n === 1 ? '' : 's'} instead of losing life (now ${poison.get(player)}) (CR 120.3b, 702.90b).`,
        )
        .rule('120.3b', '702.90b')
    } else {
      why.say(`${by} dealt ${n} damage to ${player === game.you ? 'you' : player} (CR 120.3a).`).rule('120.3a')
      changeLife(game, player, -n, why, '120.3a')
    }
    game.core.doubtPlayer(player, doubts)
  } else {
    const target = game.current(req.to)
    const kinds = target?.zone === 'battlefield' ? ['creature', 'planeswalker', 'battle'].filter((t) => isType(target.face, t)) : []
    if (!target || !kinds.length)
      return {
        ok: false,
        why: reason(
          `${target?.face.name ?? req.to} isn't a creature, planeswalker or battle on the battlefield, and only those and players can be dealt damage (CR 120.1).`,
        ).rule('120.1'),
      }
    addDoubts(doubts, standingDoubts(game, target, ['damage']))
    const name = target.face.name
    why.say(`${by} dealt ${n} damage to ${name}.`)
    if (kinds.includes('planeswalker')) {
      const removed = removeCounters(target, 'loyalty', n)
      why.say(`${removed} loyalty counter${removed === 1 ? ' was' : 's were'} removed from it (CR 120.3c).`).rule('120.3c')
    }
    if (kinds.includes('battle')) {
      const removed = removeCounters(target, 'defense', n)
      why.say(`${removed} defense counter${removed === 1 ? ' was' : 's were'} removed from it (CR 120.3h).`).rule('120.3h')
    }
    if (kinds.includes('creature')) {
      if (has('infect') || has('wither')) {
        target.counters['-1/-1'] = (target.counters['-1/-1'] ?? 0) + n
        why
          .say(
            `${by} has ${has('infect') ? 'infect' : 'wither'}, so the damage isn't marked: ${n} -1/-1 counter${n === 1 ? ' is' : 's are'} put on ${name} instead (CR 120.3d, ${has('infect') ? '702.90c' : '702.80a'}).`,
          )
          .rule('120.3d', has('infect') ? '702.90c' : '702.80a')
      } else {
        const marked = (game.core.damage.get(target.id) ?? 0) + n
        game.core.damage.set(target.id, marked)
        why.say(`${n} damage is marked on it (${marked} in all), until the cleanup step (CR 120.3e, 120.6).`).rule('120.3e', '120.6')
      }
      if (has('deathtouch')) {
        game.core.deathtouched.add(target.id)
        why.say(`${by} has deathtouch: any damage it deals to a creature destroys it as a state-based action (CR 702.2b).`).rule('702.2b')
      }
    }
    game.doubt(target, doubts)
  }
  if (source && has('lifelink')) {
    // CR 702.15b: its controller gains the life — or its owner if it has no controller
    const gainer = source.zone === 'battlefield' || source.zone === 'stack' ? source.controller : source.owner
    why.say(`${by} has lifelink:`).rule('702.15b', '120.3f')
    changeLife(game, gainer, n, why, '120.3f')
    game.core.doubtPlayer(gainer, doubts)
  }
  return { ok: true, why, doubts }
}
