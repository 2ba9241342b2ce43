// Delve (CR 702.66): "For each generic mana in this spell's total cost, you may exile a card from your
// graveyard rather than pay that mana." (702.66a) It isn't an additional or alternative cost and applies
// only after the total cost is determined (702.66b): the total cost and the mana value stay the same, and
// a card exiled this way can't pay for colored mana. More instances are redundant (702.66c). The spell
// itself is on the stack as its costs are paid (601.2a), so it can't be exiled to pay for itself.
// A new keyword with a cost: this file, its test (test/engine/mechanics/delve.test.ts) and its line in
// mechanics/index.ts.
import type { CostPayer } from './types.js'

export const delve: CostPayer<'delve'> = {
  name: 'delve',
  option: 'delve',
  keyword: 'Delve',
  keywords: [{ pattern: 'delve', family: 'cost payment' }],
  rule: '702.66a',
  rules: ['702.66a', '702.66b', '702.66c'],
  summary:
    "each card you exile from your graveyard while casting the spell pays for {1} of its generic mana; the total cost doesn't change (702.66a–b)",
  payers: { zone: 'graveyard', quality: 'card', by: 'exile', noun: 'card' },
  paysColored: false,
  describe: 'Delve: the cards exiled from your graveyard to pay for the spell, each paying {1} of its generic mana (CR 702.66a).',
}
