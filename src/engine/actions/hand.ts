// Discarding (CR 701.9) with madness (702.35), cycling and typecycling (702.29: what they are is
// mechanics/cycling.ts), drawing, and plain zone moves.
import { reason, type Reason } from '../answers.js'
import type { Zone } from '../scenario/index.js'
import type { Game, GameObject } from '../state/game.js'
import { fireTriggers } from '../state/triggers.js'
import { matchesQuality } from '../state/card.js'
import { cannotCycle, cycled, cycleTriggerNotes, cyclingAbilities, cyclingSearch } from '../mechanics/cycling.js'
import type { Illegal } from './cast.js'
import type { AbilityReference } from '../scenario/index.js'
import { describeAbilityRef, findAbility } from '../state/ability-ref.js'
import { checkSearch, parseSearchDescription, performSearch, type SearchRequest } from './library.js'
import { drawFromEmptyLibrary } from '../game/empty-library-draw.js'

type Done = { ok: true; why: Reason; value?: unknown }

/** Discard a card from its owner's hand; a card with madness goes to exile with its trigger waiting (CR 702.35a). */
function discardObject(game: Game, obj: GameObject, why: Reason): GameObject {
  const name = obj.face.name
  if (obj.face.abilities.madness) {
    const exiled = game.move(
      obj,
      'exile',
      why
        .say(
          `${name} has madness, so it was discarded into exile instead of the graveyard, and its madness trigger lets its owner cast it for ${obj.face.abilities.madness.text} or put it into the graveyard (CR 702.35a). It still counts as discarded.`,
        )
        .rule('702.35a')
        .ruling('madness.stillDiscarded', name),
    )!
    exiled.madnessPending = true
    return exiled
  }
  return game.move(
    obj,
    'graveyard',
    why.say(`${name} was discarded: moved from its owner's hand to their graveyard (CR 701.9a).`).rule('701.9a'),
  )!
}

export function discard(game: Game, ref: string): Done | Illegal {
  const obj = game.current(ref)
  if (obj?.zone !== 'hand') {
    return {
      ok: false,
      why: reason(
        `${obj?.face.name ?? ref} isn't in a hand: to discard a card is to move it from its owner's hand to their graveyard, so only a card in hand can be discarded (CR 701.9a).`,
      )
        .rule('701.9a')
        .ruling('madness.onlyFromHand', obj?.face.name ?? ref),
    }
  }
  const player = obj.owner
  const why = reason()
  const now = discardObject(game, obj, why)
  const t = fireTriggers(game, { kind: 'discard', card: now, player }, `${obj.face.name} was discarded`)
  if (t.length) why.say(`Discard triggers: ${t.length}.`)
  return { ok: true, why }
}

export function declineMadness(game: Game, ref: string): Done | Illegal {
  const obj = game.current(ref)
  if (obj?.zone !== 'exile' || !obj.madnessPending) {
    return { ok: false, why: reason(`${obj?.face.name ?? ref} has no madness trigger waiting (CR 702.35a).`).rule('702.35a') }
  }
  const why = reason(
    `Its owner didn't cast ${obj.face.name} as the madness trigger resolved, so it was put into their graveyard; madness doesn't give another chance later (CR 702.35a).`,
  )
    .rule('702.35a')
    .ruling('madness.declined', obj.face.name)
  game.move(obj, 'graveyard', why)
  return { ok: true, why }
}

/** Draw the top card of a player's library (CR 121.1). */
function draw(game: Game, player: string): string {
  const top = game.inZone('library', player)[0]
  if (!top) return drawFromEmptyLibrary(game, player).replace(/^./, (c) => c.toLowerCase())
  game.move(top, 'hand', reason(`${top.face.name} was drawn (CR 121.1).`).rule('121.1'))
  return `${top.face.name} was drawn`
}

export function cycle(
  game: Game,
  ref: string,
  abilityName: AbilityReference | undefined,
  find: string[] | undefined,
  path: string,
): Done | Illegal {
  const obj = game.current(ref)
  if (!obj) return { ok: false, why: reason(`${ref} is no longer in the game.`) }
  const name = obj.face.name
  const cyclings = cyclingAbilities(game, obj, matchesQuality)
  if (!cyclings.length) return { ok: false, why: reason(`${name} has no cycling ability (CR 702.29a).`).rule('702.29a') }
  const ability = findAbility(cyclings, abilityName, (c) => [c.keyword])
  if (!ability)
    return {
      ok: false,
      why: reason(
        `${name} has no cycling ability ${describeAbilityRef(abilityName)}; it has ${cyclings.map((c) => c.keyword).join(', ')} (CR 702.29).`,
      ).rule('702.29a'),
    }
  const wrongZone = cannotCycle(obj)
  if (wrongZone) return { ok: false, why: wrongZone }
  const player = obj.owner
  let search: SearchRequest | undefined
  const searchText = cyclingSearch(ability)
  if (searchText) {
    search = {
      player,
      description: parseSearchDescription(searchText, `${path}.ability`),
      descriptionText: searchText,
      find: find ?? [],
      put: 'hand',
      shuffle: true,
      reveal: true,
    }
    // the card being cycled is discarded first, so it can't be found
    const checked = checkSearch(game, search)
    if (!checked.ok) return checked
  } else if (find?.length) {
    return { ok: false, why: reason(`${ability.keyword} draws a card; it doesn't search (CR 702.29a).`).rule('702.29a') }
  }
  const why = cycled(name, ability)
  const now = discardObject(game, obj, why)
  const t = fireTriggers(game, { kind: 'cycle', card: now, player }, `${name} was cycled`)
  cycleTriggerNotes(
    why,
    t.map((r) => r.event),
    now.zone,
  )
  let value: unknown
  if (search) {
    const checked = checkSearch(game, search)
    if (!checked.ok) return checked
    why
      .say(
        `It searched for ${search.descriptionText} and found ${checked.found.length ? checked.found.map((o) => o.face.name).join(', ') : 'nothing'}.`,
      )
      .merge(checked.why)
      .say(checked.why.text)
    value = performSearch(game, search, checked.found, why, `${name} was cycled`)
  } else {
    why.say(`Then ${draw(game, player)}.`)
  }
  return { ok: true, why, value }
}

export function move(game: Game, ref: string, to: Zone): Done | Illegal {
  const obj = game.current(ref)
  if (!obj) return { ok: false, why: reason(`${ref} is no longer in the game.`) }
  if (to === 'stack') return { ok: false, why: reason('Use "cast" or "copySpell" to put a spell on the stack.').rule('601.2a') }
  const why = reason(
    `${obj.face.name} was put into the ${to}${to !== 'battlefield' ? ' (not discarded, not cast)' : ''}; it is a new object there (CR 400.7).`,
  ).rule('400.7')
  const from = obj.zone
  if (obj.cardRef === null) {
    game.cease(obj, why.say('A token or copy that leaves its zone ceases to exist (CR 111.7, 707.10a).').rule('111.7', '707.10a'))
  } else game.move(obj, to, why)
  // CR 700.4: put into a graveyard from the battlefield, it died; its "dies" abilities trigger (603.10a)
  if (from === 'battlefield' && to === 'graveyard')
    fireTriggers(game, { kind: 'dies', permanents: [obj] }, `${obj.face.name} was put into a graveyard from the battlefield`)
  return { ok: true, why }
}
