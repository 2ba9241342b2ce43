// The MCP server through the SDK's own Client, over both transports (stdio: `npm run mcp` as a child
// process; Streamable HTTP: POST /mcp on the real server), on the shared fixture: every tool listed
// and called on real data, the resources, the prompt, and bad arguments refused naming the field.
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { askRules } from '../../src/ask/index.js'
import { answerObject } from '../../src/api/rest/ask.js'
import { modelCoverage, scenarioJsonSchema } from '../../src/engine/index.js'
import type { Database } from '../../src/store/database.js'
import { GROW } from '../api/support.js'
import { buildServer } from '../../src/server.js'
import { sharedFixture } from '../support/database.js'
import { evaluateResponseErrors } from '../support/evaluation-shape.js'
import { httpClient, stdioClient, type Connected } from './support.js'

const TOOLS = [
  'search_cards',
  'get_card',
  'get_rulings',
  'get_rule',
  'search_rules',
  'ask_rules',
  'define',
  'verify_citation',
  'evaluate_scenario',
  'get_scenario_schema',
  'validate_deck',
]

const KICKED_COPY = {
  cards: { gfa: 'Grow from the Ashes' },
  actions: [
    { do: 'cast', card: 'gfa', kicker: true },
    { do: 'copySpell', card: 'gfa', as: 'copy1' },
  ],
  ask: [{ q: 'isKicked', of: 'copy1' }],
}

let db: Database
beforeAll(async () => {
  db = await sharedFixture()
})

describe.each([
  ['stdio', stdioClient],
  ['Streamable HTTP', httpClient],
] as const)('MCP over %s', (_transport, connect) => {
  let mcp: Connected
  beforeAll(async () => {
    mcp = await connect(db)
  })
  afterAll(async () => {
    await mcp?.close()
  })

  const call = async (name: string, args: Record<string, unknown>) => {
    const r = await mcp.client.callTool({ name, arguments: args })
    return r as { isError?: boolean; structuredContent?: any; content: { type: string; text: string }[] }
  }
  /** The tool error (isError: true) a call is answered with: its error body, parsed from the text. */
  const refusal = async (name: string, args: Record<string, unknown>) => {
    const r = await call(name, args)
    expect(r.isError, `${name} ${JSON.stringify(args)}`).toBe(true)
    const body = JSON.parse(r.content[0]!.text)
    expect(body).toMatchObject({ object: 'error', status: 400 })
    // the schema's own check says invalid_arguments; a tool's own (a rule number, a scenario's card) its REST code
    expect(['invalid_arguments', 'bad_request', 'invalid_scenario', 'unknown_card']).toContain(body.code)
    expect(body.sources).toMatchObject({ cr_edition: '2026-02-27' })
    return body.details as string
  }

  it('lists every tool in under 20 KB, every field described; evaluate_scenario’s full schema is one call or resource away', async () => {
    const { tools } = await mcp.client.listTools()
    expect(tools.map((t) => t.name)).toEqual(TOOLS)
    expect(JSON.stringify({ tools }).length).toBeLessThan(20_000)
    const undescribed: string[] = []
    const walk = (s: Record<string, any>, at: string) => {
      for (const [k, v] of Object.entries<Record<string, any>>(s.properties ?? {})) {
        if (!v.description && !v.$ref) undescribed.push(`${at}.${k}`)
        walk(v, `${at}.${k}`)
      }
      if (s.items) walk(s.items, `${at}[]`)
      for (const x of s.oneOf ?? []) walk(x, at)
      for (const [k, v] of Object.entries<Record<string, any>>(s.$defs ?? {})) walk(v, `${at}.$defs.${k}`)
    }
    for (const t of tools) {
      expect(t.inputSchema.type).toBe('object')
      expect(t.description!.length).toBeGreaterThan(40)
      walk(t.inputSchema, t.name)
    }
    expect(undescribed).toEqual([])
    // get_card and get_rulings need exactly one of id or name; validate_deck's deck is text or typed entries
    for (const name of ['get_card', 'get_rulings'])
      expect(tools.find((t) => t.name === name)!.inputSchema.oneOf).toEqual([{ required: ['id'] }, { required: ['name'] }])
    const deck = (tools.find((t) => t.name === 'validate_deck')!.inputSchema.properties as Record<string, any>).deck
    expect(deck.oneOf.map((x: { type: string }) => x.type)).toEqual(['string', 'object'])
    const evaluate = tools.find((t) => t.name === 'evaluate_scenario')!
    const actions = (evaluate.inputSchema.properties as Record<string, any>).actions
    expect(actions.items.properties.do.enum).toContain('copySpell')
    for (const e of [...modelCoverage().modeled, ...modelCoverage().notModeled]) expect(evaluate.description).toContain(e.area)
    const full = await call('get_scenario_schema', {})
    expect(full.structuredContent.schema).toEqual(scenarioJsonSchema())
    expect(full.structuredContent.coverage).toEqual(modelCoverage())
    const cast = await call('get_scenario_schema', { part: 'cast' })
    expect(cast.structuredContent.schema.properties.kicker).toBeDefined()
    const read = await mcp.client.readResource({ uri: 'arcanum://schemas/scenario' })
    expect(JSON.parse((read.contents[0] as { text: string }).text)).toEqual(scenarioJsonSchema())
  })

  it('names the CR edition and the data date in every answer', async () => {
    for (const [name, args] of [
      ['get_rule', { number: '702.19' }],
      ['ask_rules', { q: 'trample', limit: 1 }],
      ['search_cards', { q: 'kw:kicker', page_size: 1 }],
      ['get_rulings', { name: GROW.name }],
    ] as const) {
      const r = await call(name, args)
      expect(r.structuredContent.sources, name).toEqual({
        cr_edition: '2026-02-27',
        data_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      })
    }
    const missing = await call('get_rule', { number: '702.999' })
    expect(JSON.parse(missing.content[0]!.text).sources.cr_edition).toBe('2026-02-27')
  })

  it('search_cards: a query REST rejects is a tool error with its details and warnings', async () => {
    for (const q of ['(((', 'foo:bar']) {
      const r = await call('search_cards', { q })
      expect(r.isError, q).toBe(true)
      const body = JSON.parse(r.content[0]!.text)
      expect(body).toMatchObject({ object: 'error', status: 400, code: 'bad_request' })
      expect(body.details.length).toBeGreaterThan(10)
      expect(Array.isArray(body.warnings)).toBe(true)
    }
    const unknown = JSON.parse((await call('search_cards', { q: 'foo:bar' })).content[0]!.text)
    expect(unknown.warnings.join(' ')).toMatch(/foo/)
  })

  it('verify_citation: matches, differs with the current text and a diff, not_found', async () => {
    const v = async (args: Record<string, unknown>) => (await call('verify_citation', args)).structuredContent
    expect(await v({ rule: '702.19b' })).toMatchObject({ verdict: 'matches', rule_number: '702.19b', checked_edition: '2026-02-27' })
    const rule = (await call('get_rule', { number: '702.19b' })).structuredContent.text as string
    const quote = rule.slice(0, 60)
    expect(await v({ rule: '702.19b', text: quote })).toMatchObject({ verdict: 'matches' })
    // the quote with one word changed: differs, with the current text and a diff that shows the change
    const changed = rule.replace(/assign/, 'allot')
    const d = await v({ rule: '702.19b', text: changed })
    expect(d).toMatchObject({ verdict: 'differs', current_text: rule })
    expect(d.diff.some((p: { op: string; text: string }) => p.op === 'delete' && p.text.includes('allot'))).toBe(true)
    // a quote cited under the wrong number says where it is
    const wrong = await v({ rule: '702.2b', text: quote })
    expect(wrong.verdict).toBe('differs')
    expect(wrong.found_in).toContain('702.19b')
    // a quote without a number is found
    expect(await v({ text: quote })).toMatchObject({ verdict: 'matches', rule_number: '702.19b' })
    expect(await v({ rule: '702.999' })).toMatchObject({ verdict: 'not_found' })
    expect(await v({ text: 'a player may sacrifice a unicorn to draw seventeen cards whenever the moon is full' })).toMatchObject({
      verdict: 'not_found',
    })
    // a ruling quote, by card
    const rulings = (await call('get_rulings', { name: GROW.name })).structuredContent.data
    expect(await v({ card: GROW.name, text: rulings[0].comment })).toMatchObject({ verdict: 'matches', ruling: { card_name: GROW.name } })
    expect(await v({ card: GROW.name, text: 'Grow from the Ashes can be cast for free by tapping a Forest.' })).toMatchObject({
      verdict: 'not_found',
    })
    expect(await refusal('verify_citation', { rule: '702.19', colour: 'red' })).toMatch(/"colour"/)
  })

  it('search_cards: Scryfall syntax, a page of card objects, fields', async () => {
    const r = await call('search_cards', { q: 'kw:kicker t:sorcery', fields: 'name,oracle_id,type_line' })
    expect(r.isError).toBeFalsy()
    const names = r.structuredContent.data.map((c: { name: string }) => c.name)
    expect(names).toContain(GROW.name)
    expect(Object.keys(r.structuredContent.data[0]).sort()).toEqual(['name', 'oracle_id', 'type_line'])
    expect(r.structuredContent.total_cards).toBeGreaterThan(1)
    const paged = await call('search_cards', { q: 'kw:kicker t:sorcery', page_size: 1, page: 2 })
    expect(paged.structuredContent.data).toHaveLength(1)
    expect(paged.structuredContent).toMatchObject({ page: 2, has_more: true })
    // the text content is the same answer, for clients that read only text
    expect(JSON.parse(r.content[0]!.text)).toEqual(r.structuredContent)
  })

  it('get_card: by fuzzy name, with annotated text, tags, legalities and rulings', async () => {
    const r = await call('get_card', { name: 'grow from teh ashes' })
    const { card, annotations, tags, rulings } = r.structuredContent
    expect(card).toMatchObject({ name: GROW.name, oracle_id: GROW.oracleId })
    expect(card.legalities).toMatchObject({ modern: 'legal' })
    const kicker = annotations.terms.find((t: { term: string }) => t.term.toLowerCase() === 'kicker')
    expect(kicker).toMatchObject({ rule: '702.33' })
    expect(kicker.definition).toMatch(/Kicker/)
    expect(annotations.annotated_html).toContain('<abbr')
    expect(tags.length).toBeGreaterThan(0)
    expect(rulings).toHaveLength(6)
    const byId = await call('get_card', { id: GROW.printingId })
    expect(byId.structuredContent.card.id).toBe(GROW.printingId)
  })

  it('get_rulings: a card’s rulings with dates', async () => {
    const r = await call('get_rulings', { id: GROW.oracleId })
    expect(r.structuredContent).toMatchObject({ card: { name: GROW.name }, total: 6 })
    for (const ruling of r.structuredContent.data) expect(ruling.published_at).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('get_rule: a rule with its subrules and the rules it cites resolved', async () => {
    const r = await call('get_rule', { number: '702.19' })
    expect(r.structuredContent).toMatchObject({ number: '702.19', effective_date: '2026-02-27' })
    expect(r.structuredContent.subrules.map((s: { number: string }) => s.number)).toContain('702.19c')
    const cited = await call('get_rule', { number: '702.19c' })
    const refs = cited.structuredContent.references
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of refs) expect(ref.rule?.text ?? '').not.toBe('')
  })

  it('search_rules: full text over rules, glossary and rulings', async () => {
    const r = await call('search_rules', { q: 'deathtouch', kinds: ['rule'], page_size: 5 })
    expect(r.structuredContent.data.length).toBeGreaterThan(0)
    expect(r.structuredContent.data.length).toBeLessThanOrEqual(5)
    for (const hit of r.structuredContent.data) expect(hit.kind ?? hit.object).toMatch(/rule/)
  })

  it('ask_rules: the same answer as GET /rules/ask', async () => {
    const q = 'if I copy a kicked spell is the copy kicked?'
    const r = await call('ask_rules', { q, limit: 8 })
    const { sources, ...answer } = r.structuredContent
    expect(answer).toEqual(answerObject(await askRules(db, q, { limit: 8, effective: null })))
    expect(sources.cr_edition).toBe('2026-02-27')
    expect(r.structuredContent.data.some((p: { rule_number?: string }) => p.rule_number?.startsWith('702.33'))).toBe(true)
    // the tool description's own example finds the rule on copying spells in its top 5
    expect(r.structuredContent.data.slice(0, 5).map((p: { rule_number?: string }) => p.rule_number)).toContain('707.10')
  })

  it('define: a keyword with its rule, or a glossary term', async () => {
    const k = await call('define', { term: 'multikicker' })
    expect(k.structuredContent.keyword).toMatchObject({ name: 'Multikicker' })
    expect(k.structuredContent.keyword.rule.number).toMatch(/^702\./)
    const g = await call('define', { term: 'mana value' })
    expect(g.structuredContent.glossary).toMatchObject({ term: 'Mana Value', match: 'exact' })
    expect(g.structuredContent.glossary.text).toMatch(/mana cost/)
  })

  it('evaluate_scenario: the engine’s answer with its citations from the store, in the shape of the one answer schema', async () => {
    const r = await call('evaluate_scenario', KICKED_COPY)
    const [a] = r.structuredContent.answers
    expect(a).toMatchObject({ q: 'isKicked', of: 'copy1', value: true })
    expect(a.citations.some((c: { rule?: string }) => c.rule?.startsWith('707.10'))).toBe(true)
    expect(a.citations.some((c: { ruling?: { card: string } }) => c.ruling?.card === GROW.name)).toBe(true)
    // the answer's shape is the one POST /evaluate and GraphQL have (src/engine/scenario/answers.ts), beside its sources
    const { sources: _, ...evaluation } = r.structuredContent
    expect(evaluateResponseErrors(evaluation)).toEqual([])
  })

  it('validate_deck: a deck’s legality, each issue citing its rule', async () => {
    const r = await call('validate_deck', { format: 'modern', deck: '5 Lightning Bolt\n55 Mountain' })
    expect(r.structuredContent).toMatchObject({ object: 'deck_validation', legal: false })
    expect(JSON.stringify(r.structuredContent.issues)).toMatch(/100\.2a|Lightning Bolt/)
    const ok = await call('validate_deck', { format: 'modern', deck: '4 Lightning Bolt\n56 Mountain' })
    expect(ok.structuredContent.legal).toBe(true)
  })

  it('answers bad arguments with a tool error naming the field and the fix', async () => {
    expect(await refusal('search_cards', { q: 'bolt', page_size: 1000 })).toMatch(/page_size/)
    expect(await refusal('search_cards', { q: 'bolt', fields: 'nmae' })).toMatch(/nmae/)
    expect(await refusal('search_cards', {})).toMatch(/\bq: required/)
    expect(await refusal('get_rule', { number: 'seven' })).toMatch(/rule number/)
    expect(await refusal('ask_rules', { q: 'x'.repeat(501) })).toMatch(/\bq\b/)
    expect(await refusal('ask_rules', { q: 'trample', kinds: ['cards'] })).toMatch(/kinds\[0\]/)
    expect(await refusal('get_card', { name: 'Opt', id: 'x' })).toMatch(/id, name: give exactly one/)
    expect(await refusal('get_rulings', {})).toMatch(/id, name: give exactly one/)
    expect(await refusal('search_cards', { q: 42 })).toMatch(/\bq: .*Expected: A query in Scryfall syntax/)
    expect(await refusal('define', { term: 'flying', colour: 'red' })).toMatch(/"colour"/)
    expect(await refusal('evaluate_scenario', { ...KICKED_COPY, actions: [{ do: 'kick', card: 'gfa' }] })).toMatch(/actions\[0\]\.do/)
    expect(await refusal('evaluate_scenario', { ...KICKED_COPY, cards: { gfa: 'Grow from the Ashez' } })).toMatch(
      /cards\.gfa: no card named "Grow from the Ashez"/,
    )
    expect(await refusal('validate_deck', { deck: '4 Opt' })).toMatch(/format/)
    // an unknown tool is a protocol error (MCP 2025-11-25, Tools: error handling)
    const e = await mcp.client.callTool({ name: 'no_such_tool', arguments: {} }).then(
      () => null,
      (x: unknown) => x,
    )
    expect(e).toBeInstanceOf(McpError)
    expect((e as McpError).code).toBe(ErrorCode.InvalidParams)
    expect((e as McpError).message).toMatch(/Unknown tool/)
  })

  it('answers what is not there as a tool error the model can read', async () => {
    const r = await call('get_card', { name: 'Zzyzx Qwerty Nonexistent' })
    expect(r.isError).toBe(true)
    expect(r.content[0]!.text).toMatch(/No card/)
    const rule = await call('get_rule', { number: '702.999' })
    expect(rule.isError).toBe(true)
    expect(rule.content[0]!.text).toMatch(/no rule 702\.999/)
  })

  it('serves rules, cards and the keyword list as resources', async () => {
    expect((await mcp.client.listResources()).resources.map((r) => r.uri)).toEqual(['arcanum://keywords', 'arcanum://schemas/scenario'])
    expect((await mcp.client.listResourceTemplates()).resourceTemplates.map((r) => r.uriTemplate)).toEqual([
      'arcanum://rules/{number}',
      'arcanum://cards/{id}',
    ])
    const read = async (uri: string) => JSON.parse(((await mcp.client.readResource({ uri })).contents[0] as { text: string }).text)
    expect(await read('arcanum://rules/702.19')).toMatchObject({ number: '702.19' })
    expect((await read(`arcanum://cards/${GROW.oracleId}`)).card).toMatchObject({ name: GROW.name })
    const keywords = await read('arcanum://keywords')
    expect(keywords.data.find((k: { name: string }) => k.name === 'Kicker')).toMatchObject({ rule_uri: 'arcanum://rules/702.33' })
    expect(keywords.data).toHaveLength(keywords.total)
    await expect(mcp.client.readResource({ uri: 'arcanum://rules/702.999' })).rejects.toThrow(/no rule 702\.999/)
    await expect(mcp.client.readResource({ uri: 'arcanum://decks/1' })).rejects.toThrow(/Resource not found/)
  })

  it('offers the prompt answer_rules_question', async () => {
    expect((await mcp.client.listPrompts()).prompts.map((p) => p.name)).toEqual(['answer_rules_question'])
    const p = await mcp.client.getPrompt({ name: 'answer_rules_question', arguments: { question: 'can I respond to cycling?' } })
    const text = (p.messages[0]!.content as { text: string }).text
    expect(text).toContain('can I respond to cycling?')
    for (const needle of ['ask_rules', 'evaluate_scenario', 'supported: false', 'verbatim']) expect(text).toContain(needle)
    await expect(mcp.client.getPrompt({ name: 'answer_rules_question', arguments: {} })).rejects.toThrow(/question/)
  })
})

describe('POST /mcp on the service', () => {
  it('is rate-limited like every route, and answers GET with 405', async () => {
    const mcp = await httpClient(db, { rateLimit: { max: 3, timeWindow: '1 minute' } })
    try {
      // connecting took some of the three (initialize, its notification, the client's GET); then a call is refused
      let refused: unknown = null
      for (let i = 0; i < 3 && !refused; i++)
        refused = await mcp.client.listTools().then(
          () => null,
          (e: unknown) => e,
        )
      expect(String(refused)).toMatch(/429.*too_many_requests/)
      const r = await mcp.app.inject({ method: 'GET', url: '/mcp' })
      expect([405, 429]).toContain(r.statusCode)
    } finally {
      await mcp.close()
    }
    const open = await httpClient(db)
    try {
      const r = await open.app.inject({ method: 'GET', url: '/mcp' })
      expect(r.statusCode).toBe(405)
      expect(r.json()).toMatchObject({ object: 'error', status: 405 })
    } finally {
      await open.close()
    }
  })

  it('counts every tool call of a batch against the rate limit, and refuses a batch over the budget whole', async () => {
    const app = await buildServer({ db, logLevel: 'silent', rateLimit: { max: 6, timeWindow: '1 minute' } })
    try {
      const call = (id: number) => ({
        jsonrpc: '2.0',
        id,
        method: 'tools/call',
        params: { name: 'get_rule', arguments: { number: '702.19' } },
      })
      const post = (payload: unknown) =>
        app.inject({
          method: 'POST',
          url: '/mcp',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
          payload: JSON.stringify(payload),
        })
      // four calls in one POST take four of the six
      const first = await post([call(1), call(2), call(3), call(4)])
      expect(first.statusCode).toBe(200)
      expect(first.json()).toHaveLength(4)
      // two remain: a batch of three is refused whole, as REST refuses a request over the limit
      const over = await post([call(5), call(6), call(7)])
      expect(over.statusCode).toBe(429)
      expect(over.json()).toMatchObject({ object: 'error', status: 429, code: 'too_many_requests' })
      expect(over.json().details).toMatch(/3 tool calls/)
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    } finally {
      await app.close()
    }
  })
})
