// One transaction on one pooled connection: committed when `work` returns, rolled back when it
// throws. Every curation write (an approval and its audit entry, a bulk import and its entries)
// runs in one, so a crash at any point leaves either all of it or none of it.
import type pg from 'pg'
import type { Db } from '../queries/cards.js'

export type Tx = pg.PoolClient

export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const tx = await db.pool.connect()
  try {
    await tx.query('BEGIN')
    const out = await work(tx)
    await tx.query('COMMIT')
    return out
  } catch (e) {
    await tx.query('ROLLBACK').catch(() => {})
    throw e
  } finally {
    tx.release()
  }
}
