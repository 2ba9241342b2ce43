// The shape of a keyword module (Forge's Keyword table is the model): its name as printed, the rule that
// defines it, and the hooks through which the engine applies it. The hooks receive what they need, so a
// module imports nothing from the game and the Oracle reader can read the registry (src/engine/oracle).
import type { Aspect, Doubt } from '../doubts.js'

/**
 * A game object as a hook sees it: its name to cite; everything else through `has` and `power`. (Not the
 * state's GameObject type, which would make the registry depend on the state the Oracle reader feeds.)
 */
export interface GameObject {
  face: { name: string }
}

/** Why a declaration is illegal, with the rules it cites. */
export interface Problem {
  text: string
  rules: string[]
}

/** A characteristic read for a hook, with what the engine can't be sure of about it (a doubt makes the answer unsupported). */
export interface Read<T> {
  value: T
  doubts: Doubt[]
}

/** What a blocking hook may consult about a proposed block (CR 509.1b). */
export interface BlockCheck {
  attacker: GameObject
  blocker: GameObject
  /** Does the object have the keyword now: printed, from a keyword counter or granted (keywords/has.ts)? */
  has(obj: GameObject, keyword: string): boolean
  /** The keyword's instances the object has now, as printed, lower case ("islandwalk", "protection from red"). */
  instances(obj: GameObject, module: KeywordModule): string[]
  /** Its power now (null: it has none), with the doubts about it (src/engine/game/power-toughness.ts). */
  power(obj: GameObject): Read<number | null>
  /** Its colors now, as mana letters ("W", "B"; CR 105.2), with the doubts about them (keywords/characteristics.ts). */
  colors(obj: GameObject): Read<string[]>
  /** Does it have this quality now ("artifact", "black", "Island", "nonbasic land"; CR 205)? */
  is(obj: GameObject, quality: string): Read<boolean>
  /** Does the defending player (the blocker's controller) control a permanent with this quality ("Island", "legendary land")? */
  defenderControls(quality: string): Read<boolean>
}

/** A block restriction's verdict: illegal, or legal with what the engine couldn't be sure of. */
export type BlockVerdict = { problem: Problem } | { doubts: Doubt[] } | null

/** Where a keyword's rule takes effect. A hook present here is called for every module that has it. */
export interface KeywordHooks {
  /** CR 509.1b: a restriction on one blocker blocking one attacker; checked for every declared block. */
  block?: (check: BlockCheck) => BlockVerdict
  /**
   * CR 604.3: a characteristic-defining ability, applied to the object wherever it is (702.114a devoid: no
   * colors; 702.73a changeling: every creature type). Read by the core's color and type matching
   * (keywords/defines.ts), so every answer that reads colors or subtypes sees it.
   */
  defines?: { colors?: readonly string[]; everyCreatureType?: boolean }
  /** CR 509.1b: a restriction on how many creatures block the attacker (menace). */
  blockedBy?: (attacker: GameObject, blockers: number, has: BlockCheck['has']) => Problem | null
}

export interface KeywordModule {
  /** The keyword as printed, lower case ("first strike"). */
  name: string
  /** Other printed forms it takes, when not just its name ("islandwalk", "nonbasic landwalk" for landwalk, CR 702.14a). */
  printed?: RegExp
  /** The rule that gives it its meaning (CR 702.xb). */
  rule: string
  /** What it does, in one line (the docs' list is generated from it). */
  summary: string
  /**
   * Where the engine applies it: `combat` (who may attack or block, how combat damage is dealt,
   * src/engine/combat), `damage` (results of damage and state-based actions, src/engine/game) or
   * `characteristics` (what the object is: its colors and types, through `defines`).
   */
  area: 'combat' | 'damage' | 'characteristics'
  hooks: KeywordHooks
  /**
   * The parts of the keyword the engine doesn't model (protection's damage prevention, 702.16e): the
   * Oracle reader keeps its clauses not understood, with what those parts could change, so answers resting
   * on them stay unsupported while the hooks answer what they model.
   */
  notModeled?: { parts: string; affects: Aspect[] }
  /** The core files that ask `hasKeyword` for it by name, for the rules not (yet) expressed as a hook. */
  appliedIn?: string[]
}
