// Applying one approved change to the community tags, inside the caller's transaction, and saying
// what it changed (the audit entry's before and after). A change that no longer applies (the tag
// was renamed away, the tagging exists already) is a 409 and the transaction changes nothing.
import { ClientError } from '../errors.js'
import { resultOn, runOn, sql, type Queryable, type StoreSqlRow } from '../store/typed-sql.js'
import type { Change, TagKind } from './model.js'
import type { Tx } from './transaction.js'

/** A community tag as stored (aliases defaults to an empty list and is never written NULL). */
export type TagRow = StoreSqlRow<'tags.find'>

export interface Applied {
  before: unknown
  after: unknown
}

const conflict = (details: string) => new ClientError(409, 'conflict', details)
export const TAG_COLUMNS = 'id, kind, slug, name, description, aliases AS "aliases!", provenance'
const FIND_TAG = sql(
  'tags.find',
  `SELECT ${TAG_COLUMNS} FROM community_tags WHERE kind = $1 AND (slug = $2 OR $2 = ANY(aliases))
    ORDER BY (slug = $2) DESC, id LIMIT 1`,
)
const REMOVE_TAGGING = sql(
  'tags.removeTagging',
  `DELETE FROM community_taggings WHERE tag_id = $1 AND target_id = $2 AND provenance = 'curated' RETURNING weight`,
)
const CREATE_TAG = sql(
  'tags.create',
  `INSERT INTO community_tags (kind, slug, name, description, aliases, provenance) VALUES ($1, $2, $3, $4, $5, 'curated') RETURNING ${TAG_COLUMNS}`,
)
const RENAME_TAG = sql(
  'tags.rename',
  `UPDATE community_tags SET slug = $2, aliases = array_remove(array(SELECT DISTINCT unnest(aliases || ARRAY[slug])), $2) WHERE id = $1 RETURNING ${TAG_COLUMNS}`,
)
const ADD_ALIASES = sql(
  'tags.addAliases',
  `UPDATE community_tags SET aliases = array(SELECT DISTINCT a FROM unnest(aliases || $2::text[]) a WHERE a <> slug) WHERE id = $1 RETURNING ${TAG_COLUMNS}`,
)

/** A tag by slug, or by alias when no tag has that slug. */
export async function findTag(tx: Queryable, kind: TagKind, slugOrAlias: string): Promise<TagRow | null> {
  const rows = await runOn(tx, FIND_TAG, [kind, slugOrAlias])
  return rows[0] ?? null
}

async function requireTag(tx: Tx, kind: TagKind, slug: string): Promise<TagRow> {
  const tag = await findTag(tx, kind, slug)
  if (!tag) throw conflict(`No ${kind} tag "${slug}" (any longer): the proposal no longer applies.`)
  return tag
}

/** Whether a card (oracle tags) or an illustration (art tags) with this id is in the store. */
export async function targetExists(tx: Pick<Tx, 'query'>, kind: TagKind, target: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    kind === 'oracle'
      ? 'SELECT 1 FROM cards WHERE oracle_id = $1::uuid'
      : 'SELECT 1 FROM printings WHERE illustration_id = $1::uuid LIMIT 1',
    [target],
  )
  return !!rowCount
}

export async function applyChange(tx: Tx, c: Change): Promise<Applied> {
  switch (c.action) {
    case 'add_tagging': {
      const tag = await requireTag(tx, c.kind, c.tag)
      if (!(await targetExists(tx, c.kind, c.target)))
        throw conflict(`No ${c.kind === 'oracle' ? 'card with oracle_id' : 'illustration'} ${c.target} in the store.`)
      const r = await tx.query(
        `INSERT INTO community_taggings (tag_id, target_id, weight, provenance) VALUES ($1, $2, $3, 'curated') ON CONFLICT DO NOTHING`,
        [tag.id, c.target, c.weight ?? null],
      )
      if (!r.rowCount) throw conflict(`The ${c.kind} tag "${tag.slug}" is already curated on ${c.target}.`)
      return { before: null, after: { tag: tag.slug, target: c.target, weight: c.weight ?? null, provenance: 'curated' } }
    }
    case 'remove_tagging': {
      const tag = await requireTag(tx, c.kind, c.tag)
      const r = await resultOn(tx, REMOVE_TAGGING, [tag.id, c.target])
      if (!r.rowCount)
        throw conflict(`The ${c.kind} tag "${tag.slug}" has no curated tagging of ${c.target} to remove (Tagger's own come from its file).`)
      return { before: { tag: tag.slug, target: c.target, weight: r.rows[0]!.weight, provenance: 'curated' }, after: null }
    }
    case 'create_tag': {
      if (await findTag(tx, c.kind, c.slug)) throw conflict(`A ${c.kind} tag "${c.slug}" exists already (as a slug or an alias).`)
      const parents: TagRow[] = []
      for (const p of c.parents ?? []) parents.push(await requireTag(tx, c.kind, p))
      const rows = await runOn(tx, CREATE_TAG, [c.kind, c.slug, c.name ?? c.slug, c.description ?? null, [...new Set(c.aliases ?? [])]])
      const tag = rows[0]!
      for (const p of parents)
        await tx.query('INSERT INTO community_tag_parents (child_id, parent_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [tag.id, p.id])
      return { before: null, after: { ...tagJson(tag), parents: parents.map((p) => p.slug) } }
    }
    case 'rename_tag': {
      const tag = await requireTag(tx, c.kind, c.tag)
      const clash = await findTag(tx, c.kind, c.new_slug)
      if (clash && clash.id !== tag.id) throw conflict(`A ${c.kind} tag "${c.new_slug}" exists already.`)
      // the old slug stays an alias, so that searches and links written with it keep working
      const rows = await runOn(tx, RENAME_TAG, [tag.id, c.new_slug])
      return { before: tagJson(tag), after: tagJson(rows[0]!) }
    }
    case 'merge_tags': {
      const from = await requireTag(tx, c.kind, c.from)
      const into = await requireTag(tx, c.kind, c.into)
      if (from.id === into.id) throw conflict(`"${c.from}" and "${c.into}" are the same tag.`)
      // taggings and hierarchy move to `into`; `from`'s slug and aliases become `into`'s aliases
      const moved = await tx.query(
        `INSERT INTO community_taggings (tag_id, target_id, weight, provenance, file_date)
         SELECT $2, target_id, weight, provenance, file_date FROM community_taggings WHERE tag_id = $1 ON CONFLICT DO NOTHING`,
        [from.id, into.id],
      )
      await tx.query(
        `INSERT INTO community_tag_parents (child_id, parent_id)
         SELECT CASE WHEN child_id = $1 THEN $2 ELSE child_id END, CASE WHEN parent_id = $1 THEN $2 ELSE parent_id END
           FROM community_tag_parents WHERE (child_id = $1 OR parent_id = $1) AND child_id <> $2 AND parent_id <> $2
         ON CONFLICT DO NOTHING`,
        [from.id, into.id],
      )
      await tx.query('DELETE FROM community_tags WHERE id = $1', [from.id])
      const rows = await runOn(tx, ADD_ALIASES, [into.id, [from.slug, ...from.aliases]])
      return { before: { from: tagJson(from), into: tagJson(into) }, after: { ...tagJson(rows[0]!), taggings_moved: moved.rowCount ?? 0 } }
    }
  }
}

export const tagJson = (t: TagRow) => ({
  kind: t.kind,
  slug: t.slug,
  name: t.name,
  description: t.description,
  aliases: t.aliases,
  provenance: t.provenance,
})
