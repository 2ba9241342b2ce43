// A card's picture from IMAGE_BASE_URL (the API's image_uris), lazy-loaded, or a text card in its
// place: when the server has no images (IMAGE_BASE_URL empty, so no image_uris) and when the image
// can't be reached (offline, a mirror that lacks it). The text card carries what the image shows.
import { h, replace } from '../dom.js'
import { manaCost } from '../mana.js'
import type { CardFaceJson, CardJson } from '../model.js'

export type ImageSize = 'small' | 'normal' | 'large'

/** What a picture (or its stand-in) shows: one face of a card. */
export type PictureFace = Omit<CardFaceJson, 'flavor_text' | 'artist'>

/** The faces a card's pictures show: both sides of a double-faced card, else the card itself. */
export function pictureFaces(card: CardJson): PictureFace[] {
  const faces: CardFaceJson[] = card.card_faces ?? []
  if (faces.length > 1 && faces.every((f) => f.image_uris)) return faces
  return [{ ...card, image_uris: card.image_uris ?? faces[0]?.image_uris }]
}

/** The stand-in for a missing image: a card-shaped box with the face's name, cost, type and text. */
export function textCard(face: PictureFace, why: 'none' | 'unreachable'): HTMLElement {
  const stats =
    face.power != null && face.toughness != null
      ? `${face.power}/${face.toughness}`
      : face.loyalty != null
        ? `Loyalty ${face.loyalty}`
        : face.defense != null
          ? `Defense ${face.defense}`
          : null
  return h(
    'div',
    {
      class: 'text-card',
      role: 'img',
      'aria-label': `${face.name} (no image${why === 'unreachable' ? ': the image could not be loaded' : ''})`,
      'data-fallback': why,
    },
    h('span', { class: 'text-card-head' }, h('span', { class: 'text-card-name' }, face.name), manaCost(face.mana_cost ?? null)),
    face.type_line ? h('span', { class: 'text-card-type' }, face.type_line) : null,
    face.oracle_text ? h('span', { class: 'text-card-text' }, face.oracle_text) : null,
    stats ? h('span', { class: 'text-card-stats' }, stats) : null,
  )
}

/**
 * One face's picture: an <img> (lazy unless `eager`) that turns into the text card if it fails to
 * load, or the text card straight away when the server serves no image URL.
 */
export function cardPicture(face: PictureFace, size: ImageSize, { eager = false } = {}): HTMLElement {
  const src = face.image_uris?.[size]
  const frame = h('div', { class: `card-picture card-picture-${size}` })
  if (!src) {
    replace(frame, textCard(face, 'none'))
    return frame
  }
  const img = h('img', {
    src,
    alt: face.name,
    loading: eager ? 'eager' : 'lazy',
    decoding: 'async',
    // Scryfall's card ratio (488 × 680), so the layout doesn't jump as images arrive
    width: 488,
    height: 680,
    on: { error: () => replace(frame, textCard(face, 'unreachable')) },
  })
  replace(frame, img)
  return frame
}
