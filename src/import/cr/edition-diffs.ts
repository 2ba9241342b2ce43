// The import step for editions: after the rules are merged, every pair of consecutive stored
// editions (by effective date) has its diff (src/editions) stored in rules_diffs / rules_changes,
// so that reading a diff is a query. Editions come in any order: an edition imported between two
// others replaces their diff by two. A diff whose inputs (both editions' texts and the matching
// method) are unchanged is left as it is, so a re-import writes nothing.
import { createHash } from 'node:crypto'
import type pg from 'pg'
import { DIFF_METHOD, diffEditions, type Edition } from '../../editions/index.js'
import { loadEdition } from '../../queries/rule-editions.js'
import { runOn, sql } from '../../store/typed-sql.js'
import type { KindCounts } from '../store/counts.js'

interface StoredEdition {
  id: number
  effectiveDate: string
  /** md5 of the edition's rules and glossary as the diff reads them. */
  contentHash: string
}

/** The stored editions, oldest first, each with a hash of what its diff reads. */
async function storedEditions(client: pg.ClientBase): Promise<StoredEdition[]> {
  return runOn(client, STORED_EDITIONS, [])
}

// md5 of text is never NULL; an effective date is NOT NULL
const STORED_EDITIONS = sql(
  'edition-diffs.editions',
  `
    SELECT d.id, d.effective_date::text AS "effectiveDate!",
      md5(coalesce((SELECT string_agg(concat_ws(chr(31), r.number, r.kind::text, r.parent_number, r.position::text, r.text,
                                                array_to_string(r.examples, chr(30))), chr(29) ORDER BY r.position)
                      FROM rules r WHERE r.document_id = d.id), '')
          || chr(28) ||
          coalesce((SELECT string_agg(concat_ws(chr(31), g.term, g.position::text, g.text), chr(29) ORDER BY g.position)
                      FROM glossary_terms g WHERE g.document_id = d.id), '')) AS "contentHash!"
      FROM rules_documents d ORDER BY d.effective_date`,
)
const STORED_DIFFS = sql(
  'edition-diffs.diffs',
  'SELECT id, from_document_id AS "fromId", to_document_id AS "toId", fingerprint FROM rules_diffs',
)
const INSERT_DIFF = sql(
  'edition-diffs.insert',
  `INSERT INTO rules_diffs (from_document_id, to_document_id, method, fingerprint, summary) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
)

const fingerprint = (a: StoredEdition, b: StoredEdition) =>
  createHash('sha256').update(`${DIFF_METHOD}\n${a.contentHash}\n${b.contentHash}`).digest('hex')

/**
 * Store the diff of each pair of consecutive editions; drop the diffs of pairs no longer
 * consecutive. Counts: diffs added (a new pair), updated (a pair's editions or the method
 * changed), unchanged.
 */
export async function storeEditionDiffs(client: pg.ClientBase): Promise<KindCounts> {
  const counts: KindCounts = { added: 0, updated: 0, unchanged: 0 }
  const editions = await storedEditions(client)
  const pairs = editions.slice(1).map((to, k) => ({ from: editions[k]!, to }))
  await client.query(
    `DELETE FROM rules_diffs d WHERE NOT EXISTS (
       SELECT 1 FROM unnest($1::int[], $2::int[]) AS p(from_id, to_id) WHERE p.from_id = d.from_document_id AND p.to_id = d.to_document_id)`,
    [pairs.map((p) => p.from.id), pairs.map((p) => p.to.id)],
  )
  const stored = await runOn(client, STORED_DIFFS, [])
  const existing = new Map(stored.map((r) => [`${r.fromId}:${r.toId}`, r]))
  // an edition between two diffs to compute is read once
  const loaded = new Map<number, Promise<Edition>>()
  const edition = (id: number) => {
    let e = loaded.get(id)
    if (!e) loaded.set(id, (e = loadEdition(client, id)))
    return e
  }
  for (const { from, to } of pairs) {
    const print = fingerprint(from, to)
    const old = existing.get(`${from.id}:${to.id}`)
    if (old?.fingerprint === print) {
      counts.unchanged++
      continue
    }
    const diff = diffEditions(await edition(from.id), await edition(to.id))
    if (old) await client.query('DELETE FROM rules_diffs WHERE id = $1', [old.id])
    const rows = await runOn(client, INSERT_DIFF, [from.id, to.id, DIFF_METHOD, print, JSON.stringify(diff.summary)])
    await client.query(
      `INSERT INTO rules_changes (diff_id, ordinal, scope, kind, entry_kind, from_key, to_key, from_text, to_text, section, chapter,
                                  words, renumbered, similarity, split_from, merged_into)
       SELECT $1, c.ordinal, c.scope, c.kind, c.entry_kind, c.from_key, c.to_key, c.from_text, c.to_text, c.section, c.chapter,
              c.words, c.renumbered, c.similarity, c.split_from, c.merged_into
         FROM json_populate_recordset(NULL::rules_changes, $2::json) c`,
      [
        rows[0]!.id,
        JSON.stringify(
          diff.changes.map((c, ordinal) => ({
            ordinal,
            scope: c.scope,
            kind: c.kind,
            entry_kind: c.entryKind,
            from_key: c.from,
            to_key: c.to,
            from_text: c.fromText,
            to_text: c.toText,
            section: c.section,
            chapter: c.chapter,
            words: c.words,
            renumbered: c.renumbered,
            similarity: c.similarity,
            split_from: c.splitFrom,
            merged_into: c.mergedInto,
          })),
        ),
      ],
    )
    if (old) counts.updated++
    else counts.added++
  }
  return counts
}
