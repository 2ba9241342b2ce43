// Every decklist of test/decks/lists through POST /decks/validate, on the fixture with the companion
// and partner sets added: the format it is read as, whether it is legal, the issues and the rules
// they name, and that each rule is cited with its exact text from the store's CR edition.
import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Api } from '../api/support.js'
import { fixtureDatabase } from '../support/database.js'
import { EXTRA_SETS, LISTS, LISTS_DIR, readList } from './decklists.js'

let api: Api
let edition: { effective: string; rules: Map<string, string> }

beforeAll(async () => {
  api = await startApi({}, await fixtureDatabase(EXTRA_SETS))
  const { rows } = await api.db.pool.query<{ number: string; text: string; effective: string }>(
    `SELECT r.number, r.text, d.effective_date::text AS effective FROM rules r
       JOIN rules_documents d ON d.id = r.document_id
      WHERE d.effective_date = (SELECT max(effective_date) FROM rules_documents)`,
  )
  edition = { effective: rows[0]!.effective, rules: new Map(rows.map((r) => [r.number, r.text])) }
}, 600_000)
afterAll(async () => {
  await api.close()
  await api.db.close()
})

const CR_RULE = /^\d{3}(\.\d+[a-z]?)?$/

describe('the decklists', () => {
  it('are at least 40 files, in every input format', () => {
    const files = readdirSync(LISTS_DIR)
    expect(files.length).toBeGreaterThanOrEqual(40)
    expect(new Set(LISTS.map((l) => l.input))).toEqual(new Set(['arena', 'mtgo', 'dek', 'text', 'csv']))
    // every file has its expected answer, legal and illegal alike
    expect(new Set(LISTS.map((l) => l.file))).toEqual(new Set(files))
    expect(LISTS.filter((l) => l.legal === true).length).toBeGreaterThanOrEqual(15)
    expect(LISTS.filter((l) => l.legal === false).length).toBeGreaterThanOrEqual(25)
  })
})

describe.each(LISTS)('$file as $format', (c) => {
  it(`${c.shows}`, async () => {
    const r = await api.post('/decks/validate', { format: c.format, deck: readList(c.file) })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const v = r.body
    expect(v.deck.input_format).toBe(c.input)
    const codes = (severity: string) =>
      [...new Set<string>(v.issues.filter((i: any) => i.severity === severity).map((i: any) => i.code))].sort()
    expect(codes('error')).toEqual([...c.errors].sort())
    expect(codes('warning')).toEqual([...c.warnings].sort())
    expect(v.legal).toBe(c.legal)
    expect(v.supported).toBe(!v.issues.some((i: any) => i.severity === 'error' && i.supported === false))
    for (const i of v.issues) {
      if (c.rules[i.code]) expect(i.rule, i.code).toBe(c.rules[i.code])
      const explained = c.explains?.[i.code]
      if (explained) {
        expect(i.message).toContain(explained.says)
        for (const rule of explained.cites ?? []) expect(i.citations.map((x: any) => x.rule)).toContain(rule)
      }
      // a CR rule is cited with the stored text of the newest edition
      if (CR_RULE.test(i.rule))
        expect(i.citations).toContainEqual({ rule: i.rule, text: edition.rules.get(i.rule), effective: edition.effective })
      for (const cited of i.citations.filter((x: any) => x.rule)) {
        expect(cited.text, `${i.code} cites ${cited.rule}`).toBe(edition.rules.get(cited.rule))
      }
      // a card banned or not legal is cited with its stored legality
      if (i.code === 'banned' || i.code === 'not_legal') {
        for (const card of i.cards) {
          expect(i.citations).toContainEqual({
            legality: expect.objectContaining({ card, format: c.format, status: i.code === 'banned' ? 'banned' : 'not_legal' }),
          })
        }
      }
      expect(i.lines.every((n: number) => Number.isInteger(n) && n > 0)).toBe(true)
    }
    // nothing dropped: every card line is an entry or unresolved
    expect(v.deck.unresolved.length > 0).toBe(c.errors.includes('unresolved_card'))
  })
})
