// all_parts: the cards related to a printing, as Scryfall lists them. A printing names the
// tokens it makes (their MTGJSON uuids, or the printings its Oracle text creates: token-links.ts
// in the importer), and a token or meld card names the cards it goes with; each is resolved to a
// stored printing here, in one statement for a whole page of cards.
import type { Db } from './cards.js'
import { run, sql, type SqlRow } from './typed-sql.js'
import type { CardPrinting, Printing } from './types.js'

export type RelatedComponent = 'token' | 'meld_part' | 'meld_result' | 'combo_piece'

export interface RelatedPart {
  /** Scryfall id of the related printing. */
  id: string
  component: RelatedComponent
  name: string
  typeLine: string
}

// a union's columns have no table to be described from: each is NOT NULL in every branch's table
// (a token's MTGJSON uuid, matched by =, is not NULL either)
const RELATED = sql(
  'relatedCards.parts',
  `SELECT t.mtgjson_uuid::text AS "key!", t.id AS "id!", c.name AS "name!", c.type_line AS "type_line!", c.is_extra AS "is_extra!"
     FROM printings t JOIN cards c ON c.oracle_id = t.oracle_id WHERE t.mtgjson_uuid = ANY($1::uuid[])
   UNION ALL
   SELECT t.id::text AS key, t.id, c.name, c.type_line, c.is_extra
     FROM printings t JOIN cards c ON c.oracle_id = t.oracle_id WHERE t.id = ANY($3::uuid[])
   UNION ALL
   SELECT c.name AS key, p.id, c.name, c.type_line, c.is_extra
     FROM cards c CROSS JOIN LATERAL (
       SELECT p.id FROM printings p WHERE p.oracle_id = c.oracle_id
        ORDER BY p.released_at DESC NULLS LAST, p.set_code, p.collector_number LIMIT 1) p
    WHERE c.name = ANY($2::text[])`,
)
type Found = SqlRow<'relatedCards.parts'>

/**
 * Each printing's related cards, keyed by printing id (printings with none are left out). The
 * card itself comes first, as on Scryfall, when it has any.
 */
export async function relatedParts(db: Db, cards: readonly CardPrinting[]): Promise<Map<string, RelatedPart[]>> {
  const out = new Map<string, RelatedPart[]>()
  const namesOf = (p: Printing) => (p.textCreatorNames.length ? [...p.relatedNames, ...p.textCreatorNames] : p.relatedNames)
  const withParts = cards.filter(
    (c) =>
      c.printing &&
      (c.printing.relatedTokenUuids.length ||
        c.printing.relatedNames.length ||
        c.printing.textTokenIds.length ||
        c.printing.textCreatorNames.length),
  )
  if (!withParts.length) return out
  const uuids = [...new Set(withParts.flatMap((c) => c.printing!.relatedTokenUuids))]
  const names = [...new Set(withParts.flatMap((c) => namesOf(c.printing!)))]
  const ids = [...new Set(withParts.flatMap((c) => c.printing!.textTokenIds))]
  const rows = await run(db, RELATED, [uuids, names, ids])
  const byKey = new Map<string, Found>()
  // a name shared by a card and a token (Scryfall links the card): the card first
  for (const r of rows) if (!byKey.has(r.key) || (byKey.get(r.key)!.is_extra && !r.is_extra)) byKey.set(r.key, r)
  for (const { card, printing } of withParts) {
    const p = printing!
    const parts: RelatedPart[] = []
    const seen = new Set<string>([p.id])
    const add = (f: Found | undefined, component: RelatedComponent) => {
      if (!f || seen.has(f.id)) return
      seen.add(f.id)
      parts.push({ id: f.id, component, name: f.name, typeLine: f.type_line })
    }
    const meld = card.layout === 'meld'
    const others = namesOf(p).filter((n) => n !== card.name)
    for (const [i, name] of others.entries()) {
      const f = byKey.get(name)
      // MTGJSON lists a meld pair's parts before the card they meld into
      const component: RelatedComponent = meld
        ? i === others.length - 1 && p.relatedNames.length > 2
          ? 'meld_result'
          : 'meld_part'
        : f?.is_extra
          ? 'token'
          : 'combo_piece'
      add(f, component)
    }
    for (const uuid of p.relatedTokenUuids) add(byKey.get(uuid), 'token')
    for (const id of p.textTokenIds) add(byKey.get(id), 'token')
    if (!parts.length) continue
    const selfRole: RelatedComponent = meld ? 'meld_part' : card.isExtra ? 'token' : 'combo_piece'
    out.set(p.id, [{ id: p.id, component: selfRole, name: card.name, typeLine: card.typeLine }, ...parts])
  }
  return out
}
