// Target phrases (CR 115.1, 115.4): what each "target …" of a spell's or ability's text allows — the
// kind of object or player, its controller, "another". Pure text reading, so the Oracle reader can use
// it; targets.ts checks a chosen target against a phrase.
import { unknownQualityWords } from '../state/quality-words.js'

/** One thing a target phrase allows. */
export type TargetAlternative =
  | { kind: 'player'; opponentOnly: boolean }
  | { kind: 'permanent'; quality: string }
  | { kind: 'spell'; quality: string }
  | { kind: 'ability'; abilityKinds: ('activated' | 'triggered')[] }

export interface TargetSpec {
  /** As printed: "any target", "target creature you control". */
  text: string
  alternatives: TargetAlternative[]
  /** "you control" / "an opponent controls" / "you don't control" (of an object's controller). */
  controller?: 'you' | 'opponent' | 'notYou'
  /** "another target …": not the source itself (CR 115.1). */
  another: boolean
  /** One of an "up to N" phrase's targets: it may be left unchosen (CR 601.2c, 115.1d). */
  optional?: boolean
}

const WORD_KINDS = new Set(['creature', 'planeswalker', 'battle', 'artifact', 'enchantment', 'land', 'permanent'])

/** Read one target phrase ("any target", "target creature or player", "another target creature you control"), or null. */
export function readTargetPhrase(phrase: string): TargetSpec | null {
  const p = phrase.trim().replace(/\.$/, '')
  // CR 115.4: "any target" is a creature, player, planeswalker or battle
  if (/^any target$/i.test(p))
    return {
      text: p,
      another: false,
      alternatives: [
        { kind: 'permanent', quality: 'creature or planeswalker or battle' },
        { kind: 'player', opponentOnly: false },
      ],
    }
  const m = /^(another )?target (.+?)( you control| an opponent controls| you don't control)?$/i.exec(p)
  if (!m) return null
  const words = m[2]!.toLowerCase()
  const spec: TargetSpec = { text: p, another: Boolean(m[1]), alternatives: [] }
  if (m[3]) spec.controller = /you control/i.test(m[3]) && !/don't/.test(m[3]) ? 'you' : /opponent/.test(m[3]) ? 'opponent' : 'notYou'
  if (/^(?:activated or triggered|triggered or activated) ability$/.test(words)) {
    spec.alternatives.push({ kind: 'ability', abilityKinds: ['activated', 'triggered'] })
    return spec
  }
  if (/^(activated|triggered) ability$/.test(words)) {
    spec.alternatives.push({ kind: 'ability', abilityKinds: [words.split(' ')[0] as 'activated'] })
    return spec
  }
  const spell = /^(.*?)\s*spell$/.exec(words)
  if (spell) {
    const quality = spell[1]!.trim()
    if (quality && unknownQualityWords(quality).length) return null
    spec.alternatives.push({ kind: 'spell', quality })
    return spec
  }
  for (const alt of words.split(/,? or |, /)) {
    const a = alt.trim()
    if (a === 'player') spec.alternatives.push({ kind: 'player', opponentOnly: false })
    else if (a === 'opponent') spec.alternatives.push({ kind: 'player', opponentOnly: true })
    else {
      // every word a type, supertype, color or "non-" of one, ending in a permanent type ("nonblack creature", "artifact")
      const last = a.split(/\s+/).pop()!
      if (!WORD_KINDS.has(last) || unknownQualityWords(a).length) return null
      spec.alternatives.push({ kind: 'permanent', quality: a })
    }
  }
  if (spec.controller && spec.alternatives.some((x) => x.kind === 'player')) return null
  return spec.alternatives.length ? spec : null
}
