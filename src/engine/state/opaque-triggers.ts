// Triggered abilities the engine can't read (CR 603): never dropped. Each not-understood triggered
// clause is classified by the game events its trigger condition names (603.2): when one of those
// events happens, the ability may have triggered, and since the engine can't tell whether it did
// (its filter, its "if"), whether anything triggered and what is on the stack are in doubt from then
// on, and so is whatever its effect could change. A clause whose event the engine can't classify
// stays in doubt for every question about triggers (state/card.ts). A clause that names an event
// which never happens blocks nothing (no over-broad refusal).
import { doubt, type Doubt } from '../doubts.js'
import { effectTouches } from '../oracle/clause-kind.js'
import type { Clause } from '../oracle/types.js'

/** The kinds of game event the engine announces (state/triggers.ts GameEvent). */
export type EventKind =
  | 'cast'
  | 'cycle'
  | 'discard'
  | 'enters'
  | 'shuffle'
  | 'search'
  | 'tappedForMana'
  | 'dies'
  | 'leaves'
  | 'combatDamage'
  | 'stepBegins'
  | 'untapped'
  | 'attacks'
  | 'becomesBlocked'

/** The events a trigger condition names, by the words that name them (CR 603.2, 603.6a, 700.4, 508.3a, 601.2i). */
const EVENT_WORDS: [EventKind[], RegExp][] = [
  [['enters'], /\benters?(?: the battlefield)?(?: or attacks)?(?: under (?:your|an opponent's|your opponents'|its owner's) control)?\b/g],
  [['dies'], /\b(?:dies|die)\b|\bis put into (?:a|your|an opponent's|its owner's) graveyard from the battlefield\b/g],
  [['leaves'], /\bleaves the battlefield\b/g],
  [['attacks'], /\battacks?\b/g],
  // CR 509.3c: once, as blockers are declared ("becomes blocked by a creature", 509.3d, isn't classified)
  [['becomesBlocked'], /\bbecomes? blocked\b(?! by\b)/g],
  [['cast'], /\bcasts?\b/g],
  [['cycle'], /\bcycles?\b/g],
  [['discard', 'cycle'], /\bdiscards?\b/g],
  [['combatDamage'], /\bdeals? combat damage(?: to (?:a player|an opponent|you|a creature))?\b/g],
  [['stepBegins'], /^at the beginning of\b/g],
  [['untapped'], /\bbecomes? untapped\b/g],
  [['shuffle'], /\bshuffles?\b/g],
  [['search'], /\bsearch(?:es)?\b/g],
]

/**
 * Words that name an event the engine doesn't announce (drawing, gaining life, becoming tapped or the
 * target, blocking, damage that isn't combat damage, counters…): a condition with one of them can't be
 * classified, so it stays in doubt everywhere.
 */
const UNANNOUNCED =
  /\b(?:blocks?|blocked|becomes?|deals?|dealt|draws?|gains?|loses?|targets?|taps?|tapped|untaps?|counters?|puts?|returns?|exiled?|exiles|sacrifices?|activates?|plays?|scry|scries|explores?|mills?|transforms?|turned|creates?|crews?|surveils?|fights?|countered|copies|copy|attach(?:ed|es)?|reveals?|destroyed|mutates?|expends?|ventures?|completes?|proliferates?|investigates?|rolls?|flips?|chooses?|votes?|forages?|connives?|discovers?|descends?|phases?|mana|pays?|spends?|cycled|discarded|unlocks?|saddles?|crank|level|becomes|is turned|leaves|from|into|exile|graveyards?|hands?|library|libraries|while|during|each time)\b/

/** The events a triggered clause's condition names, or null when it can't be classified (CR 603.2). */
export function triggerEvents(text: string, name: string): Set<EventKind> | null {
  // an ability word has no rules meaning (CR 207.2c): "Delirium — At the beginning of …" is read from "At"
  // the card's own name first: a legend's name has a comma of its own ("Grunn, the Lonely King")
  const clauseText = text.replace(/^[A-Z][\w'’ -]*? — /, '').replaceAll(name, '~')
  const comma = clauseText.indexOf(',')
  if (comma < 0) return null
  let condition = clauseText.slice(0, comma).toLowerCase()
  if (!/^(?:when|whenever|at)\b/.test(condition)) return null
  const kinds = new Set<EventKind>()
  for (const [k, re] of EVENT_WORDS) {
    re.lastIndex = 0
    if (re.test(condition)) {
      for (const x of k) kinds.add(x)
      condition = condition.replace(re, ' ')
    }
  }
  if (!kinds.size || UNANNOUNCED.test(condition)) return null
  return kinds
}

/** The not-understood triggered clauses of a card (no reader made a triggered ability of them), with the events they name. */
export interface OpaqueTrigger {
  clause: Clause
  /** Null: its event can't be classified, so it is in doubt for every trigger question (state/card.ts). */
  events: Set<EventKind> | null
  /** Its condition is about its own source only ("When ~ enters", "Whenever this creature attacks"): another object's event can't trigger it. */
  self: boolean
}

const SELF_ONLY =
  /^(?:when|whenever) (?:~|this (?:creature|permanent|artifact|enchantment|land|vehicle|planeswalker))(?! or\b| and\b)\b[^,]*$/i

export function opaqueTriggers(clauses: Clause[], readTriggers: { text: string }[], name: string): OpaqueTrigger[] {
  const out: OpaqueTrigger[] = []
  for (const c of clauses)
    if (c.kind === 'triggered' && !c.understood && !readTriggers.some((t) => t.text === c.text))
      out.push({
        clause: c,
        events: triggerEvents(c.text, name),
        self: SELF_ONLY.test(c.text.replaceAll(name, '~').slice(0, c.text.replaceAll(name, '~').indexOf(','))),
      })
  return out
}

/**
 * The doubt an opaque triggered ability raises when an event it names happens: it may have triggered
 * (CR 603.2), so what triggered, what is on the stack, and what its effect could change are in doubt.
 */
export function mayHaveTriggered(t: OpaqueTrigger, name: string, cause: string): Doubt {
  return doubt(
    `Arcanum can't tell whether this triggered ability triggered (${cause}), so what triggered, what is on the stack and what it would do are in doubt (CR 603.2, 603.3): "${t.clause.text}" (${name}).`,
    ['603.2', '603.3'],
    [...new Set(['trigger' as const, ...effectTouches(t.clause)])],
  )
}
