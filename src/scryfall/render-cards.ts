// Card and ruling objects as REST, MCP and the bulk files send them: the one rendering
// (render-card.ts) for a batch of cards, their related cards read in one statement.
import { relatedParts, type CardPrinting, type RelatedPart, type Ruling } from '../queries/index.js'
import type { Db } from '../queries/cards.js'
import { renderCard, selectFields, type RenderLinks } from './render-card.js'
import type { CardField, CardObject } from './schema.js'

/**
 * Card objects with these links, with the fields selected (null: all): the related cards
 * (all_parts) are read in one statement for all of them, and only when the selection includes them.
 */
export async function renderCards(
  db: Db,
  cards: readonly CardPrinting[],
  links: RenderLinks,
  fields: readonly CardField[] | null,
): Promise<Partial<CardObject>[]> {
  const parts = !fields || fields.includes('all_parts') ? await relatedParts(db, cards) : new Map<string, RelatedPart[]>()
  return cards.map((c) => selectFields(renderCard(c, links, c.printing ? parts.get(c.printing.id) : undefined), fields))
}

export interface RulingObject {
  object: 'ruling'
  oracle_id: string
  source: string | null
  published_at: string
  comment: string
}

export const rulingObject = (r: Ruling): RulingObject => ({
  object: 'ruling',
  oracle_id: r.oracleId,
  source: r.source,
  published_at: r.publishedAt,
  comment: r.text,
})
