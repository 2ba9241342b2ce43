// Editions of the Comprehensive Rules: the stored editions, rulesDiff between two of them, and a
// rule's history (Rule.history) and its counterpart in the current edition (Rule.current).
import { CHANGE_KINDS, type ChangeKind, type ChangeScope, type EditionChange } from '../../../editions/index.js'
import {
  filterChanges,
  listEditions,
  normalizeRuleNumber,
  ruleHistory,
  rulesDiff,
  type Rule,
  type RuleHistory,
} from '../../../queries/index.js'
import { CONNECTION_ARGS, connectionFromArray, connectionTypeDefs, checkConnectionArgs, type ConnectionArgs } from '../connections.js'
import type { GraphQLContext } from '../context.js'
import { badUserInput } from '../errors.js'
import type { GraphQLModule } from '../module.js'
import { dateArg } from './rules.js'

interface DiffParent {
  from: string
  to: string
  method: string
  stored: boolean
  summary: unknown
  all: EditionChange[]
}

const counts = `${CHANGE_KINDS.map((k) => `${k}: Int!`).join(' ')}`

export const ruleEditions: GraphQLModule = {
  typeDefs: /* GraphQL */ `
    "One stored edition of the Comprehensive Rules."
    type RulesEdition {
      effectiveDate: String!
      "The newest stored edition: rule lookups use it unless effective says otherwise."
      current: Boolean!
      "Sections, chapters, rules and subrules."
      ruleCount: Int!
      glossaryTermCount: Int!
      importedAt: String!
      "The edition before it; null for the oldest."
      previous: String
    }
    """
    added; removed; moved (same text, new number or term); changed (new text, see words);
    renumbered (the text differs only in cited rule numbers, each the cited rule's new number).
    """
    enum RulesChangeKind { ${CHANGE_KINDS.join(' ')} }
    enum RulesChangeScope { rule glossary }
    enum WordOp { equal delete insert }
    "A run of a word-level diff: equal + delete spell the old text, equal + insert the new one."
    type WordPart { op: WordOp! text: String! }
    "A cited rule number and the number cited instead."
    type Renumbering { from: String! to: String! }
    "One rule or glossary change between two editions."
    type RulesChange {
      scope: RulesChangeScope!
      kind: RulesChangeKind!
      "section, chapter, rule, subrule or term."
      entryKind: String!
      "Number (or term) in the older edition; null when added."
      from: String
      "Number (or term) in the newer edition; null when removed."
      to: String
      "The full text in the older edition: the rule's text, then its Example: paragraphs."
      fromText: String
      toText: String
      "7 for a rule of 7. Additional Rules; null for the glossary."
      section: String
      chapter: String
      words: [WordPart!]
      renumbered: [Renumbering!]
      "How alike the two texts are (0–1, cited numbers masked)."
      similarity: Float
      "added: the older rule this one was split from."
      splitFrom: String
      "removed: the newer rule this one was merged into."
      mergedInto: String
    }
    type RulesChangeCounts { ${counts} }
    type SectionTouched { section: String! title: String! changes: Int! }
    type RulesDiffSummary {
      total: Int!
      kinds: RulesChangeCounts!
      rules: RulesChangeCounts!
      glossary: RulesChangeCounts!
      "Sections with rule changes."
      sections: [SectionTouched!]!
      glossaryChanges: Int!
    }
    ${connectionTypeDefs('RulesChange', 'RulesChange')}
    "What changed between two editions; rules matched on their text and neighbourhood, not their number."
    type RulesDiff {
      "Effective date of the older edition compared."
      from: String!
      to: String!
      method: String!
      "Read as the import stored it (consecutive editions), or computed for this request."
      stored: Boolean!
      summary: RulesDiffSummary!
      "The changes in document order, optionally filtered."
      changes(kinds: [RulesChangeKind!], scope: RulesChangeScope, section: String, chapter: String, ${CONNECTION_ARGS}): RulesChangeConnection!
    }
    enum RuleHistoryChangeKind { ${CHANGE_KINDS.join(' ')} unchanged }
    type RuleHistoryChange {
      kind: RuleHistoryChangeKind!
      "The number in the previous edition."
      from: String
      words: [WordPart!]
      renumbered: [Renumbering!]
      splitFrom: String
    }
    type RuleHistoryEntry {
      effectiveDate: String!
      number: String!
      kind: RuleKind!
      text: String!
      examples: [String!]!
      "What changed from the previous stored edition; null in the oldest."
      change: RuleHistoryChange
    }
    type RuleLocation { number: String! effectiveDate: String! }
    type RuleRemoval { effectiveDate: String! mergedInto: String }
    "A rule through every stored edition."
    type RuleHistory {
      number: String!
      effectiveDate: String!
      "The same rule in the current edition; null when it has been removed since."
      current: RuleLocation
      removedIn: RuleRemoval
      "Every stored edition the rule appears in, oldest first."
      editions: [RuleHistoryEntry!]!
    }
    extend type Rule {
      "This rule through every stored edition."
      history: RuleHistory!
      "The same rule in the current edition, whatever its number there (an old citation resolved); null when it has been removed since."
      current: Rule
    }
    extend type Query {
      "The stored editions of the Comprehensive Rules, newest first."
      rulesEditions: [RulesEdition!]!
      "What changed between the editions in force on from and on to (YYYY-MM-DD); by default the two newest."
      rulesDiff(from: String, to: String): RulesDiff!
      "A rule through every stored edition: the rule with this number in the edition in force on effective (the current one by default)."
      ruleHistory(number: String!, effective: String): RuleHistory
    }
  `,
  resolvers: {
    Query: {
      rulesEditions: async (_: unknown, __: unknown, { db }: GraphQLContext) => {
        const editions = await listEditions(db)
        return editions.map((e, k) => ({ ...e, current: k === 0, previous: editions[k + 1]?.effectiveDate ?? null }))
      },
      rulesDiff: async (
        _: unknown,
        args: { from?: string | null; to?: string | null },
        { db, reads }: GraphQLContext,
      ): Promise<DiffParent> => {
        const r = await rulesDiff(db, { from: dateArg('from', args.from), to: dateArg('to', args.to) }, reads)
        return {
          from: r.from.effectiveDate,
          to: r.to.effectiveDate,
          method: r.diff.method,
          stored: r.stored,
          summary: r.diff.summary,
          all: r.diff.changes,
        }
      },
      ruleHistory: async (_: unknown, args: { number: string; effective?: string | null }, { db }: GraphQLContext) => {
        const number = normalizeRuleNumber(args.number)
        if (!number)
          throw badUserInput(
            `"${args.number}" is not a rule number: write a section (7), chapter (702), rule (702.33) or subrule (702.33d).`,
          )
        return ruleHistory(db, number, { effective: dateArg('effective', args.effective) })
      },
    },
    RulesDiff: {
      changes: (
        d: DiffParent,
        args: ConnectionArgs & {
          kinds?: ChangeKind[] | null
          scope?: ChangeScope | null
          section?: string | null
          chapter?: string | null
        },
      ) => {
        checkConnectionArgs(args)
        const kept = filterChanges(d.all, {
          kinds: args.kinds ?? undefined,
          scope: args.scope ?? undefined,
          section: args.section ?? undefined,
          chapter: args.chapter ?? undefined,
        })
        return connectionFromArray(kept, args)
      },
    },
    Rule: {
      history: async (r: Rule, _: unknown, { db }: GraphQLContext): Promise<RuleHistory> =>
        (await ruleHistory(db, r.number, { effective: r.effectiveDate }))!,
      current: async (r: Rule, _: unknown, { db, loaders }: GraphQLContext) => {
        const h = await ruleHistory(db, r.number, { effective: r.effectiveDate })
        if (!h?.current) return null
        const edition = await loaders.currentEdition()
        return edition ? loaders.rule.load({ documentId: edition.id, number: h.current.number }) : null
      },
    },
  },
}
