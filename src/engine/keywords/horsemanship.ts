// CR 702.31b: a creature with horsemanship can't be blocked by creatures without horsemanship; a creature
// with horsemanship can block a creature with or without it. Multiple instances are redundant (702.31c).
import type { KeywordModule } from './types.js'

export const horsemanship: KeywordModule = {
  name: 'horsemanship',
  rule: '702.31b',
  summary: "can't be blocked by creatures without horsemanship",
  area: 'combat',
  hooks: {
    block: ({ attacker, blocker, has }) =>
      has(attacker, 'horsemanship') && !has(blocker, 'horsemanship')
        ? {
            problem: {
              text: `${attacker.face.name} has horsemanship and ${blocker.face.name} doesn't, so it can't block it (CR 702.31b, 509.1b).`,
              rules: ['702.31b', '509.1b'],
            },
          }
        : null,
  },
}
