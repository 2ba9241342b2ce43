// CR 702.111b: a creature with menace can't be blocked except by two or more creatures.
import type { KeywordModule } from './types.js'

export const menace: KeywordModule = {
  name: 'menace',
  rule: '702.111b',
  summary: "can't be blocked except by two or more creatures",
  area: 'combat',
  hooks: {
    blockedBy: (attacker, blockers, has) =>
      blockers === 1 && has(attacker, 'menace')
        ? {
            text: `${attacker.face.name} has menace, so it can't be blocked except by two or more creatures (CR 702.111b, 509.1b).`,
            rules: ['702.111b', '509.1b'],
          }
        : null,
  },
}
