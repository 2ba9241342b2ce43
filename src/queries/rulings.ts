// Rulings per Oracle identity, in the order the source lists them.
import { isUuid, type Db } from './cards.js'
import { run, sql } from './typed-sql.js'
import type { Ruling } from './types.js'

// published_at is NOT NULL: so is its text
const RULINGS_BY_ORACLE_IDS = sql(
  'rulings.byOracleIds',
  `SELECT id, oracle_id AS "oracleId", position, published_at::text AS "publishedAt!", source, text
     FROM rulings WHERE oracle_id = ANY($1::uuid[]) ORDER BY oracle_id, position`,
)

export async function rulingsByOracleIds(db: Db, oracleIds: readonly string[]): Promise<Map<string, Ruling[]>> {
  const ids = [...new Set(oracleIds.filter(isUuid).map((s) => s.toLowerCase()))]
  const out = new Map<string, Ruling[]>(ids.map((id) => [id, []]))
  if (!ids.length) return out
  const rows: Ruling[] = await run(db, RULINGS_BY_ORACLE_IDS, [ids])
  for (const r of rows) out.get(r.oracleId)?.push(r)
  return out
}

export async function rulingsForCard(db: Db, oracleId: string): Promise<Ruling[]> {
  return (await rulingsByOracleIds(db, [oracleId])).get(oracleId.toLowerCase()) ?? []
}
