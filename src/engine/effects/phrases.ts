// Reading the noun phrases of effect clauses: amounts ("two", "X", "for each creature you control"),
// players ("you", "each opponent", "target player") and objects ("target creature", "~", "all
// creatures", "creatures you control"). A phrase with a word the engine can't check isn't read, so
// its clause stays not understood (src/engine/oracle/clauses.ts).
import { numberWord } from '../oracle/text.js'
import { readableQuality } from './select.js'
import type { Amount, ObjectFilter, ObjectSelector, PlayerSelector, Whose } from './types.js'

/** "a", "two", "3", "X" → an amount; null for anything else. */
export function readNumber(word: string): Amount | null {
  const w = word.toLowerCase()
  if (w === 'x') return { kind: 'x' }
  const n = numberWord(w)
  return n === undefined ? null : { kind: 'fixed', n }
}

const singular = (w: string) => (/^(?:less|plus|this|its)$/i.test(w) ? w : w.replace(/ies$/i, 'y').replace(/(?<=[^s])s$/i, ''))

/** "nonland permanents", "artifacts or enchantments" → a quality matchesQuality reads; null if unreadable. */
export function readQuality(words: string): string | null {
  const q = words
    .trim()
    .replace(/\bcards?\b/gi, '')
    .split(/\s+/)
    .filter(Boolean)
    .map(singular)
    .join(' ')
  // colors: a token's color isn't kept (the engine reads colors from mana costs), so a color filter isn't read
  if (
    /\b(?:with|without|that|named|power|toughness|attacking|blocking|tapped|untapped|token|other|another|white|blue|black|red|green|colorless|multicolored|monocolored|nonwhite|nonblue|nonblack|nonred|nongreen)\b/i.test(
      q,
    )
  )
    return null
  return readableQuality(q) ? q : null
}

const WHOSE_SUFFIX = /\s+(you control|you don't control|an opponent controls|your opponents control|you own)$/i
function splitWhose(phrase: string): { rest: string; whose: Whose } {
  const m = WHOSE_SUFFIX.exec(phrase)
  if (!m) return { rest: phrase, whose: 'any' }
  const s = m[1]!.toLowerCase()
  return { rest: phrase.slice(0, m.index), whose: s === 'you control' || s === 'you own' ? 'you' : 'opponents' }
}

const ZONE_SUFFIX = /\s+(?:from|in) (your|target player's|an opponent's|each player's|a|its owner's) (graveyard|hand|library)$/i

/** "creature cards in your graveyard", "creatures you control", "other Goblins you control" → a filter. */
export function readFilter(phrase: string): ObjectFilter | null {
  let p = phrase.trim()
  let zone: ObjectFilter['zone'] = 'battlefield'
  let whose: Whose = 'any'
  const z = ZONE_SUFFIX.exec(p)
  if (z) {
    zone = z[2]!.toLowerCase() as ObjectFilter['zone']
    const who = z[1]!.toLowerCase()
    if (who === 'your') whose = 'you'
    else if (who === "an opponent's") whose = 'opponents'
    else if (who !== "each player's" && who !== 'a') return null
    p = p.slice(0, z.index)
  } else {
    const w = splitWhose(p)
    p = w.rest
    whose = w.whose
  }
  let other = false
  if (/^other\s+/i.test(p)) {
    other = true
    p = p.replace(/^other\s+/i, '')
  }
  const quality = readQuality(p)
  if (quality === null) return null
  if (zone !== 'battlefield' && !/\bcards?\b/i.test(phrase) && quality !== '') return null
  return { zone, whose, quality, ...(other ? { other } : {}) }
}

/** "for each creature you control", "for each card in your graveyard". */
export function readForEach(tail: string, times = 1): Amount | null {
  const m = /^for each (.+)$/i.exec(tail.trim())
  if (!m) return null
  const f = readFilter(m[1]!)
  return f ? { kind: 'count', of: f, times } : null
}

export interface ReadSelector<T> {
  sel: T
  /** How many targets the phrase uses (0 or 1). */
  used: number
}

/** "you", "each opponent", "each player", "target player", "target opponent", "its controller". */
export function readPlayer(phrase: string, firstTarget: number): ReadSelector<PlayerSelector> | null {
  const p = phrase.trim().toLowerCase()
  if (p === 'you') return { sel: { kind: 'you' }, used: 0 }
  if (p === 'each opponent') return { sel: { kind: 'eachOpponent' }, used: 0 }
  if (p === 'each player') return { sel: { kind: 'eachPlayer' }, used: 0 }
  if (p === 'target player' || p === 'target opponent')
    return { sel: { kind: 'target', index: firstTarget, opponent: p.endsWith('opponent'), phrase: p }, used: 1 }
  if ((p === 'its controller' || p === 'that player') && firstTarget > 0)
    return { sel: { kind: 'controllerOfTarget', index: firstTarget - 1 }, used: 0 }
  return null
}

const SELF = /^(?:~|it)$/i

/**
 * An object phrase. "it" and "that creature" mean the previous target when there is one, and
 * otherwise the source (a permanent's "it" means itself). Plural forms ("all creatures", "each
 * creature you control", "creatures you control") select every matching permanent.
 */
export function readObject(
  phrase: string,
  firstTarget: number,
  zone: ObjectFilter['zone'] = 'battlefield',
): ReadSelector<ObjectSelector> | null {
  const p = phrase.trim()
  if (/^(?:it|that creature|that permanent|them)$/i.test(p) && firstTarget > 0)
    return { sel: { kind: 'target', index: firstTarget - 1, quality: '', whose: 'any', zone, phrase: '' }, used: 0 }
  // "those creatures" after "up to two target creatures" (Sudden Storm): every earlier target
  if (/^those (?:creatures|permanents)$/i.test(p) && firstTarget > 0)
    return { sel: { kind: 'target', index: 0, count: firstTarget, quality: '', whose: 'any', zone, phrase: '' }, used: 0 }
  if (SELF.test(p)) return { sel: { kind: 'self' }, used: 0 }
  // CR 601.2c, 115.1d: "up to N target …" — a variable number of targets, from none to N
  const many = /^up to (two|three|four|five|\d+) target (.+)$/i.exec(p)
  if (many) {
    const n = numberWord(many[1]!.toLowerCase())
    const one = n !== undefined && n > 1 ? readObject(`up to one target ${many[2]!}`, firstTarget, zone) : null
    if (one?.sel.kind !== 'target' || one.sel.zone !== 'battlefield') return null
    // the phrase each target is checked against, in the singular: "target creature"
    const who = WHOSE_SUFFIX.exec(many[2]!)
    const noun = who ? many[2]!.slice(0, who.index) : many[2]!
    const phrase = `target ${noun.split(/\s+/).map(singular).join(' ')}${who ? who[0] : ''}`
    return { sel: { ...one.sel, phrase, count: n!, upTo: true }, used: n! }
  }
  const t = /^(up to one )?target (.+)$/i.exec(p)
  if (t) {
    let rest = t[2]!
    let targetZone = zone
    const z = ZONE_SUFFIX.exec(rest)
    if (z) {
      if (z[1]!.toLowerCase() !== 'your' && z[1]!.toLowerCase() !== 'a') return null
      targetZone = z[2]!.toLowerCase() as ObjectFilter['zone']
      rest = rest.slice(0, z.index)
    }
    const { rest: q0, whose } = splitWhose(rest)
    // "target tapped creature" (Eriette's Lullaby): a status, not a quality (CR 110.5)
    const st = targetZone === 'battlefield' ? /^(tapped|untapped) (.+)$/i.exec(q0) : null
    const q = st ? st[2]! : q0
    const status = st ? { status: st[1]!.toLowerCase() as 'tapped' | 'untapped' } : {}
    const quality = readQuality(q)
    // "target card from a graveyard": any card there (a target in another zone names a card, CR 115.1, 400.1)
    if (quality === null || (quality === '' && !(targetZone !== 'battlefield' && /^cards?$/i.test(q.trim())))) return null
    return {
      sel: {
        kind: 'target',
        index: firstTarget,
        quality,
        whose,
        zone: targetZone,
        phrase: p.replace(/^up to one /i, ''),
        ...status,
        ...(t[1] ? { upTo: true } : {}),
      },
      used: 1,
    }
  }
  const all = /^(?:all|each) (.+)$/i.exec(p)
  const plural = all ? all[1]! : WHOSE_SUFFIX.test(p) ? p : null
  if (plural) {
    const f = readFilter(plural)
    return f && f.zone === 'battlefield' && f.quality ? { sel: { kind: 'all', of: f }, used: 0 } : null
  }
  return null
}
