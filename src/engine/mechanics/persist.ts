// Persist (CR 702.79): "When this permanent is put into a graveyard from the battlefield, if it had no -1/-1
// counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it."
// (702.79a). Its intervening "if" looks back at the permanent as it left (603.4, 603.10a); the card is found
// in the graveyard it went to (400.7e), so a token, or a card that left that graveyard, doesn't return. A
// triggered keyword: this file, its test (test/engine/mechanics/persist.test.ts) and its line in
// mechanics/index.ts.
import type { TriggeredKeyword } from './types.js'

export const persist: TriggeredKeyword = {
  name: 'persist',
  keyword: 'Persist',
  keywords: [{ pattern: 'persist', family: 'triggered' }],
  rule: '702.79a',
  rules: ['702.79a', '603.10a', '400.7e'],
  summary:
    "when the permanent is put into a graveyard from the battlefield without a -1/-1 counter on it, it returns under its owner's control with a -1/-1 counter (702.79a)",
  printed: /^persist$/i,
  means:
    "When ~ is put into a graveyard from the battlefield, if ~ had no -1/-1 counters on it, return ~ to the battlefield under its owner's control with a -1/-1 counter on it.",
}
