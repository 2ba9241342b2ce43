// The totals of recent searches, kept so the next page of the same query (or the same query again)
// need not count its matches once more. A page by name reads its rows from an index and stops after
// them; its total must read every match (t:creature mv>=3: 10,995 cards, ~8 ms of the ~10 ms of
// SQL, docs/search.md "Speed"). A kept total is used only while the store is the one it was counted
// in: each is kept with the store's generation (migration store_generation: every statement that
// writes a store table bumps it, in its own transaction), and the page's statement reads the
// generation in the same snapshot as its rows.

export interface KeptTotal {
  /** store_generation.value when the total was counted, as PostgreSQL sends a bigint. */
  generation: string
  total: number
}

/** How many totals a server keeps by default: each is a query's SQL and parameters (~1 KB) and two numbers. */
export const DEFAULT_KEPT_TOTALS = 1000

/** Totals by query (its count's SQL and parameters), least recently used dropped first. */
export class SearchTotals {
  readonly #totals = new Map<string, KeptTotal>()

  constructor(readonly maxEntries = DEFAULT_KEPT_TOTALS) {}

  get size(): number {
    return this.#totals.size
  }

  /** The key of a count: its statement and parameters (the page's limit and offset are not among them). */
  static key(countSql: string, countParams: readonly unknown[]): string {
    return `${countSql}\n${JSON.stringify(countParams)}`
  }

  /** The total kept for a query, marked as just used. */
  get(key: string): KeptTotal | undefined {
    const kept = this.#totals.get(key)
    if (kept) {
      this.#totals.delete(key)
      this.#totals.set(key, kept)
    }
    return kept
  }

  set(key: string, kept: KeptTotal): void {
    this.#totals.delete(key)
    this.#totals.set(key, kept)
    if (this.#totals.size > this.maxEntries) this.#totals.delete(this.#totals.keys().next().value!)
  }
}
