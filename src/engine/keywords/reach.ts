// CR 702.17b: can block creatures with flying
import type { KeywordModule } from './types.js'

export const reach: KeywordModule = {
  name: 'reach',
  rule: '702.17b',
  summary: 'can block creatures with flying',
  area: 'combat',
  hooks: {},
  appliedIn: ['keywords/flying.ts'],
}
