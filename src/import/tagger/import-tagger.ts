// A Tagger bulk file into the store, in one transaction: the file's kind (oracle or art) of
// `scryfall-tagger` tags is replaced by the file's — tags upserted by slug (a curated tag of the
// same slug becomes Tagger's, its curated taggings kept), Tagger tags the file no longer has
// removed, the hierarchy among them and their Tagger taggings written anew with the file's date —
// and one audit entry says what the import changed. Curated taggings are never touched.
import type { Db } from '../../queries/cards.js'
import { runOn, sql } from '../../store/typed-sql.js'
import { dateFromFileName } from '../detect.js'
import { readTaggerFile, TaggerFileError, type TagKind, type TaggerTag } from './read-tagger.js'

export interface TaggerImportReport {
  kind: TagKind
  fileDate: string
  tags: { added: number; updated: number; removed: number }
  taggings: number
  /** Taggings of cards or illustrations the store does not hold (kept: a later card import may bring them). */
  unknownTargets: number
}

const TAGGER_SLUGS = sql('tagger.slugs', `SELECT slug FROM community_tags WHERE kind = $1 AND provenance = 'scryfall-tagger'`)
const UPSERT_TAGGER_TAGS = sql(
  'tagger.upsertTags',
  `INSERT INTO community_tags (kind, slug, name, description, aliases, provenance, scryfall_id, file_date)
   SELECT $1, t.slug, t.name, t.description, coalesce((SELECT array_agg(a) FROM jsonb_array_elements_text(t.aliases) a), '{}'),
          'scryfall-tagger', t.scryfall_id, $3::date
     FROM jsonb_to_recordset($2::jsonb) AS t(slug text, name text, description text, aliases jsonb, scryfall_id uuid)
   ON CONFLICT (kind, slug) DO UPDATE SET name = excluded.name, description = excluded.description, aliases = excluded.aliases,
          provenance = 'scryfall-tagger', scryfall_id = excluded.scryfall_id, file_date = excluded.file_date
   RETURNING id, scryfall_id`,
)
const UNKNOWN_CARDS = sql(
  'tagger.unknownCards',
  `SELECT count(*)::int AS "n!" FROM unnest($1::uuid[]) u(id) WHERE NOT EXISTS (SELECT 1 FROM cards c WHERE c.oracle_id = u.id)`,
)
const UNKNOWN_ILLUSTRATIONS = sql(
  'tagger.unknownIllustrations',
  `SELECT count(*)::int AS "n!" FROM unnest($1::uuid[]) u(id) WHERE NOT EXISTS (SELECT 1 FROM printings p WHERE p.illustration_id = u.id)`,
)

export async function importTaggerFile(db: Db, file: string, options: { fileDate?: string } = {}): Promise<TaggerImportReport> {
  const fileDate = options.fileDate ?? dateFromFileName(file.split('/').pop() ?? '')
  if (!fileDate)
    throw new TaggerFileError(
      0,
      `the file's date is neither in its name (oracle-tags-20260101090000.jsonl.gz) nor given (--date YYYY-MM-DD)`,
    )
  return importTaggerTags(db, await readTaggerFile(file), fileDate)
}

export async function importTaggerTags(db: Db, tags: TaggerTag[], fileDate: string): Promise<TaggerImportReport> {
  const kinds = new Set(tags.map((t) => t.kind))
  if (kinds.size > 1) throw new TaggerFileError(0, 'the file mixes oracle and art tags; Scryfall publishes one file per kind')
  const kind: TagKind = tags[0]?.kind ?? 'oracle'
  const slugs = new Set<string>()
  for (const t of tags) {
    if (slugs.has(t.slug)) throw new TaggerFileError(0, `slug "${t.slug}" appears twice`)
    slugs.add(t.slug)
  }
  const client = await db.pool.connect()
  try {
    await client.query('BEGIN')
    const before = await runOn(client, TAGGER_SLUGS, [kind])
    const had = new Set(before.map((r) => r.slug))
    const upserted = await runOn(client, UPSERT_TAGGER_TAGS, [
      kind,
      JSON.stringify(
        tags.map((t) => ({ slug: t.slug, name: t.name, description: t.description, aliases: t.aliases, scryfall_id: t.scryfallId })),
      ),
      fileDate,
    ])
    const idOf = new Map(upserted.map((r) => [r.scryfall_id, r.id]))
    const removed = await client.query(
      `DELETE FROM community_tags WHERE kind = $1 AND provenance = 'scryfall-tagger' AND NOT (slug = ANY($2::text[]))`,
      [kind, [...slugs]],
    )
    // the hierarchy among Tagger's tags, from both sides of each link (a link to a tag not in the file is dropped)
    const ids = [...idOf.values()]
    await client.query(`DELETE FROM community_tag_parents WHERE child_id = ANY($1::int[]) OR parent_id = ANY($1::int[])`, [ids])
    const links = new Set<string>()
    for (const t of tags) {
      const self = idOf.get(t.scryfallId)!
      for (const p of t.parentIds) if (idOf.has(p) && idOf.get(p) !== self) links.add(`${self}:${idOf.get(p)}`)
      for (const c of t.childIds) if (idOf.has(c) && idOf.get(c) !== self) links.add(`${idOf.get(c)}:${self}`)
    }
    const pairs = [...links].map((l) => l.split(':').map(Number) as [number, number])
    await client.query(`INSERT INTO community_tag_parents (child_id, parent_id) SELECT * FROM unnest($1::int[], $2::int[])`, [
      pairs.map((p) => p[0]),
      pairs.map((p) => p[1]),
    ])
    await client.query(
      `DELETE FROM community_taggings g USING community_tags t WHERE g.tag_id = t.id AND t.kind = $1 AND g.provenance = 'scryfall-tagger'`,
      [kind],
    )
    const tagIds: number[] = []
    const targets: string[] = []
    const weights: (string | null)[] = []
    for (const t of tags) {
      const seen = new Set<string>()
      for (const g of t.taggings) {
        if (seen.has(g.targetId)) continue
        seen.add(g.targetId)
        tagIds.push(idOf.get(t.scryfallId)!)
        targets.push(g.targetId)
        weights.push(g.weight)
      }
    }
    await client.query(
      `INSERT INTO community_taggings (tag_id, target_id, weight, provenance, file_date)
       SELECT tag, target, weight, 'scryfall-tagger', $4::date FROM unnest($1::int[], $2::uuid[], $3::text[]) AS u(tag, target, weight)`,
      [tagIds, targets, weights, fileDate],
    )
    const unknown = await runOn(client, kind === 'oracle' ? UNKNOWN_CARDS : UNKNOWN_ILLUSTRATIONS, [[...new Set(targets)]])
    const report: TaggerImportReport = {
      kind,
      fileDate,
      tags: {
        added: tags.filter((t) => !had.has(t.slug)).length,
        updated: tags.filter((t) => had.has(t.slug)).length,
        removed: removed.rowCount ?? 0,
      },
      taggings: targets.length,
      unknownTargets: unknown[0]!.n,
    }
    await client.query(`INSERT INTO tag_audit (actor, action, after) VALUES ('import:scryfall-tagger', 'import_tagger', $1::jsonb)`, [
      JSON.stringify(report),
    ])
    await client.query('COMMIT')
    return report
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {})
    throw e
  } finally {
    client.release()
  }
}
