// Scryfall's response options on single-card routes: format=json|text|image, face, version and
// pretty (https://scryfall.com/docs/api/cards/id). format=image redirects to the image URL (302),
// as Scryfall does; format=text is the card as plain text.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { ClientError } from '../../errors.js'
import { IMAGE_SIZES, type CardObject, type ImageSize } from '../../scryfall/schema.js'
import { linkStored, servedCardJson } from '../../scryfall/stored-card.js'
import { cardObjectOf, isStored, linksFor, type CardField, type ServedCard } from './card-object.js'
import { StringEnum } from './schemas.js'

export const PrettyQuery = {
  pretty: Type.Optional(Type.Boolean({ description: 'Indent the JSON (for reading; clients should not ask for it).' })),
}

export const CardFormatQuery = {
  format: Type.Optional(StringEnum(['json', 'text', 'image'] as const, { description: 'json (default), text, or image (a redirect).' })),
  face: Type.Optional(StringEnum(['front', 'back'] as const, { description: 'With format=image: which face of a double-sided card.' })),
  version: Type.Optional(StringEnum(IMAGE_SIZES, { description: 'With format=image: the image size (default large).' })),
  ...PrettyQuery,
}

interface FormatOptions {
  format?: 'json' | 'text' | 'image'
  face?: 'front' | 'back'
  version?: ImageSize
  pretty?: boolean
}

/** Pretty-printed JSON when asked for (the schema's serializer otherwise). */
export function prettyIfAsked(reply: FastifyReply, pretty: boolean | undefined): void {
  if (pretty) reply.type('application/json; charset=utf-8').serializer((payload) => JSON.stringify(payload, null, 2))
}

/** The card in the format asked for: its JSON object (fields selected), its text, or a redirect to its image. */
export async function replyCard(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  card: ServedCard,
  fields: readonly CardField[] | null,
  options: FormatOptions,
): Promise<unknown> {
  const format = options.format ?? 'json'
  if (format === 'json') {
    if (isStored(card)) {
      // the stored text is sent as it is: no parse, no serialization
      const text = servedCardJson(card.stored, linksFor(app, request), fields)
      return reply
        .type('application/json; charset=utf-8')
        .serializer(String)
        .send(options.pretty ? JSON.stringify(JSON.parse(text), null, 2) : text)
    }
    prettyIfAsked(reply, options.pretty)
    return cardObjectOf(app, request, card, fields)
  }
  const o = isStored(card)
    ? (JSON.parse(linkStored(card.stored, linksFor(app, request))) as CardObject)
    : ((await cardObjectOf(app, request, card, null)) as CardObject)
  if (format === 'text') return reply.type('text/plain; charset=utf-8').serializer(String).send(cardText(o))
  const faces = o.card_faces ?? []
  const uris = options.face === 'back' ? faces[1]?.image_uris : (o.image_uris ?? faces[0]?.image_uris)
  if (!uris) {
    const why = !app.cardLinks.imageBaseUrl
      ? 'this server has no card images (IMAGE_BASE_URL is empty)'
      : options.face === 'back'
        ? 'the card has no back face with an image'
        : 'the card has no stored printing'
    throw new ClientError(422, 'unprocessable_entity', `No image for ${o.name}: ${why}.`)
  }
  return reply.redirect(uris[options.version ?? 'large'], 302)
}

/** A card as Scryfall's text format writes it: name and cost, type line, rules text, stats; faces in turn. */
export function cardText(o: CardObject): string {
  const part = (x: {
    name?: string
    mana_cost?: string
    type_line?: string
    oracle_text?: string
    power?: string
    toughness?: string
    loyalty?: string
    defense?: string
  }) =>
    [
      `${x.name}${x.mana_cost ? ` ${x.mana_cost}` : ''}`,
      x.type_line,
      x.oracle_text || undefined,
      x.power != null ? `${x.power}/${x.toughness}` : undefined,
      x.loyalty != null ? `Loyalty: ${x.loyalty}` : undefined,
      x.defense != null ? `Defense: ${x.defense}` : undefined,
    ]
      .filter((l) => l !== undefined && l !== '')
      .join('\n')
  return `${o.card_faces?.length ? o.card_faces.map(part).join('\n----\n') : part(o)}\n`
}
