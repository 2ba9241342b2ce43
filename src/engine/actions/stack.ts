// Spells on the stack: copying (CR 707.10), resolving (608.2n, 608.3, with flashback's exile 702.34a
// and buyback's return 702.27a) and countering (701.6a; "can't be countered", 101.2).
import { possessive, reason, ScenarioError, type Reason } from '../answers.js'
import { doubt, type Doubt } from '../doubts.js'
import { alternativeCost } from '../mechanics/index.js'
import type { SearchEffect } from '../oracle/types.js'
import { isPermanentCard } from '../state/card.js'
import type { Game, GameObject, PlayerId } from '../state/game.js'
import { linkedApplies } from '../state/kicker.js'
import { enterBattlefield } from './battlefield.js'
import type { EffectChoices } from '../effects/types.js'
import { resolveSpellEffects } from '../effects/resolve.js'
import type { Illegal } from './cast.js'
import { checkSearch, parseSearchDescription, performSearch, type SearchDescription } from './library.js'

type Done = { ok: true; why: Reason; value?: unknown; doubts?: Doubt[] }

export function copySpell(game: Game, ofRef: string, as: string, controllerOpt?: PlayerId, byRef?: string): Done | Illegal {
  const original = game.current(ofRef)
  if (original?.zone !== 'stack' || !original.cast) {
    return {
      ok: false,
      why: reason(`${original?.face.name ?? ofRef} isn't a spell on the stack, so it can't be copied as a spell (CR 707.10).`).rule(
        '707.10',
      ),
    }
  }
  const controller = controllerOpt ?? original.controller
  const why = reason(
    `A copy of ${original.face.name} was put onto the stack under ${possessive(controller, game.you)} control. It copies the spell's characteristics and every decision made for it — the value of X, alternative and additional costs such as kicker — but it isn't cast, and it's owned by the player who put it on the stack (CR 707.10, 707.2).`,
  ).rule('707.10', '707.2')
  const by = byRef ? game.current(byRef) : undefined
  if (by) why.ruling('verazol.copyNotCast', by.face.name).ruling('verazol.copyKicked', by.face.name)
  const copy = game.create({
    cardRef: null,
    ref: as,
    face: original.face,
    zone: 'stack',
    zoneOwner: controller,
    owner: controller,
    controller,
    isToken: false,
    isSpellCopy: true,
    arrival: why,
    cast: { ...original.cast, wasCast: false, controller, copiedFrom: original.ref, ...(by ? { copiedBy: by.face.name } : {}) },
  })
  game.madeRefs.set(as, copy.id)
  return { ok: true, why }
}

/** Which search a resolving spell performs: the kicked alternative replaces the first one when its printed kicker was paid. */
function chosenSearch(obj: GameObject): { effect: SearchEffect; because: Reason } | null {
  const effects = obj.face.abilities.searchEffects
  const plain = effects.find((e) => !e.insteadIfKicked)
  const kicked = effects.find((e) => e.insteadIfKicked)
  if (kicked && linkedApplies(obj.cast, kicked.insteadIfKicked!)) {
    return {
      effect: kicked,
      because: reason(`It was kicked with its own kicker, so "${kicked.text}" applies instead (CR 607.2i, 702.33e).`)
        .rule('607.2i', '702.33e')
        .ruling('kicker.kicked', obj.face.name),
    }
  }
  if (plain) {
    const b = reason()
    if (kicked) b.say(`Its own kicker wasn't paid, so the search for ${plain.description} applies (CR 607.2i).`).rule('607.2i')
    return { effect: plain, because: b }
  }
  return null
}

/** The search a card's text describes, or null with a doubt when the engine can't check its description (CR 701.23a). */
function readSearchDescription(effect: SearchEffect, name: string, path: string, doubts: Doubt[]): SearchDescription | null {
  try {
    return parseSearchDescription(effect.description, `${path}.find`)
  } catch (e) {
    if (!(e instanceof ScenarioError)) throw e
    const why = e.message
      .slice(e.path.length + 2)
      .replace(/^the engine/, 'Arcanum')
      .replace(/: (use|write) .*$/, '')
    doubts.push(doubt(`Arcanum can't carry out "${effect.text}": ${why} (${name}).`, ['701.23a']))
    return null
  }
}

export function resolve(
  game: Game,
  ref: string | undefined,
  find: string[] | undefined,
  path: string,
  choices?: EffectChoices,
): Done | Illegal {
  const top = game.topOfStack()
  if (!top) return { ok: false, why: reason('The stack is empty: there is nothing to resolve (CR 405.5).').rule('405.5') }
  const obj = ref ? game.current(ref) : top
  if (obj?.zone !== 'stack') return { ok: false, why: reason(`${obj?.face.name ?? ref} isn't on the stack.`).rule('405.5') }
  if (obj !== top)
    return {
      ok: false,
      why: reason(
        `${obj.face.name} isn't on top of the stack; ${top.face.name}${top.isSpellCopy ? ' (a copy)' : ''} is, and the top object resolves first (CR 405.5).`,
      ).rule('405.5'),
    }
  const name = obj.face.name
  const record = obj.cast!

  if (isPermanentCard(obj.face)) {
    if (obj.isSpellCopy) {
      const why = reason(
        `The copy of ${name} resolved and became a token permanent (CR 608.3f, 707.10f). It's kicked if the spell was: the token a copy of a kicked permanent spell becomes is also kicked.`,
      ).rule('608.3f', '707.10f', '400.7d')
      if (record.kicks.length || record.stickerKicks.length) why.ruling('kicker.copySpell', name)
      game.cease(obj, why)
      const token = game.create({
        cardRef: null,
        ref: obj.ref,
        face: obj.face,
        zone: 'battlefield',
        zoneOwner: obj.controller,
        owner: obj.controller,
        controller: obj.controller,
        isToken: true,
        isSpellCopy: false,
        arrival: why,
      })
      game.madeRefs.set(obj.ref, token.id)
      enterBattlefield(game, token, record, why)
      return { ok: true, why }
    }
    const why = reason(
      `${name} resolved and entered the battlefield under ${possessive(obj.controller, game.you)} control (CR 608.3a). As a permanent it remembers the spell it was: what costs were paid, including kicker (CR 400.7d).`,
    ).rule('608.3a', '400.7d')
    const permanent = game.move(obj, 'battlefield', why, { controller: obj.controller })!
    enterBattlefield(game, permanent, record, why)
    return { ok: true, why }
  }

  // instant or sorcery: its effect, then where the card goes (CR 608.2n), unless a mechanic replaces that (flashback)
  const leaving = alternativeCost(record.alternativeCost)?.leavesStack
  const why = reason(`${name}${obj.isSpellCopy ? ' (a copy)' : ''} resolved.`)
  for (const d of obj.face.effectDoubts) game.effectDoubts.push({ doubt: d, cardRef: obj.cardRef })
  let value: unknown
  const doubts: Doubt[] = []
  const search = chosenSearch(obj)
  const description = search ? readSearchDescription(search.effect, name, path, doubts) : null
  if (search && description) {
    const { effect } = search
    const request = {
      player: obj.controller,
      description,
      descriptionText: effect.description,
      find: find ?? [],
      put: effect.put,
      tapped: effect.tapped,
      shuffle: effect.shuffle,
    }
    const checked = checkSearch(game, request)
    if (!checked.ok) return checked
    why.merge(search.because).say(search.because.text)
    why
      .say(
        `It searched for ${effect.description} and found ${checked.found.length ? checked.found.map((o) => o.face.name).join(', ') : 'nothing'}.`,
      )
      .merge(checked.why)
      .say(checked.why.text)
    value = performSearch(game, request, checked.found, why, `${name} resolved`)
  } else if (find?.length && !doubts.length) {
    return { ok: false, why: reason(`${name} has no search instruction the engine reads, so there's nothing to find.`) }
  }
  // its other effects, in order (src/engine/effects, CR 608.2c)
  const effects = resolveSpellEffects(game, obj, choices, why, doubts)
  if (effects === 'illegal') return { ok: false, why }
  // a spell that doesn't resolve (every target illegal, CR 608.2b) isn't bought back (CR 702.27a)
  const boughtBack = record.buyback && effects === 'resolved'

  if (obj.isSpellCopy) {
    game.cease(obj, why.say('A copy of a spell in a zone other than the stack ceases to exist (CR 707.10a).').rule('707.10a'))
  } else if (leaving) {
    const instead = leaving.because(name, 'resolved')
    why.say(instead.text).merge(instead)
    if (boughtBack) {
      why
        .say(
          `Buyback would put it into its owner's hand "instead of into that player's graveyard" (CR 702.27a), but flashback's exile applies "instead of putting it anywhere else": flashback and buyback don't mix.`,
        )
        .rule('702.27a')
      why.cardRulings('resolve.flashbackBuyback', name)
    }
    game.move(obj, leaving.to, why)
  } else if (boughtBack) {
    game.move(
      obj,
      'hand',
      why
        .say(`Its buyback cost was paid, so it was put into its owner's hand instead of into the graveyard as it resolved (CR 702.27a).`)
        .rule('702.27a'),
    )
  } else {
    game.move(
      obj,
      'graveyard',
      why.say(`As the final part of its resolution it was put into its owner's graveyard (CR 608.2n).`).rule('608.2n'),
    )
  }
  return { ok: true, why, value, doubts }
}

export function counter(game: Game, ref: string): Done | Illegal {
  const obj = game.current(ref)
  if (obj?.zone !== 'stack')
    return {
      ok: false,
      why: reason(`${obj?.face.name ?? ref} isn't a spell on the stack, so it can't be countered (CR 701.6a).`).rule('701.6a'),
    }
  const name = obj.face.name
  if (obj.face.abilities.cantBeCountered) {
    const why = reason(
      `${name} can't be countered: the spell or ability that would counter it can still target it and resolve, but ${name} isn't countered and stays on the stack — "can't" beats "can" (CR 101.2, 113.6g).`,
    ).rule('101.2', '113.6g')
    why.cardRulings('counter.cantBeCountered', name)
    obj.arrival.say(`An attempt to counter it failed: ${name} can't be countered (CR 101.2).`).merge(why)
    return { ok: true, why }
  }
  const record = obj.cast!
  const leaving = alternativeCost(record.alternativeCost)?.leavesStack
  const why = reason(
    `${name}${obj.isSpellCopy ? ' (a copy)' : ''} was countered: it doesn't resolve and none of its effects happen (CR 701.6a).`,
  ).rule('701.6a')
  if (obj.isSpellCopy) {
    game.cease(obj, why.say('A copy of a spell in a zone other than the stack ceases to exist (CR 707.10a).').rule('707.10a'))
  } else if (leaving) {
    const instead = leaving.because(name, 'countered')
    game.move(obj, leaving.to, why.say(instead.text).merge(instead))
  } else {
    if (record.buyback)
      why
        .say("Buyback returns a spell to its owner's hand only as it resolves; a countered spell goes to the graveyard (CR 702.27a).")
        .rule('702.27a')
    game.move(obj, 'graveyard', why.say("A countered spell is put into its owner's graveyard (CR 701.6a)."))
  }
  return { ok: true, why }
}
