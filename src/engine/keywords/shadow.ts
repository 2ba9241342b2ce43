// CR 702.28b: a creature with shadow can't be blocked by creatures without shadow, and a creature
// without shadow can't be blocked by creatures with shadow. Multiple instances are redundant (702.28c).
import type { KeywordModule } from './types.js'

export const shadow: KeywordModule = {
  name: 'shadow',
  rule: '702.28b',
  summary: 'can block or be blocked by only creatures with shadow',
  area: 'combat',
  hooks: {
    block: ({ attacker, blocker, has }) => {
      const a = has(attacker, 'shadow')
      if (a === has(blocker, 'shadow')) return null
      const text = a
        ? `${attacker.face.name} has shadow and ${blocker.face.name} doesn't, so it can't block it (CR 702.28b, 509.1b).`
        : `${blocker.face.name} has shadow and ${attacker.face.name} doesn't: a creature with shadow can't block a creature without shadow (CR 702.28b, 509.1b).`
      return { problem: { text, rules: ['702.28b', '509.1b'] } }
    },
  },
}
