// The game core's state beside the objects: life totals and poison counters (CR 119, 122.1f), damage
// marked on permanents (120.6) and deathtouch damage since the last check (702.2b), who has lost
// (104.3), and what each state-based action check did (704). Damage is kept by object id: a
// permanent that changes zones is a new object with no damage marked (CR 400.7).
import { addDoubts, type Doubt } from '../doubts.js'
import type { STEP_IDS } from '../scenario/turn.js'

type PlayerId = string

/** CR 103.4: each player begins the game with a starting life total of 20. */
export const STARTING_LIFE = 20

export interface StateBasedActionRecord {
  /** The rule of 704.5 it applied. */
  rule: string
  text: string
  /** The permanent it put into a graveyard or changed, if any. */
  objectId?: number
}

/** The steps of a turn in order (CR 500.1, 501.1, 506.1, 512.1): the scenario language's step names. */
export { STEP_IDS as STEPS } from '../scenario/turn.js'
export type Step = (typeof STEP_IDS)[number]

/** Where the game is in the turn (src/engine/game/turn.ts, CR 500–514, 117). */
export interface TurnState {
  active: PlayerId
  number: number
  step: Step
  /** Who has priority (CR 117.1); null in the untap and cleanup steps, where no player normally gets it (502.4, 514.3). */
  priority: PlayerId | null
  /** How many players have passed in succession since the last action (CR 117.4). */
  passes: number
  /** Lands each player has played this turn (CR 305.2). */
  landsPlayed: Map<PlayerId, number>
}

/** A continuous effect from a resolved spell or ability (src/engine/game/continuous.ts, CR 611.2, 613). */
export type PTLayer = '7b' | '7c' | '7d'

export interface ContinuousEffect {
  /** CR 613.7: the order effects were created in. */
  timestamp: number
  /** '6' for ability grants; otherwise the P/T sublayer. */
  layer: PTLayer | '6'
  /** The objects it affects, locked as it resolved (CR 611.2c). */
  objectIds: number[]
  power: number
  toughness: number
  keywords: string[]
  until: 'endOfTurn'
  text: string
  source: string
}

export class CoreState {
  readonly life = new Map<PlayerId, number>()
  readonly poison = new Map<PlayerId, number>()
  readonly lost = new Map<PlayerId, { rule: string; text: string }>()
  /** The players who lost life this turn (spectacle, CR 702.137a); a new turn starts the list afresh. */
  readonly lostLifeThisTurn = new Set<PlayerId>()
  /** The spells each player cast this turn, as the scenario cast them (surge, CR 702.117a); a new turn starts afresh. */
  readonly spellsCastThisTurn = new Map<PlayerId, number>()
  /** Damage marked, by object id (CR 120.3e, 120.6). */
  readonly damage = new Map<number, number>()
  /** Objects dealt damage by a source with deathtouch since state-based actions were last checked (CR 702.2b, 704.5h). */
  readonly deathtouched = new Set<number>()
  /** What the engine can't be sure of about each player's life total and poison counters. */
  readonly playerDoubts = new Map<PlayerId, Doubt[]>()
  /** Players who were instructed to draw from an empty library since the last check (CR 121.4, 704.5b). */
  readonly drewFromEmpty = new Set<PlayerId>()
  /** Continuous effects from resolved spells and abilities (CR 611.2), and the last timestamp given (613.7). */
  readonly continuous: ContinuousEffect[] = []
  timestamp = 0
  /** The turn, once the scenario sets it up or a turn action moves it; null: timing isn't checked (the engine assumes a time it may be done). */
  turn: TurnState | null = null
  /** Permissions to cast spells as though they had flash, until the turn ends (CR 702.8a, 601.3b; effects/flash-permission.ts). */
  readonly flashPermissions: { player: PlayerId; quality: string; next: boolean; text: string; source: string }[] = []
  /** Every state-based action performed, in order. */
  readonly performed: StateBasedActionRecord[] = []

  constructor(players: PlayerId[]) {
    for (const p of players) {
      this.life.set(p, STARTING_LIFE)
      this.poison.set(p, 0)
      this.playerDoubts.set(p, [])
    }
  }

  doubtPlayer(player: PlayerId, doubts: readonly Doubt[]) {
    addDoubts(this.playerDoubts.get(player)!, doubts)
  }
}
