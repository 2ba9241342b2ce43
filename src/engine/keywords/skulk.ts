// CR 702.118b: a creature with skulk can't be blocked by creatures with greater power. Power is compared
// as the block is declared, with every effect on it then (509.1b); multiple instances are redundant (702.118c).
import { doubt } from '../doubts.js'
import type { KeywordModule } from './types.js'

export const skulk: KeywordModule = {
  name: 'skulk',
  rule: '702.118b',
  summary: "can't be blocked by creatures with greater power",
  area: 'combat',
  hooks: {
    block: ({ attacker, blocker, has, power }) => {
      if (!has(attacker, 'skulk')) return null
      const a = power(attacker)
      const b = power(blocker)
      // a power the engine can't be sure of: the block's legality rests on it
      if (a.value === null || b.value === null || a.doubts.length || b.doubts.length)
        return {
          doubts: [
            ...a.doubts,
            ...b.doubts,
            doubt(
              `Arcanum can't compare ${blocker.face.name}'s power with ${attacker.face.name}'s, which skulk needs (CR 702.118b).`,
              ['702.118b'],
              ['pt'],
            ),
          ],
        }
      if (b.value <= a.value) return null
      return {
        problem: {
          text: `${attacker.face.name} has skulk and ${blocker.face.name}'s power (${b.value}) is greater than its power (${a.value}), so it can't block it (CR 702.118b, 509.1b).`,
          rules: ['702.118b', '509.1b'],
        },
      }
    },
  },
}
