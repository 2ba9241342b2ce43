// Power and toughness (CR 208) in the order CR 613.4 applies them within layer 7: 7a characteristic-
// defining abilities, 7b effects that set P/T, 7c effects and counters that modify it, 7d switching.
// Modeled: the printed values, +X/+Y / -X/-Y counters (122.1a, 613.4c), and the continuous effects of
// continuous.ts (7b set, 7c modify, 7d switch, in timestamp order within each). Anything else that could
// change P/T (a "*" value, an effect the Oracle reader didn't understand) makes the answer unsupported.
import { touches } from '../oracle/clause-kind.js'
import { reason, type Reason } from '../answers.js'
import { addDoubts, doubt, touching, type Aspect, type Doubt } from '../doubts.js'
import { clauseDoubt, isType } from '../state/card.js'
import { battlefieldDoubts } from '../state/doubts.js'
import type { Game, GameObject } from '../state/game.js'
import { effectsOn } from './continuous.js'
import { cdaValue, countingCdas } from './cda.js'

export interface PowerToughness {
  /** Null for an object with no power and toughness (CR 208.3), or when a doubt leaves it unknown. */
  power: number | null
  toughness: number | null
  why: Reason
  /** What could change it that the engine doesn't model. */
  doubts: Doubt[]
}

const PT_COUNTER = /^([+-]\d+)\/([+-]\d+)$/
const NUMBER = /^-?\d+$/

/** The P/T counters on an object: each +X/+Y adds X and Y, each -X/-Y subtracts (CR 122.1a). */
export function counterModification(obj: GameObject): { power: number; toughness: number; kinds: string[] } {
  let power = 0
  let toughness = 0
  const kinds: string[] = []
  for (const [kind, n] of Object.entries(obj.counters)) {
    const m = PT_COUNTER.exec(kind)
    if (!m || !n) continue
    power += Number(m[1]) * n
    toughness += Number(m[2]) * n
    kinds.push(`${n} ${kind}`)
  }
  return { power, toughness, kinds }
}

/** Does it have power and toughness at all (CR 208.3)? */
export function hasPowerToughness(obj: GameObject): boolean {
  if (obj.zone === 'battlefield') return isType(obj.face, 'creature')
  return obj.face.power !== null && obj.face.toughness !== null
}

/**
 * What could have changed these aspects of a permanent as it stands: its card as a whole, its
 * history, its own static abilities the reader didn't understand, the battlefield's, and the
 * unmodeled effects of resolved spells. Not its own triggered and activated abilities: the engine
 * activates none but mana abilities, and a trigger it reads raises its effect's doubts when it
 * triggers; one waiting to go on the stack (CR 603.3) hasn't changed anything yet.
 */
export function standingDoubts(game: Game, obj: GameObject, aspects: Aspect[]): Doubt[] {
  const own = obj.face.abilities.clauses
    .filter((c) => c.kind === 'sentence' && !c.understood && touches(c).some((a) => aspects.includes(a)))
    .map((c) => clauseDoubt(c, obj.face.name, aspects))
  const out = touching([...obj.face.doubts, ...obj.doubts, ...own], aspects)
  for (const e of game.effectDoubts)
    if ((e.cardRef !== obj.cardRef || obj.cardRef === null) && (!e.within || e.within.has(obj.id)))
      addDoubts(out, touching([e.doubt], aspects))
  return addDoubts(out, battlefieldDoubts(game, aspects))
}

export function powerToughness(game: Game, obj: GameObject): PowerToughness {
  const name = obj.face.name
  if (!hasPowerToughness(obj))
    return {
      power: null,
      toughness: null,
      doubts: standingDoubts(game, obj, ['pt']),
      why: reason(
        obj.zone === 'battlefield'
          ? `${name} isn't a creature, so it has no power or toughness, even with a power and toughness printed on it (CR 208.3).`
          : `${name} has no power and toughness printed on it (CR 208.3).`,
      ).rule('208.3'),
    }
  const doubts = standingDoubts(game, obj, ['pt'])
  if (obj.face.power === null || obj.face.toughness === null)
    return {
      power: null,
      toughness: null,
      doubts: addDoubts(doubts, [
        doubt(
          `Arcanum doesn't know ${name}'s power and toughness: the card as given has none printed (CR 208.1) (${name}).`,
          ['208.1'],
          ['pt'],
        ),
      ]),
      why: reason(`${name}'s power and toughness aren't given (CR 208.1).`).rule('208.1'),
    }
  const printed = { power: obj.face.power, toughness: obj.face.toughness }
  // CR 604.3, 613.4a: a characteristic-defining ability that counts ("equal to the number of Swamps you control")
  const cdas = countingCdas(obj.face)
  const defined: string[] = []
  for (const which of ['power', 'toughness'] as const) {
    if (NUMBER.test(printed[which])) continue
    const v = cdaValue(game, obj, which, cdas)
    if (!v) continue
    printed[which] = String(v.value)
    if (!defined.includes(v.text)) defined.push(v.text)
  }
  for (const [which, value] of Object.entries(printed))
    if (!NUMBER.test(value))
      addDoubts(doubts, [
        doubt(
          `Arcanum doesn't model characteristic-defining abilities (CR 604.3, 613.4a): ${name}'s printed ${which} is ${value} (${name}).`,
          ['604.3', '613.4a'],
          ['pt'],
        ),
      ])
  const mod = counterModification(obj)
  const layered = effectsOn(game, obj).filter((e) => e.layer !== '6')
  let power = Number(printed.power)
  let toughness = Number(printed.toughness)
  const why = defined.length
    ? reason(
        `${name}'s characteristic-defining ability ${defined.map((t) => `"${t.replace(/~/g, name)}"`).join(' and ')} makes it ${printed.power}/${printed.toughness} now, in every zone, counted whenever it's needed (CR 604.3, 613.4a, 611.3a)`,
      ).rule('604.3', '613.4a')
    : reason(`${name} is ${printed.power}/${printed.toughness} as printed (CR 208.1)`).rule('208.1')
  const steps: string[] = []
  // CR 613.4b: effects that set power and toughness, in timestamp order (613.7)
  for (const e of layered.filter((x) => x.layer === '7b')) {
    power = e.power
    toughness = e.toughness
    steps.push(`"${e.text.replace(/~/g, e.source)}" (${e.source}) sets it to ${power}/${toughness} in layer 7b (CR 613.4b)`)
    why.rule('613.4b')
  }
  // CR 613.4c: counters and effects that modify it
  if (mod.kinds.length) {
    power += mod.power
    toughness += mod.toughness
    steps.push(`its counters (${mod.kinds.join(', ')}) modify that in layer 7c (CR 122.1a, 613.4c)`)
    why.rule('122.1a', '613.4c')
  }
  for (const e of layered.filter((x) => x.layer === '7c')) {
    power += e.power
    toughness += e.toughness
    const f = (n: number) => (n >= 0 ? `+${n}` : `${n}`)
    steps.push(`"${e.text.replace(/~/g, e.source)}" (${e.source}) gives ${f(e.power)}/${f(e.toughness)} in layer 7c (CR 613.4c)`)
    why.rule('613.4c')
  }
  // CR 613.4d: switching, after every other effect; two switches cancel out
  for (const e of layered.filter((x) => x.layer === '7d')) {
    ;[power, toughness] = [toughness, power]
    steps.push(`"${e.text.replace(/~/g, e.source)}" (${e.source}) switches them in layer 7d (CR 613.4d)`)
    why.rule('613.4d')
  }
  if (steps.length) why.text += `; ${steps.join('; ')}, making it ${power}/${toughness}.`
  else why.text += ', and nothing the engine knows of changes it (CR 613.4).'
  if (obj.zone === 'battlefield') why.rule('613.4')
  return { power, toughness, why, doubts }
}
