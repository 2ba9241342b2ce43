// The effects interface: what a spell's or ability's Oracle text instructs (CR 608.2c), read once
// into plain data, and carried out by a pure function of the game. The stack's resolution (CR 608)
// decides *when* an effect happens and which targets are still legal (608.2b); an effect module
// decides *what* it does. Every effect names the rules it follows.
//
// Contract of apply(game, effect, context):
// - deterministic and without I/O; it changes the game (the engine's state is the mutable Game of
//   src/engine/state/game.ts) only when it returns ok: true;
// - ok: null (unsupported) when the result could depend on something the engine doesn't model (a
//   choice the context doesn't give, a count it can't make): the game is left as it was, and the
//   doubts say why, quoting the clause;
// - ok: false when a choice given in the context breaks the rules (discarding a card not in hand):
//   the game is left as it was, and the because cites the rule.
import type { Reason } from '../answers.js'
import type { Doubt } from '../doubts.js'
import type { GameObject, PlayerId } from '../state/game.js'
import type { Condition } from '../game/condition-words.js'

/** Whose: relative to the effect's controller. */
export type Whose = 'you' | 'opponents' | 'any'

/** A group of objects an effect counts or acts on: "creatures you control", "cards in your graveyard" (CR 109.2). */
export interface ObjectFilter {
  zone: 'battlefield' | 'graveyard' | 'hand' | 'library' | 'exile'
  whose: Whose
  /** A search-style quality read by matchesQuality: "creature", "nonland permanent", "Goblin"; "" for any card. */
  quality: string
  /** "other": not the effect's source (CR 109.4 "another"). */
  other?: boolean
}

/** How many: a number, X (CR 107.3), or "for each …" (a count made as the effect happens, CR 608.2h). */
export type Amount = { kind: 'fixed'; n: number } | { kind: 'x' } | { kind: 'count'; of: ObjectFilter; times: number }

/** Which players an effect acts on. */
export type PlayerSelector =
  | { kind: 'you' }
  | { kind: 'eachOpponent' }
  | { kind: 'eachPlayer' }
  /** "target player", "target opponent": context.targets[index]. */
  | { kind: 'target'; index: number; opponent: boolean; phrase: string }
  /** "its controller" of a targeted object (Swords to Plowshares, Path to Exile). */
  | { kind: 'controllerOfTarget'; index: number }

/** Which objects an effect acts on. */
export type ObjectSelector =
  /** "~", "this creature": the effect's source (CR 201.5). */
  | { kind: 'self' }
  /** "target creature", "up to one target …": context.targets[index] (CR 115.1). */
  | {
      kind: 'target'
      index: number
      quality: string
      whose: Whose
      zone: ObjectFilter['zone']
      phrase: string
      /** "target tapped creature": the permanent's status, checked as it is chosen and as it resolves (CR 110.5, 608.2b). */
      status?: 'tapped' | 'untapped'
      /** "up to two target creatures": targets index … index + count − 1 (CR 601.2c); "those creatures": the earlier targets. */
      count?: number
      /** "up to N": fewer may be chosen, none included (CR 601.2c, 115.1d). */
      upTo?: boolean
    }
  /** "all creatures", "each creature you control", "creatures you control" (CR 608.2c). */
  | { kind: 'all'; of: ObjectFilter }

/** What can receive damage: objects or players (CR 120.1). */
export type DamageRecipient =
  | { kind: 'object'; select: ObjectSelector }
  | { kind: 'player'; select: PlayerSelector }
  /** "any target" (CR 115.4), "target creature or planeswalker": one target, an object or a player. */
  | { kind: 'anyTarget'; index: number; phrase: string }

/** Until when a continuous effect lasts (CR 611.2a, 514.2). */
export type Duration = 'endOfTurn' | 'whileOnBattlefield'

/** A token's characteristics as the creating effect defines them (CR 111.3, 111.4). */
export interface TokenDefinition {
  name: string
  power: number | null
  toughness: number | null
  colors: string[]
  types: string[]
  subtypes: string[]
  supertypes: string[]
  keywords: string[]
  /** Anything further in the definition ("with 'This creature can't block'") the engine reads as text only. */
  text: string
}

export type EffectBody =
  | { kind: 'draw'; who: PlayerSelector; amount: Amount }
  /** CR 701.9: chosen (by the discarding player), at random (701.9b chooses in the context), or the whole hand. */
  | { kind: 'discard'; who: PlayerSelector; amount: Amount | 'hand'; how: 'chosen' | 'random' }
  | { kind: 'mill'; who: PlayerSelector; amount: Amount }
  | { kind: 'destroy'; what: ObjectSelector }
  /** "… until ~ leaves the battlefield" (CR 610.3): returned as its source leaves (src/engine/game/leaves.ts). */
  | { kind: 'exile'; what: ObjectSelector; untilSourceLeaves?: boolean }
  /** "Return the exiled cards to the battlefield under their owners' control": those its linked ability exiled (CR 607.2a). */
  | { kind: 'returnExiled' }
  /** "Return … to its owner's hand", "… onto the battlefield", "Put … on top of its owner's library". */
  | {
      kind: 'move'
      what: ObjectSelector
      to: 'hand' | 'battlefield' | 'libraryTop' | 'libraryBottom'
      tapped?: boolean
      /** "under its owner's control" (CR 110.2a); otherwise under the effect's controller's. */
      ownersControl?: boolean
      /** "with a -1/-1 counter on it": counters it enters with (CR 122.6). */
      counters?: Record<string, number>
    }
  /** CR 701.21: the player chooses what to sacrifice (context.choices.sacrifice). */
  | { kind: 'sacrifice'; who: PlayerSelector; amount: Amount; of: ObjectFilter }
  | { kind: 'sacrificeSelf' }
  | { kind: 'createToken'; who: PlayerSelector; amount: Amount; token: TokenDefinition; tapped: boolean }
  | { kind: 'damage'; amount: Amount; to: DamageRecipient[] }
  | { kind: 'life'; who: PlayerSelector; amount: Amount; gain: boolean }
  | { kind: 'counters'; what: ObjectSelector; counter: string; amount: Amount }
  | { kind: 'tap'; what: ObjectSelector; untap: boolean }
  /** CR 608.2c: "X. If [condition], instead Y." (instead.ts). */
  | { kind: 'instead'; condition: Condition; otherwise: Effect; then: Effect }
  /** CR 701.22 scry, 701.25 surveil: the player's choices are context.choices.bottom / .graveyard. */
  | { kind: 'scry'; who: PlayerSelector; amount: Amount; surveil: boolean }
  /** CR 613.4c: "gets +N/+N"; 613.4b: "has base power and toughness N/N"; 613.4d: "switch". */
  | {
      kind: 'pt'
      what: ObjectSelector
      layer: '7b' | '7c' | '7d'
      power: number
      toughness: number
      /** "+X/+0", "+1/+1 for each …": the values are multiplied by this amount as it resolves. */
      multiplier?: Amount
      /** "… and gains flying until end of turn": a layer-6 grant with it. */
      keywords: string[]
      duration: Duration
    }
  /** "gains flying until end of turn" (CR 613.1f, layer 6). */
  | { kind: 'grant'; what: ObjectSelector; keywords: string[]; duration: Duration }
  /** "… reveals cards from the top of their library until they reveal a creature card" (CR 701.20a; reveal-until.ts). */
  | { kind: 'revealUntil'; who: PlayerSelector; quality: string }
  /** "That player puts that card onto the battlefield, then shuffles the rest into their library" (608.2c: what it revealed). */
  | { kind: 'putRevealed' }
  /** "Attach ~ to target creature you control" (CR 701.3, 702.6a: equip). */
  | { kind: 'attach'; to: ObjectSelector }
  /** "… don't untap during their controllers' next untap steps" (CR 502.3, src/engine/game/untap-skips.ts). */
  | { kind: 'doesntUntap'; what: ObjectSelector }
  /** CR 700.2: "Choose one —" and its modes; the chosen modes are context.modes. */
  | { kind: 'modal'; choose: { min: number; max: number; repeat?: boolean; upTo?: boolean }; modes: Effect[][] }
  /** "The next sorcery spell you cast this turn can be cast as though it had flash" (CR 702.8a, 601.3b; flash-permission.ts). */
  | { kind: 'flashPermission'; quality: string; next: boolean }
  /** "Copy ~ for each other spell cast before it this turn" (storm, CR 702.40a; copy-self.ts); newTargets: its "You may choose new targets for the copies". */
  | { kind: 'copySelf'; newTargets: boolean }
  /** CR 603.7a: a delayed triggered ability, "at the beginning of the next end step" (delayed.ts). */
  | {
      kind: 'delayed'
      does: { kind: 'returnToBattlefield'; index: number } | { kind: 'effect'; effect: Effect }
      /** "… at the beginning of the next turn's upkeep" (CR 503.1); otherwise the next end step (513.1). */
      at?: 'nextTurnUpkeep'
    }

/** One effect as read from the clause it came from. */
export type Effect = EffectBody & {
  /** The clause it was read from, for because-texts and doubts. */
  text: string
  /** The rules it follows. */
  rules: string[]
}

/** The decisions and facts an effect is carried out with: who, from what, which targets (CR 608.2). */
export interface EffectContext {
  /** The controller of the resolving spell or ability ("you" in its text, CR 109.5). */
  controller: PlayerId
  /** The spell or ability's source; its last known information when it has left its zone (CR 608.2h). */
  source: GameObject
  /** The chosen targets, in the order of the effect's target indices: card refs or player names (CR 601.2c). */
  targets: (string | null)[]
  /** The objects as they were targeted, by target index: what "its controller" reads once one has left its zone (CR 608.2h). */
  targeted?: (GameObject | undefined)[]
  /** The value of X (CR 107.3). */
  x?: number
  /** Modal: the chosen modes, 0-based (CR 700.2). */
  modes?: number[]
  /** What an earlier instruction of the same spell revealed, for a later one that refers to it (CR 608.2c; reveal-until.ts). */
  revealed?: { player: PlayerId; found: GameObject | null; rest: GameObject[] }
  /** Whether targets were chosen at all: then a target an "up to N" phrase left unchosen isn't missing (CR 601.2c). */
  targetsChosen?: boolean
  /** Choices made as the effect happens (CR 608.2d): cards chosen to discard or sacrifice, scry/surveil decisions. */
  choices?: EffectChoices
  /** An ability that triggered on its source moving between zones ("When this Aura is put into a graveyard"): the new object it became there (CR 400.7e). */
  found?: GameObject
}

export interface EffectChoices {
  /** Cards discarded (a chosen discard) or discarded at random (the scenario states the random result). */
  discard?: string[]
  /** Permanents sacrificed. */
  sacrifice?: string[]
  /** Scry: the cards put on the bottom (the rest stay on top, in order). */
  bottom?: string[]
  /** Surveil: the cards put into the graveyard. */
  graveyard?: string[]
  /** Scry/surveil: the order of the cards left on top, top first (default: as they were). */
  top?: string[]
}

export type EffectResult =
  | { ok: true; why: Reason; doubts: Doubt[]; value?: unknown }
  | { ok: false; why: Reason }
  | { ok: null; why: Reason; doubts: Doubt[] }

/** One effect module: how it is read from a clause, and how it is carried out. */
export interface EffectModule<K extends EffectBody['kind'] = EffectBody['kind']> {
  kind: K
  /** Read a clause ("~" for the card itself, targets numbered from firstTarget); null when it isn't this effect. */
  read?(clause: string, firstTarget: number): Effect | null
  apply(game: import('../state/game.js').Game, effect: Extract<Effect, { kind: K }>, ctx: EffectContext): EffectResult
}
