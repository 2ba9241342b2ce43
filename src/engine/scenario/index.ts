// The scenario language: schema (the one definition), derived types, aliases and validation.
export { aliasesOf, withCanonicalNames } from './aliases.js'
export { AnswerValueSchema, CitationKeySchema, EngineResult, evaluationResultSchema } from './answers.js'
export { ACTIONS, CastOptions as CastOptionsSchema, COST_CHOICES } from './actions.js'
export { CardSpec as CardSpecSchema, InlineCardSpec, StoreCardSpec } from './cards.js'
export { LIMITS, ZONES } from './primitives.js'
export { GAME_EVENTS, QUESTIONS } from './questions.js'
export * from './schema.js'
export { validateScenario, type Validation } from './validate.js'
