// Bulk operations for tools. Import: a tag list (CSV or JSON rows of tag, oracle_id or
// illustration_id, weight, action add|remove) applied as curated changes — tags the store lacks
// are created — in one transaction with an audit entry per change; a dry run does the very same in
// a transaction it rolls back, so its report is exactly what the import would do. Export: every
// tag and tagging of the provenances asked for, in the Tagger file's shape (one tag a line,
// docs/tags.md), gzipped JSON Lines.
import { createHash } from 'node:crypto'
import { pipeline, Readable } from 'node:stream'
import { createGzip } from 'node:zlib'
import { parse } from 'csv-parse/sync'
import { ClientError } from '../errors.js'
import type { Db } from '../queries/cards.js'
import { applyChange, findTag } from './changes.js'
import type { Caller } from './keys.js'
import { COMMUNITY_PROVENANCES, fieldError, PROVENANCES, parseChange, type Change, type Provenance, type TagKind } from './model.js'
import { audit } from './proposals.js'
import { inTransaction } from './transaction.js'

export const IMPORT_ROW_CAP = 5000

export interface ImportRow {
  tag: string
  oracle_id?: string
  illustration_id?: string
  weight?: string | null
  action?: 'add' | 'remove'
}

export interface ImportReport {
  object: 'tag_import'
  dry_run: boolean
  rows: number
  created_tags: string[]
  added: number
  removed: number
  /** Rows that change nothing or cannot apply, each with why. */
  skipped: { row: number; reason: string }[]
}

const ROW_FIELDS = ['tag', 'oracle_id', 'illustration_id', 'weight', 'action']

/** CSV (a header row naming the columns) or JSON ({ rows: [...] } or a bare list) into rows. */
export function parseImport(body: string, type: 'csv' | 'json'): ImportRow[] {
  let rows: unknown
  if (type === 'csv') {
    try {
      rows = parse(body, { columns: true, skip_empty_lines: true, trim: true, bom: true })
    } catch (e) {
      throw new ClientError(
        400,
        'bad_request',
        `The CSV cannot be read: ${(e as Error).message.split('\n')[0]}. Send a header row (tag,oracle_id,weight,action) and one tagging a line.`,
        { field: 'body' },
      )
    }
  } else {
    try {
      const o = JSON.parse(body)
      rows = Array.isArray(o) ? o : o?.rows
    } catch {
      throw new ClientError(400, 'bad_request', 'The body is not valid JSON: send {"rows": [{"tag": "ramp", "oracle_id": "…"}]}.', {
        field: 'body',
      })
    }
  }
  if (!Array.isArray(rows)) throw fieldError('rows', 'must be a list of taggings')
  if (rows.length > IMPORT_ROW_CAP) throw fieldError('rows', `holds ${rows.length} rows; send at most ${IMPORT_ROW_CAP} an import`)
  return rows.map((r, i) => {
    if (!r || typeof r !== 'object') throw fieldError(`rows[${i}]`, 'must be an object')
    for (const k of Object.keys(r))
      if (!ROW_FIELDS.includes(k)) throw fieldError(`rows[${i}].${k}`, `is not a column (columns: ${ROW_FIELDS.join(', ')})`)
    const o = r as Record<string, string | undefined>
    const clean = (v: string | undefined) => (v === '' ? undefined : v)
    const row: ImportRow = { tag: o.tag as string }
    if (clean(o.oracle_id)) row.oracle_id = o.oracle_id
    if (clean(o.illustration_id)) row.illustration_id = o.illustration_id
    if (clean(o.weight ?? undefined)) row.weight = o.weight ?? null
    if (clean(o.action)) {
      if (o.action !== 'add' && o.action !== 'remove') throw fieldError(`rows[${i}].action`, 'must be add or remove')
      row.action = o.action
    }
    if (!!row.oracle_id === !!row.illustration_id)
      throw fieldError(`rows[${i}]`, 'must give exactly one of oracle_id (an oracle tag) and illustration_id (an art tag)')
    return row
  })
}

type TaggingChange = Extract<Change, { action: 'add_tagging' | 'remove_tagging' }>

function changeOf(row: ImportRow, i: number): TaggingChange {
  const kind: TagKind = row.oracle_id ? 'oracle' : 'art'
  const target = row.oracle_id ?? row.illustration_id
  const raw =
    row.action === 'remove'
      ? { action: 'remove_tagging', kind, tag: row.tag, target }
      : { action: 'add_tagging', kind, tag: row.tag, target, ...(row.weight ? { weight: row.weight } : {}) }
  try {
    return parseChange(raw, `rows[${i}]`) as TaggingChange
  } catch (e) {
    if (e instanceof ClientError)
      throw new ClientError(e.status, e.code, e.details.replace('.target ', row.oracle_id ? '.oracle_id ' : '.illustration_id '), e.extra)
    throw e
  }
}

class RolledBack extends Error {
  constructor(readonly report: ImportReport) {
    super('dry run')
  }
}

export async function importTags(db: Db, caller: Caller, rows: ImportRow[], dryRun: boolean): Promise<ImportReport> {
  const changes = rows.map(changeOf)
  const report: ImportReport = {
    object: 'tag_import',
    dry_run: dryRun,
    rows: rows.length,
    created_tags: [],
    added: 0,
    removed: 0,
    skipped: [],
  }
  try {
    return await inTransaction(db, async (tx) => {
      for (const [i, change] of changes.entries()) {
        if (change.action !== 'remove_tagging' && !(await findTag(tx, change.kind, change.tag))) {
          const create = { action: 'create_tag', kind: change.kind, slug: change.tag } as const
          const applied = await applyChange(tx, create)
          await audit(tx, { actor: caller.name, action: 'import:create_tag', ...applied })
          report.created_tags.push(`${change.kind}:${change.tag}`)
        }
        await tx.query('SAVEPOINT row')
        try {
          const applied = await applyChange(tx, change)
          await audit(tx, { actor: caller.name, action: `import:${change.action}`, ...applied })
          if (change.action === 'add_tagging') report.added++
          else report.removed++
          await tx.query('RELEASE SAVEPOINT row')
        } catch (e) {
          if (!(e instanceof ClientError)) throw e
          await tx.query('ROLLBACK TO SAVEPOINT row')
          report.skipped.push({ row: i, reason: e.details })
        }
      }
      if (dryRun) throw new RolledBack(report)
      return report
    })
  } catch (e) {
    if (e instanceof RolledBack) return e.report
    throw e
  }
}

/** A stable UUID for a tag that has none of Scryfall's (curated tags, ours). */
const idFor = (kind: string, slug: string) => {
  const h = createHash('sha1').update(`arcanum:${kind}:${slug}`).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/** Every tag of `kind` with its taggings of the given provenances, in the Tagger file's shape: one JSON text a tag. */
export async function* tagLines(db: Db, kind: TagKind, provenance: readonly Provenance[]): AsyncGenerator<string> {
  const community = provenance.filter((p) => p === 'scryfall-tagger' || p === 'curated')
  const target = kind === 'oracle' ? 'oracle_id' : 'illustration_id'
  if (community.length) {
    const { rows } = await db.pool.query(
      `SELECT t.id, t.slug, t.name, t.description, t.aliases, t.provenance, t.scryfall_id, t.kind,
              array(SELECT coalesce(p.scryfall_id::text, '') || '|' || p.kind || '|' || p.slug FROM community_tag_parents l JOIN community_tags p ON p.id = l.parent_id WHERE l.child_id = t.id) AS parents,
              array(SELECT coalesce(c.scryfall_id::text, '') || '|' || c.kind || '|' || c.slug FROM community_tag_parents l JOIN community_tags c ON c.id = l.child_id WHERE l.parent_id = t.id) AS children,
              coalesce((SELECT json_agg(json_build_object('target', g.target_id, 'weight', g.weight, 'provenance', g.provenance, 'file_date', to_char(g.file_date, 'YYYY-MM-DD')) ORDER BY g.target_id)
                          FROM community_taggings g WHERE g.tag_id = t.id AND g.provenance = ANY($2::text[])), '[]') AS taggings
         FROM community_tags t WHERE t.kind = $1 ORDER BY t.slug`,
      [kind, community],
    )
    const ref = (s: string) => {
      const [id, k, slug] = s.split('|')
      return id || idFor(k!, slug!)
    }
    for (const r of rows) {
      if (!r.taggings.length && !community.includes(r.provenance)) continue
      yield JSON.stringify({
        object: 'tag',
        id: r.scryfall_id ?? idFor(r.kind, r.slug),
        type: kind,
        slug: r.slug,
        name: r.name,
        description: r.description,
        aliases: r.aliases,
        provenance: r.provenance,
        parent_ids: r.parents.map(ref),
        child_ids: r.children.map(ref),
        taggings: r.taggings.map((g: { target: string; weight: string | null; provenance: string; file_date: string | null }) => ({
          [target]: g.target,
          weight: g.weight,
          provenance: g.provenance,
          ...(g.file_date ? { file_date: g.file_date } : {}),
        })),
      })
    }
  }
  const ours = kind === 'oracle' ? provenance.filter((p) => p === 'printed' || p === 'extracted' || p === 'inferred') : []
  if (ours.length) {
    const { rows } = await db.pool.query(
      `SELECT slug, min(label) AS name, provenance::text AS provenance, json_agg(json_build_object('oracle_id', oracle_id, 'confidence', confidence) ORDER BY oracle_id) AS taggings
         FROM card_tags WHERE provenance::text = ANY($1::text[]) GROUP BY slug, provenance ORDER BY slug, provenance`,
      [ours.map((p) => (p === 'printed' ? 'attribute' : p))],
    )
    for (const r of rows) {
      const prov = r.provenance === 'attribute' ? 'printed' : r.provenance
      yield JSON.stringify({
        object: 'tag',
        id: idFor(`ours-${prov}`, r.slug),
        type: 'oracle',
        slug: r.slug,
        name: r.name,
        description: null,
        aliases: [],
        provenance: prov,
        parent_ids: [],
        child_ids: [],
        taggings: r.taggings,
      })
    }
  }
}

/** tagLines as a gzipped JSON Lines stream (GET /tags/export). */
export function exportTags(db: Db, kind: TagKind, provenance: readonly Provenance[]): Readable {
  async function* lines() {
    for await (const line of tagLines(db, kind, provenance)) yield `${line}\n`
  }
  // pipeline: a failure while reading ends the response with an error instead of leaving it open
  return pipeline(Readable.from(lines()), createGzip(), () => {})
}

/**
 * The tag files listed in /bulk-data beside the card files (src/api/rest/bulk-data.ts): per kind,
 * one with every provenance (`oracle_tags`, `art_tags`, as Scryfall names its Tagger files) and one
 * per provenance (`oracle_tags_curated`, `art_tags_scryfall_tagger`…).
 */
export interface TagBulkFile {
  type: string
  kind: TagKind
  provenance: readonly Provenance[]
  name: string
  description: string
}

const KIND_NAMES: Record<TagKind, string> = { oracle: 'Oracle', art: 'Art' }
const PROVENANCE_NAMES: Record<Provenance, string> = {
  printed: "Arcanum's printed attributes",
  extracted: "Arcanum's tags extracted from rules text",
  inferred: "Arcanum's inferred themes",
  'scryfall-tagger': "Scryfall Tagger's (the imported files)",
  curated: 'curated through the API',
}

export const TAG_BULK_FILES: readonly TagBulkFile[] = (['oracle', 'art'] as const).flatMap((kind) => {
  const provenances = kind === 'oracle' ? PROVENANCES : COMMUNITY_PROVENANCES
  const target = kind === 'oracle' ? 'Oracle cards (oracle_id)' : 'illustrations (illustration_id)'
  return [
    {
      type: `${kind}_tags`,
      kind,
      provenance: provenances,
      name: `${KIND_NAMES[kind]} Tags`,
      description: `Every ${kind} tag with its taggings of ${target}, of every provenance (${provenances.join(', ')}), in Scryfall Tagger's file shape with provenance on each tag and tagging.`,
    },
    ...provenances.map((p) => ({
      type: `${kind}_tags_${p.replace('-', '_')}`,
      kind,
      provenance: [p],
      name: `${KIND_NAMES[kind]} Tags: ${p}`,
      description: `The ${kind} tags and taggings of ${target} ${PROVENANCE_NAMES[p]}, in Scryfall Tagger's file shape.`,
    })),
  ]
})
