// GraphQL ask(question): the same retrieval as GET /rules/ask. Passages are rules (the Rule type,
// with its neighbourhood), glossary terms and rulings (with their card), each with its score and
// reasons; effectiveDate on every rule and glossary term says which CR edition it is cited from.
import { GraphQLError } from 'graphql'
import { ASK_MAX_LIMIT, askRules, citationOf, type Passage, type PassageKind } from '../../../ask/index.js'
import { ClientError } from '../../../errors.js'
import type { GraphQLContext } from '../context.js'
import type { GraphQLModule } from '../module.js'
import { badUserInput } from '../errors.js'

const DATE = /^\d{4}-\d{2}-\d{2}$/

export const ask: GraphQLModule = {
  typeDefs: /* GraphQL */ `
    enum AskPassageKind { rule glossary ruling }
    "A passage that answers a question: a rule, a glossary term or a card ruling."
    type AskPassage {
      kind: AskPassageKind!
      "Higher is better; comparable within one answer only."
      score: Float!
      "Why it was picked, strongest first."
      reasons: [String!]!
      "What to cite, with the CR edition or the ruling's date."
      citation: String!
      rule: Rule
      glossaryTerm: GlossaryTerm
      ruling: Ruling
      "For a ruling: how many cards carry the same text (ruling.card is one of them)."
      rulingCardCount: Int
    }
    type AskCardMention { name: String!, oracleId: ID!, matched: String!, confidence: Float! }
    type AskKeywordMention { name: String!, ruleNumber: String, said: String! }
    type AskGlossaryMention { term: String!, said: String! }
    type AskVocabularyMention { said: String!, means: String!, rules: [String!]! }
    "What the question was read as."
    type AskUnderstood {
      cards: [AskCardMention!]!
      keywords: [AskKeywordMention!]!
      glossaryTerms: [AskGlossaryMention!]!
      vocabulary: [AskVocabularyMention!]!
      ruleNumbers: [String!]!
      searchTerms: [String!]!
    }
    type AskAnswer {
      question: String!
      "Effective date of the CR edition every rule and glossary passage comes from."
      effectiveDate: String!
      understood: AskUnderstood!
      passages: [AskPassage!]!
    }
    extend type Query {
      "A rules question in a player's own words: the rules, glossary terms and rulings that answer it, ranked (docs/chatbots.md)."
      ask(question: String!, limit: Int = 10, kinds: [AskPassageKind!], effective: String): AskAnswer!
    }
  `,
  resolvers: {
    Query: {
      ask: async (
        _: unknown,
        args: { question: string; limit?: number | null; kinds?: PassageKind[] | null; effective?: string | null },
        { db }: GraphQLContext,
      ) => {
        if (args.limit != null && (args.limit < 1 || args.limit > ASK_MAX_LIMIT))
          throw badUserInput(`limit must be between 1 and ${ASK_MAX_LIMIT} (got ${args.limit}).`)
        if (args.effective != null && (!DATE.test(args.effective) || Number.isNaN(Date.parse(args.effective))))
          throw badUserInput(`"effective" must be a date written YYYY-MM-DD (got "${args.effective}").`)
        try {
          const a = await askRules(db, args.question, {
            limit: args.limit ?? undefined,
            kinds: args.kinds ?? undefined,
            effective: args.effective,
          })
          return { ...a, effectiveDate: a.edition.effectiveDate }
        } catch (e) {
          if (e instanceof ClientError && e.status < 500)
            throw new GraphQLError(e.details, {
              extensions: { code: e.status === 404 ? 'NOT_FOUND' : 'BAD_USER_INPUT', http: { status: e.status } },
            })
          throw e
        }
      },
    },
    AskPassage: {
      citation: (p: Passage) => citationOf(p),
      glossaryTerm: (p: Passage) => p.glossary,
      rulingCardCount: (p: Passage) => p.ruling?.cardCount ?? null,
    },
  },
}
