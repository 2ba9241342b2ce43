// Mana costs as data: parse "{X}{2}{G}{G/U}{B/P}", add, reduce, format, and count (CR 107.4, 202.3,
// 118.7, 601.2f). Pure functions over a small normalized record.

export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const
export type Color = (typeof COLORS)[number]
/** The six types of mana (CR 106.1b). */
export type ManaType = Color | 'C'
export const MANA_TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C']

export interface ManaCost {
  generic: number
  /** Colored and colorless ({C}) symbols, by type. */
  W: number
  U: number
  B: number
  R: number
  G: number
  C: number
  /** Number of {X} symbols; their value is chosen as the spell is cast (CR 107.3a). */
  x: number
  /** Hybrid symbols as written, without braces: "G/U", "2/W", "W/U/P" (CR 107.4e). */
  hybrid: string[]
  /** Phyrexian symbols as written: "B/P" (CR 107.4f). */
  phyrexian: string[]
  /** Snow symbols {S} (CR 107.4h). */
  snow: number
}

export function emptyCost(): ManaCost {
  return { generic: 0, W: 0, U: 0, B: 0, R: 0, G: 0, C: 0, x: 0, hybrid: [], phyrexian: [], snow: 0 }
}

const SYMBOL = /\{([^{}]+)\}/g

export class ManaCostSyntaxError extends Error {}

const parsed = new Map<string, ManaCost>()

/**
 * Parse a mana cost written with braces. Throws ManaCostSyntaxError naming the bad symbol. Results
 * are cached and shared: every function here returns a new cost rather than changing one.
 */
export function parseManaCost(text: string | null | undefined): ManaCost {
  if (!text) return emptyCost()
  let cost = parsed.get(text)
  if (!cost) {
    cost = parseUncached(text)
    if (parsed.size >= 10_000) parsed.clear()
    parsed.set(text, cost)
  }
  return cost
}

function parseUncached(text: string): ManaCost {
  const cost = emptyCost()
  const rest = text.replace(SYMBOL, (_, raw: string) => {
    const s = raw.toUpperCase()
    if (/^\d+$/.test(s)) cost.generic += Number(s)
    else if (s === 'X' || s === 'Y' || s === 'Z') cost.x += 1
    else if (s === 'W' || s === 'U' || s === 'B' || s === 'R' || s === 'G' || s === 'C') cost[s] += 1
    else if (s === 'S') cost.snow += 1
    else if (/^[WUBRG]\/P$/.test(s) || /^P\/[WUBRG]$/.test(s)) cost.phyrexian.push(s.startsWith('P/') ? `${s[2]}/P` : s)
    else if (/^([WUBRGC]|\d+)\/[WUBRGC](\/P)?$/.test(s)) cost.hybrid.push(s)
    else throw new ManaCostSyntaxError(`unknown mana symbol {${raw}}`)
    return ''
  })
  if (rest.trim() !== '') throw new ManaCostSyntaxError(`"${text}" is not a mana cost: write symbols in braces, e.g. {2}{G}`)
  return cost
}

/**
 * A card's printed mana cost for the engine: never throws. A cost the engine can't read (a symbol
 * outside CR 107.4 such as half mana {HW}, or the faces' costs of a multi-faced card joined with
 * " // ") reads as no mana, with the reason, so that answers depending on it say they can't be sure.
 */
export function readManaCost(text: string | null | undefined): { cost: ManaCost; unreadable: string | null } {
  try {
    return { cost: parseManaCost(text), unreadable: null }
  } catch (e) {
    if (!(e instanceof ManaCostSyntaxError)) throw e
    return { cost: emptyCost(), unreadable: e.message }
  }
}

export function isManaCostText(text: string): boolean {
  try {
    parseManaCost(text)
    return /^\s*(\{[^{}]+\}\s*)+$/.test(text)
  } catch {
    return false
  }
}

export function addCosts(a: ManaCost, b: ManaCost, times = 1): ManaCost {
  return {
    generic: a.generic + b.generic * times,
    W: a.W + b.W * times,
    U: a.U + b.U * times,
    B: a.B + b.B * times,
    R: a.R + b.R * times,
    G: a.G + b.G * times,
    C: a.C + b.C * times,
    x: a.x + b.x * times,
    hybrid: b.hybrid.length ? [...a.hybrid, ...Array.from({ length: times }, () => b.hybrid).flat()] : a.hybrid,
    phyrexian: b.phyrexian.length ? [...a.phyrexian, ...Array.from({ length: times }, () => b.phyrexian).flat()] : a.phyrexian,
    snow: a.snow + b.snow * times,
  }
}

/** Replace {X} symbols by the chosen value (CR 107.3a: on the stack X equals the announced value). */
export function withX(cost: ManaCost, x: number): ManaCost {
  return { ...cost, generic: cost.generic + cost.x * x, x: 0 }
}

/**
 * Apply a cost reduction (CR 118.7, 601.2f). Generic reduction affects only the generic component
 * (118.7a); a colored or colorless reduction the cost doesn't require, or the part of it exceeding
 * that component, reduces the generic component instead (118.7b–d). Nothing goes below zero.
 */
export function reduceCost(cost: ManaCost, by: ManaCost): ManaCost {
  const out: ManaCost = { ...cost, hybrid: [...cost.hybrid], phyrexian: [...cost.phyrexian] }
  let genericReduction = by.generic
  for (const t of MANA_TYPES) {
    const take = Math.min(out[t], by[t])
    out[t] -= take
    genericReduction += by[t] - take
  }
  out.generic = Math.max(0, out.generic - genericReduction)
  return out
}

/** The subrules of CR 118.7 a reduction applies under: the most specific ones, for citing. */
export function reductionRules(cost: ManaCost, by: ManaCost): string[] {
  const out = new Set<string>()
  if (by.generic > 0) out.add('118.7a')
  for (const t of MANA_TYPES) {
    if (by[t] === 0) continue
    if (cost[t] === 0) out.add('118.7b')
    else if (by[t] > cost[t]) out.add(t === 'C' ? '118.7d' : '118.7c')
  }
  if (by.hybrid.length) out.add('118.7e')
  if (by.phyrexian.length) out.add('118.7f')
  if (by.snow) out.add('118.7g')
  return [...out]
}

/** Mana value of a cost (CR 202.3): X counts as `x` (0 off the stack, 202.3e); hybrid counts its largest half (202.3f). */
export function manaValueOf(cost: ManaCost, x = 0): number {
  const hybrid = cost.hybrid.reduce((n, h) => n + Math.max(...h.split('/').map((p) => (/^\d+$/.test(p) ? Number(p) : 1))), 0)
  return cost.generic + cost.W + cost.U + cost.B + cost.R + cost.G + cost.C + cost.x * x + hybrid + cost.phyrexian.length + cost.snow
}

/**
 * How much mana paying this cost spends: one per symbol, a hybrid symbol paid with its colored half
 * and a Phyrexian symbol paid with mana (the cheapest mana payment).
 */
export function manaPaidFor(cost: ManaCost, x = 0): number {
  return (
    cost.generic + cost.W + cost.U + cost.B + cost.R + cost.G + cost.C + cost.x * x + cost.hybrid.length + cost.phyrexian.length + cost.snow
  )
}

export function isZeroCost(cost: ManaCost): boolean {
  return manaPaidFor(cost) === 0 && cost.x === 0
}

/** Canonical text: X, generic, hybrid, colorless, WUBRG, Phyrexian, snow; an empty cost is {0} (CR 601.2f). */
export function formatManaCost(cost: ManaCost): string {
  let s = '{X}'.repeat(cost.x)
  if (cost.generic > 0) s += `{${cost.generic}}`
  for (const h of cost.hybrid) s += `{${h}}`
  s += '{C}'.repeat(cost.C)
  for (const c of COLORS) s += `{${c}}`.repeat(cost[c])
  for (const p of cost.phyrexian) s += `{${p}}`
  s += '{S}'.repeat(cost.snow)
  return s === '' ? '{0}' : s
}

/** Mana symbols as produced mana: "{G}{G}" → ["G","G"] (types only; CR 106.1b). */
export function manaTypesOf(text: string): ManaType[] {
  const out: ManaType[] = []
  for (const m of text.matchAll(SYMBOL)) {
    const s = m[1]!.toUpperCase()
    if ((MANA_TYPES as readonly string[]).includes(s)) out.push(s as ManaType)
  }
  return out
}

export function formatMana(types: readonly ManaType[]): string {
  return types.map((t) => `{${t}}`).join('')
}
