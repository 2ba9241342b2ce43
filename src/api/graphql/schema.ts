import { makeExecutableSchema } from '@graphql-tools/schema'
import type { GraphQLModule } from './module.js'
import { annotations } from './modules/annotations.js'
import { ask } from './modules/ask.js'
import { cards } from './modules/cards.js'
import { cardEngine } from './modules/card-engine.js'
import { common } from './modules/common.js'
import { decks } from './modules/decks.js'
import { evaluate } from './modules/evaluate.js'
import { keywords } from './modules/keywords.js'
import { meta } from './modules/meta.js'
import { node } from './modules/node.js'
import { ruleEditions } from './modules/rule-editions.js'
import { rules } from './modules/rules.js'
import { scryfallFields } from './modules/scryfall-fields.js'
import { sets } from './modules/sets.js'
import { tags } from './modules/tags.js'

/** Every module of the schema. Add new modules here. */
export const modules: GraphQLModule[] = [
  meta,
  common,
  cards,
  sets,
  rules,
  ruleEditions,
  keywords,
  annotations,
  evaluate,
  ask,
  decks,
  cardEngine,
  node,
  scryfallFields,
  tags,
]

export function buildSchema() {
  return makeExecutableSchema({
    typeDefs: modules.map((m) => m.typeDefs),
    resolvers: modules.map((m) => m.resolvers) as never,
  })
}
