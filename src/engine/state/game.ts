// Game state: players, objects and zones. Every zone change makes a new object (CR 400.7); a card's
// scenario ref always answers to the object that card is now, while the refs of copies and tokens
// answer to that one object (which may cease to exist, CR 707.10a, 111.7).
import type { AdditionalCostRecord } from '../mechanics/types.js'
import { reason, type Reason } from '../answers.js'
import { addDoubts, type Doubt } from '../doubts.js'
import type { EntryChoices, Zone } from '../scenario/index.js'
import type { CardFace } from './card.js'
import { CoreState } from './core.js'
import type { Trace } from '../trace.js'

export type PlayerId = string

export type { KickPaid, StickerKick } from '../mechanics/types.js'

/**
 * What was decided and paid as a spell was cast (CR 601.2b–h); copied by copies (707.10). The
 * additional costs paid (kicks, stickerKicks, buyback) are the fields their mechanics keep.
 */
export interface CastRecord extends AdditionalCostRecord {
  /** False for a copy: a copy of a spell isn't cast (CR 707.10). */
  wasCast: boolean
  controller: PlayerId
  from: Zone
  /** The registered alternative-cost mechanic it was cast with (src/engine/mechanics), if any. */
  alternativeCost: string | null
  x: number | null
  totalCost: string
  otherCosts: string[]
  manaSpent: number
  costSteps: string[]
  /** The subrules of CR 118.7 the cost reduction applied under (118.7a generic, 118.7c colored beyond the cost…). */
  reductionRules?: string[]
  /** For copies: the ref of the spell copied, and the name of the permanent whose ability copied it. */
  copiedFrom?: string
  copiedBy?: string
  /** Targets chosen as it was cast, one per target phrase of its chosen modes (CR 601.2c; a copy copies them, 707.10). */
  targets?: string[]
  /** Its targets were checked against target phrases the engine reads as it was cast (CR 601.2c). */
  targetsChecked?: boolean
  /** Modes chosen as it was cast, 1-based in print order (CR 700.2a). */
  modes?: number[]
  /** The spells cast before it this turn, by every player, as the scenario states them (storm, CR 702.40a). */
  castBefore?: number
}

export interface TriggerRecord {
  sourceId: number
  sourceRef: string
  /** The ability's trigger ("castKickedSpell", "cycleOrDiscard", …) and the game event that set it off ("cast", "cycle", …). */
  event: string
  kind: string
  text: string
  cause: string
  /** The ability object it became on the stack, once it was put there (CR 603.3); -1 when it never could be (CR 800.4a). */
  onStack?: number
}

export interface GameObject {
  id: number
  /** The scenario ref of the physical card this object is, or null for copies of spells and tokens. */
  cardRef: string | null
  /** The ref questions use for this object. */
  ref: string
  face: CardFace
  /** Null once it has left the game or ceased to exist. */
  zone: Zone | null
  /** Whose library, hand, graveyard or exile it is in (the owner's, CR 400.3). */
  zoneOwner: PlayerId
  owner: PlayerId
  controller: PlayerId
  isToken: boolean
  isSpellCopy: boolean
  /** The name of the permanent it entered as a copy of. */
  copyOf?: string
  /** On the stack: how it was cast or copied. */
  cast?: CastRecord
  /** On the battlefield: the spell it was as it resolved (CR 400.7d). */
  resolvedFrom?: CastRecord
  /** The X its enters-the-battlefield abilities use (CR 107.3m). */
  entersX?: number
  counters: Record<string, number>
  stickers: number
  tapped: boolean
  /** Under its controller's control continuously since their most recent turn began (CR 302.6). */
  sinceTurnStart: boolean
  /** Exiled by madness with its trigger waiting (CR 702.35a). */
  madnessPending: boolean
  /** Exiled by a special action to be cast later ("plotted", CR 702.170a), and the turn it happened. */
  designation?: { as: string; turn: number | null }
  chosenName?: string
  /** What was chosen as it entered ("As ~ enters, choose a color", CR 614.1c, 614.12; src/engine/game/entry-choices.ts). */
  chosen?: EntryChoices
  /** Why it is where it is. */
  arrival: Reason
  /** Why it ceased to exist or what it became. */
  departure?: Reason
  /** What the engine can't be sure of about it: doubted actions it went through, effects it couldn't apply. */
  doubts: Doubt[]
  /** On the stack: an activated or triggered ability rather than a spell (CR 113.1b, 405.1; src/engine/game/stack-objects.ts). */
  ability?: StackAbility
  /** On the stack: the targets chosen for it (CR 115.1, 601.2c). */
  targets?: ChosenTarget[]
  /** A copy of a spell whose targets are still the original's: new ones may be chosen once (CR 707.10c). */
  targetsCopied?: boolean
  /**
   * An Aura or Equipment on the battlefield: the object it is attached to (CR 301.5, 303.4); null when it is
   * known to be unattached, undefined when nothing says (src/engine/game/attachments.ts).
   */
  attachedTo?: number | null
}

/** An ability on the stack: it exists independently of its source (CR 113.7a). */
export interface StackAbility {
  kind: 'triggered' | 'activated'
  /** The source as it was when the ability triggered or was activated (last known information, CR 113.7a, 608.2h). */
  sourceId: number
  sourceRef: string
  /** The ability's text as printed, with the source's name. */
  text: string
  /** Its effect (after the cost or the trigger condition), with "~" for the source. */
  effect: string
  /** For a triggered ability: the record triggerCount counts, and an intervening "if" to check again on resolution (CR 603.4). */
  trigger?: TriggerRecord
  /** A ward trigger: the spell or ability it counters unless its controller pays the cost (CR 702.21a). */
  ward?: { objectId: number; cost: string }
  /** A delayed triggered ability: what it does (CR 603.7, src/engine/game/delayed-triggers.ts). */
  delayed?: DelayedAbility
}

/**
 * A delayed triggered ability (CR 603.7, src/engine/game/delayed-triggers.ts): what it does — return the
 * object it refers to (603.7c), or an effect an effect module carries out (src/engine/effects).
 */
export interface DelayedAbility {
  text: string
  controller: PlayerId
  source: GameObject
  does:
    | { kind: 'returnToBattlefield'; objectId: number }
    | {
        kind: 'effect'
        effect: { kind: string; text: string; rules: string[] }
      }
  /** The turn it was created in (CR 603.7a). */
  turn: number
  /** When it triggers: the beginning of the next end step (the default), or of the next turn's upkeep (CR 503.1). */
  at?: 'nextEndStep' | 'nextTurnUpkeep'
}

/** A target chosen for a spell or ability: a player, or an object as it was when chosen (CR 115.1). */
export type ChosenTarget = { player: PlayerId } | { ref: string; objectId: number }

/** A triggered ability that has triggered and waits to be put on the stack (CR 603.3). */
export interface PendingTrigger {
  record: TriggerRecord
  /** The source as it was when the ability triggered (for leaves-the-battlefield abilities, as it last existed: CR 603.10a). */
  source: GameObject
  controller: PlayerId
  /** For a ward trigger: the spell or ability that targeted its source. */
  ward?: { objectId: number; cost: string }
  /** A delayed triggered ability (CR 603.7, src/engine/game/delayed-triggers.ts). */
  delayed?: DelayedAbility
}

export interface GameEventCount {
  kind: string
  player: PlayerId
  detail: string
}

export class Game {
  readonly objects = new Map<number, GameObject>()
  /** Physical cards by scenario ref. */
  readonly cards = new Map<string, CardFace>()
  /** Refs made by actions (copies, tokens): ref → object id. */
  readonly madeRefs = new Map<string, number>()
  readonly libraries = new Map<PlayerId, number[]>()
  readonly stack: number[] = []
  readonly tickets = new Map<PlayerId, number>()
  /** The permanents whose sticker kicker gave each player ticket counters (by name, for their rulings). */
  readonly ticketSources = new Map<PlayerId, Set<string>>()
  readonly prohibitions: { name: string; source: string }[] = []
  readonly triggers: TriggerRecord[] = []
  /** Triggered abilities waiting to be put on the stack the next time a player would receive priority (CR 603.3, 117.5). */
  readonly pendingTriggers: PendingTrigger[] = []
  /** The triggered abilities put on the stack together the last time, by object id, in the order they went on (CR 603.3b). */
  lastTriggerBatch: number[] = []
  /** How many ability objects have been made from each source ref, for their refs ("bolt:trigger", "bolt:trigger2"). */
  readonly abilityRefCounts = new Map<string, number>()
  readonly events: GameEventCount[] = []
  /** Outcomes of actions that have an id, for the "legal", "found" and "manaProduced" questions. */
  readonly results = new Map<
    string,
    { legal: boolean; because: Reason; value?: unknown; kind: string; doubts: Doubt[]; resultDoubts: Doubt[] }
  >()
  /** Doubts of every doubted action so far: whatever the events count depends on them. */
  readonly doubts: Doubt[] = []
  /**
   * Triggered abilities that may have triggered, the engine can't tell (an unread condition or filter,
   * src/engine/state/opaque-triggers.ts): what triggered, what is on the stack and what resolves next are in doubt.
   */
  readonly mayHaveTriggered: Doubt[] = []
  /** Actions that would have moved the game through the turn, taken as illegal in doubt: what step it is rests on them (CR 500.1). */
  readonly turnDoubts: Doubt[] = []
  /** Effects of resolved spells the engine didn't carry out, by the card whose effect it was. */
  /**
   * Effects the engine didn't carry out, by the card they came from; within: the objects they could have
   * changed, when their words say (cards in a graveyard, hand or library: state/doubts.ts effectScope).
   */
  readonly effectDoubts: { doubt: Doubt; cardRef: string | null; within?: ReadonlySet<number> }[] = []
  /** Life, poison, damage marked and state-based actions (src/engine/game). */
  readonly core: CoreState
  /**
   * Called as a permanent leaves the battlefield, with the object it was (src/engine/game/leaves.ts: what was
   * exiled "until" it leaves returns, CR 610.3; its leaves-the-battlefield abilities trigger, 603.6c, 603.10a).
   */
  onLeaveBattlefield: ((game: Game, left: GameObject) => void) | null = null
  /** The trace of the answer or action being worked out: what it consults is reported there (src/engine/trace.ts). */
  trace: Trace | null = null
  private nextId = 1
  /** The objects the scenario set up are those with an id up to this (every later one came of a zone change or was made, CR 400.7). */
  private setUpThrough = 0

  constructor(readonly players: PlayerId[]) {
    this.core = new CoreState(players)
    for (const p of players) {
      this.libraries.set(p, [])
      this.tickets.set(p, 0)
    }
  }

  get you(): PlayerId {
    return this.players[0]!
  }

  opponentsOf(p: PlayerId): PlayerId[] {
    return this.players.filter((x) => x !== p)
  }

  /** Put a new object into a zone (CR 400.7: it has no memory of any earlier object). */
  create(
    init: Omit<GameObject, 'id' | 'counters' | 'stickers' | 'tapped' | 'sinceTurnStart' | 'madnessPending' | 'arrival' | 'doubts'> &
      Partial<GameObject>,
  ): GameObject {
    const obj: GameObject = {
      counters: {},
      stickers: 0,
      tapped: false,
      sinceTurnStart: false,
      madnessPending: false,
      arrival: reason(),
      doubts: [],
      ...init,
      id: this.nextId++,
    }
    this.objects.set(obj.id, obj)
    if (obj.zone === 'library') this.libraries.get(obj.zoneOwner)!.push(obj.id)
    if (obj.zone === 'stack') this.stack.push(obj.id)
    return obj
  }

  /** The scenario's set-up is done: the objects made so far are where it put them. */
  endSetUp() {
    this.setUpThrough = this.nextId - 1
  }

  /** Is it an object the scenario set up, not one a zone change or an effect made since (CR 400.7)? */
  wasSetUp(obj: GameObject): boolean {
    return obj.id <= this.setUpThrough
  }

  /** The object a ref stands for now: a card's current object, or the copy/token made under that ref. */
  current(ref: string): GameObject | undefined {
    const made = this.madeRefs.get(ref)
    if (made !== undefined) return this.objects.get(made)
    let found: GameObject | undefined
    for (const o of this.objects.values()) if (o.cardRef === ref && o.zone !== null) found = o
    return found
  }

  /** The name of what a ref stands for now, or of its card, or the ref itself. */
  nameOf(ref: string): string {
    return this.current(ref)?.face.name ?? this.cards.get(ref)?.name ?? ref
  }

  isKnownRef(ref: string): boolean {
    return this.cards.has(ref) || this.madeRefs.has(ref)
  }

  private detach(obj: GameObject) {
    if (obj.zone === 'library') {
      const lib = this.libraries.get(obj.zoneOwner)!
      lib.splice(lib.indexOf(obj.id), 1)
    }
    if (obj.zone === 'stack') this.stack.splice(this.stack.indexOf(obj.id), 1)
  }

  /**
   * Move an object to another zone: the old object is gone and a new one stands in the new zone
   * (CR 400.7). Copies of spells and tokens that would leave their zone cease to exist instead
   * (CR 707.10a, 111.7), reported through the returned null.
   */
  move(obj: GameObject, to: Zone, why: Reason, opts: { controller?: PlayerId; top?: boolean } = {}): GameObject | null {
    this.detach(obj)
    const from = obj.zone
    obj.zone = null
    obj.departure = why
    if (obj.cardRef === null) {
      if (from === 'battlefield') this.onLeaveBattlefield?.(this, obj)
      return null
    }
    const next = this.create({
      cardRef: obj.cardRef,
      ref: obj.ref,
      face: this.cards.get(obj.cardRef)!,
      zone: to,
      zoneOwner: obj.owner,
      owner: obj.owner,
      controller: to === 'battlefield' || to === 'stack' ? (opts.controller ?? obj.owner) : obj.owner,
      isToken: false,
      isSpellCopy: false,
      arrival: why,
      // a new object (CR 400.7), but what the engine couldn't be sure of about the card stays in doubt
      doubts: [...obj.doubts],
    })
    // CR 400.7m: stickers stay with an object moving between public zones
    if (from && from !== 'library' && from !== 'hand' && to !== 'library' && to !== 'hand') next.stickers = obj.stickers
    if (opts.top && to === 'library') {
      const lib = this.libraries.get(next.zoneOwner)!
      lib.splice(lib.indexOf(next.id), 1)
      lib.unshift(next.id)
    }
    if (from === 'battlefield') this.onLeaveBattlefield?.(this, obj)
    return next
  }

  /** Attach doubts to an object (no repeats). */
  doubt(obj: GameObject | undefined, doubts: readonly Doubt[]) {
    if (obj && doubts.length) addDoubts(obj.doubts, doubts)
  }

  /** End an object that stays out of every zone (a copy resolving, a token leaving). */
  cease(obj: GameObject, why: Reason) {
    const from = obj.zone
    this.detach(obj)
    obj.zone = null
    obj.departure = why
    if (from === 'battlefield') this.onLeaveBattlefield?.(this, obj)
  }

  inZone(zone: Zone, owner?: PlayerId): GameObject[] {
    if (zone === 'library' && owner) return this.libraries.get(owner)!.map((id) => this.objects.get(id)!)
    const out: GameObject[] = []
    for (const o of this.objects.values()) if (o.zone === zone && (!owner || o.zoneOwner === owner)) out.push(o)
    return out
  }

  battlefield(): GameObject[] {
    return this.inZone('battlefield')
  }

  topOfStack(): GameObject | undefined {
    const id = this.stack[this.stack.length - 1]
    return id === undefined ? undefined : this.objects.get(id)
  }
}
