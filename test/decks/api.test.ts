// The decks API over HTTP and GraphQL, on the fixture with the decklists' extra sets: the list as JSON or as the body itself, what a
// parsed deck holds, the statements a deck costs whatever its size, malformed input as 400s naming
// the line, and export to each format and back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, countQueries, type Api } from '../api/support.js'
import { fixtureDatabase } from '../support/database.js'
import { EXTRA_SETS, readList } from './decklists.js'

let api: Api
beforeAll(async () => {
  api = await startApi({}, await fixtureDatabase(EXTRA_SETS))
}, 600_000)
afterAll(async () => {
  await api.close()
  await api.db.close()
})

const post = (url: string, payload: string | Buffer, type: string) =>
  api.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type } }).then((r) => ({
    status: r.statusCode,
    headers: r.headers,
    text: r.body,
    json: (): any => r.json(),
  }))

describe('POST /decks/parse', () => {
  it("resolves each line to a card and printing, and keeps what didn't resolve with suggestions", async () => {
    const r = await api.post('/decks/parse', {
      deck: '4 Lightning Bolt (A25) 141\n2 Fire/Ice\n1 Delver of Secrets\n3 Lightnig Bolt\n// a comment\n',
    })
    expect(r.status).toBe(200)
    const d = r.body
    expect(d.object).toBe('deck')
    expect(d.entries.map((e: any) => [e.line, e.quantity, e.card.name, e.printing_match])).toEqual([
      [1, 4, 'Lightning Bolt', 'exact'],
      [2, 2, 'Fire // Ice', 'default'],
    ])
    expect(d.entries[0].card).toMatchObject({ set: 'a25', collector_number: '141', mana_cost: '{R}', type_line: 'Instant' })
    expect(d.unresolved).toEqual([
      expect.objectContaining({ line: 3, name: 'Delver of Secrets', suggestions: expect.any(Array) }),
      expect.objectContaining({ line: 4, name: 'Lightnig Bolt', quantity: 3, suggestions: expect.arrayContaining(['Lightning Bolt']) }),
    ])
    expect(d.unresolved[1].suggestions[0]).toBe('Lightning Bolt')
    expect(d.skipped).toEqual([{ line: 5, text: '// a comment', kind: 'comment' }])
    expect(d.counts.main).toBe(10)
  })

  it('reads a double-faced card by its front face, a split card either way', async () => {
    const r = await api.post('/decks/parse', { deck: '1 Shatterskull Smashing\n1 Boom/Bust\n1 Emeria, Shattered Skyclave' })
    expect(r.body.entries.map((e: any) => e.card.name)).toEqual([
      'Shatterskull Smashing // Shatterskull, the Hammer Pass',
      'Boom // Bust',
      "Emeria's Call // Emeria, Shattered Skyclave",
    ])
  })

  it('takes the list itself as a text/plain, text/csv or XML body', async () => {
    const text = await post('/decks/parse', readList('03-modern-bolt-in-sideboard.mtgo.txt'), 'text/plain')
    expect(text.status).toBe(200)
    expect(text.json()).toMatchObject({ input_format: 'mtgo', counts: { main: 60, sideboard: 8 } })
    const csv = await post('/decks/parse', readList('07-modern-hogaak.csv'), 'text/csv')
    expect(csv.json().input_format).toBe('csv')
    const dek = await post('/decks/parse', readList('06-modern-ponder-banned.dek'), 'application/xml')
    expect(dek.json()).toMatchObject({ input_format: 'dek', counts: { main: 60, sideboard: 7 } })
  })

  it('counts the curve, colors and types, and totals the prices the store has', async () => {
    await api.db.pool.query(
      `UPDATE printings SET price_usd = 1.25, price_usd_foil = 3.50 WHERE set_code = 'A25' AND collector_number = '141'`,
    )
    const r = await api.post('/decks/parse', {
      deck: '4 Lightning Bolt (A25) 141\n1 Lightning Bolt (A25) 141 *F*\n2 Counterspell\n20 Mountain',
    })
    const s = r.body.stats
    expect(s.cards).toBe(27)
    expect(s.curve).toMatchObject({ '1': 5, '2': 2, '0': 0 })
    expect(s.colors).toMatchObject({ R: 5, U: 2, colorless: 0 })
    expect(s.types).toEqual({ Instant: 7, Land: 20 })
    expect(s.price).toMatchObject({ usd: '8.50', priced: 5, unpriced: 22 })
  })
})

/** A list of `n` card names of the store, one copy each, and each again with a typo (its last letter dropped). */
async function collection(n: number): Promise<string> {
  const { rows } = await api.db.pool.query<{ name: string }>('SELECT name FROM cards ORDER BY name LIMIT $1', [n])
  expect(rows.length).toBe(n)
  return rows.flatMap((r) => [`1 ${r.name}`, `1 ${r.name.slice(0, -1)}`]).join('\n')
}

describe('statements per deck', () => {
  const measure = async (url: string, payload: unknown) => {
    const q = countQueries(api.db)
    const r = await api.post(url, payload)
    q.stop()
    expect(r.status).toBe(200)
    return q.count
  }

  it('parsing and validating a 100-card Commander deck takes at most 3, whatever its size', async () => {
    const commander = readList('30-commander-etali.txt')
    const counts = {
      small: await measure('/decks/validate', { format: 'commander', deck: '1 Etali, Primal Storm\n1 Lightning Bolt' }),
      hundred: await measure('/decks/validate', { format: 'commander', deck: commander }),
      withTypos: await measure('/decks/validate', { format: 'commander', deck: `${commander}\n1 Lightnig Bolt\n1 Goblin Gide` }),
      constructed: await measure('/decks/validate', { format: 'vintage', deck: readList('10-vintage-restricted-singles.dek') }),
      // 2,000 lines: every card name of a thousand, and as many typos of them
      collection: await measure('/decks/validate', { format: 'commander', deck: await collection(1000) }),
    }
    for (const [what, n] of Object.entries(counts)) expect(n, what).toBeLessThanOrEqual(3)
    // a legal deck cites nothing and suggests nothing: one statement
    expect(await measure('/decks/validate', { format: 'commander', deck: commander })).toBe(1)
    expect(await measure('/decks/parse', { deck: commander })).toBe(1)
  })
})

describe('malformed input is a 400 naming the line', () => {
  it('binary', async () => {
    const png = Buffer.from([0x34, 0x20, 0x4f, 0x70, 0x74, 0x0a, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00])
    const r = await post('/decks/parse', png, 'application/octet-stream')
    expect(r.status).toBe(400)
    expect(r.json()).toMatchObject({ object: 'error', status: 400, code: 'binary_input', line: 2 })
    const nul = await post('/decks/parse', Buffer.from('4 Opt\n4 Lightning Bolt\n\u0000\u0000\u0000'), 'text/plain')
    expect(nul.json()).toMatchObject({ code: 'binary_input', line: 3, column: 1 })
    const json = await api.post('/decks/parse', { deck: '4 Opt\n\u0001\u0002' })
    expect(json.body).toMatchObject({ code: 'binary_input', line: 2 })
  })

  it('a 10 MB paste, as JSON or as text', async () => {
    const paste = '4 Lightning Bolt (A25) 141\n'.repeat(Math.ceil((10 * 1024 * 1024) / 27))
    for (const r of [
      await api.post('/decks/parse', { deck: paste }),
      { status: 0, body: (await post('/decks/validate?format=modern', paste, 'text/plain')).json() },
    ]) {
      expect(r.body).toMatchObject({ object: 'error', status: 400, code: 'deck_too_large', line: Math.floor(1_048_576 / 27) + 1 })
    }
  })

  it('100,000 lines, and a line of 100 KB', async () => {
    const many = await post('/decks/parse', '1 Island\n'.repeat(100_000), 'text/plain')
    expect(many.json()).toMatchObject({ status: 400, code: 'too_many_lines', line: 10_001 })
    const long = await api.post('/decks/validate', { format: 'modern', deck: `4 Opt\n4 ${'Opt'.repeat(34_000)}` })
    expect(long.body).toMatchObject({ status: 400, code: 'line_too_long', line: 2 })
  })

  it('past the body limit, a 413 in the same error shape', async () => {
    const r = await post('/decks/parse', Buffer.alloc(17 * 1024 * 1024, 0x61), 'text/plain')
    expect(r.status).toBe(413)
    expect(r.json()).toMatchObject({ object: 'error', status: 413, code: 'payload_too_large' })
  })

  it('entries given as data name the entry at fault', async () => {
    const r = await api.post('/decks/validate', {
      format: 'modern',
      deck: {
        entries: [
          { quantity: 4, name: 'Opt' },
          { quantity: -1, name: 'Opt' },
        ],
      },
    })
    expect(r.body).toMatchObject({ status: 400, code: 'invalid_deck', line: 2 })
    expect(r.body.details).toMatch(/deck\.entries\[1\]\.quantity/)
  })

  it('a request without a format, or with an unknown field', async () => {
    expect((await api.post('/decks/validate', { deck: '4 Opt' })).body.details).toMatch(/format/)
    expect((await api.post('/decks/parse', { deck: '4 Opt', deckk: 1 })).status).toBe(400)
  })
})

describe('POST /decks/validate', () => {
  it('accepts the parsed deck back as it is, and answers as for the text', async () => {
    const text = readList('34-commander-off-color.txt')
    const parsed = (await api.post('/decks/parse', { deck: text })).body
    const fromText = (await api.post('/decks/validate', { format: 'commander', deck: text })).body
    const fromParsed = (await api.post('/decks/validate', { format: 'commander', deck: parsed })).body
    expect(fromParsed.legal).toBe(false)
    expect(fromParsed.issues.map((i: any) => [i.code, i.rule, i.cards])).toEqual(fromText.issues.map((i: any) => [i.code, i.rule, i.cards]))
  })

  it('takes the commanders named in the request', async () => {
    const list = readList('30-commander-etali.txt').replace('Commander\n1 Etali, Primal Storm\n\nDeck\n', '1 Etali, Primal Storm\n')
    const without = (await api.post('/decks/validate', { format: 'commander', deck: list })).body
    expect(without.issues.map((i: any) => i.code)).toContain('no_commander')
    const named = (await api.post('/decks/validate', { format: 'commander', deck: list, commanders: ['etali, primal storm'] })).body
    expect(named).toMatchObject({ legal: true, counts: { main: 99, commander: 1 } })
  })
})

describe('export', () => {
  const deck = readList('30-commander-etali.txt')

  it.each(['arena', 'mtgo', 'text', 'csv'])('%s, read back, is the same deck', async (format) => {
    const out = await api.app.inject({ method: 'POST', url: `/decks/export?format=${format}`, payload: { deck } })
    expect(out.statusCode).toBe(200)
    expect(out.headers['content-type']).toContain(format === 'csv' ? 'text/csv' : 'text/plain')
    const again = (await api.post('/decks/validate', { format: 'commander', deck: out.body })).body
    expect(again.legal).toBe(true)
    expect(again.counts).toMatchObject({ main: 99, commander: 1 })
    const before = (await api.post('/decks/parse', { deck })).body.entries.map((e: any) => e.card.oracle_id).sort()
    expect(again.deck.entries.map((e: any) => e.card.oracle_id).sort()).toEqual(before)
  })

  it('Arena writes set and number under its headers; MTGO writes split names with a slash', async () => {
    const arena = await api.get(`/decks/export?format=arena&deck=${encodeURIComponent('1 Etali, Primal Storm *CMDR*\n4 Fire // Ice')}`)
    expect(arena.body).toMatch(/^Commander\n1 Etali, Primal Storm \([A-Z0-9]+\) \S+\n\nDeck\n4 Fire \/\/ Ice \([A-Z0-9]+\) \S+\n$/)
    const mtgo = await api.get(`/decks/export?format=mtgo&deck=${encodeURIComponent('4 Fire // Ice\n1 Shatterskull Smashing')}`)
    expect(mtgo.body).toBe('4 Fire/Ice\n1 Shatterskull Smashing\n')
  })

  it('keeps unresolved lines as written and says which; counts what a format leaves out', async () => {
    const r = await api.app.inject({
      method: 'POST',
      url: '/decks/export?format=arena',
      payload: { deck: '4 Opt\n2 Lightnig Bolt\n\nMaybeboard\n1 Counterspell' },
    })
    expect(r.body).toContain('2 Lightnig Bolt')
    expect(r.headers['x-deck-unresolved-lines']).toBe('2')
    expect(r.headers['x-deck-omitted']).toBe('maybeboard=1')
    expect(r.body).not.toContain('Counterspell')
  })
})

describe('GraphQL', () => {
  it('validateDeck answers as POST /decks/validate', async () => {
    const deck = readList('42-duel-urza-as-commander.txt')
    const r = await api.gql(
      `query($deck: DeckInput!) { validateDeck(format: "duel", deck: $deck) {
         legal supported counts { main commander }
         issues { code rule cards citations { rule text effective legality { card format status } } }
         deck { inputFormat entries { card { name manaCost } } stats { curve { manaValue count } } } } }`,
      { deck },
    )
    expect(r.errors).toBeUndefined()
    const rest = (await api.post('/decks/validate', { format: 'duel', deck })).body
    const v = r.data.validateDeck
    expect(v.legal).toBe(rest.legal)
    expect(v.issues.map((i: any) => [i.code, i.rule, i.cards])).toEqual(rest.issues.map((i: any) => [i.code, i.rule, i.cards]))
    expect(v.issues[0].citations).toContainEqual({
      rule: null,
      text: null,
      effective: null,
      legality: { card: 'Urza, Lord High Artificer', format: 'duel', status: 'restricted' },
    })
    expect(v.deck.entries).toHaveLength(rest.deck.entries.length)
  })

  it('parseDeck and exportDeck; a malformed list is BAD_USER_INPUT naming the line', async () => {
    const p = await api.gql(`{ parseDeck(deck: "4 Lightning Bolt\\n2 Fire/Ice") { inputFormat entries { quantity card { name } } } }`)
    expect(p.data.parseDeck.entries).toEqual([
      { quantity: 4, card: { name: 'Lightning Bolt' } },
      { quantity: 2, card: { name: 'Fire // Ice' } },
    ])
    const e = await api.gql(`{ exportDeck(deck: "4 Fire // Ice", format: mtgo) { text } }`)
    expect(e.data.exportDeck.text).toBe('4 Fire/Ice\n')
    const bad = await api.gql(`{ parseDeck(deck: "4 Opt\\n0 Opt") { inputFormat } }`)
    expect(bad.status).toBe(200) // executed: application/json answers 200 (GraphQL over HTTP)
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'invalid_line', line: 2 })
  })
})
