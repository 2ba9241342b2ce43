// Confident wrong answers found by fresh sample F, each closed by a general mechanism; every card inline.
// - A "becomes the target" trigger the engine doesn't read may resolve above the spell that targeted its
//   source and make that spell's target illegal (CR 603.2, 405.5, 608.2b): what the spell does is in doubt.
// - An effect the engine skips that creates tokens makes objects enter (CR 111.1, 603.6a, 707.2): a count
//   of enters events rests on it, whether or not anything in the game triggers on them.
// - Spell types with a resolution rule of their own (CR 205.3k): an Omen is shuffled into its owner's
//   library (720.3d), an Adventure exiled (715.3d), each instead of its owner's graveyard (608.2n).
import { describe, expect, it } from 'vitest'
import { evaluate, type CardCharacteristics } from '../../../src/engine/index.js'

const SKITTISH: CardCharacteristics = {
  name: 'Skittish Ooze',
  manaCost: '{2}{U}',
  typeLine: 'Creature — Ooze',
  oracleText: "When this creature becomes the target of a spell or ability, return this creature to its owner's hand.",
  power: '2',
  toughness: '2',
}
const SEARING_BOON: CardCharacteristics = {
  name: 'Searing Boon',
  manaCost: '{R}{W}',
  typeLine: 'Instant',
  oracleText: 'Searing Boon deals 2 damage to any target and you gain 2 life.',
}

describe('a "becomes the target" trigger the engine can\'t read (CR 603.2, 405.5, 608.2b)', () => {
  it('leaves what the targeting spell did unsupported, not answered as if it resolved', () => {
    const r = evaluate({
      cards: {
        o: { ...SKITTISH, zone: 'battlefield' },
        b: { ...SEARING_BOON, owner: 'opponent' },
      },
      actions: [{ do: 'cast', card: 'b', controller: 'opponent', targets: ['o'] }, { do: 'resolve' }, { do: 'resolve' }],
      ask: [{ q: 'lifeTotal', of: 'opponent' }],
    })
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
    expect(r.answers[0]!.because).toContain('608.2b')
  })

  it('a spell resolving with no such ability in the game is still answered', () => {
    const r = evaluate({
      cards: {
        o: { ...SKITTISH, oracleText: '', zone: 'battlefield' },
        b: { ...SEARING_BOON, owner: 'opponent' },
      },
      actions: [{ do: 'cast', card: 'b', controller: 'opponent', targets: ['o'] }, { do: 'resolve' }],
      ask: [{ q: 'lifeTotal', of: 'opponent' }],
    })
    expect(r.answers[0]).toMatchObject({ value: 22, supported: true })
  })
})

describe('a skipped effect that creates tokens taints the count of enters events (CR 111.1, 603.6a, 707.2)', () => {
  it('triggerCount of "enters" is unsupported after an unmodeled token-creating spell', () => {
    const r = evaluate({
      cards: {
        s: {
          name: 'Echoing Bounty',
          manaCost: '{2}{G}',
          typeLine: 'Sorcery',
          oracleText: "For each token you control, create a token that's a copy of that permanent.",
        },
        relic: { name: 'Plain Relic', manaCost: '{2}', typeLine: 'Artifact', oracleText: '', zone: 'battlefield' },
      },
      actions: [{ do: 'createTokenCopy', card: 'relic', as: 'tok' }, { do: 'cast', card: 's' }, { do: 'resolve' }],
      ask: [{ q: 'triggerCount', event: 'enters' }],
    })
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
  })
})

describe('spell types with a resolution rule of their own (CR 205.3k)', () => {
  const resolved = (card: CardCharacteristics) =>
    evaluate({ cards: { s: card }, actions: [{ do: 'cast', card: 's' }, { do: 'resolve' }], ask: [{ q: 'zone', of: 's' }] }).answers[0]!

  it("an Omen spell is shuffled into its owner's library as it resolves (CR 720.3d)", () => {
    const a = resolved({ name: 'Quiet Portent', manaCost: '{1}{G}', typeLine: 'Sorcery — Omen', oracleText: 'You gain 2 life.' })
    expect(a).toMatchObject({ value: 'library', supported: true })
    expect(a.because).toContain('720.3d')
  })

  it('an Adventure spell is exiled as it resolves (CR 715.3d)', () => {
    const a = resolved({ name: 'Small Errand', manaCost: '{1}{W}', typeLine: 'Sorcery — Adventure', oracleText: 'You gain 2 life.' })
    expect(a).toMatchObject({ value: 'exile', supported: true })
    expect(a.because).toContain('715.3d')
  })

  it('a plain sorcery still goes to the graveyard (CR 608.2n)', () => {
    expect(resolved({ name: 'Plain Portent', manaCost: '{1}{G}', typeLine: 'Sorcery', oracleText: 'You gain 2 life.' })).toMatchObject({
      value: 'graveyard',
    })
  })
})
