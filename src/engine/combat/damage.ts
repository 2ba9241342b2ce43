// The combat damage step (CR 510): each attacking and blocking creature assigns combat damage equal to
// its power (510.1a) — an unblocked attacker to the player it attacks (510.1b), a blocked one to its
// blockers (510.1c), a blocker to the attacker it blocks (510.1d) — then all of it is dealt at once
// (510.2) through the game core's damage (lifelink 702.15b, infect 702.90b–c, wither 702.80a,
// deathtouch 702.2b: src/engine/game/damage.ts). With first strike or double strike in combat there
// are two combat damage steps (510.4, 702.7b, 702.4b). Trample (702.19b) lets damage beyond lethal to
// the blockers go to the player, lethal counting damage already marked and damage assigned at the same
// time, and any nonzero damage from a deathtouch source (702.2c); a blocked trampler with no blockers
// left assigns all its damage to the player (702.19d). How a creature divides its damage among several
// recipients is its controller's choice (the assignCombatDamage action): without it, that creature's
// damage is unsupported. Toxic gives poison counters with combat damage to a player (702.164c,
// combat/toxic.ts). "Deals combat damage" abilities trigger (510.3a, combat/triggers.ts).
import type { Reason } from '../answers.js'
import { addDoubts, doubt, type Doubt } from '../doubts.js'
import { dealDamage } from '../game/damage.js'
import { powerToughness } from '../game/power-toughness.js'
import type { Game, GameObject, PlayerId } from '../state/game.js'
import { fireTriggers } from '../state/triggers.js'
import { combatDoubts } from './doubts.js'
import { toxicPoison } from './toxic.js'
import { hasKeyword } from '../keywords/has.js'
import { blockersOf, combatOf, inCombat, type CombatState } from './state.js'

interface Assignment {
  source: GameObject
  /** A player, or a permanent's ref. */
  to: string
  amount: number
}

const strikesFirst = (game: Game, o: GameObject) => hasKeyword(game, o, 'first strike') || hasKeyword(game, o, 'double strike')

/** The attacking and blocking creatures still in combat (CR 506.4). */
export function combatants(game: Game, c: CombatState): GameObject[] {
  const ids = [...c.attackers.keys(), ...c.blockers.keys()]
  return ids.map((id) => inCombat(game, id)).filter((o): o is GameObject => Boolean(o))
}

/** CR 702.19b, 702.2c: the damage still lethal to a blocker, counting damage marked and damage assigned in this step. */
function lethalFor(game: Game, blocker: GameObject, assigned: number, deathtouch: boolean): number | null {
  const t = powerToughness(game, blocker).toughness
  if (t === null) return null
  const left = Math.max(0, t - (game.core.damage.get(blocker.id) ?? 0) - assigned)
  return deathtouch ? Math.min(left, 1) : left
}

const assignedTo = (planned: Assignment[], ref: string) => planned.filter((p) => p.to === ref).reduce((n, p) => n + p.amount, 0)

/**
 * A creature's division of its damage among several recipients, as its controller chose it (CR 510.1c,
 * 702.19b): the assignments, or why it can't be used (a doubt: the result rests on a choice not made,
 * or made against the rules).
 */
function divided(
  game: Game,
  c: CombatState,
  o: GameObject,
  power: number,
  blockers: GameObject[],
  defending: PlayerId,
  trample: boolean,
  planned: Assignment[],
): Assignment[] | Doubt {
  const name = o.face.name
  const deathtouch = hasKeyword(game, o, 'deathtouch')
  const lethal = blockers.map((b) => lethalFor(game, b, assignedTo(planned, b.ref), deathtouch))
  // trample with no more damage than lethal to its one blocker: all of it goes to that blocker (702.19b)
  if (trample && blockers.length === 1 && lethal[0] !== null && power <= lethal[0]!)
    return [{ source: o, to: blockers[0]!.ref, amount: power }]
  const given = c.assignments.get(o.id)
  const rule = trample ? '702.19b' : '510.1c'
  if (!given)
    return doubt(
      `How ${name} divides its ${power} combat damage among ${blockers.map((b) => b.face.name).join(', ')}${trample ? ` and ${defending === game.you ? 'you' : defending}` : ''} is its controller's choice (CR ${rule}), and the scenario doesn't give it: add an "assignCombatDamage" action (${name}).`,
      [rule, '510.1e'],
    )
  const out: Assignment[] = []
  let total = 0
  for (const [k, n] of Object.entries(given)) {
    const b = blockers.find((x) => x.ref === k || x.cardRef === k)
    const toPlayer = k === defending && trample
    if (!b && !toPlayer)
      return doubt(
        `${name}'s chosen combat damage assignment names ${game.players.includes(k) ? k : game.nameOf(k)}, which it can't assign damage to: ${trample ? 'only its blockers and the player it attacks' : 'only the creatures blocking it'} (CR ${rule}, 510.1e) (${name}).`,
        [rule, '510.1e'],
      )
    total += n
    if (n > 0) out.push({ source: o, to: b ? b.ref : k, amount: n })
  }
  if (total !== power)
    return doubt(
      `${name}'s chosen combat damage assignment adds up to ${total}, but it assigns combat damage equal to its power, ${power} (CR 510.1a, 510.1e) (${name}).`,
      ['510.1a', '510.1e'],
    )
  const toPlayer = out.filter((a) => a.to === defending).reduce((n, a) => n + a.amount, 0)
  if (toPlayer > 0)
    for (const [i, b] of blockers.entries()) {
      if (lethal[i] === null)
        return doubt(`Arcanum doesn't know ${b.face.name}'s toughness, so what is lethal damage for trample (CR 702.19b) (${name}).`, [
          '702.19b',
        ])
      if (assignedTo(out, b.ref) < lethal[i]!)
        return doubt(
          `${name}'s chosen assignment gives ${defending === game.you ? 'you' : defending} damage before ${b.face.name} is assigned lethal damage (${lethal[i]}${deathtouch ? ': with deathtouch any nonzero amount is lethal, CR 702.2c' : ''}): trample allows that only once all its blockers are (CR 702.19b, 510.1e) (${name}).`,
          ['702.19b', '702.2c', '510.1e'],
        )
    }
  return out
}

/**
 * The combat damage step's turn-based actions (CR 510.1–510.2): assign and deal combat damage, then let
 * "deals combat damage" abilities trigger (510.3a). Returns the doubts its result rests on.
 */
export function combatDamageStep(game: Game, why: Reason): Doubt[] {
  const c = combatOf(game)
  const doubts: Doubt[] = []
  if (!c) return doubts
  const all = combatants(game, c)
  if (c.damageStep === null) {
    const first = all.filter((o) => strikesFirst(game, o))
    c.damageStep = first.length ? 'first' : 'regular'
    for (const o of first) c.struckFirst.add(o.id)
    if (first.length)
      why
        .say(
          `${first.map((o) => o.face.name).join(', ')} ${first.length === 1 ? 'has' : 'have'} first strike or double strike, so this is the first of two combat damage steps: only creatures with first strike or double strike assign combat damage in it (CR 510.4, 702.7b, 702.4b).`,
        )
        .rule('510.4', '702.7b', '702.4b')
  } else if (c.damageStep === 'first') {
    c.damageStep = 'regular'
    why
      .say(
        'The second combat damage step: the creatures that had neither first strike nor double strike as the first began assign combat damage, and those with double strike assign it again (CR 510.4, 702.4b).',
      )
      .rule('510.4', '702.4b')
  } else return doubts
  const assigners = all.filter((o) =>
    c.damageStep === 'first' ? c.struckFirst.has(o.id) : !c.struckFirst.has(o.id) || hasKeyword(game, o, 'double strike'),
  )
  addDoubts(doubts, combatDoubts(game, all, 'damage'))
  const planned: Assignment[] = []
  const choosing: { o: GameObject; power: number; blockers: GameObject[]; defending: PlayerId; trample: boolean }[] = []
  for (const o of assigners) {
    const pt = powerToughness(game, o)
    addDoubts(doubts, pt.doubts)
    const power = pt.power ?? 0
    const name = o.face.name
    if (power <= 0) {
      why.say(`${name} has power ${power}, so it assigns no combat damage (CR 510.1a).`).rule('510.1a')
      continue
    }
    const attacking = c.attackers.get(o.id)
    if (attacking) {
      if (!attacking.blocked) {
        planned.push({ source: o, to: attacking.defending, amount: power })
        continue
      }
      const blockers = blockersOf(game, c, o.id)
      const trample = hasKeyword(game, o, 'trample')
      if (!blockers.length) {
        if (trample) {
          why
            .say(
              `${name} is blocked but no creature blocks it any more; it has trample, so it assigns all its damage to the player (CR 702.19d).`,
            )
            .rule('702.19d')
          planned.push({ source: o, to: attacking.defending, amount: power })
        } else
          why
            .say(`${name} is blocked, and no creature blocks it any more, so it assigns no combat damage (CR 509.1h, 510.1c).`)
            .rule('509.1h', '510.1c')
        continue
      }
      if (blockers.length === 1 && !trample) planned.push({ source: o, to: blockers[0]!.ref, amount: power })
      else choosing.push({ o, power, blockers, defending: attacking.defending, trample })
      continue
    }
    const target = inCombat(game, c.blockers.get(o.id)!)
    if (!target) {
      why.say(`${name} isn't blocking any creature any more, so it assigns no combat damage (CR 510.1d).`).rule('510.1d')
      continue
    }
    planned.push({ source: o, to: target.ref, amount: power })
  }
  // damage assigned by the others counts toward lethal for trample (CR 702.19b): the divisions come last
  for (const ch of choosing) {
    const r = divided(game, c, ch.o, ch.power, ch.blockers, ch.defending, ch.trample, planned)
    if (!Array.isArray(r)) {
      addDoubts(doubts, [r])
      // the creatures and the player it could have dealt damage to are in doubt
      for (const o of [ch.o, ...ch.blockers]) game.doubt(o, [r])
      game.core.doubtPlayer(ch.defending, [r])
      why.say(r.text.replace(/ \([^)]*\)\.?$/, '.'))
      continue
    }
    planned.push(...r)
  }
  for (const o of assigners) c.assignments.delete(o.id)
  if (!planned.length) {
    why.say('No combat damage was dealt (CR 510.2).').rule('510.2')
    return doubts
  }
  const parts = planned.map(
    (p) => `${p.source.face.name} ${p.amount} to ${game.players.includes(p.to) ? (p.to === game.you ? 'you' : p.to) : game.nameOf(p.to)}`,
  )
  why.say(`Combat damage is assigned (${parts.join(', ')}) and dealt all at once (CR 510.1, 510.2).`).rule('510.1', '510.2')
  const dealt = new Map<GameObject, { players: PlayerId[]; objects: GameObject[]; amount: number }>()
  for (const p of planned) {
    const target = game.players.includes(p.to) && !game.isKnownRef(p.to) ? null : game.current(p.to)
    const r = dealDamage(game, { source: p.source.ref, to: p.to, amount: p.amount }, 'combat')
    why.say(r.why.text).merge(r.why)
    if (!r.ok) continue
    addDoubts(doubts, r.doubts)
    const d = dealt.get(p.source) ?? { players: [], objects: [], amount: 0 }
    if (target) d.objects.push(target)
    else {
      d.players.push(p.to)
      toxicPoison(game, p.source, p.to, why)
    }
    d.amount += p.amount
    dealt.set(p.source, d)
  }
  // the engine's combat doubts rest on every creature in combat and every player
  for (const o of all) game.doubt(game.current(o.ref) ?? o, doubts)
  for (const p of game.players) game.core.doubtPlayer(p, doubts)
  // CR 510.3a: abilities that triggered on combat damage go on the stack before the active player gets priority
  for (const [source, d] of dealt) fireTriggers(game, { kind: 'combatDamage', source, ...d }, `${source.face.name} dealt combat damage`)
  return doubts
}

/** CR 510.4: after a first-strike combat damage step comes a second one, instead of the end of combat step. */
export const secondDamageStepNext = (game: Game): boolean => combatOf(game)?.damageStep === 'first'
