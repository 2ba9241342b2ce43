// Scryfall's printing and set fields (issue 12), under the REST card and set objects' names in
// camelCase (REST's full_art is fullArt here), and image URLs on cards, printings and faces, from
// the same rules as the REST renderer (src/scryfall/render-card.ts): a double-sided card's images
// are on its faces, the root has none.
import type { CardFace, CardPrinting, CardSet } from '../../../queries/index.js'
import { DOUBLE_SIDED_LAYOUTS, imageUris, MAGIC_CARD_BACK, OVERSIZED_LAYOUTS } from '../../../scryfall/render-card.js'
import { SET_ICON_BASE } from '../../../scryfall/render-set.js'
import type { GraphQLContext } from '../context.js'
import type { GraphQLModule } from '../module.js'
import type { PagedPrinting as PrintingValue } from '../../../queries/relation-pages.js'

interface ImageUrisValue {
  small: string
  normal: string
  large: string
  png: string
  artCrop: string
  borderCrop: string
}

/** The image URLs of one side of a printing; null when the server serves no images (IMAGE_BASE_URL empty). */
function images(imageBase: string, printingId: string, side: 'front' | 'back'): ImageUrisValue | null {
  if (!imageBase) return null
  const { art_crop, border_crop, ...rest } = imageUris(imageBase, printingId, side)!
  return { ...rest, artCrop: art_crop, borderCrop: border_crop }
}

const doubleSided = (v: CardPrinting) => v.card.faces.length > 1 && DOUBLE_SIDED_LAYOUTS.has(v.card.layout)

/** A card's faces, each with its side's images where the card is double-sided (Card.faces). */
export function facesWithImages(p: CardPrinting, imageBase: string): (CardFace & { imageUris: ImageUrisValue | null })[] {
  const sided = doubleSided(p) && p.printing
  return p.card.faces.map((f, i) => ({
    ...f,
    imageUris: sided ? images(imageBase, p.printing!.id, i === 0 ? 'front' : 'back') : null,
  }))
}

export const scryfallFields: GraphQLModule = {
  typeDefs: /* GraphQL */ `
    "Image URLs in Scryfall's layout, from IMAGE_BASE_URL (Scryfall's image_uris)."
    type ImageUris {
      small: String!
      normal: String!
      large: String!
      png: String!
      artCrop: String!
      borderCrop: String!
    }
    extend type Card {
      "The printing's images; null for a double-sided card (see faces) or when the server serves no images."
      imageUris: ImageUris
    }
    extend type CardFace {
      "A double-sided card's images of this side; null for the faces of other cards."
      imageUris: ImageUris
    }
    extend type Prices {
      usdEtched: String
      eurFoil: String
    }
    extend type Printing {
      "Language code (REST: lang); the same as language."
      lang: String!
      "The front's images (a double-sided card's back: Card.faces); null when the server serves no images."
      imageUris: ImageUris
      highresImage: Boolean!
      "highres_scan, lowres or missing (no images served)."
      imageStatus: String!
      frameEffects: [String!]!
      securityStamp: String
      watermark: String
      promo: Boolean!
      promoTypes: [String!]!
      "Online only (MTGO, Arena)."
      digital: Boolean!
      fullArt: Boolean!
      textless: Boolean!
      storySpotlight: Boolean!
      "Found in boosters."
      booster: Boolean!
      oversized: Boolean!
      "An alternative printing of another one in its set."
      variation: Boolean!
      reprint: Boolean!
      "paper, arena, mtgo"
      games: [String!]!
      printedName: String
      flavorName: String
      arenaId: Int
      mtgoId: Int
      mtgoFoilId: Int
      tcgplayerId: Int
      tcgplayerEtchedId: Int
      cardmarketId: Int
      cardBackId: ID!
      illustrationId: ID
    }
    extend type Set {
      "Set type (REST: set_type); the same as type."
      setType: String!
      block: String
      "The set a token or promo set belongs to, lower case."
      parentSetCode: String
      mtgoCode: String
      "TCGplayer group id."
      tcgplayerId: Int
      digital: Boolean!
      foilOnly: Boolean!
      nonfoilOnly: Boolean!
      printedSize: Int
      iconSvgUri: String!
    }
  `,
  resolvers: {
    Card: {
      imageUris: (v: CardPrinting, _: unknown, { imageBase }: GraphQLContext) =>
        v.printing && !doubleSided(v) ? images(imageBase, v.printing.id, 'front') : null,
    },
    Printing: {
      lang: (p: PrintingValue) => p.language,
      imageUris: (p: PrintingValue, _: unknown, { imageBase }: GraphQLContext) => images(imageBase, p.id, 'front'),
      highresImage: (p: PrintingValue, _: unknown, { imageBase }: GraphQLContext) => !!imageBase && p.highresImage,
      imageStatus: (p: PrintingValue, _: unknown, { imageBase }: GraphQLContext) =>
        !imageBase ? 'missing' : p.highresImage ? 'highres_scan' : 'lowres',
      // planes, schemes and vanguards are oversized whatever the source says (as REST): the card's
      // layout decides
      oversized: async (p: PrintingValue, _: unknown, { loaders }: GraphQLContext) =>
        p.oversized || OVERSIZED_LAYOUTS.has((await loaders.cardByOracleId.load(p.oracleId))?.card.layout ?? ''),
      cardBackId: (p: PrintingValue) => p.cardBackId ?? MAGIC_CARD_BACK,
    },
    Set: {
      setType: (s: CardSet) => s.type ?? 'expansion',
      parentSetCode: (s: CardSet) => s.parentCode?.toLowerCase() ?? null,
      digital: (s: CardSet) => s.digital ?? false,
      foilOnly: (s: CardSet) => s.foilOnly ?? false,
      nonfoilOnly: (s: CardSet) => s.nonfoilOnly ?? false,
      iconSvgUri: (s: CardSet) => `${SET_ICON_BASE}/${s.iconCode ?? s.code.toLowerCase()}.svg`,
    },
  },
}
