// CR 702.10b: can attack, and use {T} and {Q} abilities, the turn it comes under its controller's control (302.6)
import type { KeywordModule } from './types.js'

export const haste: KeywordModule = {
  name: 'haste',
  rule: '702.10b',
  summary: "can attack, and use {T} and {Q} abilities, the turn it comes under its controller's control (302.6)",
  area: 'combat',
  hooks: {},
  appliedIn: ['combat/declare.ts', 'actions/mana.ts'],
}
