// Editions of the Comprehensive Rules over time: the stored editions, the diff between two of
// them, and one rule's history across all of them. The diff of two consecutive editions is read
// from rules_diffs (the import stored it); any other pair, or a pair stored by another matching
// method, is computed from the two editions' rules (src/editions) on a worker thread
// (rule-diff-thread.ts), and kept until the store changes.
import {
  DIFF_METHOD,
  type ChangeKind,
  type ChangeScope,
  type EditionChange,
  type EditionDiff,
  type EditionRule,
  type EditionTerm,
} from '../editions/index.js'
import { notFound } from '../errors.js'
import type { Db } from './cards.js'
import { run, runOn, sql, type Queryable, type SqlRow } from './typed-sql.js'
import { diffOffThread } from './rule-diff-thread.js'
import { StoreReads } from './store-reads.js'
import type { RulesEdition } from './types.js'

const EDITIONS = sql(
  'ruleEditions.list',
  `SELECT d.id, d.effective_date::text AS "effectiveDate!", d.source,
          to_char(d.imported_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "importedAt!",
          (SELECT count(*)::int FROM rules r WHERE r.document_id = d.id) AS "ruleCount!",
          (SELECT count(*)::int FROM glossary_terms g WHERE g.document_id = d.id) AS "glossaryTermCount!"
     FROM rules_documents d ORDER BY d.effective_date DESC`,
)
const EDITION_DATE = sql('ruleEditions.date', 'SELECT effective_date::text AS "effectiveDate!" FROM rules_documents WHERE id = $1')
const EDITION_RULES = sql(
  'ruleEditions.rules',
  `SELECT number, kind, parent_number AS "parentNumber", position, text, coalesce(examples, '{}') AS "examples!"
     FROM rules WHERE document_id = $1 ORDER BY position`,
)
const EDITION_TERMS = sql('ruleEditions.terms', 'SELECT term, position, text FROM glossary_terms WHERE document_id = $1 ORDER BY position')
const STORED_DIFF = sql(
  'ruleEditions.storedDiff',
  `SELECT x.id, x.summary, f.effective_date::text AS "from!", t.effective_date::text AS "to!"
     FROM rules_diffs x JOIN rules_documents f ON f.id = x.from_document_id JOIN rules_documents t ON t.id = x.to_document_id
    WHERE x.from_document_id = $1 AND x.to_document_id = $2 AND x.method = $3`,
)
const STORED_CHANGES = sql(
  'ruleEditions.storedChanges',
  `SELECT scope, kind, from_key AS from, to_key AS to, entry_kind AS "entryKind",
          from_text AS "fromText", to_text AS "toText", section, chapter, words, renumbered, similarity,
          split_from AS "splitFrom", merged_into AS "mergedInto"
     FROM rules_changes WHERE diff_id = $1 ORDER BY ordinal`,
)
const EDITIONS_OLDEST_FIRST = sql(
  'ruleEditions.oldestFirst',
  'SELECT id, effective_date::text AS "effectiveDate!" FROM rules_documents ORDER BY effective_date',
)
const RULE_EXISTS = sql('ruleEditions.ruleExists', 'SELECT 1 AS found FROM rules WHERE document_id = $1 AND number = $2')
const RULES_IN_EDITIONS = sql(
  'ruleEditions.rulesInEditions',
  `SELECT r.document_id AS "documentId", r.number, r.kind, r.text, coalesce(r.examples, '{}') AS "examples!"
     FROM unnest($1::int[], $2::text[]) AS k(document_id, number) JOIN rules r USING (document_id, number)`,
)

/**
 * A stored change as the diff gives it. The columns PostgreSQL types as text or JSON hold what the
 * importer wrote from an EditionChange (src/import/cr/edition-diffs.ts): read back as that.
 */
const storedChange = (r: SqlRow<'ruleEditions.storedChanges'>): EditionChange => ({
  ...r,
  entryKind: r.entryKind as EditionChange['entryKind'],
  words: r.words as EditionChange['words'],
  renumbered: r.renumbered as EditionChange['renumbered'],
})

export interface EditionInfo extends RulesEdition {
  source: string
  importedAt: string
  ruleCount: number
  glossaryTermCount: number
}

/** Every stored edition, newest first, with its size. */
export async function listEditions(db: Db): Promise<EditionInfo[]> {
  return run(db, EDITIONS, [])
}

/** One edition's rules and glossary, as the diff reads them. */
export async function loadEdition(
  q: Queryable,
  documentId: number,
): Promise<{ effectiveDate: string; rules: EditionRule[]; glossary: EditionTerm[] }> {
  const doc = await runOn(q, EDITION_DATE, [documentId])
  const rules: EditionRule[] = await runOn(q, EDITION_RULES, [documentId])
  const glossary: EditionTerm[] = await runOn(q, EDITION_TERMS, [documentId])
  return { effectiveDate: doc[0]!.effectiveDate, rules, glossary }
}

export interface RulesDiffResult {
  diff: EditionDiff
  /** Read from the store (consecutive editions) rather than computed for this request. */
  stored: boolean
  from: RulesEdition
  to: RulesEdition
}

// ------------------------------------------------------------------ the diff cache

/**
 * Diffs kept per database (src/store/kept.ts), under the store's version they were computed in,
 * weighed by their changes (one each, and one for the diff): every ordered pair of a dozen editions
 * of ~1,000 changes fits, where 16 diffs thrashed with 6 editions.
 */
export const KEPT_DIFF_CHANGES = 150_000
type KeptDiff = Promise<{ diff: EditionDiff; stored: boolean }>
const diffWeights = new WeakMap<KeptDiff, number>()

async function storedDiff(db: Db, fromId: number, toId: number): Promise<EditionDiff | null> {
  const row = (await run(db, STORED_DIFF, [fromId, toId, DIFF_METHOD]))[0]
  if (!row) return null
  const changes = (await run(db, STORED_CHANGES, [row.id])).map(storedChange)
  // the summary is the DiffSummary the importer wrote with the changes
  return { from: row.from, to: row.to, method: DIFF_METHOD, changes, summary: row.summary as EditionDiff['summary'] }
}

/**
 * The diff between two stored editions (by id): stored, or computed and kept until the store
 * changes, under the version `reads` read (none kept when it keeps nothing).
 */
export async function diffBetween(
  db: Db,
  fromId: number,
  toId: number,
  reads = new StoreReads(db),
): Promise<{ diff: EditionDiff; stored: boolean }> {
  const computing = async () => {
    const stored = await storedDiff(db, fromId, toId)
    if (stored) return { diff: stored, stored: true }
    const [a, b] = await Promise.all([loadEdition(db.pool, fromId), loadEdition(db.pool, toId)])
    return { diff: await diffOffThread(a, b), stored: false }
  }
  const kept = reads.kept<KeptDiff>('CR diffs', KEPT_DIFF_CHANGES, (p) => diffWeights.get(p) ?? 1)
  if (!kept) return computing()
  const version = await reads.version()
  const key = `${fromId}|${toId}`
  const hit = kept.at(key, version)
  if (hit) return hit
  const computed = computing()
  kept.set(key, version, computed)
  computed.then(
    // once known, the diff weighs its changes
    ({ diff }) => {
      if (kept.get(key)?.value !== computed) return
      diffWeights.set(computed, 1 + diff.changes.length)
      kept.set(key, version, computed)
    },
    // a failure is not kept: the next request computes again
    () => kept.get(key)?.value === computed && kept.delete(key),
  )
  return computed
}

export interface DiffFilter {
  kinds?: readonly ChangeKind[] | undefined
  scope?: ChangeScope | undefined
  section?: string | undefined
  chapter?: string | undefined
}

/** The changes a filter keeps. */
export function filterChanges(changes: readonly EditionChange[], f: DiffFilter): EditionChange[] {
  const kinds = f.kinds?.length ? new Set(f.kinds) : null
  return changes.filter(
    (c) =>
      (!kinds || kinds.has(c.kind)) &&
      (!f.scope || c.scope === f.scope) &&
      (!f.section || c.section === f.section) &&
      (!f.chapter || c.chapter === f.chapter),
  )
}

// ------------------------------------------------------------------ editions by date

async function editionsOldestFirst(db: Db): Promise<RulesEdition[]> {
  return run(db, EDITIONS_OLDEST_FIRST, [])
}

/** The edition in force on `date` among `editions` (oldest first), or undefined. */
const inForce = (editions: readonly RulesEdition[], date: string) => editions.findLast((e) => e.effectiveDate <= date)

const NO_RULES = 'No Comprehensive Rules are loaded yet: import the CR text file first.'
const noEditionOn = (date: string, name: string) =>
  notFound(`No edition of the Comprehensive Rules stored here was in force on ${date} (${name}): the oldest stored edition is later.`)

/**
 * The diff between the editions in force on `from` and on `to` (YYYY-MM-DD). `to` defaults to the
 * current edition, `from` to the edition before `to`. Either may be older: from a newer to an
 * older edition, the diff runs backwards.
 */
export async function rulesDiff(
  db: Db,
  opts: { from?: string | null; to?: string | null } = {},
  reads = new StoreReads(db),
): Promise<RulesDiffResult> {
  const editions = await editionsOldestFirst(db)
  if (!editions.length) throw notFound(NO_RULES)
  const to = opts.to ? inForce(editions, opts.to) : editions[editions.length - 1]
  if (!to) throw noEditionOn(opts.to!, 'to')
  let from: RulesEdition | undefined
  if (opts.from) {
    from = inForce(editions, opts.from)
    if (!from) throw noEditionOn(opts.from, 'from')
  } else {
    from = editions[editions.indexOf(to) - 1]
    if (!from)
      throw notFound(
        `The edition effective ${to.effectiveDate} is the oldest stored here: there is no earlier edition to compare it with. Import another edition, or give "from".`,
      )
  }
  const { diff, stored } = await diffBetween(db, from.id, to.id, reads)
  return { diff, stored, from, to }
}

// ------------------------------------------------------------------ one rule's history

export type HistoryChangeKind = EditionChange['kind'] | 'unchanged'

export interface RuleHistoryEntry {
  effectiveDate: string
  number: string
  kind: EditionRule['kind']
  text: string
  examples: string[]
  /** What changed from the previous stored edition; null in the oldest stored edition. */
  change: {
    kind: HistoryChangeKind
    /** The number in the previous edition (null when added). */
    from: string | null
    words: EditionChange['words']
    renumbered: EditionChange['renumbered']
    splitFrom: string | null
  } | null
}

export interface RuleHistory {
  /** The number asked about, in the edition asked about. */
  number: string
  effectiveDate: string
  /** The same rule in the current edition; null when it has been removed since. */
  current: { number: string; effectiveDate: string } | null
  /** When it has been removed: the first edition without it, and the rule it was merged into there, if any. */
  removedIn: { effectiveDate: string; mergedInto: string | null } | null
  /** Every stored edition the rule appears in, oldest first. */
  editions: RuleHistoryEntry[]
}

/**
 * The history of the rule numbered `number` in the edition in force on `effective` (the current
 * one by default), followed through every stored edition by the diffs of consecutive editions.
 * null when that edition has no such rule.
 */
export async function ruleHistory(db: Db, number: string, opts: { effective?: string | null } = {}): Promise<RuleHistory | null> {
  const editions = await editionsOldestFirst(db)
  if (!editions.length) throw notFound(NO_RULES)
  const start = opts.effective ? inForce(editions, opts.effective) : editions[editions.length - 1]
  if (!start) throw noEditionOn(opts.effective!, 'effective')
  const s = editions.indexOf(start)
  if (!(await run(db, RULE_EXISTS, [start.id, number])).length) return null

  const ruleChanges = async (k: number) =>
    (await diffBetween(db, editions[k]!.id, editions[k + 1]!.id)).diff.changes.filter((c) => c.scope === 'rule')
  // number per edition index, and the change that led into it
  const numbers = new Map<number, string>([[s, number]])
  const into = new Map<number, EditionChange | 'unchanged'>()
  let removedIn: RuleHistory['removedIn'] = null
  for (let k = s; k + 1 < editions.length; k++) {
    const n = numbers.get(k)!
    const c = (await ruleChanges(k)).find((x) => x.from === n)
    if (c?.kind === 'removed') {
      removedIn = { effectiveDate: editions[k + 1]!.effectiveDate, mergedInto: c.mergedInto }
      break
    }
    numbers.set(k + 1, c ? c.to! : n)
    into.set(k + 1, c ?? 'unchanged')
  }
  for (let k = s - 1; k >= 0; k--) {
    const n = numbers.get(k + 1)!
    const c = (await ruleChanges(k)).find((x) => x.to === n)
    into.set(k + 1, c ?? 'unchanged')
    if (c?.kind === 'added') break
    numbers.set(k, c ? c.from! : n)
  }
  const found = [...numbers].sort(([x], [y]) => x - y)
  const rows = await run(db, RULES_IN_EDITIONS, [found.map(([k]) => editions[k]!.id), found.map(([, n]) => n)])
  const byDoc = new Map(rows.map((r) => [r.documentId, r]))
  const entries: RuleHistoryEntry[] = found.flatMap(([k, n]) => {
    const r = byDoc.get(editions[k]!.id)
    if (!r) return []
    const c = into.get(k)
    const entry: RuleHistoryEntry = {
      effectiveDate: editions[k]!.effectiveDate,
      number: n,
      kind: r.kind,
      text: r.text,
      examples: r.examples,
      change:
        c === undefined
          ? null
          : c === 'unchanged'
            ? { kind: 'unchanged', from: n, words: null, renumbered: null, splitFrom: null }
            : { kind: c.kind, from: c.from, words: c.words, renumbered: c.renumbered, splitFrom: c.splitFrom },
    }
    return [entry]
  })
  const last = editions[editions.length - 1]!
  const now = numbers.get(editions.length - 1)
  return {
    number,
    effectiveDate: start.effectiveDate,
    current: now === undefined ? null : { number: now, effectiveDate: last.effectiveDate },
    removedIn,
    editions: entries,
  }
}
