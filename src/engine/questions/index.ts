// Answering questions about the game after the actions: one Answer per question, each worked out by its
// module (questions/registry.ts); this dispatcher names none of them.
import type { Answer } from '../answers.js'
import type { Question } from '../scenario/index.js'
import type { Game } from '../state/game.js'
import { Trace, verdict } from '../trace.js'
import { whereaboutsDoubts } from '../state/doubts.js'
import { locatedObjects, type Partial } from './module.js'
import { questionModule } from './registry.js'

/**
 * Answer one question. What it rests on is reported to its trace as it is read (src/engine/trace.ts):
 * the doubts on where its objects are, those of what it consults, then those its own working-out finds; `verdict` alone decides
 * whether it is supported and, if not, why.
 */
export function answer(game: Game, q: Question, defaultPlaced: Set<string>, trace = new Trace()): Answer {
  const module = questionModule(q.q)
  const base = { q: q.q, ...('of' in q && q.of !== undefined ? { of: q.of } : {}) }
  let answered: Partial | null = null
  game.trace = trace
  try {
    // where its objects are, for every question that names one (module.ts locatedObjects, CR 400.7)
    const located = module.sameInEveryZone === undefined ? locatedObjects(module, q, game) : []
    if (located.length) trace.report(whereaboutsDoubts(game, located))
    trace.report(module.doubts(game, q))
    if (trace.clean) answered = module.answer(game, q, { defaultPlaced })
    if (answered?.doubts) trace.report(answered.doubts)
  } finally {
    game.trace = null
  }
  const v = verdict(trace)
  if (!v.supported) {
    return {
      ...base,
      value: null,
      ...(module.legality ? { legal: null } : {}),
      supported: false,
      because: v.because,
      citations: v.citations,
    }
  }
  const { doubts: _, ...rest } = answered!
  return { ...base, supported: true, ...rest }
}
