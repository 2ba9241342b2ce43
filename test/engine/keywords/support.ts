// Shared by the keyword modules' tests: inline creatures (so a keyword is tested on its own rules text),
// and a scenario that attacks with one and declares one block.
import { evaluate, type EvaluateResult } from '../../../src/engine/index.js'

export const creature = (name: string, oracleText: string, pt: string, extra: Record<string, unknown> = {}) => {
  const [power, toughness] = pt.split('/')
  return { name, manaCost: '{2}', typeLine: 'Creature — Test', oracleText, power, toughness, zone: 'battlefield' as const, ...extra }
}
export const theirs = (c: ReturnType<typeof creature>) => ({ ...c, owner: 'opponent' })

/** You attack with `attacker`; the opponent blocks it with `blocker`. Asks whether the block is legal. */
export function attackAndBlock(attacker: object, blocker: object): EvaluateResult {
  return evaluate(
    {
      cards: { a: attacker, b: blocker },
      actions: [
        { do: 'attack', cards: ['a'] },
        { do: 'block', blocks: [{ blocker: 'b', attacker: 'a' }], id: 'block' },
      ],
      ask: [{ q: 'legal', of: 'block' }],
    } as never,
    {},
  )
}
