import { it } from 'vitest'
import { corpusUnderstanding } from '../../src/engine/index.js'
import { corpusCards } from './support/corpus.js'
it('figure', () => {
  const u = corpusUnderstanding(corpusCards(), 40)
  console.log(
    JSON.stringify({
      cards: u.cards,
      understood: u.understood,
      share: u.share,
      clauses: u.clauses,
      clausesUnderstood: u.clausesUnderstood,
    }),
  )
  console.log(u.topNotUnderstood.map((s) => `${s.count}\t${s.shape}`).join('\n'))
}, 900000)
