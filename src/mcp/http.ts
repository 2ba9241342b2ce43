// POST /mcp: the MCP server over Streamable HTTP, stateless (a server and transport per request, no
// session), on the same Fastify service: its rate limit, body limit and timeouts apply as to any
// route. GET and DELETE /mcp (server-initiated streams, session ends) are 405, as the transport
// specification allows for a server without sessions.
//
// The MCP SDK (and zod, which it brings) is loaded on the first POST /mcp, not at start: several MB
// of heap that a service never asked over MCP does not carry (docs/scaling.md#memory).
import type { FastifyPluginAsync } from 'fastify'
import { linksFor } from '../api/rest/card-object.js'
import { ClientError } from '../errors.js'

let sdk: Promise<[typeof import('@modelcontextprotocol/sdk/server/streamableHttp.js'), typeof import('./server.js')]> | undefined
const loadSdk = () => (sdk ??= Promise.all([import('@modelcontextprotocol/sdk/server/streamableHttp.js'), import('./server.js')]))

const mcpHttp: FastifyPluginAsync = async (app) => {
  app.post(
    '/mcp',
    { schema: { tags: ['mcp'], summary: 'The MCP server (Streamable HTTP, stateless): see docs/chatbots.md' } },
    async (request, reply) => {
      const [{ StreamableHTTPServerTransport }, { createMcpServer }] = await loadSdk()
      const server = createMcpServer(app.db, {
        links: linksFor(app, request),
        totals: app.searchTotals,
        logError: (e, what) => request.log.error({ err: e }, `mcp ${what}`),
      })
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
