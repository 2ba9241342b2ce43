// Cost reductions a spell's own keywords give as its total cost is determined (CR 601.2f, 118.7a), for the
// registered cost reducers (src/engine/mechanics: affinity 702.41, undaunted 702.125): each printed
// instance reduces the generic part by {1} for each of what it counts (every instance applies, 702.41b,
// 702.125c). Permanents are counted as the spell is cast, each read with the doubts of its types
// (keywords/characteristics.ts). This file names no mechanic.
import { reason, type Reason } from '../answers.js'
import { doubt, type Doubt } from '../doubts.js'
import { qualityRead } from '../keywords/characteristics.js'
import { costReducerOf } from '../mechanics/index.js'
import { unknownQualityWords } from '../state/card.js'
import type { Game, GameObject, PlayerId } from '../state/game.js'

export interface Reduction {
  /** The generic mana it reduces the total cost by. */
  by: number
  /** The cost-step lines ("− affinity for artifacts ×3"). */
  steps: string[]
  said: Reason
  doubts: Doubt[]
}

export function costReductions(game: Game, spell: GameObject, controller: PlayerId): Reduction {
  const out: Reduction = { by: 0, steps: [], said: reason(), doubts: [] }
  for (const c of spell.face.abilities.clauses) {
    if (c.kind !== 'keyword') continue
    const hit = costReducerOf(c.text)
    if (!hit) continue
    const { mechanic: m, parameter } = hit
    const counts = m.counts(parameter)
    let n: number
    let what: string
    if ('opponents' in counts) {
      n = game.opponentsOf(controller).length
      what = n === 1 ? 'opponent' : 'opponents'
    } else {
      what = counts.permanents
      if (unknownQualityWords(what).length) {
        out.doubts.push(
          doubt(`Arcanum can't tell which permanents are "${what}", which ${c.text} counts (CR ${m.rule}).`, [m.rule], ['cost']),
        )
        continue
      }
      n = 0
      for (const o of game.battlefield()) {
        if (o.controller !== controller) continue
        const is = qualityRead(game, o, what, m.rule)
        out.doubts.push(...is.doubts.map((d) => ({ ...d, aspects: ['cost' as const] })))
        if (is.value) n++
      }
    }
    out.by += n
    out.steps.push(`− ${c.text.toLowerCase()} {${n}}`)
    out.said.say(`${c.text}: it costs {${n}} less to cast, for ${n} ${what} (CR ${m.rules.join(', ')}, 601.2f).`).rule(...m.rules, '601.2f')
  }
  return out
}
