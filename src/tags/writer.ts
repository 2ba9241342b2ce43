// The caller of a write, from its Authorization header: authorized for `scope` (keys.ts) and
// counted against its key's write limit (rate-limit.ts). REST and GraphQL both come through here,
// with their server's limiter, so they count a key's writes together.
import type { Db } from '../queries/cards.js'
import { authorize, keyFromHeader, type Caller, type Scope } from './keys.js'
import { writeLimiterFor, type WriteLimiter } from './rate-limit.js'

export async function writer(
  db: Db,
  authorization: string | undefined,
  scope: Scope,
  limiter: WriteLimiter = writeLimiterFor(db),
): Promise<Caller> {
  const caller = await authorize(db, keyFromHeader(authorization), scope)
  await limiter.take(caller.keyId)
  return caller
}
