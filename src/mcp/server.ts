// The MCP server over the store: tools, resources and the prompt, the same for both transports
// (stdio: `npm run mcp`; Streamable HTTP: POST /mcp on the service). Built with the SDK's low-level
// Server because the tools' input schemas are JSON Schema already (TypeBox, and the engine's
// scenario schema), not zod.
import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import {
  CallToolRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type Tool as ToolDefinition,
} from '@modelcontextprotocol/sdk/types.js'
import type { TSchema } from 'typebox'
import type { RenderLinks } from '../scryfall/render-card.js'
import type { SearchTotals } from '../search/index.js'
import type { Database } from '../store/database.js'
import { internalError, invalidParams, RpcError } from './errors.js'
import { getCard, getRulings, searchCards } from './card-tools.js'
import { evaluateScenario, getScenarioSchema, validateDeck } from './engine-tools.js'
import { getPrompt, PROMPTS } from './prompts.js'
import { readResource, RESOURCE_TEMPLATES, RESOURCES } from './resources.js'
import { askRulesTool, define, getRule, searchRules } from './rules-tools.js'
import { SOURCES_SCHEMA } from './sources.js'
import { callTool, jsonSchemaOf, type McpLog, type Tool } from './tool.js'
import { verifyCitationTool } from './verify-tool.js'

export const TOOLS: Tool[] = [
  searchCards,
  getCard,
  getRulings,
  getRule,
  searchRules,
  askRulesTool,
  define,
  verifyCitationTool,
  evaluateScenario,
  getScenarioSchema,
  validateDeck,
]
const byName = new Map(TOOLS.map((t) => [t.name, t]))

/** A schema without its descriptions: output schemas are for checking answers, and tools/list must stay small. */
const withoutDescriptions = (schema: unknown): unknown =>
  Array.isArray(schema)
    ? schema.map(withoutDescriptions)
    : schema && typeof schema === 'object'
      ? Object.fromEntries(
          Object.entries(schema)
            .filter(([k, v]) => !(k === 'description' && typeof v === 'string'))
            .map(([k, v]) => [k, withoutDescriptions(v)]),
        )
      : schema

/** An output schema with the `sources` every answer carries (src/mcp/sources.ts), without descriptions. */
const withSources = (schema: TSchema): ToolDefinition['inputSchema'] => {
  const s = withoutDescriptions(jsonSchemaOf(schema)) as Record<string, object>
  return {
    ...s,
    type: 'object',
    properties: { ...(s.properties as Record<string, object>), sources: withoutDescriptions(SOURCES_SCHEMA) as object },
  }
}

const definitions: ToolDefinition[] = TOOLS.map((t) => ({
  name: t.name,
  title: t.title,
  description: t.description,
  inputSchema: jsonSchemaOf(t.listedInput ?? t.input),
  ...(t.output ? { outputSchema: withSources(t.output) } : {}),
  annotations: { readOnlyHint: true, openWorldHint: false },
}))

/**
 * Tool calls one MCP server (one POST /mcp, or one stdio session) runs at once: a batch of calls
 * waits its turn for the database as that many REST requests from one client would, instead of
 * filling the connection queue ahead of everyone else's requests (issue 24, item 6).
 */
export const MCP_CONCURRENT_CALLS = 2

export const SERVER_INFO = {
  name: 'arcanum',
  title: 'Arcanum: Magic cards, Comprehensive Rules, rulings and a rules engine',
  version: '0.1.0',
}

const INSTRUCTIONS =
  'Magic: The Gathering cards (Scryfall syntax), the Comprehensive Rules, card rulings and a rules engine. ' +
  'For a rules question use the prompt answer_rules_question, or: ask_rules to retrieve, evaluate_scenario to check, and cite rules and rulings verbatim. ' +
  'An engine answer with supported: false could not be confirmed: say so.'

export interface McpOptions {
  /** The links card objects carry: the request's host or PUBLIC_URL over HTTP; PUBLIC_URL or the service's address over stdio. */
  links: RenderLinks
  /** The service's kept search totals (src/search/totals.ts): a search's next pages take its total. */
  totals?: SearchTotals
  /** Where failures are reported (never to the client): stderr for stdio, the request log over HTTP. */
  log?: McpLog
}

const stderrLog: McpLog = {
  error: (e, what) => console.error(`mcp ${what}:`, e),
  warn: (e, what) => console.error(`mcp ${what}: ${(e as Error)?.message ?? String(e)}`),
  info: () => {},
}

/** At most `n` at once; the others wait in order. */
export function limiter(n: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    if (running >= n) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    try {
      return await fn()
    } finally {
      running--
      waiting.shift()?.()
    }
  }
}

/** A new MCP server over the database (one per stdio session, or per HTTP request: they are cheap). */
export function createMcpServer(db: Database, options: McpOptions): Server {
  const server = new Server(SERVER_INFO, {
    capabilities: { tools: {}, resources: {}, prompts: {} },
    instructions: INSTRUCTIONS,
  })
  const log = options.log ?? stderrLog
  const inTurn = limiter(MCP_CONCURRENT_CALLS)

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: definitions }))
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = byName.get(request.params.name)
    if (!tool) throw invalidParams(`Unknown tool "${request.params.name}" (known: ${TOOLS.map((t) => t.name).join(', ')})`)
    return inTurn(() => callTool(tool, request.params.arguments, { db, links: options.links, totals: options.totals }, log))
  })
  server.setRequestHandler(ListResourcesRequestSchema, async () => ({ resources: RESOURCES }))
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({ resourceTemplates: RESOURCE_TEMPLATES }))
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    try {
      return await readResource({ db, links: options.links }, request.params.uri)
    } catch (e) {
      if (e instanceof RpcError) throw e
      log.error(e, `resource ${request.params.uri}`)
      throw internalError(e)
    }
  })
  server.setRequestHandler(ListPromptsRequestSchema, async () => ({ prompts: PROMPTS }))
  server.setRequestHandler(GetPromptRequestSchema, async (request) => getPrompt(request.params.name, request.params.arguments))
  return server
}
