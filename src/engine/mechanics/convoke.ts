// Convoke (CR 702.51): "For each colored mana in this spell's total cost, you may tap an untapped creature
// of that color you control rather than pay that mana. For each generic mana in this spell's total cost,
// you may tap an untapped creature you control rather than pay that mana." (702.51a) It isn't an additional
// or alternative cost and applies only after the total cost is determined (702.51b), so the total cost and
// the mana value stay the same; a creature tapped this way "convoked" the spell (702.51c); more instances
// are redundant (702.51d). Any untapped creature you control may be tapped, one that came under your
// control this turn included: convoke isn't a {T} ability (302.6). A new keyword with a cost: this file,
// its test (test/engine/mechanics/convoke.test.ts) and its line in mechanics/index.ts.
import type { CostPayer } from './types.js'

export const convoke: CostPayer<'convoke'> = {
  name: 'convoke',
  option: 'convoke',
  keyword: 'Convoke',
  keywords: [{ pattern: 'convoke', family: 'cost payment' }],
  rule: '702.51a',
  rules: ['702.51a', '702.51b', '702.51c', '702.51d'],
  summary:
    "each untapped creature you tap while casting the spell pays for {1} or one mana of its color; the total cost doesn't change (702.51a–b)",
  payers: { zone: 'battlefield', quality: 'creature', by: 'tap', noun: 'creature' },
  paysColored: true,
  describe:
    'Convoke: the untapped creatures you control tapped to pay for the spell, each paying {1} or one mana of its color (CR 702.51a).',
}
