// What a clause the engine didn't understand is, by the CR's kinds of ability (CR 113.3: spell,
// activated, triggered and static abilities; 614–615: replacement and prevention effects; 702:
// keyword abilities), and what it could touch. A not-understood clause whose words name nothing the
// engine can classify could change anything about its object and any game-wide event: it taints
// every aspect, never none (a clause read as "affects nothing" is a bluff waiting to happen).
import { ASPECTS, type Aspect } from '../doubts.js'
import { aspectsOf } from './aspects.js'
import type { Clause } from './types.js'

/** A sentence that is a keyword the keyword reader doesn't know ("Partner", "Nightbound", "Reinforce 1—{1}{W}"): no sentence ends so. */
const KEYWORD_LIKE = /^[A-Z][a-z'-]+(?: [a-z'-]+)?(?: \d+| X)?(?:—.+| (?:\{[^}]+\})+)?$/

export type CrKind = 'spell' | 'activated' | 'triggered' | 'static' | 'replacement' | 'prevention' | 'keyword'

/** The CR kind of a clause: 113.3a–d, 614.1, 615.1, 702.1. */
export function crKind(c: Pick<Clause, 'kind' | 'text'>, spell: boolean): CrKind {
  if (c.kind === 'activated') return 'activated'
  if (c.kind === 'triggered') return 'triggered'
  if (c.kind === 'keyword' || KEYWORD_LIKE.test(c.text)) return 'keyword'
  if (spell) return 'spell'
  if (/\bprevent\b/i.test(c.text)) return 'prevention'
  if (/\binstead\b|\benters? with\b|^as .+ enters\b|\bas though\b|\bwould\b|\bskip\b/i.test(c.text)) return 'replacement'
  return 'static'
}

/**
 * What a not-understood clause could change: what its words name; nothing when a reader read part of it
 * and judged the rest changes nothing the language can ask (an alternative cost no cast can choose);
 * everything when nothing of it was read and its words name nothing the engine classifies.
 */
export const touches = (c: Pick<Clause, 'affects' | 'readAs'>): readonly Aspect[] =>
  c.affects.length || c.readAs.length ? c.affects : ASPECTS

/** A clause nothing of which was read and whose words name nothing the engine classifies. */
export const unclassifiable = (c: Pick<Clause, 'affects' | 'readAs' | 'understood'>) =>
  !c.understood && !c.affects.length && !c.readAs.length

/** Is this the whole list of aspects (an unclassifiable clause)? */
export const touchesEverything = (aspects: readonly Aspect[]) => aspects.length === ASPECTS.length

/**
 * What an ability's effect the engine doesn't carry out could change as it resolves (CR 608.2): what
 * the words of its effect name — after an activated ability's cost (602.1) or a trigger's condition
 * (603.1), which name what it costs or when it triggers, not what it does — else anything.
 */
export function effectTouches(c: Pick<Clause, 'kind' | 'text'>): readonly Aspect[] {
  // a triggered keyword ("Mobilize 1", oracle/triggered-keywords.ts): its effect isn't in its words
  if (c.kind === 'triggered' && !c.text.includes(',')) return ASPECTS
  const effect =
    c.kind === 'activated' ? c.text.slice(c.text.indexOf(': ') + 2) : c.kind === 'triggered' ? c.text.replace(/^[^,]*,\s*/, '') : c.text
  const named = aspectsOf(effect)
  return named.length ? named : ASPECTS
}
