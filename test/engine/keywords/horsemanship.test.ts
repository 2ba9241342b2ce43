// CR 702.31b: "A creature with horsemanship can't be blocked by creatures without horsemanship. A creature
// with horsemanship can block a creature with or without horsemanship." (src/engine/keywords/horsemanship.ts)
import { describe, expect, it } from 'vitest'
import { rules } from '../support/run.js'
import { attackAndBlock, creature, theirs } from './support.js'

const rider = (name: string) => creature(name, 'Horsemanship', '2/2')

describe('horsemanship (CR 702.31)', () => {
  it('CR 702.31b: a creature with horsemanship can’t be blocked by a creature without it', () => {
    const r = attackAndBlock(rider('Shu Cavalry'), theirs(creature('Plain Bear', '', '2/2')))
    expect(r.answers[0]).toMatchObject({ value: false, supported: true })
    expect(rules(r.answers[0]!)).toEqual(expect.arrayContaining(['702.31b', '509.1b']))
    expect(r.answers[0]!.because).toContain('Shu Cavalry has horsemanship and Plain Bear doesn')
  })

  it('CR 702.31b: a creature with horsemanship can block a creature with or without it', () => {
    expect(attackAndBlock(rider('Shu Cavalry'), theirs(rider('Wu Cavalry'))).answers[0]).toMatchObject({ value: true, supported: true })
    expect(attackAndBlock(creature('Plain Bear', '', '2/2'), theirs(rider('Wu Cavalry'))).answers[0]).toMatchObject({
      value: true,
      supported: true,
    })
  })

  it('Lu Xun’s ruling: horsemanship doesn’t interact with flying or reach (a flier or reacher still can’t block it)', () => {
    expect(attackAndBlock(rider('Shu Cavalry'), theirs(creature('Bird', 'Flying', '1/1'))).answers[0]).toMatchObject({ value: false })
    expect(attackAndBlock(rider('Shu Cavalry'), theirs(creature('Spider', 'Reach', '1/3'))).answers[0]).toMatchObject({ value: false })
    // and a creature with horsemanship can't block a flier for having it
    expect(attackAndBlock(creature('Bird', 'Flying', '1/1'), theirs(rider('Wu Cavalry'))).answers[0]).toMatchObject({ value: false })
  })

  it('CR 702.31c: multiple instances are redundant', () => {
    const r = attackAndBlock(creature('Double Rider', 'Horsemanship\nHorsemanship', '2/2'), theirs(rider('Wu Cavalry')))
    expect(r.answers[0]).toMatchObject({ value: true, supported: true })
  })
})
