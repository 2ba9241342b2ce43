// The caller of a write, from its Authorization header: authorized for `scope` (keys.ts) and
// counted against its key's write limit (rate-limit.ts). REST and GraphQL both come through here.
import type { Db } from '../queries/cards.js'
import { authorize, keyFromHeader, type Caller, type Scope } from './keys.js'
import { writeLimiterFor } from './rate-limit.js'

export async function writer(db: Db, authorization: string | undefined, scope: Scope): Promise<Caller> {
  const caller = await authorize(db, keyFromHeader(authorization), scope)
  writeLimiterFor(db).take(caller.keyId)
  return caller
}
