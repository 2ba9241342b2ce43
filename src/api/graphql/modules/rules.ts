// The Comprehensive Rules: rules with their neighbourhood, the glossary, and full-text search over
// rules, glossary and rulings.
import {
  glossaryLookup,
  listGlossary,
  normalizeRuleNumber,
  rulesEdition,
  searchText,
  type GlossaryTerm,
  type Rule,
  type Ruling,
  type TextHit,
  type TextHitKind,
} from '../../../queries/index.js'
import {
  CONNECTION_ARGS,
  connectionFromArray,
  connectionTypeDefs,
  checkConnectionArgs,
  storeConnection,
  type ConnectionArgs,
} from '../connections.js'
import type { GraphQLContext } from '../context.js'
import { badUserInput } from '../errors.js'
import type { GraphQLModule } from '../module.js'

const DATE = /^\d{4}-\d{2}-\d{2}$/
/** A date argument (effective, from, to): YYYY-MM-DD or a BAD_USER_INPUT error naming it. */
export function dateArg(name: string, value: string | null | undefined): string | null {
  if (value == null) return null
  if (!DATE.test(value) || Number.isNaN(Date.parse(value)))
    throw badUserInput(`"${name}" must be a date written YYYY-MM-DD (got "${value}").`)
  return value
}
const effectiveArg = (effective: string | null | undefined) => dateArg('effective', effective)

export const rules: GraphQLModule = {
  typeDefs: /* GraphQL */ `
    enum RuleKind { section chapter rule subrule }
    "A numbered section, chapter, rule or subrule of the Comprehensive Rules."
    type Rule {
      number: String!
      kind: RuleKind!
      "The rule's text; for sections and chapters, their title."
      text: String!
      examples: [String!]!
      "Effective date of the CR edition this rule belongs to."
      effectiveDate: String!
      parent: Rule
      "Direct subrules, in document order (702.33 → 702.33a … 702.33h)."
      children(${CONNECTION_ARGS}): RuleConnection!
      previous: Rule
      next: Rule
      "Rules the text and examples cite, resolved in the same edition."
      references: [RuleReference!]!
    }
    type RuleReference {
      number: String!
      "null when the edition has no such rule."
      rule: Rule
    }
    type GlossaryTerm {
      term: String!
      text: String!
      references: [String!]!
      effectiveDate: String!
    }
    enum GlossaryMatchKind { exact fuzzy }
    type GlossaryMatch {
      match: GlossaryMatchKind!
      term: GlossaryTerm!
      "For a fuzzy match, the next closest terms."
      alternatives: [GlossaryTerm!]!
    }
    enum TextHitKind { rule glossary ruling }
    "A full-text hit in the rules, the glossary or a ruling."
    type TextHit {
      kind: TextHitKind!
      rank: Float!
      "The matching passage, hits wrapped in <mark>…</mark>."
      snippet: String!
      "Rule number, glossary term, or the ruled card's name."
      title: String!
      text: String!
      rule: Rule
      glossaryTerm: GlossaryTerm
      ruling: Ruling
      "For a ruling: how many cards carry the same ruling text (ruling.card is one of them)."
      rulingCardCount: Int
    }
    ${connectionTypeDefs('Rule', 'Rule')}
    ${connectionTypeDefs('GlossaryTerm', 'GlossaryTerm')}
    ${connectionTypeDefs('TextHit', 'TextHit')}
    extend type Query {
      "A rule by number (7, 702, 702.33, 702.33d), in the current edition or the one in force on effective (YYYY-MM-DD)."
      rule(number: String!, effective: String): Rule
      "Full-text search over rules, glossary and rulings, ranked, with highlighted snippets."
      rulesSearch(query: String!, kinds: [TextHitKind!], ${CONNECTION_ARGS}, effective: String): TextHitConnection!
      "A glossary term, exactly (any case) or else the closest."
      glossaryTerm(term: String!, effective: String): GlossaryMatch
      glossary(${CONNECTION_ARGS}, effective: String): GlossaryTermConnection!
    }
  `,
  resolvers: {
    Query: {
      rule: async (_: unknown, args: { number: string; effective?: string | null }, { db, loaders }: GraphQLContext) => {
        const number = normalizeRuleNumber(args.number)
        if (!number)
          throw badUserInput(
            `"${args.number}" is not a rule number: write a section (7), chapter (702), rule (702.33) or subrule (702.33d).`,
          )
        const effective = effectiveArg(args.effective)
        const edition = effective ? await rulesEdition(db, effective) : await loaders.currentEdition()
        return edition ? loaders.rule.load({ documentId: edition.id, number }) : null
      },
      rulesSearch: async (
        _: unknown,
        args: ConnectionArgs & { query: string; kinds?: TextHitKind[]; effective?: string },
        { db }: GraphQLContext,
      ) => {
        checkConnectionArgs(args)
        if (!args.query.trim()) throw badUserInput('query is empty: give some words to search the rules, glossary and rulings for.')
        if (args.query.length > 500) throw badUserInput(`query is ${args.query.length} characters long; keep it under 500.`)
        return storeConnection(args, (page) =>
          searchText(db, args.query, { ...page, kinds: args.kinds ?? undefined, effective: effectiveArg(args.effective) }),
        )
      },
      glossaryTerm: (_: unknown, args: { term: string; effective?: string }, { db }: GraphQLContext) =>
        glossaryLookup(db, args.term, { effective: effectiveArg(args.effective) }),
      glossary: async (_: unknown, args: ConnectionArgs & { effective?: string }, { db }: GraphQLContext) => {
        return storeConnection(args, (page) => listGlossary(db, { ...page, effective: effectiveArg(args.effective) }))
      },
    },
    Rule: {
      parent: (r: Rule, _: unknown, { loaders }: GraphQLContext) =>
        r.parentNumber ? loaders.rule.load({ documentId: r.documentId, number: r.parentNumber }) : null,
      children: async (r: Rule, args: ConnectionArgs, { loaders }: GraphQLContext) => {
        checkConnectionArgs(args)
        return connectionFromArray(await loaders.ruleChildren.load({ documentId: r.documentId, number: r.number }), args)
      },
      previous: (r: Rule, _: unknown, { loaders }: GraphQLContext) =>
        loaders.rulePrevious.load({ documentId: r.documentId, position: r.position }),
      next: (r: Rule, _: unknown, { loaders }: GraphQLContext) => loaders.ruleNext.load({ documentId: r.documentId, position: r.position }),
      references: (r: Rule) => r.references.map((number) => ({ number, documentId: r.documentId })),
    },
    RuleReference: {
      rule: (ref: { number: string; documentId: number }, _: unknown, { loaders }: GraphQLContext) => loaders.rule.load(ref),
    },
    TextHit: {
      rule: (h: TextHit, _: unknown, { loaders }: GraphQLContext) =>
        h.kind === 'rule' ? loaders.rule.load({ documentId: h.documentId!, number: h.ruleNumber! }) : null,
      glossaryTerm: (h: TextHit): GlossaryTerm | null =>
        h.kind === 'glossary'
          ? { documentId: h.documentId!, term: h.term!, text: h.text, references: h.references, effectiveDate: h.effectiveDate! }
          : null,
      rulingCardCount: (h: TextHit) => h.ruling?.cardCount ?? null,
      ruling: (h: TextHit): Ruling | null =>
        h.ruling && {
          id: h.ruling.id,
          oracleId: h.ruling.oracleId,
          position: h.ruling.position,
          publishedAt: h.ruling.publishedAt,
          source: h.ruling.source,
          text: h.text,
        },
    },
  },
}
