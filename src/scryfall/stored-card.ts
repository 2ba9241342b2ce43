// Card objects rendered once at import and stored (the card_objects table), served with this
// server's links. The stored text is renderCard's output with placeholder links: two bases under
// the reserved .invalid domain (RFC 2606), which no card text or real link can contain. Serving
// swaps them for PUBLIC_URL (or the request's host) and IMAGE_BASE_URL with a string replace, so a
// change of either takes effect on the next request, without a re-import.
import type { CardPrinting } from '../queries/types.js'
import type { RelatedPart } from '../queries/related-cards.js'
import { renderCard, selectFields, type RenderLinks } from './render-card.js'
import type { CardField, CardObject } from './schema.js'

/** The links stored card objects are rendered with. */
export const STORED_LINKS: RenderLinks = {
  apiBase: 'https://api.arcanum.invalid',
  imageBase: 'https://images.arcanum.invalid',
}

/** The stored text of a card object: the one rendering, with the placeholder links. */
export function storedCardJson(card: CardPrinting, parts: readonly RelatedPart[] = []): string {
  return JSON.stringify(renderCard(card, STORED_LINKS, parts))
}

/**
 * Whether stored card objects can be served with these links. Without images (IMAGE_BASE_URL
 * empty) the object differs in shape, not only in its links (no image_uris, image_status
 * "missing"): such a server renders each card per request instead.
 */
export const canServeStored = (links: RenderLinks): boolean => links.imageBase !== ''

/** A base URL as it appears inside a JSON string (a Host header may hold a quote or a backslash). */
const inJson = (s: string) => JSON.stringify(s).slice(1, -1)

/** A stored card object's text with these links in place of the placeholders. */
export function linkStored(stored: string, links: RenderLinks): string {
  return stored.replaceAll(STORED_LINKS.apiBase, inJson(links.apiBase)).replaceAll(STORED_LINKS.imageBase, inJson(links.imageBase))
}

/** A stored card object, linked, as JSON text with only the selected fields (null: all, as stored). */
export function servedCardJson(stored: string, links: RenderLinks, fields: readonly CardField[] | null): string {
  const linked = linkStored(stored, links)
  return fields ? JSON.stringify(selectFields(JSON.parse(linked) as CardObject, fields)) : linked
}
