// Tags on cards (written by the annotation engine): category and provenance kept apart.
import { isUuid, type Db } from './cards.js'
import { run, sql } from './typed-sql.js'
import type { Tag } from './types.js'

const CATEGORY_ORDER = `array_position(ARRAY['type','color_identity','mana_cost','mana_value','keyword','ability','timing','theme']::text[], category::text)`

const TAGS_BY_ORACLE_IDS = sql(
  'tags.byOracleIds',
  `SELECT oracle_id AS "oracleId", slug, label, category, provenance, confidence, evidence
     FROM card_tags WHERE oracle_id = ANY($1::uuid[])
    ORDER BY oracle_id, ${CATEGORY_ORDER}, provenance::text, slug`,
)

export async function tagsByOracleIds(db: Db, oracleIds: readonly string[]): Promise<Map<string, Tag[]>> {
  const ids = [...new Set(oracleIds.filter(isUuid).map((s) => s.toLowerCase()))]
  const out = new Map<string, Tag[]>(ids.map((id) => [id, []]))
  if (!ids.length) return out
  const rows: Tag[] = await run(db, TAGS_BY_ORACLE_IDS, [ids])
  for (const r of rows) out.get(r.oracleId)?.push(r)
  return out
}
