// A set's UUID. Scryfall gives each set one (`id`); MTGJSON files do not carry it. A set imported
// from MTGJSON alone gets a name-based UUID (RFC 9562 version 3: MD5 of a namespace and the
// lower-case code) instead: the same code gives the same id on every machine and after every
// import, so `/sets/:id` links stay valid. MD5 because PostgreSQL and PGlite compute it natively,
// so the importer derives ids in SQL (derivedSetIdSql) and this module's copy checks it.
import { createHash } from 'node:crypto'

/** The namespace of Arcanum's derived set ids (a random v4 UUID, fixed once). */
const NAMESPACE = '6f1c1c2e8a3b4c529d0e3b7a5f2e9c41'

export function derivedSetId(code: string): string {
  const hash = createHash('md5').update(Buffer.from(NAMESPACE, 'hex')).update(code.toLowerCase(), 'utf8').digest()
  hash[6] = (hash[6]! & 0x0f) | 0x30 // version 3
  hash[8] = (hash[8]! & 0x3f) | 0x80 // RFC variant
  const hex = hash.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The same id computed by the database, from a SQL expression holding the set code. */
export function derivedSetIdSql(code: string): string {
  const h = `md5(decode('${NAMESPACE}', 'hex') || convert_to(lower(${code}), 'UTF8'))`
  return `(substr(${h}, 1, 8) || '-' || substr(${h}, 9, 4) || '-3' || substr(${h}, 14, 3) || '-' ||
    to_hex((('x' || substr(${h}, 17, 2))::bit(8)::int & 63) | 128) || substr(${h}, 19, 2) || '-' || substr(${h}, 21, 12))::uuid`
}
