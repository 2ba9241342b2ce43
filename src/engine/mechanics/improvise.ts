// Improvise (CR 702.126): "For each generic mana in this spell's total cost, you may tap an untapped
// artifact you control rather than pay that mana." (702.126a) It isn't an additional or alternative cost
// and applies only after the total cost is determined (702.126b): the total cost and the mana value stay
// the same, and an artifact can't pay for colored mana. More instances are redundant (702.126c). An
// artifact that came under your control this turn may be tapped: improvise isn't a {T} ability (302.6).
// A new keyword with a cost: this file, its test (test/engine/mechanics/improvise.test.ts) and its line
// in mechanics/index.ts.
import type { CostPayer } from './types.js'

export const improvise: CostPayer<'improvise'> = {
  name: 'improvise',
  option: 'improvise',
  keyword: 'Improvise',
  keywords: [{ pattern: 'improvise', family: 'cost payment' }],
  rule: '702.126a',
  rules: ['702.126a', '702.126b', '702.126c'],
  summary:
    "each untapped artifact you tap while casting the spell pays for {1} of its generic mana; the total cost doesn't change (702.126a–b)",
  payers: { zone: 'battlefield', quality: 'artifact', by: 'tap', noun: 'artifact' },
  paysColored: false,
  describe: 'Improvise: the untapped artifacts you control tapped to pay for the spell, each paying {1} of its generic mana (CR 702.126a).',
}
