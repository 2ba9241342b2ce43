// The desktop-client config the README shows for the MCP server, run as a client runs it: its
// `command` and `args` (with this checkout's path for /path/to/arcanum) from another working
// directory, npm's own output kept off the JSON-RPC stream by --silent. The store is the test
// fixture's (the README's `"env": { "DATABASE_URL": … }` variant): the checkout's own .data is not
// the tests' to open.
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { describe, expect, it } from 'vitest'
import { mcpEnv, ROOT, useChildStore } from './support.js'

interface StdioEntry {
  command: string
  args: string[]
}

/** The README's mcpServers config (the JSON block that holds "mcpServers"). */
function readmeConfig(): { mcpServers: Record<string, StdioEntry | { type: string; url: string }> } {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
  const block = [...readme.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]!).find((b) => b.includes('"mcpServers"'))
  if (!block) throw new Error('README.md has no mcpServers config')
  return JSON.parse(block)
}

const store = useChildStore()

describe("the README's MCP config", () => {
  it('starts the stdio server from any directory with the command and arguments as pasted, and answers', async () => {
    const { mcpServers } = readmeConfig()
    const entry = mcpServers.arcanum as StdioEntry
    expect(entry.args).toContain('/path/to/arcanum')
    const transport = new StdioClientTransport({
      command: entry.command,
      args: entry.args.map((a) => (a === '/path/to/arcanum' ? ROOT : a)),
      env: mcpEnv(store()),
      cwd: os.tmpdir(),
      stderr: 'pipe',
    })
    let stderr = ''
    transport.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    const client = new Client({ name: 'arcanum-readme-test', version: '1.0.0' })
    await client.connect(transport, { timeout: 300_000 }).catch((e: Error) => {
      throw new Error(`the README's command did not start: ${e.message}\n${stderr}`)
    })
    try {
      const { tools } = await client.listTools()
      expect(tools.map((t) => t.name)).toContain('get_rule')
      const rule = await client.callTool({ name: 'get_rule', arguments: { number: '702.33' } })
      expect(rule.isError).toBeFalsy()
      expect(JSON.stringify(rule.content)).toContain('Kicker')
    } finally {
      await client.close()
    }
    expect(mcpServers['arcanum-http']).toEqual({ type: 'http', url: 'http://localhost:4000/mcp' })
  })
})
