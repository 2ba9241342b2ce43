// Editions of the Comprehensive Rules compared: a pure module (no I/O). Two editions in, the list
// of what changed out, rules matched on their text and neighbourhood rather than their numbers.
export { diffEditions, DIFF_METHOD, emptyCounts, ruleContent, summarize } from './diff-editions.js'
export { matchEntries, ALIKE, NEAR, type MatchItem, type Matching } from './match.js'
export { citedNumbers, citationRenumberings, maskCitations } from './citations.js'
export { wordDiff } from './word-diff.js'
export * from './types.js'
