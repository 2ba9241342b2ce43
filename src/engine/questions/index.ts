// Answering questions about the game after the actions: one Answer per question.
import { reason, type Answer, type Reason } from '../answers.js'
import { asList, planCast } from '../actions/cast.js'
import { addDoubts, touching, type Aspect, type Doubt } from '../doubts.js'
import { Trace, verdict } from '../trace.js'
import { ADDITIONAL_COSTS, alternativeCost } from '../mechanics/index.js'
import { battlefieldDoubts, doubtsFor } from '../state/doubts.js'
import { activatedAbilityOf, canSpendMana, couldProduce } from '../actions/mana.js'
import { manaValueOf } from '../mana/cost.js'
import { checkCastChoices } from '../effects/cast-choices.js'
import type { Question } from '../scenario/index.js'
import type { Game, GameObject } from '../state/game.js'
import { isPermanentCard } from '../state/card.js'
import type { Clause } from '../oracle/types.js'
import { sentences } from '../oracle/text.js'
import { printedKicks, recordOf } from '../state/kicker.js'
import { isKicked, kickedWith, linkedKickerApplies, seenAsKickedSpell, timesKicked } from './kicker.js'
import { answerCore, coreQuestionDoubts, isCoreQuestion } from '../game/questions.js'
import { answerStackQuestion, isStackQuestion } from '../game/stack-questions.js'
import { activationCheck } from '../game/activate.js'
import { answerTurn, isTurnQuestion, turnQuestionDoubts } from '../game/turn-questions.js'
import { activationTimingProblem, castTimingProblem } from '../game/timing.js'
import { activationConditionProblem } from '../game/activation-conditions.js'

type Partial = Pick<Answer, 'value' | 'because' | 'citations'> & { legal?: boolean; detail?: Record<string, unknown>; doubts?: Doubt[] }
const done = (value: Answer['value'], why: Reason, extra: { legal?: boolean; detail?: Record<string, unknown> } = {}): Partial => ({
  value,
  because: why.text,
  citations: why.citations,
  ...extra,
})

function gone(obj: GameObject | undefined, ref: string): Reason {
  const why = reason(
    `${obj?.face.name ?? ref} doesn't exist${obj?.departure ? `: ${obj.departure.text}` : ' — the action that would have made it was illegal or never happened'}`,
  )
  if (obj?.departure) why.merge(obj.departure)
  return why
}

function zone(game: Game, obj: GameObject | undefined, ref: string): Partial {
  if (!obj || obj.zone === null) return done(null, gone(obj, ref))
  const where = obj.zone === 'battlefield' || obj.zone === 'stack' ? obj.zone : obj.zone
  const why = reason(obj.arrival.text).merge(obj.arrival)
  const detail: Record<string, unknown> = { zoneOwner: obj.zoneOwner }
  if (obj.zone === 'library') detail.position = game.libraries.get(obj.zoneOwner)!.indexOf(obj.id) + 1
  if (obj.zone === 'stack') detail.position = game.stack.length - game.stack.indexOf(obj.id)
  return done(where, why, { detail })
}

function totalCost(_game: Game, obj: GameObject | undefined, ref: string): Partial {
  if (!obj || obj.zone === null) return done(null, gone(obj, ref))
  const r = recordOf(obj)
  if (!r)
    return done(
      null,
      reason(
        `${obj.face.name} is in the ${obj.zone}; it has no total cost because it isn't a spell being cast${obj.zone === 'battlefield' ? " and didn't resolve from one" : ''} (CR 601.2f, 400.7).`,
      ).rule('601.2f', '400.7'),
    )
  const name = obj.face.name
  const why = reason(
    `Total cost ${r.totalCost}: ${r.costSteps.join(' ')}. The total cost is the mana cost or an alternative cost, plus all additional costs and cost increases, minus all cost reductions (CR 601.2f).`,
  ).rule('601.2f')
  if (!r.wasCast)
    why
      .say("It is a copy: a copy isn't cast and nothing was paid for it, though it copies the choices made for the original (CR 707.10).")
      .rule('707.10')
  const alt = alternativeCost(r.alternativeCost)
  if (alt) why.rule('118.9', '118.9d', alt.rule)
  if (alt?.totalCostRuling) why.ruling(alt.totalCostRuling, name)
  for (const m of ADDITIONAL_COSTS) if (m.isPaid(r)) m.citeCost(why, name, 'totalCost')
  if (r.reductionRules) why.rule('118.7', ...r.reductionRules)
  return done(r.totalCost, why, { detail: { steps: r.costSteps, manaSpent: r.manaSpent, alternativeCost: r.alternativeCost } })
}

function manaValue(_game: Game, obj: GameObject | undefined, ref: string): Partial {
  if (!obj || obj.zone === null) return done(null, gone(obj, ref))
  const x = obj.zone === 'stack' ? (obj.cast?.x ?? 0) : 0
  const mv = manaValueOf(obj.face.manaCost, x)
  const why = reason(
    `The mana value of ${obj.face.name} is the total amount of mana in its mana cost ${obj.face.manaCostText ?? '(none: 0)'}, regardless of color (CR 202.3).`,
  ).rule('202.3')
  if (obj.face.manaCost.x)
    why
      .say(
        obj.zone === 'stack'
          ? `X is the number chosen for it while it's on the stack: ${x} (CR 202.3e).`
          : `X is 0 while it isn't on the stack (CR 202.3e).`,
      )
      .rule('202.3e')
  const r = recordOf(obj)
  const paid = r ? ADDITIONAL_COSTS.filter((m) => m.isPaid(r)) : []
  if (r && (paid.length || r.alternativeCost)) {
    why
      .say(
        `What was paid (${r.totalCost}) doesn't change it: additional and alternative costs don't change a spell's mana cost (CR 118.8d, 118.9c).`,
      )
      .rule('118.8d', '118.9c')
    // the general ruling of the mechanic involved, never another mechanic's
    for (const m of paid) m.citeCost(why, obj.face.name, 'manaValue')
    const ruling = alternativeCost(r.alternativeCost)?.totalCostRuling
    if (ruling) why.ruling(ruling, obj.face.name)
  }
  return done(mv, why)
}

function xValue(_game: Game, obj: GameObject | undefined, ref: string, which: 'object' | 'entersAbility' | undefined): Partial {
  if (!obj || obj.zone === null) return done(null, gone(obj, ref))
  if (which === 'entersAbility') {
    const x = obj.zone === 'battlefield' ? (obj.entersX ?? 0) : 0
    return done(
      x,
      reason(
        obj.resolvedFrom?.x != null
          ? `Its enters-the-battlefield abilities use the X chosen for the spell it was: ${x}, although the value of X for the permanent is 0 (CR 107.3m).`
          : `It didn't resolve from a spell with a value of X chosen, so its enters abilities have X = 0 (CR 107.3m).`,
      ).rule('107.3m'),
    )
  }
  if (obj.zone === 'stack') {
    const x = obj.cast?.x ?? 0
    return done(
      x,
      reason(
        `While a spell is on the stack, any X in its costs equals the announced value: ${x} (CR 107.3a${obj.isSpellCopy ? ', 707.10: a copy has the same X' : ''}).`,
      )
        .rule('107.3a')
        .rule(...(obj.isSpellCopy ? ['707.10'] : [])),
    )
  }
  if (obj.zone === 'battlefield' && obj.resolvedFrom?.x != null) {
    return done(
      0,
      reason(
        `The value of X for the permanent is 0, though its enters abilities use the spell's X (${obj.resolvedFrom.x}) (CR 107.3m).`,
      ).rule('107.3m'),
    )
  }
  return done(0, reason(`Off the stack, {X} in a mana cost is 0 (CR 107.3g).`).rule('107.3g'))
}

function triggerCount(game: Game, q: Extract<Question, { q: 'triggerCount' }>): Partial {
  if (q.of !== undefined) {
    const records = game.triggers.filter((t) => t.sourceRef === q.of && (!q.event || t.event === q.event || t.kind === q.event))
    const name = game.current(q.of)?.face.name ?? game.cards.get(q.of)?.name ?? q.of
    const why = reason(
      records.length
        ? `${name}'s triggered abilit${records.length === 1 ? 'y' : 'ies'} triggered ${records.length} time${records.length === 1 ? '' : 's'}: ${records.map((r) => `"${r.text}" (${r.cause})`).join('; ')} (CR 603.2).`
        : `No triggered ability of ${name} triggered${q.event ? ` on ${q.event}` : ''} (CR 603.2).`,
    ).rule('603.2')
    if (records.some((r) => r.event === 'cycleOrDiscard')) why.rule('702.29d').ruling('cycling.cycleOrDiscardOnce', name)
    if (records.some((r) => r.event === 'cycleSelf')) why.rule('702.29c')
    if (records.some((r) => r.event === 'castKickedSpell' || r.event === 'castSpell')) why.rule('601.2i')
    if (records.some((r) => r.event === 'tappedForMana')) why.rule('106.12a')
    if (records.some((r) => r.event === 'enters')) why.rule('603.6a')
    if (records.some((r) => r.event === 'shuffle')) why.rule('701.24a')
    return done(records.length, why, { detail: { triggers: records.map((r) => ({ event: r.event, text: r.text, cause: r.cause })) } })
  }
  if (!q.event) return done(game.triggers.length, reason(`${game.triggers.length} abilities triggered in all (CR 603.2).`).rule('603.2'))
  const events = game.events.filter((e) => e.kind === q.event)
  const why = reason(
    `${events.length} ${q.event} event${events.length === 1 ? '' : 's'} happened, so an ability that triggers on each would trigger ${events.length} time${events.length === 1 ? '' : 's'}.`,
  )
  if (q.event === 'shuffle')
    why
      .say(
        'A shuffle triggers such abilities even when the library has zero or one cards (CR 701.24e), and a search that finds cards still shuffles the rest (CR 701.24b).',
      )
      .rule('701.24a', '701.24b', '701.24e')
  if (q.event === 'search') why.rule('701.23a')
  return done(events.length, why, { detail: { events: events.map((e) => e.detail) } })
}

/** What each question's answer rests on (doubts touching these make it unsupported). */
const QUESTION_ASPECTS: Record<Question['q'], Aspect[]> = {
  legal: [],
  // the stack's questions compute their own doubts (src/engine/game/stack-questions.ts)
  stack: [],
  targets: [],
  canTarget: [],
  // turn structure and zones compute their own doubts (src/engine/game/turn-questions.ts)
  phase: [],
  handSize: [],
  libraryCount: [],
  graveyard: [],
  library: [],
  isTapped: [],
  abilities: [],
  attachedTo: [],
  // the game core's questions compute their own doubts (src/engine/game/questions.ts)
  power: [],
  toughness: [],
  damageMarked: [],
  wouldDie: [],
  stateBasedActions: [],
  lifeTotal: [],
  poisonCounters: [],
  hasLost: [],
  found: [],
  manaProduced: [],
  isKicked: ['kicked'],
  timesKicked: ['kicked'],
  kickedWith: ['kicked'],
  linkedKickerApplies: ['kicked'],
  seenAsKickedSpell: ['kicked'],
  zone: ['zone'],
  owner: ['control'],
  controller: ['control'],
  isToken: ['copy'],
  isCopy: ['copy'],
  wasCast: ['cast'],
  totalCost: ['cost'],
  manaValue: ['cost'],
  manaSpent: ['cost'],
  xValue: ['cost'],
  // an object that changed zones is a new object without the counters it had (CR 400.7, 122.2)
  counters: ['counters', 'zone'],
  ticketCounters: ['kicked'],
  stickers: ['kicked'],
  keywords: ['keywords'],
  couldProduce: ['mana'],
  canCast: ['cast', 'cost'],
  triggerCount: ['trigger'],
  canActivate: ['activate'],
  canSpendMana: ['mana'],
}

/** Words a triggered ability names the game event with (for triggerCount's event filter). */
const EVENT_WORDS: Record<NonNullable<Extract<Question, { q: 'triggerCount' }>['event']>, RegExp> = {
  cast: /\bcasts?\b/i,
  cycle: /\bcycles?\b/i,
  discard: /\bdiscards?\b/i,
  draw: /\bdraws?\b/i,
  enters: /\benters?\b/i,
  shuffle: /\bshuffles?\b/i,
  search: /\bsearch(?:es)?\b/i,
  tappedForMana: /\btap(?:s|ped)?\b[^.]*\bfor mana\b/i,
}

/** The doubts an answer rests on: its action's, its objects', and the battlefield's static abilities'. */
function questionDoubts(game: Game, q: Question): Doubt[] {
  if (q.q === 'triggerCount' && q.event) {
    // an ability the engine can't read matters only if it could trigger on this kind of event
    const words = EVENT_WORDS[q.event]
    return unfilteredDoubts(game, q).filter((d) => !d.aspects?.includes('trigger') || words.test(d.text))
  }
  return unfilteredDoubts(game, q)
}

function unfilteredDoubts(game: Game, q: Question): Doubt[] {
  if (isCoreQuestion(q)) return coreQuestionDoubts(game, q)
  if (isStackQuestion(q)) return answerStackQuestion(game, q).doubts
  if (isTurnQuestion(q)) return turnQuestionDoubts(game, q)
  if (q.q === 'legal') return game.results.get(q.of)?.doubts ?? []
  if (q.q === 'found' || q.q === 'manaProduced') return game.results.get(q.of)?.resultDoubts ?? []
  const aspects = QUESTION_ASPECTS[q.q]
  if (q.q === 'triggerCount' && q.of === undefined) {
    const out = addDoubts([...game.doubts], battlefieldDoubts(game, aspects))
    // a triggered ability whose event the engine can't classify could have triggered on anything (state/card.ts)
    for (const p of game.battlefield()) addDoubts(out, touching(p.face.clauseDoubts, ['trigger']))
    return out
  }
  if (q.q === 'ticketCounters') return [...game.doubts]
  const objects = [q.of === undefined ? undefined : game.current(q.of)]
  // CR 113.6: a permanent card's abilities function only on the battlefield unless they say otherwise, so
  // off it what its own clauses do can't make it activatable; effects of other permanents still could
  if (q.q === 'canActivate' && objects[0] && functionsOnlyOnBattlefield(objects[0])) return battlefieldDoubts(game, aspects)
  if (q.q === 'canSpendMana') objects.push(game.current(q.source))
  if (q.q === 'canCast') for (const s of asList(q.stickerKicker)) objects.push(game.current(s))
  return doubtsFor(game, objects, aspects)
}

/** Off the battlefield, a permanent card none of whose clauses names another zone it could work from (CR 113.6, 113.6b, 113.6j). */
function functionsOnlyOnBattlefield(obj: GameObject): boolean {
  if (obj.zone === 'battlefield' || obj.zone === null || obj.zone === 'stack' || !isPermanentCard(obj.face)) return false
  const zoneWords = /\b(?:hand|graveyard|library|command zone|from exile|in exile|exiled card|is exiled)\b/i
  // of an activated ability, what says where it works is its cost and its activation instructions (CR 602.1b)
  const saysWhere = (c: Clause) =>
    c.kind === 'activated'
      ? zoneWords.test(c.text.slice(0, c.text.indexOf(': '))) || sentences(c.text).some((t) => /^activate\b/i.test(t) && zoneWords.test(t))
      : zoneWords.test(c.text)
  return !obj.face.abilities.clauses.some((c) => c.kind === 'keyword' || saysWhere(c))
}

/**
 * Answer one question. What it rests on is reported to its trace as it is read (src/engine/trace.ts):
 * the doubts of what it consults, then those its own working-out finds; `verdict` alone decides
 * whether it is supported and, if not, why.
 */
export function answer(game: Game, q: Question, defaultPlaced: Set<string>, trace = new Trace()): Answer {
  const base = { q: q.q, ...('of' in q && q.of !== undefined ? { of: q.of } : {}) }
  let answered: Partial | null = null
  game.trace = trace
  try {
    trace.report(questionDoubts(game, q))
    if (trace.clean) answered = partial(game, q, defaultPlaced)
    if (answered?.doubts) trace.report(answered.doubts)
  } finally {
    game.trace = null
  }
  const v = verdict(trace)
  if (!v.supported) {
    const legality = q.q === 'legal' || q.q === 'canCast' || q.q === 'canActivate' || q.q === 'canTarget'
    return { ...base, value: null, ...(legality ? { legal: null } : {}), supported: false, because: v.because, citations: v.citations }
  }
  const { doubts: _, ...rest } = answered!
  return { ...base, supported: true, ...rest }
}

function partial(game: Game, q: Question, defaultPlaced: Set<string>): Partial {
  if (isTurnQuestion(q)) {
    const a = answerTurn(game, q)
    return done(a.value, a.why, a.detail ? { detail: a.detail } : {})
  }
  if (isCoreQuestion(q)) {
    const a = answerCore(game, q)
    return done(a.value, a.why, a.detail ? { detail: a.detail } : {})
  }
  if (isStackQuestion(q)) {
    const a = answerStackQuestion(game, q)
    return done(a.value, a.why, { ...(a.detail ? { detail: a.detail } : {}), ...(a.legal !== undefined ? { legal: a.legal } : {}) })
  }
  switch (q.q) {
    case 'legal':
    case 'found':
    case 'manaProduced': {
      const r = game.results.get(q.of)!
      if (q.q === 'legal') return done(r.legal, r.because, { legal: r.legal })
      if (!r.legal)
        return done(null, reason(`The action "${q.of}" was illegal, so nothing happened: ${r.because.text}`).merge(r.because), {
          legal: false,
        })
      if (q.q === 'found') {
        if (!Array.isArray(r.value)) return done(null, reason(`"${q.of}" is a ${r.kind} action; it didn't search.`))
        return done(r.value as string[], r.because, { legal: true })
      }
      if (typeof r.value !== 'string') return done(null, reason(`"${q.of}" is a ${r.kind} action, not a mana ability activation.`))
      return done(r.value, r.because, { legal: true })
    }
    case 'ticketCounters': {
      const player = q.of ?? game.you
      const n = game.tickets.get(player) ?? 0
      const why = reason(
        `${player === game.you ? 'You have' : `${player} has`} ${n} ticket counter${n === 1 ? '' : 's'}: sticker kicker gives the spell's controller a ticket counter each time its cost is paid (CR 702.33h, 107.17).`,
      ).rule('702.33h', '107.17')
      for (const source of game.ticketSources.get(player) ?? [])
        why.ruling('sticker.ticket', source).ruling('sticker.oncePerSource', source)
      return done(n, why)
    }
    case 'triggerCount':
      return triggerCount(game, q)
    default:
      break
  }
  const obj = game.current(q.of)
  switch (q.q) {
    case 'isKicked':
      return isKicked(game, obj, q.of)
    case 'timesKicked':
      return timesKicked(game, obj, q.of)
    case 'kickedWith':
      return kickedWith(game, obj, q.of)
    case 'linkedKickerApplies':
      return linkedKickerApplies(game, obj, q.of, q.ability)
    case 'seenAsKickedSpell':
      return seenAsKickedSpell(game, obj, q.of)
    case 'zone':
      return zone(game, obj, q.of)
    case 'owner': {
      if (!obj) return done(null, gone(obj, q.of))
      const why = obj.isSpellCopy
        ? reason('A copy of a spell is owned by the player under whose control it was put on the stack (CR 707.10).').rule('707.10')
        : obj.isToken
          ? reason('The player who creates a token is its owner (CR 111.2).').rule('111.2')
          : reason('The owner of a card is the player who started the game with it in their deck (CR 108.3).').rule('108.3')
      return done(obj.owner, why)
    }
    case 'controller': {
      if (!obj || obj.zone === null) return done(null, gone(obj, q.of))
      if (obj.zone !== 'stack' && obj.zone !== 'battlefield')
        return done(
          null,
          reason(`${obj.face.name} is in the ${obj.zone}; only spells and permanents have controllers (CR 108.4).`).rule('108.4'),
        )
      return done(
        obj.controller,
        reason(
          obj.zone === 'stack'
            ? 'The player who cast or put a spell on the stack controls it (CR 601.2a, 707.10).'
            : "A permanent's controller is, by default, the player under whose control it entered (CR 110.2).",
        ).rule(obj.zone === 'stack' ? '601.2a' : '110.2'),
      )
    }
    case 'isToken':
      return done(
        Boolean(obj?.isToken),
        obj?.isToken
          ? reason(
              'It is a token: a copy of a permanent spell becomes a token as it resolves (CR 608.3f), as does a created token copy (CR 111.1).',
            ).rule('608.3f', '111.1')
          : reason(`${obj?.face.name ?? q.of} is not a token.`),
      )
    case 'isCopy': {
      const copy = Boolean(obj && (obj.isSpellCopy || obj.copyOf || obj.resolvedFrom?.copiedFrom))
      return done(
        copy,
        copy
          ? reason(`It is a copy${obj!.copyOf ? ` of ${obj!.copyOf}` : ' of a spell'} (CR 707.1, 707.10).`).rule('707.10')
          : reason(`${obj?.face.name ?? q.of} is not a copy.`),
      )
    }
    case 'wasCast': {
      const r = obj ? recordOf(obj) : undefined
      const cast = Boolean(r?.wasCast)
      const why = reason(
        cast
          ? `It was cast (CR 601.2).`
          : r
            ? "It is a copy: a copy of a spell isn't cast (CR 707.10)."
            : `${obj?.face.name ?? q.of} wasn't cast as it is now (CR 400.7, 601.2).`,
      ).rule(cast ? '601.2' : r ? '707.10' : '400.7')
      if (r && !cast && r.copiedBy) why.ruling('verazol.copyNotCast', r.copiedBy)
      return done(cast, why)
    }
    case 'totalCost':
      return totalCost(game, obj, q.of)
    case 'manaValue':
      return manaValue(game, obj, q.of)
    case 'manaSpent': {
      const r = obj ? recordOf(obj) : undefined
      const spent = r?.wasCast ? r.manaSpent : 0
      const why = reason(
        r?.wasCast
          ? `${spent} mana was spent to cast it: its total cost ${r.totalCost}, additional costs included (CR 601.2f–h).`
          : "It wasn't cast, so no mana was spent to cast it.",
      ).rule('601.2h')
      if (obj) why.cardRulings(r?.wasCast ? 'manaSpent.cast' : 'manaSpent.notCast', obj.face.name)
      return done(spent, why)
    }
    case 'xValue':
      return xValue(game, obj, q.of, q.for)
    case 'counters': {
      if (!obj || obj.zone === null) return done(null, gone(obj, q.of))
      const value = q.kind ? (obj.counters[q.kind] ?? 0) : { ...obj.counters }
      return done(
        value,
        reason(
          obj.zone === 'battlefield'
            ? obj.arrival.text
            : `${obj.face.name} is in the ${obj.zone}: a new object has no counters from an earlier existence (CR 400.7).`,
        ).merge(obj.arrival),
      )
    }
    case 'stickers': {
      if (!obj || obj.zone === null) return done(null, gone(obj, q.of))
      const r = recordOf(obj)
      const why = reason(`${obj.face.name} has ${obj.stickers} sticker${obj.stickers === 1 ? '' : 's'}.`)
      if (r?.stickerKicks.length && obj.owner !== r.controller) {
        why
          .say(
            `It was sticker kicked, but its controller doesn't own it, and a player can't put a sticker on an object they don't own (CR 123.3b); the ticket counter was still gained.`,
          )
          .rule('123.3b')
          .ruling('sticker.notOwned', r.stickerKicks[0]!.sourceName)
      } else if (r?.stickerKicks.length)
        why
          .say('One sticker for each sticker kicker cost paid (CR 702.33h).')
          .rule('702.33h')
          .ruling('sticker.ticket', r.stickerKicks[0]!.sourceName)
      if (obj.isSpellCopy || obj.resolvedFrom?.copiedFrom) why.say("Stickers aren't copied (CR 707.2).").rule('707.2')
      return done(obj.stickers, why)
    }
    case 'keywords': {
      if (!obj) return done(null, gone(obj, q.of))
      const a = obj.face.abilities
      const list = a.keywords.map((k) => `${k.keyword} ${k.costs.map((c) => c.text).join(' and/or ')}`)
      return done(list, reason(`Keyword abilities with costs read from the Oracle text of ${obj.face.name}.`), {
        detail: {
          linkedKicker: a.linkedKicker.map((l) => l.text),
          triggers: a.triggers.map((t) => t.text),
          manaAbilities: a.manaAbilities.map((m) => m.text),
          grants: a.grants.map((g) => g.text),
        },
      })
    }
    case 'couldProduce': {
      if (obj?.zone !== 'battlefield') return done([], reason(`${obj?.face.name ?? q.of} isn't on the battlefield.`))
      const types = couldProduce(game, obj)
      return done(
        types.map((t) => `{${t}}`),
        reason(
          types.length
            ? `The types of mana its mana abilities would produce if they resolved now, ignoring whether their costs could be paid (CR 106.7).`
            : `None of its abilities would produce mana if they resolved now, so there's no type of mana it could produce (CR 106.7).`,
        ).rule('106.7'),
      )
    }
    case 'canCast': {
      const plan = planCast(game, q.of, q, defaultPlaced)
      if (!plan.ok) return done(false, plan.why, { legal: false })
      const choices = checkCastChoices(game, plan.obj.face, plan.controller, q)
      if (!choices.ok) return done(false, choices.why, { legal: false })
      // timing (src/engine/game/timing.ts), as the cast action checks it: priority, sorcery timing, split second
      const late = castTimingProblem(game, plan.obj.face, plan.controller, plan.record.alternativeCost)
      if (late) return done(false, late, { legal: false })
      if (plan.doubts.length || choices.doubts.length) return { ...done(null, reason()), doubts: [...plan.doubts, ...choices.doubts] }
      const r = plan.record
      const why = reason(
        `${plan.obj.face.name} can be cast from ${r.from}${r.alternativeCost ? ` for its ${r.alternativeCost} cost` : ''}; total cost ${r.totalCost} (CR 601.2, 601.2f).`,
      )
        .rule('601.2', '601.2f')
        .merge(plan.notes)
      if (plan.notes.text) why.say(plan.notes.text)
      if (r.alternativeCost === 'madness' && (r.kicks.length || r.buyback))
        why.cardRulings('canCast.madnessWithKickerOrBuyback', plan.obj.face.name)
      if (r.alternativeCost === 'flashback' && r.kicks.length) why.cardRulings('canCast.flashbackKicked', plan.obj.face.name)
      return done(true, why, {
        legal: true,
        detail: { totalCost: r.totalCost, steps: r.costSteps, kicked: printedKicks(r) + r.stickerKicks.length > 0 },
      })
    }
    case 'canActivate': {
      const c = activationCheck(game, obj, q.ability)
      if (!c.ok) return done(false, c.why, { legal: false })
      // timing (src/engine/game/timing.ts): priority, "Activate only as a sorcery" (CR 117.1, 602.5d)
      const ability = obj ? activatedAbilityOf(obj, q.ability) : null
      const late =
        obj && ability && 'text' in ability
          ? activationTimingProblem(game, ability.text, obj.face.name, obj.controller, ability.isMana)
          : null
      if (late) return done(false, late, { legal: false })
      // "Activate only if …" (CR 602.5b)
      const cond = obj && ability && 'text' in ability ? activationConditionProblem(game, ability.text, obj, obj.controller) : null
      if (cond?.doubts.length) return { ...done(null, reason()), doubts: cond.doubts }
      if (cond?.problem) return done(false, cond.problem, { legal: false })
      return done(true, c.why, { legal: true })
    }
    case 'canSpendMana': {
      const { value, why } = canSpendMana(game, obj, game.current(q.source), q.ability)
      return done(value, why)
    }
  }
  const never: never = q
  return never
}
