// The rules engine: plain data in (a scenario and card characteristics), plain data out (answers
// with the CR rules and rulings they rest on). No I/O; the evaluate service does the loading.
export { evaluate, inlineCharacteristics, storeName, DEFAULT_PLAYERS, type EvaluateOptions } from './evaluate.js'
export { Trace, verdict, type Consulted, type TraceView, type Verdict } from './trace.js'
export { crKind, type CrKind } from './oracle/clause-kind.js'
export { ScenarioError } from './answers.js'
export type { Answer, ActionOutcome, AnswerValue, CitationKey, EvaluateResult, RuleCitation, RulingCitation } from './answers.js'
export { RULINGS, normalizeRulingText, type RulingEntry, type RulingKey } from './rulings.js'
export { parseOracle } from './oracle/parse.js'
export * from './scenario/index.js'
export { coverageTable, modelCoverage, type CoverageEntry, type ModelCoverage } from './coverage.js'
export {
  understandCard,
  corpusUnderstanding,
  clauseShape,
  type CardUnderstanding,
  type ClauseReport,
  type CorpusUnderstanding,
} from './understanding.js'
export { ASPECTS, type Aspect } from './doubts.js'
