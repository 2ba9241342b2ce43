// Searching (CR 701.23) and shuffling (CR 701.24) libraries.
import { reason, ScenarioError, type Reason } from '../answers.js'
import { numberWord } from '../oracle/text.js'
import { RULINGS } from '../rulings.js'
import { matchesQuality, unknownQualityWords } from '../state/card.js'
import type { Game, GameObject, PlayerId } from '../state/game.js'
import { fireTriggers } from '../state/triggers.js'
import type { Illegal } from './cast.js'

export interface SearchDescription {
  count: number
  upTo: boolean
  /** null: a search for a quantity of cards ("a card", "three cards", CR 701.23d). */
  quality: string | null
  /** A quality that can't be defined (CR 701.23c). */
  undefinedQuality: boolean
  named?: string
}

/** "a basic land card", "two basic land cards", "up to three cards", "a card named Forest", "a card with the chosen name". */
export function parseSearchDescription(text: string, path: string): SearchDescription {
  const t = text.trim().replace(/\.$/, '')
  const m = /^(up to )?(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|any number of)\s+(.*?)\s*\bcards?\b(.*)$/i.exec(t)
  if (!m)
    throw new ScenarioError(
      path,
      `"${text}" isn't a search description: write e.g. "a basic land card", "two Forest cards", "a card", "three cards" or "a card named Forest"`,
    )
  const count = /^any number of$/i.test(m[2]!) ? Infinity : numberWord(m[2]!)!
  const quality = m[3]!.trim()
  const tail = m[4]!.trim()
  const out: SearchDescription = { count, upTo: Boolean(m[1]) || count === Infinity, quality: quality || null, undefinedQuality: false }
  if (/^named (.+)$/i.test(tail)) {
    out.named = /^named (.+)$/i.exec(tail)![1]!
    out.quality = quality ? `${quality}` : ''
  } else if (/chosen name|undefined/i.test(tail) || /undefined/i.test(quality)) {
    out.undefinedQuality = true
  } else if (tail) {
    throw new ScenarioError(
      path,
      `the engine can't check "${tail}" in "${text}": use card types, supertypes, subtypes, colors or "named …"`,
    )
  }
  if (out.quality) {
    const unknown = unknownQualityWords(out.quality)
    if (unknown.length)
      throw new ScenarioError(
        path,
        `the engine can't check "${unknown.join(' ')}" in "${text}": use card types, supertypes (basic, legendary, snow), capitalized subtypes (Forest, Sliver) or colors`,
      )
  }
  return out
}

const matches = (d: SearchDescription, o: GameObject) =>
  (!d.quality || matchesQuality(o.face, d.quality)) && (!d.named || o.face.name.toLowerCase() === d.named.toLowerCase())

export interface SearchRequest {
  player: PlayerId
  description: SearchDescription
  descriptionText: string
  find: string[]
  put: 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'top'
  tapped?: boolean
  shuffle: boolean
  /** The instruction says to reveal the found cards (CR 701.23e: otherwise they aren't revealed). */
  reveal?: boolean
}

/** Check a search's choices against CR 701.23; the found objects, or why the choice is illegal. */
export function checkSearch(game: Game, s: SearchRequest): { ok: true; found: GameObject[]; why: Reason } | Illegal {
  const library = game.inZone('library', s.player)
  const found: GameObject[] = []
  for (const ref of s.find) {
    const o = game.current(ref)
    if (o?.zone !== 'library' || o.zoneOwner !== s.player) {
      return {
        ok: false,
        why: reason(
          `${o?.face.name ?? ref} isn't in ${s.player === game.you ? 'your' : `${s.player}'s`} library, so this search can't find it (CR 701.23a).`,
        ).rule('701.23a'),
      }
    }
    if (found.includes(o)) return { ok: false, why: reason(`${o.face.name} can be found only once.`).rule('701.23a') }
    found.push(o)
  }
  const d = s.description
  const why = reason()
  if (d.undefinedQuality) {
    if (found.length)
      return {
        ok: false,
        why: reason(
          `The search is for cards that match an undefined quality: the player may search but can't find any cards (CR 701.23c).`,
        ).rule('701.23c'),
      }
    why.say(`Searching for an undefined quality finds nothing, though the library is still searched (CR 701.23c).`).rule('701.23c')
  } else if (d.quality === null && !d.named) {
    const must = Math.min(d.count, library.length)
    if (found.length !== must && !d.upTo) {
      return {
        ok: false,
        why: reason(
          `Searching simply for a quantity of cards ("${s.descriptionText}"), the player must find that many, or as many as possible: ${must} here, not ${found.length} (CR 701.23d).`,
        ).rule('701.23d'),
      }
    }
    why.say(`A search for a quantity of cards must find that many or as many as possible (CR 701.23d).`).rule('701.23d')
  } else {
    if (found.length > d.count)
      return { ok: false, why: reason(`The search is for ${s.descriptionText}: at most ${d.count} can be found.`).rule('701.23a') }
    const wrong = found.find((o) => !matches(d, o))
    if (wrong)
      return {
        ok: false,
        why: reason(
          `${wrong.face.name} (${wrong.face.typeLine}) doesn't match "${s.descriptionText}": a search finds cards that match the given description (CR 701.23a).`,
        ).rule('701.23a'),
      }
    const available = library.filter((o) => matches(d, o)).length
    if (found.length < Math.min(d.count, available)) {
      why
        .say(
          `Searching a hidden zone for cards with a stated quality, the player isn't required to find them even if they're there (CR 701.23b): ${found.length === 0 ? 'finding none' : `finding ${found.length}`} is allowed ("fail to find").`,
        )
        .rule('701.23b')
        .ruling('search.statedQuality', RULINGS['search.statedQuality'].publishedFor)
    }
  }
  return { ok: true, found, why }
}

/** Carry out a checked search: move what was found, shuffle the rest (CR 701.24b), fire search and shuffle triggers. */
export function performSearch(game: Game, s: SearchRequest, found: GameObject[], why: Reason, cause: string): string[] {
  fireTriggers(game, { kind: 'search', player: s.player }, cause)
  if (found.length) {
    why
      .say(
        s.reveal
          ? 'The found cards are revealed, as the instruction says.'
          : "The instruction doesn't say to reveal them, so the found cards aren't revealed (CR 701.23e).",
      )
      .rule('701.23e')
  }
  const names: string[] = []
  const toTop: GameObject[] = []
  for (const o of found) {
    names.push(o.ref)
    if (s.put === 'top') {
      toTop.push(o)
      continue
    }
    const moved = game.move(
      o,
      s.put,
      reason(
        `${o.face.name} was found by a search (${cause}) and put ${s.put === 'battlefield' ? 'onto the battlefield' : `into ${s.put === 'hand' ? "its owner's hand" : `the ${s.put}`}`} (CR 701.23a).`,
      ).rule('701.23a'),
      { controller: s.player },
    )
    if (moved && s.put === 'battlefield' && s.tapped) moved.tapped = true
  }
  if (s.shuffle) {
    shuffleLibrary(game, s.player, cause)
    if (found.length) why.say(`The found cards aren't part of the shuffle (CR 701.24b).`).rule('701.24b')
  }
  for (const o of toTop)
    game.move(o, 'library', reason(`${o.face.name} was found and put on top of the library.`).rule('701.24b'), { top: true })
  return names
}

/**
 * Shuffle the given cards into their owner's library, then shuffle it: the library is shuffled even
 * if none of them are where they were expected, or there are none (CR 701.24c–d).
 */
export function shuffleInto(game: Game, player: PlayerId, refs: string[]): Reason {
  const moved: string[] = []
  const missing: string[] = []
  for (const ref of refs) {
    const o = game.current(ref)
    if (!o || o.zone === null || o.zone === 'library' || o.owner !== player) {
      missing.push(game.cards.get(ref)?.name ?? ref)
      continue
    }
    if (o.cardRef === null) {
      game.cease(o, reason('A token or copy that leaves its zone ceases to exist (CR 111.7).').rule('111.7'))
      missing.push(o.face.name)
      continue
    }
    game.move(o, 'library', reason(`${o.face.name} was shuffled into its owner's library (CR 701.24a).`).rule('701.24a'))
    moved.push(o.face.name)
  }
  const why = shuffleLibrary(game, player, refs.length ? `shuffling ${refs.length} card${refs.length === 1 ? '' : 's'} in` : 'a shuffle')
  if (moved.length) why.say(`${moved.join(', ')} went into the library first.`)
  if (refs.length && missing.length)
    why
      .say(
        `${missing.join(', ')} ${missing.length === 1 ? "wasn't" : "weren't"} where expected, but the library is shuffled anyway (CR 701.24c).`,
      )
      .rule('701.24c')
  if (!refs.length) why.say('Even a shuffle of an empty set of objects into a library shuffles it (CR 701.24d).').rule('701.24d')
  return why
}

/** CR 701.24: shuffle triggers trigger even for a library of zero or one cards (701.24e). */
export function shuffleLibrary(game: Game, player: PlayerId, cause: string): Reason {
  const size = game.libraries.get(player)!.length
  fireTriggers(game, { kind: 'shuffle', player }, cause)
  const why = reason(
    `${player === game.you ? 'Your' : `${player}'s`} library (${size} card${size === 1 ? '' : 's'}) was shuffled (CR 701.24a).`,
  ).rule('701.24a')
  if (size <= 1)
    why
      .say('Abilities that trigger when a library is shuffled still trigger even with zero or one cards in it (CR 701.24e).')
      .rule('701.24e')
  return why
}
