// CR 702.20b: attacking doesn't cause it to tap (508.1f)
import type { KeywordModule } from './types.js'

export const vigilance: KeywordModule = {
  name: 'vigilance',
  rule: '702.20b',
  summary: "attacking doesn't cause it to tap (508.1f)",
  area: 'combat',
  hooks: {},
  appliedIn: ['combat/declare.ts'],
}
