// Card objects in REST responses: the one rendering (src/scryfall/render-cards.ts) with this
// server's links.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { CardPrinting } from '../../queries/index.js'
import type { RenderLinks } from '../../scryfall/render-card.js'
import { renderCards } from '../../scryfall/render-cards.js'
import type { CardField, CardObject } from '../../scryfall/schema.js'

export { selectFields, type RenderLinks } from '../../scryfall/render-card.js'
export { renderCards, rulingObject, type RulingObject } from '../../scryfall/render-cards.js'
export { CARD_FIELDS, type CardField, type CardObject } from '../../scryfall/schema.js'

/** The links of card objects: PUBLIC_URL, else the host the request was sent to. */
export function linksFor(app: FastifyInstance, request: FastifyRequest): RenderLinks {
  const { publicUrl, imageBaseUrl } = app.cardLinks
  return { apiBase: publicUrl || `${request.protocol}://${request.host}`, imageBase: imageBaseUrl }
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
