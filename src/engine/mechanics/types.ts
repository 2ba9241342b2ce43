// What a mechanic module is: one keyword ability with a cost, as data and pure functions — how it is
// read from Oracle text, the cast option it adds, its cost step and checks, its zone-change
// replacement, what it does as the permanent enters, and its rules and rulings. The core (casting,
// resolving, zone changes) loops over the registered mechanics (index.ts). Mechanics see the game
// through the small context below, so they stay leaves of the engine.
import type { Reason } from '../answers.js'
import type { Cost, OracleAbilities } from '../oracle/types.js'
import type { RulingKey } from '../rulings.js'

export type MechanicZone = 'library' | 'hand' | 'graveyard' | 'exile' | 'stack' | 'battlefield' | 'command'

/** What an alternative cost's checks see of the card being cast and its caster. */
export interface CastContext {
  name: string
  /** Card types, lower case ("instant", "creature"). */
  types: string[]
  zone: MechanicZone | null
  /** The zone is the caster's own (their hand, their graveyard). */
  ownZone: boolean
  ownerIsCaster: boolean
  /** Discarded with madness, its trigger waiting (CR 702.35a). */
  madnessPending: boolean
  /** Other cards in the caster's graveyard (for costs that exile them). */
  otherCardsInGraveyard: number
  /** Where it is, in words: "in your hand". */
  where: string
}

/** A keyword that lets a spell be cast "by paying [cost] rather than paying its mana cost" (CR 118.9). */
export interface AlternativeCost {
  /** The value of the cast option "cost" (and of a cast record's alternativeCost). */
  name: string
  /** The keyword as printed: "Flashback", "Escape". */
  keyword: string
  /** The rule that defines it. */
  rule: string
  /** Its cost on this card, as read from the Oracle text; null when the card hasn't the keyword. */
  costOf(abilities: OracleAbilities): Cost | null
  /** Why the card can't be cast this way now (the rules it breaks), or null when it can. */
  check(ctx: CastContext, cost: Cost, why: () => Reason): Reason | null
  /** Parts of its cost (other than mana) whose payability check() verifies. */
  checksCostPart?(part: string): boolean
  /** Rules and rulings a cast this way cites. */
  cite(notes: Reason, name: string): void
  /** The general ruling on a total cost paid this way. */
  totalCostRuling?: RulingKey
  /** A replacement as the spell leaves the stack (CR 614): where it goes instead, and why. */
  leavesStack?: { to: MechanicZone; because(name: string, how: 'resolved' | 'countered'): Reason }
  /** A triggered ability the mechanic gives the permanent as it enters, if it was cast this way. */
  entersTrigger?: { text: (name: string) => string; rule: string; effect: string }
}
