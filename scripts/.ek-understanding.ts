import { corpusUnderstanding } from '../src/engine/index.js'
import { corpusCards } from '../test/engine/support/corpus.js'
const u = corpusUnderstanding(corpusCards())
console.log(
  `engine understanding: ${u.understood}/${u.cards} cards (${(100 * u.share).toFixed(2)}%) fully understood; ${u.clausesUnderstood}/${u.clauses} clauses`,
)
