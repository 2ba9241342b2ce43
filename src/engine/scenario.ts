// The scenario language: what a caller hands the engine. Plain JSON; the evaluate service validates
// it against the JSON schema in src/evaluate/schema.ts (kept in step with these types).

export const ZONES = ['library', 'hand', 'graveyard', 'exile', 'stack', 'battlefield', 'command'] as const
export type Zone = (typeof ZONES)[number]

/** A card's characteristics as the engine needs them: from the store or written inline. */
export interface CardCharacteristics {
  name: string
  manaCost?: string | null
  typeLine: string
  oracleText?: string | null
  power?: string | null
  toughness?: string | null
  loyalty?: string | null
}

/** Where a card starts and how. Defaults: in its owner's hand, owned by "you". */
export interface CardPlacement {
  zone?: Zone
  owner?: string
  controller?: string
  tapped?: boolean
  /** On the battlefield: it came under its controller's control this turn (CR 302.6). Default false. */
  summoningSick?: boolean
  counters?: Record<string, number>
  /** The name chosen "as it enters" (Meddling Mage). */
  chosenName?: string
}

/** A card of the scenario: a store card name, a store card with a placement, or an inline card. */
export type CardSpec = string | (CardPlacement & { card: string }) | (CardPlacement & CardCharacteristics)

export type KickerChoice = boolean | number | 'A' | 'B' | ('A' | 'B')[]
export type CostChoice = 'normal' | 'madness' | 'flashback'

export interface CastOptions {
  from?: Zone
  cost?: CostChoice | CostChoice[]
  kicker?: KickerChoice
  buyback?: boolean
  /** The permanents granting sticker kicker (Wicker Picker) whose sticker kicker cost is paid. */
  stickerKickerFrom?: string | string[]
  controller?: string
  /** Who owns the card (when the scenario's cards didn't say). Casting a card you don't own assumes an effect allows it. */
  owner?: string
  x?: number
  /** Extra mana to pay ("{1}"), e.g. from a tax effect (CR 601.2f). */
  costIncrease?: string
  /** Mana the cost is reduced by ("{2}", "{G}"), applied last (CR 601.2f, 118.7). */
  costReduction?: string
  /** The effect that lets the card be cast from a zone other than its owner's hand (CR 601.3). */
  allowedBy?: string
}

interface ActionBase {
  id?: string
}

export type Action = ActionBase &
  (
    | ({ do: 'cast'; card: string } & CastOptions)
    | { do: 'copySpell'; of: string; as?: string; controller?: string /** The permanent whose ability copies it (Verazol). */; by?: string }
    | { do: 'resolve'; card?: string; find?: string[] }
    | { do: 'counter'; card: string }
    | {
        do: 'putOntoBattlefield'
        card: string
        controller?: string
        kicker?: KickerChoice
        stickerKickerFrom?: string | string[]
        x?: number
        tapped?: boolean
        chooseName?: string
      }
    | { do: 'enterAsCopy'; card: string; of: string; controller?: string }
    | { do: 'createTokenCopy'; of: string; as?: string; controller?: string }
    | { do: 'discard'; card: string }
    | { do: 'declineMadness'; card: string }
    | { do: 'cycle'; card: string; ability?: string; find?: string[] }
    | {
        do: 'search'
        player?: string
        for: string
        find?: string[]
        then?: 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'top'
        shuffle?: boolean
        reveal?: boolean
      }
    /** Shuffle a library; with `cards`, shuffle those cards into it first (CR 701.24c–d). */
    | { do: 'shuffle'; player?: string; cards?: string[] }
    | { do: 'move'; card: string; to: Zone }
    | { do: 'activateManaAbility'; card: string; ability?: number }
    | { do: 'tap'; card: string }
    | { do: 'untap'; card: string }
    | { do: 'beginTurn'; player?: string }
    | { do: 'gainControl'; card: string; player?: string }
    | { do: 'prohibit'; name: string; source?: string }
  )

export type ActionKind = Action['do']

export type Question =
  | { q: 'legal'; of: string }
  | {
      q:
        | 'isKicked'
        | 'timesKicked'
        | 'kickedWith'
        | 'seenAsKickedSpell'
        | 'zone'
        | 'owner'
        | 'controller'
        | 'isToken'
        | 'isCopy'
        | 'wasCast'
        | 'totalCost'
        | 'manaValue'
        | 'manaSpent'
        | 'stickers'
        | 'keywords'
        | 'couldProduce'
      of: string
    }
  | { q: 'linkedKickerApplies'; of: string; ability?: number | 'A' | 'B' }
  | { q: 'xValue'; of: string; for?: 'object' | 'entersAbility' }
  | { q: 'counters'; of: string; kind?: string }
  | { q: 'ticketCounters'; of?: string }
  | ({ q: 'canCast'; of: string } & CastOptions)
  | { q: 'triggerCount'; of?: string; event?: string }
  | { q: 'canActivate'; of: string; ability?: number }
  | { q: 'manaProduced'; of: string }
  | { q: 'canSpendMana'; of: string; from: string; ability?: number }
  | { q: 'found'; of: string }

export type QuestionKind = Question['q']

export interface Scenario {
  cards: Record<string, CardSpec>
  /** Player names; default ["you", "opponent"]. The first is "you" in texts such as "you control". */
  players?: string[]
  actions?: Action[]
  ask: Question[]
}
