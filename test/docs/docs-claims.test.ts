// The docs' checkable claims, checked: the routes the README lists are in the OpenAPI document, the
// README's example requests answer as the README says, every configuration variable src/config.ts reads
// is documented (and every documented one is read), and the benchmark tables in docs/ are the
// rendering of the newest results under bench/results/.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderDocs } from '../../bench/support/render.js'
import { type Api, startApi } from '../api/support.js'

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')
const README = read('README.md')

/** The README's table "What it serves": the routes of its "Where" column, as OpenAPI paths. */
function readmeRoutes(): string[] {
  const table = README.slice(README.indexOf('## What it serves'), README.indexOf('```sh', README.indexOf('## What it serves')))
  const routes = new Set<string>()
  for (const line of table.split('\n').filter((l) => l.startsWith('| '))) {
    const where = line.split('|')[2] ?? ''
    for (const m of where.matchAll(/`(?:(?:GET|POST)(?:`\/`(?:GET|POST))? )?(\/[^`\s]*)`/g)) {
      const route = m[1]!.split('?')[0]!
      // the explorer's pages, GraphQL and the docs pages are not REST resources of the OpenAPI document
      if (route === '/' || /^\/(explore|graphql|docs|openapi\.json)\b/.test(route) || route.includes('…')) continue
      routes.add(route.replace(/:([a-z]+)/gi, '{$1}'))
    }
  }
  return [...routes]
}

/** Environment variables src/config.ts reads. */
function configVariables(): string[] {
  const src = read('src/config.ts')
  const names = new Set<string>()
  for (const m of src.matchAll(/env\.([A-Z][A-Z0-9_]+)|\(env, '([A-Z][A-Z0-9_]+)'/g)) names.add((m[1] ?? m[2])!)
  return [...names].sort()
}

describe('the docs say what the service does', () => {
  let api: Api
  beforeAll(async () => {
    api = await startApi()
  })
  afterAll(() => api.app.close())

  it('every route in the README table is in the OpenAPI document', async () => {
    const { body } = await api.get<{ paths: Record<string, unknown> }>('/openapi.json')
    const routes = readmeRoutes()
    expect(routes.length).toBeGreaterThan(20)
    const paths = Object.keys(body.paths)
    // "/catalog/*" stands for every route under /catalog/
    const documented = (r: string) => (r.endsWith('/*') ? paths.some((p) => p.startsWith(r.slice(0, -1))) : paths.includes(r))
    expect(routes.filter((r) => !documented(r))).toEqual([])
  })

  it("the README's example requests answer with a success", async () => {
    const examples = [...README.matchAll(/^curl '(?:http:\/\/)?localhost:4000(\/[^']+)'/gm)].map((m) => m[1]!)
    expect(examples.length).toBeGreaterThanOrEqual(5)
    for (const path of examples) {
      const { status } = await api.get(path)
      expect(`${path} ${status}`).toBe(`${path} 200`)
    }
  })
})

describe('configuration', () => {
  it('every variable src/config.ts reads is documented in the README or docs/, and none documented is unknown', () => {
    const docs = [README, ...['reliability', 'scaling'].map((d) => read(`docs/${d}.md`))].join('\n')
    const read_ = configVariables()
    expect(read_.length).toBeGreaterThan(10)
    expect(read_.filter((v) => !docs.includes(`\`${v}\``))).toEqual([])
    const readmeTable = [...README.matchAll(/^\| `([A-Z][A-Z0-9_]+)`(?:, `([A-Z][A-Z0-9_]+)`)?/gm)].flatMap((m) => [
      m[1]!,
      ...(m[2] ? [m[2]] : []),
    ])
    expect(readmeTable.filter((v) => !read_.includes(v))).toEqual([])
  })
})

describe('benchmark tables', () => {
  it('docs/ show the newest results of every bench that has some (npm run bench:render)', () => {
    expect(renderDocs(true)).toEqual([])
  })
})

describe('benchmarks', () => {
  it("every bench script of package.json has a row in the README's benchmark table", () => {
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts)
    const benches = scripts.filter((s) => s.startsWith('bench:') && s !== 'bench:render')
    expect(benches.length).toBeGreaterThan(10)
    expect(benches.filter((b) => !README.includes(`| \`npm run ${b}\``))).toEqual([])
  })
})
