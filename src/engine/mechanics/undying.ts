// Undying (CR 702.93): "When this permanent is put into a graveyard from the battlefield, if it had no +1/+1
// counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it."
// (702.93a). Like persist: the "if" looks back at the permanent as it left (603.4, 603.10a), and the card is
// found in its graveyard (400.7e). A triggered keyword: this file, its test
// (test/engine/mechanics/undying.test.ts) and its line in mechanics/index.ts.
import type { TriggeredKeyword } from './types.js'

export const undying: TriggeredKeyword = {
  name: 'undying',
  keyword: 'Undying',
  keywords: [{ pattern: 'undying', family: 'triggered' }],
  rule: '702.93a',
  rules: ['702.93a', '603.10a', '400.7e'],
  summary:
    "when the permanent is put into a graveyard from the battlefield without a +1/+1 counter on it, it returns under its owner's control with a +1/+1 counter (702.93a)",
  printed: /^undying$/i,
  means:
    "When ~ is put into a graveyard from the battlefield, if ~ had no +1/+1 counters on it, return ~ to the battlefield under its owner's control with a +1/+1 counter on it.",
}
