// CR 702.28b: "A creature with shadow can't be blocked by creatures without shadow, and a creature
// without shadow can't be blocked by creatures with shadow." (src/engine/keywords/shadow.ts)
import { describe, expect, it } from 'vitest'
import { rules } from '../support/run.js'
import { attackAndBlock, creature, theirs } from './support.js'

const shade = (name: string) => creature(name, 'Shadow', '1/1')
const bear = (name: string) => creature(name, '', '2/2')

describe('shadow (CR 702.28)', () => {
  it('CR 702.28b: a creature with shadow can’t be blocked by a creature without shadow', () => {
    const r = attackAndBlock(shade('Shade Soldier'), theirs(bear('Plain Bear')))
    expect(r.answers[0]!.value).toBe(false)
    expect(r.answers[0]!.supported).toBe(true)
    expect(rules(r.answers[0]!)).toEqual(expect.arrayContaining(['702.28b', '509.1b']))
    expect(r.answers[0]!.because).toContain('Shade Soldier has shadow and Plain Bear doesn')
  })

  it('CR 702.28b: a creature with shadow can be blocked by a creature with shadow', () => {
    const r = attackAndBlock(shade('Shade Soldier'), theirs(shade('Shade Guard')))
    expect(r.answers[0]!.value).toBe(true)
    expect(r.answers[0]!.supported).toBe(true)
  })

  it('CR 702.28b: a creature with shadow can’t block a creature without shadow', () => {
    const r = attackAndBlock(bear('Plain Bear'), theirs(shade('Shade Guard')))
    expect(r.answers[0]!.value).toBe(false)
    expect(r.answers[0]!.supported).toBe(true)
    expect(rules(r.answers[0]!)).toContain('702.28b')
  })

  it('CR 702.28c: multiple instances of shadow are redundant; a creature without shadow blocks one without it as before', () => {
    expect(attackAndBlock(creature('Double Shade', 'Shadow\nShadow', '1/1'), theirs(shade('Shade Guard'))).answers[0]!.value).toBe(true)
    expect(attackAndBlock(bear('Plain Bear'), theirs(bear('Other Bear'))).answers[0]!.value).toBe(true)
  })
})
