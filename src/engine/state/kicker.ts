// Reading a cast record the way kicker's rules do. A spell is kicked if its controller declared the
// intention to pay any of its kicker costs (CR 702.33d) — sticker kicker is a kicker (702.33h), so a
// sticker-kicked spell is kicked for cards that care about kicked spells. But abilities linked to
// the card's printed kicker see only that kicker (CR 607.2i, 702.33e–f; Wicker Picker ruling).
import type { LinkedKickerAbility } from '../oracle/types.js'
import type { CastRecord, GameObject } from './game.js'

export const printedKicks = (r: CastRecord | undefined) => (r ? r.kicks.reduce((n, k) => n + k.times, 0) : 0)
export const stickerKicks = (r: CastRecord | undefined) => (r ? r.stickerKicks.length : 0)
export const isKickedRecord = (r: CastRecord | undefined) => printedKicks(r) + stickerKicks(r) > 0

/** The cast record an object answers kicker questions with: its own as a spell, or its spell's as a permanent (CR 400.7d). */
export function recordOf(obj: GameObject): CastRecord | undefined {
  if (obj.zone === 'stack') return obj.cast
  if (obj.zone === 'battlefield') return obj.resolvedFrom
  return undefined
}

/** Whether a linked ability's condition holds (true/false), or for "for each time it was kicked", how many times. */
export function linkedValue(r: CastRecord | undefined, ability: LinkedKickerAbility): number | boolean {
  const printed = printedKicks(r)
  switch (ability.condition) {
    case 'perKick':
      return printed
    case 'notKicked':
      return printed === 0
    case 'twice':
      return printed >= 2
    case 'kicked':
      return ability.kicker === 'any' ? printed > 0 : Boolean(r?.kicks.some((k) => k.label === ability.kicker && k.times > 0))
  }
}

export const linkedApplies = (r: CastRecord | undefined, a: LinkedKickerAbility) => {
  const v = linkedValue(r, a)
  return typeof v === 'number' ? v > 0 : v
}
