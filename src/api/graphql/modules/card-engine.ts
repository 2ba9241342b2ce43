// Card.engine: how the rules engine understands a card, the same report as GET /cards/:id/engine.
import { cardEngineReport } from '../../../evaluate/understanding.js'
import type { CardPrinting } from '../../../queries/index.js'
import type { GraphQLModule } from '../module.js'

export const cardEngine: GraphQLModule = {
  typeDefs: /* GraphQL */ `
    extend type Card {
      "How the rules engine understands this card: each clause of its Oracle text and its status (docs/evaluate.md)."
      engine: CardEngine!
    }
    type CardEngine {
      "Every clause of every face understood."
      understood: Boolean!
      "The faces the engine reads (one for a single-faced card)."
      faces: [CardEngineFace!]!
    }
    type CardEngineFace {
      name: String!
      understood: Boolean!
      clauses: [EngineClause!]!
      "What the engine can't use of the face as a whole."
      cardDoubts: [String!]!
    }
    enum EngineClauseStatus {
      understood
      not_understood
    }
    type EngineClause {
      "As printed, reminder text removed, with the card's name where it refers to itself."
      text: String!
      "keyword, activated, triggered or sentence."
      kind: String!
      status: EngineClauseStatus!
      "What the engine read from it."
      readAs: [String!]!
      "The part the engine didn't understand."
      notUnderstood: String
      "What that part could change: answers resting on these come back supported: false."
      affects: [String!]!
    }
  `,
  resolvers: {
    Card: {
      engine: (v: CardPrinting) => cardEngineReport(v.card),
    },
  },
}
