// Service health: a database round trip that also says what the store holds.
import type { Db } from './cards.js'
import { run, sql } from './typed-sql.js'

export interface StoreHealth {
  cards: number
  /** Numbered rules and subrules of the current Comprehensive Rules edition. */
  rules: number
  /** Effective date of the current Comprehensive Rules edition; null before any CR import. */
  rulesEffectiveDate: string | null
  /** The store's generation (src/queries/store-version.ts) on the server that answered: changes with every import. */
  storeVersion: string
}

// counts are never NULL; store_generation holds its one row from the migration that made it on
const STORE_HEALTH = sql(
  'storeHealth',
  `SELECT (SELECT count(*)::int FROM cards WHERE NOT is_extra) AS "cards!", -- tokens and other extras are not cards of a deck
          (SELECT count(*)::int FROM rules r
            WHERE r.kind IN ('rule', 'subrule')
              AND r.document_id = (SELECT id FROM rules_documents ORDER BY effective_date DESC LIMIT 1)) AS "rules!",
          (SELECT max(effective_date)::text FROM rules_documents) AS "rulesEffectiveDate",
          (SELECT value::text FROM store_generation) AS "storeVersion!"`,
)

export async function storeHealth(db: Db): Promise<StoreHealth> {
  const rows: StoreHealth[] = await run(db, STORE_HEALTH, [])
  return rows[0]!
}
