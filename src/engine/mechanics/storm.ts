// Storm (CR 702.40): "When you cast this spell, copy it for each other spell that was cast before it this turn.
// If the spell has any targets, you may choose new targets for any of the copies." (702.40a). A triggered
// ability of the spell on the stack (601.2i); each instance triggers separately (702.40b); the copies aren't
// cast, so they don't trigger storm (707.10). The spells counted are the scenario's casts this turn, by every
// player (surge's convention: spells cast before the scenario aren't assumed). A triggered keyword: this file,
// its test (test/engine/mechanics/storm.test.ts) and its line in mechanics/index.ts; src/engine/effects/copy-self.ts
// carries out the copies.
import type { TriggeredKeyword } from './types.js'

export const storm: TriggeredKeyword = {
  name: 'storm',
  keyword: 'Storm',
  keywords: [{ pattern: 'storm', family: 'triggered' }],
  rule: '702.40a',
  rules: ['702.40a', '702.40b', '707.10'],
  summary:
    'when the spell is cast, it is copied once for each other spell cast before it this turn; the copies keep its targets (702.40a, 707.10c)',
  printed: /^storm$/i,
  event: 'castSelf',
  means:
    'When you cast ~, copy ~ for each other spell that was cast before it this turn. If the spell has any targets, you may choose new targets for any of the copies.',
}
