// Permanents entering the battlefield: from a resolving spell (CR 608.3, remembering the spell,
// 400.7d), put there by an effect without being cast (never kicked), entering as a copy (707.2; not
// kicked either), or created as a token copy.
import { possessive, reason, type Reason } from '../answers.js'
import { ASPECTS, doubt, type Doubt } from '../doubts.js'
import { ADDITIONAL_COSTS, alternativeCost } from '../mechanics/index.js'
import type { CastRecord, Game, GameObject, PlayerId } from '../state/game.js'
import { isKickedRecord, linkedApplies, printedKicks } from '../state/kicker.js'
import { fireTriggers } from '../state/triggers.js'
import { entersTapped, isType } from '../state/card.js'
import { choiceOf, type Illegal } from './cast.js'
import { copyChoiceProblem } from './copy-choice.js'
import { givenChoices, makeChoices } from '../state/entry-choices.js'
import type { EntryChoices } from '../scenario/index.js'

/** Counters it enters with and its enters triggers (CR 603.6a, 614.1c); X from the spell (107.3m). */
export function enterBattlefield(game: Game, permanent: GameObject, record: CastRecord | undefined, why: Reason) {
  permanent.sinceTurnStart = false
  // CR 614.1d, 614.12: its own "~ enters tapped" modifies how it enters, however it gets there
  if (entersTapped(permanent.face) && !permanent.tapped) {
    permanent.tapped = true
    why.say(`It entered tapped, as its own text says (CR 614.1d, 614.12).`).rule('614.1d', '614.12')
  }
  if (record) {
    permanent.resolvedFrom = record
    permanent.entersX = record.x ?? 0
  }
  for (const e of permanent.face.abilities.entersWithCounters) {
    let n: number
    // "If ~ was kicked [with its [A] kicker], it enters with …": only its own printed kicker counts (CR 607.2i, 702.33e–f)
    if (e.linked && e.linked.condition !== 'perKick' && !linkedApplies(record, e.linked)) {
      why.say(
        `"${e.text}" doesn't apply: its own printed kicker${e.linked.kicker === 'any' ? '' : ` [${e.linked.kicker}]`} wasn't paid (CR 607.2i, 702.33e).`,
      )
      why.rule('607.2i', '702.33e')
      continue
    }
    if (e.per === 'kick') {
      n = printedKicks(record) * (typeof e.amount === 'number' ? e.amount : 0)
      why
        .say(
          `It enters with ${n} ${e.counter} counter${n === 1 ? '' : 's'}: "${e.text}" counts only its own printed kicker paid (CR 607.2i, 702.33e).`,
        )
        .rule('607.2i', '702.33e')
    } else if (e.per === 'manaSpent') {
      n = record?.wasCast ? record.manaSpent : 0
      why.say(
        record?.wasCast
          ? `It enters with ${n} ${e.counter} counter${n === 1 ? '' : 's'}, one for each mana spent to cast it (${record.totalCost}), additional costs included.`
          : `No mana was spent to cast it (it wasn't cast), so it enters with no ${e.counter} counters.`,
      )
      why.cardRulings(record?.wasCast ? 'manaSpent.cast' : 'manaSpent.notCast', permanent.face.name)
    } else if (e.amount === 'X') {
      n = permanent.entersX ?? 0
      why
        .say(
          `It enters with X=${n} ${e.counter} counters: an enters replacement effect uses the X chosen for the spell it was (CR 107.3m).`,
        )
        .rule('107.3m')
    } else {
      n = e.amount
      if (e.linked)
        why
          .say(`It enters with ${n} ${e.counter} counter${n === 1 ? '' : 's'}: "${e.text}" (CR 614.1c, 702.33e).`)
          .rule('614.1c', '702.33e')
    }
    if (n > 0) permanent.counters[e.counter] = (permanent.counters[e.counter] ?? 0) + n
  }
  sagaLoreCounter(game, permanent, why)
  const triggered = fireTriggers(game, { kind: 'enters', permanent }, `${permanent.face.name} entered the battlefield`)
  // a mechanic's own enters trigger (evoke's sacrifice, CR 702.74a), recorded like any trigger; not resolved
  const own = alternativeCost(record?.alternativeCost)?.entersTrigger
  if (own) {
    const text = own.text(permanent.face.name)
    const trigger = {
      sourceId: permanent.id,
      sourceRef: permanent.ref,
      event: 'enters' as const,
      kind: 'enters' as const,
      text,
      cause: `${permanent.face.name} entered the battlefield`,
    }
    game.triggers.push(trigger)
    triggered.push(trigger)
    game.doubt(permanent, [
      doubt(
        `Arcanum doesn't resolve triggered abilities, so not "${own.effect}" (CR ${own.rule}, 603.3): "${text}" (${permanent.face.name}).`,
        [own.rule, '603.3'],
        ['zone', 'counters', 'control'],
      ),
    ])
  }
  if (triggered.length) why.say(`Its enters ability triggered (CR 603.6a).`).rule('603.6a')
  const skipped = permanent.face.abilities.triggers.filter(
    (t) => t.event === 'enters' && t.ifKicked && !triggered.some((r) => r.text === t.text),
  )
  if (skipped.length)
    why
      .say(
        `Its "if it was kicked" enters ability didn't trigger: the intervening "if" is false, as its own printed kicker wasn't paid (CR 603.4, 607.2i).`,
      )
      .rule('603.4', '607.2i')
}

/** CR 714.3a: a Saga enters with a lore counter; with read ahead, with a number its controller chooses. */
function sagaLoreCounter(game: Game, permanent: GameObject, why: Reason) {
  if (!permanent.face.type.subtypes.some((t) => t.toLowerCase() === 'saga')) return
  if (/\bread ahead\b/i.test(permanent.face.oracleText)) {
    game.doubt(permanent, [
      doubt(
        `Arcanum doesn't model read ahead: its controller chooses how many lore counters it enters with (CR 702.155b, 714.3a) (${permanent.face.name}).`,
        ['702.155b', '714.3a'],
        ['counters'],
      ),
    ])
    return
  }
  permanent.counters.lore = (permanent.counters.lore ?? 0) + 1
  why.say('As a Saga, it entered with a lore counter on it (CR 714.3a).').rule('714.3a')
}

export function putOntoBattlefield(
  game: Game,
  ref: string,
  opts: {
    controller?: PlayerId
    kicker?: unknown
    stickerKicker?: string | string[]
    x?: number
    tapped?: boolean
    chosenName?: string
    chosen?: EntryChoices
    /** Counters the effect puts on it as it enters ("with a -1/-1 counter on it", CR 122.6, 614.1c). */
    counters?: Record<string, number>
  },
): { ok: true; why: Reason } | Illegal {
  const obj = game.current(ref)
  if (!obj || obj.cardRef === null)
    return {
      ok: false,
      why: reason(`${obj?.face.name ?? ref} isn't a card in a zone; only cards can be put onto the battlefield this way.`).rule('400.7'),
    }
  const name = obj.face.name
  // additional costs are paid only as a spell is cast: each mechanic says why its option can't be used here
  for (const m of ADDITIONAL_COSTS) {
    const why = m.notCast(obj.face, choiceOf(opts, m), (r) => game.nameOf(r))
    if (why) return { ok: false, why }
  }
  if (opts.x !== undefined && opts.x !== 0) {
    return {
      ok: false,
      why: reason(
        `${name} isn't being cast, so no value of X is chosen for it: X is announced while casting a spell (CR 107.3a, 601.2b), and a permanent that didn't resolve from a spell has no such X for its enters abilities (CR 107.3m).`,
      ).rule('107.3a', '601.2b', '107.3m'),
    }
  }
  if (obj.zone === 'battlefield') return { ok: false, why: reason(`${name} is already on the battlefield.`) }
  // CR 400.4a: an instant or sorcery card that would enter the battlefield remains in its previous zone (a modal
  // double-faced card whose front face is one too, 712.14b: it would enter front face up, 712.14)
  if (isType(obj.face, 'instant') || isType(obj.face, 'sorcery'))
    return {
      ok: true,
      why: reason(
        `${name} is ${isType(obj.face, 'instant') ? 'an instant' : 'a sorcery'} card: an instant or sorcery card that would enter the battlefield remains in its previous zone, so it stays in ${obj.zone === 'exile' ? 'exile' : `the ${obj.zone}`} (CR 400.4a, 712.14b).`,
      ).rule('400.4a', '712.14b'),
    }
  const controller = opts.controller ?? obj.owner
  const why = reason(
    `${name} was put onto the battlefield under ${possessive(controller, game.you)} control without being cast, so it isn't kicked and no costs were paid for it (CR 400.7, 702.33d).`,
  ).rule('400.7', '702.33d')
  const p = game.move(obj, 'battlefield', why, { controller })!
  if (opts.tapped) p.tapped = true
  for (const [kind, n] of Object.entries(opts.counters ?? {})) {
    p.counters[kind] = (p.counters[kind] ?? 0) + n
    why.say(`It entered with ${n === 1 ? `a ${kind} counter` : `${n} ${kind} counters`} on it (CR 122.6, 614.1c).`).rule('122.6', '614.1c')
  }
  makeChoices(p, givenChoices(opts))
  enterBattlefield(game, p, undefined, why)
  return { ok: true, why }
}

export function enterAsCopy(
  game: Game,
  ref: string,
  ofRef: string,
  controllerOpt?: PlayerId,
): { ok: true; why: Reason; doubts?: Doubt[] } | Illegal {
  const obj = game.current(ref)
  const original = game.current(ofRef)
  if (!obj || obj.cardRef === null) return { ok: false, why: reason(`${obj?.face.name ?? ref} isn't a card in a zone.`).rule('400.7') }
  if (original?.zone !== 'battlefield') {
    return {
      ok: false,
      why: reason(
        `${original?.face.name ?? ofRef} isn't a permanent on the battlefield, so nothing can enter as a copy of it (CR 707.2).`,
      ).rule('707.2'),
    }
  }
  if (obj.zone === 'battlefield') return { ok: false, why: reason(`${obj.face.name} is already on the battlefield.`) }
  const controller = controllerOpt ?? obj.owner
  // CR 614.1c, 707.2: only what its own copy effect allows ("a creature you control with power 4 or greater")
  const choice = copyChoiceProblem(game, obj, original, controller)
  if (choice.problem) return { ok: false, why: choice.problem }
  const why = reason(
    `${obj.face.name} entered the battlefield as a copy of ${original.face.name}: it has the copiable values of ${original.face.name} (CR 707.2), but not whether it was kicked — the new permanent isn't kicked, even if the original was.`,
  ).rule('707.2', '400.7')
  if (kickerInvolved(original)) why.ruling('kicker.enterAsCopy', original.face.name)
  // CR 707.9b: an exception its own copy effect states ("except it's 7/7") is part of what it copies
  const except = copyException(obj.face.abilities.clauses.map((c) => c.text))
  const pt = except ? /^it's (\d+)\/(\d+)$/i.exec(except) : null
  const p = game.move(obj, 'battlefield', why, { controller })!
  p.face = pt ? { ...original.face, power: pt[1]!, toughness: pt[2]! } : original.face
  p.copyOf = original.face.name
  if (pt)
    why
      .say(`Its copy effect's exception applies: it is ${pt[1]}/${pt[2]}, and that is part of its copiable values (CR 707.9b).`)
      .rule('707.9b')
  else if (except)
    // anything about it could differ, but what triggered as it entered only if the exception gives abilities that trigger
    game.doubt(p, [
      doubt(
        `Arcanum doesn't apply the exception "${except}" of ${obj.face.name}'s copy effect (CR 707.9b) (${obj.face.name}).`,
        ['707.9b'],
        ASPECTS.filter((a) => a !== 'trigger' || /\b(?:when|whenever|at)\b|"/i.test(except)),
      ),
    ])
  enterBattlefield(game, p, undefined, why)
  return { ok: true, why, ...(choice.doubts.length ? { doubts: choice.doubts } : {}) }
}

/** The exception of a card's own "enter as a copy of …, except …" (CR 707.9b), or null. */
function copyException(texts: string[]): string | null {
  for (const t of texts) {
    const m = /\benter as a copy of [^.]*?, except (.+?)\.?$/i.exec(t)
    if (m) return m[1]!
  }
  return null
}

/** Kicker's copy ruling is cited only where kicker is involved: the original has kicker or was kicked. */
const kickerInvolved = (o: GameObject) =>
  o.face.abilities.kickers.length > 0 || Boolean(o.face.abilities.stickerKicker) || isKickedRecord(o.resolvedFrom)

export function createTokenCopy(game: Game, ofRef: string, as: string, controllerOpt?: PlayerId): { ok: true; why: Reason } | Illegal {
  const original = game.current(ofRef)
  if (original?.zone !== 'battlefield') {
    return {
      ok: false,
      why: reason(
        `${original?.face.name ?? ofRef} isn't a permanent on the battlefield, so there's nothing to make a token copy of (CR 707.2).`,
      ).rule('707.2'),
    }
  }
  const controller = controllerOpt ?? original.controller
  const why = reason(
    `A token copy of ${original.face.name} was created under ${possessive(controller, game.you)} control. It copies the copiable values (CR 707.2, 111.2), not whether the original was kicked: it isn't kicked.`,
  ).rule('707.2', '111.2')
  if (kickerInvolved(original)) why.ruling('kicker.enterAsCopy', original.face.name)
  const token = game.create({
    cardRef: null,
    ref: as,
    face: original.face,
    zone: 'battlefield',
    zoneOwner: controller,
    owner: controller,
    controller,
    isToken: true,
    isSpellCopy: false,
    copyOf: original.face.name,
    arrival: why,
  })
  game.madeRefs.set(as, token.id)
  enterBattlefield(game, token, undefined, why)
  return { ok: true, why }
}
