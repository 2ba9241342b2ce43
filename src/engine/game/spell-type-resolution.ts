// Spell types with a resolution rule of their own (CR 205.3k): an Omen spell is shuffled into its
// owner's library as it resolves (720.3d), and a spell cast as an Adventure is exiled (715.3d), each
// instead of being put into its owner's graveyard (608.2n). Only as it resolves: countered, or removed
// with every target illegal (608.2b), it goes to the graveyard as any spell does.
import { reason, type Reason } from '../answers.js'
import type { GameObject } from '../state/game.js'

export interface SpellTypeDestination {
  /** Where the card goes instead of its owner's graveyard. */
  to: 'library' | 'exile'
  /** Shuffled in (an Omen) rather than put there. */
  shuffle: boolean
  why: Reason
}

/** Where a resolving spell goes by a rule of its spell type, or null when the graveyard (CR 608.2n). */
export function spellTypeDestination(obj: GameObject): SpellTypeDestination | null {
  const sub = obj.face.type.subtypes
  const name = obj.face.name
  if (sub.includes('Omen'))
    return {
      to: 'library',
      shuffle: true,
      why: reason(
        `${name} is an Omen spell: as it resolves, its controller shuffles it into its owner's library instead of putting it into the graveyard (CR 720.3d).`,
      ).rule('720.3d'),
    }
  if (sub.includes('Adventure'))
    return {
      to: 'exile',
      shuffle: false,
      why: reason(
        `${name} is an Adventure spell: as it resolves, its controller exiles it instead of putting it into its owner's graveyard (CR 715.3d).`,
      ).rule('715.3d'),
    }
  return null
}
