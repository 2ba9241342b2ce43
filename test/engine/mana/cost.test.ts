// Mana costs: parsing, adding, reducing (CR 118.7, 601.2f) and mana value (CR 202.3).
import { describe, expect, it } from 'vitest'
import { addCosts, formatManaCost, manaPaidFor, manaValueOf, parseManaCost, reduceCost, withX } from '../../../src/engine/mana/cost.js'

const f = (s: string) => formatManaCost(parseManaCost(s))

describe('mana costs', () => {
  it('parses and formats in a canonical order', () => {
    expect(f('{2}{G}')).toBe('{2}{G}')
    expect(f('{G}{X}{1}{1}')).toBe('{X}{2}{G}')
    expect(f('{W/U}{B/P}{C}{S}')).toBe('{W/U}{C}{B/P}{S}')
    expect(f('')).toBe('{0}')
    expect(() => parseManaCost('{Z2}')).toThrow(/unknown mana symbol \{Z2\}/)
    expect(() => parseManaCost('2G')).toThrow(/braces/)
  })

  it('CR 601.2f: adds additional costs and increases', () => {
    expect(formatManaCost(addCosts(parseManaCost('{2}{G}'), parseManaCost('{2}')))).toBe('{4}{G}')
    expect(formatManaCost(addCosts(parseManaCost('{R}'), parseManaCost('{1}'), 3))).toBe('{3}{R}')
    expect(formatManaCost(withX(parseManaCost('{X}{R}{R}'), 4))).toBe('{4}{R}{R}')
  })

  it('CR 118.7a: a generic reduction affects only the generic component', () => {
    expect(formatManaCost(reduceCost(parseManaCost('{1}{G}{G}'), parseManaCost('{3}')))).toBe('{G}{G}')
  })

  it('CR 118.7b–d: a colored or colorless reduction the cost lacks, or its excess, reduces generic mana', () => {
    expect(formatManaCost(reduceCost(parseManaCost('{3}{U}'), parseManaCost('{G}')))).toBe('{2}{U}') // 118.7b
    expect(formatManaCost(reduceCost(parseManaCost('{2}{G}'), parseManaCost('{G}{G}')))).toBe('{1}') // 118.7c
    expect(formatManaCost(reduceCost(parseManaCost('{4}{C}'), parseManaCost('{C}{C}')))).toBe('{3}') // 118.7d
  })

  it('CR 601.2f: a cost reduced to nothing is {0}, never less', () => {
    expect(formatManaCost(reduceCost(parseManaCost('{1}'), parseManaCost('{5}')))).toBe('{0}')
  })

  it("CR 202.3, 202.3f, 202.3g: the CR's own examples", () => {
    expect(manaValueOf(parseManaCost('{3}{U}{U}'))).toBe(5) // 202.3
    expect(manaValueOf(parseManaCost('{1}{W/U}{W/U}'))).toBe(3) // 202.3f
    expect(manaValueOf(parseManaCost('{2/B}{2/B}{2/B}'))).toBe(6) // 202.3f
    expect(manaValueOf(parseManaCost('{1}{W/P}{W/P}'))).toBe(3) // 202.3g
  })

  it('CR 202.3: mana value counts the mana in the cost; X is 0 off the stack (202.3e); hybrid counts its larger half (202.3f); Phyrexian counts 1 (202.3g)', () => {
    expect(manaValueOf(parseManaCost('{2}{G}'))).toBe(3)
    expect(manaValueOf(parseManaCost('{X}{R}{R}'))).toBe(2)
    expect(manaValueOf(parseManaCost('{X}{R}{R}'), 4)).toBe(6)
    expect(manaValueOf(parseManaCost('{2/W}{2/W}{G/U}'))).toBe(5)
    expect(manaValueOf(parseManaCost('{1}{B/P}'))).toBe(2)
    expect(manaPaidFor(parseManaCost('{2/W}{G}'))).toBe(2)
  })
})
