// The spell and ability effects the stack can resolve until src/engine/effects (stream engine-turn)
// supplies its readers: damage (CR 120), gaining and losing life (119.3), putting counters (122.1),
// countering a spell or an ability (701.6a). Pure text reading, with "~" for the object itself;
// resolution.ts carries them out. A text is read only if every sentence of it is: anything else is
// left to the clause reader's doubts.
import type { Reason } from '../answers.js'
import type { Doubt } from '../doubts.js'
import { numberWord, sentences } from '../oracle/text.js'
import type { TriggeredAbility } from '../oracle/types.js'
import { readTargetPhrase, type TargetSpec } from './target-phrases.js'
import { readCondition, type Condition } from './condition-words.js'
import { TIMING_RESTRICTIONS } from './timing-words.js'

/** Whom an effect acts on: one of the spell's or ability's targets (by its index), or a player or object it names. */
export type Recipient = { target: number } | 'self' | 'you' | 'eachOpponent' | 'eachPlayer'

export type EffectSpec =
  | { kind: 'damage'; amount: number; to: Recipient; text: string }
  | { kind: 'life'; amount: number; gain: boolean; who: Recipient; text: string }
  | { kind: 'counters'; amount: number; counter: string; on: Recipient; text: string }
  | { kind: 'counter'; what: Recipient; text: string }

export interface ReadEffects {
  effects: EffectSpec[]
  targets: TargetSpec[]
  /** An ability's effect the effect modules (src/engine/effects) read instead: they carry it out. */
  modules?: ModuleEffects
}

/** What the effect modules read of an ability's effect: its targets, and how to carry it out (CR 608.2c). */
export interface ModuleEffects {
  /** The clauses read, for because-texts and doubts. */
  text: string
  /**
   * Carry it out with the targets still legal (null for one that isn't, CR 608.2b) and the choices the
   * resolve action states (608.2d). ok: null: it couldn't be, and the game is as it was from that effect on.
   */
  carryOut(
    // the Game, its controller's PlayerId and the source's GameObject: typed where it is implemented
    // (effects/ability.ts), since the game's state imports the Oracle reader, which imports this file
    game: unknown,
    controller: string,
    source: unknown,
    targets: (string | null)[],
    choices: unknown,
    /** For an ability that triggered on its source moving between zones: the new object it became (CR 400.7e). */
    found?: unknown,
    /** The objects as they were targeted, by target index: their last known information once gone (CR 608.2h). */
    targeted?: unknown[],
  ): { ok: boolean | null; why: Reason; doubts: Doubt[] }
}

// The effect modules read what this reader doesn't ("draw a card", "~ gets +2/-2 until end of turn") for
// abilities too; they import the game, so they register their reader here rather than being imported.
type ModuleReader = (effect: string) => { targets: TargetSpec[]; modules: ModuleEffects } | null
let moduleReader: ModuleReader = () => null
/** src/engine/effects registers its reader of an ability's effect (called once as it loads). */
export const useEffectModules = (r: ModuleReader) => {
  moduleReader = r
}

const PLAYERS: Record<string, Recipient> = { you: 'you', 'each opponent': 'eachOpponent', 'each player': 'eachPlayer' }

function recipient(phrase: string, targets: TargetSpec[], players: boolean): Recipient | null {
  const p = phrase.trim().toLowerCase()
  if (p === '~') return 'self'
  if (players && p in PLAYERS) return PLAYERS[p]!
  const spec = readTargetPhrase(phrase)
  if (!spec) return null
  targets.push(spec)
  return { target: targets.length - 1 }
}

function readSentence(s: string, targets: TargetSpec[]): EffectSpec | EffectSpec[] | null {
  const text = s.replace(/\.$/, '')
  let m: RegExpExecArray | null
  // "… and you gain 3 life" (Lightning Helix): two instructions in one sentence, in order (CR 608.2c)
  if ((m = /^(.+?) and (you (?:gain|lose) \w+ life)$/i.exec(text))) {
    const first = readSentence(m[1]!, targets)
    const second = first && readSentence(m[2]!, targets)
    return first && second ? [first, second].flat() : null
  }
  // "it" is the object itself in an ability's own sentence ("Sacrifice ~: It deals 1 damage …")
  if ((m = /^(?:~|it) deals (\w+) damage to (.+)$/i.exec(text))) {
    const amount = numberWord(m[1]!)
    const to = recipient(m[2]!, targets, true)
    return amount === undefined || !to ? null : { kind: 'damage', amount, to, text: s }
  }
  if ((m = /^(you|each opponent|each player|target player|target opponent) (gains?|loses?) (\w+) life$/i.exec(text))) {
    const amount = numberWord(m[3]!)
    const who = recipient(m[1]!, targets, true)
    return amount === undefined || !who ? null : { kind: 'life', amount, gain: m[2]!.startsWith('gain'), who, text: s }
  }
  if ((m = /^put (a|an|one|two|three|four|five|\d+) ([+-]\d+\/[+-]\d+|[a-z]+) counters? on (.+)$/i.exec(text))) {
    const amount = numberWord(m[1]!)
    const on = recipient(m[3]!, targets, false)
    return amount === undefined || !on ? null : { kind: 'counters', amount, counter: m[2]!.toLowerCase(), on, text: s }
  }
  if ((m = /^counter (target .+)$/i.exec(text))) {
    const what = recipient(m[1]!, targets, false)
    if (!what || typeof what !== 'object') return null
    const spec = targets[what.target]!
    // only spells and abilities can be countered (CR 701.6a)
    if (spec.alternatives.some((a) => a.kind !== 'spell' && a.kind !== 'ability')) return null
    return { kind: 'counter', what, text: s }
  }
  return null
}

/**
 * Read an effect text the stack carries out itself ("~ deals 3 damage to any target.", "Counter target
 * spell."), or null when any of its sentences isn't one it reads.
 */
export function readStackEffects(effect: string): ReadEffects | null {
  const targets: TargetSpec[] = []
  const effects: EffectSpec[] = []
  const all = sentences(effect.trim())
  if (!all.length) return null
  for (const s of all) {
    const e = readSentence(s, targets)
    if (!e) return null
    effects.push(...[e].flat())
  }
  return { effects, targets }
}

/**
 * Read an ability's effect text: as the stack reads it, or else as the effect modules read all of it
 * (src/engine/effects); null when neither reads every sentence.
 */
export function readEffects(effect: string): ReadEffects | null {
  const own = readStackEffects(effect)
  if (own) return own
  const m = moduleReader(effect)
  return m ? { effects: [], targets: m.targets, modules: m.modules } : null
}

/** The effect part of a triggered ability's text, after its trigger condition and an intervening "if" (CR 603.4). */
export function triggerEffectText(text: string): { condition: string | null; effect: string } {
  let rest = text.replace(/^[^,]*,\s*/, '')
  // "Whenever ~ deals combat damage to a player, put a +1/+1 counter on it.": only the source can be "it" (src/engine/combat)
  if (SOURCE_DEALS_COMBAT_DAMAGE.test(text)) rest = rest.replace(/\bon it\b/g, 'on ~')
  const cond = /^(if [^,]+),\s*/i.exec(rest)
  return cond ? { condition: cond[1]!, effect: rest.slice(cond[0].length) } : { condition: null, effect: rest }
}
const SOURCE_DEALS_COMBAT_DAMAGE = /^whenever (?!an? |another )[^,]+? deals combat damage(?: to (?:a player|an opponent))?,/i

const ONLY_IF = /\s*\bactivate only if ([^.]+)\.?$/i

/** Its "Activate only if …" restriction, when it is one the engine checks (CR 602.5b; game/activation-conditions.ts). */
export function activationCondition(text: string): Condition | null {
  const m = ONLY_IF.exec(text)
  return m ? readCondition(m[1]!) : null
}

/**
 * The effect part of an activated ability's text (CR 602.1: "[Cost]: [Effect.]"), without the
 * activation restrictions the engine checks as it is activated — "Activate only as a sorcery", "only
 * during your turn" (602.5d, game/timing.ts), "only if" a condition it reads (602.5b): they restrict
 * activating it, not what it does.
 */
export function activatedEffectText(text: string): string {
  let effect = text.slice(text.indexOf(': ') + 2)
  if (activationCondition(effect)) effect = effect.replace(ONLY_IF, '')
  return effect.replace(TIMING_RESTRICTIONS, '').trim()
}

/** The text with the object's own name as "~" (how Oracle text is read). */
export const withSelf = (text: string, name: string) => (name ? text.split(name).join('~') : text)

/** What readAs says of a sentence of an instant or sorcery the stack resolves. */
export const SPELL_EFFECT = 'spell effect (the stack resolves it)'

/**
 * Can a triggered ability be put on the stack and resolved by the engine? Its effect must be one the
 * stack carries out and an intervening "if" one it checks (CR 603.4). Others stay recorded, not put on
 * the stack, and the stack question says so. (The text has "~" for its source, or its name with `sourceName`.)
 */
export function stackableTrigger(a: TriggeredAbility, sourceName: string): boolean {
  if (a.event === 'tappedForMana') return false // a triggered mana ability resolves at once (CR 605.1b, 605.4a)
  const { condition, effect } = triggerEffectText(a.text)
  if (condition && !a.ifKicked && !a.condition) return false
  return readEffects(withSelf(effect, sourceName)) !== null
}
