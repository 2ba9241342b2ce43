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
import { runOn, sql } from '../../store/typed-sql.js'

const BATCH = 1_000
const PRINTING_IDS = sql('render-cards.printingIds', 'SELECT id::text AS "id!" FROM printings ORDER BY id')
const WRITE_CARD_OBJECTS = sql(
  'render-cards.write',
  `INSERT INTO card_objects (printing_id, json)
   SELECT t.id, t.json::text FROM ROWS FROM (unnest($1::uuid[]), json_array_elements($2::json)) AS t(id, json)
   ON CONFLICT (printing_id) DO UPDATE SET json = excluded.json WHERE card_objects.json IS DISTINCT FROM excluded.json
   RETURNING (xmax = 0) AS "fresh!"`,
)

export interface RenderCounts {
  rendered: number
  /** Printings rendered for the first time. */
  added: number
  /** Printings whose stored card object changed. */
  updated: number
}

export async function renderStoredCards(client: pg.ClientBase, kind: Database['kind']): Promise<RenderCounts> {
  const db: Db = { pool: client as unknown as pg.Pool, kind }
  const counts: RenderCounts = { rendered: 0, added: 0, updated: 0 }
  const rows = await runOn(client, PRINTING_IDS, [])
  const batches: string[][] = []
  for (let i = 0; i < rows.length; i += BATCH) batches.push(rows.slice(i, i + BATCH).map((r) => r.id))
  // The connection runs one statement at a time, in the order sent. A batch's cards and related
  // cards are asked for before the batch before it is rendered, and a batch's write is sent
  // without waiting for it, so the database reads and writes while this process renders (on
  // PostgreSQL that is a process of its own, on a core of its own).
  const read = (ids: string[]) => cardsByPrintingIds(db, ids).then(async (cards) => ({ cards, parts: await relatedParts(db, cards) }))
  // a statement that fails fails the transaction, and those sent after it fail too: each promise is
  // marked handled when made, and the first failure (a write before a read) is the one reported
  const handled = <T>(p: Promise<T>): Promise<T> => {
    p.catch(() => {})
    return p
  }
  let next = batches.length ? handled(read(batches[0]!)) : null
  let writing: Promise<void> = Promise.resolve()
  for (let b = 0; b < batches.length; b++) {
    const { cards, parts } = await next!.catch(async (e: unknown) => {
      await writing
      throw e
    })
    next = b + 1 < batches.length ? handled(read(batches[b + 1]!)) : null
    const ids = cards.map((c) => c.printing!.id)
    // the texts go as one JSON array of the card objects themselves: the json type keeps each
    // element's text exactly as sent, so nothing is escaped on the way (a text[] escapes every quote)
    const texts = `[${cards.map((c) => storedCardJson(c, parts.get(c.printing!.id))).join(',')}]`
    await writing
    // written only where the text changed; xmax = 0 tells a row inserted from one updated
    writing = handled(
      runOn(client, WRITE_CARD_OBJECTS, [ids, texts]).then((written) => {
        for (const r of written) r.fresh ? counts.added++ : counts.updated++
      }),
    )
    counts.rendered += cards.length
  }
  await writing
  return counts
}
