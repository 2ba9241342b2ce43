// What every MCP answer names as its sources: the Comprehensive Rules edition it read (the one in
// force on the call's `effective` date, else the current one) and when the card data last changed
// (the newest import's end), so a chatbot can say "per the CR of 2026-02-27, card data of …".
import { rulesEdition, storeVersion } from '../queries/index.js'
import type { Database } from '../store/database.js'

export interface Sources {
  /** The effective date of the CR edition read; null when none is stored (or none was in force then). */
  cr_edition: string | null
  /** When the store's card data, rulings and rules last changed (ISO 8601). */
  data_date: string
}

export async function sourcesOf(db: Database, effective: string | null): Promise<Sources> {
  const [edition, version] = await Promise.all([rulesEdition(db, effective), storeVersion(db)])
  return { cr_edition: edition?.effectiveDate ?? null, data_date: version.updatedAt }
}

/** The JSON Schema of `sources`, for the tools' output schemas. */
export const SOURCES_SCHEMA = {
  type: 'object',
  description: 'What the answer was read from: the CR edition (effective date) and the date the card data last changed.',
  properties: {
    cr_edition: { type: ['string', 'null'], description: 'Effective date of the Comprehensive Rules edition read (YYYY-MM-DD).' },
    data_date: { type: 'string', description: 'When the card data, rulings and rules were last imported (ISO 8601).' },
  },
  required: ['cr_edition', 'data_date'],
}
