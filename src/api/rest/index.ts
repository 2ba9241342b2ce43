// The REST API: one Fastify plugin per resource. Register new resources here.
import type { FastifyInstance } from 'fastify'
import annotations from './annotations.js'
import ask from './ask.js'
import cardLookups from './card-lookups.js'
import cards from './cards.js'
import cardEngine from './card-engine.js'
import catalogs from './catalogs.js'
import bulkData from './bulk-data.js'
import cardSearch from './card-search.js'
import decks from './decks.js'
import glossary from './glossary.js'
import keywords from './keywords.js'
import migrations from './migrations.js'
import ruleEditions from './rule-editions.js'
import rules from './rules.js'
import sets from './sets.js'
import tags from './tags.js'

export async function registerRest(app: FastifyInstance, options: { bulkDir: string }) {
  await app.register(cardSearch)
  await app.register(cards)
  await app.register(cardLookups) // random, by vendor id, by set/number/lang
  await app.register(sets)
  await app.register(catalogs) // /catalog/*, /symbology
  await app.register(bulkData, { dir: options.bulkDir }) // /bulk-data
  await app.register(migrations) // /migrations: none recorded
  await app.register(ask) // GET /rules/ask (before /rules/:number)
  await app.register(rules)
  await app.register(ruleEditions)
  await app.register(glossary)
  await app.register(keywords)
  await app.register(annotations)
  await app.register(decks)
  await app.register(cardEngine) // GET /cards/:id/engine
  await app.register(tags) // /tags, /cards/:id/all-tags and the curation API (docs/tags.md)
}
