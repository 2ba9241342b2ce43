// Costs as printed after a keyword or before a colon: "{2}{R}", "{1}{U}, Pay 3 life",
// "Sacrifice a creature". Mana symbols make the mana component; everything else is listed as is.
import { addCosts, emptyCost, parseManaCost, type ManaCost } from '../mana/cost.js'
import type { Cost } from './types.js'

const MANA_ONLY = /^(\{[^{}]+\})+$/

export function parseCost(text: string): Cost {
  const clean = text.trim().replace(/\.$/, '')
  let mana: ManaCost | null = null
  const other: string[] = []
  for (const part of clean.split(/,\s*/)) {
    const p = part.trim()
    if (!p) continue
    if (MANA_ONLY.test(p)) {
      try {
        mana = addCosts(mana ?? emptyCost(), parseManaCost(p))
        continue
      } catch {
        /* an unknown symbol: keep it as text */
      }
    }
    other.push(p)
  }
  return { text: clean, mana, other }
}
