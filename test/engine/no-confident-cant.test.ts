// A "can't" or "didn't happen" the engine can't prove is never answered confidently (issue 25): text it
// couldn't read that could grant the permission or the ability, an action it can't judge that may have
// happened, an ability it can't read that may have triggered. Inline cards with made-up names; each
// test also checks the plain case stays supported, so the doubt is no over-broad refusal.
import { describe, expect, it } from 'vitest'
import { evaluate, type CardCharacteristics } from '../../src/engine/index.js'
import { PLAIN_BEAR as BEAR } from './support/vanilla.js'

const card = (name: string, typeLine: string, oracleText: string, manaCost = '{2}', pt = true): CardCharacteristics => ({
  name,
  manaCost,
  typeLine,
  oracleText,
  ...(pt ? { power: '2', toughness: '2' } : {}),
})

describe('a "can\'t" resting on text the engine couldn\'t read is unsupported', () => {
  it('an unread keyword with a cost may be an activated ability working from the graveyard (CR 702.97a, 113.6b, 602.1): activating it is not called illegal', () => {
    const x = card('Grave Gnawer', 'Creature — Insect', 'Flying\nGnawcycle {2}{B}{B}')
    const r = evaluate({
      cards: { x: { ...x, zone: 'graveyard' }, v: { ...BEAR, zone: 'battlefield' } },
      actions: [{ id: 'a', do: 'activate', card: 'x', targets: ['v'] }],
      ask: [
        { q: 'legal', of: 'a' },
        { q: 'counters', of: 'v', kind: '+1/+1' },
        { q: 'owner', of: 'v' },
      ],
    })
    expect(r.answers[0]!.supported).toBe(false)
    // taken as illegal it changed nothing; if legal it happened: what it would do to the bear is in doubt (CR 732, 608.2)
    expect(r.answers[1]!.supported).toBe(false)
    // nor is the stack: the ability may be there, and may resolve (CR 405.1, 608.2)
    const later = evaluate({
      cards: { x: { ...x, zone: 'graveyard' }, v: { ...BEAR, zone: 'battlefield' } },
      actions: [
        { do: 'activate', card: 'x', targets: ['v'] },
        { id: 'r', do: 'resolve' },
      ],
      ask: [{ q: 'stack' }, { q: 'legal', of: 'r' }],
    })
    expect(later.answers.map((a) => a.supported)).toEqual([false, false])
    // a plain creature card in a graveyard: still a supported "can't" (CR 113.6)
    const plain = evaluate({
      cards: { x: { ...BEAR, zone: 'graveyard' } },
      actions: [
        { id: 'a', do: 'activate', card: 'x' },
        { id: 'r', do: 'resolve' },
      ],
      ask: [{ q: 'legal', of: 'a' }, { q: 'stack' }, { q: 'legal', of: 'r' }],
    })
    expect(plain.answers[0]).toMatchObject({ supported: true, value: false })
    expect(plain.answers[1]).toMatchObject({ supported: true, value: [] })
    expect(plain.answers[2]).toMatchObject({ supported: true, value: false })
  })

  it("a spell's unread keyword with a cost is its own ability (CR 702.1): once it resolves, other permanents' activated abilities stay answered", () => {
    const spell = card('Quick Study', 'Instant', 'Surge {1}{U}\nDraw a card.', '{2}{U}', false)
    const tapper = card('Life Tapper', 'Creature — Human', '{T}: You gain 1 life.')
    const r = evaluate({
      cards: { s: spell, t: { ...tapper, zone: 'battlefield' }, l: { ...BEAR, zone: 'library' } },
      actions: [{ do: 'cast', card: 's' }, { do: 'resolve' }],
      ask: [{ q: 'canActivate', of: 't' }],
    })
    expect(r.answers[0]).toMatchObject({ supported: true, value: true })
  })

  it('"Label — {cost}: effect" not read as an activated ability (exhaust, CR 702.177a, 602.1): "has no activated ability" is not answered', () => {
    const x = card('Burner Hand', 'Creature — Elf', 'Afterglow — {2}{G}{G}: Put two +1/+1 counters on this creature.')
    const r = evaluate({
      cards: { x: { ...x, zone: 'battlefield' } },
      actions: [],
      ask: [{ q: 'canActivate', of: 'x', ability: 1 }],
    })
    expect(r.answers[0]!.supported).toBe(false)
    const plain = evaluate({ cards: { x: { ...BEAR, zone: 'battlefield' } }, actions: [], ask: [{ q: 'canActivate', of: 'x' }] })
    expect(plain.answers[0]).toMatchObject({ supported: true, value: false })
  })

  it('a resolved "can be cast as though it had flash" (CR 601.3b, 702.8a, 611.2a): a sorcery outside a main phase is castable after it, not before', () => {
    // an instant, as Quicken is: a sorcery granting it couldn't itself be cast in the beginning of combat (CR 307.1)
    const hurry = card('Hurry Up', 'Instant', 'The next sorcery spell you cast this turn can be cast as though it had flash.', '{U}', false)
    const ponder = card('Slow Thought', 'Sorcery', 'You gain 1 life.', '{U}', false)
    const scenario = (withHurry: boolean) =>
      evaluate({
        cards: { h: hurry, s: ponder },
        turn: { active: 'you', step: 'beginningOfCombat' },
        actions: [
          ...(withHurry ? [{ do: 'cast' as const, card: 'h' }, { do: 'resolve' as const }] : []),
          { id: 'a', do: 'cast', card: 's' },
        ],
        ask: [{ q: 'legal', of: 'a' }],
      })
    expect(scenario(true).answers[0]).toMatchObject({ supported: true, value: true })
    // without it, the sorcery timing rule answers (CR 307.1)
    expect(scenario(false).answers[0]).toMatchObject({ supported: true, value: false })
  })

  it('an unread target phrase (a kicked "… to target creature", CR 601.2c, 702.33d): the target count is no proof the cast is illegal, and what the spell would do is in doubt', () => {
    const bolt = card(
      'Twin Strike',
      'Instant',
      "Kicker {R}\nDestroy target artifact. If this spell was kicked, it deals damage equal to that permanent's mana value to target creature.",
      '{2}{W}',
      false,
    )
    const art = card('Plain Trinket', 'Artifact', '', '{2}', false)
    const r = evaluate({
      cards: { b: bolt, t: { ...art, zone: 'battlefield', owner: 'opponent' }, v: { ...BEAR, zone: 'battlefield', owner: 'opponent' } },
      actions: [{ id: 'c', do: 'cast', card: 'b', kicker: true, targets: ['t', 'v'] }, { do: 'resolve' }],
      ask: [
        { q: 'legal', of: 'c' },
        { q: 'zone', of: 't' },
        { q: 'zone', of: 'v' },
      ],
    })
    expect(r.answers.map((a) => a.supported)).toEqual([false, false, false])
  })
})

describe("an ability the engine can't read that may have triggered is not answered as absent", () => {
  it('"When you cast this spell, …" triggers from the stack as the spell becomes cast (CR 601.2i, 113.6k): the stack is in doubt', () => {
    const x = card('Mock Spawn', 'Creature — Eldrazi', 'When you cast this spell, you may destroy target artifact or enchantment.')
    const r = evaluate({
      cards: { x },
      actions: [{ do: 'cast', card: 'x' }],
      ask: [{ q: 'stack' }],
    })
    expect(r.answers[0]!.supported).toBe(false)
    // a creature spell without one: the stack holds just it
    const plain = evaluate({ cards: { x: BEAR }, actions: [{ do: 'cast', card: 'x' }], ask: [{ q: 'stack' }] })
    expect(plain.answers[0]).toMatchObject({ supported: true, value: ['x'] })
  })

  it('ordering triggers the engine may not have seen (CR 603.2, 603.3b) is an unsupported action, not a refused scenario', () => {
    const x = card(
      'Star Watcher',
      'Enchantment Creature — Human',
      'Whenever one or more other enchantments you control enter, you gain 1 life.',
    )
    const ench = card('Plain Charm', 'Enchantment', '', '{2}', false)
    const r = evaluate({
      cards: { x: { ...x, zone: 'battlefield' }, e: ench },
      actions: [
        { do: 'putOntoBattlefield', card: 'e' },
        { do: 'orderTriggers', order: ['x:trigger'] },
      ],
      ask: [{ q: 'stack' }],
    })
    expect(r.actions[1]).toMatchObject({ supported: false, legal: null })
    expect(r.answers[0]!.supported).toBe(false)
    // with nothing that may have triggered, naming an ability not on the stack is still a bad scenario (a 400)
    expect(() =>
      evaluate({
        cards: { x: { ...BEAR, zone: 'battlefield' }, e: ench },
        actions: [
          { do: 'putOntoBattlefield', card: 'e' },
          { do: 'orderTriggers', order: ['x:trigger'] },
        ],
        ask: [{ q: 'stack' }],
      }),
    ).toThrow(/isn't one of your triggered abilities/)
  })
})
