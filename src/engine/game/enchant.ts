// The enchant keyword (CR 702.5a): "Enchant creature", "Enchant nonland permanent", "Enchant creature you
// control" — what an Aura spell may target (303.4a) and what the Aura may be attached to (303.4c). Pure
// text reading, so the Oracle reader can use it; attachments.ts applies it.
import { unknownQualityWords } from '../state/quality-words.js'

/** What an enchant keyword allows (CR 702.5a): a permanent's quality, and whose. */
export interface Enchant {
  text: string
  quality: string
  controller?: 'you' | 'opponent'
}

const ENCHANT =
  /^enchant ((?:[a-z]+ )*?(?:creature|land|artifact|enchantment|planeswalker|permanent))( you control| an opponent controls)?$/i

/** Read "Enchant creature", "Enchant nonland permanent", "Enchant creature you control"; null for what the engine doesn't (a player, a card in a graveyard). */
export function readEnchant(text: string): Enchant | null {
  const m = ENCHANT.exec(text.trim().replace(/\.$/, ''))
  if (!m) return null
  const quality = m[1]!.toLowerCase()
  if (unknownQualityWords(quality).length) return null
  return {
    text: text.trim(),
    quality,
    ...(m[2] ? { controller: /you control/i.test(m[2]) ? ('you' as const) : ('opponent' as const) } : {}),
  }
}
