// CR 702.2b: any damage it deals to a creature is enough to destroy it (704.5h)
import type { KeywordModule } from './types.js'

export const deathtouch: KeywordModule = {
  name: 'deathtouch',
  rule: '702.2b',
  summary: 'any damage it deals to a creature is enough to destroy it (704.5h)',
  area: 'damage',
  hooks: {},
  appliedIn: ['game/damage.ts', 'combat/damage.ts'],
}
