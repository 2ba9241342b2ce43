// Spells on the stack (copying is game/copy-spell.ts, CR 707.10): resolving (608.2n, 608.3) and countering (701.6a; "can't
// be countered", 101.2); where a card goes as it leaves the stack is the mechanics' replacements
// (flashback's exile 702.34a, buyback's return 702.27a: src/engine/mechanics).
import { possessive, reason, ScenarioError, type Reason } from '../answers.js'
import { doubt, type Aspect, type Doubt } from '../doubts.js'
import type { EffectSpec } from '../game/effect-text.js'
import { leavingReplacements, type LeavesStack, type LeavingHow } from '../mechanics/index.js'
import type { SearchEffect } from '../oracle/types.js'
import { isPermanentCard } from '../state/card.js'
import type { Game, GameObject } from '../state/game.js'
import { linkedApplies } from '../state/kicker.js'
import { enterBattlefield, putOntoBattlefield } from './battlefield.js'
import { makeChoices } from '../state/entry-choices.js'
import type { EntryChoices } from '../scenario/index.js'
import { resolveDelayed } from '../game/delayed-triggers.js'
import { apply } from '../effects/index.js'
import type { EffectChoices } from '../effects/types.js'
import { resolveSpellEffects } from '../effects/resolve.js'
import type { Illegal } from './cast.js'
import { checkSearch, parseSearchDescription, performSearch, shuffleLibrary, type SearchDescription } from './library.js'
import { spellTypeDestination } from '../game/spell-type-resolution.js'
import { abilityEffects } from '../game/stack-objects.js'
import { carryOut, interveningIfHolds, resolveWard } from '../game/resolution.js'
import { auraTargetSpec } from '../game/attachments.js'
import { checkTarget } from '../game/targets.js'
import { spellEffects as stackSpellEffects } from '../game/spell-effects.js'
import { clauseDoubt } from '../state/card.js'
import { effectScope } from '../state/doubts.js'
import { effectTouches } from '../oracle/clause-kind.js'
import { aspectsOf } from '../oracle/clauses.js'

type Done = { ok: true; why: Reason; value?: unknown; doubts?: Doubt[] }

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

/** A spell or ability resolving with targets never chosen: the scenario didn't say what it affects (CR 601.2c). */
const untargeted = (targets: { text: string }[]) =>
  `No targets were chosen for it (${targets.map((t) => `"${t.text}"`).join(', ')}: name them with "targets" on cast or activate, or "chooseTargets"), so Arcanum doesn't carry out its effect.`
const UNTARGETED_ASPECTS: Record<EffectSpec['kind'], Aspect[]> = {
  damage: ['damage', 'life'],
  life: ['life'],
  counters: ['counters', 'pt'],
  counter: ['zone'],
}
const untargetedDoubt = (e: EffectSpec, name: string): Doubt =>
  doubt(
    `Arcanum doesn't know what "${e.text.replace(/~/g, name)}" affected: no targets were chosen for it (CR 601.2c) (${name}).`,
    ['601.2c'],
    UNTARGETED_ASPECTS[e.kind],
  )

const untargetedModulesDoubt = (text: string, name: string): Doubt =>
  doubt(
    `Arcanum doesn't know what "${text.replace(/~/g, name)}" affected: no targets were chosen for it (CR 601.2c) (${name}).`,
    ['601.2c'],
    aspectsOf(text),
  )

/** Counter a spell or ability the resolving one targets (CR 701.6a); the because of what happened. */
const counterTarget = (game: Game) => (target: GameObject) => counter(game, target.ref)

/** An activated or triggered ability resolving (CR 608.2): its effects, then it ceases to exist (608.2n). */
function resolveAbility(game: Game, obj: GameObject, pay: boolean | undefined, path: string, choices?: EffectChoices): Done | Illegal {
  const ability = obj.ability!
  const source = game.objects.get(ability.sourceId)!
  const name = source.face.name
  const why = reason(`${name}'s ${ability.kind} ability "${ability.text}" resolved (CR 608.2).`).rule('608.2')
  let read = ability.ward ? null : abilityEffects(ability, name)
  if (read?.targets.length && !obj.targets) {
    why.say(untargeted(read.targets))
    for (const e of read.effects) game.effectDoubts.push({ doubt: untargetedDoubt(e, name), cardRef: null })
    if (read.modules) game.effectDoubts.push({ doubt: untargetedModulesDoubt(read.modules.text, name), cardRef: null })
    read = null
  }
  const doubts: Doubt[] = []
  if (ability.delayed)
    doubts.push(
      ...resolveDelayed(game, ability.delayed, why, {
        putOntoBattlefield: (ref, controller) => putOntoBattlefield(game, ref, { controller }),
        apply: (effect, controller, from) => {
          const r = apply(game, effect, { controller, source: from, targets: [] })
          return { ...r, doubts: 'doubts' in r ? r.doubts : [] }
        },
      }),
    )
  else if (ability.ward) resolveWard(game, obj, pay, path, why, counterTarget(game))
  else if (ability.kind === 'triggered' && !interveningIfHolds(game, obj, why)) {
    // CR 603.4: it does nothing
  } else if (read) {
    const r = carryOut(game, obj, read, source, why, counterTarget(game), choices)
    if (r.illegal) return { ok: false, why }
    doubts.push(...r.doubts)
  } else {
    // an effect the engine doesn't read: whatever it could change is in doubt from now on
    const clause = source.face.abilities.clauses.find((c) => c.text === ability.text)
    // no clause (a granted or copied ability) or one that names nothing the engine classifies: it could change anything
    game.effectDoubts.push({
      doubt: clause
        ? clauseDoubt(clause, name, [...effectTouches(clause)])
        : doubt(`Arcanum doesn't carry out this ability's effect (CR 608.2): "${ability.text}" (${name}).`, ['608.2']),
      cardRef: null,
      within: effectScope(game, ability.effect, name),
    })
    why.say(`Arcanum doesn't carry out its effect "${ability.effect.replace(/~/g, name)}".`)
  }
  game.cease(
    obj,
    why.say('As the final part of its resolution, the ability was removed from the stack and ceased to exist (CR 608.2n).').rule('608.2n'),
  )
  return { ok: true, why, doubts }
}

export function resolve(
  game: Game,
  ref: string | undefined,
  find: string[] | undefined,
  path: string,
  pay?: boolean,
  choices?: EffectChoices,
  chosen?: EntryChoices,
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
  if (obj.ability) return resolveAbility(game, obj, pay, path, choices)
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
      makeChoices(token, chosen)
      enterBattlefield(game, token, record, why)
      return { ok: true, why }
    }
    // CR 608.3b–c: an Aura spell checks its target again, and enters attached to it (src/engine/game/attachments.ts)
    const aura = auraResolution(game, obj)
    if (aura?.illegal) {
      const why = reason(`${name} didn't resolve. ${aura.illegal.text}`).merge(aura.illegal)
      leaveStack(game, obj, 'fizzled', why.rule('608.3b'))
      return { ok: true, why, doubts: aura.doubts }
    }
    const why = reason(
      `${name} resolved and entered the battlefield under ${possessive(obj.controller, game.you)} control (CR 608.3a). As a permanent it remembers the spell it was: what costs were paid, including kicker (CR 400.7d).`,
    ).rule('608.3a', '400.7d')
    const permanent = game.move(obj, 'battlefield', why, { controller: obj.controller })!
    if (aura?.attachTo) {
      permanent.attachedTo = aura.attachTo.id
      why
        .say(`As an Aura spell, it entered attached to ${aura.attachTo.face.name}, the object it targeted (CR 608.3c, 303.4b).`)
        .rule('608.3c', '303.4b')
    }
    // CR 614.12: "As ~ enters, choose …" is made as it enters, the choice the action gives
    makeChoices(permanent, chosen)
    enterBattlefield(game, permanent, record, why)
    return { ok: true, why, ...(aura ? { doubts: aura.doubts } : {}) }
  }

  // instant or sorcery: its effect, then where the card goes (CR 608.2n), unless a mechanic replaces that (flashback, buyback)
  const why = reason(`${name}${obj.isSpellCopy ? ' (a copy)' : ''} resolved.`)
  let effects = stackSpellEffects(obj.face)
  const doubts: Doubt[] = []
  if (effects?.targets.length && !obj.targets) {
    why.say(untargeted(effects.targets))
    for (const e of effects.effects) game.effectDoubts.push({ doubt: untargetedDoubt(e, name), cardRef: obj.cardRef })
    effects = null
  }
  // CR 608.2b: with every target illegal, it doesn't resolve; it is removed from the stack
  const carried = effects ? carryOut(game, obj, effects, obj, why, counterTarget(game)) : null
  if (carried) doubts.push(...carried.doubts)
  if (carried && !carried.resolved) {
    why.text = `${name}${obj.isSpellCopy ? ' (a copy)' : ''} didn't resolve. ${why.text.replace(/^\S.*? resolved\. /, '')}`
    leaveStack(game, obj, 'fizzled', why)
    return { ok: true, why, doubts }
  }
  let value: unknown
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
  // the effects the effect modules read (src/engine/effects, CR 608.2c); the ones they don't read but the
  // stack's reader does (e.g. "counter target spell") were carried out above. readFace gives each clause to
  // one reader only, so every effect happens once.
  const turned = resolveSpellEffects(game, obj, choices, why, doubts)
  if (turned === 'illegal') return { ok: false, why }

  if (turned === 'fizzled') {
    why.text = `${name}${obj.isSpellCopy ? ' (a copy)' : ''} didn't resolve. ${why.text.replace(/^\S.*? resolved\. /, '')}`
    leaveStack(game, obj, 'fizzled', why)
    return { ok: true, why, doubts }
  }
  // what its unread effects could change, once it has resolved: not when every target was illegal (CR 608.2b)
  for (const d of obj.face.effectDoubts)
    game.effectDoubts.push({ doubt: d, cardRef: obj.cardRef, within: effectScope(game, d.clause?.text ?? d.text, name) })
  leaveStack(game, obj, 'resolved', why)
  return { ok: true, why, value, doubts }
}

export function counter(game: Game, ref: string): Done | Illegal {
  const obj = game.current(ref)
  if (obj?.zone !== 'stack')
    return {
      ok: false,
      why: reason(`${obj?.face.name ?? ref} isn't a spell or ability on the stack, so it can't be countered (CR 701.6a).`).rule('701.6a'),
    }
  const name = obj.face.name
  if (obj.ability) {
    // CR 701.6a: countering an ability removes it from the stack; it doesn't resolve (Stifle)
    const why = reason(
      `${name}'s ${obj.ability.kind} ability "${obj.ability.text}" was countered: it was removed from the stack, doesn't resolve and none of its effects happen (CR 701.6a). Its source is unaffected (CR 113.7a).`,
    ).rule('701.6a', '113.7a')
    game.cease(obj, why)
    return { ok: true, why }
  }
  if (obj.face.abilities.cantBeCountered) {
    const why = reason(
      `${name} can't be countered: the spell or ability that would counter it can still target it and resolve, but ${name} isn't countered and stays on the stack — "can't" beats "can" (CR 101.2, 113.6g).`,
    ).rule('101.2', '113.6g')
    why.cardRulings('counter.cantBeCountered', name)
    obj.arrival.say(`An attempt to counter it failed: ${name} can't be countered (CR 101.2).`).merge(why)
    return { ok: true, why }
  }
  const why = reason(
    `${name}${obj.isSpellCopy ? ' (a copy)' : ''} was countered: it doesn't resolve and none of its effects happen (CR 701.6a).`,
  ).rule('701.6a')
  leaveStack(game, obj, 'countered', why)
  return { ok: true, why }
}

/**
 * Where a card goes as it leaves the stack: resolved (CR 608.2n), countered (701.6a), or removed with
 * every target illegal (608.2b); unless a mechanic's replacement puts it elsewhere (CR 614): the
 * registered mechanics it was cast with, the one that applies first. A copy ceases to exist (707.10a).
 */
function leaveStack(game: Game, obj: GameObject, how: LeavingHow, why: Reason) {
  if (obj.isSpellCopy) {
    game.cease(obj, why.say('A copy of a spell in a zone other than the stack ceases to exist (CR 707.10a).').rule('707.10a'))
    return
  }
  const name = obj.face.name
  const record = obj.cast!
  const candidates = leavingReplacements(record.alternativeCost, (m) => m.isPaid(record))
  const applies = (r: LeavesStack) => r.when.includes(how)
  const winner = candidates.find((c) => applies(c.replacement))
  if (winner) {
    const instead = winner.replacement.because(name, how)
    why.say(instead.text).merge(instead)
  }
  const won = winner ? { name: winner.mechanic.name, to: winner.replacement.to } : null
  for (const c of candidates) {
    if (c === winner) continue
    const note = c.replacement.notApplied?.(name, how, applies(c.replacement) ? won : null)
    if (note) why.say(note.text).merge(note)
  }
  const bySpellType = !winner && how === 'resolved' ? spellTypeDestination(obj) : null
  if (winner) game.move(obj, winner.replacement.to, why)
  else if (bySpellType) {
    game.move(obj, bySpellType.to, why.say(bySpellType.why.text).merge(bySpellType.why))
    if (bySpellType.shuffle) {
      const shuffled = shuffleLibrary(game, obj.owner, `${name} shuffled in`)
      why.say(shuffled.text).merge(shuffled)
    }
  } else if (how === 'resolved')
    game.move(
      obj,
      'graveyard',
      why.say(`As the final part of its resolution it was put into its owner's graveyard (CR 608.2n).`).rule('608.2n'),
    )
  else if (how === 'fizzled')
    game.move(obj, 'graveyard', why.say("It was removed from the stack and put into its owner's graveyard (CR 608.2b).").rule('608.2b'))
  else game.move(obj, 'graveyard', why.say("A countered spell is put into its owner's graveyard (CR 701.6a)."))
}

/**
 * An Aura spell resolving (CR 608.3b–c): its target is checked again (608.2b); an illegal one means it
 * doesn't resolve, otherwise it enters attached to that object. Null for any other spell, or an Aura spell
 * cast without its target named (it then enters with what it enchants unknown: a doubt, attachments.ts).
 */
function auraResolution(game: Game, obj: GameObject): { illegal?: Reason; attachTo?: GameObject; doubts: Doubt[] } | null {
  const spec = auraTargetSpec(obj.face)
  const target = obj.targets?.[0]
  if (!spec || !target || 'player' in target) return null
  const c = checkTarget(game, spec, obj.controller, obj, target, obj)
  if (!c.ok) return { illegal: reason(`Its target is no longer legal: ${c.why.text}`).merge(c.why), doubts: c.doubts }
  return { attachTo: game.objects.get(target.objectId)!, doubts: c.doubts }
}
