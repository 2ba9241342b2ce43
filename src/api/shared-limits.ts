// Rate-limit counts shared by every instance behind a load balancer: @fastify/rate-limit's Redis
// store over an ioredis client (docs/scaling.md). A Redis that is down or slow costs a request at
// most ~0.5 s and then lets it through (skipOnError in http.ts): the limit is a guard, the API is
// the product.
import { Redis } from 'ioredis'

export interface SharedLimits {
  redis: Redis
  /** Prefix of the keys, so several deployments (or tests) can share one Redis. */
  nameSpace: string
  /** Resolves once connected, or after timeoutMs (Redis down: the service starts anyway, unlimited until it is back). */
  ready(timeoutMs?: number): Promise<boolean>
  close(): Promise<void>
}

export function sharedLimits(url: string, nameSpace = 'arcanum-rate-limit-'): SharedLimits {
  const redis = new Redis(url, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    // a command sent while disconnected fails at once instead of waiting for a reconnect
    enableOfflineQueue: false,
  })
  // connection errors are retried by ioredis; logging each would flood the log while Redis is down
  redis.on('error', () => {})
  return {
    redis,
    nameSpace,
    ready(timeoutMs = 2000) {
      if (redis.status === 'ready') return Promise.resolve(true)
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs)
        redis.once('ready', () => {
          clearTimeout(timer)
          resolve(true)
        })
      })
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}
