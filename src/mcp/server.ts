// The MCP server over the store: tools, resources and the prompt, the same for both transports
// (stdio: `npm run mcp`; Streamable HTTP: POST /mcp on the service). Built with the SDK's low-level
// Server because the tools' input schemas are JSON Schema already (TypeBox, and the engine's
// scenario schema), not zod.
import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type Tool as ToolDefinition,
} from '@modelcontextprotocol/sdk/types.js'
import type { RenderLinks } from '../scryfall/render-card.js'
import type { SearchTotals } from '../search/index.js'
import type { Database } from '../store/database.js'
import { internalError, invalidParams, RpcError } from './errors.js'
import { getCard, getRulings, searchCards } from './card-tools.js'
import { evaluateScenario, validateDeck } from './engine-tools.js'
import { getPrompt, PROMPTS } from './prompts.js'
import { readResource, RESOURCE_TEMPLATES, RESOURCES } from './resources.js'
import { askRulesTool, define, getRule, searchRules } from './rules-tools.js'
import { callTool, jsonSchemaOf, type Tool } from './tool.js'

export const TOOLS: Tool[] = [searchCards, getCard, getRulings, getRule, searchRules, askRulesTool, define, evaluateScenario, validateDeck]
const byName = new Map(TOOLS.map((t) => [t.name, t]))

const definitions: ToolDefinition[] = TOOLS.map((t) => ({
  name: t.name,
  title: t.title,
  description: t.description,
  inputSchema: jsonSchemaOf(t.input),
  ...(t.output ? { outputSchema: jsonSchemaOf(t.output) } : {}),
  annotations: { readOnlyHint: true, openWorldHint: false },
}))

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
  /** Where internal failures are reported (never to the client): stderr for stdio, the request log over HTTP. */
  logError?: (error: unknown, what: string) => void
}

/** A new MCP server over the database (one per stdio session, or per HTTP request: they are cheap). */
export function createMcpServer(db: Database, options: McpOptions): Server {
  const server = new Server(SERVER_INFO, {
    capabilities: { tools: {}, resources: {}, prompts: {} },
    instructions: INSTRUCTIONS,
  })
  const logError = options.logError ?? ((e, what) => console.error(`mcp ${what}:`, e))

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: definitions }))
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = byName.get(request.params.name)
    if (!tool) throw invalidParams(`Unknown tool "${request.params.name}" (known: ${TOOLS.map((t) => t.name).join(', ')})`)
    try {
      return await callTool(tool, request.params.arguments, { db, links: options.links, totals: options.totals })
    } catch (e) {
      if (e instanceof RpcError && e.code === ErrorCode.InternalError) logError(e.cause, `tool ${tool.name}`)
      throw e
    }
  })
  server.setRequestHandler(ListResourcesRequestSchema, async () => ({ resources: RESOURCES }))
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({ resourceTemplates: RESOURCE_TEMPLATES }))
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    try {
      return await readResource({ db, links: options.links }, request.params.uri)
    } catch (e) {
      if (e instanceof RpcError) throw e
      logError(e, `resource ${request.params.uri}`)
      throw internalError(e)
    }
  })
  server.setRequestHandler(ListPromptsRequestSchema, async () => ({ prompts: PROMPTS }))
  server.setRequestHandler(GetPromptRequestSchema, async (request) => getPrompt(request.params.name, request.params.arguments))
  return server
}
