// Checking conditions (read by game/condition-words.ts): an intervening "if" of a triggered ability,
// checked as the ability triggers and again as it resolves (CR 603.4), and an activation restriction
// "Activate only if …", checked as the ability is activated (602.5b). Checked: "~ is tapped" / "~ is untapped" (survival, CR 110.5), "creatures you control have total
// power N or greater" (formidable, CR 208), "you have the city's blessing" (ascend, 702.131c).
// A check the engine can't be sure of (an unknown power) answers null.
import type { Game, GameObject, PlayerId } from '../state/game.js'
import { isType } from '../state/card.js'
import { powerToughness } from './power-toughness.js'
import { citysBlessing, updateCitysBlessing } from './ascend.js'
import type { Condition } from './condition-words.js'

export { readCondition, type Condition } from './condition-words.js'

export interface ConditionCheck {
  /** Null when the engine can't be sure. */
  holds: boolean | null
  /** What was found, for the because. */
  found: string
  rules: string[]
}

/** Is the condition true now, for this source controlled by this player? */
export function checkCondition(game: Game, c: Condition, source: GameObject, controller: PlayerId): ConditionCheck {
  switch (c.kind) {
    case 'selfTapped': {
      if (source.zone !== 'battlefield')
        return { holds: null, found: `${source.face.name} is no longer on the battlefield`, rules: ['603.4', '608.2h'] }
      const holds = source.tapped === c.tapped
      return { holds, found: `${source.face.name} is ${source.tapped ? 'tapped' : 'untapped'}`, rules: ['110.5'] }
    }
    case 'totalPower': {
      let total = 0
      for (const p of game.battlefield()) {
        if (p.controller !== controller || !isType(p.face, 'creature')) continue
        const pt = powerToughness(game, p)
        if (pt.power === null || pt.doubts.length)
          return { holds: null, found: `Arcanum can't be sure of ${p.face.name}'s power`, rules: ['208.1'] }
        total += pt.power
      }
      return {
        holds: total >= c.atLeast,
        found: `the creatures ${controller === game.you ? 'you control' : `${controller} controls`} have total power ${total}`,
        rules: ['208.1'],
      }
    }
    case 'selfHadNoCounters': {
      // CR 603.10a: a leaves-the-battlefield ability looks back in time: the counters the object had as it
      // left, which the object it was keeps (its last known information, 608.2h), checked again on resolution
      const n = source.counters[c.counter] ?? 0
      return {
        holds: n === 0,
        found: `${source.face.name} had ${n ? n : 'no'} ${c.counter} counter${n === 1 ? '' : 's'} on it${source.zone === 'battlefield' ? '' : ' as it left the battlefield'}`,
        rules: ['603.10a'],
      }
    }
    case 'citysBlessing': {
      const now = updateCitysBlessing(game, source)
      const has = citysBlessing(game).has(controller)
      return {
        holds: has,
        found: `${now.text ? `${now.text.replace(/\.$/, '')}: ` : ''}${controller === game.you ? 'you' : controller} ${has ? (controller === game.you ? 'have' : 'has') : controller === game.you ? "don't have" : "doesn't have"} the city's blessing`,
        rules: ['702.131c', ...(now.text ? ['702.131b'] : [])],
      }
    }
  }
}
