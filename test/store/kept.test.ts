// The one store of values kept between requests (src/store/kept.ts): a value answers only under the
// version it was read at, and the least recently used go once the kept weights pass the bound.
import { describe, expect, it } from 'vitest'
import { Kept, keptFor, keptUnder } from '../../src/store/kept.js'

describe('kept values', () => {
  it('answer only under the version they were read at, and the least recently used go once their weights pass the bound', () => {
    const kept = new Kept<string[]>(5, (rows) => Math.max(rows.length, 1))
    kept.set('a', 'g1', ['1', '2'])
    kept.set('b', 'g1', ['3', '4'])
    expect(kept.at('a', 'g1')).toEqual(['1', '2'])
    expect(kept.at('a', 'g2')).toBeUndefined()
    // 2 + 2 + 2 rows > 5: the least recently used (b: a was just read) goes
    kept.set('c', 'g1', ['5', '6'])
    expect(kept.get('b')).toBeUndefined()
    expect(kept.at('a', 'g1')).toEqual(['1', '2'])
    // replacing a value counts its new weight only; an empty one weighs 1
    kept.set('a', 'g2', [])
    kept.set('d', 'g2', ['7', '8'])
    expect([kept.get('a')?.version, kept.get('c')?.version, kept.get('d')?.version]).toEqual(['g2', 'g1', 'g2'])
    // a bound of 0 keeps nothing
    const none = new Kept<string>(0)
    none.set('x', 'g', 'v')
    expect(none.get('x')).toBeUndefined()
  })

  it('does not keep a value heavier than the bound alone, and leaves the others', () => {
    const kept = new Kept<string[]>(3, (rows) => rows.length)
    kept.set('a', 'g1', ['1', '2'])
    kept.set('big', 'g1', ['1', '2', '3', '4'])
    expect(kept.get('big')).toBeUndefined()
    expect(kept.at('a', 'g1')).toEqual(['1', '2'])
    expect([kept.count, kept.weight]).toEqual([1, 2])
  })

  it('loads only what is not kept under the version asked for, and keeps it under that version', async () => {
    const kept = keptFor<number>({}, 'lengths', 10)
    const loads: string[][] = []
    const load = async (missing: string[]) => {
      loads.push(missing)
      // 'none' is not answered: neither answered nor kept
      return new Map(missing.filter((k) => k !== 'none').map((k) => [k, k.length]))
    }
    expect(await keptUnder(kept, 'g1', ['a', 'bb', 'none'], load)).toEqual(
      new Map([
        ['a', 1],
        ['bb', 2],
      ]),
    )
    expect(await keptUnder(kept, 'g1', ['a', 'bb', 'ccc'], load)).toEqual(
      new Map([
        ['a', 1],
        ['bb', 2],
        ['ccc', 3],
      ]),
    )
    expect(await keptUnder(kept, 'g2', ['a'], load)).toEqual(new Map([['a', 1]]))
    expect(loads).toEqual([['a', 'bb', 'none'], ['ccc'], ['a']])
  })

  it('are one store per database and kind', () => {
    const pool = {}
    expect(keptFor(pool, 'pages', 5)).toBe(keptFor(pool, 'pages', 5))
    expect(keptFor(pool, 'pages', 5)).not.toBe(keptFor(pool, 'nodes', 5))
    expect(keptFor(pool, 'pages', 5)).not.toBe(keptFor({}, 'pages', 5))
  })
})
