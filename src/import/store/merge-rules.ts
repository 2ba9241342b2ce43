// Merging staged Comprehensive Rules editions (one rules_documents row per effective date, its
// rules and glossary terms keyed by number / term) and rebuilding the keyword table from the
// current edition (the newest effective date).
import type pg from 'pg'
import { resultOn, runOn, sessionTables, sql } from '../../store/typed-sql.js'
import { deriveKeywords, type KeywordKind, type KnownKeywordName } from '../cr/keywords.js'
import { n, type KindCounts } from './counts.js'

export interface RulesCounts {
  rules: KindCounts
  sections: KindCounts
  glossary: KindCounts
  removed: number
}

const STAGED_DOCUMENTS = sql(
  'merge-rules.documents',
  'SELECT src, effective_date, sha256, introduction, label FROM s_rules_docs ORDER BY src',
)
const DOCUMENT_BY_DATE = sql('merge-rules.documentByDate', 'SELECT id FROM rules_documents WHERE effective_date = $1')
const INSERT_DOCUMENT = sql(
  'merge-rules.insertDocument',
  'INSERT INTO rules_documents (effective_date, source, sha256, introduction) VALUES ($1, $2, $3, $4) RETURNING id',
)
const UPSERT_RULES = sql(
  'merge-rules.upsertRules',
  `
  WITH up AS (
    INSERT INTO rules (document_id, number, kind, parent_number, position, text, examples, "references")
    SELECT $1, number, kind::"RuleKind", parent_number, position, text, examples, "references" FROM s_rules WHERE src = $2
    ON CONFLICT (document_id, number) DO UPDATE SET kind = EXCLUDED.kind, parent_number = EXCLUDED.parent_number,
      position = EXCLUDED.position, text = EXCLUDED.text, examples = EXCLUDED.examples, "references" = EXCLUDED."references"
    WHERE (rules.kind, rules.parent_number, rules.position, rules.text, rules.examples, rules."references")
      IS DISTINCT FROM (EXCLUDED.kind, EXCLUDED.parent_number, EXCLUDED.position, EXCLUDED.text, EXCLUDED.examples, EXCLUDED."references")
    RETURNING kind, (xmax = 0) AS inserted)
  SELECT kind::text, inserted, count(*) AS n FROM up GROUP BY 1, 2`,
)
const STAGED_RULE_KINDS = sql('merge-rules.stagedRuleKinds', 'SELECT kind, count(*) AS n FROM s_rules WHERE src = $1 GROUP BY kind')
const UPSERT_GLOSSARY = sql(
  'merge-rules.upsertGlossary',
  `
  WITH up AS (
    INSERT INTO glossary_terms (document_id, term, position, text, "references")
    SELECT $1, term, position, text, "references" FROM s_glossary WHERE src = $2
    ON CONFLICT (document_id, term) DO UPDATE SET position = EXCLUDED.position, text = EXCLUDED.text, "references" = EXCLUDED."references"
    WHERE (glossary_terms.position, glossary_terms.text, glossary_terms."references")
      IS DISTINCT FROM (EXCLUDED.position, EXCLUDED.text, EXCLUDED."references")
    RETURNING (xmax = 0) AS inserted)
  SELECT count(*) FILTER (WHERE inserted) AS added, count(*) FILTER (WHERE NOT inserted) AS updated FROM up`,
)
const STAGED_GLOSSARY_COUNT = sql('merge-rules.stagedGlossaryCount', 'SELECT count(*) AS n FROM s_glossary WHERE src = $1')

export async function mergeRules(client: pg.ClientBase): Promise<RulesCounts> {
  const out: RulesCounts = {
    rules: { added: 0, updated: 0, unchanged: 0 },
    sections: { added: 0, updated: 0, unchanged: 0 },
    glossary: { added: 0, updated: 0, unchanged: 0 },
    removed: 0,
  }
  const docs = await runOn(client, STAGED_DOCUMENTS, [])
  for (const doc of docs) {
    const existing = await runOn(client, DOCUMENT_BY_DATE, [doc.effective_date])
    let id = existing[0]?.id
    if (id === undefined) {
      const ins = await runOn(client, INSERT_DOCUMENT, [doc.effective_date, doc.label, doc.sha256, doc.introduction])
      id = ins[0]!.id
    } else {
      await client.query(
        `UPDATE rules_documents SET source = $2, sha256 = $3, introduction = $4
         WHERE id = $1 AND (sha256, introduction) IS DISTINCT FROM ($3, $4)`,
        [id, doc.label, doc.sha256, doc.introduction],
      )
    }
    const rows = await runOn(client, UPSERT_RULES, [id, doc.src])
    const totals = await runOn(client, STAGED_RULE_KINDS, [doc.src])
    for (const t of totals) {
      const target = t.kind === 'rule' || t.kind === 'subrule' ? out.rules : out.sections
      const added = n(rows.find((r) => r.kind === t.kind && r.inserted)?.n)
      const updated = n(rows.find((r) => r.kind === t.kind && !r.inserted)?.n)
      target.added += added
      target.updated += updated
      target.unchanged += n(t.n) - added - updated
    }
    const gl = await runOn(client, UPSERT_GLOSSARY, [id, doc.src])
    const glTotal = n((await runOn(client, STAGED_GLOSSARY_COUNT, [doc.src]))[0]?.n)
    out.glossary.added += n(gl[0]?.added)
    out.glossary.updated += n(gl[0]?.updated)
    out.glossary.unchanged += glTotal - n(gl[0]?.added) - n(gl[0]?.updated)
    // an edition imported again from a different file: what the file no longer has goes
    const r1 = await client.query(
      'DELETE FROM rules r WHERE r.document_id = $1 AND NOT EXISTS (SELECT 1 FROM s_rules s WHERE s.src = $2 AND s.number = r.number)',
      [id, doc.src],
    )
    const r2 = await client.query(
      'DELETE FROM glossary_terms g WHERE g.document_id = $1 AND NOT EXISTS (SELECT 1 FROM s_glossary s WHERE s.src = $2 AND s.term = g.term)',
      [id, doc.src],
    )
    out.removed += (r1.rowCount ?? 0) + (r2.rowCount ?? 0)
  }
  return out
}

const CURRENT_DOCUMENT = sql('merge-rules.currentDocument', 'SELECT id FROM rules_documents ORDER BY effective_date DESC LIMIT 1')
const KEYWORD_RULES = sql(
  'merge-rules.keywordRules',
  `SELECT number, kind, text FROM rules
    WHERE document_id = $1 AND (number LIKE '701.%' OR number LIKE '702.%' OR number = '207.2c') ORDER BY position`,
)
// a staged keyword name, and a card's keyword, is never NULL (records.ts)
const STAGED_KEYWORD_NAMES = sql(
  'merge-rules.stagedKeywordNames',
  'SELECT DISTINCT ON (name) name AS "name!", kind FROM s_keyword_names ORDER BY name, ord',
)
const CARD_KEYWORDS = sql('merge-rules.cardKeywords', 'SELECT DISTINCT unnest(keywords) AS "name!" FROM cards ORDER BY 1')
const KEYWORD_NAMES = sql('merge-rules.keywordNames', 'SELECT name, kind FROM keywords ORDER BY id')
const M_KEYWORDS_DDL = sessionTables(
  'CREATE TEMP TABLE m_keywords (name text, slug text, kind text, rule_number text, definition text, parent_slug text, document_id int) ON COMMIT DROP',
)
const INSERT_KEYWORDS = sql(
  'merge-rules.insertKeywords',
  `
  INSERT INTO keywords (name, slug, kind, rule_number, definition, document_id, parent_id)
  SELECT m.name, m.slug, m.kind::"KeywordKind", m.rule_number, m.definition, m.document_id, p.id FROM m_keywords m
    LEFT JOIN keywords p ON p.slug = m.parent_slug
  WHERE NOT EXISTS (SELECT 1 FROM keywords k WHERE k.slug = m.slug)
    AND NOT EXISTS (SELECT 1 FROM keywords k WHERE k.name = m.name)
    AND (NOT $1::boolean OR m.parent_slug IS NULL OR p.id IS NOT NULL)
  RETURNING slug`,
)

/**
 * Keywords from the current CR edition (see cr/keywords.ts), spelled as cards and MTGJSON's
 * Keywords.json spell them, plus the Keywords.json names the CR does not define. Keywords are
 * never deleted: a name once known stays (with the definition of the newest edition that has it).
 */
export async function mergeKeywords(client: pg.ClientBase): Promise<KindCounts> {
  const doc = (await runOn(client, CURRENT_DOCUMENT, []))[0]
  const rules = doc ? await runOn(client, KEYWORD_RULES, [doc.id]) : []
  // staged from Keywords.json's lists, each a KeywordKind (records.ts)
  const staged = (await runOn(client, STAGED_KEYWORD_NAMES, [])).map((r) => ({ name: r.name, kind: r.kind as KeywordKind }))
  const fromCards = await runOn(client, CARD_KEYWORDS, [])
  const existing = await runOn(client, KEYWORD_NAMES, [])
  if (!rules.length && !staged.length) return { added: 0, updated: 0, unchanged: 0 }
  const known: KnownKeywordName[] = [...fromCards.map((r) => ({ name: r.name, kind: null })), ...staged, ...existing]
  const derived = deriveKeywords(rules, known)
  await client.query(M_KEYWORDS_DDL)
  await client.query('INSERT INTO m_keywords SELECT * FROM json_populate_recordset(NULL::m_keywords, $1::json)', [
    JSON.stringify(
      derived.map((k) => ({
        name: k.name,
        slug: k.slug,
        kind: k.kind,
        rule_number: k.ruleNumber,
        definition: k.definition,
        parent_slug: k.parentSlug,
        document_id: k.ruleNumber && doc ? doc.id : null,
      })),
    ),
  ])
  // a name moving to another slug is impossible (the slug is made from the name), but a row may
  // still hold the name under an older spelling's slug: keep names unique by freeing them first.
  // New keywords go in parents first, each row with its parent's id, so none is written twice: a
  // variant waits for the round that inserts its parent; once nothing waits on a parent any more,
  // what is left (a parent that cannot be inserted) goes in without one, as the update below would
  // leave it.
  const added: { slug: string }[] = []
  for (let waitForParent = true; ; ) {
    const inserted = await resultOn(client, INSERT_KEYWORDS, [waitForParent])
    added.push(...inserted.rows)
    if (inserted.rowCount) continue
    if (!waitForParent) break
    waitForParent = false
  }
  // stored keywords: fields and parent in one statement (a parent that is nowhere keeps the old link)
  const updated = await runOn(client, UPDATE_KEYWORDS, [])
  const addedSlugs = new Set(added.map((r) => r.slug))
  const updatedSlugs = new Set(updated.map((r) => r.slug).filter((s) => !addedSlugs.has(s)))
  return { added: addedSlugs.size, updated: updatedSlugs.size, unchanged: derived.length - addedSlugs.size - updatedSlugs.size }
}

const UPDATE_KEYWORDS = sql(
  'merge-rules.updateKeywords',
  `
    WITH target AS (
      SELECT m.*, CASE WHEN m.parent_slug IS NULL OR p.id IS NOT NULL THEN p.id ELSE k.parent_id END AS parent_id
        FROM m_keywords m JOIN keywords k ON k.slug = m.slug LEFT JOIN keywords p ON p.slug = m.parent_slug)
    UPDATE keywords k SET name = t.name, kind = t.kind::"KeywordKind", rule_number = t.rule_number, definition = t.definition,
      document_id = COALESCE(t.document_id, k.document_id), parent_id = t.parent_id
    FROM target t
    WHERE k.slug = t.slug AND (k.name, k.kind::text, k.rule_number, k.definition, k.document_id, k.parent_id)
      IS DISTINCT FROM (t.name, t.kind, t.rule_number, t.definition, COALESCE(t.document_id, k.document_id), t.parent_id)
    RETURNING k.slug`,
)
