// API keys for the curation API: created and revoked from the command line (cli-keys.ts), stored
// only as the SHA-256 of the key. A key is 32 random bytes (256 bits) in base64url after a short
// prefix that says what it is; it is shown once, when created. A request's key is hashed and looked
// up by its hash, then compared with the stored hash in constant time; the lookup reads the table
// on every request, so a revocation holds from the next request on, on every instance.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '../queries/cards.js'
import { ClientError } from '../errors.js'
import { runOn, sql, type StoreSqlRow } from '../store/typed-sql.js'

export const SCOPES = ['propose', 'review', 'admin'] as const
export type Scope = (typeof SCOPES)[number]

/** What each scope may do: admin may everything, review may propose too. */
const GRANTS: Record<Scope, readonly Scope[]> = {
  propose: ['propose'],
  review: ['propose', 'review'],
  admin: ['propose', 'review', 'admin'],
}

export const KEY_PREFIX = 'arc_'
const KEY_BYTES = 32

export interface ApiKeyInfo {
  id: number
  name: string
  scope: Scope
  createdAt: string
  revokedAt: string | null
}

/** The caller behind a request: the key's id, name and scope (never the key). */
export interface Caller {
  keyId: number
  name: string
  scope: Scope
}

export const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex')
export const newKey = () => KEY_PREFIX + randomBytes(KEY_BYTES).toString('base64url')

const NAME = /^[A-Za-z0-9][A-Za-z0-9 ._@-]{0,63}$/

const KEY_COLUMNS = 'id, name, scope, created_at AS "createdAt", revoked_at AS "revokedAt"'
const CREATE_KEY = sql(
  'keys.create',
  `INSERT INTO api_keys (name, scope, key_hash) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING RETURNING ${KEY_COLUMNS}`,
)
const REVOKE_KEY = sql(
  'keys.revoke',
  `UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE name = $1 RETURNING ${KEY_COLUMNS}`,
)
const LIST_KEYS = sql('keys.list', `SELECT ${KEY_COLUMNS} FROM api_keys ORDER BY id`)

export async function createKey(db: Db, name: string, scope: string): Promise<{ key: string; info: ApiKeyInfo }> {
  if (!NAME.test(name))
    throw new ClientError(400, 'bad_request', 'name must be 1–64 letters, digits, spaces or . _ @ -, starting with a letter or digit.')
  if (!(SCOPES as readonly string[]).includes(scope))
    throw new ClientError(400, 'bad_request', `scope must be one of: ${SCOPES.join(', ')}.`)
  const key = newKey()
  const rows = await runOn(db.pool, CREATE_KEY, [name, scope, hashKey(key)])
  if (!rows[0]) throw new ClientError(409, 'conflict', `A key named "${name}" exists already (names stay unique, revoked keys too).`)
  return { key, info: infoOf(rows[0]) }
}

export async function revokeKey(db: Db, name: string): Promise<ApiKeyInfo | null> {
  const rows = await runOn(db.pool, REVOKE_KEY, [name])
  return rows[0] ? infoOf(rows[0]) : null
}

export async function listKeys(db: Db): Promise<ApiKeyInfo[]> {
  const rows = await runOn(db.pool, LIST_KEYS, [])
  return rows.map(infoOf)
}

function infoOf(r: StoreSqlRow<'keys.list'>): ApiKeyInfo {
  // scope is written only as a Scope (createKey checks it against SCOPES)
  return {
    id: r.id,
    name: r.name,
    scope: r.scope as Scope,
    createdAt: r.createdAt.toISOString(),
    revokedAt: r.revokedAt?.toISOString() ?? null,
  }
}

/** The key of an Authorization header ("Bearer arc_…"); undefined when there is none. */
export function keyFromHeader(header: string | undefined): string | undefined {
  if (header === undefined) return undefined
  const m = /^\s*Bearer\s+(\S+)\s*$/i.exec(header)
  if (!m) throw unauthorized('The Authorization header must be "Bearer <key>".')
  return m[1]
}

const unauthorized = (details: string) => new ClientError(401, 'unauthorized', details)
export const forbidden = (details: string) => new ClientError(403, 'forbidden', details)

const KEY_BY_HASH = sql(
  'keys.byHash',
  `SELECT id, name, scope, key_hash AS "keyHash" FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL`,
)

/**
 * The caller a key stands for, allowed `needed`: a 401 for no key, an unknown or a revoked one
 * (the same answer for both, so a caller cannot tell them apart), a 403 for a scope that does not
 * grant `needed`.
 */
export async function authorize(db: Db, key: string | undefined, needed: Scope): Promise<Caller> {
  if (!key) throw unauthorized(`This is a write: send an API key with the ${needed} scope as "Authorization: Bearer <key>".`)
  const hash = hashKey(key)
  const row = (await runOn(db.pool, KEY_BY_HASH, [hash]))[0]
  // the index found the row by its hash; the comparison itself is constant-time all the same
  if (!row || !timingSafeEqual(Buffer.from(row.keyHash, 'hex'), Buffer.from(hash, 'hex'))) {
    throw unauthorized('The API key is not valid (unknown or revoked).')
  }
  // scope is written only as a Scope (createKey checks it against SCOPES)
  const scope = row.scope as Scope
  if (!GRANTS[scope].includes(needed)) throw forbidden(`This key's scope (${scope}) does not allow this: it needs ${needed}.`)
  return { keyId: row.id, name: row.name, scope }
}
