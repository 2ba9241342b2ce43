// The one query layer both APIs call: cards, printings, sets, rulings, rules, glossary, keywords,
// tags and full-text search. Plain data in, plain data out; no HTTP or GraphQL here.
export * from './types.js'
export {
  cardById,
  cardBySetNumber,
  cardRefBySetNumberLang,
  cardRefBySetNumber,
  cardsByOracleIds,
  cardsByPrintingIds,
  cardsBySetNumbers,
  isUuid,
  printingRefsByOracleId,
  printingsByIds,
  printingsByOracleIds,
  type Db,
  type SetNumber,
} from './cards.js'
export {
  lookupCollection,
  lookupCollectionRefs,
  readIdentifier,
  COLLECTION_MAX_IDENTIFIERS,
  type CardIdentifier,
  type CollectionResult,
} from './collection.js'
export { searchText, TEXT_HIT_KINDS, type TextHit, type TextHitKind, type TextSearchOptions } from './fulltext.js'
export { storeHealth, type StoreHealth } from './health.js'
export { glossaryLookup, listGlossary, GLOSSARY_MIN_SIMILARITY, type GlossaryMatch } from './glossary.js'
export {
  exampleCardIdsByKeywordNames,
  keywordByNameOrSlug,
  keywordsByIds,
  keywordsByNames,
  keywordSlug,
  keywordVariantsByParentIds,
  listKeywords,
  KEYWORD_KINDS,
} from './keywords.js'
export {
  adjacentRules,
  childRulesByKeys,
  normalizeRuleNumber,
  ruleDetail,
  ruleKey,
  rulesByKeys,
  rulesEdition,
  rulesEditions,
} from './rules.js'
export {
  diffBetween,
  filterChanges,
  listEditions,
  ruleHistory,
  rulesDiff,
  type DiffFilter,
  type EditionInfo,
  type HistoryChangeKind,
  type RuleHistory,
  type RuleHistoryEntry,
  type RulesDiffResult,
} from './rule-editions.js'
export { catalog, CATALOG_NAMES, type CatalogName } from './catalogs.js'
export {
  cardByVendorId,
  cardRefByVendorId,
  cardRefsByVendorIds,
  cardsByVendorIds,
  isVendorId,
  VENDOR_ID_KINDS,
  type VendorIdKind,
} from './vendor-ids.js'
export { storedCardById, storedCardsByPrintingIds, storedCardsIfChanged, type StoredCardRow } from './stored-cards.js'
export { storeVersion, type StoreVersion } from './store-version.js'
export { KeptWhole, StoreReads } from './store-reads.js'
export { cardViews, KEPT_CARD_VIEWS } from './card-views.js'
export { relatedParts, type RelatedComponent, type RelatedPart } from './related-cards.js'
export { rulingsByOracleIds, rulingsForCard } from './rulings.js'
export { listSets, printingsBySetCodes, setByCode, setById, setsByCodes } from './sets.js'
export { tagsByOracleIds } from './tags.js'
export {
  autocompleteNames,
  cardByExactName,
  cardByFuzzyName,
  cardRefByExactName,
  cardRefByFuzzyName,
  cardsForRefs,
  randomCardRef,
  searchCardPage,
  type CardSearchOptions,
  type CardSearchPage,
  type FuzzyCard,
} from './search.js'
export {
  cardsByDeckNames,
  deckCitationTexts,
  nameSuggestions,
  type DeckCitationTexts,
  type DeckNameMatch,
  type DeckNameQuery,
} from './decks.js'
