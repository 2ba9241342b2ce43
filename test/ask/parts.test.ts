// Multi-part questions split where a new question starts, and rankings merged so each part is
// covered (src/ask/parts.ts). The questions are invented here.
import { describe, expect, it } from 'vitest'
import { fuseRankings, questionParts } from '../../src/ask/parts.js'

describe('question parts', () => {
  it('splits two questions after a question mark, or at "and" before a question word', () => {
    expect(questionParts('can my wall block a flyer? and can it block two attackers at once')).toEqual([
      'can my wall block a flyer',
      'and can it block two attackers at once',
    ])
    expect(questionParts('does trample go over a chump blocker, and does lifelink count all of the damage')).toEqual([
      'does trample go over a chump blocker',
      'does lifelink count all of the damage',
    ])
    expect(questionParts('who controls the stolen token / can i sacrifice it to my outlet')).toEqual([
      'who controls the stolen token',
      'can i sacrifice it to my outlet',
    ])
  })

  it('keeps one question whole: "and" inside it, a short tail, a lone question', () => {
    expect(questionParts('if I sacrifice a creature and draw a card, what happens')).toEqual([
      'if I sacrifice a creature and draw a card, what happens',
    ])
    expect(questionParts('does my creature survive the wrath? or not?')).toEqual(['does my creature survive the wrath or not'])
    expect(questionParts('how does banding work')).toEqual(['how does banding work'])
  })

  it('merges rankings so each part’s best item is among the first five', () => {
    const whole = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'b1']
    const partA = ['a1', 'a2', 'a3']
    const partB = ['b1', 'b2', 'a1']
    const fused = fuseRankings(
      [
        { items: whole, weight: 1 },
        { items: partA, weight: 0.7 },
        { items: partB, weight: 0.7 },
      ],
      (x) => x,
    )
    expect(fused[0]).toBe('a1')
    expect(fused.slice(0, 5)).toContain('b1')
    expect(fused.indexOf('b2')).toBeLessThan(fused.indexOf('a6'))
  })
})
