// An instant's or sorcery's effects the stack carries out (CR 608.2c): the sentences of its text the
// clause reader read as a spell effect (effect-text.ts), in the order written, with their targets in
// order (CR 601.2c). Other sentences stay the spell's effect doubts.
import { isInstantOrSorcery, type CardFace } from '../state/card.js'
import { readStackEffects, SPELL_EFFECT, withSelf, type ReadEffects } from './effect-text.js'

const cache = new WeakMap<CardFace, ReadEffects | null>()

/** The spell's read effects and targets, or null when it has none the engine carries out. */
export function spellEffects(face: CardFace): ReadEffects | null {
  if (cache.has(face)) return cache.get(face)!
  let out: ReadEffects | null = null
  if (isInstantOrSorcery(face)) {
    const texts = face.abilities.clauses.filter((c) => c.readAs.includes(SPELL_EFFECT)).map((c) => withSelf(c.text, face.name))
    out = texts.length ? readStackEffects(texts.join(' ')) : null
  }
  cache.set(face, out)
  return out
}

/** Does a sentence the engine didn't read mention a target? Then the spell's targets aren't all known (CR 601.2c). */
export const hasUnreadTargets = (face: CardFace) =>
  face.abilities.clauses.some((c) => !c.understood && c.kind === 'sentence' && /\btargets?\b/i.test(c.rest))

/**
 * A spell whose targets are all the stack's reader's ("Counter target spell. Scry 1."): the effect modules read
 * only sentences without a target, written after it (src/engine/effects/face.ts), so the stack's reader checks
 * and numbers every target (CR 601.2c).
 */
export function stackTargetsFirst(face: CardFace, moduleTargets: number): boolean {
  return moduleTargets === 0 && Boolean(spellEffects(face)?.targets.length)
}
