// Random input never breaks the search: any string is either a query or a SearchError (a 400 with
// a position), and every well-formed query compiles to SQL whose placeholders match its parameters
// and which Postgres runs without error.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  autocomplete,
  compileSearch,
  findByExactName,
  findByFuzzyName,
  parseQuery,
  searchCards,
  SearchError,
  SearchSyntaxError,
} from '../../src/search/index.js'
import type { Database } from '../../src/store/database.js'
import { freshDatabase, testBackend } from '../support/database.js'
import { loadSets } from './support/mini-store.js'

/** Placeholders $1…$n used by a statement: exactly 1…params, each at least once. */
function placeholders(sql: string): number[] {
  return [...new Set([...sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])))].sort((a, b) => a - b)
}
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

function expectWellFormedSql(q: string) {
  const compiled = compileSearch(parseQuery(q))
  expect(placeholders(compiled.sql)).toEqual(oneToN(compiled.params.length))
  expect(placeholders(compiled.countSql)).toEqual(oneToN(compiled.countParams.length))
  expect(compiled.countParams).toEqual(compiled.params.slice(0, compiled.countParams.length))
}

const QUERY_CHARS = 'abcdefgimnoprstuwxy0123456789 ():=<>!-"/\\{}~*.,\'?^$|[]+_'
const queryish = fc.string({ unit: fc.constantFrom(...QUERY_CHARS.split('')), maxLength: 60 })

const word = fc.constantFrom('bog', 'grow', 'fire', 'ashes', 'jace', 'the', 'dragon', 'élan', "urza's")
const quoted = (a: fc.Arbitrary<string>) => a.map((s) => `"${s}"`)
const text = fc.oneof(word, quoted(fc.constantFrom('draw a card', 'search your library', '~ enters', 'this spell')))
const regex = fc.constantFrom('/^{T}:/', '/\\bdraw\\b/', '/(a|b)c*/', '/~/', '/[0-9]+/')
const num = fc.oneof(fc.integer({ min: 0, max: 16 }).map(String), fc.constantFrom('0.5', '-1', '2.0'))
const op = fc.constantFrom(':', '=', '!=', '<', '<=', '>', '>=')
const eqOp = fc.constantFrom(':', '=', '!=')
const color = fc.constantFrom('w', 'rg', 'esper', 'temur', 'c', 'm', 'green', '2', 'wubrg', 'azorius')

const term: fc.Arbitrary<string> = fc.oneof(
  word,
  quoted(word),
  word.map((w) => `!${w}`),
  fc
    .tuple(fc.constantFrom('o', 'oracle', 'fo', 't', 'type', 'name', 'a', 'ft'), eqOp, fc.oneof(text, regex))
    .map(([k, o, v]) => `${k}${o}${v}`),
  fc
    .tuple(fc.constantFrom('c', 'id', 'color', 'identity', 'ci'), op, color)
    .filter(([, o, v]) => v !== 'm' || [':', '=', '!='].includes(o))
    .map((p) => p.join('')),
  fc.tuple(fc.constantFrom('m', 'mana'), op, fc.constantFrom('{G}{G}', '2WW', '{u/w}', 'X{R}', '{2/B}{B/P}', '3')).map((p) => p.join('')),
  fc
    .tuple(fc.constantFrom('mv', 'cmc', 'pow', 'tou', 'loy', 'pt', 'def', 'year', 'usd', 'eur', 'tix'), op, num)
    .map(([k, o, v]) => (k === 'year' ? `${k}${o}20${v.replace(/\D/g, '').padStart(2, '0').slice(0, 2)}` : `${k}${o}${v}`)),
  fc
    .tuple(fc.constantFrom('pow', 'tou', 'mv'), op, fc.constantFrom('pow', 'tou', 'loy', 'cmc'))
    .filter(([a, , b]) => a !== b && !(a === 'mv' && b === 'cmc')) // a stat against itself is ignored, as on Scryfall
    .map((p) => p.join('')),
  fc.tuple(fc.constantFrom('cn', 'prints', 'sets', 'artists'), op, fc.integer({ min: 0, max: 300 })).map((p) => p.join('')),
  fc.tuple(fc.constant('date'), op, fc.constantFrom('2020-01-01', 'dom', 'xyz', '1993-08-05')).map((p) => p.join('')),
  fc.tuple(fc.constantFrom('devotion', 'm'), op, fc.constantFrom('{G}{G}', '{u/b}{u/b}', 'RRR', '{W}')).map((p) => p.join('')),
  fc.tuple(fc.constant('produces'), op, fc.constantFrom('wu', 'g', 'c', 'wubrg', 'rc')).map((p) => p.join('')),
  fc
    .constantFrom(
      ...Object.entries({
        in: ['dom', 'rare', 'en', 'core'],
        lang: ['any', 'japanese', 'en'],
        frame: ['2015', '1997'],
        new: ['rarity', 'artist', 'flavor', 'frame', 'language'],
        cheapest: ['usd', 'tix'],
        otag: ['ramp', '"Searches library"'],
        has: ['indicator'],
      }).flatMap(([k, vs]) => vs.map((v) => [k, v] as const)),
    )
    .chain(([k, v]) => eqOp.map((o) => `${k}${o}${v}`)),
  fc.constant('oracleid:6a22ea10-b3a9-4a37-9dc0-b1a4ac6c4d96'),
  fc.constantFrom('mv:even', 'cmc=odd', 'mv!=even'),
  fc.tuple(fc.constantFrom('r', 'rarity'), op, fc.constantFrom('common', 'u', 'rare', 'm', 'special', 'bonus')).map((p) => p.join('')),
  fc.tuple(fc.constantFrom('s', 'set', 'e', 'edition'), eqOp, fc.constantFrom('dom', 'ust', 'znr', 'xyz')).map((p) => p.join('')),
  fc
    .tuple(fc.constantFrom('st:', 'cn:', 'border:'), fc.constantFrom('funny', 'expansion', '164', 'black'))
    .map(([k, v]) =>
      k === 'border:' ? `${k}black` : k === 'cn:' ? `${k}${v === 'funny' ? '1a' : v}` : `${k}${/\d/.test(v) ? 'core' : v}`,
    ),
  fc
    .tuple(
      fc.constantFrom('f', 'format', 'legal', 'banned', 'restricted'),
      eqOp,
      fc.constantFrom('modern', 'legacy', 'vintage', 'commander', 'pauper'),
    )
    .map((p) => p.join('')),
  fc.tuple(fc.constantFrom('kw', 'keyword'), eqOp, fc.constantFrom('kicker', 'flying', '"first strike"', 'Trample')).map((p) => p.join('')),
  fc
    .tuple(
      fc.constantFrom('is', 'not'),
      eqOp,
      fc.constantFrom(
        'spell',
        'permanent',
        'vanilla',
        'funny',
        'commander',
        'historic',
        'reserved',
        'dfc',
        'bear',
        'party',
        'hybrid',
        'phyrexian',
        'foil',
        'modal',
        'frenchvanilla',
        'companion',
        'partner',
        'brawler',
        'duelcommander',
        'reprint',
        'firstprint',
        'unique',
        'token',
        'dual',
        'fetchland',
        'shockland',
        'triland',
        'bounceland',
        'creatureland',
      ),
    )
    .map((p) => p.join('')),
  fc.tuple(fc.constant('tag'), eqOp, fc.constantFrom('ramp', '"Searches library"')).map((p) => p.join('')),
)

const expr: fc.Arbitrary<string> = fc.letrec<{ e: string }>((tie) => ({
  e: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    term,
    fc.tuple(tie('e'), tie('e')).map(([a, b]) => `${a} ${b}`),
    fc.tuple(tie('e'), tie('e')).map(([a, b]) => `${a} or ${b}`),
    tie('e').map((a) => `-(${a})`),
    tie('e').map((a) => `(${a})`),
  ),
})).e

const directives = fc
  .tuple(
    fc.option(
      fc.constantFrom(
        'order:name',
        'order:cmc',
        'order:power',
        'order:rarity',
        'order:color',
        'order:set',
        'order:released',
        'order:edhrec',
        'order:usd',
        'order:artist',
        'order:review',
        'order:penny',
      ),
    ),
    fc.option(fc.constantFrom('prefer:oldest', 'prefer:usd-low', 'display:grid')),
    fc.option(fc.constantFrom('dir:asc', 'dir:desc', 'dir:auto')),
    fc.option(fc.constantFrom('unique:cards', 'unique:prints', 'unique:art')),
  )
  .map((parts) => parts.filter(Boolean).join(' '))

const wellFormed = fc
  .tuple(expr, directives)
  .map(([e, d]) => `${e} ${d}`.trim())
  .filter((q) => q.length <= 1000)

describe('the parser and compiler on random input', () => {
  it('any string is a query or a SearchError, never anything else', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 80 }),
          fc.string({ unit: 'binary', maxLength: 40 }),
          queryish,
          queryish.map((q) => `${q}\u0000`),
        ),
        (q) => {
          try {
            const ast = parseQuery(q)
            expectWellFormedSql(q)
            expect(ast.source).toBe(q)
          } catch (e) {
            if (!(e instanceof SearchError)) throw e
            expect(e.status).toBe(400)
            if (e instanceof SearchSyntaxError) {
              expect(e.position.start).toBeGreaterThanOrEqual(0)
              expect(e.position.end).toBeLessThanOrEqual(Math.max(q.length, e.position.start + 1))
              expect(e.fragment).toBe(q.slice(e.position.start, e.position.end))
            }
          }
        },
      ),
      { numRuns: 3000 },
    )
  })

  it('well-formed queries parse and compile with as many parameters as placeholders', () => {
    fc.assert(
      fc.property(wellFormed, (q) => {
        expectWellFormedSql(q)
      }),
      { numRuns: 1500 },
    )
  })
})

describe(`well-formed random queries run on ${testBackend}`, () => {
  let db: Database
  beforeAll(async () => {
    db = await freshDatabase()
    await loadSets(db, ['DOM', 'UST'])
  })
  afterAll(async () => {
    await db?.close()
  })

  it('junk and NUL characters never reach the database as an error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          queryish,
          fc.string({ unit: 'binary', maxLength: 30 }),
          queryish.map((q) => `t:elf ${q}\u0000`),
        ),
        async (q) => {
          try {
            await searchCards(db, q, { limit: 3 })
          } catch (e) {
            if (!(e instanceof SearchError)) throw e
          }
        },
      ),
      { numRuns: 200 },
    )
  })

  it('every one runs without a database error', async () => {
    await fc.assert(
      fc.asyncProperty(wellFormed, async (q) => {
        const result = await searchCards(db, q, { limit: 5 })
        expect(result.total).toBeGreaterThanOrEqual(result.rows.length)
      }),
      { numRuns: 150 },
    )
  })

  it('name lookups take any string: a result or a SearchError', async () => {
    const names = fc.oneof(
      fc.string({ maxLength: 30 }),
      queryish,
      word,
      fc.constantFrom('grow from teh ashes', '%', '_', '\\', "'; drop table cards; --", 'gro\u0000w', '\u0000'),
    )
    await fc.assert(
      fc.asyncProperty(names, fc.option(fc.constantFrom('dom', 'UST', 'x', 'zzz9')), async (name, set) => {
        for (const call of [
          () => findByExactName(db, name, set ?? undefined),
          () => findByFuzzyName(db, name, set ?? undefined),
          () => autocomplete(db, name),
        ]) {
          try {
            await call()
          } catch (e) {
            if (!(e instanceof SearchError)) throw e
            expect(e.status).toBe(400)
          }
        }
      }),
      { numRuns: 100 },
    )
  })
})
