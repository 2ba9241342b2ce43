// evaluate(scenario, cards) → { answers, actions }: set up the game, check the scenario's references,
// carry out the actions in order (an action the rules forbid is reported and skipped, CR 732), then
// answer each question. Pure and deterministic: no I/O, same input → same output.
import { ScenarioError, type ActionOutcome, type EvaluateResult } from './answers.js'
import { putOntoBattlefield, enterAsCopy, createTokenCopy } from './actions/battlefield.js'
import { asList, planCast, performCast } from './actions/cast.js'
import { cycle, declineMadness, discard, move } from './actions/hand.js'
import { checkSearch, parseSearchDescription, performSearch, shuffleInto, shuffleLibrary } from './actions/library.js'
import { activatedAbilityOf, activateManaAbility } from './actions/mana.js'
import { copySpell, counter, resolve } from './actions/stack.js'
import { beginTurn, gainControl, prohibit, setTapped } from './actions/turn.js'
import { answer } from './questions/index.js'
import type { Action, CardCharacteristics, CardPlacement, CardSpec, Scenario, Zone } from './scenario/index.js'
import { readCard } from './state/card.js'
import { readFace } from './effects/face.js'
import { checkCastChoices } from './effects/cast-choices.js'
import { activationTimingProblem, castTimingProblem } from './game/timing.js'
import { actedWithPriority, advanceTo, afterResolution, passPriority, playLand, setUpTurn } from './game/turn.js'
import { Game } from './state/game.js'
import { possessive, reason } from './answers.js'
import { addDoubts, type Aspect, type Doubt } from './doubts.js'
import { Trace, verdict, viewOf, type TraceView } from './trace.js'
import { doubtsFor } from './state/doubts.js'
import { unclassifiedTriggersMayHaveFired } from './state/triggers.js'
import type { Illegal } from './actions/cast.js'
import { changeCounters } from './game/counters.js'
import { dealDamage } from './game/damage.js'
import { gainOrLoseLife } from './game/life.js'
import { setUpCore } from './game/setup.js'
import { declaredState } from './game/declared-state.js'
import { performStateBasedActions } from './game/state-based-actions.js'
import { activate } from './game/activate.js'
import { activationConditionProblem } from './game/activation-conditions.js'
import { castTargets, chooseTargetsAction, checkCastTargets } from './game/target-actions.js'
import { ABILITY_REF, orderTriggers, putTriggersOnStack } from './game/stack-objects.js'
import { chooseAssignment, declareAttackers, declareBlockers } from './combat/declare.js'
import { setUpLegendRule } from './game/legend-rule.js'
import { updateCitysBlessing } from './game/ascend.js'
import { leftBattlefield, takeLeaveNotes } from './game/leaves.js'

export const DEFAULT_PLAYERS = ['you', 'opponent']

/** The inline characteristics of a card spec, if it is an inline card. */
export function inlineCharacteristics(spec: CardSpec): CardCharacteristics | null {
  if (typeof spec === 'string' || 'card' in spec) return null
  return spec
}

/** The store name a card spec refers to, if it refers to one. */
export function storeName(spec: CardSpec): string | null {
  if (typeof spec === 'string') return spec
  return 'card' in spec ? spec.card : null
}

const REF_FIELDS = ['card', 'copyOf'] as const

/** Static checks: every reference names a card, a ref an earlier action made, a player or an action id. */
function checkReferences(scenario: Scenario, players: string[]) {
  const refs = new Set(Object.keys(scenario.cards))
  const ids = new Set<string>()
  const player = (p: string | undefined, path: string) => {
    if (p !== undefined && !players.includes(p))
      throw new ScenarioError(path, `unknown player "${p}"; the players are ${players.map((x) => `"${x}"`).join(', ')}`)
  }
  const ref = (r: string, path: string) => {
    // an ability on the stack: its source's ref with ":trigger" or ":ability" (src/engine/game/stack-objects.ts)
    const ability = ABILITY_REF.exec(r)
    if (!refs.has(r) && !(ability && refs.has(ability[1]!)))
      throw new ScenarioError(
        path,
        `unknown reference "${r}": name a card of "cards"${
          refs.size
            ? ` (${[...refs]
                .slice(0, 12)
                .map((x) => `"${x}"`)
                .join(', ')})`
            : ''
        } or a ref an earlier action made with "as"`,
      )
  }
  for (const [r, spec] of Object.entries(scenario.cards)) {
    if (typeof spec === 'object') {
      player(spec.owner, `cards.${r}.owner`)
      player(spec.controller, `cards.${r}.controller`)
      if (spec.controller && spec.zone !== 'battlefield' && spec.controller !== (spec.owner ?? players[0])) {
        throw new ScenarioError(`cards.${r}.controller`, 'only a permanent on the battlefield has a controller other than its owner')
      }
      if (spec.attachedTo !== undefined) {
        const to = scenario.cards[spec.attachedTo]
        if (to === undefined)
          throw new ScenarioError(`cards.${r}.attachedTo`, `unknown reference "${spec.attachedTo}": name a card of "cards"`)
        if (spec.zone !== 'battlefield' || typeof to !== 'object' || to.zone !== 'battlefield')
          throw new ScenarioError(
            `cards.${r}.attachedTo`,
            'only a permanent on the battlefield is attached, and only to a permanent on the battlefield (CR 301.5, 303.4)',
          )
      }
    }
  }
  ;(scenario.actions ?? []).forEach((a, i) => {
    const path = `actions[${i}]`
    if (a.id !== undefined) {
      if (ids.has(a.id)) throw new ScenarioError(`${path}.id`, `duplicate action id "${a.id}"`)
      ids.add(a.id)
    }
    const rec = a as unknown as Record<string, unknown>
    for (const f of REF_FIELDS) if (typeof rec[f] === 'string') ref(rec[f] as string, `${path}.${f}`)
    if ('stickerKicker' in a)
      asList(a.stickerKicker).forEach((s, j) => ref(s, `${path}.stickerKicker${Array.isArray(a.stickerKicker) ? `[${j}]` : ''}`))
    if ('find' in a && a.find) a.find.forEach((f, j) => ref(f, `${path}.find[${j}]`))
    if (a.do === 'shuffle' && a.cards) a.cards.forEach((f, j) => ref(f, `${path}.cards[${j}]`))
    if ('targets' in a && a.targets) a.targets.forEach((t, j) => players.includes(t) || ref(t, `${path}.targets[${j}]`))
    if (a.do === 'activate') for (const f of ['sacrifice', 'discard'] as const) (a[f] ?? []).forEach((t, j) => ref(t, `${path}.${f}[${j}]`))
    if (a.do === 'orderTriggers') a.order.forEach((t, j) => ref(t, `${path}.order[${j}]`))
    if (a.do === 'attack') a.cards.forEach((t, j) => ref(t, `${path}.cards[${j}]`))
    if (a.do === 'block')
      a.blocks.forEach((b, j) => {
        ref(b.blocker, `${path}.blocks[${j}].blocker`)
        ref(b.attacker, `${path}.blocks[${j}].attacker`)
      })
    if (a.do === 'attack') player(a.defending, `${path}.defending`)
    for (const f of ['controller', 'owner', 'player'] as const) if (typeof rec[f] === 'string') player(rec[f] as string, `${path}.${f}`)
    if ('as' in a && a.as !== undefined) {
      if (refs.has(a.as)) throw new ScenarioError(`${path}.as`, `"${a.as}" is already a reference; choose a new name`)
      refs.add(a.as)
    }
  })
  ;(scenario.legendRule?.keep ?? []).forEach((r, i) => ref(r, `legendRule.keep[${i}]`))
  scenario.ask.forEach((q, i) => {
    const path = `ask[${i}]`
    if (q.q === 'legal' || q.q === 'found' || q.q === 'manaProduced') {
      if (!ids.has(q.of))
        throw new ScenarioError(
          `${path}.of`,
          `"${q.q}" asks about an action: "${q.of}" is not the id of any action${ids.size ? ` (ids: ${[...ids].map((x) => `"${x}"`).join(', ')})` : ' (give the action an "id")'}`,
        )
    } else if (q.q === 'ticketCounters' || q.q === 'lifeTotal' || q.q === 'poisonCounters' || q.q === 'hasLost') player(q.of, `${path}.of`)
    else if (q.q === 'handSize' || q.q === 'libraryCount' || q.q === 'graveyard' || q.q === 'library') player(q.of, `${path}.of`)
    else if (q.q === 'phase') {
      // about the game: no object
    } else if (q.q === 'triggerCount' || q.q === 'stateBasedActions' || q.q === 'stack') {
      if ('of' in q && q.of !== undefined) ref(q.of, `${path}.of`)
    } else if (q.q === 'canTarget') {
      ref(q.of, `${path}.of`)
      if (!players.includes(q.target)) ref(q.target, `${path}.target`)
    } else {
      ref(q.of, `${path}.of`)
      if (q.q === 'canSpendMana') ref(q.source, `${path}.source`)
      if (q.q === 'canCast') {
        asList(q.stickerKicker).forEach((s) => ref(s, `${path}.stickerKicker`))
        player(q.controller, `${path}.controller`)
        player(q.owner, `${path}.owner`)
      }
    }
  })
}

function setup(scenario: Scenario, cards: Record<string, CardCharacteristics>, players: string[]) {
  const game = new Game(players)
  const defaultPlaced = new Set<string>()
  for (const [ref, spec] of Object.entries(scenario.cards)) {
    const chars = cards[ref] ?? inlineCharacteristics(spec)
    if (!chars) throw new ScenarioError(`cards.${ref}`, `no characteristics for "${storeName(spec)}"`)
    const face = readFace(readCard(chars))
    game.cards.set(ref, face)
    const place: CardPlacement = typeof spec === 'string' ? {} : spec
    if (!place.zone) defaultPlaced.add(ref)
    const zone = place.zone ?? 'hand'
    const owner = place.owner ?? players[0]!
    const obj = game.create({
      cardRef: ref,
      ref,
      face,
      zone,
      zoneOwner: owner,
      owner,
      controller: place.controller ?? owner,
      isToken: false,
      isSpellCopy: false,
      arrival: reason(
        `${face.name} starts ${zone === 'battlefield' ? 'on the battlefield' : `in ${owner === players[0] ? 'your' : `${owner}'s`} ${zone}`} as the scenario sets it up${place.zone ? '' : ' (the default)'}.`,
      ),
    })
    if (zone === 'battlefield') {
      obj.tapped = Boolean(place.tapped)
      obj.sinceTurnStart = !place.summoningSick
      if (place.counters) obj.counters = { ...place.counters }
      if (place.chosenName) obj.chosenName = place.chosenName
      declaredState(game, obj, place, obj.arrival)
    }
  }
  // CR 301.5, 303.4: what each Aura or Equipment is attached to, once every card is in place (src/engine/game/attachments.ts)
  for (const [ref, spec] of Object.entries(scenario.cards))
    if (typeof spec === 'object' && spec.attachedTo !== undefined) game.current(ref)!.attachedTo = game.current(spec.attachedTo)!.id
  return { game, defaultPlaced }
}

/**
 * Zone set-up on an action ("from": "graveyard"): a card whose zone the scenario left unset starts in
 * that zone; a card set up elsewhere makes the action illegal. Null when the card is where it should be.
 */
function takeFrom(game: Game, ref: string, from: Zone | undefined, defaultPlaced: Set<string>): Illegal | null {
  const obj = game.current(ref)
  if (from && obj && obj.zone !== from) {
    if (!defaultPlaced.has(ref) || obj.cardRef === null)
      return {
        ok: false,
        why: reason(`${obj.face.name} is ${obj.zone ? `in the ${obj.zone}` : 'no longer in the game'}, not in the ${from}.`).rule('400.1'),
      }
    game.move(obj, from, reason(`${obj.face.name} starts in ${possessive(obj.owner, game.you)} ${from} as the action sets it up.`))
  }
  defaultPlaced.delete(ref)
  return null
}

/** The ref of the object an action makes (a copy, a token): its "as", or a name of its own. */
function madeRef(a: Action, i: number): string | undefined {
  if ('as' in a && a.as !== undefined) return a.as
  if (a.do === 'copySpell') return `${a.card}:copy@${i}`
  if (a.do === 'createTokenCopy') return `${a.card}:token@${i}`
  return undefined
}

function perform(game: Game, a: Action, i: number, defaultPlaced: Set<string>) {
  const path = `actions[${i}]`
  const you = game.you
  switch (a.do) {
    case 'cast': {
      const plan = planCast(game, a.card, a, defaultPlaced)
      if (!plan.ok) return plan
      // CR 601.2b–c: modes and targets are chosen before costs are paid; an illegal choice makes the cast illegal.
      // The target legality of the stack (src/engine/game/targets.ts: hexproof, shroud, protection, ward) where
      // it reads the target phrases; the effects' own words (src/engine/effects) for what they read.
      const targeting = checkCastTargets(game, plan.obj, plan.controller, a.targets, a.modes)
      if (!targeting.ok) return targeting
      const choices = checkCastChoices(game, plan.obj.face, plan.controller, a, targeting.checked)
      if (!choices.ok) return choices
      // timing (src/engine/game/timing.ts): once the turn is known (CR 117.1a, 307.1, 702.8a)
      const late = castTimingProblem(game, plan.obj.face, plan.controller, plan.record.alternativeCost)
      if (late) return { ok: false as const, why: late }
      if (a.targets) plan.record.targets = a.targets
      if (a.modes) plan.record.modes = a.modes
      const { spell, why } = performCast(game, plan, defaultPlaced)
      const chosen = castTargets(game, spell, a.targets, why)
      actedWithPriority(game, plan.controller)
      return { ok: true as const, why, doubts: [...plan.doubts, ...targeting.doubts, ...choices.doubts, ...chosen] }
    }
    case 'copySpell':
      return copySpell(game, a.card, madeRef(a, i)!, a.controller, a.source)
    case 'resolve': {
      const r = resolve(game, a.card, a.find, path, a.pay, a.choices)
      if (r.ok) afterResolution(game)
      return r
    }
    case 'counter':
      return counter(game, a.card)
    case 'putOntoBattlefield': {
      const from = takeFrom(game, a.card, a.from, defaultPlaced)
      if (from) return from
      return putOntoBattlefield(game, a.card, a)
    }
    case 'enterAsCopy': {
      defaultPlaced.delete(a.card)
      return enterAsCopy(game, a.card, a.copyOf, a.controller)
    }
    case 'createTokenCopy':
      return createTokenCopy(game, a.card, madeRef(a, i)!, a.controller)
    case 'discard': {
      defaultPlaced.delete(a.card)
      return discard(game, a.card)
    }
    case 'declineMadness':
      return declineMadness(game, a.card)
    case 'cycle': {
      defaultPlaced.delete(a.card)
      return cycle(game, a.card, a.ability, a.find, path)
    }
    case 'search': {
      const player = a.player ?? you
      const request = {
        player,
        description: parseSearchDescription(a.for, `${path}.for`),
        descriptionText: a.for,
        find: a.find ?? [],
        put: a.to ?? 'hand',
        shuffle: a.shuffle ?? true,
        reveal: Boolean(a.reveal),
      }
      const checked = checkSearch(game, request)
      if (!checked.ok) return checked
      const why = reason(
        `${player === you ? 'You' : player} searched ${player === you ? 'your' : 'their'} library for ${a.for} and found ${checked.found.length ? checked.found.map((o) => o.face.name).join(', ') : 'nothing'} (CR 701.23a).`,
      )
        .rule('701.23a')
        .merge(checked.why)
      why.say(checked.why.text)
      const value = performSearch(game, request, checked.found, why, 'a search')
      return { ok: true as const, why, value }
    }
    case 'shuffle':
      return {
        ok: true as const,
        why: a.cards ? shuffleInto(game, a.player ?? you, a.cards) : shuffleLibrary(game, a.player ?? you, 'a shuffle'),
      }
    case 'move': {
      const from = takeFrom(game, a.card, a.from, defaultPlaced)
      if (from) return from
      if (a.to === 'battlefield') return putOntoBattlefield(game, a.card, {})
      return move(game, a.card, a.to)
    }
    case 'activateManaAbility':
      return activateManaAbility(game, a.card, a.ability)
    case 'tap':
      return setTapped(game, a.card, true)
    case 'untap':
      return setTapped(game, a.card, false)
    case 'beginTurn':
      return beginTurn(game, a.player ?? you)
    case 'gainControl':
      return gainControl(game, a.card, a.player ?? you)
    case 'prohibit':
      return prohibit(game, a.name, a.source ?? 'a prohibition')
    // turn structure (src/engine/game/turn.ts)
    case 'advanceTo':
      return advanceTo(game, a.step, a.player)
    case 'passPriority':
      return passPriority(game, a.player, () => {
        const r = resolve(game, undefined, undefined, path)
        return r.ok ? r : { ...r, why: r.why }
      })
    case 'playLand': {
      defaultPlaced.delete(a.card)
      return playLand(game, a.card)
    }
    case 'dealDamage':
      return dealDamage(game, a, path)
    case 'gainLife':
    case 'loseLife':
      return gainOrLoseLife(game, a.player ?? you, a.amount, a.do === 'gainLife')
    case 'putCounters':
    case 'removeCounters':
      return changeCounters(game, a.card, a.kind, a.amount, a.do === 'putCounters')
    case 'activate': {
      defaultPlaced.delete(a.card)
      // timing (src/engine/game/timing.ts): priority, "Activate only as a sorcery" (CR 117.1, 602.5d)
      const obj = game.current(a.card)
      const ability = obj ? activatedAbilityOf(obj, a.ability) : null
      const late =
        obj && ability && 'text' in ability
          ? activationTimingProblem(game, ability.text, obj.face.name, obj.controller, ability.isMana)
          : null
      if (late) return { ok: false as const, why: late }
      // "Activate only if …" (CR 602.5b): checked as it is activated, never again
      const cond = obj && ability && 'text' in ability ? activationConditionProblem(game, ability.text, obj, obj.controller) : null
      if (cond?.problem) return { ok: false as const, why: cond.problem }
      const r = activate(game, a)
      if (r.ok && obj) actedWithPriority(game, obj.controller)
      if (r.ok && cond?.held) r.why.say(cond.held.text).merge(cond.held)
      return cond?.doubts.length && r.ok ? { ...r, doubts: [...('doubts' in r ? (r.doubts ?? []) : []), ...cond.doubts] } : r
    }
    case 'chooseTargets':
      return chooseTargetsAction(game, a.card, a.targets)
    case 'orderTriggers':
      return orderTriggers(game, a.player ?? you, a.order, path)
    // combat (src/engine/combat)
    case 'attack':
      return declareAttackers(game, a.cards, a.defending, path)
    case 'block':
      return declareBlockers(game, a.blocks, path)
    case 'assignCombatDamage':
      return chooseAssignment(game, a.card, a.assign, path)
  }
}

/**
 * What each action's legality rests on, and what its result rests on (what a search found, what a
 * mana ability produced): a doubt about the result alone leaves the legality answered.
 */
const ACTION_ASPECTS: Record<Action['do'], { legal: Aspect[]; result?: Aspect[] }> = {
  cast: { legal: ['cast'] },
  copySpell: { legal: ['copy'] },
  resolve: { legal: ['zone'] },
  counter: { legal: ['zone'] },
  putOntoBattlefield: { legal: ['zone', 'counters'] },
  enterAsCopy: { legal: ['copy', 'zone'] },
  createTokenCopy: { legal: ['copy'] },
  discard: { legal: ['zone'] },
  declineMadness: { legal: ['zone'] },
  cycle: { legal: ['activate', 'zone'] },
  search: { legal: ['zone'] },
  shuffle: { legal: ['zone'] },
  move: { legal: ['zone'] },
  activateManaAbility: { legal: ['activate'], result: ['mana'] },
  tap: { legal: [] },
  untap: { legal: [] },
  beginTurn: { legal: [] },
  gainControl: { legal: ['control'] },
  prohibit: { legal: [] },
  advanceTo: { legal: [] }, // its doubts (triggers at the beginning of a step, the cleanup discard) come from advanceTo itself
  passPriority: { legal: [] },
  playLand: { legal: ['zone'] },
  dealDamage: { legal: [] }, // its doubts (prevention, protection, granted keywords) come from dealDamage itself
  gainLife: { legal: [] },
  loseLife: { legal: [] },
  putCounters: { legal: ['counters'] },
  removeCounters: { legal: ['counters'] },
  activate: { legal: ['activate'] },
  chooseTargets: { legal: ['target'] },
  orderTriggers: { legal: [] },
  attack: { legal: [] }, // its doubts (restrictions, requirements, attack triggers it doesn't read) come from the declaration itself
  block: { legal: [] },
  assignCombatDamage: { legal: [] },
}

/** Actions that only declare a choice: nothing happens in the game that a trigger could see (CR 603.2). */
const DECLARATIONS: ReadonlySet<Action['do']> = new Set(['chooseTargets', 'orderTriggers', 'prohibit'])

function refsOf(game: Game, a: Action): string[] {
  const rec = a as unknown as Record<string, unknown>
  const refs: string[] = []
  // not "source": the action itself states what the source does (a copy, a permission)
  for (const f of ['card', 'copyOf'] as const) if (typeof rec[f] === 'string') refs.push(rec[f] as string)
  if (a.do === 'resolve' && !a.card) {
    const top = game.topOfStack()
    if (top) refs.push(top.ref)
  }
  if ('stickerKicker' in a) refs.push(...asList(a.stickerKicker))
  if ('find' in a && a.find) refs.push(...a.find)
  if (a.do === 'shuffle' && a.cards) refs.push(...a.cards)
  // combat: a declaration in doubt leaves the creatures declared in doubt
  if (a.do === 'attack') refs.push(...a.cards)
  if (a.do === 'block') refs.push(...a.blocks.flatMap((b) => [b.blocker, b.attacker]))
  return refs
}

/**
 * Carry out one action, with the doubts its legality rests on (which then attach to the objects it
 * was about: their state is in doubt) and those its result rests on (which stay with the result).
 */
function performDoubted(game: Game, a: Action, i: number, defaultPlaced: Set<string>) {
  const refs = refsOf(game, a)
  const objects = () => refs.map((r) => game.current(r))
  const aspects = ACTION_ASPECTS[a.do]
  const doubts = doubtsFor(game, objects(), aspects.legal)
  const result = aspects.result ? doubtsFor(game, objects(), aspects.result) : []
  // CR 405.5: what resolves is the top of the stack; an ability that may have triggered may be there
  if ((a.do === 'resolve' || a.do === 'passPriority') && game.mayHaveTriggered.length) {
    addDoubts(doubts, game.mayHaveTriggered)
    // and once something resolves, it may have resolved: what its effect could change is in doubt (CR 608.2)
    for (const d of game.mayHaveTriggered) game.effectDoubts.push({ doubt: d, cardRef: null })
  }
  const r = perform(game, a, i, defaultPlaced)
  if (!DECLARATIONS.has(a.do)) unclassifiedTriggersMayHaveFired(game, objects(), `after ${a.do}`)
  addDoubts(doubts, (r as { doubts?: Doubt[] }).doubts ?? [])
  if (doubts.length) {
    const made = madeRef(a, i)
    const all = doubts.map(({ aspects: _, ...d }) => d)
    for (const ref of made ? [...refs, made] : refs) game.doubt(game.current(ref), all)
    addDoubts(game.doubts, all)
  }
  for (const o of objects()) game.doubt(o, result)
  return { r, doubts, resultDoubts: addDoubts([...doubts], result) }
}

/**
 * What happens each time a player would receive priority (CR 117.5): state-based actions until none
 * applies, then waiting triggered abilities go on the stack. (Putting them there can't make a
 * state-based action apply, so one pass of each is the whole repetition 117.5 asks for.)
 */
function priority(game: Game) {
  const sba = performStateBasedActions(game)
  // what returned as permanents left the battlefield (CR 610.3), during the action or the state-based actions
  const why = takeLeaveNotes(game)
  if (sba.text) why.say(sba.text).merge(sba)
  // CR 702.131b: ascend gives the city's blessing any time its controller controls ten permanents
  const blessed = updateCitysBlessing(game)
  if (blessed.text) why.say(blessed.text).merge(blessed)
  const stacked = putTriggersOnStack(game)
  if (stacked.text) why.say(stacked.text).merge(stacked)
  return why
}

/** Options of an evaluation: `traces` returns, beside the result, what each answer and action outcome consulted (src/engine/trace.ts). */
export interface EvaluateOptions {
  traces?: boolean
}

export function evaluate(
  scenario: Scenario,
  cards: Record<string, CardCharacteristics> = {},
  options: EvaluateOptions = {},
): EvaluateResult & { traces?: { answers: TraceView[]; actions: TraceView[] } } {
  const players = scenario.players?.length ? scenario.players : DEFAULT_PLAYERS
  if (new Set(players).size !== players.length) throw new ScenarioError('players', 'player names must be different')
  checkReferences(scenario, players)
  const { game, defaultPlaced } = setup(scenario, cards, players)
  // a module function, not a closure over this evaluation: a closure here made every evaluation's objects
  // outlive young-generation collections (bench:engine's simple scenario 27,000 → 16,000 per CPU-second)
  game.onLeaveBattlefield = leftBattlefield
  setUpCore(game, scenario)
  setUpTurn(game, scenario)
  setUpLegendRule(game, scenario)
  // the questions are asked where a player would receive priority: state-based actions are checked (CR 704.3)
  priority(game)
  const outcomes: ActionOutcome[] = []
  const traces = options.traces ? { answers: [] as TraceView[], actions: [] as TraceView[] } : null
  ;(scenario.actions ?? []).forEach((a, index) => {
    // what the action's legality rests on is reported to its trace; verdict decides whether it is supported
    const trace = new Trace()
    game.trace = trace
    const { r, doubts, resultDoubts } = performDoubted(game, a, index, defaultPlaced)
    trace.report(doubts)
    game.trace = null
    traces?.actions.push(viewOf(trace))
    const sba = priority(game)
    if (sba.text) r.why.say(sba.text).merge(sba)
    const v = verdict(trace)
    const outcome: ActionOutcome = v.supported
      ? { index, do: a.do, legal: r.ok, supported: true, because: r.why.text, citations: r.why.citations }
      : {
          index,
          do: a.do,
          legal: null,
          supported: false,
          because: `${v.because} ${r.ok ? 'Arcanum carries on as if it were legal' : 'Arcanum would call it illegal'}: ${r.why.text}`,
          citations: reason().merge(v).merge(r.why).citations,
        }
    if (a.id !== undefined) {
      outcome.id = a.id
      game.results.set(a.id, { legal: r.ok, because: r.why, value: 'value' in r ? r.value : undefined, kind: a.do, doubts, resultDoubts })
    }
    outcomes.push(outcome)
  })
  const answers = scenario.ask.map((q) => {
    const trace = new Trace()
    const a = answer(game, q, defaultPlaced, trace)
    traces?.answers.push(viewOf(trace))
    return a
  })
  return traces ? { answers, actions: outcomes, traces } : { answers, actions: outcomes }
}
