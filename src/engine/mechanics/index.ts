// The registered mechanics. Reading keywords (oracle/keywords.ts), casting (actions/cast.ts),
// resolving and countering (actions/stack.ts) and entering (actions/battlefield.ts) loop over them;
// adding a keyword with a cost is one new file plus its entry here.
import { affinity } from './affinity.js'
import { buyback } from './buyback.js'
import { convoke } from './convoke.js'
import { cycling } from './cycling.js'
import { delve } from './delve.js'
import { escapeCost } from './escape.js'
import { evoke } from './evoke.js'
import { flashback } from './flashback.js'
import { improvise } from './improvise.js'
import { kicker } from './kicker.js'
import { madness } from './madness.js'
import { persist } from './persist.js'
import { plot } from './plot.js'
import { spectacle } from './spectacle.js'
import { stickerKicker } from './sticker-kicker.js'
import { storm } from './storm.js'
import { surge } from './surge.js'
import { undaunted } from './undaunted.js'
import { undying } from './undying.js'
import type { AdditionalCost, AlternativeCost, CostPayer, CostReducer, LeavesStack, Mechanic, TriggeredKeyword } from './types.js'

export type {
  AdditionalCost,
  AlternativeCost,
  AnnounceContext,
  CastContext,
  CostPayer,
  LeavesStack,
  LeavingHow,
  Mechanic,
  Payment,
  TriggeredKeyword,
} from './types.js'

/** Keywords that let a spell be cast for another cost (CR 118.9); one at most per spell (118.9a). */
/** The alternative costs with a special action that exiles the card to be cast later (plot, CR 116.2k): the scenario action of each name. */
export const SPECIAL_EXILES = [plot] as const
export const ALTERNATIVE_COSTS: readonly AlternativeCost[] = [madness, flashback, escapeCost, evoke, spectacle, surge, ...SPECIAL_EXILES]
export type SpecialExileName = (typeof SPECIAL_EXILES)[number]['name']
/** Optional additional costs paid as a spell is cast (CR 118.8, 601.2b), announced in this order. */
export const ADDITIONAL_COSTS: readonly AdditionalCost[] = [kicker, stickerKicker, buyback]
/** Keywords whose objects pay part of a spell's total cost once it is determined (CR 601.2f–h): tapped or exiled as it is paid. */
export const COST_PAYERS = [convoke, improvise, delve] as const satisfies readonly CostPayer[]
/** Keywords that reduce a spell's total cost by a count the game gives (CR 601.2f, 118.7a). */
export const COST_REDUCERS: readonly CostReducer[] = [affinity, undaunted]
/** Triggered keywords read as the triggered ability each stands for, which the stack resolves (CR 702, 603). */
export const TRIGGERED_KEYWORDS: readonly TriggeredKeyword[] = [persist, undying, storm]
/** Every mechanic, in the order their keywords are tried on a keyword line (longer names first where one contains another). */
export const MECHANICS: readonly Mechanic[] = [
  stickerKicker,
  kicker,
  ...ALTERNATIVE_COSTS,
  buyback,
  cycling,
  ...COST_PAYERS,
  ...COST_REDUCERS,
  ...TRIGGERED_KEYWORDS,
]

/** The registered triggered keyword a keyword item is ("Persist"), if any. */
export const triggeredKeywordOf = (item: string): TriggeredKeyword | undefined =>
  TRIGGERED_KEYWORDS.find((m) => m.printed.test(item.trim().replace(/\.$/, '')))

/** The cast options of the cost payers ("convoke"…). */
export type CostPayerOption = (typeof COST_PAYERS)[number]['option']

/** The registered cost reducer a keyword clause is an instance of ("Affinity for artifacts"), and its parameter, if any. */
export function costReducerOf(keyword: string): { mechanic: CostReducer; parameter: string } | undefined {
  for (const m of COST_REDUCERS) {
    const hit = m.printed.exec(keyword.trim())
    if (hit) return { mechanic: m, parameter: hit[1] ?? '' }
  }
  return undefined
}

/** The registered cost payer a keyword clause is ("Convoke"), if any. */
export const costPayerOf = (keyword: string): CostPayer | undefined =>
  COST_PAYERS.find((m) => new RegExp(`^(?:${m.keywords.map((k) => k.pattern).join('|')})$`, 'i').test(keyword.trim()))

export const alternativeCost = (name: string | null | undefined): AlternativeCost | undefined =>
  name ? ALTERNATIVE_COSTS.find((m) => m.name === name) : undefined

/** The keyword-name alternatives of a keyword line, as one regular expression source. */
export const KEYWORD_PATTERN = MECHANICS.flatMap((m) => m.keywords.map((k) => k.pattern)).join('|')

/** The mechanics' replacements as a spell leaves the stack, the one that applies first (CR 614, 616.1). */
export function leavingReplacements(
  alternative: string | null,
  paid: (m: AdditionalCost) => boolean,
): { mechanic: Mechanic; replacement: LeavesStack }[] {
  const out: { mechanic: Mechanic; replacement: LeavesStack }[] = []
  const alt = alternativeCost(alternative)
  if (alt?.leavesStack) out.push({ mechanic: alt, replacement: alt.leavesStack })
  for (const m of ADDITIONAL_COSTS) if (m.leavesStack && paid(m)) out.push({ mechanic: m, replacement: m.leavesStack })
  // "instead of putting it anywhere else" applies over "instead of into the graveyard"
  return out.sort((a, b) => Number(b.replacement.instead === 'anywhere') - Number(a.replacement.instead === 'anywhere'))
}
