// CR 702.16f: "Attacking creatures with protection can't be blocked by creatures that have the stated
// quality." 702.16g: "protection from A and from B" is two abilities; 702.16j: protection from everything
// means it can't be blocked by creatures. (src/engine/keywords/protection.ts) Its damage prevention
// (702.16e) isn't modeled: the clause stays not understood and answers about damage rest on it.
import { describe, expect, it } from 'vitest'
import { understandCard } from '../../../src/engine/index.js'
import { rules } from '../support/run.js'
import { attackAndBlock, creature, theirs } from './support.js'

const knight = (quality: string) => creature('Warded Knight', `Protection from ${quality}`, '2/2', { manaCost: '{W}{W}' })
const red = theirs(creature('Red Bear', '', '2/2', { manaCost: '{1}{R}' }))
const green = theirs(creature('Green Bear', '', '2/2', { manaCost: '{1}{G}' }))
const block = (attacker: object, blocker: object) => attackAndBlock(attacker, blocker).answers[0]!

describe('protection (CR 702.16)', () => {
  it('stays not understood, with damage prevention (702.16e) as what it could change', () => {
    expect(understandCard(knight('red')).clauses[0]).toMatchObject({
      status: 'not_understood',
      readAs: ['protection (CR 702.16f)'],
      affects: ['damage'],
    })
  })

  it('CR 702.16f: an attacking creature with protection from red can’t be blocked by a red creature', () => {
    const a = block(knight('red'), red)
    expect(a).toMatchObject({ value: false, supported: true })
    expect(rules(a)).toEqual(expect.arrayContaining(['702.16f', '509.1b']))
  })

  it('CR 702.16f: a creature without the quality can block it', () => {
    expect(block(knight('red'), green)).toMatchObject({ value: true, supported: true })
  })

  it('CR 702.16f: only attacking creatures are protected from blocks — a creature with protection from red can block a red one', () => {
    expect(block(creature('Red Raider', '', '2/2', { manaCost: '{1}{R}' }), theirs(knight('red')))).toMatchObject({
      value: true,
      supported: true,
    })
  })

  it('CR 702.16g: protection from white and from blue is two abilities, each stopping its blockers', () => {
    const k = knight('white and from blue')
    expect(block(k, theirs(creature('Blue Bear', '', '2/2', { manaCost: '{1}{U}' })))).toMatchObject({ value: false, supported: true })
    expect(block(k, theirs(creature('White Bear', '', '2/2', { manaCost: '{1}{W}' })))).toMatchObject({ value: false, supported: true })
    expect(block(k, green)).toMatchObject({ value: true, supported: true })
  })

  it('CR 702.16j: protection from everything — no creature can block it', () => {
    expect(block(knight('everything'), green)).toMatchObject({ value: false, supported: true })
  })

  it('CR 702.16a, 702.16f: a card type or creature type as the quality (from creatures, from artifacts, from Humans)', () => {
    expect(block(knight('creatures'), green)).toMatchObject({ value: false, supported: true })
    const golem = theirs(creature('Iron Golem', '', '2/2', { manaCost: '{2}', typeLine: 'Artifact Creature — Golem' }))
    expect(block(knight('artifacts'), golem)).toMatchObject({ value: false, supported: true })
    expect(block(knight('artifacts'), green)).toMatchObject({ value: true, supported: true })
    const human = theirs(creature('Village Guard', '', '2/2', { manaCost: '{1}{W}', typeLine: 'Creature — Human Soldier' }))
    expect(block(knight('Humans'), human)).toMatchObject({ value: false, supported: true })
    expect(block(knight('Humans'), green)).toMatchObject({ value: true, supported: true })
  })

  it('CR 105.2c: protection from multicolored stops a two-color blocker, not a one-color one', () => {
    expect(block(knight('multicolored'), theirs(creature('Gruul Bear', '', '2/2', { manaCost: '{R}{G}' })))).toMatchObject({
      value: false,
      supported: true,
    })
    expect(block(knight('multicolored'), green)).toMatchObject({ value: true, supported: true })
  })

  it('a quality the engine can’t read (the chosen color, a player) leaves the block unsupported, not guessed', () => {
    expect(block(knight('the chosen color'), green)).toMatchObject({ value: null, supported: false })
    expect(block(knight('the chosen player'), green)).toMatchObject({ value: null, supported: false })
  })

  it('a blocker whose colors the engine can’t be sure of (no mana cost: a color indicator, CR 204) leaves the block unsupported', () => {
    expect(block(knight('green'), theirs(creature('Indicated Beast', '', '2/2', { manaCost: null })))).toMatchObject({
      value: null,
      supported: false,
    })
  })
})
