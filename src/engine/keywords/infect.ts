// CR 702.90b: deals damage to creatures as -1/-1 counters and to players as poison counters (120.3b, 120.3d)
import type { KeywordModule } from './types.js'

export const infect: KeywordModule = {
  name: 'infect',
  rule: '702.90b',
  summary: 'deals damage to creatures as -1/-1 counters and to players as poison counters (120.3b, 120.3d)',
  area: 'damage',
  hooks: {},
  appliedIn: ['game/damage.ts'],
}
