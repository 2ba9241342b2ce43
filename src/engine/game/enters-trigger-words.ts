// Reading "Whenever another creature enters, …" triggered abilities (CR 603.2, 603.6a): an ability that
// triggers when a permanent other than its source — or its source too ("Whenever ~ or another enchantment you
// control enters", constellation; "Whenever a land you control enters", landfall) — enters the battlefield.
// Pure text reading, for the Oracle parser (src/engine/oracle/abilities.ts); game/enters-triggers.ts matches
// them to the permanent that entered. Not read here: "one or more" (a batch, CR 603.2c), "enters from …",
// "enters tapped", a quality the engine can't check ("with power 4 or greater"), an intervening "if" it
// can't check (CR 603.4), and an effect that names the permanent that entered ("put a +1/+1 counter on it",
// "that creature's controller"): the stack's readers take "it" for the ability's source.
import type { PlayerScope, TriggeredAbility } from '../oracle/types.js'
import { unknownQualityWords } from '../state/quality-words.js'
import { afterInterveningIf } from './condition-words.js'

const ENTERS =
  /^whenever (?:(~) or )?(a|an|another) ([a-z][\w -]*?)( you control| an opponent controls| your opponents control)? enters(?: the battlefield)?(?: under (your|an opponent's) control)?,\s*/i

/** Words of an effect that name the permanent that entered, which the stack's readers would take for the source. */
const NAMES_ENTERED = /\b(?:it|its|it's|they|them|their|that (?:creature|permanent|land|artifact|enchantment|token|planeswalker|card))\b/i

/** Read a trigger on another permanent entering, or null for any other. */
export function readEntersTrigger(first: string, line: string): TriggeredAbility | null {
  const m = ENTERS.exec(first)
  if (!m) return null
  const orSelf = Boolean(m[1])
  const another = m[2]!.toLowerCase() === 'another'
  // "~ or another …" names its source apart: "~ or a creature" isn't a form the CR's cards use
  if (orSelf !== another && orSelf) return null
  let words = m[3]!.trim().split(/\s+/)
  let token: boolean | undefined
  if (words.some((w) => /^(?:non)?token$/i.test(w))) {
    token = !words.some((w) => /^nontoken$/i.test(w))
    words = words.filter((w) => !/^(?:non)?token$/i.test(w))
  }
  const filter = words.join(' ')
  if (!filter || unknownQualityWords(filter).length || /\b(?:one|more|each)\b/i.test(filter)) return null
  const whose = (m[4] ?? '').trim().toLowerCase()
  const under = (m[5] ?? '').toLowerCase()
  if (whose && under) return null
  const who: PlayerScope = whose.startsWith('you') || under === 'your' ? 'you' : whose || under ? 'opponent' : 'any'
  const t: TriggeredAbility = {
    event: 'permanentEnters',
    text: line,
    who,
    filter: filter.toLowerCase(),
    // "~ or another …": its source triggers it as itself (orSelf), not through the quality (CR 603.6a)
    ...(another && !orSelf ? { excludesSelf: true } : {}),
    ...(orSelf ? { orSelf: true } : {}),
    ...(token === undefined ? {} : { token }),
  }
  // an intervening "if" the engine can't check leaves it unread (CR 603.4)
  const after = afterInterveningIf(line.slice(m[0].length))
  if (!after || NAMES_ENTERED.test(after.effect)) return null
  if (after.condition) t.condition = after.condition
  return t
}
