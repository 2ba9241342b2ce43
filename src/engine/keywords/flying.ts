// CR 702.9b: a creature with flying can't be blocked except by creatures with flying and/or reach (702.17b).
import type { KeywordModule } from './types.js'

export const flying: KeywordModule = {
  name: 'flying',
  rule: '702.9b',
  summary: "can't be blocked except by creatures with flying or reach",
  area: 'combat',
  hooks: {
    block: ({ attacker, blocker, has }) =>
      has(attacker, 'flying') && !has(blocker, 'flying') && !has(blocker, 'reach')
        ? {
            problem: {
              text: `${attacker.face.name} has flying and ${blocker.face.name} has neither flying nor reach, so it can't block it (CR 702.9b, 702.17b, 509.1b).`,
              rules: ['702.9b', '702.17b', '509.1b'],
            },
          }
        : null,
  },
}
