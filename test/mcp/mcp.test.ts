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
import { sharedFixture } from '../support/database.js'
import { httpClient, stdioClient, type Connected } from './support.js'

const TOOLS = [
  'search_cards',
  'get_card',
  'get_rulings',
  'get_rule',
  'search_rules',
  'ask_rules',
  'define',
  'evaluate_scenario',
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
  /** The MCP error a call is refused with. */
  const refusal = async (name: string, args: Record<string, unknown>) => {
    const e = await mcp.client.callTool({ name, arguments: args }).then(
      () => null,
      (x: unknown) => x,
    )
    expect(e, `${name} ${JSON.stringify(args)}`).toBeInstanceOf(McpError)
    expect((e as McpError).code).toBe(ErrorCode.InvalidParams)
    return (e as McpError).message
  }

  it('lists every tool with a JSON input schema; evaluate_scenario takes the engine’s scenario schema and describes its coverage', async () => {
    const { tools } = await mcp.client.listTools()
    expect(tools.map((t) => t.name)).toEqual(TOOLS)
    for (const t of tools) {
      expect(t.inputSchema.type).toBe('object')
      expect(t.description!.length).toBeGreaterThan(40)
    }
    const evaluate = tools.find((t) => t.name === 'evaluate_scenario')!
    expect(evaluate.inputSchema).toEqual(scenarioJsonSchema())
    for (const e of [...modelCoverage().modeled, ...modelCoverage().notModeled]) expect(evaluate.description).toContain(e.summary)
    expect(tools.find((t) => t.name === 'ask_rules')!.outputSchema).toBeDefined()
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
    expect(r.structuredContent).toEqual(answerObject(await askRules(db, q, { limit: 8, effective: null })))
    expect(r.structuredContent.data.some((p: { rule_number?: string }) => p.rule_number?.startsWith('702.33'))).toBe(true)
  })

  it('define: a keyword with its rule, or a glossary term', async () => {
    const k = await call('define', { term: 'multikicker' })
    expect(k.structuredContent.keyword).toMatchObject({ name: 'Multikicker' })
    expect(k.structuredContent.keyword.rule.number).toMatch(/^702\./)
    const g = await call('define', { term: 'mana value' })
    expect(g.structuredContent.glossary).toMatchObject({ term: 'Mana Value', match: 'exact' })
    expect(g.structuredContent.glossary.text).toMatch(/mana cost/)
  })

  it('evaluate_scenario: the engine’s answer with its citations from the store', async () => {
    const r = await call('evaluate_scenario', KICKED_COPY)
    const [a] = r.structuredContent.answers
    expect(a).toMatchObject({ q: 'isKicked', of: 'copy1', value: true })
    expect(a.citations.some((c: { rule?: string }) => c.rule?.startsWith('707.10'))).toBe(true)
    expect(a.citations.some((c: { ruling?: { card: string } }) => c.ruling?.card === GROW.name)).toBe(true)
  })

  it('validate_deck: a deck’s legality, each issue citing its rule', async () => {
    const r = await call('validate_deck', { format: 'modern', deck: '5 Lightning Bolt\n55 Mountain' })
    expect(r.structuredContent).toMatchObject({ object: 'deck_validation', legal: false })
    expect(JSON.stringify(r.structuredContent.issues)).toMatch(/100\.2a|Lightning Bolt/)
    const ok = await call('validate_deck', { format: 'modern', deck: '4 Lightning Bolt\n56 Mountain' })
    expect(ok.structuredContent.legal).toBe(true)
  })

  it('refuses bad arguments with an MCP error naming the field', async () => {
    expect(await refusal('search_cards', { q: 'bolt', page_size: 1000 })).toMatch(/page_size/)
    expect(await refusal('search_cards', { q: 'bolt', fields: 'nmae' })).toMatch(/nmae/)
    expect(await refusal('search_cards', {})).toMatch(/\bq: required/)
    expect(await refusal('get_rule', { number: 'seven' })).toMatch(/rule number/)
    expect(await refusal('ask_rules', { q: 'x'.repeat(501) })).toMatch(/\bq\b/)
    expect(await refusal('ask_rules', { q: 'trample', kinds: ['cards'] })).toMatch(/kinds\[0\]/)
    expect(await refusal('get_card', { name: 'Opt', id: 'x' })).toMatch(/id, name/)
    expect(await refusal('define', { term: 'flying', colour: 'red' })).toMatch(/"colour"/)
    expect(await refusal('evaluate_scenario', { ...KICKED_COPY, actions: [{ do: 'kick', card: 'gfa' }] })).toMatch(/actions\[0\]\.do/)
    expect(await refusal('evaluate_scenario', { ...KICKED_COPY, cards: { gfa: 'Grow from the Ashez' } })).toMatch(
      /cards\.gfa: no card named "Grow from the Ashez"/,
    )
    expect(await refusal('validate_deck', { deck: '4 Opt' })).toMatch(/format/)
    expect(await refusal('no_such_tool', {})).toMatch(/Unknown tool/)
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
    expect((await mcp.client.listResources()).resources.map((r) => r.uri)).toEqual(['arcanum://keywords'])
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
})
