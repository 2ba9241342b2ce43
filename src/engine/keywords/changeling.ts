// CR 702.73a: changeling is a characteristic-defining ability: "This object is every creature type." It
// functions everywhere, even outside the game (604.3), and on a card of any type (a kindred spell). The
// core's subtype matching asks keywords/defines.ts, so "Elf", "another Goblin" or "Sliver spells" match it.
import type { KeywordModule } from './types.js'

export const changeling: KeywordModule = {
  name: 'changeling',
  rule: '702.73a',
  summary: 'is every creature type (205.3m), in every zone (604.3)',
  area: 'characteristics',
  hooks: { defines: { everyCreatureType: true } },
}
