// Tags: deriveTags (src/annotate/tags.ts) runs on every card the run read, from the card as
// stored after the merge, and the card's card_tags rows are replaced by what it returns, in the
// same transaction. Cards are read back in pages, so memory stays bounded on the full corpus.
import type pg from 'pg'
import { deriveTags, type TaggableCard } from '../../annotate/tags.js'
import { ImportError } from '../errors.js'
import { n, type KindCounts } from './counts.js'

const PAGE = 2_000

interface CardRow {
  oracle_id: string
  name: string
  layout: string
  mana_cost: string | null
  mana_value: number
  colors: string[] | null
  color_identity: string[] | null
  type_line: string
  supertypes: string[] | null
  types: string[] | null
  subtypes: string[] | null
  oracle_text: string
  keywords: string[] | null
  power: string | null
  toughness: string | null
}

export async function mergeTags(client: pg.ClientBase, onProgress: (done: number) => void = () => {}): Promise<{ counts: KindCounts; removed: number }> {
  await client.query(`CREATE TEMP TABLE s_tags (oracle_id uuid, slug text, label text, category text, provenance text,
    confidence float8, evidence text) ON COMMIT DROP`)
  let after = '00000000-0000-0000-0000-000000000000'
  let done = 0
  for (;;) {
    const { rows } = await client.query<CardRow>(`
      SELECT c.oracle_id, c.name, c.layout, c.mana_cost, c.mana_value, c.colors, c.color_identity, c.type_line, c.supertypes,
             c.types, c.subtypes, c.oracle_text, c.keywords, c.power, c.toughness
      FROM cards c JOIN m_cards m USING (oracle_id) WHERE c.oracle_id > $1 ORDER BY c.oracle_id LIMIT ${PAGE}`, [after])
    if (!rows.length) break
    const tags: object[] = []
    for (const r of rows) {
      const card: TaggableCard = {
        oracleId: r.oracle_id, name: r.name, layout: r.layout, manaCost: r.mana_cost, manaValue: r.mana_value,
        colors: r.colors ?? [], colorIdentity: r.color_identity ?? [], typeLine: r.type_line, supertypes: r.supertypes ?? [],
        types: r.types ?? [], subtypes: r.subtypes ?? [], oracleText: r.oracle_text, keywords: r.keywords ?? [],
        power: r.power, toughness: r.toughness,
      }
      let derived
      try {
        derived = deriveTags(card)
      } catch (e) {
        throw new ImportError('tags', `deriveTags failed on ${r.name} (${r.oracle_id}): ${(e as Error).message}`)
      }
      const seen = new Set<string>()
      for (const t of derived) {
        if (seen.has(t.slug)) continue
        seen.add(t.slug)
        tags.push({ oracle_id: r.oracle_id, slug: t.slug, label: t.label, category: t.category, provenance: t.provenance, confidence: t.confidence, evidence: t.evidence })
      }
    }
    await client.query('INSERT INTO s_tags SELECT * FROM json_populate_recordset(NULL::s_tags, $1::json)', [JSON.stringify(tags)])
    after = rows[rows.length - 1]!.oracle_id
    done += rows.length
    onProgress(done)
  }
  const { rows } = await client.query<{ added: string; updated: string }>(`
    WITH up AS (
      INSERT INTO card_tags (oracle_id, slug, label, category, provenance, confidence, evidence)
      SELECT oracle_id, slug, label, category::"TagCategory", provenance::"TagProvenance", confidence, evidence FROM s_tags
      ON CONFLICT (oracle_id, slug) DO UPDATE SET label = EXCLUDED.label, category = EXCLUDED.category,
        provenance = EXCLUDED.provenance, confidence = EXCLUDED.confidence, evidence = EXCLUDED.evidence
      WHERE (card_tags.label, card_tags.category, card_tags.provenance, card_tags.confidence, card_tags.evidence)
        IS DISTINCT FROM (EXCLUDED.label, EXCLUDED.category, EXCLUDED.provenance, EXCLUDED.confidence, EXCLUDED.evidence)
      RETURNING (xmax = 0) AS inserted)
    SELECT count(*) FILTER (WHERE inserted) AS added, count(*) FILTER (WHERE NOT inserted) AS updated FROM up`)
  const removed = await client.query(`
    DELETE FROM card_tags t USING m_cards m
    WHERE t.oracle_id = m.oracle_id AND NOT EXISTS (SELECT 1 FROM s_tags s WHERE s.oracle_id = t.oracle_id AND s.slug = t.slug)`)
  const total = n((await client.query<{ n: string }>('SELECT count(*) AS n FROM s_tags')).rows[0]?.n)
  const added = n(rows[0]?.added)
  const updated = n(rows[0]?.updated)
  return { counts: { added, updated, unchanged: total - added - updated }, removed: removed.rowCount ?? 0 }
}
