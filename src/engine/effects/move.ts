// Returning and putting objects elsewhere (CR 400.7, 608.2c): "Return target creature to its owner's
// hand.", "Return target creature card from your graveyard to your hand.", "Return target creature
// card from your graveyard to the battlefield.", "Put target creature on top of its owner's library."
// A card goes to its owner's hand or library (400.3); a token leaving the battlefield ceases to exist
// (111.7). Entering the battlefield goes through the engine's entering (its triggers and counters).
import { reason } from '../answers.js'
import { putOntoBattlefield } from '../actions/battlefield.js'
import { addDoubts, doubt, type Doubt } from '../doubts.js'
import { numberWord } from '../oracle/text.js'
import { standingDoubts } from '../game/power-toughness.js'
import { isResult, take } from './common.js'
import { readObject } from './phrases.js'
import { objects } from './select.js'
import type { EffectModule, ObjectFilter } from './types.js'

const RETURN = /^return (.+?)(?: from (your|a) graveyard)? to (?:its owner's|their owners'|your|his or her owner's) hand$/i
const RETURN_BF = /^return (.+?) from your graveyard to the battlefield( tapped)?(?: under your control)?$/i
// an ability that triggered on its own zone change returns the new object it became (CR 400.7e): persist, undying
const RETURN_SELF_BF =
  /^return ~ to the battlefield under its owner's control(?: with (a|an|one|two|three) ([+-]\d+\/[+-]\d+) counters? on it)?$/i
const ON_TOP = /^put (.+?) on (top|the bottom) of (?:its owner's|their owners') library$/i

function readMove(what: string, graveyard: boolean, firstTarget: number) {
  const zone: ObjectFilter['zone'] = graveyard ? 'graveyard' : 'battlefield'
  // "target creature card from your graveyard": a card, in that zone
  if (graveyard && !/\bcards?\b/i.test(what) && !/^~$/.test(what)) return null
  return readObject(graveyard ? `${what} from your graveyard` : what, firstTarget, zone)
}

export const move: EffectModule<'move'> = {
  kind: 'move',
  read(c, firstTarget) {
    let m = RETURN.exec(c)
    if (m) {
      const what = readMove(m[1]!, Boolean(m[2]), firstTarget)
      return what ? { kind: 'move', what: what.sel, to: 'hand', text: c, rules: ['400.7', '400.3'] } : null
    }
    m = RETURN_BF.exec(c)
    if (m) {
      const what = readMove(m[1]!, true, firstTarget)
      return what ? { kind: 'move', what: what.sel, to: 'battlefield', tapped: Boolean(m[2]), text: c, rules: ['400.7', '110.2'] } : null
    }
    m = RETURN_SELF_BF.exec(c)
    if (m) {
      const n = m[1] ? numberWord(m[1].toLowerCase()) : 0
      if (n === undefined) return null
      return {
        kind: 'move',
        what: { kind: 'self' },
        to: 'battlefield',
        ownersControl: true,
        ...(n ? { counters: { [m[2]!]: n } } : {}),
        text: c,
        rules: ['400.7e', '110.2a', ...(n ? ['122.6'] : [])],
      }
    }
    m = ON_TOP.exec(c)
    if (m) {
      const what = readObject(m[1]!, firstTarget)
      return what
        ? { kind: 'move', what: what.sel, to: m[2] === 'top' ? 'libraryTop' : 'libraryBottom', text: c, rules: ['400.7', '401.4'] }
        : null
    }
    return null
  },
  apply(game, e, ctx) {
    const why = reason().rule('400.7')
    const targets = take(objects(game, e.what, ctx, e.text), why)
    if (isResult(targets)) return targets
    const doubts: Doubt[] = []
    for (const o of targets) {
      addDoubts(doubts, standingDoubts(game, o, ['zone']))
      const name = o.face.name
      if (e.to === 'battlefield') {
        // "return ~ to the battlefield": from the public zone the ability found it in (CR 400.7e), never from where it still is
        if (e.ownersControl && o.zone !== 'graveyard' && o.zone !== 'exile')
          return {
            ok: null,
            why,
            doubts: [
              doubt(
                `Arcanum can't carry out "${e.text}": ${name} is on the ${o.zone ?? 'nowhere'}, not in a graveyard or exile (CR 400.7e).`,
                ['400.7e'],
              ),
            ],
          }
        const r = putOntoBattlefield(game, o.ref, {
          controller: e.ownersControl ? o.owner : ctx.controller,
          ...(e.tapped ? { tapped: true } : {}),
          ...(e.counters ? { counters: e.counters } : {}),
        })
        if (!r.ok) return { ok: null, why, doubts: [doubt(r.why.text, [])] }
        why.say(r.why.text).merge(r.why)
        continue
      }
      if (e.to === 'libraryBottom') {
        // the engine's libraries take new cards at the bottom (Game.move without top)
        const text = `${name} was put on the bottom of its owner's library (CR 401.4).`
        if (!game.move(o, 'library', reason(text).rule('401.4')))
          why.say(`${text} As a token, it ceased to exist (CR 111.7).`).rule('111.7')
        else why.say(text).rule('401.4')
        continue
      }
      const to = e.to === 'hand' ? 'hand' : 'library'
      const text =
        e.to === 'hand'
          ? `${name} was returned to its owner's hand (CR 400.3, 400.7).`
          : `${name} was put on top of its owner's library (CR 400.3, 401.4).`
      why.say(text).rule('400.3')
      if (!game.move(o, to, reason(text).rule('400.3', '400.7'), { top: true }))
        why.say('A token that leaves the battlefield ceases to exist (CR 111.7).').rule('111.7')
    }
    if (!targets.length) why.say('There was nothing to move.')
    return { ok: true, why, doubts }
  },
}
