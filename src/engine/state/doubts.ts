// Which doubts an answer or an action rests on: those of the objects it is about (their card as a
// whole, their history), and those of the clauses the engine didn't understand that could change it —
// the object's own, and the static abilities of every permanent on the battlefield (CR 604.1, 611.3a).
import { addDoubts, touching, type Aspect, type Doubt } from '../doubts.js'
import { isTriggeredKeyword } from '../oracle/keyword-names.js'
import { missingChoiceDoubts } from './entry-choices.js'
import type { Game, GameObject } from './game.js'

/**
 * What an effect the engine skipped could have done that a triggered ability sees (CR 603.2): objects
 * moved (entering, leaving, dying, drawn, discarded), damage dealt, life and counters changed, control.
 */
const EVENT_ASPECTS: readonly Aspect[] = ['zone', 'damage', 'life', 'counters', 'control']

const FROM_ZONE =
  /\bfrom (?:your|a|an opponent's|their|its owner's|target player's|each player's|that player's|any) (?:graveyards?|hand|library)\b/i
const NAMES_PERMANENTS =
  /\bbattlefield\b|\bpermanents?\b|\b(?:creature|artifact|enchantment|land|planeswalker|battle)s?\b(?! cards?\b)|\bsacrific|\bdestroy|\btap|\buntap|\bcounters?\b|\bcontrol|\bdamage\b|\btokens?\b|\bemblem\b|\bcop(?:y|ies)\b|\bpower\b|\btoughness\b|~/i

/**
 * Words that move only cards in hands and libraries: discarding (from a hand, CR 701.9a), milling (from a library,
 * 701.17a), drawing (121.1), shuffling or exchanging a hand and a library — and no other verb that moves an object.
 */
const HAND_LIBRARY_ONLY = (t: string) =>
  /\b(?:discards?|mills?|draws?)\b|\b(?:shuffles?|exchange)\b[^.]*\bhand\b[^.]*\blibrary\b/i.test(t) &&
  !/\b(?:returns?|exiles?|puts?|sacrific\w*|destroys?|counters?|casts?|plays?|attach\w*|gains? control|taps?|untaps?)\b/i.test(t)

/**
 * The objects an effect the engine doesn't carry out could change, when its words confine it to cards in
 * a graveyard, a hand or a library ("Return up to one target land card from your graveyard to your hand")
 * and name nothing on the battlefield: the objects in those zones as it happens (CR 400.1, 608.2c), so a
 * permanent's counters or zone don't rest on it. Undefined: it could change any object.
 */
export function effectScope(game: Game, text: string, name: string): ReadonlySet<number> | undefined {
  const t = text.replaceAll(name, '~')
  const effect = t.replace(/^[^:]*:\s*/, '')
  if (!(FROM_ZONE.test(t) || HAND_LIBRARY_ONLY(effect)) || NAMES_PERMANENTS.test(effect)) return undefined
  const ids = new Set<number>()
  for (const o of game.objects.values()) if (o.zone !== null && o.zone !== 'battlefield' && o.zone !== 'stack') ids.add(o.id)
  return ids
}

/** Has this object a triggered ability, read or not, printed or a triggered keyword (CR 603.1, 702)? */
export function hasTriggeredAbility(o: GameObject): boolean {
  const { face } = o
  return (
    face.abilities.triggers.length > 0 ||
    face.opaqueTriggers.length > 0 ||
    face.abilities.clauses.some((c) => c.kind === 'triggered' || isTriggeredKeyword(c.text))
  )
}

/**
 * The effects the engine skipped whose events could have made an ability trigger (CR 603.2): in doubt
 * for what triggered and for the stack, when an object in the game has a triggered ability; a game
 * without one can't have seen them.
 */
export function skippedEventDoubts(game: Game, objects: readonly GameObject[] = [...game.objects.values()]): Doubt[] {
  if (!objects.some((o) => o.zone !== null && hasTriggeredAbility(o))) return []
  return skippedEvents(game)
}

/** The effects the engine skipped that could have made game events happen (objects moved, damage, life, counters). */
function skippedEvents(game: Game, aspects: readonly Aspect[] = EVENT_ASPECTS): Doubt[] {
  if (!game.effectDoubts.length) return []
  const out: Doubt[] = []
  for (const e of game.effectDoubts) addDoubts(out, touching([e.doubt], aspects))
  return out
}

/**
 * What a count of game events rests on, whether or not anything in the game triggers on them: the
 * effects the engine skipped that could have made such events happen, token and copy effects too — a
 * token is created on the battlefield, an object entering (CR 111.1, 603.6a, 707.2).
 */
export function skippedEventCounts(game: Game): Doubt[] {
  return skippedEvents(game, [...EVENT_ASPECTS, 'copy'])
}

/** The doubts touching these aspects of an object: its card's, its history's, its own not-understood clauses'. */
export function doubtsOf(obj: GameObject | undefined, aspects: readonly Aspect[]): Doubt[] {
  if (!obj) return []
  const { face } = obj
  const there = obj.zone === 'battlefield' ? face.battlefieldClauseDoubts : []
  if (!face.doubts.length && !obj.doubts.length && !face.clauseDoubts.length && !there.length) return []
  return touching([...face.doubts, ...obj.doubts, ...face.clauseDoubts, ...there], aspects)
}

/** Not-understood static abilities of permanents on the battlefield that could change these aspects of anything. */
export function battlefieldDoubts(game: Game, aspects: readonly Aspect[]): Doubt[] {
  game.trace?.consult({ kind: 'battlefield', aspects })
  const out: Doubt[] = []
  for (const p of game.objects.values()) {
    if (p.zone !== 'battlefield') continue
    if (p.face.staticDoubts.length) addDoubts(out, touching(p.face.staticDoubts, aspects))
    // an ability it applies that reads a choice made as it entered, when the scenario didn't give the choice (CR 614.12, 607.2d)
    if (p.face.choiceReads.length) addDoubts(out, touching(missingChoiceDoubts(p.face, p.chosen), aspects))
  }
  return out
}

/**
 * Everything an answer or action about these objects and aspects rests on that the engine can't be sure of;
 * `still`: the objects among them that haven't changed zones since the scenario set them up, for whom static
 * abilities — theirs and, when all are still, the battlefield's — don't count (see whereaboutsDoubts).
 */
export function doubtsFor(
  game: Game,
  objects: (GameObject | undefined)[],
  aspects: readonly Aspect[],
  still: (o: GameObject) => boolean = () => false,
): Doubt[] {
  const out: Doubt[] = []
  if (game.effectDoubts.length) game.trace?.consult({ kind: 'events', aspects })
  for (const o of objects) {
    if (o) game.trace?.consult({ kind: 'object', ref: o.ref, aspects })
    const own = doubtsOf(o, aspects)
    addDoubts(out, o && still(o) ? own.filter((d) => !(isStaticClause(d) || dormantSpellClause(o, d)) || o.doubts.includes(d)) : own)
    // effects of resolved spells the engine didn't carry out could have changed any other object
    if (o)
      for (const e of game.effectDoubts)
        if ((e.cardRef !== o.cardRef || o.cardRef === null) && (!e.within || e.within.has(o.id)))
          addDoubts(out, touching([e.doubt], aspects))
    // what triggered: an event of a skipped effect may have made its abilities trigger (CR 603.2)
    if (o && aspects.includes('trigger')) addDoubts(out, skippedEventDoubts(game, [o]))
  }
  const field = battlefieldDoubts(game, aspects)
  const allStill = objects.some((o) => o && still(o)) && objects.every((o) => !o || still(o))
  // a replacement or prevention effect can turn another event into a zone change (CR 614.1a, 616.2): only statics are left out
  return addDoubts(out, allStill ? field.filter((d) => !isStaticClause(d)) : field)
}

/**
 * The events a replacement replaces are zone changes only ("would die", "would be put into a graveyard",
 * "enters with", "as ~ enters"): it changes how an object moves, never moves one that doesn't (CR 614.1a,
 * 614.1c, 614.6). One that replaces another event ("If you would gain life, draw … instead", "If you would
 * draw a card, return a card from your graveyard …") can turn it into a zone change (CR 616.2's example).
 */
const ZONE_CHANGE_EVENT =
  /\bwould (?:die|be (?:put|returned|exiled|destroyed)|enter|leave)\b|\benters? (?:with|tapped|as)\b|\bas [^,]* enters\b/i
const OTHER_EVENT = /\bwould (?!die\b|be (?:put|returned|exiled|destroyed)\b|enter\b|leave\b)\w+/i
const replacesZoneChangesOnly = (text: string) => ZONE_CHANGE_EVENT.test(text) && !OTHER_EVENT.test(text)

/** A spell ability of a card that isn't on the stack: it does nothing until the spell resolves (CR 112.3a, 608.2). */
const dormantSpellClause = (o: GameObject, d: Doubt) => d.clause?.kind === 'spell' && o.zone !== 'stack'

/**
 * A not-understood ability that moves nothing by itself: a static ability (CR 604.1), or a replacement
 * effect whose events are all zone changes (above).
 */
const isStaticClause = (d: Doubt) =>
  d.clause?.kind === 'static' || (d.clause?.kind === 'replacement' && replacesZoneChangesOnly(d.clause.text))

/**
 * What where these objects are rests on: the skipped effects that could have moved them, their history, and
 * not-understood abilities. A static ability moves nothing itself: one that changes where objects go does so
 * as a replacement effect, as a zone change happens (CR 614.1, 614.6). So for an object that hasn't changed
 * zones since the scenario set it up (every zone change makes a new object, CR 400.7), static abilities —
 * its own, and the battlefield's when none of these objects moved — can't have changed where it is.
 */
export function whereaboutsDoubts(game: Game, objects: readonly GameObject[]): Doubt[] {
  return doubtsFor(game, [...objects], ['zone'], (o) => game.wasSetUp(o))
}

/**
 * What the contents of a zone rest on (how many cards are in a hand, what a graveyard holds): its
 * objects' doubts, and every skipped effect that could have moved cards — into it as well as out of it,
 * so even an empty zone's count is in doubt after one (CR 400.1, 608.2).
 */
export function zoneContentDoubts(game: Game, objects: readonly GameObject[]): Doubt[] {
  const out = doubtsFor(game, [...objects], ['zone'])
  if (game.effectDoubts.length) game.trace?.consult({ kind: 'events', aspects: ['zone'] })
  for (const e of game.effectDoubts) addDoubts(out, touching([e.doubt], ['zone']))
  return out
}
