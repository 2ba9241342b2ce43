// A small price source for the price keywords: an MTGJSON AllPrices file written for twelve
// printings of four cards printed three times or more (each printing its own usd, eur and tix
// price), read by the importer into a database of the caller's (a fixtureDatabase() copy).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { importSources } from '../../../src/import/index.js'
import type { Database } from '../../../src/store/database.js'

export interface Priced {
  /** The printing's id (Scryfall id). */
  id: string
  oracleId: string
  uuid: string
  usd: number
  eur: number
  tix: number
}

/** Import the price fixture into `db`; the printings priced, with their prices (all distinct). */
export async function importPriceFixture(db: Database): Promise<Priced[]> {
  const { rows } = await db.pool.query<{ id: string; oracle_id: string; mtgjson_uuid: string }>(`
    SELECT p.id, p.oracle_id, p.mtgjson_uuid FROM printings p
    WHERE p.mtgjson_uuid IS NOT NULL AND p.oracle_id IN (
      SELECT oracle_id FROM printings WHERE mtgjson_uuid IS NOT NULL AND NOT is_extra GROUP BY oracle_id HAVING count(*) >= 3 ORDER BY oracle_id LIMIT 4)
    ORDER BY p.oracle_id, p.id`)
  const priced = rows.map((r, i) => ({
    id: r.id,
    oracleId: r.oracle_id,
    uuid: r.mtgjson_uuid,
    usd: 0.25 + ((i * 7) % 31),
    eur: 0.5 + ((i * 5) % 31),
    tix: 0.01 * (i + 1),
  }))
  const data = Object.fromEntries(
    priced.map((p) => [
      p.uuid,
      {
        paper: {
          tcgplayer: { currency: 'USD', retail: { normal: { '2026-07-09': p.usd + 1, '2026-07-10': p.usd } } },
          cardmarket: { currency: 'EUR', retail: { normal: { '2026-07-10': p.eur } } },
        },
        mtgo: { cardhoarder: { currency: 'USD', retail: { normal: { '2026-07-10': p.tix } } } },
      },
    ]),
  )
  const dir = mkdtempSync(path.join(tmpdir(), 'arcanum-prices-'))
  try {
    const file = path.join(dir, 'AllPricesToday.json')
    writeFileSync(file, JSON.stringify({ meta: { date: '2026-07-10', version: '5.3.0+20260710' }, data }))
    await importSources(db, [file], { progress: false, log: () => {} })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  return priced
}
