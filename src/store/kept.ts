// Values read from the store and kept in memory between requests, each with the version of the
// store it was read under: a stored row's xmin, or the store's generation (migration
// store_generation, bumped by every writing transaction). A caller uses a kept value only when the
// version it reads now is the same, so what it answers is what reading the store would answer.
// The one least-recently-used store of the service: search totals (src/search/totals.ts), the card
// object bytes lists send (src/api/rest/stored-card-bytes.ts), the card views, relation pages and
// keywords GraphQL reads (src/queries/card-views.ts, src/api/graphql/loaders.ts, through a request's
// StoreReads, src/queries/store-reads.ts) and computed CR diffs (src/queries/rule-editions.ts). Kept values are the store's, the same for every caller, and are
// never written to once kept.

/** A value and the version of the store it was read under. */
export interface KeptValue<V> {
  version: string
  value: V
}

/**
 * Values by key, least recently used dropped first once their weights add up to more than `max`
 * (a value weighs 1 unless `weigh` says otherwise: a page its rows, bytes their length). A value
 * heavier than `max` alone is not kept.
 */
export class Kept<V> {
  readonly #entries = new Map<string, KeptValue<V> & { weight: number }>()
  #weight = 0
  constructor(
    readonly max: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  /** How many values are kept. */
  get count(): number {
    return this.#entries.size
  }

  /** Their weights added up. */
  get weight(): number {
    return this.#weight
  }

  /** The value kept for `key` (marked as just used), whatever its version. */
  get(key: string): KeptValue<V> | undefined {
    const entry = this.#entries.get(key)
    if (entry) {
      this.#entries.delete(key)
      this.#entries.set(key, entry)
    }
    return entry
  }

  /** The value kept for `key` if it was read under `version`. */
  at(key: string, version: string): V | undefined {
    const entry = this.get(key)
    return entry?.version === version ? entry.value : undefined
  }

  set(key: string, version: string, value: V): void {
    const weight = this.weigh(value)
    if (weight > this.max) return
    this.delete(key)
    this.#entries.set(key, { version, value, weight })
    this.#weight += weight
    for (const oldest of this.#entries.keys()) {
      if (this.#weight <= this.max) break
      this.delete(oldest)
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#weight -= entry.weight
  }
}

/**
 * Values for `keys` as kept under `version`, the others loaded (one call for all of them) and kept
 * under it. `slot` names a key's place in `kept` (default: the key). A key `load` does not answer
 * is neither answered nor kept.
 */
export async function keptUnder<V>(
  kept: Kept<V>,
  version: string,
  keys: readonly string[],
  load: (missing: string[]) => Promise<Map<string, V>>,
  slot: (key: string) => string = (key) => key,
): Promise<Map<string, V>> {
  const found = new Map<string, V>()
  const missing: string[] = []
  for (const key of keys) {
    const hit = kept.at(slot(key), version)
    if (hit === undefined) missing.push(key)
    else found.set(key, hit)
  }
  if (!missing.length) return found
  for (const [key, value] of await load(missing)) {
    kept.set(slot(key), version, value)
    found.set(key, value)
  }
  return found
}

const byDatabase = new WeakMap<object, Map<string, Kept<unknown>>>()

/**
 * The kept values of one kind for one database (keyed by its pool: a row version or generation
 * names one state of one database only), created on first use.
 */
export function keptFor<V>(pool: object, kind: string, max: number, weigh?: (value: V) => number): Kept<V> {
  let kinds = byDatabase.get(pool)
  if (!kinds) byDatabase.set(pool, (kinds = new Map()))
  let kept = kinds.get(kind)
  if (!kept) kinds.set(kind, (kept = new Kept<V>(max, weigh) as Kept<unknown>))
  return kept as Kept<V>
}

/** What is kept for one database, per kind: how many values, their weight and its bound (bench:api's memory check). */
export function keptSizes(pool: object): Record<string, { count: number; weight: number; max: number }> {
  const kinds = byDatabase.get(pool) ?? new Map<string, Kept<unknown>>()
  return Object.fromEntries([...kinds].map(([kind, kept]) => [kind, { count: kept.count, weight: kept.weight, max: kept.max }]))
}
