// A set → Scryfall's set object, with this server's links (see render-card.ts).
import type { CardSet } from '../queries/types.js'
import type { RenderLinks } from './render-card.js'
import type { SetObject } from './schema.js'

/** Set symbols: Scryfall's SVGs, by the set's icon (keyrune) code. */
export const SET_ICON_BASE = 'https://svgs.scryfall.io/sets'

export function renderSet(s: CardSet, links: RenderLinks): SetObject {
  const code = s.code.toLowerCase()
  const search = encodeURIComponent(`e:${code}`)
  const o: SetObject = {
    object: 'set',
    id: s.scryfallId,
    code,
    name: s.name,
    uri: `${links.apiBase}/sets/${s.scryfallId}`,
    scryfall_uri: `${links.apiBase}/explore/search?q=${search}`,
    search_uri: `${links.apiBase}/cards/search?include_extras=true&include_variations=true&order=set&q=${search}&unique=prints`,
    set_type: s.type ?? 'expansion',
    card_count: s.cardCount,
    digital: s.digital,
    nonfoil_only: s.nonfoilOnly,
    foil_only: s.foilOnly,
    icon_svg_uri: `${SET_ICON_BASE}/${s.iconCode ?? code}.svg`,
    printed_count: s.printingCount,
  }
  if (s.mtgoCode) o.mtgo_code = s.mtgoCode
  if (s.tcgplayerId != null) o.tcgplayer_id = s.tcgplayerId
  if (s.releaseDate) o.released_at = s.releaseDate
  if (s.printedSize != null) o.printed_size = s.printedSize
  if (s.parentCode) o.parent_set_code = s.parentCode.toLowerCase()
  if (s.block) o.block = s.block
  return o
}
