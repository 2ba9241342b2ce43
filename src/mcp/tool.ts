// One MCP tool: its name, what it is for, its input schema (TypeBox, mostly the REST route's own
// fields, so the limits are the same), an optional output schema and the function that answers it.
// Every way a call can fail that the model can act on is a tool result with `isError: true` (MCP
// 2025-11-25, "Tools: error handling"), its text the REST error body as JSON: arguments that do not
// fit the schema (naming the field and the fix), a search the REST API rejects (with its details and
// warnings), what is not there, and the database busy, unavailable or past its time limit (with
// `retry_after`, logged as REST logs them). Only a bug is a JSON-RPC error (-32603, logged, no internals).
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import type { Static, TSchema } from 'typebox'
import Compile from 'typebox/compile'
import { failureError } from '../api/errors.js'
import { ClientError } from '../errors.js'
import type { RenderLinks } from '../scryfall/render-card.js'
import type { SearchTotals } from '../search/index.js'
import { SearchError } from '../search/index.js'
import type { Database } from '../store/database.js'
import { databaseFailure } from '../store/failures.js'
import { internalError, RpcError } from './errors.js'
import { sourcesOf, type Sources } from './sources.js'

/** Where the MCP server reports what goes wrong, at the levels REST uses (src/api/error-handler.ts). */
export interface McpLog {
  error(error: unknown, what: string): void
  warn(error: unknown, what: string): void
  info(what: string): void
}

export interface ToolContext {
  db: Database
  /** The links card objects carry (PUBLIC_URL and IMAGE_BASE_URL, as over REST). */
  links: RenderLinks
  /** Totals of recent searches kept for their next pages (src/search/totals.ts); none: every search counts. */
  totals?: SearchTotals
}

export interface Tool<S extends TSchema = TSchema> {
  name: string
  title: string
  description: string
  /** TypeBox, or (evaluate_scenario) the JSON Schema the engine serves. */
  input: S
  /** What tools/list shows, when smaller than `input` (evaluate_scenario: a compact schema, the full one a resource). */
  listedInput?: Record<string, unknown>
  /** A self-contained JSON Schema of structuredContent, where one exists. */
  output?: TSchema
  run(args: Static<S>, ctx: ToolContext): Promise<Record<string, unknown>>
  /** Validate the arguments another way (the scenario's own validator); default: the input schema. */
  check?: (args: unknown) => string | null
}

export const defineTool = <S extends TSchema>(tool: Tool<S>): Tool => tool as unknown as Tool

/** The JSON Schema a client sees: TypeBox's, with an object root as MCP requires. */
export const jsonSchemaOf = (schema: TSchema | Record<string, unknown>): { type: 'object'; [k: string]: unknown } => {
  const plain = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>
  return { ...plain, type: 'object' }
}

const compiled = new WeakMap<TSchema, ReturnType<typeof Compile>>()

const fieldOf = (instancePath: string) =>
  instancePath
    .split('/')
    .slice(1)
    .map((seg) => (/^\d+$/.test(seg) ? `[${seg}]` : `.${seg}`))
    .join('')
    .replace(/^\./, '')

/** What the schema says a field should be: its description, or its type. */
function expected(schema: TSchema, path: string): string {
  let s = schema as Record<string, unknown> | undefined
  for (const seg of path.split('/').slice(1)) {
    if (!s) break
    const props = s.properties as Record<string, Record<string, unknown>> | undefined
    s = /^\d+$/.test(seg) ? (s.items as Record<string, unknown> | undefined) : props?.[seg]
  }
  const description = typeof s?.description === 'string' ? s.description : null
  return description ? ` Expected: ${description}` : ''
}

/** The first thing wrong with the arguments, naming the field and saying what it should be; null when they are fine. */
export function argumentProblem(schema: TSchema, args: unknown): string | null {
  let v = compiled.get(schema)
  if (!v) {
    v = Compile(schema)
    compiled.set(schema, v)
  }
  if (v.Check(args)) return null
  const errors = v.Errors(args)
  const e = errors.find((x) => x.keyword === 'additionalProperties') ?? errors.find((x) => x.keyword === 'required') ?? errors[0]!
  const at = fieldOf(e.instancePath)
  if (e.keyword === 'additionalProperties') {
    const extra = (e.params as { additionalProperties: string[] }).additionalProperties
    const known = Object.keys((schema as { properties?: object }).properties ?? {})
    return `${at ? `${at}: ` : ''}unknown argument ${extra.map((x) => `"${x}"`).join(', ')}: remove it (known: ${known.join(', ')})`
  }
  if (e.keyword === 'required') {
    const missing = (e.params as { requiredProperties?: string[] }).requiredProperties ?? []
    const hint = missing.length === 1 ? expected(schema, `${e.instancePath}/${missing[0]}`) : ''
    return `${missing.map((m) => (at ? `${at}.${m}` : m)).join(', ')}: required, give it.${hint}`
  }
  return `${at || 'arguments'}: ${e.message}.${expected(schema, e.instancePath)}`
}

/** A tool result the model reads and can act on: the REST error body as JSON, with the sources it was read from. */
export function toolError(e: ClientError | SearchError, sources: Sources | null = null): CallToolResult {
  const body =
    e instanceof SearchError ? { ...e.toJSON() } : { object: 'error', status: e.status, code: e.code, details: e.details, ...e.extra }
  return { isError: true, content: [{ type: 'text', text: JSON.stringify({ ...body, ...(sources ? { sources } : {}) }) }] }
}

export const invalidArguments = (tool: string, problem: string) =>
  new ClientError(400, 'invalid_arguments', `Invalid arguments for tool ${tool}: ${problem}`)

/** The CR edition an answer reads: the one in force on the `effective` argument, else the current one. */
const effectiveOf = (args: unknown) => {
  const e = (args as { effective?: unknown } | null)?.effective
  return typeof e === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(e) ? e : null
}

/** Run a tool: check its arguments, answer with text and structured content naming its sources, map errors. */
export async function callTool(tool: Tool, args: unknown, ctx: ToolContext, log: McpLog): Promise<CallToolResult> {
  const given = args ?? {}
  const sources = () => sourcesOf(ctx.db, effectiveOf(given)).catch(() => null)
  const problem = tool.check ? tool.check(given) : argumentProblem(tool.input, given)
  if (problem) return toolError(invalidArguments(tool.name, problem), await sources())
  try {
    const [out, from] = await Promise.all([tool.run(given as never, ctx), sources()])
    const answer = { ...out, sources: from }
    return { content: [{ type: 'text', text: JSON.stringify(answer) }], structuredContent: answer }
  } catch (e) {
    // the client asked for something malformed, or something not there: as REST's 4xx, for the model to read
    if (e instanceof ClientError || e instanceof SearchError) return toolError(e, await sources())
    if (e instanceof RpcError) throw e
    const failure = databaseFailure(e)
    if (failure) {
      // busy, unavailable (retry_after says when to retry) or a statement past its time limit: logged as REST logs them
      if (failure === 'abandoned') log.info(`tool ${tool.name}: the client closed the connection before its statement ran`)
      else if (failure !== 'timeout') log.warn(e, `tool ${tool.name}: database ${failure}`)
      return toolError(withRetryHint(failureError(failure)))
    }
    // an internal failure: logged, never shown
    log.error(e, `tool ${tool.name}`)
    throw internalError(e)
  }
}

/** A database failure's error, its details saying when to retry (REST says it in Retry-After). */
function withRetryHint(e: ClientError): ClientError {
  if (e.code === 'query_timeout')
    return new ClientError(e.status, e.code, `${e.details} Retrying the same call will time out again.`, e.extra)
  return e
}
