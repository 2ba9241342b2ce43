// State-based actions (CR 704): checked whenever a player would receive priority — after the
// scenario's set-up and after each action — all applicable ones performed at once as a single event,
// then checked again until none applies (704.3). Modeled: 704.5a (0 or less life), 704.5c (ten
// poison counters), 704.5f (toughness 0 or less), 704.5g (lethal damage), 704.5h (deathtouch
// damage), 704.5i (0 loyalty), 704.5q (+1/+1 and -1/-1 counters annihilate), and 306.5b (a
// planeswalker enters with its printed loyalty), and 704.5b (a draw from an empty library). The legend rule (704.5j) with its
// controller's choice as the scenario states it (legend-rule.ts); without the choice the permanents concerned are unsupported.
// 704.5m (an Aura attached illegally or to nothing) and 704.5n (an Equipment attached illegally) as attachments.ts finds them.
// What could change the outcome that the engine doesn't model (a P/T effect, a replacement of
// "destroy" or "dies", regeneration) makes the answers about the permanent unsupported.
import { reason, type Reason } from '../answers.js'
import { addDoubts, type Doubt } from '../doubts.js'
import { isType } from '../state/card.js'
import type { Game, GameObject, PlayerId } from '../state/game.js'
import { fireTriggers } from '../state/triggers.js'
import { hasKeyword } from '../keywords/has.js'
import { powerToughness, standingDoubts } from './power-toughness.js'
import { legendRule, type LegendRuleAction } from './legend-rule.js'
import { attachmentActions, type AttachmentAction } from './attachments.js'
import { attachedStaticDoubt } from './continuous.js'

export type StateBasedAction =
  | { kind: 'loses'; player: PlayerId; rule: '704.5a' | '704.5b' | '704.5c'; text: string }
  | { kind: 'graveyard' | 'destroy'; obj: GameObject; rule: '704.5f' | '704.5g' | '704.5h' | '704.5i'; text: string }
  | { kind: 'annihilate'; obj: GameObject; n: number; rule: '704.5q'; text: string }
  | LegendRuleAction
  | AttachmentAction

const DOUBTED_ASPECTS = ['zone', 'pt', 'damage'] as const

/** CR 306.5b: a planeswalker enters with loyalty counters equal to its printed loyalty. */
function giveEnteringLoyalty(game: Game) {
  for (const p of game.battlefield())
    if (isType(p.face, 'planeswalker') && p.counters.loyalty === undefined && /^\d+$/.test(p.face.loyalty ?? ''))
      p.counters.loyalty = Number(p.face.loyalty)
}

/** What a check would find now: every state-based action that applies, and what the engine can't be sure of. */
export function applicableStateBasedActions(game: Game): { actions: StateBasedAction[]; doubts: Map<GameObject, Doubt[]> } {
  giveEnteringLoyalty(game)
  const actions: StateBasedAction[] = []
  const doubts = new Map<GameObject, Doubt[]>()
  for (const player of game.players) {
    if (game.core.lost.has(player)) continue
    const life = game.core.life.get(player)!
    const poison = game.core.poison.get(player)!
    const who = player === game.you ? 'You' : player
    if (life <= 0) actions.push({ kind: 'loses', player, rule: '704.5a', text: `${who} had ${life} life and lost the game (CR 704.5a).` })
    else if (poison >= 10)
      actions.push({ kind: 'loses', player, rule: '704.5c', text: `${who} had ${poison} poison counters and lost the game (CR 704.5c).` })
    else if (game.core.drewFromEmpty.has(player))
      actions.push({
        kind: 'loses',
        player,
        rule: '704.5b',
        text: `${who} attempted to draw a card from an empty library and lost the game (CR 704.5b, 121.4).`,
      })
  }
  for (const p of game.battlefield()) {
    const name = p.face.name
    if (isType(p.face, 'creature')) {
      const pt = powerToughness(game, p)
      const marked = game.core.damage.get(p.id) ?? 0
      const touched = marked > 0 || game.core.deathtouched.has(p.id) || (pt.toughness ?? 1) <= 0
      // a creature that survives the damage marked on it survives less: an effect that only prevents
      // damage (CR 615.1a) can't make it die
      const survives = pt.toughness !== null && pt.toughness > 0 && marked < pt.toughness && !game.core.deathtouched.has(p.id)
      const standing = standingDoubts(game, p, ['zone', 'damage', 'keywords']).filter((d) => !(survives && onlyPrevents(d)))
      // an effect the engine didn't read could change its toughness, or replace its destruction
      const unsure = addDoubts([...pt.doubts], touched ? standing : [])
      if (unsure.length) doubts.set(p, unsure)
      if (pt.toughness !== null) {
        const t = pt.toughness
        if (t <= 0)
          actions.push({
            kind: 'graveyard',
            obj: p,
            rule: '704.5f',
            text: `${name} had toughness ${t} and was put into its owner's graveyard (CR 704.5f).`,
          })
        else if (marked >= t && !hasKeyword(game, p, 'indestructible'))
          actions.push({
            kind: 'destroy',
            obj: p,
            rule: '704.5g',
            text: `${name} had ${marked} damage marked on it, lethal for its toughness ${t}, and was destroyed (CR 704.5g).`,
          })
        else if (game.core.deathtouched.has(p.id) && !hasKeyword(game, p, 'indestructible'))
          actions.push({
            kind: 'destroy',
            obj: p,
            rule: '704.5h',
            text: `${name} had been dealt damage by a source with deathtouch and was destroyed (CR 704.5h, 702.2b).`,
          })
      }
    }
    if (isType(p.face, 'planeswalker') && (p.counters.loyalty ?? 0) <= 0) {
      // prevented damage, a replacement of where it goes, or loyalty it should have had would change this
      const unsure = standingDoubts(game, p, ['zone', 'damage', 'counters'])
      if (unsure.length) doubts.set(p, addDoubts(doubts.get(p) ?? [], unsure))
      actions.push({
        kind: 'graveyard',
        obj: p,
        rule: '704.5i',
        text: `${name} had 0 loyalty and was put into its owner's graveyard (CR 704.5i).`,
      })
    }
    const plus = p.counters['+1/+1'] ?? 0
    const minus = p.counters['-1/-1'] ?? 0
    if (plus > 0 && minus > 0) {
      const n = Math.min(plus, minus)
      actions.push({
        kind: 'annihilate',
        obj: p,
        n,
        rule: '704.5q',
        text: `${n} +1/+1 and ${n} -1/-1 counter${n === 1 ? '' : 's'} were removed from ${name} (CR 704.5q).`,
      })
    }
  }
  // CR 704.5j: the legend rule, with its controller's choice (src/engine/game/legend-rule.ts)
  const legends = legendRule(game, game.battlefield())
  actions.push(...legends.actions)
  for (const [o, d] of legends.doubts) doubts.set(o, addDoubts(doubts.get(o) ?? [], d))
  // CR 704.5m, 704.5n: Auras and Equipment attached illegally or to nothing (src/engine/game/attachments.ts)
  const attached = attachmentActions(game)
  actions.push(...attached.actions)
  for (const [o, d] of attached.doubts) {
    doubts.set(o, addDoubts(doubts.get(o) ?? [], d))
    // what its static abilities do to the permanent it enchants is then unknown too
    attachedStaticDoubt(game, o, d)
  }
  return { actions, doubts }
}

/** A not-understood prevention effect of one sentence, "Prevent …", with no additional effect (CR 615.1a, 615.5). */
const onlyPrevents = (d: Doubt) => d.clause?.kind === 'prevention' && /^prevent\b[^.]*\.?$/i.test(d.clause.text.trim())

/** Doubts re-aimed at where the permanent is and what it is: its survival is in doubt. */
const aboutSurvival = (obj: GameObject, doubts: Doubt[]): Doubt[] =>
  doubts.map((d) =>
    d.rules.includes('704.5j') || d.text.startsWith('Whether ')
      ? d
      : {
          text: `Whether ${obj.face.name} survives state-based actions (CR 704.3) depends on this: ${d.text}`,
          rules: [...d.rules, '704.3'],
          aspects: [...new Set([...(d.aspects ?? []), ...DOUBTED_ASPECTS])],
        },
  )

/**
 * Check and perform state-based actions until none applies (CR 704.3). Returns what was done, as a
 * because to add to the action that led to it; empty when nothing applied.
 */
export function performStateBasedActions(game: Game): Reason {
  const why = reason()
  for (let round = 0; round < 20; round++) {
    const { actions, doubts } = applicableStateBasedActions(game)
    for (const [o, d] of doubts) game.doubt(o, aboutSurvival(o, d))
    // a permanent leaving in the same event keeps every counter in its last known information (CR 704.3,
    // 603.10a): its counters don't annihilate, and persist and undying look back at both kinds
    const leaving = new Set(actions.flatMap((a) => (a.kind === 'graveyard' || a.kind === 'destroy' ? [a.obj] : [])))
    const doing = actions.filter((a) => (a.kind !== 'legend' || a.keep) && (a.kind !== 'annihilate' || !leaving.has(a.obj)))
    game.core.deathtouched.clear()
    game.core.drewFromEmpty.clear()
    for (const a of actions.filter((x) => x.kind === 'legend' && !x.keep)) why.say(a.text).rule(a.rule)
    if (!doing.length) break
    // performed simultaneously, as a single event (CR 704.3)
    const died: GameObject[] = []
    for (const a of doing) {
      why.say(a.text).rule(a.rule)
      game.core.performed.push({
        rule: a.rule,
        text: a.text,
        ...(a.kind === 'graveyard' || a.kind === 'destroy' ? { objectId: a.obj.id } : {}),
      })
      if (a.kind === 'loses') game.core.lost.set(a.player, { rule: a.rule, text: a.text })
      else if (a.kind === 'unattach') a.obj.attachedTo = null
      else if (a.kind === 'legend')
        for (const o of a.objs.filter((x) => x !== a.keep)) {
          game.move(o, 'graveyard', reason(a.text).rule(a.rule))
          died.push(o)
        }
      else if (a.kind === 'annihilate') {
        a.obj.counters['+1/+1']! -= a.n
        a.obj.counters['-1/-1']! -= a.n
      } else if (a.kind === 'graveyard' || a.kind === 'destroy') {
        // a permanent whose survival was in doubt may still be there: what it would have done (its abilities,
        // what triggers on its death) is in doubt game-wide from now on (CR 704.3, 603.10a)
        const unsure = a.obj.doubts.filter((d) => d.text.startsWith('Whether '))
        if (unsure.length) addDoubts(game.doubts, unsure)
        const next = game.move(a.obj, 'graveyard', reason(a.text).rule(a.rule, ...(a.kind === 'destroy' ? ['701.8a'] : [])))
        died.push(a.obj)
        if (!next)
          a.obj.departure = reason(`${a.text} A token that leaves the battlefield ceases to exist (CR 704.5d, 111.7).`).rule(
            a.rule,
            '704.5d',
            '111.7',
          )
      }
    }
    // CR 700.4, 603.10a: "dies" abilities trigger, looking back at the permanents as they last existed
    if (died.length) fireTriggers(game, { kind: 'dies', permanents: died }, `${died.map((d) => d.face.name).join(' and ')} died`)
  }
  if (why.text) why.text = `State-based actions (CR 704.3): ${why.text}`
  if (why.text) why.rule('704.3')
  return why
}
