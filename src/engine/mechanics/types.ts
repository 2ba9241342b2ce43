// What a mechanic module is: one keyword ability, as data and pure functions — how it is read from
// Oracle text, the cast option it adds (with its schema), its cost step and checks, its zone-change
// replacement, what it does as the permanent enters or the spell is cast, and its rules and rulings.
// The core (reading keywords, casting, resolving, countering, entering) loops over the registered
// mechanics (index.ts). Mechanics import only the answer builder, mana costs and the schema library,
// and see the game through the small views below (the game's own objects fit them), so they stay
// leaves of the engine: what they need of the game comes in as arguments.
import type { Reason } from '../answers.js'
import type { ManaCost } from '../mana/cost.js'
import type { Cost, KeywordAbility, KeywordFamily, OracleAbilities } from '../oracle/types.js'
import type { RulingKey } from '../rulings.js'

export type MechanicZone = 'library' | 'hand' | 'graveyard' | 'exile' | 'stack' | 'battlefield' | 'command'

/** A card as mechanics see it (the engine's CardFace). */
export interface CardFace {
  name: string
  typeLine: string
  manaCostText: string | null
  abilities: OracleAbilities
}

/** A game object as mechanics see it (the engine's GameObject). */
export interface GameObject {
  face: CardFace
  zone: MechanicZone | null
  zoneOwner: string
  owner: string
  controller: string
  stickers: number
}

/** The game as mechanics see it (the engine's Game). */
export interface Game {
  readonly you: string
  current(ref: string): GameObject | undefined
  nameOf(ref: string): string
  battlefield(): GameObject[]
  readonly tickets: Map<string, number>
  readonly ticketSources: Map<string, Set<string>>
}
type PlayerId = string

/** The core's type matching ("creature", "Elf", CR 205); method syntax, so the engine's own CardFace fits. */
export type QualityMatch = { match(face: CardFace, quality: string): boolean }['match']

/** A printed kicker cost paid, and how many times (multikicker, CR 702.33c). */
export interface KickPaid {
  label: 'A' | 'B'
  times: number
  cost: string
  multi: boolean
}
/** A sticker kicker cost paid, one per granting source (CR 702.33h). */
export interface StickerKick {
  sourceRef: string
  sourceName: string
  cost: string
}

/** What additional costs keep in a cast record (CR 601.2b): what was paid, copied by copies (707.10). */
export interface AdditionalCostRecord {
  controller: string
  /** The spell's own printed kicker costs paid (CR 702.33d). */
  kicks: KickPaid[]
  /** Sticker kicker costs paid, one per granting source (CR 702.33h). */
  stickerKicks: StickerKick[]
  buyback: boolean
}
type CastRecord = AdditionalCostRecord

/** How a keyword is read from a keyword line: a regular expression for its name, and its family. */
export interface KeywordReading {
  /** Matches the keyword as printed, case-insensitively ("kicker", "(?:[a-z]+ )?[a-z]+cycling"). */
  pattern: string
  family: KeywordFamily
}

/** What every mechanic module has. */
export interface Mechanic {
  /** Its name in the scenario language and in cast records ("kicker", "flashback"). */
  name: string
  /** The keywords it reads from Oracle text (src/engine/oracle/keywords.ts loops over these). */
  keywords: KeywordReading[]
  /** The fields of a card's abilities it fills from the card's keyword abilities. */
  read?(keywords: KeywordAbility[]): Partial<OracleAbilities>
  /** The rules that define it, and the general rulings it cites. */
  rules: string[]
  rulings?: RulingKey[]
  /** What it does, in one line (docs/evaluate.md's generated list of modeled mechanics). */
  summary: string
}

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
  /** An opponent of the caster lost life this turn (spectacle, CR 702.137a). */
  opponentLostLife: boolean
  /** The caster cast another spell this turn, in the scenario (surge, CR 702.117a). */
  castAnotherSpellThisTurn: boolean
  /** Where it is, in words: "in your hand". */
  where: string
  /** What a special action made it in exile ("plotted", CR 702.170a) and on which turn; null when none did. */
  designation: Designation | null
  /** The current turn's number, null when the scenario doesn't know it (CR 500.1). */
  turn: number | null
}

/** A card exiled by a special action to be cast later (plotted, CR 702.170a), and the turn it happened (null: unknown). */
export interface Designation {
  as: string
  turn: number | null
}

/**
 * A special action that exiles a card from its owner's hand to be cast later with the mechanic's
 * alternative cost (plot, CR 116.2k, 702.170a). The scenario action of the same name takes it; the core
 * (actions/special-exile.ts) checks the timing, pays the cost and exiles the card with its designation.
 */
export interface SpecialExile {
  rule: string
  /** What taking it costs on this card (the plot cost), or null when the card hasn't the keyword. */
  cost(abilities: OracleAbilities): Cost | null
  /** When it may be taken: as a sorcery (plot: your main phase, the stack empty, CR 702.170a). */
  timing: 'sorcery'
  /** What it makes the card ("plotted"). */
  designation: string
  /** The scenario action's description. */
  describe: string
}

/**
 * A replacement as the spell leaves the stack (CR 614). "Instead of putting it anywhere else"
 * (flashback, CR 702.34a) beats "instead of into that player's graveyard" (buyback, 702.27a).
 */
/** How a spell leaves the stack: it resolved (CR 608.2n), was countered (701.6a), or was removed with every target illegal (608.2b). */
export type LeavingHow = 'resolved' | 'countered' | 'fizzled'

export interface LeavesStack {
  to: MechanicZone
  instead: 'anywhere' | 'graveyard'
  /** How it leaves the stack for the replacement to apply. */
  when: readonly LeavingHow[]
  because(name: string, how: LeavingHow): Reason
  /** Why it didn't apply: another replacement won (`winner`), or the spell left the stack another way. */
  notApplied?(name: string, how: LeavingHow, winner: { name: string; to: MechanicZone } | null): Reason
}

/** A keyword that lets a spell be cast "by paying [cost] rather than paying its mana cost" (CR 118.9). */
export interface AlternativeCost extends Mechanic {
  /** The keyword as printed: "Flashback", "Escape". */
  keyword: string
  /** The rule that defines it. */
  rule: string
  /** Its cost on this card, as read from the Oracle text; null when the card hasn't the keyword. */
  costOf(abilities: OracleAbilities): Cost | null
  /** Told when a cast from there is illegal without it but check() allows it: 'It has flashback: cast it with cost "flashback".' */
  hint: string
  /** Castable this way only after an action put the card there (madness: discarded into exile), so a card the scenario left unplaced isn't moved there. */
  reachedOnlyByAction?: boolean
  /** Why the card can't be cast this way now (the rules it breaks), or null when it can. */
  check(ctx: CastContext, cost: Cost, why: () => Reason): Reason | null
  /** Parts of its cost (other than mana) whose payability check() verifies. */
  checksCostPart?(part: string): boolean
  /** Rules and rulings a cast this way cites. */
  cite(notes: Reason, name: string): void
  /** The general ruling on a total cost paid this way. */
  totalCostRuling?: RulingKey
  leavesStack?: LeavesStack
  /** A triggered ability the mechanic gives the permanent as it enters, if it was cast this way. */
  entersTrigger?: { text: (name: string) => string; rule: string; effect: string }
  /** What check() can't tell in this scenario (a turn it can't see), as a doubt about the cast; null when nothing. */
  unsure?(ctx: CastContext): Reason | null
  /** Cast this way only at sorcery timing, whatever the card's type (plot, CR 702.170d). */
  sorceryTiming?: boolean
  /** The special action that exiles the card to be cast later this way (plot, CR 116.2k). */
  special?: SpecialExile
}

/** What an additional cost's announcement sees (CR 601.2b): the game, the card, its caster. */
export interface AnnounceContext {
  game: Game
  ref: string
  face: CardFace
  controller: PlayerId
  /** Whether a card has a quality ("creature", "Elf"): the core's type matching (CR 205). */
  matchesQuality(face: CardFace, quality: string): boolean
}

/** One additional cost announced: what it adds to the total cost (CR 601.2f). */
export interface Payment {
  /** As the cast outcome says it: "kicker {2}", "multikicker {1}{G} ×2", "buyback {3}". */
  paid: string
  /** Its mana (X still unknown) and other parts, added `times` times. */
  mana: ManaCost | null
  other: string[]
  /** Whether the cost contains X (CR 107.3a). */
  hasX: boolean
  times: number
  /** The line of the cost steps: "+ kicker {2}". */
  step: string
}

/** The fields the additional costs' announcements fill. */
export type PaidFields = Omit<AdditionalCostRecord, 'controller'>
export type Announcement = { ok: true; payments: Payment[]; record: Partial<PaidFields> } | { ok: false; why: Reason }

/** A keyword that adds an optional additional cost paid as the spell is cast (CR 118.8, 601.2b): kicker, buyback. */
export interface AdditionalCost extends Mechanic {
  /** The cast option that pays it ("kicker", "buyback", "stickerKicker"); its schema is the mechanic's. */
  option: 'kicker' | 'stickerKicker' | 'buyback'
  /** The record fields when it isn't paid. */
  unpaid: Partial<PaidFields>
  /** The payments a choice makes, or why the choice is illegal. `choice` is the cast option's value. */
  announce(ctx: AnnounceContext, choice: unknown): Announcement
  /** A cast that a rule or effect prohibits (CR 601.3): what the mechanic adds to the explanation. */
  whenProhibited?(ctx: AnnounceContext, choice: unknown, why: Reason): void
  /** Why the option can't be used when the card isn't cast (putOntoBattlefield), or null when unused. */
  notCast(face: CardFace, choice: unknown, nameOf: (ref: string) => string): Reason | null
  /** What it adds to the cast's explanation once the costs are known (kicker's targets only if kicked, CR 702.33g). */
  castNotes?(face: CardFace, record: AdditionalCostRecord, notes: Reason): void
  /** Just before the spell becomes cast (CR 601.2i): sticker kicker's ticket counters and stickers. */
  beforeCast?(game: Game, spell: GameObject, record: CastRecord): void
  /** Whether it was paid for this cast. */
  isPaid(record: CastRecord): boolean
  /** The rules and rulings an answer about the total cost or the mana value cites when it was paid. */
  citeCost(why: Reason, name: string, question: 'totalCost' | 'manaValue'): void
  leavesStack?: LeavesStack
}

/**
 * A keyword that lets objects pay for part of a spell's total cost, after that total is determined
 * (CR 601.2f–h): convoke (702.51), improvise (702.126), delve (702.66). It is neither an additional
 * nor an alternative cost (702.51b, 702.126b, 702.66b), so the total cost stays what it was; the mana
 * spent is less by one for each payer. The cast option named `option` lists the payers; the core checks
 * each against `payers` and matches them to the total cost's mana symbols (actions/cast.ts), then taps
 * or exiles them as the cost is paid (601.2h).
 */
export interface CostPayer<O extends string = string> extends Mechanic {
  /** The cast option listing the payers ("convoke": the creatures tapped). */
  option: O
  /** The keyword as printed ("Convoke") and the rule that defines it. */
  keyword: string
  rule: string
  /** Who pays: where they are (the caster's battlefield or graveyard), what each must be (the core's type matching, CR 205), and how it pays. */
  payers: { zone: 'battlefield' | 'graveyard'; quality: string; by: 'tap' | 'exile'; noun: string }
  /** Each payer pays one generic mana, or (convoke) one mana of one of its colors (CR 702.51a). */
  paysColored: boolean
  /** The schema description of the cast option. */
  describe: string
}

/**
 * A keyword that reduces a spell's total cost by {1} for each of something the game has as the cost is
 * determined (CR 601.2f, 118.7a): affinity (702.41, each [quality] you control), undaunted (702.125, each
 * opponent). Every instance applies (702.41b, 702.125c). The core (actions/cost-reducers.ts) reads the
 * instances, counts with the doubts of what it reads, and reduces the generic part of the total cost.
 */
export interface CostReducer extends Mechanic {
  keyword: string
  rule: string
  /** The keyword as printed, with its parameter: "Affinity for artifacts" → "artifacts"; "Undaunted" → "". */
  printed: RegExp
  /** What one instance counts: permanents of a quality the caster controls (the quality as the printed words give it), or the caster's opponents. */
  counts(parameter: string): { permanents: string } | { opponents: true }
}

/**
 * A triggered keyword ability (CR 702): the keyword stands for a triggered ability the CR writes out
 * (persist, 702.79a: "When this permanent is put into a graveyard from the battlefield, if it had no -1/-1
 * counters on it, return it …"). The Oracle reader reads each printed instance as that ability, which
 * triggers, goes on the stack and resolves as a printed one would; the keyword is understood only when
 * the engine reads and carries out every part of that ability.
 */
export interface TriggeredKeyword extends Mechanic {
  /** The keyword as printed ("Persist") and the rule that gives its meaning. */
  keyword: string
  rule: string
  /** One printed instance, as an item of a keyword line. */
  printed: RegExp
  /** What it means, with "~" for its object ("When ~ is put into a graveyard from the battlefield, …"). */
  means: string
  /** Its trigger event, when the reader doesn't read it from `means`: a spell's own cast ("When you cast ~", storm, 702.40a). */
  event?: 'castSelf'
}
