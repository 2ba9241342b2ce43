// What one request reads from the store and what it keeps between requests (src/store/kept.ts):
// the store's version is read once per request (or taken from the search statement that began it,
// which reads it in the same snapshot as its rows), and every value the request keeps is kept under
// that version. `keep` is the service's one switch: a request created without it keeps nothing and
// uses nothing kept (every value read from the store). Values built from the whole store (the
// question ranking's indexes) are kept by keptWhole, under the same version.
import { keptFor, keptUnder, type Kept } from '../store/kept.js'
import type { Db } from './cards.js'
import { storeVersion } from './store-version.js'

/** One request's reads: the store version it keeps values under, and whether it keeps any. */
export class StoreReads {
  #version: Promise<string> | undefined

  constructor(
    readonly db: Db,
    /** Keep values between requests (ServerOptions.keep); false reads every one from the store. */
    readonly keep = true,
  ) {}

  /**
   * The store's version for this request, read once: what the request keeps is read after it was
   * read (an import committed in between makes the value newer than its version, and the next
   * request reads the new version), so a kept value is never older than the version it is under.
   */
  version(): Promise<string> {
    return (this.#version ??= storeVersion(this.db).then((v) => v.key))
  }

  /** The version a statement of this request read (the search's): no statement of its own then. */
  seen(version: string): void {
    this.#version ??= Promise.resolve(version)
  }

  /** The database's kept values of one kind (src/store/kept.ts), or null when this request keeps nothing. */
  kept<V>(kind: string, max: number, weigh?: (value: V) => number): Kept<V> | null {
    return this.keep ? keptFor<V>(this.db.pool, kind, max, weigh) : null
  }

  /**
   * Values for `keys`: those `kept` holds under this request's version, the others loaded in one
   * call (and kept under it). Without `kept` (keeping off), all of them loaded.
   */
  async under<V>(
    kept: Kept<V> | null,
    keys: readonly string[],
    load: (missing: readonly string[]) => Promise<Map<string, V>>,
    slot?: (key: string) => string,
  ): Promise<Map<string, V>> {
    if (!kept) return load(keys)
    return keptUnder(kept, await this.version(), keys, load, slot)
  }
}

/** How long a value built from the whole store is trusted before the store's version is read again. */
export const RECHECK_MS = 5_000

interface Whole<T> {
  version: string | null
  value: Promise<T> | null
  checkedAt: number
  checking: Promise<T> | null
}

/**
 * A value built from the whole store (an index), kept per database under the store's version and
 * built again once it changed: the version is read at most once every `recheckMs`, by one request
 * at a time, the others answered from the value in hand. A failed build is not kept.
 */
export class KeptWhole<T> {
  readonly #states = new WeakMap<object, Whole<T>>()

  constructor(
    private readonly build: (db: Db) => Promise<T>,
    private readonly recheckMs = RECHECK_MS,
  ) {}

  get(db: Db): Promise<T> {
    let s = this.#states.get(db.pool)
    if (!s) this.#states.set(db.pool, (s = { version: null, value: null, checkedAt: 0, checking: null }))
    if (s.value && Date.now() - s.checkedAt < this.recheckMs) return s.value
    s.checking ??= this.#check(db, s)
    return s.checking
  }

  async #check(db: Db, s: Whole<T>): Promise<T> {
    try {
      const version = (await storeVersion(db)).key
      if (!s.value || version !== s.version) {
        const value = this.build(db)
        s.value = value
        s.version = version
        value.catch(() => {
          if (s.value !== value) return
          s.value = null
          s.version = null
        })
      }
      s.checkedAt = Date.now()
      return await s.value
    } finally {
      s.checking = null
    }
  }
}
