// Retrieval for rules questions (GET /rules/ask, GraphQL ask, MCP ask_rules): a lower layer that
// reads the store, like the query layer.
export { askRules, ASK_DEFAULT_LIMIT, ASK_MAX_LIMIT, ASK_MAX_QUESTION } from './ask.js'
export { parseVocabulary, vocabulary, VOCABULARY_FILE, type VocabularyEntry } from './vocabulary.js'
export { matchPrinciples, parsePrinciples, principleEntries, PRINCIPLES_FILE, type PrincipleEntry } from './principles.js'
export { citationOf } from './citation.js'
export * from './types.js'
export { verifyCitation, MAX_CITATION_TEXT, type CitationCheck, type CitationClaim, type Verdict } from './verify.js'
