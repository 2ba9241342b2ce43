// Reading "Whenever you cast a spell that targets ~" (heroic, CR 207.2c) and "Whenever you cast an instant or
// sorcery spell that targets a creature you control" triggered abilities (CR 603.2, 601.2i): they trigger as a
// spell becomes cast, on the targets chosen for it (601.2c) — never for a copy, which isn't cast (707.10).
// Pure text reading, for the Oracle parser (src/engine/oracle/abilities.ts); game/trigger-subjects.ts matches
// them to the spell cast. Not read here: "targets only ~", "one or more", a quality the engine can't check, an
// intervening "if" it can't check (CR 603.4), and an effect that names the spell or what it targets ("it",
// "that spell", "that creature"): the stack's readers take "it" for the ability's source.
import type { PlayerScope, TriggeredAbility } from '../oracle/types.js'
import { unknownQualityWords } from '../state/quality-words.js'
import { afterInterveningIf } from './condition-words.js'

const TARGETING =
  /^whenever (you|a player|an opponent) casts? (?:a|an) ([a-z][\w -]*? )?spell that targets (~|(a|an|another) ([a-z][\w -]*?)( you control| an opponent controls)?),\s*/i

/** Words of an effect that name the spell or what it targets, which the stack's readers would take for the source. */
const NAMES_OTHER = /\b(?:it|its|it's|they|them|their|that (?:spell|creature|permanent|player|card|target))\b/i

/** Read a "cast a spell that targets …" trigger, or null for any other. */
export function readTargetingSpellTrigger(first: string, line: string): TriggeredAbility | null {
  const m = TARGETING.exec(first)
  if (!m) return null
  const spell = (m[2] ?? '').trim()
  if (spell && unknownQualityWords(spell).length) return null
  const who = m[1]!.toLowerCase()
  const t: TriggeredAbility = {
    event: 'castSpell',
    text: line,
    who: who === 'you' ? 'you' : who.includes('opponent') ? 'opponent' : 'any',
    filter: spell.toLowerCase(),
  }
  if (m[3] === '~') t.spellTargets = { self: true }
  else {
    const quality = m[5]!.trim()
    if (unknownQualityWords(quality).length) return null
    const whose = (m[6] ?? '').trim().toLowerCase()
    const scope: PlayerScope = whose.startsWith('you') ? 'you' : whose ? 'opponent' : 'any'
    t.spellTargets = { self: false, quality: quality.toLowerCase(), who: scope, excludesSelf: m[4]!.toLowerCase() === 'another' }
  }
  // an intervening "if" the engine can't check leaves it unread (CR 603.4)
  const after = afterInterveningIf(line.slice(m[0].length))
  if (!after || NAMES_OTHER.test(after.effect)) return null
  if (after.condition) t.condition = after.condition
  return t
}
