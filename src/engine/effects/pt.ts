// Power/toughness effects of resolving spells and abilities (CR 611.2, 613.4): "Target creature gets
// +3/+3 until end of turn." (7c), "Creatures you control get +1/+1 until end of turn." (7c, the
// creatures found as it resolves, 611.2c), "~ gets +X/+0 until end of turn.", "Target creature gets
// +1/+1 for each …" (7c), "Target creature has base power and toughness 1/1 until end of turn." (7b),
// "Switch target creature's power and toughness until end of turn." (7d). "… and gains flying until end
// of turn" adds a layer-6 grant (613.1f). The P/T itself is computed in src/engine/game/power-toughness.ts.
import { reason } from '../answers.js'
import { addContinuous } from '../game/continuous.js'
import { isResult, take } from './common.js'
import { readForEach, readObject } from './phrases.js'
import { amount, objects } from './select.js'
import type { Amount, EffectModule } from './types.js'
import { readKeywordList } from './grant.js'

const GETS = /^(.+?) gets? ([+-])(\d+|x)\/([+-])(\d+|x)(?: and gains? (.+?))? until end of turn(?: (for each .+))?$/i
const GETS_FOR_EACH = /^(.+?) gets? ([+-])(\d+)\/([+-])(\d+) (for each .+?) until end of turn$/i
const BASE = /^(.+?) (?:has|have) base power and toughness (\d+)\/(\d+) until end of turn$/i
const SWITCH = /^switch (.+?)'s? power and toughness until end of turn$/i

export const pt: EffectModule<'pt'> = {
  kind: 'pt',
  read(c, firstTarget) {
    // base P/T (7b) or switching (7d) of the creature the text names, until end of turn
    const untilEndOfTurn = (object: string, layer: '7b' | '7d', power: number, toughness: number, rules: string[]) => {
      const what = readObject(object, firstTarget)
      return what
        ? { kind: 'pt' as const, what: what.sel, layer, power, toughness, keywords: [], duration: 'endOfTurn' as const, text: c, rules }
        : null
    }
    let m = GETS.exec(c) ?? GETS_FOR_EACH.exec(c)
    if (m) {
      const what = readObject(m[1]!, firstTarget)
      if (!what) return null
      const isForEach = m.length === 7 && /^for each/i.test(m[6] ?? '')
      const perText = isForEach ? m[6] : m[7]
      const sign = (s: string) => (s === '-' ? -1 : 1)
      const xs = [m[3]!, m[5]!].map((v) => v.toLowerCase() === 'x')
      let multiplier: Amount | undefined
      if (xs.some(Boolean)) multiplier = { kind: 'x' }
      if (perText) {
        if (multiplier) return null
        const per = readForEach(perText)
        if (!per) return null
        multiplier = per
      }
      const value = (v: string, s: string) => sign(s) * (v.toLowerCase() === 'x' ? 1 : Number(v))
      let power = value(m[3]!, m[2]!)
      let toughness = value(m[5]!, m[4]!)
      // "+X/+0": X only where it is written; a 0 stays 0
      if (multiplier?.kind === 'x') {
        power = xs[0] ? sign(m[2]!) : 0
        toughness = xs[1] ? sign(m[4]!) : 0
        if ((!xs[0] && m[3] !== '0') || (!xs[1] && m[5] !== '0')) return null
      }
      const keywords = !isForEach && m[6] ? readKeywordList(m[6]) : []
      if (keywords === null) return null
      return {
        kind: 'pt',
        what: what.sel,
        layer: '7c',
        power,
        toughness,
        ...(multiplier ? { multiplier } : {}),
        keywords,
        duration: 'endOfTurn',
        text: c,
        rules: ['611.2a', '611.2c', '613.4c'],
      }
    }
    m = BASE.exec(c)
    if (m) return untilEndOfTurn(m[1]!, '7b', Number(m[2]), Number(m[3]), ['611.2a', '613.4b'])
    m = SWITCH.exec(c)
    if (m) return untilEndOfTurn(m[1]!, '7d', 0, 0, ['611.2a', '613.4d'])
    return null
  },
  apply(game, e, ctx) {
    const why = reason().rule(...e.rules)
    const targets = take(objects(game, e.what, ctx, e.text), why)
    if (isResult(targets)) return targets
    let times = 1
    if (e.multiplier) {
      const n = take(amount(game, e.multiplier, ctx, e.text), why)
      if (isResult(n)) return n
      times = n
    }
    const creatures = targets.filter((o) => o.face.type.types.includes('creature'))
    if (!creatures.length) {
      why.say('It affects no creature.')
      return { ok: true, why, doubts: [] }
    }
    const names = creatures.map((o) => o.face.name).join(', ')
    const power = e.power * times
    const toughness = e.toughness * times
    addContinuous(game, {
      layer: e.layer,
      objectIds: creatures.map((o) => o.id),
      power,
      toughness,
      keywords: [],
      until: 'endOfTurn',
      text: e.text,
      source: ctx.source.face.name,
    })
    const fmt = (n: number) => (n >= 0 ? `+${n}` : `${n}`)
    if (e.layer === '7c')
      why.say(
        `${names} get${creatures.length === 1 ? 's' : ''} ${fmt(power)}/${fmt(toughness)} until end of turn: a layer 7c effect (CR 613.4c)${e.what.kind === 'all' ? ', affecting only the creatures there as it resolved (CR 611.2c)' : ''}.`,
      )
    else if (e.layer === '7b')
      why.say(
        `${names} ha${creatures.length === 1 ? 's' : 've'} base power and toughness ${power}/${toughness} until end of turn: a layer 7b effect, applied before counters and other modifications (CR 613.4b).`,
      )
    else
      why.say(`${names}'s power and toughness are switched until end of turn: layer 7d, applied after every other P/T effect (CR 613.4d).`)
    if (e.keywords.length) {
      addContinuous(game, {
        layer: '6',
        objectIds: creatures.map((o) => o.id),
        power: 0,
        toughness: 0,
        keywords: e.keywords,
        until: 'endOfTurn',
        text: e.text,
        source: ctx.source.face.name,
      })
      why.say(`${names} gain${creatures.length === 1 ? 's' : ''} ${e.keywords.join(', ')} until end of turn (CR 613.1f).`).rule('613.1f')
    }
    why.say('It ends in the cleanup step (CR 514.2).').rule('514.2')
    return { ok: true, why, doubts: [] }
  },
}
