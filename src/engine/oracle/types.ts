// What the Oracle-text parser finds on a card: plain data the engine interprets.
import type { Aspect } from '../doubts.js'
import type { ManaCost, ManaType } from '../mana/cost.js'
import type { Condition } from '../game/condition-words.js'
import type { Step } from '../state/core.js'

/** A cost as printed: its mana part and its other parts ("Sacrifice a creature", "Pay 3 life"). */
export interface Cost {
  text: string
  /** The mana component, or null when the cost has none (e.g. "Flashback—Sacrifice a creature."). */
  mana: ManaCost | null
  other: string[]
}

export type KeywordFamily =
  | 'kicker'
  | 'multikicker'
  | 'sticker kicker'
  | 'madness'
  | 'flashback'
  | 'buyback'
  | 'cycling'
  | 'typecycling'
  /** A keyword of a registered alternative-cost mechanic (src/engine/mechanics): escape, evoke. */
  | 'alternative cost'
  /** A keyword whose objects pay part of a spell's total cost (src/engine/mechanics): convoke, improvise, delve. */
  | 'cost payment'
  /** A keyword that reduces a spell's total cost (src/engine/mechanics): affinity, undaunted. */
  | 'cost reduction'
  /** A triggered keyword the engine resolves as the ability it stands for (src/engine/mechanics): persist, undying. */
  | 'triggered'

/** A keyword ability with its cost, as printed ("Kicker {B} and/or {R}" has two costs). */
export interface KeywordAbility {
  /** As printed, capitalized: "Kicker", "Multikicker", "Basic landcycling". */
  keyword: string
  family: KeywordFamily
  costs: Cost[]
  /** Typecycling only: what it searches for, e.g. "basic land", "Plains" (CR 702.29e). */
  searchesFor?: string
}

/** One printed kicker cost, labelled A or B in print order (CR 702.33f). */
export interface KickerCost {
  label: 'A' | 'B'
  cost: Cost
  /** Multikicker: may be paid any number of times (CR 702.33c). */
  multi: boolean
}

/** An ability linked to the card's printed kicker (CR 607.2i, 702.33e–f). */
export interface LinkedKickerAbility {
  /** 1-based, in print order. */
  index: number
  text: string
  /** kicked: "if it was kicked"; notKicked: "if it wasn't kicked"; twice: "if it was kicked twice"; perKick: "for each time it was kicked". */
  condition: 'kicked' | 'notKicked' | 'twice' | 'perKick'
  /** Which printed kicker it is linked to: any of them, or the [A]/[B] kicker of "kicked with its [A] kicker" (702.33f). */
  kicker: 'any' | 'A' | 'B'
}

export type TriggerEvent =
  | 'castKickedSpell' // "Whenever you cast a kicked spell" (Verazol)
  | 'castSpell' // "Whenever you cast a [quality] spell"
  | 'cycleSelf' // "When you cycle this card" (CR 702.29c)
  | 'cycleOrDiscard' // "Whenever you cycle or discard a card" (CR 702.29d)
  | 'cycle' // "Whenever you cycle a card"
  | 'discard' // "Whenever you discard a card"
  | 'enters' // "When this creature enters" / "enters the battlefield"
  | 'shuffle' // "Whenever a player shuffles their library"
  | 'search' // "Whenever an opponent searches their library"
  | 'tappedForMana' // "Whenever a land is tapped for mana" (CR 106.12a)
  | 'dies' // "When ~ dies" (CR 700.4; leaves-the-battlefield, 603.10a)
  | 'leaves' // "When ~ leaves the battlefield" (CR 603.6c, 603.10a; src/engine/game/leaves.ts)
  | 'creatureDies' // "Whenever a creature [you control] dies", "Whenever another creature dies"
  | 'permanentEnters' // "Whenever another creature enters", "Whenever ~ or another enchantment you control enters" (CR 603.6a; game/enters-triggers.ts)
  | 'combatDamage' // "Whenever ~ deals combat damage [to a player]" (CR 510.3a; src/engine/combat/triggers.ts)
  | 'creatureCombatDamage' // "Whenever a creature you control deals combat damage to an opponent"
  | 'beginningOfStep' // "At the beginning of your upkeep" (CR 603.2, 503.1a; src/engine/game/step-triggers.ts)
  | 'untapped' // "Whenever ~ becomes untapped" (inspired; CR 502.3, 701.26b; src/engine/game/untap.ts)
  | 'attacks' // "Whenever ~ attacks" (CR 508.3a; src/engine/combat/triggers.ts)
  | 'creatureAttacks' // "Whenever a Dragon you control attacks" (CR 508.3a)
  | 'castSelf' // the spell's own "When you cast this spell", from the stack (storm, CR 702.40a, 601.2i)
  | 'becomesBlocked' // "Whenever ~ / enchanted creature becomes blocked" (CR 509.3c; src/engine/combat/triggers.ts)

export type PlayerScope = 'you' | 'opponent' | 'any'

export interface TriggeredAbility {
  event: TriggerEvent
  text: string
  /** Whose action triggers it. */
  who: PlayerScope
  /** For castSpell: required words ("creature", "instant or sorcery"); for tappedForMana: the subject ("land", "~"). */
  filter?: string
  /** Intervening "if" on its printed kicker (CR 603.4, 607.2i): "When ~ enters, if it was kicked, …". */
  ifKicked?: LinkedKickerAbility
  /** "another card": doesn't trigger on the card itself. */
  excludesSelf?: boolean
  /** creatureDies: "a creature you own" — by its owner, not its controller. */
  byOwner?: boolean
  /** permanentEnters: "~ or another …": its source entering triggers it too. */
  orSelf?: boolean
  /** permanentEnters: "a token" (true) or "a nontoken …" (false) only (CR 111.1). */
  token?: boolean
  /** castSpell: "a spell that targets ~" (self) or "… that targets a creature you control" (CR 601.2c; game/targeting-trigger-words.ts). */
  spellTargets?: { self: boolean; quality?: string; who?: PlayerScope; excludesSelf?: boolean }
  /** beginningOfStep: the step whose beginning triggers it; `who` says whose turn (CR 603.2). */
  step?: Step
  /** An intervening "if" the engine checks, on triggering and on resolution (CR 603.4, game/conditions.ts). */
  condition?: Condition
}

export type ManaProduction =
  | { kind: 'fixed'; mana: ManaType[] }
  | { kind: 'oneOf'; options: ManaType[][] }
  | { kind: 'anyColor'; amount: number }
  | { kind: 'couldProduce'; whose: 'you' | 'opponent'; what: string; colorsOnly: boolean }
  /** "Choose a color of a permanent you control. Add one mana of that color." (Meteor Crater) */
  | { kind: 'colorOfPermanent'; whose: 'you' | 'opponent' }
  | { kind: 'perCounter'; mana: ManaType; counter: string }
  | { kind: 'unknown'; text: string }

/** Any "[Cost]: [Effect]" ability (CR 602): what the {T}/{Q} rules need to know. */
export interface ActivatedAbility {
  /** 1-based among the card's activated abilities. */
  index: number
  text: string
  tap: boolean
  untap: boolean
  manaCost: ManaCost | null
  otherCosts: string[]
  /** Could add mana and has no target (CR 605.1a). */
  isMana: boolean
}

export interface ManaAbility {
  /** 1-based among the card's mana abilities. */
  index: number
  text: string
  tap: boolean
  untap: boolean
  manaCost: ManaCost | null
  otherCosts: string[]
  produces: ManaProduction
  /** "Spend this mana only to cast kicked spells." (Elfhame Druid) */
  restriction?: { text: string; kickedSpellsOnly: boolean; spellTypes?: string[] }
}

/** An ability another object grants: "Creature spells you cast have sticker kicker {1}." */
export interface KeywordGrant {
  keyword: string
  family: KeywordFamily
  cost: Cost | 'manaCost'
  /** To what: spells you cast of these types, or cards of a quality in a zone. */
  to:
    | { kind: 'spellsYouCast'; types: string[] }
    | { kind: 'cardsIn'; zone: 'hand' | 'graveyard'; whose: 'you' | 'each player'; quality: string }
  text: string
}

export interface EntersWithCounters {
  counter: string
  /** Per unit: a fixed number, X (CR 107.3m), each time it was kicked, or each mana spent to cast it. */
  amount: number | 'X'
  per?: 'kick' | 'manaSpent'
  text: string
  linked?: LinkedKickerAbility
}

export interface SearchEffect {
  text: string
  /** "a basic land card", "two basic land cards". */
  description: string
  put: 'battlefield' | 'hand'
  tapped: boolean
  shuffle: boolean
  /** Replaces the unkicked search when the printed kicker was paid ("If this spell was kicked, instead …"). */
  insteadIfKicked?: LinkedKickerAbility
}

/** One clause of a card's Oracle text, and what the engine made of it (the per-card understanding report). */
export interface Clause {
  /** As printed (reminder text removed), with the card's name where it refers to itself. */
  text: string
  /** A keyword of a keyword line, an activated or a triggered ability, or a sentence of another paragraph. */
  kind: 'keyword' | 'activated' | 'triggered' | 'sentence'
  /** True when the engine models everything the clause does. */
  understood: boolean
  /** What the engine read from it ("keyword with a cost", "mana ability", "trigger", …); empty when nothing. */
  readAs: string[]
  /** Not understood: what its unread part could change (answers resting on these come back unsupported). */
  affects: Aspect[]
  /** The part not understood (the whole text when nothing was read; empty when understood). */
  rest: string
}

export interface OracleAbilities {
  /** Every clause of the text, understood or not: nothing is silently dropped. */
  clauses: Clause[]
  keywords: KeywordAbility[]
  kickers: KickerCost[]
  stickerKicker: Cost | null
  madness: Cost | null
  flashback: Cost | null
  buyback: Cost | null
  /** Costs of registered alternative-cost mechanics by their name ("escape", "evoke"). */
  alternativeCosts: Record<string, Cost>
  /** Cycling and every typecycling ability (CR 702.29f: typecycling is cycling). */
  cycling: KeywordAbility[]
  linkedKicker: LinkedKickerAbility[]
  /** "if its madness cost was paid" abilities. */
  linkedMadness: string[]
  triggers: TriggeredAbility[]
  activated: ActivatedAbility[]
  manaAbilities: ManaAbility[]
  grants: KeywordGrant[]
  entersWithCounters: EntersWithCounters[]
  searchEffects: SearchEffect[]
  cantBeCountered: boolean
  /** "Spells with the chosen name can't be cast." (Meddling Mage) */
  prohibitsChosenName: boolean
  /** "If you tap a permanent for mana, it produces twice as much of that mana instead." (CR 106.12b) */
  doublesManaFromTapping: boolean
}
