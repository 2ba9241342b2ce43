// The keywords combat models are the registered keyword modules of area 'combat' (src/engine/keywords),
// each with the rule it follows; below, the keywords combat knows it doesn't check (pure data: the
// Oracle reader counts the registered ones as understood, src/engine/oracle/clauses.ts).
import { KEYWORDS } from '../keywords/index.js'

/** The combat keywords and their rules ("flying" → "702.9b"), from the keyword table. */
export const COMBAT_KEYWORDS: Readonly<Record<string, string>> = Object.fromEntries(
  KEYWORDS.filter((k) => k.area === 'combat').map((k) => [k.name, k.rule]),
)
/**
 * Keywords that restrict blocking (CR 702.13 intimidate, 702.36 fear, 702.28 shadow, 702.31
 * horsemanship, 702.118 skulk, 702.14 landwalk, 702.16 protection): while one isn't registered
 * (src/engine/keywords), a block it could make illegal is unsupported. Only a clause not understood is
 * looked at, so a registered one (shadow, skulk) is checked by its module and stays listed here as the
 * fallback if its module is removed.
 */
export const UNCHECKED_EVASION =
  /^(?:fear|intimidate|shadow|horsemanship|skulk|\w*walk|(?:non\w+ |snow |legendary )?landwalk|protection\b.*)$/i

/**
 * Keywords that don't change what combat does once attackers and blockers are declared (they're
 * checked as blocks are, or only matter elsewhere): the damage step ignores them.
 */
export const NO_DAMAGE_EFFECT =
  /^(?:flying|reach|vigilance|haste|defender|menace|hexproof|shroud|ward\b.*|flash|fear|intimidate|shadow|horsemanship|skulk|\w*walk|devoid)$/i

/** Toxic N (CR 702.164a): combat damage to a player also gives poison counters (combat/toxic.ts). */
export const TOXIC = /^toxic (\d+)$/i
