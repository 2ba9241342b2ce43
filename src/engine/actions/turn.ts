// Turn and control bookkeeping that the {T}/{Q} rule needs (CR 302.6), tapping, and prohibitions.
import { reason, type Reason } from '../answers.js'
import type { Game, PlayerId } from '../state/game.js'
import type { Illegal } from './cast.js'
import { untapPermanent } from '../game/untap.js'

type Done = { ok: true; why: Reason }

export function beginTurn(game: Game, player: PlayerId): Done {
  for (const p of game.battlefield()) if (p.controller === player) p.sinceTurnStart = true
  return {
    ok: true,
    why: reason(
      `${player}'s turn began: the permanents ${player} controls have now been under their control continuously since their most recent turn began (CR 302.6).`,
    ).rule('302.6'),
  }
}

export function gainControl(game: Game, ref: string, player: PlayerId): Done | Illegal {
  const obj = game.current(ref)
  if (obj?.zone !== 'battlefield') return { ok: false, why: reason(`${obj?.face.name ?? ref} isn't a permanent on the battlefield.`) }
  if (obj.controller !== player) {
    obj.controller = player
    obj.sinceTurnStart = false
  }
  return {
    ok: true,
    why: reason(
      `${player} gained control of ${obj.face.name}; it hasn't been under their control since their most recent turn began (CR 302.6).`,
    ).rule('302.6'),
  }
}

export function setTapped(game: Game, ref: string, tapped: boolean): Done | Illegal {
  const obj = game.current(ref)
  if (obj?.zone !== 'battlefield')
    return {
      ok: false,
      why: reason(
        `${obj?.face.name ?? ref} isn't a permanent on the battlefield, so it can't be ${tapped ? 'tapped' : 'untapped'} (CR 701.26a).`,
      ).rule('701.26a'),
    }
  if (obj.tapped === tapped)
    return { ok: false, why: reason(`${obj.face.name} is already ${tapped ? 'tapped' : 'untapped'} (CR 701.26a).`).rule('701.26a') }
  if (tapped) obj.tapped = true
  else untapPermanent(game, obj, `${obj.face.name} was untapped`)
  return {
    ok: true,
    why: reason(`${obj.face.name} was ${tapped ? 'tapped (CR 701.26a)' : 'untapped (CR 701.26b)'}.`).rule(tapped ? '701.26a' : '701.26b'),
  }
}

export function prohibit(game: Game, name: string, source: string): Done {
  game.prohibitions.push({ name, source })
  return {
    ok: true,
    why: reason(`Spells named ${name} can't be cast (${source}); "can't" beats "can" (CR 101.2, 601.3).`).rule('101.2', '601.3'),
  }
}
