// CR 702.15b: damage it deals also makes its controller gain that much life (120.3f)
import type { KeywordModule } from './types.js'

export const lifelink: KeywordModule = {
  name: 'lifelink',
  rule: '702.15b',
  summary: 'damage it deals also makes its controller gain that much life (120.3f)',
  area: 'damage',
  hooks: {},
  appliedIn: ['game/damage.ts'],
}
