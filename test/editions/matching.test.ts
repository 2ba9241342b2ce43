// Matching rules across hand-written editions made to be hard: a rule inserted mid-section (the
// rest shift and their citations follow), two rules swapped, a rule split in two, a rule deleted,
// repeated texts, a citation that changed for real.
import { describe, expect, it } from 'vitest'
import { diffEditions, type EditionChange, type EditionDiff } from '../../src/editions/index.js'
import { edition } from './support.js'

const HEAD = ['1. Game Concepts', '100. General']
const A = 'These Magic rules apply to any Magic game with two or more players, including two-player games and multiplayer games.'
const B =
  'To play, each player needs their own deck of traditional Magic cards, small items to represent any tokens and counters, and some way to clearly track life totals.'
const C =
  'Some cards require coins or traditional dice. Some casual variants require additional items, such as specially designated cards, nontraditional Magic cards, and specialized dice.'
const D =
  'Each player may also have a sideboard, which is a group of additional cards the player may use to modify their deck between games of a match.'
const NEW = 'A tournament may be run under additional tournament rules, which its organizers publish before the event begins.'

/** The changes as compact tuples: kind, from, to. */
const brief = (d: EditionDiff) => d.changes.map((c) => [c.kind, c.from, c.to])
const only = (d: EditionDiff, kind: EditionChange['kind']) => d.changes.filter((c) => c.kind === kind)

describe('a rule inserted mid-section', () => {
  const before = edition('2026-01-01', [
    ...HEAD,
    `100.1. ${A}`,
    `100.2. ${B}`,
    `100.3. ${C} See rule 100.2.`,
    `100.4. ${D} See rules 100.2 and 100.3.`,
  ])
  const after = edition('2026-02-01', [
    ...HEAD,
    `100.1. ${A}`,
    `100.2. ${NEW}`,
    `100.3. ${B}`,
    `100.4. ${C} See rule 100.3.`,
    `100.5. ${D} See rules 100.3 and 100.4.`,
  ])
  const diff = diffEditions(before, after)

  it('is one addition; the rules after it moved, and those citing a shifted rule are renumbered, not changed', () => {
    expect(brief(diff)).toEqual([
      ['added', null, '100.2'],
      ['moved', '100.2', '100.3'],
      ['renumbered', '100.3', '100.4'],
      ['renumbered', '100.4', '100.5'],
    ])
    expect(diff.changes[2]!.renumbered).toEqual([{ from: '100.2', to: '100.3' }])
    expect(diff.changes[3]!.renumbered).toEqual([
      { from: '100.2', to: '100.3' },
      { from: '100.3', to: '100.4' },
    ])
    expect(diff.changes[0]).toMatchObject({ fromText: null, toText: NEW, section: '1', chapter: '100', splitFrom: null })
    expect(diff.summary).toMatchObject({ total: 4, kinds: { added: 1, removed: 0, moved: 1, changed: 0, renumbered: 2 } })
    expect(diff.summary.sections).toEqual([{ section: '1', title: 'Game Concepts', changes: 4 }])
  })

  it('keeps a rule that changed and moved as one change, not a removal and an addition', () => {
    const edited = edition('2026-02-01', [...HEAD, `100.1. ${A}`, `100.2. ${NEW}`, `100.3. ${B.replace('some way', 'a reliable way')}`])
    const d = diffEditions(edition('2026-01-01', [...HEAD, `100.1. ${A}`, `100.2. ${B}`]), edited)
    expect(brief(d)).toEqual([
      ['added', null, '100.2'],
      ['changed', '100.2', '100.3'],
    ])
    const words = d.changes[1]!.words!
    expect(words.filter((w) => w.op !== 'equal').map((w) => [w.op, w.text.trim()])).toEqual([
      ['delete', 'some'],
      ['insert', 'a reliable'],
    ])
    expect(words.map((w) => (w.op === 'insert' ? '' : w.text)).join('')).toBe(d.changes[1]!.fromText)
    expect(words.map((w) => (w.op === 'delete' ? '' : w.text)).join('')).toBe(d.changes[1]!.toText)
  })
})

describe('two rules swapped', () => {
  const before = edition('2026-01-01', [...HEAD, `100.1. ${A}`, `100.2. ${B}`, `100.3. ${C}`])

  it('are two moves', () => {
    const d = diffEditions(before, edition('2026-02-01', [...HEAD, `100.1. ${B}`, `100.2. ${A}`, `100.3. ${C}`]))
    expect(brief(d)).toEqual([
      ['moved', '100.2', '100.1'],
      ['moved', '100.1', '100.2'],
    ])
    expect(d.changes.every((c) => c.similarity === 1)).toBe(true)
  })

  it('and one of them reworded: a move and a change across numbers', () => {
    const d = diffEditions(
      before,
      edition('2026-02-01', [...HEAD, `100.1. ${B}`, `100.2. ${A.replace('two or more', 'two or more than two')}`, `100.3. ${C}`]),
    )
    expect(brief(d)).toEqual([
      ['moved', '100.2', '100.1'],
      ['changed', '100.1', '100.2'],
    ])
  })
})

describe('a rule split in two', () => {
  const first = 'A player who has priority may cast a spell of any type they are allowed to cast.'
  const second = 'A player may activate an activated ability of a permanent they control only when they have priority.'
  const before = edition('2026-01-01', [...HEAD, `100.1. ${first} ${second}`, `100.2. ${C}`])
  const after = edition('2026-02-01', [...HEAD, `100.1. ${first}`, `100.2. ${second.replace('only when', 'only while')}`, `100.3. ${C}`])
  const d = diffEditions(before, after)

  it('is the old rule changed into one piece, the other piece added and marked as split from it', () => {
    expect(only(d, 'removed')).toEqual([])
    const [changed] = only(d, 'changed')
    const [added] = only(d, 'added')
    expect(only(d, 'changed')).toHaveLength(1)
    expect(only(d, 'added')).toHaveLength(1)
    expect(changed!.from).toBe('100.1')
    expect(new Set([changed!.to, added!.to])).toEqual(new Set(['100.1', '100.2']))
    expect(added!.splitFrom).toBe('100.1')
    expect(only(d, 'moved').map((c) => [c.from, c.to])).toEqual([['100.2', '100.3']])
  })

  it('and the other way round, two rules merged into one: the one left over is removed, marked as merged into it', () => {
    const back = diffEditions(after, before)
    expect(only(back, 'added')).toEqual([])
    expect(only(back, 'changed')).toHaveLength(1)
    expect(only(back, 'removed')).toHaveLength(1)
    expect(only(back, 'removed')[0]!.mergedInto).toBe('100.1')
    expect(only(back, 'moved').map((c) => [c.from, c.to])).toEqual([['100.3', '100.2']])
  })
})

describe('a rule deleted', () => {
  const before = edition('2026-01-01', [...HEAD, `100.1. ${A}`, `100.2. ${B}`, `100.3. ${C}`, `100.3a ${D}`])
  const after = edition('2026-02-01', [...HEAD, `100.1. ${A}`, `100.2. ${C}`, `100.2a ${D}`])

  it('is one removal; the rule that took its number moved, with its subrule', () => {
    expect(brief(diffEditions(before, after))).toEqual([
      ['removed', '100.2', null],
      ['moved', '100.3', '100.2'],
      ['moved', '100.3a', '100.2a'],
    ])
  })

  it('replaced by an unrelated rule under the same number: a removal and an addition, not a change', () => {
    const d = diffEditions(before, edition('2026-02-01', [...HEAD, `100.1. ${A}`, `100.2. ${NEW}`, `100.3. ${C}`, `100.3a ${D}`]))
    expect(brief(d)).toEqual([
      ['removed', '100.2', null],
      ['added', null, '100.2'],
    ])
  })
})

describe('citations', () => {
  it('a cited number that is not the cited rule’s new number is a true change', () => {
    const before = edition('2026-01-01', [...HEAD, `100.1. ${A}`, `100.2. ${B}`, `100.3. ${C} See rule 100.1.`])
    const d = diffEditions(before, edition('2026-02-01', [...HEAD, `100.1. ${A}`, `100.2. ${B}`, `100.3. ${C} See rule 100.2.`]))
    expect(brief(d)).toEqual([['changed', '100.3', '100.3']])
    expect(d.changes[0]!.words!.filter((w) => w.op !== 'equal')).toEqual([
      { op: 'delete', text: '100.1' },
      { op: 'insert', text: '100.2' },
    ])
  })

  it('citations of chapters and of subrules in examples are renumbered too', () => {
    const body = (n: string, cite: string) => [
      '7. Additional Rules',
      `${n}. Restarting the Game`,
      `${n}.1. One card restarts the game.`,
      '8. Multiplayer Rules',
      '800. General',
      `800.1. Effects that restart the game (see rule ${n}) are exempt.`,
      `Example: A player restarts the game as rule ${cite} describes.`,
    ]
    const d = diffEditions(edition('2026-01-01', body('726', '726.1')), edition('2026-02-01', body('727', '727.1')))
    expect(brief(d)).toEqual([
      ['moved', '726', '727'],
      ['moved', '726.1', '727.1'],
      ['renumbered', '800.1', '800.1'],
    ])
    expect(d.changes[2]!.renumbered).toEqual([
      { from: '726', to: '727' },
      { from: '726.1', to: '727.1' },
    ])
    expect(d.changes[2]!.toText).toBe(
      'Effects that restart the game (see rule 727) are exempt.\nExample: A player restarts the game as rule 727.1 describes.',
    )
  })
})

describe('repeated texts', () => {
  const chapter = (n: string, title: string, first: string) => [
    `${n}. ${title}`,
    `${n}.1. ${first}`,
    `${n}.1a Check state-based actions. No player gets priority.`,
  ]
  const before = edition('2026-01-01', ['7. Additional Rules', ...chapter('723', 'Ending Turns', A), ...chapter('724', 'Ending Phases', B)])
  const after = edition('2026-02-01', [
    '7. Additional Rules',
    ...chapter('723', 'Preparation', NEW),
    ...chapter('724', 'Ending Turns', A),
    ...chapter('725', 'Ending Phases', B),
  ])

  it('pair by their neighbourhood: each identical subrule moves with its own rule', () => {
    const d = diffEditions(before, after)
    expect(brief(d)).toEqual([
      ['added', null, '723'],
      ['added', null, '723.1'],
      ['added', null, '723.1a'],
      ['moved', '723', '724'],
      ['moved', '723.1', '724.1'],
      ['moved', '723.1a', '724.1a'],
      ['moved', '724', '725'],
      ['moved', '724.1', '725.1'],
      ['moved', '724.1a', '725.1a'],
    ])
  })
})

describe('the glossary', () => {
  const body = [...HEAD, `100.1. ${A}`, `100.2. ${B}`]
  const before = edition('2026-01-01', body, [
    ['Deck', 'The cards a player starts the game with. See rule 100.2.'],
    ['Paris Mulligan', 'Informal term for an earlier way of taking a mulligan.'],
    ['Removed from Combat', 'A permanent that is removed from combat stops being an attacking or blocking creature.'],
    ['Sideboard', 'Extra cards a player may use between games of a match.'],
  ])
  const after = edition(
    '2026-02-01',
    [...HEAD, `100.1. ${A}`, `100.2. ${NEW}`, `100.3. ${B}`],
    [
      ['Deck', 'The cards a player starts the game with. See rule 100.3.'],
      ['Remove from Combat', 'A permanent that is removed from combat stops being an attacking or blocking creature.'],
      ['Sideboard', 'Extra cards a player may use between the games of a match.'],
      ['Tournament', 'An organized event played under additional rules.'],
    ],
  )

  it('diffs the same way: renamed terms move, citations renumber, definitions change', () => {
    const d = diffEditions(before, after)
    expect(d.changes.filter((c) => c.scope === 'glossary').map((c) => [c.kind, c.from, c.to])).toEqual([
      ['renumbered', 'Deck', 'Deck'],
      ['removed', 'Paris Mulligan', null],
      ['moved', 'Removed from Combat', 'Remove from Combat'],
      ['changed', 'Sideboard', 'Sideboard'],
      ['added', null, 'Tournament'],
    ])
    expect(d.changes.find((c) => c.from === 'Deck')!.renumbered).toEqual([{ from: '100.2', to: '100.3' }])
    expect(d.summary.glossary).toEqual({ added: 1, removed: 1, moved: 1, changed: 1, renumbered: 1 })
    expect(d.summary.glossaryChanges).toBe(5)
    expect(d.changes.filter((c) => c.scope === 'glossary').every((c) => c.section === null && c.entryKind === 'term')).toBe(true)
  })
})

describe('determinism', () => {
  it('gives the same diff whatever order the entries come in', () => {
    const before = edition('2026-01-01', [...HEAD, `100.1. ${A}`, `100.2. ${B}`, `100.3. ${C}`, `100.3a ${D}`], [['Deck', 'Cards.']])
    const after = edition(
      '2026-02-01',
      [...HEAD, `100.1. ${NEW}`, `100.2. ${C}`, `100.2a ${D}`, `100.3. ${B} Also this.`],
      [['Deck', 'Cards!']],
    )
    const reference = diffEditions(before, after)
    const shuffle = <T>(xs: readonly T[], seed: number) =>
      xs
        .map((x, k) => ({ x, k: (k * 7919 + seed * 104729) % 1009 }))
        .sort((p, q) => p.k - q.k)
        .map((p) => p.x)
    for (const seed of [1, 2, 3]) {
      const d = diffEditions(
        { ...before, rules: shuffle(before.rules, seed), glossary: shuffle(before.glossary, seed) },
        { ...after, rules: shuffle(after.rules, seed + 5), glossary: shuffle(after.glossary, seed + 5) },
      )
      expect(d).toEqual(reference)
    }
  })
})
