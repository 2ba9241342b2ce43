// Writes per key: at most `max` in each window of `windowMs` (a fixed window opened by the key's
// first write), counted in @fastify/rate-limit's stores, the same ones that count the read limit.
// With REDIS_URL the counts live in Redis (its RedisStore: one atomic INCR + PEXPIRE per write),
// so a key's limit holds across every instance; without it each process counts alone. A Redis
// that does not answer falls back to this process's own count: the limit then holds per instance
// until Redis is back. Reads are not counted. A key over its limit gets a 429 saying when to retry.
import { createRequire } from 'node:module'
import type { Redis } from 'ioredis'
import { ClientError } from '../errors.js'

/** The count of one key after one more hit, and the milliseconds left in its window. */
interface Count {
  current: number
  ttl: number
}

/** @fastify/rate-limit's store interface (LocalStore, RedisStore). */
interface CountStore {
  incr(key: string, done: (err: Error | null, count: Count | null) => void, timeWindow: number, max: number): void
}

// the package ships its stores as CommonJS files without type declarations
const require = createRequire(import.meta.url)
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => CountStore
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => CountStore

/** Keys counted in this process's memory at once (least recently used forgotten first). */
const LOCAL_KEYS = 10_000

export interface SharedWriteCounts {
  /** The Redis the counts live in (an ioredis client). */
  redis: Redis
  /** Prefix of the Redis keys, so several deployments (or tests) can share one Redis. */
  nameSpace: string
}

export class WriteLimiter {
  private readonly local: CountStore = new LocalStore(false, false, LOCAL_KEYS)
  private readonly shared: CountStore | null

  constructor(
    readonly max: number,
    readonly windowMs = 60_000,
    shared?: SharedWriteCounts,
  ) {
    this.shared = shared ? new RedisStore(false, false, shared.redis, `${shared.nameSpace}tag-writes-`) : null
  }

  /** Counts one write of `keyId`, or throws a 429 when the key is over its limit. */
  async take(keyId: number): Promise<void> {
    const count = (this.shared && (await this.count(this.shared, keyId).catch(() => null))) ?? (await this.count(this.local, keyId))
    if (count.current > this.max) {
      const retry = Math.max(1, Math.ceil(count.ttl / 1000))
      throw new ClientError(
        429,
        'too_many_requests',
        `This key has made its ${this.max} writes for this ${this.windowMs / 1000} s window; retry in ${retry} s.`,
        { retry_after: retry },
      )
    }
  }

  private count(store: CountStore, keyId: number): Promise<Count> {
    return new Promise((resolve, reject) =>
      store.incr(
        String(keyId),
        (err, count) => (err || !count ? reject(err ?? new Error('no count')) : resolve(count)),
        this.windowMs,
        this.max,
      ),
    )
  }
}

/** Writes per minute a key may make (TAG_WRITES_PER_MINUTE; default 120). */
export const tagWritesPerMinute = () => Number(process.env.TAG_WRITES_PER_MINUTE) || 120

const limiters = new WeakMap<object, WriteLimiter>()

/** An in-process limiter per database handle, for callers that bring none of their own (a server brings its own: server.ts). */
export function writeLimiterFor(db: object): WriteLimiter {
  let l = limiters.get(db)
  if (!l) limiters.set(db, (l = new WriteLimiter(tagWritesPerMinute())))
  return l
}
