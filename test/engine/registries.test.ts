// The one spine: the scenario schema (src/engine/scenario) is the one list of the action kinds, and each
// kind has exactly one module in the registry (src/engine/actions/registry.ts), every module file is
// registered, and the evaluation loop names no action. A kind added to the schema without a module, a
// module for a kind the schema doesn't have, two modules for one kind, a module file left out of the
// registry, or a kind handled by name in evaluate.ts fails here.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ACTION_MODULES } from '../../src/engine/actions/registry.js'
import { ACTIONS } from '../../src/engine/scenario/index.js'

const ENGINE = path.resolve(__dirname, '../../src/engine')

/** How many registered modules carry each kind. */
function countByKind(modules: readonly { kinds: readonly string[] }[]) {
  const counts = new Map<string, number>()
  for (const m of modules) for (const k of m.kinds) counts.set(k, (counts.get(k) ?? 0) + 1)
  return counts
}

/** The default exports of the module files of a registry folder. */
async function moduleFiles(folder: string) {
  const dir = path.join(ENGINE, folder)
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts'))
  return Promise.all(files.map(async (f) => [f, (await import(path.join(dir, f))).default] as const))
}

/** The kind names a source file spells as string literals. */
const literalKinds = (file: string, kinds: string[]) => {
  const text = readFileSync(path.join(ENGINE, file), 'utf8')
  return kinds.filter((k) => text.includes(`'${k}'`) || text.includes(`"${k}"`))
}

describe('the action registry (src/engine/actions)', () => {
  const schemaKinds = Object.keys(ACTIONS).sort()

  it('has exactly one module for every action kind of the scenario schema, and none for a kind it lacks', () => {
    const counts = countByKind(ACTION_MODULES)
    expect([...counts.keys()].sort()).toEqual(schemaKinds)
    for (const k of schemaKinds) expect(counts.get(k), k).toBe(1)
    // each schema entry is the kind it is listed under
    for (const [k, schema] of Object.entries(ACTIONS)) expect(schema.properties.do.const).toBe(k)
  })

  it('registers every module file of actions/kinds/', async () => {
    const files = await moduleFiles('actions/kinds')
    expect(files.length).toBe(ACTION_MODULES.length)
    for (const [f, m] of files) expect(ACTION_MODULES as readonly unknown[], f).toContain(m)
  })

  it('evaluate.ts and the reference checks name no action kind: they loop over the registry', () => {
    expect(literalKinds('evaluate.ts', schemaKinds)).toEqual([])
    expect(literalKinds('references.ts', schemaKinds)).toEqual([])
  })
})
