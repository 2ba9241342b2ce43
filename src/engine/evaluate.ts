// evaluate(scenario, cards) → { answers, actions }: set up the game, check the scenario's references,
// carry out the actions in order (an action the rules forbid is reported and skipped, CR 732), then
// answer each question. Pure and deterministic: no I/O, same input → same output. Each action is its
// module's (src/engine/actions/registry.ts), each question its module's (src/engine/questions): this
// loop names none of them.
import { ScenarioError, type ActionOutcome, type EvaluateResult } from './answers.js'
import { actionModule } from './actions/registry.js'
import { answer } from './questions/index.js'
import type { Action, CardCharacteristics, CardPlacement, CardSpec, Scenario } from './scenario/index.js'
import { readCard } from './state/card.js'
import { readFace } from './effects/face.js'
import { setUpTurn } from './game/turn.js'
import { Game } from './state/game.js'
import { reason } from './answers.js'
import { addDoubts, doubt } from './doubts.js'
import { Trace, verdict, viewOf, type TraceView } from './trace.js'
import { doubtsFor, whereaboutsDoubts } from './state/doubts.js'
import { unclassifiedTriggersMayHaveFired } from './state/triggers.js'
import { setUpCore } from './game/setup.js'
import { declaredState } from './game/declared-state.js'
import { givenChoices, makeChoices } from './state/entry-choices.js'
import { performStateBasedActions } from './game/state-based-actions.js'
import { putTriggersOnStack } from './game/stack-objects.js'
import { setUpLegendRule } from './game/legend-rule.js'
import { updateCitysBlessing } from './game/ascend.js'
import { leftBattlefield, takeLeaveNotes } from './game/leaves.js'
import { checkReferences } from './references.js'
import { unseenAboveDoubt, unseenAbilityDoubts } from './game/unseen-abilities.js'

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
      makeChoices(obj, givenChoices(place))
      declaredState(game, obj, place, obj.arrival)
    }
  }
  // CR 301.5, 303.4: what each Aura or Equipment is attached to, once every card is in place (src/engine/game/attachments.ts)
  for (const [ref, spec] of Object.entries(scenario.cards))
    if (typeof spec === 'object' && spec.attachedTo !== undefined) game.current(ref)!.attachedTo = game.current(spec.attachedTo)!.id
  game.endSetUp()
  return { game, defaultPlaced }
}

/** The refs of the objects an action is about: "card", "copyOf" and what its module adds. */
function refsOf(game: Game, a: Action): string[] {
  const rec = a as unknown as Record<string, unknown>
  const refs: string[] = []
  // not "source": the action itself states what the source does (a copy, a permission)
  for (const f of ['card', 'copyOf'] as const) if (typeof rec[f] === 'string') refs.push(rec[f] as string)
  const about = actionModule(a.do).about?.(game, a)
  if (about) refs.push(...about)
  return refs
}

/**
 * Carry out one action, with the doubts its legality rests on (which then attach to the objects it
 * was about: their state is in doubt) and those its result rests on (which stay with the result).
 */
function performDoubted(game: Game, a: Action, index: number, defaultPlaced: Set<string>) {
  const module = actionModule(a.do)
  const refs = refsOf(game, a)
  const objects = () => refs.map((r) => game.current(r))
  const doubts = doubtsFor(game, objects(), module.legal)
  // where its objects are: an action on an object is one on the object in that zone (a spell is cast from
  // where the card is, an ability activated where it functions, a permanent tapped on the battlefield:
  // CR 400.7, 601.2a, 113.6, 701.26a), so every action that names one rests on the doubts on its zone
  const named = objects().filter((o) => o !== undefined)
  if (named.length) addDoubts(doubts, whereaboutsDoubts(game, named))
  // an ability the action names that isn't on the stack may be there all the same (game/unseen-abilities.ts)
  for (const ref of refs) addDoubts(doubts, unseenAbilityDoubts(game, ref))
  const result = module.result ? doubtsFor(game, objects(), module.result) : []
  // CR 405.5: what resolves is the top of the stack; an ability that may have triggered may be there
  if (module.resolves && game.mayHaveTriggered.length) {
    addDoubts(doubts, game.mayHaveTriggered)
    // and once something resolves, it may have resolved: what its effect could change is in doubt (CR 608.2)
    for (const d of game.mayHaveTriggered) game.effectDoubts.push({ doubt: d, cardRef: null })
    // and what resolves may not be what the engine takes as the top, nor resolve as it thinks (CR 405.5, 608.2b)
    const above = unseenAboveDoubt(game)
    if (above) game.effectDoubts.push({ doubt: above, cardRef: null })
  }
  const made = 'as' in a && a.as !== undefined ? a.as : module.makes?.(a, index)
  const r = module.perform(game, a, { index, path: `actions[${index}]`, defaultPlaced, made })
  if (!module.declaration) unclassifiedTriggersMayHaveFired(game, objects(), `after ${a.do}`)
  addDoubts(doubts, r.doubts ?? [])
  // an action in doubt that Arcanum takes as illegal, and so as changing nothing (CR 732), may in fact have
  // been legal and happened: what it would have done is unknown, so it taints any object it could change
  // (CR 608.2), not only those it names. (That an ability may have triggered and resolved is already an
  // effect doubt of its own, above.)
  if (!r.ok && !module.declaration && doubts.some((d) => !game.mayHaveTriggered.some((m) => m.text === d.text))) {
    const happened = doubt(
      `Arcanum can't tell whether "${a.do}" (actions[${index}]) was legal; taken as illegal, it changed nothing, but if legal it happened, and what it did is unknown (CR 732, 608.2).`,
      ['608.2'],
    )
    game.effectDoubts.push({ doubt: happened, cardRef: null })
    // and what it would have put on the stack (a spell, an ability, what its events triggered) may be there (CR 405.1, 603.3)
    addDoubts(game.mayHaveTriggered, [happened])
    // and the step it would have moved the game to may be the one it is (CR 500.1)
    if (module.movesTurn) addDoubts(game.turnDoubts, [happened])
  }
  if (doubts.length) {
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
