// REST /rules/editions, /rules/diff, /rules/:number/history and follow=current, on a copy of the
// shared fixture (February's CR and the 14 set files) into which April's CR is imported.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importSources } from '../../src/import/index.js'
import { diffBetween } from '../../src/queries/index.js'
import type { Database } from '../../src/store/database.js'
import { CR_FILE_APRIL } from '../support/data.js'
import { fixtureDatabase, freshDatabase } from '../support/database.js'
import { crText } from '../editions/support.js'
import { tempFile } from '../import/helpers.js'
import { GROW, startApi, type Api } from './support.js'

let db: Database
let api: Api
beforeAll(async () => {
  db = await fixtureDatabase([CR_FILE_APRIL]) // a snapshot of its own, shared with the browser tests of editions
  api = await startApi({}, db)
})
afterAll(async () => {
  await api?.close()
  await db?.close()
})

const FEB = '2026-02-27'
const APR = '2026-04-17'

describe('GET /rules/editions', () => {
  it('lists the stored editions newest first, each with its size and the diff from the one before', async () => {
    const r = await api.get('/rules/editions')
    expect(r.status).toBe(200)
    expect(r.body.data.map((e: any) => [e.effective_date, e.current, e.previous, e.diff_uri])).toEqual([
      [APR, true, FEB, `/rules/diff?from=${FEB}&to=${APR}`],
      [FEB, false, null, null],
    ])
    expect(r.body.data[1]).toMatchObject({ object: 'rules_edition', glossary_term_count: 726 })
    expect(r.body.data[0].rule_count - r.body.data[1].rule_count).toBe(3138 - 3120 + 1) // + chapter 733
  })
})

describe('GET /rules/diff', () => {
  it('defaults to the two newest editions and reads the diff the import stored', async () => {
    const r = await api.get('/rules/diff')
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ object: 'rules_diff', from: FEB, to: APR, stored: true, method: 'text-and-neighbourhood/2' })
    expect(r.body.summary.kinds).toEqual({ added: 25, removed: 2, moved: 110, changed: 16, renumbered: 41 })
    expect(r.body.summary.total).toBe(194)
    expect(r.body.total).toBe(194)
    expect(r.body.data).toHaveLength(194)
    expect(r.body.summary.sections.find((s: any) => s.section === '7')).toEqual({ section: '7', title: 'Additional Rules', changes: 143 })
    const moved = r.body.data.find((c: any) => c.from === '722.1')
    expect(moved).toMatchObject({
      object: 'rules_change',
      kind: 'moved',
      to: '723.1',
      section: '7',
      chapter: '723',
      from_uri: `/rules/722.1?effective=${FEB}`,
      to_uri: `/rules/723.1?effective=${APR}`,
      history_uri: `/rules/723.1/history?effective=${APR}`,
    })
    expect(moved.from_text).toBe(moved.to_text)
  })

  it('filters by kind, scope, section and chapter, and pages', async () => {
    const added = await api.get('/rules/diff?kinds=added&scope=rule&chapter=722')
    expect(added.body.total).toBe(13)
    expect(added.body.data.every((c: any) => c.kind === 'added' && c.chapter === '722' && c.from === null)).toBe(true)
    expect(added.body.summary.total).toBe(194) // the summary is the whole diff's
    const glossary = await api.get('/rules/diff?scope=glossary&kinds=moved,removed')
    expect(glossary.body.data.map((c: any) => [c.kind, c.from, c.to])).toEqual([
      ['removed', 'Paris Mulligan', null],
      ['moved', 'Removed from Combat', 'Remove from Combat'],
      ['removed', 'Vancouver Mulligan', null],
    ])
    expect(glossary.body.data[1]).toMatchObject({ from_uri: `/glossary/Removed%20from%20Combat?effective=${FEB}`, history_uri: null })
    const page = await api.get('/rules/diff?section=7&page_size=50&page=2')
    expect(page.body).toMatchObject({ total: 143, has_more: true })
    expect(page.body.data).toHaveLength(50)
    expect(page.body.next_page).toMatch(/page=3/)
    const changed = await api.get('/rules/diff?kinds=changed&section=5')
    expect(changed.body.data.map((c: any) => c.from)).toEqual(['508.4a'])
    expect(changed.body.data[0].words.some((w: any) => w.op === 'insert')).toBe(true)
  })

  it('takes any dates, naming the editions in force then; from a newer to an older edition it computes the diff backwards', async () => {
    const r = await api.get(`/rules/diff?from=2026-04-30&to=2026-03-01`)
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ from: APR, to: FEB, stored: false })
    expect(r.body.summary.rules).toMatchObject({ added: 0, removed: 19, moved: 109 })
    expect(r.body.data.find((c: any) => c.from === '723.1')).toMatchObject({ kind: 'moved', to: '722.1' })
    const same = await api.get(`/rules/diff?from=${APR}&to=${APR}`)
    expect(same.body).toMatchObject({ total: 0, data: [], summary: { total: 0 } })
  })

  it('says what to fix: a date before any edition, a bad kind, a bad date', async () => {
    const early = await api.get('/rules/diff?from=1999-01-01')
    expect(early.status).toBe(404)
    expect(early.body.details).toMatch(/1999-01-01/)
    expect((await api.get('/rules/diff?kinds=added,bogus')).status).toBe(400)
    expect((await api.get('/rules/diff?to=April')).status).toBe(400)
    expect((await api.get('/rules/diff?section=77')).status).toBe(400)
  })
})

describe('GET /rules/:number/history', () => {
  it('follows an old number in an old edition to where the rule is now', async () => {
    const r = await api.get(`/rules/722.1/history?effective=${FEB}`)
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({
      object: 'rule_history',
      number: '722.1',
      effective_date: FEB,
      current: { number: '723.1', effective_date: APR },
    })
    expect(r.body.editions.map((e: any) => [e.effective_date, e.number, e.change?.kind ?? null, e.change?.from ?? null])).toEqual([
      [FEB, '722.1', null, null],
      [APR, '723.1', 'moved', '722.1'],
    ])
    expect(r.body.editions[1].text).toMatch(/^Some cards allow a player to control another player/)
  })

  it('of the current 722.1 (Preparation Cards): new in April', async () => {
    const r = await api.get('/rules/722.1/history')
    expect(r.body.editions.map((e: any) => [e.effective_date, e.number, e.change.kind])).toEqual([[APR, '722.1', 'added']])
    expect(r.body.current.number).toBe('722.1')
  })

  it('shows a true change with its word diff, a renumbering with the numbers, an unchanged rule as unchanged', async () => {
    const saga = await api.get('/rules/714.3b/history')
    expect(saga.body.editions.map((e: any) => [e.number, e.change?.kind ?? null])).toEqual([
      ['714.3a', null],
      ['714.3b', 'changed'],
    ])
    expect(saga.body.editions[1].change.words.length).toBeGreaterThan(3)
    const karn = await api.get('/rules/104.6/history')
    expect(karn.body.editions[1].change).toMatchObject({ kind: 'renumbered', from: '104.6', renumbered: [{ from: '726', to: '727' }] })
    const kicker = await api.get('/rules/702.33d/history')
    expect(kicker.body.editions.map((e: any) => e.change?.kind ?? null)).toEqual([null, 'unchanged'])
  })

  it('404s a number the edition lacks, 400s a non-number', async () => {
    const r = await api.get(`/rules/733.1/history?effective=${FEB}`)
    expect(r.status).toBe(404)
    expect(r.body.details).toMatch(`effective ${FEB} have no rule 733.1`)
    expect((await api.get('/rules/kicker/history')).status).toBe(400)
  })
})

describe('GET /rules/:number?effective=OLD&follow=current', () => {
  it('resolves an old citation to the same rule’s current number and text', async () => {
    const r = await api.get(`/rules/726.6?effective=${FEB}&follow=current`)
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ number: '727.6', effective_date: APR, followed_from: { number: '726.6', effective_date: FEB } })
    expect(r.body.followed_from.changes).toEqual([{ effective_date: APR, kind: 'renumbered', from: '726.6', to: '727.6' }])
    expect(r.body.text).toMatch(/see rule 729\)/)
    expect(r.body.history_uri).toBe(`/rules/727.6/history?effective=${APR}`)
    // without follow, the old edition's own rule
    expect((await api.get(`/rules/726.6?effective=${FEB}`)).body).toMatchObject({ number: '726.6', effective_date: FEB })
    // an unchanged rule follows to itself
    expect((await api.get(`/rules/702.33?effective=${FEB}&follow=current`)).body).toMatchObject({
      number: '702.33',
      followed_from: { changes: [] },
    })
  })
})

describe('citations carry their edition', () => {
  it('annotations (keyword definitions on card pages) come from the current edition and say so', async () => {
    const r = await api.get(`/cards/${GROW.printingId}/annotations`)
    expect(r.body.cr_edition).toBe(APR)
  })

  it('the engine cites rules of the current edition, each with its effective date and the stored text', async () => {
    const r = await api.post('/evaluate', {
      cards: { gfa: 'Grow from the Ashes' },
      actions: [
        { do: 'cast', card: 'gfa', kicker: true },
        { do: 'copySpell', of: 'gfa', as: 'copy1' },
      ],
      ask: [{ q: 'isKicked', of: 'copy1' }],
    })
    expect(r.status).toBe(200)
    const rules = r.body.answers.flatMap((a: any) => a.citations).filter((c: any) => c.rule)
    expect(rules.length).toBeGreaterThan(0)
    for (const c of rules) {
      expect(c.effective, c.rule).toBe(APR)
      expect((await api.get(`/rules/${c.rule}`)).body.text).toBe(c.text)
    }
  })
})

describe('a rule deleted in a later edition', () => {
  it('follow=current says when it was removed; without stored diffs (a store older than them) the diffs are computed', async () => {
    const fresh = await freshDatabase()
    const head = ['1. Game Concepts', '100. General', '100.1. These Magic rules apply to any Magic game with two or more players.']
    const gone = '100.2. A player may keep notes of the game under the old note-taking rules.'
    const files = [
      tempFile('history-jan.txt', crText('2026-01-10', [...head, gone])),
      tempFile('history-feb.txt', crText('2026-02-10', head)),
    ]
    try {
      await importSources(fresh, files, { progress: false, log: () => {} })
      await fresh.pool.query('DELETE FROM rules_diffs')
      const small = await startApi({}, fresh)
      try {
        const r = await small.get('/rules/100.2?effective=2026-01-10&follow=current')
        expect(r.status).toBe(404)
        expect(r.body).toMatchObject({ code: 'not_found', removed_in: '2026-02-10' })
        expect(r.body.details).toMatch(/was removed in the edition effective 2026-02-10/)
        const h = await small.get('/rules/100.2/history?effective=2026-01-10')
        expect(h.body).toMatchObject({ current: null, removed_in: { effective_date: '2026-02-10', merged_into: null } })
        const d = await small.get('/rules/diff')
        expect(d.body).toMatchObject({ stored: false, summary: { kinds: { removed: 1, added: 0 } } })
        expect(d.body.data.map((c: any) => [c.kind, c.from])).toEqual([['removed', '100.2']])
      } finally {
        await small.close()
      }
    } finally {
      await fresh.close()
    }
  })
})

describe('GraphQL', () => {
  it('rulesDiff gives the same diff as REST, filtered through a connection', async () => {
    const r = await api.gql(`{
      rulesDiff { from to stored summary { total kinds { added removed moved changed renumbered } sections { section title changes } }
        changes(kinds: [added], chapter: "722", first: 3) { totalCount edges { node { kind from to toText } } pageInfo { hasNextPage } } }
    }`)
    expect(r.errors).toBeUndefined()
    const d = r.data.rulesDiff
    expect(d).toMatchObject({ from: FEB, to: APR, stored: true, summary: { total: 194, kinds: { moved: 110, renumbered: 41 } } })
    expect(d.changes.totalCount).toBe(13)
    expect(d.changes.edges.map((e: any) => e.node.to)).toEqual(['722', '722.1', '722.2'])
    expect(d.changes.pageInfo.hasNextPage).toBe(true)
    const rest = await api.get('/rules/diff?kinds=added&chapter=722&page_size=3')
    expect(rest.body.data.map((c: any) => c.to_text)).toEqual(d.changes.edges.map((e: any) => e.node.toText))
  })

  it('rulesEditions, ruleHistory, and an old rule’s current counterpart', async () => {
    const r = await api.gql(`{
      rulesEditions { effectiveDate current previous }
      ruleHistory(number: "722.1", effective: "${FEB}") { current { number effectiveDate } editions { number effectiveDate change { kind from } } }
      rule(number: "726.6", effective: "${FEB}") { number current { number text effectiveDate } history { editions { number change { kind renumbered { from to } } } } }
    }`)
    expect(r.errors).toBeUndefined()
    expect(r.data.rulesEditions).toEqual([
      { effectiveDate: APR, current: true, previous: FEB },
      { effectiveDate: FEB, current: false, previous: null },
    ])
    expect(r.data.ruleHistory).toEqual({
      current: { number: '723.1', effectiveDate: APR },
      editions: [
        { number: '722.1', effectiveDate: FEB, change: null },
        { number: '723.1', effectiveDate: APR, change: { kind: 'moved', from: '722.1' } },
      ],
    })
    expect(r.data.rule.current).toMatchObject({ number: '727.6', effectiveDate: APR })
    expect(r.data.rule.history.editions[1].change).toEqual({ kind: 'renumbered', renumbered: [{ from: '728', to: '729' }] })
  })

  it('refuses a bad date with BAD_USER_INPUT', async () => {
    const r = await api.gql('{ rulesDiff(from: "April") { from } }')
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
    expect(r.errors?.[0]?.message).toMatch(/"from" must be a date/)
  })
})

describe('a diff the import did not store', () => {
  it('is computed once while the store is unchanged, and again once a transaction wrote to it', async () => {
    const { rows } = await db.pool.query<{ id: number; date: string }>('SELECT id, effective_date::text AS date FROM rules_documents')
    const id = (date: string) => rows.find((r) => r.date === date)!.id
    // April back to February: not a stored diff (the import stores each edition from the one before)
    const first = await diffBetween(db, id(APR), id(FEB))
    expect(first.stored).toBe(false)
    expect(await diffBetween(db, id(APR), id(FEB))).toBe(first)
    await db.pool.query('UPDATE glossary_terms SET text = text WHERE id = (SELECT min(id) FROM glossary_terms)')
    const again = await diffBetween(db, id(APR), id(FEB))
    expect(again).not.toBe(first)
    expect(again).toEqual(first)
  })
})
