// Targets (CR 115): the "target …" phrases of a spell's or ability's text, which objects and players
// each one allows (type, controller, zone, "another", 115.4 "any target"), and the rules that make
// a target illegal — hexproof (702.11b), shroud (702.18a), protection (702.16b), a spell can't
// target itself (115.5). Checked as targets are chosen (601.2c, 602.2b, 603.3d) and again as the
// spell or ability resolves (608.2b). What the engine can't check (a quality it doesn't read,
// "hexproof from …", an effect granting hexproof) becomes a doubt, never a guess.
import { reason, type Reason } from '../answers.js'
import { addDoubts, doubt, type Doubt } from '../doubts.js'
import { COLORS } from '../mana/cost.js'
import { matchesQuality, unknownQualityWords } from '../state/card.js'
import { definedColors } from '../keywords/defines.js'
import type { TargetSpec } from './target-phrases.js'

export type { TargetSpec } from './target-phrases.js'
import { battlefieldDoubts, doubtsFor } from '../state/doubts.js'
import type { ChosenTarget, Game, GameObject, PlayerId } from '../state/game.js'

/** The colors of an object, from its mana cost (CR 105.2, 202.2); null when it could have a color indicator or other color source unread. */
export function colorsOf(obj: GameObject): string[] {
  const defined = definedColors(obj.face) // devoid (CR 702.114a, 604.3)
  if (defined) return [...defined]
  const c = obj.face.manaCost
  return COLORS.filter((k) => c[k] > 0 || c.hybrid.some((h) => h.includes(k)) || c.phyrexian.some((ph) => ph.startsWith(k)))
}

const COLOR_NAMES: Record<string, string> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' }

/** The keyword lines that matter to targeting, as printed on the object ("Hexproof", "Protection from red", "Ward {2}"). */
function targetingKeywords(obj: GameObject): string[] {
  const out: string[] = []
  for (const c of obj.face.abilities.clauses)
    if (c.kind === 'keyword' && /^(?:hexproof|shroud|protection|ward)\b/i.test(c.text)) out.push(c.text)
  for (const k of ['hexproof', 'shroud']) if ((obj.counters[k] ?? 0) > 0) out.push(k) // keyword counters (CR 122.1b)
  return out
}

/** The ward cost of a permanent ("Ward {2}", "Ward—Pay 3 life"), if it has ward (CR 702.21a). */
export function wardCost(obj: GameObject): string | null {
  const w = targetingKeywords(obj).find((k) => /^ward\b/i.test(k))
  return w ? w.replace(/^ward\s*[—-]?\s*/i, '') : null
}

/** Does the protection quality ("red", "creatures", "everything") cover this source? Null when the engine can't tell. */
function protects(quality: string, source: GameObject): boolean | null {
  const q = quality.toLowerCase().trim()
  if (q === 'everything') return true
  const parts = q.split(/ and from | and |, /)
  let unknown = false
  for (const part of parts) {
    const color = COLOR_NAMES[part]
    if (color) {
      if (colorsOf(source).includes(color as never)) return true
      continue
    }
    if (part === 'multicolored') {
      if (colorsOf(source).length > 1) return true
      continue
    }
    if (part === 'monocolored') {
      if (colorsOf(source).length === 1) return true
      continue
    }
    const singular = part.replace(/s$/, '')
    if (!unknownQualityWords(singular).length) {
      if (matchesQuality(source.face, singular)) return true
      continue
    }
    unknown = true
  }
  return unknown ? null : false
}

export interface TargetCheck {
  ok: boolean
  why: Reason
  doubts: Doubt[]
}

/** Who a target describes in words. */
export function targetName(game: Game, t: ChosenTarget): string {
  if ('player' in t) return t.player === game.you ? 'you' : t.player
  return game.objects.get(t.objectId)?.face.name ?? t.ref
}

/**
 * Could a spell or ability controlled by `chooser`, whose source is `source` (the spell itself, or
 * the ability's source), target this player or object under this phrase? `self` is the spell or
 * ability itself when it is on the stack (CR 115.5). On resolution the same check runs again (608.2b),
 * with `objectId` the object chosen: one that changed zones is a new object and an illegal target (400.7).
 */
export function checkTarget(
  game: Game,
  spec: TargetSpec,
  chooser: PlayerId,
  source: GameObject,
  target: ChosenTarget,
  self?: GameObject,
): TargetCheck {
  const doubts: Doubt[] = addDoubts([], battlefieldDoubts(game, ['target']))
  const no = (text: string, ...rules: string[]): TargetCheck => ({ ok: false, why: reason(text).rule(...rules), doubts })
  const by = source.face.name
  if ('player' in target) {
    const who = target.player === game.you ? 'you' : target.player
    const alt = spec.alternatives.find((a) => a.kind === 'player')
    if (!alt) return no(`"${spec.text}" can't be a player, so ${who} can't be chosen (CR 115.1, 601.2c).`, '115.1', '601.2c')
    if (alt.kind === 'player' && alt.opponentOnly && target.player === chooser)
      return no(
        `"${spec.text}" must be an opponent of the player who controls ${by}'s spell or ability (CR 115.1, 601.2c).`,
        '115.1',
        '601.2c',
      )
    if (game.core.lost.has(target.player)) return no(`${who} has left the game (CR 800.4a).`, '800.4a')
    return { ok: true, why: reason(`${who} can be chosen for "${spec.text}" (CR 115.1, 601.2c).`).rule('115.1', '601.2c'), doubts }
  }
  const obj = game.objects.get(target.objectId)
  const name = obj?.face.name ?? target.ref
  const now = game.current(target.ref)
  if (!obj || obj.zone === null || now?.id !== obj.id)
    return no(
      `${name} is no longer in the zone it was in when it was targeted; it's a new object, and an illegal target (CR 608.2b, 400.7).`,
      '608.2b',
      '400.7',
    )
  // its own text's doubts, and what resolved effects the engine didn't carry out could have made it (a land made a
  // creature, a keyword given: CR 611.2c, 613.1d, 613.1f)
  addDoubts(doubts, doubtsFor(game, [obj], ['target', 'keywords']))
  if (self && obj.id === self.id) return no(`A spell or ability can't target itself (CR 115.5).`, '115.5')
  const where = obj.zone
  const fits = spec.alternatives.some((a) => {
    if (a.kind === 'player') return false
    if (a.kind === 'ability') return where === 'stack' && obj.ability !== undefined && a.abilityKinds.includes(obj.ability.kind)
    if (a.kind === 'spell') return where === 'stack' && obj.ability === undefined && (!a.quality || matchesQuality(obj.face, a.quality))
    if (where !== 'battlefield') return false
    return a.quality.split(' or ').some((q) => (q === 'permanent' ? true : matchesQuality(obj.face, q)))
  })
  if (!fits)
    return no(
      `${name} ${where === 'battlefield' ? 'on the battlefield' : `in the ${where}`} isn't ${spec.alternatives.some((a) => a.kind === 'player') ? 'one of what' : 'what'} "${spec.text}" allows (CR 115.1, 601.2c).`,
      '115.1',
      '601.2c',
    )
  if (spec.another && obj.id === source.id) return no(`"${spec.text}" means another object: ${by} can't target itself (CR 115.1).`, '115.1')
  if (spec.controller) {
    const ok = spec.controller === 'you' ? obj.controller === chooser : obj.controller !== chooser
    if (!ok)
      return no(
        `${name} is controlled by ${obj.controller === game.you ? 'you' : obj.controller}, so it isn't "${spec.text}" (CR 115.1, 601.2c).`,
        '115.1',
        '601.2c',
      )
  }
  if (where === 'battlefield') {
    const spellSource = source.zone === 'stack' && source.ability === undefined
    for (const k of targetingKeywords(obj)) {
      const kw = k.toLowerCase()
      if (kw === 'shroud') return no(`${name} has shroud: it can't be the target of spells or abilities (CR 702.18a).`, '702.18a')
      if (kw === 'hexproof') {
        if (obj.controller !== chooser)
          return no(
            `${name} has hexproof: it can't be the target of spells or abilities its controller's opponents control (CR 702.11b).`,
            '702.11b',
          )
        continue
      }
      if (kw.startsWith('hexproof from')) {
        if (obj.controller !== chooser) doubts.push(doubt(`Arcanum doesn't model "${k}" (CR 702.11d) (${name}).`, ['702.11d'], ['target']))
        continue
      }
      const prot = /^protection from (.+)$/i.exec(k)
      if (prot) {
        const covered = protects(prot[1]!, source)
        if (covered === null)
          doubts.push(doubt(`Arcanum doesn't read the quality of "${k}" (CR 702.16a) (${name}).`, ['702.16a'], ['target']))
        else if (covered)
          return no(
            `${name} has ${k.toLowerCase()}: it can't be targeted by ${spellSource ? 'spells' : 'abilities from a source'} with that quality, and ${by} has it (CR 702.16b).`,
            '702.16b',
          )
      }
    }
  }
  return { ok: true, why: reason(`${name} can be chosen for "${spec.text}" (CR 115.1, 601.2c).`).rule('115.1', '601.2c'), doubts }
}
