// Card objects in REST responses: the one rendering (src/scryfall/render-card.ts) with this
// server's links, and the ruling object.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { relatedParts, type CardPrinting, type RelatedPart, type Ruling } from '../../queries/index.js'
import type { CardField, CardObject } from '../../scryfall/schema.js'
import type { Database } from '../../store/database.js'
import { renderCard, selectFields, type RenderLinks } from '../../scryfall/render-card.js'

export { selectFields, type RenderLinks }
export { CARD_FIELDS, type CardField, type CardObject } from '../../scryfall/schema.js'

/** The links of card objects: PUBLIC_URL, else the host the request was sent to. */
export function linksFor(app: FastifyInstance, request: FastifyRequest): RenderLinks {
  const { publicUrl, imageBaseUrl } = app.cardLinks
  return { apiBase: publicUrl || `${request.protocol}://${request.host}`, imageBase: imageBaseUrl }
}

/**
 * Card objects with these links, with the fields selected: the related cards (all_parts) are read
 * in one statement for all of them, and only when the selection includes them.
 */
export async function renderCards(
  db: Database,
  cards: readonly CardPrinting[],
  links: RenderLinks,
  fields: readonly CardField[] | null,
): Promise<Partial<CardObject>[]> {
  const parts = !fields || fields.includes('all_parts') ? await relatedParts(db, cards) : new Map<string, RelatedPart[]>()
  return cards.map((c) => selectFields(renderCard(c, links, c.printing ? parts.get(c.printing.id) : undefined), fields))
}

/** Card objects for a request: renderCards with the request's links. */
export function cardObjects(
  app: FastifyInstance,
  request: FastifyRequest,
  cards: readonly CardPrinting[],
  fields: readonly CardField[] | null,
): Promise<Partial<CardObject>[]> {
  return renderCards(app.db, cards, linksFor(app, request), fields)
}

export async function cardObjectOf(app: FastifyInstance, request: FastifyRequest, card: CardPrinting, fields: readonly CardField[] | null) {
  return (await cardObjects(app, request, [card], fields))[0]!
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
