// Tags: deriveTags (src/annotate/tags.ts) runs on every card the run read, from the card as
// stored after the merge, and the card's card_tags rows are replaced by what it returns, in the
// same transaction. Cards are read back in pages, so memory stays bounded on the full corpus.
import type pg from 'pg'
import { deriveTags, type TaggableCard } from '../../annotate/tags.js'
import { runOn, sessionTables, sql, type StoreSqlRow } from '../../store/typed-sql.js'
import { ImportError } from '../errors.js'
import { n, type KindCounts } from './counts.js'

const PAGE = 2_000

const S_TAGS_TABLE = sessionTables(`CREATE TEMP TABLE s_tags (oracle_id uuid, slug text, label text, category text, provenance text,
    confidence float8, evidence text) ON COMMIT DROP`)
/** A page of the merged cards (m_cards: merge-cards.ts), after an Oracle id. */
const CARDS_PAGE = sql(
  'merge-tags.cardsPage',
  `
  SELECT c.oracle_id, c.name, c.layout, c.mana_cost, c.mana_value, c.colors, c.color_identity, c.type_line, c.supertypes,
         c.types, c.subtypes, c.oracle_text, c.keywords, c.power, c.toughness
  FROM cards c JOIN m_cards m USING (oracle_id) WHERE c.oracle_id > $1 ORDER BY c.oracle_id LIMIT ${PAGE}`,
)
const STAGED_TAGS_TOTAL = sql('merge-tags.stagedTotal', 'SELECT count(*) AS n FROM s_tags')

type CardRow = StoreSqlRow<'merge-tags.cardsPage'>

function tagRows(rows: CardRow[]): object[] {
  const tags: object[] = []
  for (const r of rows) {
    const card: TaggableCard = {
      oracleId: r.oracle_id,
      name: r.name,
      layout: r.layout,
      manaCost: r.mana_cost,
      manaValue: r.mana_value,
      colors: r.colors ?? [],
      colorIdentity: r.color_identity ?? [],
      typeLine: r.type_line,
      supertypes: r.supertypes ?? [],
      types: r.types ?? [],
      subtypes: r.subtypes ?? [],
      oracleText: r.oracle_text,
      keywords: r.keywords ?? [],
      power: r.power,
      toughness: r.toughness,
    }
    let derived: ReturnType<typeof deriveTags>
    try {
      derived = deriveTags(card)
    } catch (e) {
      throw new ImportError('tags', `deriveTags failed on ${r.name} (${r.oracle_id}): ${(e as Error).message}`)
    }
    const seen = new Set<string>()
    for (const t of derived) {
      if (seen.has(t.slug)) continue
      seen.add(t.slug)
      tags.push({
        oracle_id: r.oracle_id,
        slug: t.slug,
        label: t.label,
        category: t.category,
        provenance: t.provenance,
        confidence: t.confidence,
        evidence: t.evidence,
      })
    }
  }
  return tags
}

export async function mergeTags(
  client: pg.ClientBase,
  onProgress: (done: number) => void = () => {},
): Promise<{ counts: KindCounts; removed: number }> {
  await client.query(S_TAGS_TABLE)
  const page = (after: string) => runOn(client, CARDS_PAGE, [after])
  // a page's tags are written while the next page is tagged (one query at a time on the connection)
  let writing: Promise<unknown> = Promise.resolve()
  let done = 0
  let cards = await page('00000000-0000-0000-0000-000000000000')
  while (cards.length) {
    const tags = tagRows(cards)
    await writing
    const next = await page(cards[cards.length - 1]!.oracle_id)
    writing = client.query('INSERT INTO s_tags SELECT * FROM json_populate_recordset(NULL::s_tags, $1::json)', [JSON.stringify(tags)])
    writing.catch(() => {})
    done += cards.length
    onProgress(done)
    cards = next
  }
  await writing
  // a temporary table has no statistics until it is analyzed: without them the planner took the staged tags
  // for a handful and checked each against card_tags by a scan, quadratic on a first import of the corpus
  await client.query('ANALYZE s_tags')
  // new tags go in through the primary key (oracle_id, slug): a tag already stored is left to the update below
  const added = await client.query(`
    INSERT INTO card_tags (oracle_id, slug, label, category, provenance, confidence, evidence)
    SELECT s.oracle_id, s.slug, s.label, s.category::"TagCategory", s.provenance::"TagProvenance", s.confidence, s.evidence FROM s_tags s
    ON CONFLICT (oracle_id, slug) DO NOTHING`)
  const updated = await client.query(`
    UPDATE card_tags t SET label = s.label, category = s.category::"TagCategory", provenance = s.provenance::"TagProvenance",
      confidence = s.confidence, evidence = s.evidence
    FROM s_tags s
    WHERE t.oracle_id = s.oracle_id AND t.slug = s.slug
      AND (t.label, t.category::text, t.provenance::text, t.confidence, t.evidence) IS DISTINCT FROM (s.label, s.category, s.provenance, s.confidence, s.evidence)`)
  const removed = await client.query(`
    DELETE FROM card_tags t USING m_cards m
    WHERE t.oracle_id = m.oracle_id AND NOT EXISTS (SELECT 1 FROM s_tags s WHERE s.oracle_id = t.oracle_id AND s.slug = t.slug)`)
  const total = n((await runOn(client, STAGED_TAGS_TOTAL, []))[0]?.n)
  const a = added.rowCount ?? 0
  const u = updated.rowCount ?? 0
  return { counts: { added: a, updated: u, unchanged: total - a - u }, removed: removed.rowCount ?? 0 }
}
