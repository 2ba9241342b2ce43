// Cycling and typecycling (CR 702.29): "[Cost], Discard this card: Draw a card", an activated
// ability that functions only while the card is in a player's hand (702.29a–b); typecycling searches
// for a card of its type instead of drawing (702.29e) and is cycling for every purpose (702.29f).
// "When you cycle this card" triggers from wherever the card went (702.29c); "cycle or discard"
// abilities trigger once (702.29d). Cycling can be granted to cards in hand (Tectonic Reformation).
// The action itself (discard, triggers, draw or search) is actions/hand.ts, which asks this module.
import { reason, type Reason } from '../answers.js'
import type { KeywordAbility } from '../oracle/types.js'
import type { Game, GameObject, Mechanic, QualityMatch } from './types.js'

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase()
const TYPES_IN_LOWER_CASE = ['land', 'artifact', 'creature', 'enchantment', 'basic', 'snow', 'legendary', 'instant', 'sorcery']

/** What a typecycling ability searches for (CR 702.29e): "Basic landcycling" → "basic land", "Plainscycling" → "Plains". */
export function typecyclingQuality(keyword: string): string {
  const words = keyword.slice(0, -'cycling'.length).trim().split(' ')
  const last = words.pop()!
  const lastOut = TYPES_IN_LOWER_CASE.includes(last.toLowerCase()) ? last.toLowerCase() : capitalize(last)
  return [...words.map((w) => w.toLowerCase()), lastOut].join(' ')
}

export const cycling: Mechanic = {
  name: 'cycling',
  keywords: [
    { pattern: 'cycling', family: 'cycling' },
    { pattern: '(?:[a-z]+ )?[a-z]+cycling', family: 'typecycling' },
  ],
  read: (keywords) => ({ cycling: keywords.filter((k) => k.family === 'cycling' || k.family === 'typecycling') }),
  rules: ['702.29a', '702.29b', '702.29c', '702.29d', '702.29e', '702.29f'],
  summary:
    'an activated ability from the hand: pay the cost and discard it to draw a card, or search for a card of the type (702.29a, 702.29e)',
  rulings: ['cycling.cycleOrDiscardOnce'],
}

/** Cycling granted to cards in hand by permanents: "Each land card in your hand has cycling {R}." (Tectonic Reformation) */
function grantedCycling(game: Game, obj: GameObject, matches: QualityMatch): KeywordAbility[] {
  if (obj.zone !== 'hand') return []
  const out: KeywordAbility[] = []
  for (const p of game.battlefield()) {
    for (const g of p.face.abilities.grants) {
      if (
        (g.family !== 'cycling' && g.family !== 'typecycling') ||
        g.to.kind !== 'cardsIn' ||
        g.to.zone !== 'hand' ||
        g.cost === 'manaCost'
      )
        continue
      if (g.to.whose === 'you' && p.controller !== obj.owner) continue
      if (!matches(obj.face, g.to.quality)) continue
      const keyword = capitalize(g.keyword)
      out.push({
        keyword,
        family: g.family,
        costs: [g.cost],
        ...(g.family === 'typecycling' ? { searchesFor: typecyclingQuality(keyword) } : {}),
      })
    }
  }
  return out
}

/** Its cycling abilities, printed and granted, in that order. */
export const cyclingAbilities = (game: Game, obj: GameObject, matches: QualityMatch) => [
  ...obj.face.abilities.cycling,
  ...grantedCycling(game, obj, matches),
]

/** Why it can't be cycled where it is (CR 702.29a–b), or null when it can. */
export function cannotCycle(obj: GameObject): Reason | null {
  if (obj.zone === 'hand') return null
  return reason(
    `Cycling functions only while the card is in a player's hand: "[Cost], Discard this card". ${obj.face.name} is in the ${obj.zone ?? 'void'}; the ability still exists there but can't be activated (CR 702.29a, 702.29b).`,
  ).rule('702.29a', '702.29b')
}

/** What a typecycling ability searches for, as a search description ("a Plains card"); null for plain cycling (it draws). */
export const cyclingSearch = (ability: KeywordAbility): string | null =>
  ability.family === 'typecycling' ? `a ${ability.searchesFor} card` : null

/** The cost paid and the card discarded (CR 702.29a, e–f). */
export function cycled(name: string, ability: KeywordAbility): Reason {
  const typed = ability.family === 'typecycling'
  const why = reason(
    `${name} was cycled: ${ability.keyword} ${ability.costs[0]!.text} was paid and the card discarded as part of the cost (CR 702.29a${typed ? ', 702.29e' : ''}).`,
  ).rule('702.29a')
  if (typed) why.say('Typecycling is cycling for every purpose (CR 702.29f).').rule('702.29e', '702.29f')
  return why
}

/** What the triggers it set off add to the explanation (CR 702.29c–d). */
export function cycleTriggerNotes(why: Reason, events: string[], zone: string | null) {
  if (events.includes('cycleOrDiscard'))
    why.say('A "cycles or discards" ability triggers only once when a card is cycled (CR 702.29d).').rule('702.29d')
  if (events.includes('cycleSelf')) why.say(`Its "when you cycle" ability triggered from the ${zone} (CR 702.29c).`).rule('702.29c')
}
