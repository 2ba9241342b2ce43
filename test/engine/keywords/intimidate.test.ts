// CR 702.13b: "A creature with intimidate can't be blocked except by artifact creatures and/or creatures
// that share a color with it." (src/engine/keywords/intimidate.ts)
import { describe, expect, it } from 'vitest'
import { rules } from '../support/run.js'
import { attackAndBlock, creature, theirs } from './support.js'

const red = creature('Menacing Ogre', 'Intimidate', '3/3', { manaCost: '{2}{R}' })

describe('intimidate (CR 702.13)', () => {
  it('CR 702.13b: a creature that shares no color with it and isn’t an artifact can’t block it', () => {
    const r = attackAndBlock(red, theirs(creature('Green Bear', '', '2/2', { manaCost: '{1}{G}' })))
    expect(r.answers[0]).toMatchObject({ value: false, supported: true })
    expect(rules(r.answers[0]!)).toEqual(expect.arrayContaining(['702.13b', '509.1b']))
    expect(r.answers[0]!.because).toContain('red')
  })

  it('CR 702.13b: a creature sharing a color with it can block it', () => {
    const r = attackAndBlock(red, theirs(creature('Gruul Bear', '', '2/2', { manaCost: '{R}{G}' })))
    expect(r.answers[0]).toMatchObject({ value: true, supported: true })
  })

  it('CR 702.13b: an artifact creature can block it', () => {
    const golem = creature('Iron Golem', '', '2/2', { manaCost: '{2}', typeLine: 'Artifact Creature — Golem' })
    expect(attackAndBlock(red, theirs(golem)).answers[0]).toMatchObject({ value: true, supported: true })
  })

  it('a colorless creature with intimidate can be blocked only by artifact creatures (it shares a color with none)', () => {
    const eldrazi = creature('Colorless Horror', 'Intimidate', '3/3', { manaCost: '{4}' })
    expect(attackAndBlock(eldrazi, theirs(creature('Green Bear', '', '2/2', { manaCost: '{1}{G}' }))).answers[0]).toMatchObject({
      value: false,
      supported: true,
    })
  })

  it('a blocker whose colors the engine can’t be sure of (no mana cost, CR 204) leaves the block unsupported', () => {
    const r = attackAndBlock(red, theirs(creature('Indicated Beast', '', '2/2', { manaCost: null })))
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
  })

  it('CR 702.114a: a devoid blocker is colorless whatever its mana cost, so it shares no color with it', () => {
    const r = attackAndBlock(red, theirs(creature('Devoid Bear', 'Devoid', '2/2', { manaCost: '{1}{R}' })))
    expect(r.answers[0]).toMatchObject({ value: false, supported: true })
  })

  it('an effect the engine doesn’t read that could change colors (“~ is all colors”) leaves the block unsupported', () => {
    const r = attackAndBlock(red, theirs(creature('Prismatic Bear', '~ is all colors.', '2/2', { manaCost: '{1}{G}' })))
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
  })
})
