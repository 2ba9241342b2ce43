// CR 702.7b: deals combat damage in the first combat damage step (510.4)
import type { KeywordModule } from './types.js'

export const firstStrike: KeywordModule = {
  name: 'first strike',
  rule: '702.7b',
  summary: 'deals combat damage in the first combat damage step (510.4)',
  area: 'combat',
  hooks: {},
  appliedIn: ['combat/damage.ts'],
}
