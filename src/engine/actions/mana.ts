// Mana abilities (CR 605) and the mana rules of seed 003: undefined mana types produce no mana
// (106.5), "could produce" (106.7), tapping for mana (106.12, 106.12a–b), {T}/{Q} and summoning
// sickness (107.5, 107.6, 302.6).
import { possessive, reason, type Reason } from '../answers.js'
import { COLORS, formatMana, type ManaType } from '../mana/cost.js'
import type { ActivatedAbility, ManaAbility } from '../oracle/types.js'
import { isType, matchesQuality } from '../state/card.js'
import type { Game, GameObject } from '../state/game.js'
import { isKickedRecord } from '../state/kicker.js'
import { fireTriggers } from '../state/triggers.js'
import { hasKeyword } from '../keywords/has.js'
import { definedColors } from '../keywords/defines.js'
import type { Illegal } from './cast.js'
import type { AbilityReference } from '../scenario/index.js'
import { describeAbilityRef, findAbility } from '../state/ability-ref.js'
import { untapPermanent } from '../game/untap.js'

export function manaAbilityOf(obj: GameObject, index: AbilityReference | undefined): ManaAbility | Illegal {
  const abilities = obj.face.abilities.manaAbilities
  if (!abilities.length)
    return { ok: false, why: reason(`${obj.face.name} has no mana ability the engine reads ("[cost]: Add …", CR 605.1a).`).rule('605.1a') }
  const a = findAbility(abilities, index, (m) => [m.text])
  if (!a)
    return {
      ok: false,
      why: reason(
        `${obj.face.name} has no mana ability ${describeAbilityRef(index)}; it has ${abilities.length} mana abilit${abilities.length === 1 ? 'y' : 'ies'}: ${abilities.map((m) => `${m.index}. "${m.text}"`).join(' ')}`,
      ).rule('605.1a'),
    }
  return a
}

export function activatedAbilityOf(obj: GameObject, index: AbilityReference | undefined): ActivatedAbility | Illegal {
  const abilities = obj.face.abilities.activated
  if (!abilities.length)
    return { ok: false, why: reason(`${obj.face.name} has no activated ability ("[cost]: [effect]", CR 602.1).`).rule('602.1') }
  const a = findAbility(abilities, index, (m) => [m.text])
  if (!a)
    return {
      ok: false,
      why: reason(
        `${obj.face.name} has no activated ability ${describeAbilityRef(index)}; it has ${abilities.length} activated abilit${abilities.length === 1 ? 'y' : 'ies'}: ${abilities.map((m) => `${m.index}. "${m.text}"`).join(' ')}`,
      ).rule('602.1'),
    }
  return a
}

/** Can this activated ability be activated now, as far as {T}, {Q} and summoning sickness go? (CR 107.5, 107.6, 302.6) */
export function checkActivation<A extends ActivatedAbility | ManaAbility>(
  game: Game,
  obj: GameObject | undefined,
  pick: (o: GameObject) => A | Illegal,
): { ok: true; ability: A; why: Reason } | Illegal {
  if (obj?.zone !== 'battlefield')
    return {
      ok: false,
      why: reason(
        `${obj?.face.name ?? 'It'} isn't on the battlefield, so its activated abilities can't be activated: a permanent's abilities function only on the battlefield (CR 113.6, 602.2), and {T} or {Q} can be paid only there (107.5).`,
      ).rule('113.6', '602.2', '107.5'),
    }
  const a = pick(obj)
  if ('ok' in a) return a
  const name = obj.face.name
  if (a.tap && obj.tapped)
    return { ok: false, why: reason(`${name} is already tapped, so it can't be tapped again to pay {T} (CR 107.5).`).rule('107.5') }
  if (a.untap && !obj.tapped)
    return { ok: false, why: reason(`${name} is already untapped, so it can't be untapped again to pay {Q} (CR 107.6).`).rule('107.6') }
  // CR 702.10b: a creature with haste can use {T} and {Q} abilities as soon as it comes under its controller's control
  if ((a.tap || a.untap) && isType(obj.face, 'creature') && !obj.sinceTurnStart && !hasKeyword(game, obj, 'haste')) {
    const sym = a.tap ? '{T}' : '{Q}'
    return {
      ok: false,
      why: reason(
        `${name} is a creature that hasn't been under ${possessive(obj.controller, game.you)} control continuously since their most recent turn began, so its ability with ${sym} in its cost can't be activated ("summoning sickness", CR 302.6, ${a.tap ? '107.5' : '107.6'}).`,
      ).rule('302.6', a.tap ? '107.5' : '107.6'),
    }
  }
  const why = reason(
    `"${a.text}" can be activated${a.tap || a.untap ? `: ${a.tap ? '{T}' : '{Q}'} is payable${isType(obj.face, 'creature') ? " and it has been under its controller's control continuously since their most recent turn began" : ''}` : ''} (CR 602.2).`,
  ).rule('602.2')
  if (a.tap) why.rule('107.5')
  if (a.untap) why.rule('107.6')
  if (isType(obj.face, 'creature') && (a.tap || a.untap)) why.rule('302.6')
  if (isType(obj.face, 'creature') && (a.tap || a.untap) && !obj.sinceTurnStart)
    why.say(`${name} has haste, so it can (CR 702.10b).`).rule('702.10b')
  return { ok: true, ability: a, why }
}

/** The types of mana a permanent could produce (CR 106.7): what its mana abilities would produce if they resolved now, costs ignored. */
export function couldProduce(game: Game, obj: GameObject, visiting = new Set<number>()): ManaType[] {
  if (visiting.has(obj.id)) return []
  visiting.add(obj.id)
  const types = new Set<ManaType>()
  for (const a of obj.face.abilities.manaAbilities) for (const t of producedTypes(game, obj, a, visiting)) types.add(t)
  visiting.delete(obj.id)
  return [...types]
}

function producedTypes(game: Game, obj: GameObject, a: ManaAbility, visiting: Set<number>): ManaType[] {
  const p = a.produces
  switch (p.kind) {
    case 'fixed':
      return p.mana
    case 'oneOf':
      return p.options.flat()
    case 'anyColor':
      return [...COLORS]
    case 'perCounter':
      return (obj.counters[p.counter] ?? 0) > 0 ? [p.mana] : []
    case 'couldProduce': {
      const owners = p.whose === 'you' ? [obj.controller] : game.opponentsOf(obj.controller)
      const sources = game.battlefield().filter((o) => owners.includes(o.controller) && matchesQuality(o.face, p.what))
      const types = [...new Set(sources.flatMap((o) => couldProduce(game, o, visiting)))]
      return p.colorsOnly ? types.filter((t) => t !== 'C') : types
    }
    case 'colorOfPermanent': {
      const owners = p.whose === 'you' ? [obj.controller] : game.opponentsOf(obj.controller)
      return [
        ...new Set(
          game
            .battlefield()
            .filter((o) => owners.includes(o.controller))
            .flatMap((o) => colorsOf(o)),
        ),
      ]
    }
    case 'unknown':
      return []
  }
}

/** A permanent's colors, from its mana cost (CR 105.2, 202.2). */
function colorsOf(o: GameObject): ManaType[] {
  const defined = definedColors(o.face) // devoid (CR 702.114a, 604.3)
  if (defined) return defined as ManaType[]
  const c = o.face.manaCost
  return COLORS.filter((k) => c[k] > 0 || c.hybrid.some((h) => h.includes(k)) || c.phyrexian.some((ph) => ph.startsWith(k)))
}

export interface ManaResult {
  mana: ManaType[]
  description: string
  why: Reason
}

/** What resolving this mana ability produces, and why (CR 106.5, 106.7, 106.12b). */
function production(game: Game, obj: GameObject, a: ManaAbility): ManaResult | null {
  const p = a.produces
  const why = reason()
  let mana: ManaType[]
  let description: string
  switch (p.kind) {
    case 'fixed':
      mana = p.mana
      description = formatMana(mana)
      break
    case 'oneOf':
      mana = p.options[0]!
      description = p.options.map(formatMana).join(' or ')
      why.say(`Its controller chooses ${description}.`)
      break
    case 'anyColor':
      mana = Array(p.amount).fill('W')
      description = `${p.amount} mana of any color`
      why.say('Its controller chooses the color.')
      break
    case 'perCounter': {
      const n = obj.counters[p.counter] ?? 0
      mana = Array(n).fill(p.mana)
      description = formatMana(mana)
      why.say(`It has ${n} ${p.counter} counter${n === 1 ? '' : 's'}, so it adds ${n ? description : 'no mana'}.`)
      if (n === 0) why.cardRulings('manaAbility.noCounters', obj.face.name)
      break
    }
    case 'colorOfPermanent': {
      const colors = producedTypes(game, obj, a, new Set([obj.id]))
      if (!colors.length) {
        why
          .say(
            `No permanent ${p.whose === 'you' ? 'you control' : 'an opponent controls'} has a color, so no color can be chosen: the mana's type is undefined and the ability produces no mana (CR 106.5).`,
          )
          .rule('106.5')
        return { mana: [], description: '', why }
      }
      mana = [colors[0]!]
      description = `one mana of ${colors.map((t) => `{${t}}`).join(', ')}`
      why.say(`Its controller chooses a color of a permanent they control: ${colors.map((t) => `{${t}}`).join(', ')}.`)
      break
    }
    case 'couldProduce': {
      const types = producedTypes(game, obj, a, new Set([obj.id]))
      if (!types.length) {
        why
          .say(
            `No ${p.what} ${p.whose === 'you' ? 'you control' : 'an opponent controls'} could produce any ${p.colorsOnly ? 'color' : 'type'} of mana, so the type is undefined and the ability produces no mana (CR 106.7, 106.5).`,
          )
          .rule('106.7', '106.5')
        return { mana: [], description: '', why }
      }
      mana = [types[0]!]
      description = `one mana of ${types.map((t) => `{${t}}`).join(', ')}`
      why
        .say(
          `It can produce a type that a ${p.what} ${p.whose === 'you' ? 'you control' : 'an opponent controls'} could produce: ${types.map((t) => `{${t}}`).join(', ')} (CR 106.7).`,
        )
        .rule('106.7')
      break
    }
    case 'unknown':
      return null
  }
  if (mana.length && a.tap && game.battlefield().some((o) => o.face.abilities.doublesManaFromTapping)) {
    mana = [...mana, ...mana]
    description = p.kind === 'fixed' || p.kind === 'perCounter' ? formatMana(mana) : `twice ${description}`
    why
      .say(
        `It was tapped for mana, so the replacement effect doubling mana from tapped permanents modifies the mana produced (CR 106.12b).`,
      )
      .rule('106.12b')
  }
  return { mana, description, why }
}

export function activateManaAbility(
  game: Game,
  ref: string,
  index: AbilityReference | undefined,
): { ok: true; why: Reason; value: string } | Illegal {
  const obj = game.current(ref)
  const check = checkActivation(game, obj, (o) => manaAbilityOf(o, index))
  if (!check.ok) return check
  const a = check.ability
  const o = obj!
  if (a.tap) o.tapped = true
  if (a.untap) untapPermanent(game, o, `${o.face.name} was untapped to pay {Q}`)
  const result = production(game, o, a)
  // what else the ability does that the engine didn't read ("If you control a Nissa planeswalker, you gain
  // 2 life.") happened as it resolved (CR 605.3b): its events and what they change are in doubt
  for (const d of o.face.clauseDoubts) if (d.clause?.text === a.text) game.effectDoubts.push({ doubt: d, cardRef: o.cardRef })
  // what it adds the engine can't read: the activation is legal, what it produced is the clause's doubt
  if (!result)
    return {
      ok: true,
      why: reason(`${o.face.name}'s mana ability "${a.text}" was activated and resolved immediately (CR 605.3b).`).rule('605.3b'),
      value: '',
    }
  const why = reason(`${o.face.name}'s mana ability "${a.text}" was activated and resolved immediately (CR 605.3b).`)
    .rule('605.3b')
    .merge(result.why)
    .say(result.why.text)
  if (a.tap) why.say(`Activating a mana ability with {T} in its cost is tapping ${o.face.name} for mana (CR 106.12).`).rule('106.12')
  if (a.tap && result.mana.length) {
    const t = fireTriggers(game, { kind: 'tappedForMana', permanent: o, player: o.controller }, `${o.face.name} was tapped for mana`)
    if (t.length) why.say(`"Tapped for mana" abilities triggered as it produced mana (CR 106.12a).`).rule('106.12a')
  } else if (a.tap) {
    why
      .say('It produced no mana, so abilities that trigger when a permanent "is tapped for mana" don\'t trigger (CR 106.12a).')
      .rule('106.12a')
  }
  return { ok: true, why, value: result.mana.length ? result.description : '' }
}

/** May mana from this source's ability be spent on this spell? ("Spend this mana only to cast kicked spells.") */
export function canSpendMana(
  _game: Game,
  spell: GameObject | undefined,
  source: GameObject | undefined,
  index: AbilityReference | undefined,
): { value: boolean; why: Reason } {
  if (!source) return { value: false, why: reason('The source is no longer in the game.') }
  const a = manaAbilityOf(source, index)
  if ('ok' in a) return { value: false, why: a.why }
  if (spell?.zone !== 'stack')
    return {
      value: false,
      why: reason(`${spell?.face.name ?? 'It'} isn't a spell being cast, so no mana can be spent on it.`).rule('601.2h'),
    }
  const r = a.restriction
  if (!r) return { value: true, why: reason(`Mana from "${a.text}" has no spending restriction (CR 106.6).`).rule('106.6') }
  if (r.kickedSpellsOnly) {
    const kicked = isKickedRecord(spell.cast)
    const why = reason(
      kicked
        ? `${spell.face.name} is a kicked spell${spell.cast!.kicks.length ? '' : ' (through sticker kicker, which counts for cards that care about kicked spells)'}, so mana from ${source.face.name} ("${r.text}") can be spent on it (CR 106.6, 702.33d).`
        : `${spell.face.name} isn't kicked, so mana from ${source.face.name} ("${r.text}") can't be spent on it (CR 106.6, 702.33d).`,
    ).rule('106.6', '702.33d')
    if (spell.cast!.stickerKicks.length) why.rule('702.33h').ruling('sticker.linkedOnlyOwnKicker', spell.cast!.stickerKicks[0]!.sourceName)
    return { value: kicked, why }
  }
  const ok = (r.spellTypes ?? []).some((t) => matchesQuality(spell.face, t))
  return { value: ok, why: reason(`"${r.text}": ${spell.face.name} is ${ok ? '' : 'not '}such a spell (CR 106.6).`).rule('106.6') }
}
