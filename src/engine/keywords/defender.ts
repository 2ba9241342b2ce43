// CR 702.3b: can't attack
import type { KeywordModule } from './types.js'

export const defender: KeywordModule = {
  name: 'defender',
  rule: '702.3b',
  summary: "can't attack",
  area: 'combat',
  hooks: {},
  appliedIn: ['combat/declare.ts'],
}
