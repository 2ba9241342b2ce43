// docs/evaluate.md "How to add a mechanic", tested (issue 25): a keyword is one module file in
// src/engine/keywords/ (no cost) or src/engine/mechanics/ (a cost), one registry line, and its test.
// Every module file of those folders exports exactly one module, registered exactly once; every
// registered module comes from one file, has its own test file (test/engine/<folder>/<file>.test.ts;
// the modules written before this rule are tested where listed below, and that list may only shrink)
// and its row in the docs' generated list of what is modeled. Convoke, improvise and delve were added
// this way: one file each, one entry of COST_PAYERS each, one test file each; affinity and undaunted with
// one entry of COST_REDUCERS each.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { KEYWORDS } from '../../src/engine/keywords/index.js'
import {
  ADDITIONAL_COSTS,
  ALTERNATIVE_COSTS,
  COST_PAYERS,
  COST_REDUCERS,
  MECHANICS,
  TRIGGERED_KEYWORDS,
} from '../../src/engine/mechanics/index.js'
import { mechanicsTable, modeledKeywordsTable } from './support/modeled-tables.js'
import { tableRows } from '../support/markdown-table.js'

const src = (folder: string) => new URL(`../../src/engine/${folder}/`, import.meta.url)
const docs = () => readFileSync(new URL('../../docs/evaluate.md', import.meta.url), 'utf8')

/** The files of a folder that are the folder's machinery, not modules (each is checked to export none). */
const MACHINERY: Record<string, string[]> = {
  keywords: ['index.ts', 'types.ts', 'has.ts', 'characteristics.ts', 'creature-types.ts', 'defines.ts'],
  mechanics: ['index.ts', 'types.ts'],
}
/** Modules older than the one-test-file rule, and the test that covers each (it must name it). Only shrinks. */
const TESTED_ELSEWHERE: Record<string, string> = {
  'keywords/first-strike': 'combat/combat.test.ts',
  'keywords/double-strike': 'combat/combat.test.ts',
  'keywords/trample': 'combat/combat.test.ts',
  'keywords/flying': 'combat/combat.test.ts',
  'keywords/reach': 'combat/combat.test.ts',
  'keywords/menace': 'combat/combat.test.ts',
  'keywords/vigilance': 'combat/combat.test.ts',
  'keywords/defender': 'combat/combat.test.ts',
  'keywords/haste': 'combat/combat.test.ts',
  'keywords/deathtouch': 'game/state-based-actions.test.ts',
  'keywords/lifelink': 'game/state-based-actions.test.ts',
  'keywords/infect': 'game/state-based-actions.test.ts',
  'keywords/wither': 'game/state-based-actions.test.ts',
  'keywords/indestructible': 'game/state-based-actions.test.ts',
  'mechanics/buyback': 'alternative-costs.test.ts',
  'mechanics/cycling': 'cycling.test.ts',
  'mechanics/escape': 'mechanics.test.ts',
  'mechanics/evoke': 'mechanics.test.ts',
  'mechanics/flashback': 'alternative-costs.test.ts',
  'mechanics/kicker': 'kicker.test.ts',
  'mechanics/madness': 'alternative-costs.test.ts',
  'mechanics/spectacle': 'mechanics.test.ts',
  'mechanics/sticker-kicker': 'kicker.test.ts',
}

type Module = { name: string }
const isKeywordModule = (v: unknown): v is Module =>
  typeof v === 'object' && v !== null && 'name' in v && 'rule' in v && 'hooks' in v && 'area' in v
const isMechanic = (v: unknown): v is Module =>
  typeof v === 'object' && v !== null && 'name' in v && 'rules' in v && 'keywords' in v && 'summary' in v

const FOLDERS = [
  { folder: 'keywords', registry: KEYWORDS as readonly Module[], is: isKeywordModule },
  { folder: 'mechanics', registry: MECHANICS as readonly Module[], is: isMechanic },
] as const

async function modulesOf(folder: string, is: (v: unknown) => v is Module) {
  const out: { file: string; modules: Module[] }[] = []
  for (const file of readdirSync(src(folder))
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const exports = (await import(new URL(file, src(folder)).href)) as Record<string, unknown>
    out.push({ file, modules: Object.values(exports).filter(is) })
  }
  return out
}

describe('adding a keyword is one file, one registry line and its test (docs/evaluate.md "How to add a mechanic")', () => {
  it.each(FOLDERS.map((f) => [f.folder, f] as const))(
    'every module file of src/engine/%s exports one module, registered exactly once; its machinery exports none',
    async (folder, { registry, is }) => {
      const files = await modulesOf(folder, is)
      const owners = new Map<Module, string>()
      for (const { file, modules } of files) {
        if (MACHINERY[folder]!.includes(file)) {
          expect(modules, `${folder}/${file} is machinery and exports no module`).toEqual([])
          continue
        }
        expect(modules.length, `${folder}/${file} exports exactly one module`).toBe(1)
        const m = modules[0]!
        expect(registry.filter((r) => r === m).length, `${folder}/${file} (${m.name}) is registered exactly once`).toBe(1)
        owners.set(m, file)
      }
      for (const r of registry) expect(owners.has(r), `${r.name} is registered from a module file of its own`).toBe(true)
    },
  )

  it('every mechanic is of one kind: an alternative cost, an additional cost, a cost payer, a cost reducer, a triggered keyword, or an activated ability (cycling)', () => {
    for (const m of MECHANICS) {
      const kinds = [ALTERNATIVE_COSTS, ADDITIONAL_COSTS, COST_PAYERS, COST_REDUCERS, TRIGGERED_KEYWORDS].filter((list) =>
        (list as readonly Module[]).includes(m),
      )
      expect(kinds.length, `${m.name} is in at most one kind list`).toBeLessThanOrEqual(1)
      if (!kinds.length) expect(m.name).toBe('cycling')
    }
  })

  it.each(FOLDERS.map((f) => [f.folder, f] as const))(
    'every registered module of src/engine/%s has its test file',
    async (folder, { is }) => {
      for (const { file, modules } of await modulesOf(folder, is)) {
        if (!modules.length) continue
        const key = `${folder}/${file.replace(/\.ts$/, '')}`
        const own = new URL(`./${key}.test.ts`, import.meta.url)
        if (existsSync(own)) {
          expect(TESTED_ELSEWHERE[key], `${key} has its own test now: take it off TESTED_ELSEWHERE`).toBeUndefined()
          continue
        }
        const elsewhere = TESTED_ELSEWHERE[key]
        expect(elsewhere, `${key} needs its test: test/engine/${key}.test.ts`).toBeDefined()
        const text = readFileSync(new URL(`./${elsewhere}`, import.meta.url), 'utf8').toLowerCase()
        const name = modules[0]!.name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() // stickerKicker: "sticker kicker"
        expect(text.includes(name), `${elsewhere} tests ${name}`).toBe(true)
      }
    },
  )

  it('every registered keyword and mechanic has its row in the generated lists of docs/evaluate.md', () => {
    for (const [name, table] of [
      ['keywords', modeledKeywordsTable()],
      ['mechanics', mechanicsTable()],
    ] as const) {
      const block = new RegExp(String.raw`<!-- ${name}:start -->\n([\s\S]*?)\n<!-- ${name}:end -->`).exec(docs())
      expect(block, `docs/evaluate.md has the <!-- ${name}:start --> … <!-- ${name}:end --> block`).not.toBeNull()
      expect(tableRows(block![1]!).join('\n'), 'run npx tsx scripts/keyword-rulings.ts').toBe(tableRows(table).join('\n'))
    }
    for (const m of MECHANICS) expect(mechanicsTable()).toContain(`| ${m.name} |`)
    for (const k of KEYWORDS) expect(modeledKeywordsTable()).toContain(`| ${k.name} |`)
  })
})
