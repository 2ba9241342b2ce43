// The MCP Inspector's CLI (@modelcontextprotocol/inspector-cli), run once against the stdio server
// (`npm run mcp`) on the fixture: a client we did not write lists the tools and calls one.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { mcpEnv, ROOT, STDIO_ENTRY, TSX, useChildStore } from './support.js'

const INSPECTOR = path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'inspector-cli', 'build', 'index.js')
const run = promisify(execFile)
// the CLI finds its own package.json relative to the working directory: run it from its build folder
const INSPECTOR_CWD = path.dirname(INSPECTOR)

const store = useChildStore()

const inspect = async (...args: string[]) => {
  const { stdout } = await run(process.execPath, [INSPECTOR, TSX, STDIO_ENTRY, ...args], {
    env: mcpEnv(store()),
    cwd: INSPECTOR_CWD,
    maxBuffer: 16 << 20,
  })
  return JSON.parse(stdout)
}

describe('the MCP Inspector CLI against npm run mcp', () => {
  it('lists the tools and calls ask_rules', async () => {
    const listed = await inspect('--method', 'tools/list')
    expect(listed.tools.map((t: { name: string }) => t.name)).toContain('evaluate_scenario')
    expect(listed.tools).toHaveLength(11)
    expect(JSON.stringify(listed).length).toBeLessThan(20_000)
    const called = await inspect(
      '--method',
      'tools/call',
      '--tool-name',
      'ask_rules',
      '--tool-arg',
      'q=does deathtouch work with trample?',
      'limit=5',
    )
    expect(called.isError).toBeFalsy()
    expect(called.structuredContent.understood.keywords.map((k: { name: string }) => k.name).sort()).toEqual(['Deathtouch', 'Trample'])
    expect(called.structuredContent.data).toHaveLength(5)
    expect(called.structuredContent.sources.cr_edition).toBe('2026-02-27')
    // a wrong argument is a tool result naming the field, which the model can correct
    const wrong = await inspect('--method', 'tools/call', '--tool-name', 'get_rule', '--tool-arg', 'number=702.19', 'colour=red')
    expect(wrong.isError).toBe(true)
    expect(JSON.parse(wrong.content[0].text).details).toMatch(/unknown argument "colour"/)
    const checked = await inspect('--method', 'tools/call', '--tool-name', 'verify_citation', '--tool-arg', 'rule=702.19b')
    expect(checked.structuredContent.verdict).toBe('matches')
  })
})
