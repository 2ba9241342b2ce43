// The database the search behaviour tests read (the shared fixture, written by the importer), and
// the raw MTGJSON cards their expected answers are computed from: both from the 14 MTGJSON files.
import path from 'node:path'
import type { Database } from '../../../src/store/database.js'
import { searchCards } from '../../../src/search/index.js'
import { sharedFixture } from '../../support/database.js'
import { mtgjsonSetFiles } from '../../support/data.js'
import { oracleCards, readSet, type MtgjsonCard, type OracleCard } from './mini-store.js'

export const SET_CODES = mtgjsonSetFiles().map((f) => path.basename(f, '.json'))

/** The 14 set files' cards by Oracle id, as MTGJSON has them. */
export function rawCards(): Map<string, OracleCard> {
  return oracleCards(SET_CODES.map(readSet))
}

/** The shared fixture: the CR and the 14 MTGJSON files, loaded by the importer (read-only, shared by the files of a worker). */
export async function searchDatabase(): Promise<Database> {
  return sharedFixture()
}

/** Every Oracle id a query matches, all pages. */
export async function searchIds(db: Database, q: string): Promise<Set<string>> {
  const ids = new Set<string>()
  for (let offset = 0; ; offset += 1000) {
    const page = await searchCards(db, q, { limit: 1000, offset })
    page.rows.forEach((r) => ids.add(r.oracleId))
    if (!page.hasMore) return ids
  }
}

export const singleFaced = (c: OracleCard) => c.faces.length === 1
export const front = (c: OracleCard): MtgjsonCard => c.faces[0]!
export const withoutReminder = (text: string) => text.replace(/ ?\([^()]*\)/g, '')
