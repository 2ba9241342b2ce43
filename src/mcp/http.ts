// POST /mcp: the MCP server over Streamable HTTP, stateless (a server and transport per request, no
// session), on the same Fastify service: its rate limit, body limit and timeouts apply as to any
// route. GET and DELETE /mcp (server-initiated streams, session ends) are 405, as the transport
// specification allows for a server without sessions.
//
// The MCP SDK (and zod, which it brings) is loaded on the first POST /mcp, not at start: several MB
// of heap that a service never asked over MCP does not carry (docs/scaling.md#memory).
//
// Every tool call counts against the client's rate limit, as a REST request does: the route's own
// count takes one, and a POST carrying a JSON-RPC batch of n calls takes the other n-1 from the same
// budget, or is refused whole with the same 429 (and Retry-After) when fewer remain. The calls of one
// POST then run a few at a time (server.ts), so a batch never fills the database queue ahead of others.
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { linksFor } from '../api/rest/card-object.js'
import { ClientError } from '../errors.js'
import type { McpLog } from './tool.js'

let sdk: Promise<[typeof import('@modelcontextprotocol/sdk/server/streamableHttp.js'), typeof import('./server.js')]> | undefined
const loadSdk = () => (sdk ??= Promise.all([import('@modelcontextprotocol/sdk/server/streamableHttp.js'), import('./server.js')]))

const mcpHttp: FastifyPluginAsync = async (app) => {
  // the rate limit's own counter (@fastify/rate-limit's createRateLimit: same store, same key); none when the service has no limit
  const create = (app as FastifyInstance & { createRateLimit?: () => RateLimiter }).createRateLimit
  const limiter = create ? create() : null
  app.post(
    '/mcp',
    { schema: { tags: ['mcp'], summary: 'The MCP server (Streamable HTTP, stateless): see docs/chatbots.md' } },
    async (request, reply) => {
      if (limiter) await chargeToolCalls(limiter, request, reply)
      const [{ StreamableHTTPServerTransport }, { createMcpServer }] = await loadSdk()
      const log: McpLog = {
        error: (e, what) => request.log.error({ err: e }, `mcp ${what}`),
        warn: (e, what) => request.log.warn({ err: e }, `mcp ${what}`),
        info: (what) => request.log.info(`mcp ${what}`),
      }
      const server = createMcpServer(app.db, { links: linksFor(app, request), totals: app.searchTotals, log })
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
      reply.raw.on('close', () => {
        void transport.close()
        void server.close()
      })
      await server.connect(transport)
      reply.hijack()
      await transport.handleRequest(request.raw, reply.raw, request.body)
    },
  )
  const noSessions = async () => {
    throw new ClientError(405, 'method_not_allowed', 'This MCP server is stateless: send every message with POST /mcp.')
  }
  app.get('/mcp', { schema: { hide: true } }, noSessions)
  app.delete('/mcp', { schema: { hide: true } }, noSessions)
}
export default mcpHttp

/** How many `tools/call` requests a POST body carries (a JSON-RPC batch, or one message). */
export function toolCallCount(body: unknown): number {
  const messages = Array.isArray(body) ? body : [body]
  return messages.filter((m) => (m as { method?: unknown } | null)?.method === 'tools/call').length
}

type RateLimiter = (
  request: FastifyRequest,
  options?: { increment?: boolean },
) => Promise<{
  isAllowed: boolean
  remaining?: number
  ttlInSeconds?: number
  max?: number
}>

/**
 * Take the tool calls after the first from the client's rate-limit budget (the route's hook took
 * one already), or refuse the POST with a 429 when fewer remain: nothing of it runs then.
 */
async function chargeToolCalls(limiter: RateLimiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const extra = toolCallCount(request.body) - 1
  if (extra <= 0) return
  const now = await limiter(request, { increment: false })
  if (now.isAllowed) return
  if ((now.remaining ?? 0) < extra) {
    const after = Math.max(1, now.ttlInSeconds ?? 1)
    reply.header('retry-after', String(after))
    throw new ClientError(
      429,
      'too_many_requests',
      `Too many requests: this batch carries ${extra + 1} tool calls and ${(now.remaining ?? 0) + 1} remain of the ${now.max} allowed per window from one client (every tool call counts as one request). Send fewer calls, or retry in ${after} s.`,
    )
  }
  for (let i = 0; i < extra; i++) await limiter(request)
}
