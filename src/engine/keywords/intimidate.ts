// CR 702.13b: a creature with intimidate can't be blocked except by artifact creatures and/or creatures
// that share a color with it. Multiple instances are redundant (702.13c). Colors and types are read as
// the block is declared (509.1b); what the engine can't be sure of about them makes the block unsupported.
import type { KeywordModule } from './types.js'

const NAMES: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' }

export const intimidate: KeywordModule = {
  name: 'intimidate',
  rule: '702.13b',
  summary: "can't be blocked except by artifact creatures and/or creatures that share a color with it",
  area: 'combat',
  hooks: {
    block: ({ attacker, blocker, has, is, colors }) => {
      if (!has(attacker, 'intimidate')) return null
      const artifact = is(blocker, 'artifact')
      const mine = colors(attacker)
      const theirs = colors(blocker)
      const doubts = [...artifact.doubts, ...mine.doubts, ...theirs.doubts]
      if (doubts.length) return { doubts }
      if (artifact.value || mine.value.some((c) => theirs.value.includes(c))) return null
      const said = (cs: string[]) => (cs.length ? cs.map((c) => NAMES[c] ?? c).join(' and ') : 'colorless')
      return {
        problem: {
          text: `${attacker.face.name} has intimidate and ${blocker.face.name} is neither an artifact creature nor shares a color with it (${said(mine.value)}; ${blocker.face.name}: ${said(theirs.value)}), so it can't block it (CR 702.13b, 509.1b).`,
          rules: ['702.13b', '509.1b'],
        },
      }
    },
  },
}
