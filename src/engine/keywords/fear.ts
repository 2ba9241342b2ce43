// CR 702.36b: a creature with fear can't be blocked except by artifact creatures and/or black creatures.
// Multiple instances are redundant (702.36c). The blocker's types and color are read as the block is
// declared (509.1b); what the engine can't be sure of about them makes the block unsupported.
import type { KeywordModule } from './types.js'

export const fear: KeywordModule = {
  name: 'fear',
  rule: '702.36b',
  summary: "can't be blocked except by artifact creatures and/or black creatures",
  area: 'combat',
  hooks: {
    block: ({ attacker, blocker, has, is }) => {
      if (!has(attacker, 'fear')) return null
      const artifact = is(blocker, 'artifact')
      const black = is(blocker, 'black')
      const doubts = [...artifact.doubts, ...black.doubts]
      if (doubts.length) return { doubts }
      if (artifact.value || black.value) return null
      return {
        problem: {
          text: `${attacker.face.name} has fear and ${blocker.face.name} is neither an artifact creature nor black, so it can't block it (CR 702.36b, 509.1b).`,
          rules: ['702.36b', '509.1b'],
        },
      }
    },
  },
}
