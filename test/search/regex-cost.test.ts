// Which regex terms skip recheck (src/search/regex.ts, loopsHoldNoChoice): those whose repeated
// groups hold no alternation or quantifier, which no backtracking engine matches in exponential
// time. recheck's own verdict on them agrees; the shapes that can be exponential still go to it.
import { check } from 'recheck'
import { describe, expect, it } from 'vitest'
import { loopsHoldNoChoice } from '../../src/search/regex.js'

const PLAIN = [
  'whenever .* attacks',
  'sacrifice (a|an|another) creature',
  'return .* to (its|their) owner',
  'deals? \\d+ damage',
  '^[a-c].* of ',
  '(ab)*c',
  '[(|*]+x', // specials inside a bracket are characters
  '(a|b)?c', // an optional group is no loop
  '\\(\\w+\\)*',
]
const CHOICE_IN_A_LOOP = [
  '^(a+)+$',
  '(a|a)*b',
  '^(\\w+\\s?)*$',
  '((a|b)c)*',
  '(a*){2,}',
  '(a|b)+?',
  '(x+)\\1', // backreferences are left to recheck
  '(?:a|b)*', // so are (?…) groups
]

describe('regex terms recheck need not analyse', () => {
  it.each(PLAIN)('%s has no repeated group holding a choice', (source) => {
    expect(loopsHoldNoChoice(source)).toBe(true)
  })
  it.each(CHOICE_IN_A_LOOP)('%s goes to recheck', (source) => {
    expect(loopsHoldNoChoice(source)).toBe(false)
  })
  it('recheck finds none of those it skips exponential', async () => {
    for (const source of PLAIN) {
      const d = await check(source, 'i', { timeout: 30_000 })
      expect(d.status === 'vulnerable' && d.complexity.type === 'exponential', source).toBe(false)
    }
    const d = await check(CHOICE_IN_A_LOOP[0]!, 'i', { timeout: 30_000 })
    expect(d.status === 'vulnerable' && d.complexity.type === 'exponential').toBe(true) // the check can fail
  }, 300_000)
})
