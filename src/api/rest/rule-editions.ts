// GET /rules/editions, GET /rules/diff, GET /rules/:number/history: the stored editions of the
// Comprehensive Rules, what changed between two of them, and one rule through all of them.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { CHANGE_KINDS, CHANGE_SCOPES, type ChangeKind, type EditionChange, type KindCounts } from '../../editions/index.js'
import { notFound } from '../../errors.js'
import {
  filterChanges,
  listEditions,
  ruleHistory,
  rulesDiff,
  rulesEdition,
  StoreReads,
  type RuleHistory,
  type RulesDiffResult,
} from '../../queries/index.js'
import { nextPageUrl } from './lists.js'
import { EffectiveQuery, ruleNumberParam } from './rules.js'
import { errorResponses, StringEnum } from './schemas.js'

const Str = Type.String()
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])
const DateParam = (description: string) => Type.String({ format: 'date', description })

const Counts = Type.Object(
  Object.fromEntries(CHANGE_KINDS.map((k) => [k, Type.Integer()])) as Record<ChangeKind, ReturnType<typeof Type.Integer>>,
)
const WordPart = Type.Object({ op: StringEnum(['equal', 'delete', 'insert'] as const), text: Str })
const Renumbering = Type.Object({ from: Str, to: Str }, { description: 'A cited rule number and the number cited instead.' })

const ChangeObject = Type.Object({
  object: Type.Literal('rules_change'),
  scope: StringEnum(CHANGE_SCOPES, { description: 'A numbered rule (sections and chapters too) or a glossary term.' }),
  kind: StringEnum(CHANGE_KINDS, {
    description:
      'added; removed; moved (same text, new number or term); changed (new text: see words); renumbered (the text differs only in cited rule numbers, each the cited rule’s new number: see renumbered).',
  }),
  entry_kind: StringEnum(['section', 'chapter', 'rule', 'subrule', 'term'] as const),
  from: Nullable(Type.String({ description: 'Number (or term) in the older edition; null when added.' })),
  to: Nullable(Type.String({ description: 'Number (or term) in the newer edition; null when removed.' })),
  from_text: Nullable(Type.String({ description: 'The full text in the older edition: the rule’s text, then its “Example:” paragraphs.' })),
  to_text: Nullable(Str),
  section: Nullable(Type.String({ description: '"7" for a rule of 7. Additional Rules; null for the glossary.' })),
  chapter: Nullable(Type.String({ description: '"722"; null for sections and the glossary.' })),
  words: Nullable(
    Type.Array(WordPart, { description: 'changed: the word-level diff; equal + delete spell from_text, equal + insert spell to_text.' }),
  ),
  renumbered: Nullable(Type.Array(Renumbering)),
  similarity: Nullable(Type.Number({ description: 'How alike the two texts are (0–1, cited numbers masked).' })),
  split_from: Nullable(
    Type.String({ description: 'added: the older rule this one was split from (it goes on, changed, as another rule).' }),
  ),
  merged_into: Nullable(Type.String({ description: 'removed: the newer rule this one was merged into.' })),
  from_uri: Nullable(Str),
  to_uri: Nullable(Str),
  history_uri: Nullable(Type.String({ description: 'The rule’s history (rules only).' })),
})

const DiffObject = Type.Object({
  object: Type.Literal('rules_diff'),
  from: Type.String({ description: 'Effective date of the older edition compared (the one in force on the `from` asked).' }),
  to: Str,
  method: Type.String({ description: 'The matching method (see docs/rules.md).' }),
  stored: Type.Boolean({ description: 'Read as the import stored it (consecutive editions), or computed for this request.' }),
  summary: Type.Object({
    total: Type.Integer(),
    kinds: Counts,
    rules: Counts,
    glossary: Counts,
    sections: Type.Array(Type.Object({ section: Str, title: Str, changes: Type.Integer() }), {
      description: 'Sections with rule changes.',
    }),
    glossary_changes: Type.Integer(),
  }),
  total: Type.Integer({ description: 'Changes matching the filters.' }),
  has_more: Type.Boolean(),
  next_page: Nullable(Str),
  data: Type.Array(ChangeObject),
})

const EditionObject = Type.Object({
  object: Type.Literal('rules_edition'),
  effective_date: Str,
  current: Type.Boolean({ description: 'The newest stored edition: rule lookups use it unless `effective` says otherwise.' }),
  rule_count: Type.Integer({ description: 'Sections, chapters, rules and subrules.' }),
  glossary_term_count: Type.Integer(),
  imported_at: Str,
  previous: Nullable(Type.String({ description: 'Effective date of the edition before it.' })),
  diff_uri: Nullable(Type.String({ description: 'What changed since the previous edition.' })),
})

const HistoryChange = Type.Object({
  kind: StringEnum([...CHANGE_KINDS, 'unchanged'] as const),
  from: Nullable(Type.String({ description: 'The number in the previous edition.' })),
  words: Nullable(Type.Array(WordPart)),
  renumbered: Nullable(Type.Array(Renumbering)),
  split_from: Nullable(Str),
})

const HistoryObject = Type.Object({
  object: Type.Literal('rule_history'),
  number: Type.String({ description: 'The number asked about, in the edition asked about.' }),
  effective_date: Str,
  current: Nullable(
    Type.Object(
      { number: Str, effective_date: Str, uri: Str },
      { description: 'The same rule in the current edition; null when it has been removed since.' },
    ),
  ),
  removed_in: Nullable(Type.Object({ effective_date: Str, merged_into: Nullable(Str) })),
  editions: Type.Array(
    Type.Object({
      effective_date: Str,
      number: Str,
      kind: StringEnum(['section', 'chapter', 'rule', 'subrule'] as const),
      text: Str,
      examples: Type.Array(Str),
      uri: Str,
      change: Nullable(HistoryChange),
    }),
    {
      description: 'Every stored edition the rule appears in, oldest first, with what changed from the previous one (null in the oldest).',
    },
  ),
})

const MAX_DIFF_PAGE = 1000
const KIND_LIST = `^(${CHANGE_KINDS.join('|')})(,(${CHANGE_KINDS.join('|')}))*$`

const ruleUri = (number: string, effective: string) => `/rules/${number}?effective=${effective}`
const termUri = (term: string, effective: string) => `/glossary/${encodeURIComponent(term)}?effective=${effective}`
export const historyUri = (number: string, effective: string) => `/rules/${number}/history?effective=${effective}`

const counts = (c: KindCounts) => ({ ...c })

function changeObject(c: EditionChange, from: string, to: string) {
  const uri = c.scope === 'rule' ? ruleUri : termUri
  return {
    object: 'rules_change' as const,
    scope: c.scope,
    kind: c.kind,
    entry_kind: c.entryKind,
    from: c.from,
    to: c.to,
    from_text: c.fromText,
    to_text: c.toText,
    section: c.section,
    chapter: c.chapter,
    words: c.words,
    renumbered: c.renumbered,
    similarity: c.similarity,
    split_from: c.splitFrom,
    merged_into: c.mergedInto,
    from_uri: c.from === null ? null : uri(c.from, from),
    to_uri: c.to === null ? null : uri(c.to, to),
    history_uri: c.scope !== 'rule' ? null : c.to !== null ? historyUri(c.to, to) : historyUri(c.from!, from),
  }
}

export function historyObject(h: RuleHistory) {
  return {
    object: 'rule_history' as const,
    number: h.number,
    effective_date: h.effectiveDate,
    current: h.current && { number: h.current.number, effective_date: h.current.effectiveDate, uri: `/rules/${h.current.number}` },
    removed_in: h.removedIn && { effective_date: h.removedIn.effectiveDate, merged_into: h.removedIn.mergedInto },
    editions: h.editions.map((e) => ({
      effective_date: e.effectiveDate,
      number: e.number,
      kind: e.kind,
      text: e.text,
      examples: e.examples,
      uri: ruleUri(e.number, e.effectiveDate),
      change: e.change && {
        kind: e.change.kind,
        from: e.change.from,
        words: e.change.words,
        renumbered: e.change.renumbered,
        split_from: e.change.splitFrom,
      },
    })),
  }
}

function diffSummary(r: RulesDiffResult) {
  const s = r.diff.summary
  return {
    total: s.total,
    kinds: counts(s.kinds),
    rules: counts(s.rules),
    glossary: counts(s.glossary),
    sections: s.sections,
    glossary_changes: s.glossaryChanges,
  }
}

const ruleEditions: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rules/editions',
    {
      schema: {
        tags: ['rules'],
        summary: 'The stored editions of the Comprehensive Rules, newest first',
        response: {
          200: Type.Object({
            object: Type.Literal('list'),
            total: Type.Integer(),
            has_more: Type.Boolean(),
            next_page: Type.Null(),
            data: Type.Array(EditionObject),
          }),
          ...errorResponses,
        },
      },
    },
    async () => {
      const editions = await listEditions(app.db)
      return {
        object: 'list' as const,
        total: editions.length,
        has_more: false,
        next_page: null,
        data: editions.map((e, k) => {
          const previous = editions[k + 1]?.effectiveDate ?? null
          return {
            object: 'rules_edition' as const,
            effective_date: e.effectiveDate,
            current: k === 0,
            rule_count: e.ruleCount,
            glossary_term_count: e.glossaryTermCount,
            imported_at: e.importedAt,
            previous,
            diff_uri: previous ? `/rules/diff?from=${previous}&to=${e.effectiveDate}` : null,
          }
        }),
      }
    },
  )

  app.get(
    '/rules/diff',
    {
      schema: {
        tags: ['rules'],
        summary: 'What changed between two editions of the Comprehensive Rules',
        description:
          'Every rule and glossary change, in document order, each `added`, `removed`, `moved`, `changed` (with a word diff) or `renumbered` (only cited numbers differ). Rules are matched on their text and neighbourhood, not their number. `from` and `to` name the editions in force on those days; by default the two newest.',
        querystring: Type.Object(
          {
            from: Type.Optional(DateParam('The older edition: the one in force on this day (default: the edition before `to`).')),
            to: Type.Optional(DateParam('The newer edition: the one in force on this day (default: the current one).')),
            kinds: Type.Optional(Type.String({ pattern: KIND_LIST, description: `Comma-separated subset of ${CHANGE_KINDS.join(', ')}.` })),
            scope: Type.Optional(StringEnum(CHANGE_SCOPES, { description: 'Only rules, or only the glossary.' })),
            section: Type.Optional(Type.String({ pattern: '^[1-9]$', description: 'Only rules of this section (1–9).' })),
            chapter: Type.Optional(Type.String({ pattern: '^[1-9]\\d\\d$', description: 'Only rules of this chapter (100–999).' })),
            page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
            page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DIFF_PAGE, default: MAX_DIFF_PAGE })),
          },
          { additionalProperties: false },
        ),
        response: { 200: DiffObject, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query
      const result = await rulesDiff(app.db, { from: q.from ?? null, to: q.to ?? null }, new StoreReads(app.db, app.keep))
      const kept = filterChanges(result.diff.changes, {
        kinds: q.kinds ? (q.kinds.split(',') as ChangeKind[]) : undefined,
        scope: q.scope,
        section: q.section,
        chapter: q.chapter,
      })
      const page = q.page ?? 1
      const size = q.page_size ?? MAX_DIFF_PAGE
      const items = kept.slice((page - 1) * size, page * size)
      const hasMore = page * size < kept.length
      return {
        object: 'rules_diff' as const,
        from: result.from.effectiveDate,
        to: result.to.effectiveDate,
        method: result.diff.method,
        stored: result.stored,
        summary: diffSummary(result),
        total: kept.length,
        has_more: hasMore,
        next_page: hasMore ? nextPageUrl(request, page) : null,
        data: items.map((c) => changeObject(c, result.from.effectiveDate, result.to.effectiveDate)),
      }
    },
  )

  app.get(
    '/rules/:number/history',
    {
      schema: {
        tags: ['rules'],
        summary: 'One rule through every stored edition: its number, its text, what changed',
        description:
          'The rule with this number in the edition asked (the current one by default), followed through every stored edition by the diffs between consecutive editions. An old number in an old edition tells where that rule is now (`current`).',
        params: Type.Object({ number: Type.String({ maxLength: 20, description: 'A rule number: 7, 702, 702.33 or 702.33d.' }) }),
        querystring: Type.Object({ ...EffectiveQuery }, { additionalProperties: false }),
        response: { 200: HistoryObject, ...errorResponses },
      },
    },
    async (request) => {
      const number = ruleNumberParam(request.params.number)
      const effective = request.query.effective ?? null
      const history = await ruleHistory(app.db, number, { effective })
      if (!history)
        throw notFound(
          `The Comprehensive Rules effective ${(await rulesEdition(app.db, effective))!.effectiveDate} have no rule ${number}.`,
        )
      return historyObject(history)
    },
  )
}

export default ruleEditions
