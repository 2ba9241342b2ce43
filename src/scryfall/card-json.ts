// Card objects as JSON texts for search rows or lookups (CardRowRef), the one way REST and MCP
// serialize a card view: each printing's object as the import stored it (renderCard's output with
// placeholder links, stored-card.ts) linked for the caller, and the cards without one (no printing,
// a store not re-imported since the migration, a server without images) read as card views and
// rendered now by the same renderCard.
import { cardsForRefs, storedCardsByPrintingIds, type CardPrinting, type CardRowRef } from '../queries/index.js'
import type { Db } from '../queries/cards.js'
import type { RenderLinks } from './render-card.js'
import { renderCards } from './render-cards.js'
import type { CardField } from './schema.js'
import { canServeStored, servedCardJson } from './stored-card.js'

/**
 * The JSON texts of these cards with these links and the fields selected (null: all), in their
 * order (a card that is gone left out): stored objects where `stored` allows and there is one,
 * the rest rendered.
 */
export async function cardJsonTexts(
  db: Db,
  refs: readonly CardRowRef[],
  links: RenderLinks,
  fields: readonly CardField[] | null,
  stored = canServeStored(links),
): Promise<string[]> {
  const texts = stored
    ? await storedCardsByPrintingIds(
        db,
        refs.flatMap((r) => (r.printingId ? [r.printingId] : [])),
      )
    : new Map<string, string>()
  const storedOf = (r: CardRowRef) => (r.printingId ? texts.get(r.printingId) : undefined)
  const renderedOf = await renderedTexts(
    db,
    refs.filter((r) => storedOf(r) === undefined),
    links,
    fields,
  )
  return refs.flatMap((r) => {
    const s = storedOf(r)
    if (s !== undefined) return [servedCardJson(s, links, fields)]
    const t = renderedOf.get(r)
    return t === undefined ? [] : [t]
  })
}

/** The JSON texts of these cards' views rendered now (not stored); a card that is gone is absent. */
export async function renderedTexts(
  db: Db,
  refs: readonly CardRowRef[],
  links: RenderLinks,
  fields: readonly CardField[] | null,
): Promise<Map<CardRowRef, string>> {
  const renderedOf = new Map<CardRowRef, string>()
  if (!refs.length) return renderedOf
  const views = await cardsForRefs(db, refs)
  const found = views.filter((c): c is CardPrinting => c !== null)
  const rendered = (await renderCards(db, found, links, fields)).map((o) => JSON.stringify(o))
  for (let i = 0, j = 0; i < refs.length; i++) if (views[i]) renderedOf.set(refs[i]!, rendered[j++]!)
  return renderedOf
}
