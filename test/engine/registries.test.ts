// The one spine: the scenario schema (src/engine/scenario) is the one list of the action and question
// kinds, and each kind has exactly one module in its registry (src/engine/actions/registry.ts,
// src/engine/questions/registry.ts), every module file is registered, and the loops name no kind. A kind
// added to the schema without a module, a module for a kind the schema doesn't have, two modules for one
// kind, a module file left out of its registry, or a kind handled by name in a loop fails here.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ACTION_MODULES } from '../../src/engine/actions/registry.js'
import { QUESTION_MODULES } from '../../src/engine/questions/registry.js'
import { ACTIONS, QUESTIONS } from '../../src/engine/scenario/index.js'

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

/** The kind names a source file spells as string literals (a field named like a kind, "owner", counts too). */
const literalKinds = (file: string, kinds: string[]) => {
  const text = readFileSync(path.join(ENGINE, file), 'utf8')
  return kinds.filter((k) => text.includes(`'${k}'`) || text.includes(`"${k}"`))
}

/** The kinds a source file branches on: `a.do === 'cast'`, `q.q !== 'zone'`, `case 'zone':`. */
const branchedKinds = (file: string) => {
  const text = readFileSync(path.join(ENGINE, file), 'utf8')
  return [...text.matchAll(/(?:\.(?:do|q)\s*[!=]==?\s*|case\s+)['"](\w+)['"]/g)].map((m) => m[1])
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
    expect(branchedKinds('evaluate.ts')).toEqual([])
  })
})

describe('the question registry (src/engine/questions)', () => {
  const schemaKinds = Object.keys(QUESTIONS).sort()

  it('has exactly one module for every question kind of the scenario schema, and none for a kind it lacks', () => {
    const counts = countByKind(QUESTION_MODULES)
    expect([...counts.keys()].sort()).toEqual(schemaKinds)
    for (const k of schemaKinds) expect(counts.get(k), k).toBe(1)
    for (const [k, schema] of Object.entries(QUESTIONS)) expect(schema.properties.q.const).toBe(k)
  })

  it('registers every module file of questions/kinds/', async () => {
    const files = await moduleFiles('questions/kinds')
    expect(files.length).toBe(QUESTION_MODULES.length)
    for (const [f, m] of files) expect(QUESTION_MODULES as readonly unknown[], f).toContain(m)
  })

  it('the dispatcher, evaluate.ts and the reference checks name no question kind', () => {
    for (const file of ['questions/index.ts', 'evaluate.ts']) expect(literalKinds(file, schemaKinds), file).toEqual([])
    // the reference checks name the player fields "owner" and "controller", never a question
    for (const file of ['questions/index.ts', 'evaluate.ts', 'references.ts']) expect(branchedKinds(file), file).toEqual([])
  })

  it('answers legal: null, unsupported, exactly for the legality questions', () => {
    const legality = QUESTION_MODULES.filter((m) => 'legality' in m && m.legality).flatMap((m) => m.kinds)
    expect(legality.sort()).toEqual(['canActivate', 'canCast', 'canTarget', 'legal'])
  })
})
