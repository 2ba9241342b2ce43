// The registered mechanics. Casting, resolving and zone changes loop over them; adding a keyword
// with an alternative cost is one new file plus its entry here.
import { escapeCost } from './escape.js'
import { evoke } from './evoke.js'
import { flashback } from './flashback.js'
import { madness } from './madness.js'
import type { AlternativeCost } from './types.js'

export type { AlternativeCost, CastContext } from './types.js'

export const ALTERNATIVE_COSTS: readonly AlternativeCost[] = [madness, flashback, escapeCost, evoke]

export const alternativeCost = (name: string | null | undefined): AlternativeCost | undefined =>
  name ? ALTERNATIVE_COSTS.find((m) => m.name === name) : undefined

/** Keywords read from Oracle text as alternative costs of their own (flashback and madness have fields of their own). */
export const ALTERNATIVE_COST_KEYWORDS = ALTERNATIVE_COSTS.filter((m) => m !== madness && m !== flashback).map((m) =>
  m.keyword.toLowerCase(),
)
