// Writes per key: at most `max` in any `windowMs` (a sliding log of each key's recent writes, in
// this process's memory). Reads are not counted. A key over its limit gets a 429 saying when to
// retry. Per instance: N instances allow N × max (docs/tags.md says so).
import { ClientError } from '../errors.js'

export class WriteLimiter {
  private readonly recent = new Map<number, number[]>()
  constructor(
    readonly max: number,
    readonly windowMs = 60_000,
  ) {}

  /** Counts one write of `keyId`, or throws a 429 when the key is over its limit. */
  take(keyId: number, now = Date.now()): void {
    const times = (this.recent.get(keyId) ?? []).filter((t) => now - t < this.windowMs)
    if (times.length >= this.max) {
      const retry = Math.max(1, Math.ceil((times[0]! + this.windowMs - now) / 1000))
      this.recent.set(keyId, times)
      throw new ClientError(
        429,
        'too_many_requests',
        `This key has made ${this.max} writes in the last ${this.windowMs / 1000} s; retry in ${retry} s.`,
        { retry_after: retry },
      )
    }
    times.push(now)
    this.recent.set(keyId, times)
    if (this.recent.size > 10_000) this.recent.delete(this.recent.keys().next().value!)
  }
}

const limiters = new WeakMap<object, WriteLimiter>()

/** Writes per minute a key may make (TAG_WRITES_PER_MINUTE; default 120). */
export const tagWritesPerMinute = () => Number(process.env.TAG_WRITES_PER_MINUTE) || 120

/** The limiter of one database handle: REST and GraphQL of an instance count a key's writes together. */
export function writeLimiterFor(db: object): WriteLimiter {
  let l = limiters.get(db)
  if (!l) limiters.set(db, (l = new WriteLimiter(tagWritesPerMinute())))
  return l
}
