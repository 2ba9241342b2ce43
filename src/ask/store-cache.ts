// A value built from the store and kept in memory, per database pool: the card-name and ruling
// indexes the ranking searches (card-names.ts, ruling-index.ts). It is rebuilt when the store's
// version (src/queries/store-version.ts) changes: a transaction wrote to the store. The version is
// read at most once every few seconds, by one request at a time; the others are answered from the
// value in hand.
import { storeVersion, type Db } from '../queries/index.js'

/** How long a value is trusted before the store's signature is read again. */
export const RECHECK_MS = 5_000

interface State<T> {
  signature: string | null
  value: Promise<T> | null
  checkedAt: number
  checking: Promise<T> | null
}

export class StoreCache<T> {
  private readonly states = new WeakMap<object, State<T>>()

  constructor(
    private readonly build: (db: Db) => Promise<T>,
    private readonly recheckMs = RECHECK_MS,
  ) {}

  get(db: Db): Promise<T> {
    let s = this.states.get(db.pool)
    if (!s) this.states.set(db.pool, (s = { signature: null, value: null, checkedAt: 0, checking: null }))
    if (s.value && Date.now() - s.checkedAt < this.recheckMs) return s.value
    s.checking ??= this.check(db, s)
    return s.checking
  }

  private async check(db: Db, s: State<T>): Promise<T> {
    try {
      const signature = (await storeVersion(db)).key
      if (!s.value || signature !== s.signature) {
        const value = this.build(db)
        s.value = value
        s.signature = signature
        value.catch(() => {
          if (s.value !== value) return
          s.value = null
          s.signature = null
        })
      }
      s.checkedAt = Date.now()
      return await s.value
    } finally {
      s.checking = null
    }
  }
}
