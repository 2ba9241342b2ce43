// CR 702.80a: deals damage to creatures as -1/-1 counters (120.3d)
import type { KeywordModule } from './types.js'

export const wither: KeywordModule = {
  name: 'wither',
  rule: '702.80a',
  summary: 'deals damage to creatures as -1/-1 counters (120.3d)',
  area: 'damage',
  hooks: {},
  appliedIn: ['game/damage.ts'],
}
