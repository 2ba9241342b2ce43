// The effects interface (src/engine/effects): a clause read into an effect, and apply() carrying it out
// or answering unsupported without changing the game.
import { describe, expect, it } from 'vitest'
import { apply, readEffect, readEffects } from '../../../src/engine/effects/index.js'
import { bareGame, creature, land, spell } from './support.js'

describe('effects interface', () => {
  it('reads "Draw two cards." and draws from the top of the library (CR 121.1)', () => {
    const { game, place } = bareGame()
    const src = place('s', spell('Divination', 'Draw two cards.', 'Sorcery'), 'stack')
    place('a', land('Forest'), 'library')
    place('b', land('Island'), 'library')
    place('c', land('Swamp'), 'library')
    const e = readEffect('Draw two cards.')!
    expect(e).toMatchObject({ kind: 'draw', amount: { kind: 'fixed', n: 2 } })
    const r = apply(game, e, { controller: 'you', source: src, targets: [] })
    expect(r.ok).toBe(true)
    expect(game.inZone('hand', 'you').map((o) => o.ref)).toEqual(['a', 'b'])
    expect(game.inZone('library', 'you').map((o) => o.ref)).toEqual(['c'])
  })

  it('drawing from an empty library is noted for the state-based action (CR 121.4, 704.5b)', () => {
    const { game, place } = bareGame()
    const src = place('s', spell('Opt', 'Draw a card.'), 'stack')
    const r = apply(game, readEffect('Draw a card.')!, { controller: 'you', source: src, targets: [] })
    expect(r.ok).toBe(true)
    expect(game.core.drewFromEmpty.has('you')).toBe(true)
    expect(r.why.citations).toContainEqual({ rule: '704.5b' })
  })

  it('"~ deals 3 damage to any target." needs its target: without one it is unsupported and changes nothing', () => {
    const { game, place } = bareGame()
    const src = place('bolt', spell('Lightning Bolt', 'Lightning Bolt deals 3 damage to any target.'), 'stack')
    const e = readEffect('~ deals 3 damage to any target.')!
    expect(e).toMatchObject({ kind: 'damage', to: [{ kind: 'anyTarget', index: 0 }] })
    const none = apply(game, e, { controller: 'you', source: src, targets: [] })
    expect(none.ok).toBeNull()
    expect(game.core.life.get('opponent')).toBe(20)
    const r = apply(game, e, { controller: 'you', source: src, targets: ['opponent'] })
    expect(r.ok).toBe(true)
    expect(game.core.life.get('opponent')).toBe(17)
  })

  it('damage to a creature target is marked on it (CR 120.3e); an illegal target gets none (CR 608.2b)', () => {
    const { game, place } = bareGame()
    const src = place('bolt', spell('Lightning Bolt', 'Lightning Bolt deals 3 damage to any target.'), 'stack')
    const bears = place('bears', creature('Grizzly Bears'), 'battlefield', 'opponent')
    const e = readEffect('~ deals 3 damage to any target.')!
    apply(game, e, { controller: 'you', source: src, targets: ['bears'] })
    expect(game.core.damage.get(bears.id)).toBe(3)
    const gone = apply(game, e, { controller: 'you', source: src, targets: [null] })
    expect(gone.ok).toBe(true)
    expect(gone.why.citations).toContainEqual({ rule: '608.2b' })
  })

  it('"You gain 1 life for each creature you control." counts as it resolves (CR 608.2h)', () => {
    const { game, place } = bareGame()
    const src = place('s', spell('Count', 'You gain 1 life for each creature you control.'), 'stack')
    place('x', creature('A'), 'battlefield')
    place('y', creature('B'), 'battlefield')
    place('z', creature('C'), 'battlefield', 'opponent')
    const e = readEffect('You gain 1 life for each creature you control.')!
    expect(e).toMatchObject({ kind: 'life', gain: true, amount: { kind: 'count', of: { quality: 'creature', whose: 'you' } } })
    apply(game, e, { controller: 'you', source: src, targets: [] })
    expect(game.core.life.get('you')).toBe(22)
  })

  it('numbers targets across clauses in the order they appear (CR 601.2c)', () => {
    const r = readEffects(['Target player draws two cards.', 'Each opponent loses 2 life.', 'Unknowable thing happens.'])
    expect(r.effects.map((e) => e.kind)).toEqual(['draw', 'life'])
    expect(r.unread).toEqual(['Unknowable thing happens.'])
  })
})
