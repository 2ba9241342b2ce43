// CR 702.114a: devoid is a characteristic-defining ability: "This object is colorless." It functions
// everywhere, even outside the game (604.3). The core's color reading asks keywords/defines.ts, so a
// devoid card's mana cost doesn't give it colors (105.2c) — for protection, "nonblack", "any color among
// permanents you control" and the blocking keywords alike.
import type { KeywordModule } from './types.js'

export const devoid: KeywordModule = {
  name: 'devoid',
  rule: '702.114a',
  summary: 'is colorless, whatever its mana cost, in every zone (604.3)',
  area: 'characteristics',
  hooks: { defines: { colors: [] } },
}
