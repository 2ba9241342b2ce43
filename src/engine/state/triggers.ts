// Triggered abilities: when an event happens, which abilities trigger (CR 603.2). The engine records
// each triggered ability (triggerCount questions count them) and queues those it can resolve, to be
// put on the stack the next time a player would receive priority (src/engine/game/stack-objects.ts).
// Leaves-the-battlefield abilities look back in time (CR 603.10a): the permanents that died trigger
// too, as they last existed on the battlefield, with each other.
import { clauseDoubt, matchesQuality, unknownQualityWords } from './card.js'
import type { Game, GameObject, PlayerId } from './game.js'
import { isKickedRecord, linkedApplies } from './kicker.js'
import type { PlayerScope, TriggeredAbility, TriggerEvent } from '../oracle/types.js'
import { stackableTrigger, triggerEffectText } from '../game/effect-text.js'
import { mayHaveTriggered } from './opaque-triggers.js'
import { queueTrigger } from '../game/stack-objects.js'
import { attackTriggers, becomesBlockedTriggers, combatDamageTriggers, type CombatDamageEvent } from '../combat/triggers.js'
import { checkCondition } from '../game/conditions.js'
import { entersTriggers, spellTargetsTrigger } from '../game/trigger-subjects.js'
import { addDoubts, ASPECTS, doubt, touching, type Doubt } from '../doubts.js'
import { effectTouches } from '../oracle/clause-kind.js'
import type { Step } from './core.js'

export type GameEvent =
  | { kind: 'cast'; spell: GameObject; player: PlayerId }
  | { kind: 'cycle'; card: GameObject; player: PlayerId }
  | { kind: 'discard'; card: GameObject; player: PlayerId }
  | { kind: 'enters'; permanent: GameObject }
  | { kind: 'shuffle'; player: PlayerId }
  | { kind: 'search'; player: PlayerId }
  | { kind: 'tappedForMana'; permanent: GameObject; player: PlayerId }
  /** Permanents put into graveyards from the battlefield at the same time, as they last existed (CR 700.4, 603.10a). */
  | { kind: 'dies'; permanents: GameObject[] }
  /** A permanent left the battlefield, as it last existed there (CR 603.6c, 603.10a; src/engine/game/leaves.ts). */
  | { kind: 'leaves'; permanent: GameObject }
  /** The combat damage one creature dealt in a combat damage step (CR 510.2; src/engine/combat). */
  | CombatDamageEvent
  /** A step or phase began, in the active player's turn (CR 500.1; src/engine/game/step-triggers.ts). */
  | { kind: 'stepBegins'; step: Step; active: PlayerId }
  /** A permanent became untapped (CR 502.3, 701.26b; src/engine/game/untap.ts). */
  | { kind: 'untapped'; permanent: GameObject }
  /** A creature was declared as an attacker (CR 508.1, 508.3a). */
  | { kind: 'attacks'; attacker: GameObject }
  /** An attacking creature became blocked as blockers were declared (CR 509.1h, 509.3c). */
  | { kind: 'becomesBlocked'; attacker: GameObject }

const whoMatches = (who: PlayerScope, controller: PlayerId, actor: PlayerId) =>
  who === 'any' || (who === 'you' ? controller === actor : controller !== actor)

/** Which ability events an event can trigger: cycling is also a discard, and "cycle or discard" triggers once (CR 702.29d). */
const EVENT_KINDS: Record<GameEvent['kind'], TriggerEvent[]> = {
  cast: ['castKickedSpell', 'castSpell', 'castSelf'],
  cycle: ['cycle', 'cycleOrDiscard', 'discard'],
  discard: ['cycleOrDiscard', 'discard'],
  enters: ['enters', 'permanentEnters'],
  shuffle: ['shuffle'],
  search: ['search'],
  tappedForMana: ['tappedForMana'],
  dies: ['dies', 'creatureDies'],
  leaves: ['leaves'],
  combatDamage: ['combatDamage', 'creatureCombatDamage'],
  stepBegins: ['beginningOfStep'],
  untapped: ['untapped'],
  attacks: ['attacks', 'creatureAttacks'],
  becomesBlocked: ['becomesBlocked'],
}

/** Is this object what the event happened to (the permanent that entered, died, attacked…)? */
function isSubject(event: GameEvent, o: GameObject): boolean {
  if (event.kind === 'dies') return event.permanents.some((p) => p.id === o.id)
  return subjectOf(event)?.id === o.id
}

function subjectOf(event: GameEvent): GameObject | undefined {
  switch (event.kind) {
    case 'cast':
      return event.spell
    case 'cycle':
    case 'discard':
      return event.card
    case 'enters':
    case 'tappedForMana':
    case 'untapped':
    case 'leaves':
      return event.permanent
    case 'attacks':
    case 'becomesBlocked':
      return event.attacker
    case 'combatDamage':
      return event.source
    default:
      return undefined
  }
}

/** Whether it triggers on this event; null when the engine can't tell (a filter it can't read: CR 603.2, never "no"). */
function abilityTriggers(game: Game, source: GameObject, a: TriggeredAbility, event: GameEvent): boolean | null {
  if (!EVENT_KINDS[event.kind].includes(a.event)) return false
  const subject = subjectOf(event)
  if (a.excludesSelf && subject && subject.cardRef !== null && subject.cardRef === source.cardRef) return false
  switch (a.event) {
    case 'castKickedSpell':
      // sticker kicker counts: it happens just before the spell is considered cast (Wicker Picker rulings)
      return event.kind === 'cast' && whoMatches(a.who, source.controller, event.player) && isKickedRecord(event.spell.cast)
    case 'castSpell': {
      if (event.kind !== 'cast' || !whoMatches(a.who, source.controller, event.player)) return false
      const filter = a.filter ?? ''
      if (filter && unknownQualityWords(filter).length) return null
      if (filter && !matchesQuality(event.spell.face, filter)) return false
      return spellTargetsTrigger(game, source, a, event.spell)
    }
    case 'cycle':
    case 'cycleOrDiscard':
    case 'discard':
      return (event.kind === 'cycle' || event.kind === 'discard') && whoMatches(a.who, source.controller, event.player)
    case 'enters':
      return event.kind === 'enters' && event.permanent.id === source.id && (!a.ifKicked || linkedApplies(source.resolvedFrom, a.ifKicked))
    case 'permanentEnters':
      return event.kind === 'enters' && entersTriggers(game, source, a, event.permanent)
    case 'shuffle':
    case 'search':
      return (event.kind === 'shuffle' || event.kind === 'search') && whoMatches(a.who, source.controller, event.player)
    case 'tappedForMana': {
      if (event.kind !== 'tappedForMana' || !whoMatches(a.who, source.controller, event.permanent.controller)) return false
      const f = (a.filter ?? '').toLowerCase()
      if (f === '~') return event.permanent.id === source.id
      if (f.startsWith('enchanted')) return null // attachments aren't modeled here
      return !f || f === 'permanent' || matchesQuality(event.permanent.face, f)
    }
    case 'dies':
      return event.kind === 'dies' && event.permanents.some((p) => p.id === source.id)
    case 'leaves':
      return event.kind === 'leaves' && event.permanent.id === source.id
    case 'creatureDies': {
      if (event.kind !== 'dies') return false
      return event.permanents.some(
        (p) =>
          matchesQuality(p.face, a.filter ?? 'creature') &&
          whoMatches(a.who, source.controller, a.byOwner ? p.owner : p.controller) &&
          !(a.excludesSelf && p.id === source.id),
      )
    }
    case 'combatDamage':
    case 'creatureCombatDamage':
      return event.kind === 'combatDamage' && combatDamageTriggers(source, a, event)
    case 'attacks':
    case 'creatureAttacks':
      return event.kind === 'attacks' && attackTriggers(source, a, event.attacker)
    case 'becomesBlocked':
      return event.kind === 'becomesBlocked' ? becomesBlockedTriggers(source, a, event.attacker) : false
    case 'beginningOfStep':
      // CR 603.2: "at the beginning of your upkeep" triggers as its controller's upkeep begins
      return event.kind === 'stepBegins' && event.step === a.step && whoMatches(a.who, source.controller, event.active)
    case 'untapped':
      return event.kind === 'untapped' && event.permanent.id === source.id
    case 'cycleSelf':
      return false
    case 'castSelf':
      // CR 601.2i, 702.40a: the spell's own cast trigger, which functions on the stack
      return event.kind === 'cast' && event.spell.id === source.id
  }
}

/**
 * A triggered mana ability resolves at once, without the stack (CR 605.1b, 605.4a), and the engine
 * doesn't carry it out: what its effect could change about its source is in doubt from now on. Every
 * other triggered ability goes on the stack (stack-objects.ts) and, if its effect can't be read, is an
 * opaque object there: what depends on its resolution is in doubt once it resolves (actions/stack.ts).
 */
function pendingEffect(game: Game, source: GameObject, a: TriggeredAbility) {
  if (a.event !== 'tappedForMana' || stackableTrigger(a, source.face.name)) return
  const clause = source.face.abilities.clauses.find((c) => c.text === a.text)
  // effects on other objects aren't this object's doubt: no question follows those objects' fates
  if (!clause?.affects.length || !(clause.rest.includes(source.face.name) || /\bits?\b/i.test(clause.rest))) return
  const d = clauseDoubt(clause, source.face.name, clause.affects)
  game.doubt(source, [
    { ...d, text: d.text.replace(/^Arcanum doesn't model /, "Arcanum doesn't resolve triggered mana abilities, so not ") },
  ])
}

/** An ability that may have triggered: in doubt for its source, for what triggered and for the stack (CR 603.2, 603.3). */
function mayHave(game: Game, source: GameObject, d: Doubt) {
  game.doubt(source, [d])
  addDoubts(game.doubts, [d])
  addDoubts(game.mayHaveTriggered, [d])
}

/**
 * CR 603.4: an ability with an intervening "if" triggers only if its condition is true as the event
 * happens. When the engine can't tell, whether it triggered is in doubt, and so is what it would do.
 */
function interveningIf(game: Game, source: GameObject, a: TriggeredAbility): boolean {
  if (!a.condition) return true
  const c = checkCondition(game, a.condition, source, source.controller)
  if (c.holds !== null) return c.holds
  const d = doubt(
    `Arcanum can't tell whether this ability triggered: ${c.found}, and its intervening "if" ("${a.condition.text.replace(/~/g, source.face.name)}") is checked as it would trigger (CR 603.4): "${a.text}" (${source.face.name}).`,
    ['603.4', ...c.rules],
  )
  mayHave(game, source, d)
  return false
}

/** An intervening "if" the reader didn't turn into a condition it checks (CR 603.4): it is neither true nor false. */
function unreadIf(game: Game, source: GameObject, a: TriggeredAbility, cause: string): boolean {
  if (a.condition || a.ifKicked || a.event === 'tappedForMana') return false
  const { condition } = triggerEffectText(a.text)
  if (!condition) return false
  const clause = source.face.abilities.clauses.find((c) => c.text === a.text)
  mayHave(
    game,
    source,
    doubt(
      `Arcanum can't tell whether this ability triggered (${cause}): it doesn't read its intervening "${condition}" (CR 603.4): "${a.text}" (${source.face.name}).`,
      ['603.4'],
      [...new Set(['trigger' as const, ...(clause ? effectTouches(clause) : ASPECTS)])],
    ),
  )
  return true
}

/**
 * CR 603.2: a triggered ability the engine can't read, whose trigger event it can't classify either
 * (state/opaque-triggers.ts: "Whenever a Sliver deals damage", "Whenever you gain life"), may trigger on
 * anything that happens. After each action, it may have triggered: the stack, what resolves next and
 * what its effect could change are in doubt. One about its own source only may have triggered when the
 * action touched that source.
 */
export function unclassifiedTriggersMayHaveFired(game: Game, touched: readonly (GameObject | undefined)[], cause: string) {
  for (const source of game.battlefield())
    for (const t of source.face.opaqueTriggers)
      if (t.events === null && (!t.self || touched.includes(source))) mayHave(game, source, mayHaveTriggered(t, source.face.name, cause))
}

/** A trigger condition of a spell's own casting ("When you cast this spell", "When you cast ~"), CR 601.2i. */
const CAST_THIS_SPELL = /^(?:[^—,]+ — )?(?:when|whenever) you cast (?:this spell\b|~)/i

/** Record every ability that triggers on this event; returns the records made. */
export function fireTriggers(game: Game, event: GameEvent, cause: string) {
  const made = []
  // CR 603.10a: leaves-the-battlefield abilities look back: the permanents that left trigger as they last existed
  const sources =
    event.kind === 'dies'
      ? [...game.battlefield(), ...event.permanents]
      : event.kind === 'leaves'
        ? [...game.battlefield(), event.permanent]
        : event.kind === 'cast'
          ? [...game.battlefield(), event.spell]
          : game.battlefield()
  for (const source of sources) {
    for (const a of source.face.abilities.triggers) {
      // a spell on the stack has only its own cast triggers there (CR 702.40a, 113.6); a permanent has none of them
      if ((a.event === 'castSelf') !== (source.zone === 'stack')) continue
      const triggers = abilityTriggers(game, source, a, event)
      if (triggers === null) {
        const clause = source.face.abilities.clauses.find((c) => c.text === a.text)
        mayHave(
          game,
          source,
          doubt(
            `Arcanum can't tell whether this ability triggered (${cause}): it can't read what its trigger condition asks for (CR 603.2): "${a.text}" (${source.face.name}).`,
            ['603.2'],
            [...new Set(['trigger' as const, ...(clause ? effectTouches(clause) : ASPECTS)])],
          ),
        )
        continue
      }
      if (triggers && !unreadIf(game, source, a, cause) && interveningIf(game, source, a)) {
        const r = { sourceId: source.id, sourceRef: source.ref, event: a.event, kind: event.kind, text: a.text, cause }
        game.triggers.push(r)
        made.push(r)
        pendingEffect(game, source, a)
        queueTrigger(game, source, a, r)
      }
    }
  }
  // CR 603.2: an ability the engine can't read that names this event may have triggered (state/opaque-triggers.ts);
  // a spell's own "When you cast this spell" ones are below
  for (const source of event.kind === 'cast' ? sources.filter((s) => s !== event.spell) : sources)
    for (const t of source.face.opaqueTriggers)
      if (t.events?.has(event.kind) && !(t.self && !isSubject(event, source)))
        mayHave(game, source, mayHaveTriggered(t, source.face.name, cause))
  // CR 601.2i, 113.6k: "When you cast this spell" triggers from the stack, as the spell becomes cast — one the
  // engine can't read may have triggered there, above its spell (CR 603.3)
  if (event.kind === 'cast')
    for (const t of event.spell.face.opaqueTriggers)
      if (t.events?.has('cast') && CAST_THIS_SPELL.test(t.clause.text.replaceAll(event.spell.face.name, '~')))
        mayHave(game, event.spell, mayHaveTriggered(t, event.spell.face.name, cause))
  // CR 613.1f, 603.2: a static ability the engine can't read that could grant a triggered ability ("…
  // spells you cast have cascade") or make one trigger: an ability may have triggered on this event while
  // it was there, and stays so after its source leaves
  for (const source of game.battlefield())
    for (const d of touching(source.face.staticDoubts, ['trigger']))
      mayHave(game, source, {
        ...d,
        text: `Arcanum can't tell whether an ability triggered (${cause}): ${d.text}`,
        rules: [...new Set(['603.2', ...d.rules])],
      })
  // CR 702.29c: "When you cycle this card" triggers from whatever zone the card winds up in
  if (event.kind === 'cycle') {
    for (const a of event.card.face.abilities.triggers) {
      if (a.event === 'cycleSelf') {
        const r = { sourceId: event.card.id, sourceRef: event.card.ref, event: a.event, kind: event.kind, text: a.text, cause }
        game.triggers.push(r)
        made.push(r)
        queueTrigger(game, event.card, a, r)
      }
    }
  }
  game.events.push({
    kind: event.kind,
    player:
      'player' in event
        ? event.player
        : event.kind === 'dies'
          ? (event.permanents[0]?.controller ?? game.you)
          : (subjectOf(event)?.controller ?? game.you),
    detail: cause,
  })
  return made
}
