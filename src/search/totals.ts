// The totals of recent searches, kept so the next page of the same query (or the same query again)
// need not count its matches once more. A page by name reads its rows from an index and stops after
// them; its total must read every match (t:creature mv>=3: 10,995 cards, ~8 ms of the ~10 ms of
// SQL, docs/search.md "Speed"). A kept total is used only while the store is the one it was counted
// in: each is kept with the store's generation (migration store_generation: every statement that
// writes a store table bumps it, in its own transaction), and the page's statement reads the
// generation in the same snapshot as its rows.

import { Kept } from '../store/kept.js'

/** How many totals a server keeps by default: each is a query's SQL and parameters (~1 KB) and two numbers. */
export const DEFAULT_KEPT_TOTALS = 1000

/** Totals by query (its count's SQL and parameters), each under the generation it was counted in. */
export class SearchTotals extends Kept<number> {
  constructor(max = DEFAULT_KEPT_TOTALS) {
    super(max)
  }

  /** The key of a count: its statement and parameters (the page's limit and offset are not among them). */
  static key(countSql: string, countParams: readonly unknown[]): string {
    return `${countSql}\n${JSON.stringify(countParams)}`
  }
}
