// Affinity (CR 702.41): "Affinity for [text]" means "This spell costs {1} less to cast for each [text] you
// control." (702.41a) A cost reduction, applied as the total cost is determined (601.2f): it reduces only
// the generic part (118.7a) and never the mana value (202.3). Every instance applies (702.41b). The
// permanents are counted as the spell is cast, with what could change their types in doubt. A new keyword
// with a cost: this file, its test (test/engine/mechanics/affinity.test.ts) and its line in mechanics/index.ts.
import type { CostReducer } from './types.js'

/** Words whose plural is the word itself (CR 205.3i: Plains; Equipment is uncountable). */
const SAME_PLURAL = /^(?:plains|equipment)$/i
/** "artifacts" → "artifact", "Allies" → "Ally"; "Plains" and "Equipment" stay. */
const singular = (words: string) =>
  words
    .split(' ')
    .map((w, i, all) => (i < all.length - 1 || SAME_PLURAL.test(w) ? w : w.replace(/ies$/, 'y').replace(/(?<!s)s$/, '')))
    .join(' ')

export const affinity: CostReducer = {
  name: 'affinity',
  keyword: 'Affinity',
  keywords: [{ pattern: 'affinity', family: 'cost reduction' }],
  rule: '702.41a',
  rules: ['702.41a', '702.41b'],
  summary: 'the spell costs {1} less to cast for each permanent of the named kind you control; every instance applies (702.41a–b)',
  printed: /^affinity for ([a-z][\w ]*)$/i,
  counts: (parameter) => ({ permanents: singular(parameter) }),
}
