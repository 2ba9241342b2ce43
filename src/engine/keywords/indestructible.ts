// CR 702.12b: isn't destroyed by lethal damage, deathtouch or destroy effects (704.5g–h, 701.8)
import type { KeywordModule } from './types.js'

export const indestructible: KeywordModule = {
  name: 'indestructible',
  rule: '702.12b',
  summary: "isn't destroyed by lethal damage, deathtouch or destroy effects (704.5g–h, 701.8)",
  area: 'damage',
  hooks: {},
  appliedIn: ['game/state-based-actions.ts', 'effects/destroy.ts'],
}
