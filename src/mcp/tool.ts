// One MCP tool: its name, what it is for, its input schema (TypeBox, mostly the REST route's own
// fields, so the limits are the same), an optional output schema and the function that answers it.
// Arguments are checked before the function runs: a bad one is an MCP InvalidParams error naming
// the field ("page_size: must be <= 175"), as a bad query parameter is a 400 naming it over REST.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import type { Static, TSchema } from 'typebox'
import Compile from 'typebox/compile'
import { ClientError } from '../errors.js'
import type { RenderLinks } from '../scryfall/render-card.js'
import type { SearchTotals } from '../search/index.js'
import type { Database } from '../store/database.js'
import { internalError, invalidParams, RpcError } from './errors.js'

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
  /** A self-contained JSON Schema of structuredContent, where one exists. */
  output?: TSchema
  run(args: Static<S>, ctx: ToolContext): Promise<Record<string, unknown>>
  /** Validate the arguments another way (the scenario's own validator); default: the input schema. */
  check?: (args: unknown) => string | null
}

export const defineTool = <S extends TSchema>(tool: Tool<S>): Tool => tool as unknown as Tool

/** The JSON Schema a client sees: TypeBox's, with an object root as MCP requires. */
export const jsonSchemaOf = (schema: TSchema): { type: 'object'; [k: string]: unknown } => {
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

/** The first thing wrong with the arguments, naming the field; null when they are fine. */
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
    return `${at ? `${at}: ` : ''}unknown argument ${extra.map((x) => `"${x}"`).join(', ')} (known: ${known.join(', ')})`
  }
  if (e.keyword === 'required') {
    const missing = (e.params as { requiredProperties?: string[] }).requiredProperties ?? []
    return `${missing.map((m) => (at ? `${at}.${m}` : m)).join(', ')}: required`
  }
  return `${at || 'arguments'}: ${e.message}`
}

export const invalidArguments = (tool: string, problem: string) => invalidParams(`Invalid arguments for tool ${tool}: ${problem}`)

/** Run a tool: check its arguments, answer with text and structured content, map errors. */
export async function callTool(tool: Tool, args: unknown, ctx: ToolContext): Promise<CallToolResult> {
  const given = args ?? {}
  const problem = tool.check ? tool.check(given) : argumentProblem(tool.input, given)
  if (problem) throw invalidArguments(tool.name, problem)
  try {
    const out = await tool.run(given as never, ctx)
    return { content: [{ type: 'text', text: JSON.stringify(out) }], structuredContent: out }
  } catch (e) {
    if (e instanceof ClientError) {
      // the client asked for something malformed: an MCP error, as a 400 is over REST
      if (e.status === 400) throw invalidArguments(tool.name, e.details)
      // not found and the like: a tool result the model can read and act on
      const extra = Object.keys(e.extra).length ? ` ${JSON.stringify(e.extra)}` : ''
      return { isError: true, content: [{ type: 'text', text: `${e.code}: ${e.details}${extra}` }] }
    }
    if (e instanceof RpcError) throw e
    // an internal failure: logged by the caller, never shown
    throw internalError(e)
  }
}
