// The turn structure's and zones' questions: phase, handSize, libraryCount, graveyard, library, isTapped,
// abilities, attachedTo. Each answer carries what it rests on that the engine can't be sure of.
import { possessive, reason, type Reason } from '../answers.js'
import type { Doubt } from '../doubts.js'
import type { Question } from '../scenario/index.js'
import { doubtsFor, zoneContentDoubts } from '../state/doubts.js'
import type { Game } from '../state/game.js'
import { attachedObject, isAura } from './attachments.js'
import { keywordsOf } from '../keywords/has.js'
import { STEP_NAMES } from './turn.js'

export const TURN_QUESTIONS = ['phase', 'handSize', 'libraryCount', 'graveyard', 'library', 'isTapped', 'abilities', 'attachedTo'] as const
export type TurnQuestion = Extract<Question, { q: (typeof TURN_QUESTIONS)[number] }>
export const isTurnQuestion = (q: Question): q is TurnQuestion => (TURN_QUESTIONS as readonly string[]).includes(q.q)
/** The questions whose "of" is a player. */
export const PLAYER_QUESTIONS: readonly string[] = ['handSize', 'libraryCount', 'graveyard', 'library']

export interface TurnAnswer {
  value: number | boolean | string | string[] | null
  why: Reason
  detail?: Record<string, unknown>
}

export function turnQuestionDoubts(game: Game, q: TurnQuestion): Doubt[] {
  switch (q.q) {
    case 'phase':
      return []
    case 'handSize':
    case 'libraryCount':
    case 'graveyard':
    case 'library': {
      const zone = zoneOf(q.q)
      return zoneContentDoubts(game, game.inZone(zone, q.of ?? game.you))
    }
    case 'isTapped':
      return doubtsFor(game, [game.current(q.of)], ['activate', 'zone'])
    case 'attachedTo':
      return doubtsFor(game, [game.current(q.of)], ['zone'])
    case 'abilities':
      return doubtsFor(game, [game.current(q.of)], ['keywords'])
  }
}

const who = (game: Game, p: string) => possessive(p, game.you)
const zoneOf = (q: string) => (q === 'handSize' ? 'hand' : q === 'libraryCount' || q === 'library' ? 'library' : 'graveyard')

export function answerTurn(game: Game, q: TurnQuestion): TurnAnswer {
  switch (q.q) {
    case 'phase': {
      const t = game.core.turn
      if (!t)
        return {
          value: null,
          why: reason(
            'The scenario sets no turn ("turn") and no turn action moved it, so the engine checks no timing: it assumes a time each action may be taken (CR 500.1).',
          ).rule('500.1'),
        }
      const s = STEP_NAMES[t.step]
      return {
        value: t.step,
        why: reason(
          `It is the ${s.name} (${s.phase} phase) of ${who(game, t.active)} turn ${t.number}; ${t.priority ? `${t.priority === game.you ? 'you have' : `${t.priority} has`} priority` : 'no player has priority'} (CR 500.1, 117).`,
        ).rule('500.1', '117.1'),
        detail: { phase: s.phase, active: t.active, turn: t.number, priority: t.priority, landsPlayed: Object.fromEntries(t.landsPlayed) },
      }
    }
    case 'handSize':
    case 'libraryCount':
    case 'graveyard':
    case 'library': {
      const p = q.of ?? game.you
      const zone = zoneOf(q.q)
      const cards = game.inZone(zone, p)
      const listed = cards.length && (zone !== 'library' || q.q === 'library')
      const why = reason(
        `${cards.length} card${cards.length === 1 ? '' : 's'} in ${who(game, p)} ${zone}${listed ? `${q.q === 'library' ? ', top first' : ''}: ${cards.map((o) => o.face.name).join(', ')}` : ''} (CR 400.1${q.q === 'library' ? ', 401.1' : ''}).`,
      ).rule('400.1')
      return q.q === 'graveyard' || q.q === 'library' ? { value: cards.map((o) => o.ref), why } : { value: cards.length, why }
    }
    case 'attachedTo': {
      const o = game.current(q.of)
      if (o?.zone !== 'battlefield')
        return {
          value: null,
          why: reason(`${o?.face.name ?? q.of} isn't on the battlefield, so it isn't attached to anything (CR 301.5, 303.4).`).rule(
            '303.4',
          ),
        }
      const to = attachedObject(game, o)
      if (o.attachedTo === undefined && isAura(o.face))
        return { value: null, why: reason(`The scenario doesn't say what ${o.face.name} is attached to (CR 303.4f).`).rule('303.4f') }
      return to
        ? { value: to.ref, why: reason(`${o.face.name} is attached to ${to.face.name} (CR 301.5a, 303.4b).`).rule('301.5a', '303.4b') }
        : { value: null, why: reason(`${o.face.name} isn't attached to anything (CR 301.5, 303.4).`).rule('301.5', '303.4') }
    }
    case 'isTapped': {
      const o = game.current(q.of)
      if (o?.zone !== 'battlefield')
        return {
          value: null,
          why: reason(`${o?.face.name ?? q.of} isn't on the battlefield: only permanents are tapped or untapped (CR 110.5).`).rule('110.5'),
        }
      return { value: o.tapped, why: reason(`${o.face.name} is ${o.tapped ? 'tapped' : 'untapped'} (CR 110.5).`).rule('110.5') }
    }
    case 'abilities': {
      const o = game.current(q.of)
      if (!o?.zone) return { value: null, why: reason(`${game.nameOf(q.of)} doesn't exist any more.`) }
      const { printed, counters, granted } = keywordsOf(game, o)
      const value = [...new Set([...printed, ...counters, ...granted])]
      const why = reason(`${o.face.name} has ${value.length ? value.join(', ') : 'no keyword abilities'}`).rule('113.1')
      const parts: string[] = []
      if (counters.length) parts.push(`from keyword counters: ${counters.join(', ')} (CR 122.1b)`)
      if (granted.length) parts.push(`granted by continuous effects: ${granted.join(', ')} (CR 613.1f)`)
      why.text += parts.length ? `; ${parts.join('; ')}.` : '.'
      if (counters.length) why.rule('122.1b')
      if (granted.length) why.rule('613.1f')
      return { value, why, detail: { text: o.face.abilities.clauses.map((c) => c.text) } }
    }
  }
}
