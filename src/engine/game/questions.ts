// The game core's questions: power, toughness, damageMarked, wouldDie, stateBasedActions,
// lifeTotal, poisonCounters, hasLost. Each answer carries what it rests on that the engine can't
// be sure of (coreQuestionDoubts); the question layer turns those into unsupported answers.
import { reason, type Reason } from '../answers.js'
import { addDoubts, type Doubt } from '../doubts.js'
import type { Question } from '../scenario/index.js'
import type { Game, GameObject } from '../state/game.js'
import { lifeDoubts } from './life.js'
import { hasPowerToughness, powerToughness, standingDoubts } from './power-toughness.js'
import { applicableStateBasedActions } from './state-based-actions.js'

export const CORE_QUESTIONS = [
  'power',
  'toughness',
  'damageMarked',
  'wouldDie',
  'stateBasedActions',
  'lifeTotal',
  'poisonCounters',
  'hasLost',
] as const
export type CoreQuestion = Extract<Question, { q: (typeof CORE_QUESTIONS)[number] }>

export const isCoreQuestion = (q: Question): q is CoreQuestion => (CORE_QUESTIONS as readonly string[]).includes(q.q)

type Value = number | boolean | string[] | null
export interface CoreAnswer {
  value: Value
  why: Reason
  detail?: Record<string, unknown>
}

const gone = (obj: GameObject | undefined, ref: string): CoreAnswer => ({
  value: null,
  why: reason(`${obj?.face.name ?? ref} doesn't exist${obj?.departure ? `: ${obj.departure.text}` : ''}`).merge(obj?.departure ?? reason()),
})

/** The state-based actions that put this card (any object it was) into a graveyard. */
function diedTo(game: Game, ref: string) {
  return game.core.performed.find((r) => {
    if (r.objectId === undefined) return false
    const o = game.objects.get(r.objectId)
    return o?.ref === ref
  })
}

export function coreQuestionDoubts(game: Game, q: CoreQuestion): Doubt[] {
  switch (q.q) {
    case 'lifeTotal':
    case 'poisonCounters':
    case 'hasLost':
      return addDoubts([...(game.core.playerDoubts.get(q.of ?? game.you) ?? [])], lifeDoubts(game))
    case 'stateBasedActions': {
      const out: Doubt[] = []
      for (const d of applicableStateBasedActions(game).doubts.values()) addDoubts(out, d)
      for (const r of game.core.performed) if (r.objectId !== undefined) addDoubts(out, game.objects.get(r.objectId)?.doubts ?? [])
      for (const p of game.players) addDoubts(out, game.core.playerDoubts.get(p) ?? [])
      return out
    }
    default: {
      const obj = game.current(q.of)
      if (!obj || obj.zone === null) return []
      if (q.q === 'power' || q.q === 'toughness') return powerToughness(game, obj).doubts
      if (q.q === 'damageMarked') return standingDoubts(game, obj, ['damage'])
      return addDoubts(standingDoubts(game, obj, ['zone', 'pt', 'damage']), applicableStateBasedActions(game).doubts.get(obj) ?? [])
    }
  }
}

export function answerCore(game: Game, q: CoreQuestion): CoreAnswer {
  const player = 'of' in q && q.of !== undefined ? q.of : game.you
  const who = player === game.you ? 'You' : player
  switch (q.q) {
    case 'lifeTotal': {
      const life = game.core.life.get(player)!
      return {
        value: life,
        why: reason(`${who} ${player === game.you ? 'have' : 'has'} ${life} life (CR 119.1, 119.3).`).rule('119.1', '119.3'),
      }
    }
    case 'poisonCounters': {
      const n = game.core.poison.get(player)!
      return {
        value: n,
        why: reason(
          `${who} ${player === game.you ? 'have' : 'has'} ${n} poison counter${n === 1 ? '' : 's'}; ten or more lose the game (CR 122.1f, 704.5c).`,
        ).rule('122.1f', '704.5c'),
      }
    }
    case 'hasLost': {
      const lost = game.core.lost.get(player)
      if (lost) return { value: true, why: reason(lost.text).rule(lost.rule, '704.3') }
      return {
        value: false,
        why: reason(
          `${who} ${player === game.you ? 'have' : 'has'} ${game.core.life.get(player)} life and ${game.core.poison.get(player)} poison counters: no state-based action makes ${player === game.you ? 'you' : 'them'} lose (CR 704.5a, 704.5c).`,
        ).rule('704.5a', '704.5c'),
      }
    }
    case 'stateBasedActions': {
      const pending = applicableStateBasedActions(game).actions.map((a) => a.text)
      const performed = game.core.performed.map((r) => r.text)
      const why = reason(
        performed.length
          ? `State-based actions are checked whenever a player would receive priority and performed all at once, again until none applies (CR 704.3): ${performed.join(' ')}`
          : 'No state-based action applied when they were checked after the set-up and after each action (CR 704.3).',
      ).rule('704.3', ...game.core.performed.map((r) => r.rule))
      if (pending.length) why.say(`The next check: ${pending.join(' ')}`)
      return { value: performed, why, detail: { pending } }
    }
    default:
      break
  }
  const obj = game.current(q.of)
  if (q.q === 'wouldDie') {
    const died = diedTo(game, q.of)
    if (died && obj?.zone !== 'battlefield') return { value: true, why: reason(died.text).rule(died.rule, '704.3') }
  }
  if (!obj || obj.zone === null) return gone(obj, q.of)
  const name = obj.face.name
  switch (q.q) {
    case 'power':
    case 'toughness': {
      const pt = powerToughness(game, obj)
      return { value: pt[q.q], why: pt.why }
    }
    case 'damageMarked': {
      if (obj.zone !== 'battlefield')
        return {
          value: 0,
          why: reason(`${name} is in the ${obj.zone}: only permanents have damage marked on them (CR 120.3e, 400.7).`).rule(
            '120.3e',
            '400.7',
          ),
        }
      const n = game.core.damage.get(obj.id) ?? 0
      return {
        value: n,
        why: reason(`${name} has ${n} damage marked on it; it stays until the cleanup step (CR 120.6, 514.2).`).rule('120.6', '514.2'),
      }
    }
    case 'wouldDie': {
      if (obj.zone !== 'battlefield')
        return {
          value: false,
          why: reason(
            `${name} is in the ${obj.zone}, and state-based actions didn't put it there; they put creatures and planeswalkers on the battlefield into graveyards (CR 704.5f–i).`,
          ).rule('704.5f', '704.5g', '704.5h', '704.5i'),
        }
      const pending = applicableStateBasedActions(game).actions.find((a) => 'obj' in a && a.obj === obj && a.kind !== 'annihilate')
      if (pending) return { value: true, why: reason(pending.text).rule(pending.rule) }
      const why = reason(`No state-based action puts ${name} into a graveyard`)
      if (hasPowerToughness(obj)) {
        const pt = powerToughness(game, obj)
        why.text += `: its toughness is ${pt.toughness} (CR 704.5f), with ${game.core.damage.get(obj.id) ?? 0} damage marked (CR 704.5g) and no deathtouch damage since the last check (CR 704.5h).`
        why.rule('704.5f', '704.5g', '704.5h').merge(pt.why)
      } else why.text += ' (CR 704.5f–i).'
      return { value: false, why }
    }
  }
}
