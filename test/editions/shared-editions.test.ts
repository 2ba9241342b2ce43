// The diff of the two shared editions (2026-02-27 → 2026-04-17), which insert rule 722
// "Preparation Cards" (the old 722–732 become 723–733) and the keywords 702.191 Increment and
// 702.192 Paradigm. The moved rules are counted against an independent computation: a longest
// common subsequence of the two editions' texts in document order (the way a line diff aligns
// files), which knows nothing of the matcher's passes, neighbourhoods or similarity.
import { beforeAll, describe, expect, it } from 'vitest'
import { diffEditions, ruleContent, type Edition, type EditionDiff } from '../../src/editions/index.js'
import { CR_FILE, CR_FILE_APRIL } from '../support/data.js'
import { parseRulesFile } from '../import/helpers.js'

let feb: Edition
let apr: Edition
let diff: EditionDiff
const ruleChanges = () => diff.changes.filter((c) => c.scope === 'rule')

beforeAll(async () => {
  feb = await parseRulesFile(CR_FILE)
  apr = await parseRulesFile(CR_FILE_APRIL)
  diff = diffEditions(feb, apr)
})

/** Pairs of indexes aligned by a longest common subsequence of a and b (classic dynamic programming). */
function lcsPairs(a: readonly string[], b: readonly string[]): [number, number][] {
  const w = b.length + 1
  const table = new Uint16Array((a.length + 1) * w)
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i * w + j] = a[i] === b[j] ? table[(i + 1) * w + j + 1]! + 1 : Math.max(table[(i + 1) * w + j]!, table[i * w + j + 1]!)
  const pairs: [number, number][] = []
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) pairs.push([i++, j++])
    else if (table[(i + 1) * w + j]! >= table[i * w + j + 1]!) i++
    else j++
  }
  return pairs
}

/** Old number → new number of every entry whose kind and full text are the same in both editions, as the LCS aligns them. */
function alignedByText(): Map<string, string> {
  const key = (r: Edition['rules'][number]) => `${r.kind === 'subrule' ? 'rule' : r.kind}\u0000${ruleContent(r)}`
  const a = [...feb.rules].sort((x, y) => x.position - y.position)
  const b = [...apr.rules].sort((x, y) => x.position - y.position)
  return new Map(lcsPairs(a.map(key), b.map(key)).map(([i, j]) => [a[i]!.number, b[j]!.number]))
}

describe('February → April 2026', () => {
  it('reports the inserted rule 722 with all its rules and subrules, and the new 702.191 and 702.192, as added', () => {
    const added = ruleChanges().filter((c) => c.kind === 'added')
    const chapter722 = apr.rules.filter((r) => r.number === '722' || r.number.startsWith('722.')).map((r) => r.number)
    expect(chapter722).toHaveLength(13) // 722, 722.1–722.5, 722.2a–c, 722.3a–d
    for (const n of [...chapter722, '702.191', '702.191a', '702.191b', '702.192', '702.192a'])
      expect(
        added.find((c) => c.to === n),
        n,
      ).toMatchObject({ kind: 'added', from: null, fromText: null })
    // the one other addition: 714.3a, split off the old 714.3a (the rest of which is now 714.3b)
    expect(added.map((c) => c.to).filter((n) => !chapter722.includes(n!) && !n!.startsWith('702.19'))).toEqual(['714.3a'])
    expect(added.find((c) => c.to === '714.3a')!.splitFrom).toBe('714.3a')
    expect(ruleChanges().filter((c) => c.kind === 'removed')).toEqual([])
    // no old rule is matched to a rule of the new chapter 722
    expect(ruleChanges().filter((c) => c.to?.startsWith('722') && c.kind !== 'added')).toEqual([])
  })

  it('makes every rule whose text is unchanged but whose number moved one moved entry, as many as the independent alignment finds', () => {
    const aligned = alignedByText()
    const movedByAlignment = [...aligned].filter(([from, to]) => from !== to)
    const moved = ruleChanges().filter((c) => c.kind === 'moved')
    const numbered = (kinds: string[]) => (pairs: [string, string | null][]) =>
      pairs.filter(([from]) => kinds.includes(feb.rules.find((r) => r.number === from)!.kind))
    const rulesOnly = numbered(['rule', 'subrule'])
    const expected = rulesOnly(movedByAlignment)
    expect(expected.length).toBeGreaterThan(85)
    expect(expected.length).toBeLessThan(110)
    expect(rulesOnly(moved.map((c) => [c.from!, c.to]))).toEqual(expected)
    // and the eleven chapters 722–732 → 723–733
    expect(numbered(['chapter'])(moved.map((c) => [c.from!, c.to]))).toEqual(
      Array.from({ length: 11 }, (_, k) => [String(722 + k), String(723 + k)]),
    )
    expect(moved.length).toBe(movedByAlignment.length)
    // the whole diff agrees with the alignment: an aligned pair is never reported as anything but moved
    for (const [from, to] of aligned) {
      const c = ruleChanges().find((x) => x.from === from)
      if (from === to) expect(c, from).toBeUndefined()
      else expect(c, from).toMatchObject({ kind: 'moved', to })
    }
    console.log(
      `moved: ${moved.length} entries (${expected.length} rules and subrules, 11 chapters); the alignment finds ${movedByAlignment.length}`,
    )
  })

  it('reports the references-only changes as renumbered, each number cited being the cited rule’s new number', () => {
    const renumbered = ruleChanges().filter((c) => c.kind === 'renumbered')
    const aligned = alignedByText()
    expect(renumbered.length).toBeGreaterThan(20)
    for (const c of renumbered) {
      // putting the new numbers in the old text gives the new text
      let text = c.fromText!
      for (const r of c.renumbered!)
        text = text.replace(new RegExp(`(?<![\\d.])${r.from.replace('.', '\\.')}(?![\\d]|\\.\\d|[a-z])`, 'g'), r.to)
      expect(text, c.from!).toBe(c.toText)
      // and each cited rule is the same rule in both editions (same text, aligned)
      for (const r of c.renumbered!) expect(aligned.get(r.from), `${c.from} cites ${r.from}`).toBe(r.to)
    }
    const byNumber = new Map(renumbered.map((c) => [c.from, c]))
    expect(byNumber.get('104.6')).toMatchObject({ to: '104.6', renumbered: [{ from: '726', to: '727' }] })
    expect(byNumber.get('601.2e')!.renumbered).toEqual([{ from: '732', to: '733' }])
    expect(byNumber.get('726.6')).toMatchObject({ to: '727.6', renumbered: [{ from: '728', to: '729' }] })
    expect(byNumber.get('723.1a')).toMatchObject({ to: '724.1a', renumbered: [{ from: '723.1f', to: '724.1f' }] })
  })

  it('reports the true text changes as changed, each with a word diff that spells both texts', () => {
    const changed = ruleChanges().filter((c) => c.kind === 'changed')
    // read off the two files: the rules whose wording Wizards changed
    expect(changed.map((c) => `${c.from}→${c.to}`)).toEqual([
      '107.3e→107.3e',
      '118.7e→118.7e',
      '205.3g→205.3g',
      '205.3j→205.3j',
      '205.3m→205.3m',
      '207.2c→207.2c',
      '508.4a→508.4a',
      '603.10a→603.10a',
      '701.17d→701.17d',
      '702.155b→702.155b',
      '702.190a→702.190a',
      '702.190b→702.190b',
      '714.3a→714.3b',
    ])
    for (const c of changed) {
      const words = c.words!
      expect(
        words.some((w) => w.op !== 'equal'),
        c.from!,
      ).toBe(true)
      expect(words.map((w) => (w.op === 'insert' ? '' : w.text)).join('')).toBe(c.fromText)
      expect(words.map((w) => (w.op === 'delete' ? '' : w.text)).join('')).toBe(c.toText)
    }
    expect(changed.find((c) => c.from === '205.3g')!.words!.filter((w) => w.op !== 'equal')).toEqual([{ op: 'insert', text: 'Book, ' }])
  })

  it('diffs the glossary the same way and sums it all up', () => {
    const glossary = diff.changes.filter((c) => c.scope === 'glossary')
    const of = (kind: string) => glossary.filter((c) => c.kind === kind).map((c) => c.to ?? c.from)
    expect(of('added')).toEqual(['Increment', 'Paradigm', 'Preparation Card', 'Prepare Spell', 'Prepared', 'Unprepared'])
    expect(of('removed')).toEqual(['Paris Mulligan', 'Vancouver Mulligan'])
    expect(glossary.filter((c) => c.kind === 'moved').map((c) => [c.from, c.to])).toEqual([['Removed from Combat', 'Remove from Combat']])
    expect(glossary.find((c) => c.from === 'Monarch')).toMatchObject({ kind: 'renumbered', renumbered: [{ from: '724', to: '725' }] })
    // "see rule 110.10" → "111.10": 110.10 is still 110.10, so this is a correction, not a renumbering
    expect(glossary.find((c) => c.from === 'Map')).toMatchObject({ kind: 'changed' })
    const count = (scope: string, kind: string) => diff.changes.filter((c) => c.scope === scope && c.kind === kind).length
    for (const kind of ['added', 'removed', 'moved', 'changed', 'renumbered'] as const) {
      expect(diff.summary.rules[kind]).toBe(count('rule', kind))
      expect(diff.summary.glossary[kind]).toBe(count('glossary', kind))
    }
    expect(diff.summary.sections.map((s) => s.section)).toEqual(['1', '2', '5', '6', '7', '8'])
    expect(diff.summary.sections.find((s) => s.section === '7')!.title).toBe('Additional Rules')
    console.log(
      `summary: ${JSON.stringify(diff.summary.kinds)} rules ${JSON.stringify(diff.summary.rules)} glossary ${JSON.stringify(diff.summary.glossary)}`,
    )
  })
})
