// CR 702.19b: excess combat damage beyond lethal to its blockers may go to the player attacked
import type { KeywordModule } from './types.js'

export const trample: KeywordModule = {
  name: 'trample',
  rule: '702.19b',
  summary: 'excess combat damage beyond lethal to its blockers may go to the player attacked',
  area: 'combat',
  hooks: {},
  appliedIn: ['combat/damage.ts'],
}
