// The Comprehensive Rules: a rule by number with its neighbourhood (parent, subrules, previous and
// next in document order, the rules it cites), always in the current edition unless an effective
// date asks for the edition in force on that day.
import type { Db } from './cards.js'
import { run, sql } from './typed-sql.js'
import type { Rule, RuleDetail, RulesEdition } from './types.js'

// Read from rules rows directly or through a union of them: each column NOT NULL in the table is
// marked so (a union's columns have no table to be described from); a rule without examples or
// references has empty lists.
const RULE_COLUMNS = `r.document_id AS "documentId!", r.number AS "number!", r.kind AS "kind!", r.parent_number AS "parentNumber",
  r.position AS "position!", r.text AS "text!", coalesce(r.examples, '{}') AS "examples!", coalesce(r.references, '{}') AS "references!",
  d.effective_date::text AS "effectiveDate!"`

const EDITION = sql(
  'rules.edition',
  `SELECT id, effective_date::text AS "effectiveDate!" FROM rules_documents
    WHERE $1::date IS NULL OR effective_date <= $1::date ORDER BY effective_date DESC LIMIT 1`,
)

const EDITIONS = sql(
  'rules.editions',
  `SELECT id, effective_date::text AS "effectiveDate!" FROM rules_documents ORDER BY effective_date DESC`,
)

/** "702.33D." → "702.33d"; null when it is not a rule number (7, 702, 702.33, 702.33d). */
export function normalizeRuleNumber(input: string): string | null {
  const s = input.trim().replace(/\.$/, '').toLowerCase()
  return /^\d{1,3}(\.\d{1,3}[a-z]?)?$/.test(s) ? s : null
}

/** The edition in force on `effective` (YYYY-MM-DD), or the newest one; null when none is stored. */
export async function rulesEdition(db: Db, effective?: string | null): Promise<RulesEdition | null> {
  const rows: RulesEdition[] = await run(db, EDITION, [effective ?? null])
  return rows[0] ?? null
}

/** Every stored edition, newest first. */
export async function rulesEditions(db: Db): Promise<RulesEdition[]> {
  return run(db, EDITIONS, [])
}

const EDITION_CTE = `edition AS (SELECT id, effective_date FROM rules_documents
   WHERE $1::date IS NULL OR effective_date <= $1::date ORDER BY effective_date DESC LIMIT 1)`

/**
 * A rule with its parent, direct subrules, previous and next rule, and the rules its text cites,
 * resolved in the same edition: one statement. `number` must be normalised (normalizeRuleNumber).
 */
export async function ruleDetail(db: Db, number: string, opts: { effective?: string | null } = {}): Promise<RuleDetail | null> {
  const rows = await run(db, RULE_DETAIL, [opts.effective ?? null, number])
  const self = rows.find((r) => r.rel === 'self')
  if (!self) return null
  const strip = ({ rel: _, ...rule }: (typeof rows)[number]): Rule => rule
  const pick = (rel: string) => rows.filter((r) => r.rel === rel).map(strip)
  const cited = new Map(pick('reference').map((r) => [r.number, r]))
  return {
    ...strip(self),
    parent: pick('parent')[0] ?? null,
    children: pick('child'),
    previous: pick('previous')[0] ?? null,
    next: pick('next')[0] ?? null,
    referencedRules: self.references.map((n) => ({ number: n, rule: cited.get(n) ?? null })),
  }
}

const RULE_DETAIL = sql(
  'rules.detail',
  `WITH ${EDITION_CTE},
     self AS (SELECT r.* FROM rules r JOIN edition e ON r.document_id = e.id WHERE r.number = $2)
     SELECT rel AS "rel!", ${RULE_COLUMNS} FROM (
       SELECT 'self' AS rel, r.* FROM self r
       UNION ALL SELECT 'parent', r.* FROM rules r JOIN self ON r.document_id = self.document_id AND r.number = self.parent_number
       UNION ALL SELECT 'child', r.* FROM rules r JOIN self ON r.document_id = self.document_id AND r.parent_number = self.number
       UNION ALL (SELECT 'previous', r.* FROM rules r JOIN self ON r.document_id = self.document_id AND r.position < self.position
                   ORDER BY r.position DESC LIMIT 1)
       UNION ALL (SELECT 'next', r.* FROM rules r JOIN self ON r.document_id = self.document_id AND r.position > self.position
                   ORDER BY r.position LIMIT 1)
       UNION ALL SELECT 'reference', r.* FROM rules r JOIN self ON r.document_id = self.document_id AND r.number = ANY(self.references)
     ) r JOIN rules_documents d ON d.id = r.document_id
     ORDER BY rel, r.position`,
)

const ruleKey = (documentId: number, number: string) => `${documentId}:${number}`

const RULES_BY_KEYS = sql(
  'rules.byKeys',
  `SELECT ${RULE_COLUMNS} FROM unnest($1::int[], $2::text[]) AS k(document_id, number)
     JOIN rules r ON r.document_id = k.document_id AND r.number = k.number
     JOIN rules_documents d ON d.id = r.document_id`,
)

const CHILD_RULES_BY_KEYS = sql(
  'rules.childrenByKeys',
  `SELECT ${RULE_COLUMNS} FROM unnest($1::int[], $2::text[]) AS k(document_id, number)
     JOIN rules r ON r.document_id = k.document_id AND r.parent_number = k.number
     JOIN rules_documents d ON d.id = r.document_id
    ORDER BY r.document_id, r.position`,
)

/** Rules by number within one edition, keyed by `${documentId}:${number}`. */
export async function rulesByKeys(db: Db, keys: readonly { documentId: number; number: string }[]): Promise<Map<string, Rule>> {
  if (!keys.length) return new Map()
  const rows: Rule[] = await run(db, RULES_BY_KEYS, [keys.map((k) => k.documentId), keys.map((k) => k.number)])
  return new Map(rows.map((r) => [ruleKey(r.documentId, r.number), r]))
}

/** Each rule's direct subrules in document order, keyed by `${documentId}:${parentNumber}`. */
export async function childRulesByKeys(db: Db, keys: readonly { documentId: number; number: string }[]): Promise<Map<string, Rule[]>> {
  const out = new Map<string, Rule[]>(keys.map((k) => [ruleKey(k.documentId, k.number), []]))
  if (!keys.length) return out
  const rows: Rule[] = await run(db, CHILD_RULES_BY_KEYS, [keys.map((k) => k.documentId), keys.map((k) => k.number)])
  for (const r of rows) out.get(ruleKey(r.documentId, r.parentNumber!))?.push(r)
  return out
}

/** The rule just before or after each position: the statement for each direction. */
const adjacent = <D extends 'previous' | 'next'>(direction: D, cmp: '<' | '>', order: 'DESC' | 'ASC') =>
  sql(
    `rules.adjacent.${direction}` as const,
    `SELECT k.document_id || ':' || k.position AS "key!", x.* FROM unnest($1::int[], $2::int[]) AS k(document_id, position)
       CROSS JOIN LATERAL (SELECT ${RULE_COLUMNS} FROM rules r JOIN rules_documents d ON d.id = r.document_id
                            WHERE r.document_id = k.document_id AND r.position ${cmp} k.position
                            ORDER BY r.position ${order} LIMIT 1) x`,
  )
const ADJACENT_RULES = { previous: adjacent('previous', '<', 'DESC'), next: adjacent('next', '>', 'ASC') }

/** The rule just before or after each given position in its edition, keyed by `${documentId}:${position}`. */
export async function adjacentRules(
  db: Db,
  keys: readonly { documentId: number; position: number }[],
  direction: 'previous' | 'next',
): Promise<Map<string, Rule>> {
  if (!keys.length) return new Map()
  const rows = await run(db, ADJACENT_RULES[direction], [keys.map((k) => k.documentId), keys.map((k) => k.position)])
  return new Map(rows.map(({ key, ...r }) => [key, r]))
}

export { ruleKey }
