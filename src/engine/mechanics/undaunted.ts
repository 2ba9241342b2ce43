// Undaunted (CR 702.125): "This spell costs {1} less to cast for each opponent you have." (702.125a) Players
// who left the game don't count (702.125b); every instance applies (702.125c). A cost reduction of the
// generic part as the total cost is determined (601.2f, 118.7a). A new keyword with a cost: this file, its
// test (test/engine/mechanics/undaunted.test.ts) and its line in mechanics/index.ts.
import type { CostReducer } from './types.js'

export const undaunted: CostReducer = {
  name: 'undaunted',
  keyword: 'Undaunted',
  keywords: [{ pattern: 'undaunted', family: 'cost reduction' }],
  rule: '702.125a',
  rules: ['702.125a', '702.125b', '702.125c'],
  summary: 'the spell costs {1} less to cast for each opponent you have; every instance applies (702.125a, 702.125c)',
  printed: /^undaunted$/i,
  counts: () => ({ opponents: true }),
}
