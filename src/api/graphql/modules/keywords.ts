// Keywords (abilities, actions, ability words): definition, defining rule, parent, variants and
// example cards.
import { keywordByNameOrSlug, listKeywords, normalizeRuleNumber, type Keyword, type KeywordKind } from '../../../queries/index.js'
import {
  CONNECTION_ARGS,
  connectionFromArray,
  connectionFromPage,
  connectionTypeDefs,
  checkConnectionArgs,
  sliceOf,
  storeConnection,
  type ConnectionArgs,
} from '../connections.js'
import type { GraphQLContext } from '../context.js'
import type { GraphQLModule } from '../module.js'

export const keywords: GraphQLModule = {
  typeDefs: /* GraphQL */ `
    enum KeywordKind {
      "keyword ability, CR 702"
      ability
      "keyword action, CR 701"
      action
      "ability word, CR 207.2c"
      ability_word
    }
    type Keyword {
      name: String!
      slug: String!
      kind: KeywordKind!
      "The defining rule's number: 702.33 for Kicker, 702.33c for Multikicker."
      ruleNumber: String
      "The defining rule, in the current edition."
      rule: Rule
      "The defining rules' text, subrules joined by newlines."
      definition: String!
      "The keyword this one is a variant of (Multikicker → Kicker)."
      parent: Keyword
      variants(${CONNECTION_ARGS}): KeywordConnection!
      "Cards with this keyword, most played first."
      exampleCards(${CONNECTION_ARGS}): CardConnection!
    }
    ${connectionTypeDefs('Keyword', 'Keyword')}
    extend type Query {
      keywords(kind: KeywordKind, ${CONNECTION_ARGS}): KeywordConnection!
      "A keyword by name (any case) or slug: multikicker, Sticker kicker, sticker-kicker."
      keyword(name: String!): Keyword
    }
  `,
  resolvers: {
    Query: {
      keywords: async (_: unknown, args: ConnectionArgs & { kind?: KeywordKind }, { db }: GraphQLContext) => {
        return storeConnection(args, (page) => listKeywords(db, { kind: args.kind ?? undefined, ...page }))
      },
      keyword: (_: unknown, { name }: { name: string }, { db }: GraphQLContext) => keywordByNameOrSlug(db, name),
    },
    Keyword: {
      rule: async (k: Keyword, _: unknown, { loaders }: GraphQLContext) => {
        const number = k.ruleNumber && normalizeRuleNumber(k.ruleNumber)
        const edition = number ? await loaders.currentEdition() : null
        return edition ? loaders.rule.load({ documentId: edition.id, number: number! }) : null
      },
      parent: (k: Keyword, _: unknown, { loaders }: GraphQLContext) => (k.parentId ? loaders.keywordById.load(k.parentId) : null),
      variants: async (k: Keyword, args: ConnectionArgs, { loaders }: GraphQLContext) => {
        checkConnectionArgs(args)
        return connectionFromArray(await loaders.keywordVariants.load(k.id), args)
      },
      exampleCards: async (k: Keyword, args: ConnectionArgs, { loaders }: GraphQLContext) => {
        const page = sliceOf(args)
        const found = await loaders.keywordExampleIds.load({ name: k.name, ...page })
        const cards = await loaders.cardByOracleId.loadMany(found.items)
        return connectionFromPage(
          cards.filter((c) => c && !(c instanceof Error)),
          found.total,
          page.offset,
        )
      },
    },
  },
}
