// Kicker's targets only if kicked (CR 702.33g), on a real card: Jilt's "If this spell was kicked, it
// deals 2 damage to another target creature." has its target chosen only when Jilt is kicked.
import { describe, expect, it } from 'vitest'
import { targetsOnlyIfKicked } from '../../src/engine/mechanics/kicker.js'
import { readCard } from '../../src/engine/state/card.js'
import { loadCards } from './support/cards.js'
import { engineWith, rules } from './support/run.js'

const pool = loadCards(['Jilt', 'Grow from the Ashes'])
const run = engineWith(pool)

describe('kicker as a mechanic module', () => {
  it("CR 702.33g: a kicked-only part's targets are chosen only if the spell was kicked", () => {
    const unkicked = run({ cards: { j: 'Jilt' }, actions: [{ do: 'cast', card: 'j' }], ask: [] }).actions[0]!
    expect(unkicked.legal).toBe(true)
    expect(unkicked.because).toContain('cast as if "If Jilt was kicked, it deals 2 damage to another target creature." had no targets')
    expect(rules(unkicked)).toContain('702.33g')
    const kicked = run({ cards: { j: 'Jilt' }, actions: [{ do: 'cast', card: 'j', kicker: true }], ask: [] }).actions[0]!
    expect(kicked.because).toContain('the targets of "If Jilt was kicked, it deals 2 damage to another target creature." are chosen')
    expect(rules(kicked)).toContain('702.33g')
  })

  it('names the kicked-only parts with targets, for the target rules to use, and none on a card without them', () => {
    const jilt = readCard(pool.Jilt!)
    expect(targetsOnlyIfKicked(jilt, [])).toEqual([
      { text: 'If Jilt was kicked, it deals 2 damage to another target creature.', chosen: false },
    ])
    expect(targetsOnlyIfKicked(jilt, [{ label: 'A', times: 1, cost: '{1}{R}', multi: false }])[0]!.chosen).toBe(true)
    expect(targetsOnlyIfKicked(readCard(pool['Grow from the Ashes']!), [])).toEqual([])
  })
})
