// The keywords combat models, each with the rule it follows, and the keywords it knows it doesn't
// check (pure data: the Oracle reader counts the first as understood, src/engine/oracle/clauses.ts).
export const COMBAT_KEYWORDS = {
  'first strike': '702.7b', // deals combat damage in the first combat damage step (510.4)
  'double strike': '702.4b', // deals combat damage in both combat damage steps (510.4)
  trample: '702.19b', // excess damage beyond lethal to the blockers may go to the player attacked
  flying: '702.9b', // can't be blocked except by creatures with flying or reach
  reach: '702.17b', // can block creatures with flying
  menace: '702.111b', // can't be blocked except by two or more creatures
  vigilance: '702.20b', // attacking doesn't cause it to tap (508.1f)
  defender: '702.3b', // can't attack
  haste: '702.10b', // can attack, and use {T} and {Q} abilities (src/engine/actions/mana.ts), the turn it arrives (302.6)
} as const
/**
 * Keywords that restrict blocking which combat doesn't check (CR 702.13 intimidate, 702.36 fear, 702.28
 * shadow, 702.31 horsemanship, 702.118 skulk, 702.14 landwalk, 702.16 protection): a block they could
 * make illegal is unsupported.
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
