// CR 702.118b: "A creature with skulk can't be blocked by creatures with greater power."
// (src/engine/keywords/skulk.ts)
import { describe, expect, it } from 'vitest'
import { rules } from '../support/run.js'
import { attackAndBlock, creature, theirs } from './support.js'

const skulker = (pt: string, extra: Record<string, unknown> = {}) => creature('Skulking Rogue', 'Skulk', pt, extra)

describe('skulk (CR 702.118)', () => {
  it('CR 702.118b: a creature with greater power can’t block a creature with skulk', () => {
    const r = attackAndBlock(skulker('2/1'), theirs(creature('Big Ox', '', '3/3')))
    expect(r.answers[0]!.value).toBe(false)
    expect(r.answers[0]!.supported).toBe(true)
    expect(rules(r.answers[0]!)).toEqual(expect.arrayContaining(['702.118b', '509.1b']))
    expect(r.answers[0]!.because).toContain("Big Ox's power (3) is greater than its power (2)")
  })

  it('CR 702.118b: a creature with equal or lesser power can block it', () => {
    expect(attackAndBlock(skulker('2/1'), theirs(creature('Bear', '', '2/2'))).answers[0]!.value).toBe(true)
    expect(attackAndBlock(skulker('2/1'), theirs(creature('Wall', 'Defender', '0/4'))).answers[0]!.value).toBe(true)
  })

  it('CR 702.118b, 122.1a: power is compared as the block is declared, counters included', () => {
    // a 1/1 with a +1/+1 counter is 2/2: a 2/2 may block it, a 3/3 may not
    const grown = skulker('1/1', { counters: { '+1/+1': 1 } })
    expect(attackAndBlock(grown, theirs(creature('Bear', '', '2/2'))).answers[0]!.value).toBe(true)
    expect(attackAndBlock(skulker('1/1'), theirs(creature('Bear', '', '2/2'))).answers[0]!.value).toBe(false)
  })

  it('skulk on the blocker restricts nothing: only the attacker’s skulk matters', () => {
    expect(attackAndBlock(creature('Ox', '', '1/1'), theirs(skulker('4/4'))).answers[0]!.value).toBe(true)
  })

  it('a power the engine can’t be sure of (a characteristic-defining */*) makes the block unsupported, never guessed', () => {
    const r = attackAndBlock(skulker('2/1'), theirs(creature('Star Beast', '', '*/*')))
    expect(r.answers[0]!.supported).toBe(false)
    expect(r.answers[0]!.value).toBeNull()
    expect(r.answers[0]!.because).toContain('which skulk needs (CR 702.118b)')
  })
})
