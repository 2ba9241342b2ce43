// Reading community tags (no key needed): a tag with its parents, children and counts, the tags of
// a kind, and a card's tags of every provenance side by side — ours (printed, extracted,
// inferred, from card_tags), Tagger's and curated (oracle tags on the card, art tags on its
// printings' illustrations).
import type { Db } from '../queries/cards.js'
import { runOn, sql, type StoreSqlRow } from '../store/typed-sql.js'
import { findTag, tagJson } from './changes.js'
import type { Provenance, TagKind } from './model.js'

/** A tag as the API shows it: its stored view (the SQL below is the one definition), its kind narrowed. */
export type TagView = Omit<StoreSqlRow<'tags.byId'>, 'id' | 'kind'> & { kind: TagKind }

// aliases defaults to an empty list and is never written NULL; array() and count() are never NULL
const VIEW = `SELECT t.id, t.kind, t.slug, t.name, t.description, t.aliases AS "aliases!", t.provenance, to_char(t.file_date, 'YYYY-MM-DD') AS file_date,
    array(SELECT p.slug FROM community_tag_parents l JOIN community_tags p ON p.id = l.parent_id WHERE l.child_id = t.id ORDER BY p.slug) AS "parents!",
    array(SELECT c.slug FROM community_tag_parents l JOIN community_tags c ON c.id = l.child_id WHERE l.parent_id = t.id ORDER BY c.slug) AS "children!",
    (SELECT count(*)::int FROM community_taggings g WHERE g.tag_id = t.id) AS "taggings!"
  FROM community_tags t`
const LIST_TAGS = sql(
  'tags.list',
  `${VIEW} WHERE ($1::text IS NULL OR t.kind = $1) AND t.provenance = ANY($2::text[]) AND t.slug > $3 ORDER BY t.slug, t.kind LIMIT $4`,
)
const TAG_BY_ID = sql('tags.byId', `${VIEW} WHERE t.id = $1`)

// kind is written only as a TagKind (a parsed change, Tagger's import)
const viewOf = ({ id: _, kind, ...r }: StoreSqlRow<'tags.byId'>): TagView => ({ kind: kind as TagKind, ...r })

export async function listTags(
  db: Db,
  options: { kind?: TagKind; provenance: Provenance[]; after?: string; limit: number },
): Promise<TagView[]> {
  const rows = await runOn(db.pool, LIST_TAGS, [options.kind ?? null, options.provenance, options.after ?? '', options.limit])
  return rows.map(viewOf)
}

export async function tagBySlug(db: Db, kind: TagKind, slug: string): Promise<TagView | null> {
  const tag = await findTag(db.pool, kind, slug)
  if (!tag) return null
  const rows = await runOn(db.pool, TAG_BY_ID, [tag.id])
  return rows[0] ? viewOf(rows[0]) : null
}

export interface CardTagView {
  kind: TagKind
  slug: string
  name: string
  provenance: Provenance
  /** Tagger's file date for scryfall-tagger taggings. */
  file_date?: string | null
  weight?: string | null
  /** Art tags: the illustration the tag is on. */
  illustration_id?: string
  /** Ours: the annotation engine's category, confidence and evidence. */
  category?: string
  confidence?: number | null
}

const OUR_CARD_TAGS = sql(
  'tags.ourCardTags',
  `SELECT slug, label, category::text AS "category!", provenance::text AS "provenance!", confidence FROM card_tags
    WHERE oracle_id = $1 AND provenance::text = ANY($2::text[]) ORDER BY provenance, slug`,
)
// a UNION's columns are never read straight from a table: the NOT NULL ones are marked
const COMMUNITY_CARD_TAGS = sql(
  'tags.communityCardTags',
  `SELECT t.kind AS "kind!", t.slug AS "slug!", t.name AS "name!", g.provenance AS "provenance!", to_char(g.file_date, 'YYYY-MM-DD') AS file_date,
          g.weight, NULL::uuid AS illustration_id
     FROM community_taggings g JOIN community_tags t ON t.id = g.tag_id
    WHERE t.kind = 'oracle' AND g.target_id = $1 AND g.provenance = ANY($2::text[])
   UNION ALL
   SELECT t.kind, t.slug, t.name, g.provenance, to_char(g.file_date, 'YYYY-MM-DD'), g.weight, g.target_id
     FROM community_taggings g JOIN community_tags t ON t.id = g.tag_id
    WHERE t.kind = 'art' AND g.provenance = ANY($2::text[])
      AND g.target_id IN (SELECT DISTINCT illustration_id FROM printings WHERE oracle_id = $1 AND illustration_id IS NOT NULL)
   ORDER BY 1 DESC, 4 DESC, 2`,
)

/** Every tag of one card, each with its provenance, filtered to the provenances asked for. */
export async function cardTags(db: Db, oracleId: string, provenance: readonly Provenance[]): Promise<CardTagView[]> {
  const ours = provenance
    .filter((p) => p === 'printed' || p === 'extracted' || p === 'inferred')
    .map((p) => (p === 'printed' ? 'attribute' : p))
  const community = provenance.filter((p) => p === 'scryfall-tagger' || p === 'curated')
  const out: CardTagView[] = []
  if (ours.length) {
    const rows = await runOn(db.pool, OUR_CARD_TAGS, [oracleId, ours])
    for (const r of rows) {
      out.push({
        kind: 'oracle',
        slug: r.slug,
        name: r.label,
        // a TagProvenance label: attribute (shown as printed), extracted or inferred
        provenance: r.provenance === 'attribute' ? 'printed' : (r.provenance as Provenance),
        category: r.category,
        confidence: r.confidence,
      })
    }
  }
  if (community.length) {
    const rows = await runOn(db.pool, COMMUNITY_CARD_TAGS, [oracleId, community])
    for (const r of rows) {
      out.push({
        // community tags are written only with a TagKind and a CommunityProvenance (a parsed change, Tagger's import)
        kind: r.kind as TagKind,
        slug: r.slug,
        name: r.name,
        provenance: r.provenance as Provenance,
        file_date: r.file_date,
        weight: r.weight,
        ...(r.illustration_id ? { illustration_id: r.illustration_id } : {}),
      })
    }
  }
  return out
}

export { tagJson }
