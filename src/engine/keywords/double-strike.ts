// CR 702.4b: deals combat damage in both combat damage steps (510.4)
import type { KeywordModule } from './types.js'

export const doubleStrike: KeywordModule = {
  name: 'double strike',
  rule: '702.4b',
  summary: 'deals combat damage in both combat damage steps (510.4)',
  area: 'combat',
  hooks: {},
  appliedIn: ['combat/damage.ts'],
}
