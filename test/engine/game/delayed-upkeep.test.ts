// A delayed triggered ability "at the beginning of the next turn's upkeep" (CR 603.7a, 503.1): created as a
// spell resolves, it triggers once (603.7b), at the upkeep of the turn after the one it was created in — not
// at an upkeep that began before it existed, nor again later — and goes on the stack like any trigger (603.3).
import { describe, expect, it } from 'vitest'
import { loadCards } from '../support/cards.js'
import { engineWith } from '../support/run.js'

const pool = loadCards(['Forest', 'Island'])
const run = engineWith(pool)
const cantrip = {
  name: 'Slow Cantrip',
  manaCost: '{W}',
  typeLine: 'Instant',
  oracleText: "You gain 2 life.\nDraw a card at the beginning of the next turn's upkeep.",
}
const library = { l1: { card: 'Forest', zone: 'library' as const }, l2: { card: 'Island', zone: 'library' as const } }

describe('"at the beginning of the next turn\'s upkeep" (CR 603.7a, 503.1)', () => {
  it('cast in a main phase: nothing at the end step, one draw once it triggers at the next upkeep and resolves', () => {
    const r = run({
      cards: { c: cantrip, ...library },
      turn: { active: 'you', step: 'precombatMain' },
      actions: [
        { do: 'cast', card: 'c' },
        { do: 'resolve' },
        { do: 'advanceTo', step: 'end' },
        { id: 'early', do: 'resolve' },
        { do: 'advanceTo', step: 'upkeep', player: 'opponent' },
        { id: 'draw', do: 'resolve' },
        { id: 'again', do: 'resolve' },
      ],
      ask: [
        { q: 'legal', of: 'early' },
        { q: 'legal', of: 'draw' },
        { q: 'legal', of: 'again' },
        { q: 'lifeTotal', of: 'you' },
        { q: 'handSize', of: 'you' },
      ],
    })
    expect(r.answers.map((a) => [a.value, a.supported])).toEqual([
      [false, true],
      [true, true],
      [false, true],
      [22, true],
      [1, true],
    ])
  })
})
