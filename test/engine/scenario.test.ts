// The scenario language itself: malformed scenarios are the caller's mistake (ScenarioError naming
// what is wrong), illegal actions are answers, and evaluation is deterministic.
import { describe, expect, it } from 'vitest'
import { evaluate, ScenarioError, type Scenario } from '../../src/engine/index.js'

const custom = {
  name: 'Custom Card',
  manaCost: '{1}{R}',
  typeLine: 'Instant',
  oracleText: 'Kicker {2}\nCustom Card deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.',
}

describe('scenario language', () => {
  it('evaluates inline cards with no store at all', () => {
    const r = evaluate({
      cards: { bp: custom },
      actions: [{ do: 'cast', card: 'bp', kicker: true }],
      ask: [
        { q: 'isKicked', of: 'bp' },
        { q: 'totalCost', of: 'bp' },
        { q: 'linkedKickerApplies', of: 'bp' },
      ],
    })
    expect(r.answers.map((a) => a.value)).toEqual([true, '{3}{R}', true])
  })

  it('names the bad reference, the unknown player, the missing action id', () => {
    const cases: [Scenario, RegExp][] = [
      [{ cards: { bp: custom }, actions: [{ do: 'cast', card: 'bq' }], ask: [] }, /actions\[0\]\.card: unknown reference "bq"/],
      [{ cards: { bp: custom }, ask: [{ q: 'isKicked', of: 'copy1' }] }, /ask\[0\]\.of: unknown reference "copy1"/],
      [
        { cards: { bp: custom }, actions: [{ do: 'copySpell', card: 'bp', as: 'bp' }], ask: [] },
        /actions\[0\]\.as: "bp" is already a reference/,
      ],
      [{ cards: { bp: { ...custom, owner: 'me' } }, ask: [] }, /cards\.bp\.owner: unknown player "me"/],
      [{ cards: { bp: custom }, ask: [{ q: 'legal', of: 'x' }] }, /ask\[0\]\.of: "legal" asks about an action/],
      [
        {
          cards: { bp: custom },
          actions: [
            { do: 'cast', card: 'bp', id: 'a' },
            { do: 'resolve', id: 'a' },
          ],
          ask: [],
        },
        /duplicate action id "a"/,
      ],
      [{ cards: { bp: 'Grow from the Ashes' }, ask: [] }, /cards\.bp: no characteristics for "Grow from the Ashes"/],
    ]
    for (const [s, message] of cases) {
      expect(() => evaluate(s)).toThrow(ScenarioError)
      expect(() => evaluate(s)).toThrow(message)
    }
  })

  it("a reference made by an action that was illegal answers that it doesn't exist", () => {
    const r = evaluate({
      cards: { bp: custom },
      actions: [{ do: 'copySpell', card: 'bp', as: 'c' }],
      ask: [
        { q: 'isKicked', of: 'c' },
        { q: 'zone', of: 'c' },
      ],
    })
    expect(r.actions[0]).toMatchObject({ legal: false })
    expect(r.answers.map((a) => a.value)).toEqual([false, null])
    expect(r.answers[1]!.because).toMatch(/doesn't exist/)
  })

  it("reports each action's outcome, and an illegal action changes nothing", () => {
    const r = evaluate({
      cards: { bp: custom },
      actions: [
        { do: 'cast', card: 'bp', kicker: 2 },
        { do: 'cast', card: 'bp' },
      ],
      ask: [{ q: 'isKicked', of: 'bp' }],
    })
    expect(r.actions.map((a) => a.legal)).toEqual([false, true])
    expect(r.actions[0]!.citations).toEqual(expect.arrayContaining([{ rule: '702.33a' }]))
    expect(r.answers[0]!.value).toBe(false)
  })

  it('is deterministic: the same scenario gives the same answers', () => {
    const s: Scenario = {
      cards: { bp: custom },
      actions: [{ do: 'cast', card: 'bp', kicker: true }, { do: 'copySpell', card: 'bp' }, { do: 'resolve' }],
      ask: [{ q: 'zone', of: 'bp' }, { q: 'triggerCount' }],
    }
    expect(JSON.stringify(evaluate(s))).toBe(JSON.stringify(evaluate(s)))
  })

  it('lets players be named', () => {
    const r = evaluate({
      players: ['alice', 'bob'],
      cards: { bp: { ...custom, owner: 'bob' } },
      actions: [{ do: 'cast', card: 'bp' }],
      ask: [{ q: 'controller', of: 'bp' }],
    })
    expect(r.answers[0]!.value).toBe('bob')
  })
})
