// Card objects in REST responses: the one rendering (src/scryfall/render-cards.ts) with this
// server's links, read as the import stored it where it can be (src/scryfall/stored-card.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  cardById,
  cardsForRefs,
  storedCardById,
  storedCardsByPrintingIds,
  storedCardsIfChanged,
  type CardPrinting,
  type CardRowRef,
} from '../../queries/index.js'
import { cardJsonTexts as cardTexts, renderedTexts } from '../../scryfall/card-json.js'
import type { RenderLinks } from '../../scryfall/render-card.js'
import { renderCards } from '../../scryfall/render-cards.js'
import { canServeStored, linkStored } from '../../scryfall/stored-card.js'
import type { CardField, CardObject } from '../../scryfall/schema.js'
import { cardBytes, linksKey, type CardBytes } from './stored-card-bytes.js'

export { selectFields, type RenderLinks } from '../../scryfall/render-card.js'
export { renderCards, rulingObject, type RulingObject } from '../../scryfall/render-cards.js'
export { CARD_FIELDS, type CardField, type CardObject } from '../../scryfall/schema.js'

/** The links of card objects: PUBLIC_URL, else the request's host when allowed (src/api/public-base.ts). */
export function linksFor(app: FastifyInstance, request: FastifyRequest): RenderLinks {
  return { apiBase: app.publicBase.of(request), imageBase: app.cardLinks.imageBaseUrl }
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

/** Whether this server sends stored card objects with these links (else it renders each per request). */
const servesStored = (app: FastifyInstance, links: RenderLinks) => app.cardLinks.storedObjects && canServeStored(links)

/** A card object to send: stored at import (placeholder links), or hydrated to be rendered now. */
export type ServedCard = { stored: string } | CardPrinting

export const isStored = (c: ServedCard): c is { stored: string } => 'stored' in c

/**
 * Card objects for search rows or name lookups, as JSON texts with the request's links and the
 * fields selected: each printing's stored object where there is one (one indexed statement), the
 * rest hydrated and rendered (cards without a printing, a store not re-imported since the
 * migration, a server without images).
 */
export function cardJsonTexts(
  app: FastifyInstance,
  request: FastifyRequest,
  refs: readonly CardRowRef[],
  fields: readonly CardField[] | null,
): Promise<string[]> {
  const links = linksFor(app, request)
  return cardTexts(app.db, refs, links, fields, servesStored(app, links))
}

/**
 * Card objects for list rows as a list sends them (listJson): what cardJsonTexts sends, whole
 * objects as UTF-8 bytes that the server keeps between requests (app.cardBytes,
 * src/api/rest/stored-card-bytes.ts). Every request still reads each stored row's version; a row
 * whose version the server holds is neither read nor decoded, linked or encoded again, and one an
 * import rewrote is read afresh. With `fields`, or without that store (its size 0), cardJsonTexts.
 */
export async function cardJsonParts(
  app: FastifyInstance,
  request: FastifyRequest,
  refs: readonly CardRowRef[],
  fields: readonly CardField[] | null,
): Promise<(string | CardBytes)[]> {
  const links = linksFor(app, request)
  const cache = app.cardBytes
  if (fields || !cache.maxBytes || !servesStored(app, links)) return cardJsonTexts(app, request, refs, fields)
  const key = linksKey(links)
  const ids = refs.map((r) => r.printingId?.toLowerCase())
  const held = ids.map((id) => (id === undefined ? undefined : cache.get(id, key)))
  const heldVersions = new Map<string, string>()
  ids.forEach((id, i) => held[i] && heldVersions.set(id!, held[i]!.version))
  const changed = await storedCardsIfChanged(
    app.db,
    ids.filter((id) => id !== undefined),
    (id) => heldVersions.get(id),
  )
  const parts = ids.map((id, i): CardBytes | undefined => {
    if (id === undefined) return undefined
    const row = changed.get(id)
    if (row === undefined) return held[i] // the version held is the stored one
    if (row === null) return undefined // no stored object: rendered below
    const bytes = cardBytes(linkStored(row.json, links))
    cache.set(id, row.version, key, bytes)
    return bytes
  })
  const renderedOf = await renderedTexts(
    app.db,
    refs.filter((_, i) => parts[i] === undefined),
    links,
    null,
  )
  return refs.flatMap((r, i) => {
    const part = parts[i] ?? renderedOf.get(r)
    return part === undefined ? [] : [part]
  })
}

/** The card a name lookup found, stored or hydrated; null when its card is gone. */
export async function servedCardOf(app: FastifyInstance, request: FastifyRequest, ref: CardRowRef): Promise<ServedCard | null> {
  if (ref.printingId && servesStored(app, linksFor(app, request))) {
    const stored = (await storedCardsByPrintingIds(app.db, [ref.printingId])).get(ref.printingId)
    if (stored !== undefined) return { stored }
  }
  return (await cardsForRefs(app.db, [ref]))[0] ?? null
}

/** The card for a card id (printing or Oracle id): stored, else hydrated; null when there is none. */
export async function servedCardById(app: FastifyInstance, request: FastifyRequest, id: string): Promise<ServedCard | null> {
  const stored = servesStored(app, linksFor(app, request)) ? await storedCardById(app.db, id) : null
  return stored !== null ? { stored } : cardById(app.db, id)
}
