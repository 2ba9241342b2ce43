// Sacrificing (CR 701.21): "Sacrifice a creature.", "Each opponent sacrifices a creature.", "Target
// player sacrifices an artifact.", "Sacrifice ~." A player sacrifices only permanents they control
// (701.21a), choosing which (the context's choices.sacrifice) unless they control no more than asked.
// Sacrificing isn't destroying: indestructible doesn't stop it (701.21a, 702.12b).
import { reason, subject } from '../answers.js'
import { permanentsDied } from '../game/leaves.js'
import { isResult, plural, take, unsupported } from './common.js'
import { readFilter, readNumber, readPlayer } from './phrases.js'
import { amount, filtered, players } from './select.js'
import type { EffectModule } from './types.js'

const SACRIFICE = /^(?:(.+?) )?(sacrifices?) (a|an|one|two|three|x|\d+) (.+)$/i

function sacrificed(game: import('../state/game.js').Game, o: import('../state/game.js').GameObject) {
  const text = `${o.face.name} was sacrificed: put into its owner's graveyard (CR 701.21a).`
  return game.move(o, 'graveyard', reason(text).rule('701.21a'))
    ? text
    : `${text} A token that leaves the battlefield ceases to exist (CR 111.7).`
}

/** CR 700.4, 603.10a: what was sacrificed together died together; their "dies" abilities trigger. */
const died = (game: import('../state/game.js').Game, objs: import('../state/game.js').GameObject[]) =>
  permanentsDied(game, objs, `${objs.map((o) => o.face.name).join(' and ')} ${objs.length === 1 ? 'was' : 'were'} sacrificed`)

export const sacrifice: EffectModule<'sacrifice'> = {
  kind: 'sacrifice',
  read(c, firstTarget) {
    const m = SACRIFICE.exec(c)
    if (!m) return null
    const who = m[1] ? readPlayer(m[1], firstTarget) : { sel: { kind: 'you' as const }, used: 0 }
    if (!who || (who.sel.kind === 'you') === m[2]!.toLowerCase().endsWith('s')) return null
    const n = readNumber(m[3]!)
    const f = readFilter(m[4]!)
    if (!n || !f || f.zone !== 'battlefield' || f.whose !== 'any' || !f.quality) return null
    return { kind: 'sacrifice', who: who.sel, amount: n, of: { ...f, whose: 'you' }, text: c, rules: ['701.21a'] }
  },
  apply(game, e, ctx) {
    const why = reason().rule('701.21a')
    const who = take(players(game, e.who, ctx, e.text), why)
    if (isResult(who)) return who
    const n = take(amount(game, e.amount, ctx, e.text), why)
    if (isResult(n)) return n
    const chosen = ctx.choices?.sacrifice ?? []
    const plan: { player: string; objs: import('../state/game.js').GameObject[] }[] = []
    for (const p of who) {
      const candidates = filtered(game, e.of, { ...ctx, controller: p })
      if (candidates.length <= n) {
        plan.push({ player: p, objs: candidates })
        continue
      }
      const mine = candidates.filter((o) => chosen.includes(o.ref))
      const wrong = chosen.filter((r) => {
        const o = game.current(r)
        return o && o.controller === p && !candidates.includes(o)
      })
      if (wrong.length)
        return {
          ok: false,
          why: reason(
            `${wrong.map((r) => game.nameOf(r)).join(', ')} can't be sacrificed for "${e.text}": a player sacrifices a permanent they control of the kind asked for (CR 701.21a).`,
          ).rule('701.21a'),
        }
      if (!mine.length)
        return unsupported(
          `Arcanum can't carry out "${e.text}": which ${plural(n, e.of.quality)} ${p === game.you ? 'you sacrifice' : `${p} sacrifices`} wasn't given (choices.sacrifice) (CR 701.21a) (${ctx.source.face.name}).`,
          ['701.21a'],
        )
      if (mine.length !== n)
        return {
          ok: false,
          why: reason(`"${e.text}" sacrifices exactly ${plural(n, e.of.quality)}; ${mine.length} were chosen (CR 701.21a).`).rule(
            '701.21a',
          ),
        }
      plan.push({ player: p, objs: mine })
    }
    for (const { player, objs } of plan) {
      if (!objs.length) why.say(`${subject(player, game.you)} controlled no ${e.of.quality} to sacrifice.`)
      for (const o of objs) why.say(sacrificed(game, o))
    }
    died(
      game,
      plan.flatMap((x) => x.objs),
    )
    return { ok: true, why, doubts: [] }
  },
}

export const sacrificeSelf: EffectModule<'sacrificeSelf'> = {
  kind: 'sacrificeSelf',
  read(c) {
    return /^sacrifice ~$/i.test(c) ? { kind: 'sacrificeSelf', text: c, rules: ['701.21a'] } : null
  },
  apply(game, _e, ctx) {
    const why = reason().rule('701.21a')
    const o = ctx.source
    if (o.zone !== 'battlefield' || o.controller !== ctx.controller) {
      why.say(`${o.face.name} isn't a permanent its controller controls any more, so it can't be sacrificed (CR 701.21a).`)
      return { ok: true, why, doubts: [] }
    }
    why.say(sacrificed(game, o))
    died(game, [o])
    return { ok: true, why, doubts: [] }
  },
}
