// callTool's error contract, without a database: what a tool throws becomes a tool result the
// model can act on (isError: true, the REST error body as text), logged at the level REST logs it;
// only a bug is a JSON-RPC error. And the per-server turn-taking that gives a batch of calls the
// database queue's fairness.
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js'
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { ClientError } from '../../src/errors.js'
import { limiter } from '../../src/mcp/server.js'
import { callTool, defineTool, type McpLog } from '../../src/mcp/tool.js'
import { DatabaseBusyError } from '../../src/store/failures.js'

// a database whose every statement fails: the sources cannot be read, and are left out
const db = { pool: { query: () => Promise.reject(new Error('no database in this test')) } } as never
const ctx = { db, links: { apiBase: 'http://localhost', imageBase: 'http://localhost' } as never }

function recorder() {
  const lines: { level: string; what: string }[] = []
  const log: McpLog = {
    error: (_e, what) => lines.push({ level: 'error', what }),
    warn: (_e, what) => lines.push({ level: 'warn', what }),
    info: (what) => lines.push({ level: 'info', what }),
  }
  return { lines, log }
}

const failing = (error: unknown) =>
  defineTool({
    name: 'failing',
    title: 'Fails',
    description: 'Throws what it is given.',
    input: Type.Object({ n: Type.Optional(Type.Integer({ maximum: 3, description: 'A small number.' })) }, { additionalProperties: false }),
    run: async () => {
      throw error
    },
  })

const body = (r: { content: unknown[] }) => JSON.parse((r.content[0] as { text: string }).text)

describe('callTool', () => {
  it('answers the database busy or unreachable as a tool error with a retry hint, logged as a warning', async () => {
    for (const [error, code, retry] of [
      [new DatabaseBusyError(40), 'busy', 1],
      [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), 'database_unavailable', 5],
    ] as const) {
      const { lines, log } = recorder()
      const r = await callTool(failing(error), {}, ctx, log)
      expect(r.isError).toBe(true)
      expect(body(r)).toMatchObject({ object: 'error', status: 503, code, retry_after: retry })
      expect(body(r).details).toMatch(/[Rr]etry in \d+ s/)
      expect(lines).toEqual([{ level: 'warn', what: expect.stringContaining(`database ${code === 'busy' ? 'busy' : 'unavailable'}`) }])
    }
  })

  it('answers a statement past its time limit as a tool error saying to narrow it, not logged (as REST)', async () => {
    const { lines, log } = recorder()
    const r = await callTool(
      failing(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })),
      {},
      ctx,
      log,
    )
    expect(r.isError).toBe(true)
    expect(body(r)).toMatchObject({ status: 400, code: 'query_timeout' })
    expect(body(r).details).toMatch(/narrow it/)
    expect(lines).toEqual([])
  })

  it('answers bad arguments and client errors as tool errors naming the field; a bug as -32603, logged', async () => {
    const { lines, log } = recorder()
    const bad = await callTool(failing(new Error('unused')), { n: 7 }, ctx, log)
    expect(bad.isError).toBe(true)
    expect(body(bad)).toMatchObject({ code: 'invalid_arguments' })
    expect(body(bad).details).toMatch(/n: .*3.*Expected: A small number/)
    const extra = await callTool(failing(new Error('unused')), { m: 1 }, ctx, log)
    expect(body(extra).details).toMatch(/unknown argument "m": remove it/)
    const missing = await callTool(failing(new ClientError(404, 'not_found', 'No such thing.')), {}, ctx, log)
    expect(body(missing)).toMatchObject({ status: 404, code: 'not_found', details: 'No such thing.' })
    expect(lines).toEqual([])
    await expect(callTool(failing(new TypeError('x is undefined')), {}, ctx, log)).rejects.toMatchObject({
      code: ErrorCode.InternalError,
      message: 'Internal error',
    })
    expect(lines).toEqual([{ level: 'error', what: 'tool failing' }])
  })
})

describe('limiter', () => {
  it('runs at most n at once, the others in order', async () => {
    const inTurn = limiter(2)
    let running = 0
    let most = 0
    const order: number[] = []
    await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        inTurn(async () => {
          running++
          most = Math.max(most, running)
          await new Promise((r) => setTimeout(r, 5))
          order.push(i)
          running--
        }),
      ),
    )
    expect(most).toBe(2)
    expect(order).toEqual([0, 1, 2, 3, 4, 5])
  })
})
