// Matching triggered abilities that name another object by its qualities to that object (CR 603.2): "Whenever
// another creature enters" (game/enters-trigger-words.ts; CR 603.6a: the ability sees the permanent as it is on
// the battlefield) and "Whenever you cast a spell that targets a creature you control" (heroic and its kin,
// game/targeting-trigger-words.ts; CR 601.2c, 601.2i: the targets are chosen before the spell becomes cast).
// What an object is — its types, subtypes and colors — is read from its card; when a static ability the engine
// doesn't model could change that (a God that "isn't a creature" while devotion is low, CR 613.1d; "Creatures
// you control are every creature type"), or a token's color is asked (the engine keeps no token colors),
// whether the ability triggered is unknown (null), never "no".
import { touching } from '../doubts.js'
import type { TriggeredAbility } from '../oracle/types.js'
import { matchesQuality } from '../state/card.js'
import type { Game, GameObject } from '../state/game.js'
import { COLOR_WORDS } from '../state/quality-words.js'

/** Is this object of this quality ("creature", "nontoken artifact", "Cat")? Null when the engine can't tell. */
export function hasQuality(game: Game, obj: GameObject, quality: string): boolean | null {
  const words = quality.toLowerCase().split(/\s+/)
  // a token's color and a color indicator aren't kept (effects/token.ts): its color can't be read from a mana cost
  if (words.some((w) => w.replace(/^non/, '') in COLOR_WORDS) && (obj.isToken || !obj.face.manaCostText)) return null
  // CR 613.1d–e: a type- or color-changing static ability the engine doesn't model, its own or another permanent's
  // (read as one that could change power and toughness, oracle/aspects.ts), or a doubt about the card as a whole
  const changing = [
    ...touching([...obj.face.doubts, ...obj.doubts], ['pt']),
    ...game.battlefield().flatMap((p) => touching(p.face.staticDoubts, ['pt'])),
  ]
  if (changing.length) return null
  return matchesQuality(obj.face, quality)
}

/** Does this ability of `source` trigger on `permanent` entering the battlefield? Null when the engine can't tell. */
export function entersTriggers(game: Game, source: GameObject, a: TriggeredAbility, permanent: GameObject): boolean | null {
  if (permanent.id === source.id) {
    if (a.orSelf) return true
    if (a.excludesSelf) return false
  }
  if (a.token !== undefined && permanent.isToken !== a.token) return false
  if (a.who !== 'any' && (permanent.controller === source.controller) !== (a.who === 'you')) return false
  return hasQuality(game, permanent, a.filter ?? 'permanent')
}

/**
 * Does a spell just cast target what this ability names ("~", "a creature you control")? Its targets as the
 * cast named them, once checked against the spell's target phrases (CR 601.2c); null when the engine doesn't
 * read those phrases, or the cast named none for a spell whose text has targets.
 */
export function spellTargetsTrigger(game: Game, source: GameObject, a: TriggeredAbility, spell: GameObject): boolean | null {
  const want = a.spellTargets
  if (!want) return true
  const names = spell.cast?.targets ?? []
  if (!names.length) return /\btargets?\b/i.test(spell.face.oracleText) ? null : false
  // the cast checked them against target phrases it reads (game/target-actions.ts), or couldn't
  if (!spell.cast?.targetsChecked) return null
  let unsure = false
  for (const name of names) {
    if (game.players.includes(name) && !game.isKnownRef(name)) continue
    const o = game.current(name)
    if (!o) continue
    if (want.self) {
      if (o.id === source.id) return true
      continue
    }
    if (o.zone !== 'battlefield' || (want.excludesSelf && o.id === source.id)) continue
    if (want.who !== 'any' && (o.controller === source.controller) !== (want.who === 'you')) continue
    const q = hasQuality(game, o, want.quality ?? 'permanent')
    if (q) return true
    if (q === null) unsure = true
  }
  return unsure ? null : false
}
