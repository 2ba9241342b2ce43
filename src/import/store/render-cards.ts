// The post-import render pass: every printing's Scryfall card object, rendered by the one renderer
// (src/scryfall) from the store as the import's merges left it, is stored in card_objects,
// inside the import's transaction, so no reader ever sees a store half rendered or rendered from
// the rows before the import. It runs last, after every step that writes what a card object shows
// (cards, faces, printings, sets, prices, and the related cards behind all_parts).
//
// Every printing is rendered, not only the ones the run touched: a card object also shows its
// set's name and the names and type lines of its related cards, which other sources may have
// changed. Only the printings whose text changed are written, so a re-import of the same sources
// writes none.
import type pg from 'pg'
import { cardsByPrintingIds, type Db } from '../../queries/cards.js'
import { relatedParts } from '../../queries/related-cards.js'
import { storedCardJson } from '../../scryfall/stored-card.js'
import type { Database } from '../../store/database.js'

const BATCH = 1_000

export interface RenderCounts {
  rendered: number
  /** Printings rendered for the first time. */
  added: number
  /** Printings whose stored card object changed. */
  updated: number
}

export async function renderStoredCards(client: pg.ClientBase, kind: Database['kind']): Promise<RenderCounts> {
  const db: Db = { pool: client as unknown as pg.Pool, kind }
  let after = '00000000-0000-0000-0000-000000000000'
  const counts: RenderCounts = { rendered: 0, added: 0, updated: 0 }
  for (;;) {
    const { rows } = await client.query<{ id: string }>('SELECT id::text AS id FROM printings WHERE id > $1::uuid ORDER BY id LIMIT $2', [
      after,
      BATCH,
    ])
    if (!rows.length) return counts
    after = rows[rows.length - 1]!.id
    const cards = await cardsByPrintingIds(
      db,
      rows.map((r) => r.id),
    )
    const parts = await relatedParts(db, cards)
    const ids = cards.map((c) => c.printing!.id)
    const texts = cards.map((c) => storedCardJson(c, parts.get(c.printing!.id)))
    // written only where the text changed; xmax = 0 tells a row inserted from one updated
    const written = await client.query<{ fresh: boolean }>(
      `INSERT INTO card_objects (printing_id, json) SELECT * FROM unnest($1::uuid[], $2::text[])
       ON CONFLICT (printing_id) DO UPDATE SET json = excluded.json WHERE card_objects.json IS DISTINCT FROM excluded.json
       RETURNING (xmax = 0) AS fresh`,
      [ids, texts],
    )
    counts.rendered += cards.length
    for (const r of written.rows) r.fresh ? counts.added++ : counts.updated++
  }
}
