// Comparing an engine answer with a label's: exact, except that a mana cost is the same whatever order its
// symbols are written in ("{2}{G}{W}" is "{2}{W}{G}") and the lists of a set (an object's abilities or
// keywords, the types of mana it could produce) are the same in any order. Lists with an order (the stack, a library, a graveyard) keep it.
import Compile from 'typebox/compile'
import { ANSWER_VALUES } from '../../../src/engine/index.js'

// the types of mana a permanent could produce are a set (CR 106.7): any order
const UNORDERED_LISTS = new Set(['abilities', 'keywords', 'couldProduce'])

export function sameAnswer(question: string, got: unknown, want: unknown): boolean {
  const symbols = (v: unknown) =>
    typeof v === 'string' && /^(\{[^{}]+\})+$/.test(v)
      ? v
          .match(/\{[^{}]+\}/g)!
          .sort()
          .join('')
      : null
  const a = symbols(got)
  if (a !== null) return a === symbols(want)
  if (UNORDERED_LISTS.has(question) && Array.isArray(got) && Array.isArray(want))
    return JSON.stringify([...got].sort()) === JSON.stringify([...want].sort())
  return JSON.stringify(got) === JSON.stringify(want)
}

const checkers = new Map<string, ReturnType<typeof Compile>>()
/** Whether a value is null or has its question's answer shape (src/engine/scenario/answer-values.ts). */
export function inShape(question: string, value: unknown): boolean {
  const a = ANSWER_VALUES[question as keyof typeof ANSWER_VALUES]
  if (!a) return false
  let c = checkers.get(question)
  if (!c) checkers.set(question, (c = Compile(a.schema)))
  return value === null || c.Check(value)
}
