import { describe, expect, it } from 'vitest'
import { parseQuery, SearchError, SearchSyntaxError } from '../../src/search/index.js'
import type { Filter, Node } from '../../src/search/ast.js'

/** A compact rendering of the tree: and(…), or(…), not(…), and field[op]value for terms. */
function show(node: Node | null): string {
  if (!node) return '∅'
  switch (node.kind) {
    case 'and':
      return `and(${node.children.map(show).join(', ')})`
    case 'or':
      return `or(${node.children.map(show).join(', ')})`
    case 'not':
      return `not(${show(node.child)})`
    case 'term':
      return node.text
  }
}

const filterOf = (q: string): Filter => {
  const root = parseQuery(q).root!
  if (root.kind !== 'term') throw new Error(`${q} is not a single term`)
  return root.filter
}

function syntaxError(q: string): SearchSyntaxError {
  try {
    parseQuery(q)
  } catch (e) {
    if (e instanceof SearchSyntaxError) return e
    throw e
  }
  throw new Error(`expected ${q} to be rejected`)
}

describe('structure', () => {
  it('combines terms with implicit AND', () => {
    expect(show(parseQuery('kw:kicker t:sorcery').root)).toBe('and(kw:kicker, t:sorcery)')
  })
  it('binds AND tighter than or/OR', () => {
    expect(show(parseQuery('a b or c').root)).toBe('or(and(a, b), c)')
    expect(show(parseQuery('a OR b c').root)).toBe('or(a, and(b, c))')
    expect(show(parseQuery('t:fish or t:bird or t:cat').root)).toBe('or(t:fish, t:bird, t:cat)')
  })
  it('groups with parentheses and keeps them in the span', () => {
    const ast = parseQuery('t:land (a:titus or a:avon)')
    expect(show(ast.root)).toBe('and(t:land, or(a:titus, a:avon))')
    const group = (ast.root as Extract<Node, { kind: 'and' }>).children[1]!
    expect(group.span).toEqual({ start: 7, end: 26 })
  })
  it('negates a term or a group with -', () => {
    expect(show(parseQuery('-fire c:r').root)).toBe('and(not(fire), c:r)')
    expect(show(parseQuery('-(t:goblin or t:elf)').root)).toBe('not(or(t:goblin, t:elf))')
    expect(show(parseQuery('--t:goblin').root)).toBe('not(not(t:goblin))')
  })
  it('treats not: as negated is:, and != as negation on equality keys', () => {
    expect(show(parseQuery('not:funny').root)).toBe('not(not:funny)')
    expect(show(parseQuery('-not:funny').root)).toBe('not(not(not:funny))')
    const not = parseQuery('not:funny').root as Extract<Node, { kind: 'not' }>
    expect(not.child).toMatchObject({ kind: 'term', filter: { field: 'is', flag: 'funny' } })
    expect(show(parseQuery('s!=dom').root)).toBe('not(s!=dom)')
  })
  it('accepts explicit and', () => {
    expect(show(parseQuery('t:elf and c:g').root)).toBe('and(t:elf, c:g)')
  })
  it('reads keys case-insensitively, and "or" in any case', () => {
    expect(filterOf('T:Creature')).toEqual({ field: 'type', match: { kind: 'contains', value: 'Creature' } })
    expect(show(parseQuery('a Or b').root)).toBe('or(a, b)')
  })
})

describe('values', () => {
  it('reads quoted phrases with escapes, and bare words as name searches', () => {
    expect(filterOf('o:"draw a card"')).toEqual({ field: 'oracle', full: false, match: { kind: 'contains', value: 'draw a card' } })
    expect(filterOf('o:"say \\"hi\\""')).toEqual({ field: 'oracle', full: false, match: { kind: 'contains', value: 'say "hi"' } })
    expect(filterOf('"sift through"')).toEqual({ field: 'name', match: { kind: 'contains', value: 'sift through' } })
    expect(filterOf('fo:kicker')).toEqual({ field: 'oracle', full: true, match: { kind: 'contains', value: 'kicker' } })
  })
  it('reads exact names with ! (bare or quoted)', () => {
    expect(filterOf('!fire')).toEqual({ field: 'exact', name: 'fire' })
    expect(filterOf('!"Grow from the Ashes"')).toEqual({ field: 'exact', name: 'Grow from the Ashes' })
  })
  it('reads regexes on name:, o: and t:, keeping \\/ inside', () => {
    expect(filterOf('o:/^{T}:/')).toEqual({ field: 'oracle', full: false, match: { kind: 'regex', source: '^{T}:' } })
    expect(filterOf('name:/\\bizzet\\b/')).toEqual({ field: 'name', match: { kind: 'regex', source: '\\bizzet\\b' } })
    expect(filterOf('t:/^legendary.*dragon/')).toEqual({ field: 'type', match: { kind: 'regex', source: '^legendary.*dragon' } })
    expect(filterOf('o:/a\\/b/')).toEqual({ field: 'oracle', full: false, match: { kind: 'regex', source: 'a\\/b' } })
  })
  it('reads colors: letters, names, nicknames, colorless, multicolor, numbers', () => {
    expect(filterOf('c:rg')).toEqual({ field: 'colors', op: '>=', value: { kind: 'set', colors: ['R', 'G'] } })
    expect(filterOf('c=rg')).toEqual({ field: 'colors', op: '=', value: { kind: 'set', colors: ['R', 'G'] } })
    expect(filterOf('c<=gr')).toEqual({ field: 'colors', op: '<=', value: { kind: 'set', colors: ['R', 'G'] } })
    expect(filterOf('color:green')).toEqual({ field: 'colors', op: '>=', value: { kind: 'set', colors: ['G'] } })
    expect(filterOf('c:azorius')).toEqual({ field: 'colors', op: '>=', value: { kind: 'set', colors: ['W', 'U'] } })
    expect(filterOf('id<=esper')).toEqual({ field: 'identity', op: '<=', value: { kind: 'set', colors: ['W', 'U', 'B'] } })
    expect(filterOf('id:temur')).toEqual({ field: 'identity', op: '<=', value: { kind: 'set', colors: ['U', 'R', 'G'] } })
    expect(filterOf('ci:g')).toEqual({ field: 'identity', op: '<=', value: { kind: 'set', colors: ['G'] } })
    expect(filterOf('c:c')).toEqual({ field: 'colors', op: '=', value: { kind: 'set', colors: [] } })
    expect(filterOf('id:colorless')).toEqual({ field: 'identity', op: '=', value: { kind: 'set', colors: [] } })
    expect(filterOf('c:m')).toEqual({ field: 'colors', op: '=', value: { kind: 'multicolor' } })
    expect(filterOf('c!=multicolor')).toEqual({ field: 'colors', op: '!=', value: { kind: 'multicolor' } })
    expect(filterOf('c=2')).toEqual({ field: 'colors', op: '=', value: { kind: 'count', count: 2 } })
    expect(filterOf('c>=3')).toEqual({ field: 'colors', op: '>=', value: { kind: 'count', count: 3 } })
  })
  it('reads mana costs into symbols and generic mana', () => {
    expect(filterOf('m:{G}{G}')).toEqual({ field: 'mana', op: '>=', cost: { generic: 0, symbols: { '{G}': 2 } } })
    expect(filterOf('m:2WW')).toEqual({ field: 'mana', op: '>=', cost: { generic: 2, symbols: { '{W}': 2 } } })
    expect(filterOf('mana=2{g}2')).toEqual({ field: 'mana', op: '=', cost: { generic: 4, symbols: { '{G}': 1 } } })
    expect(filterOf('m:{u/w}{R/P}{2/b}x')).toEqual({
      field: 'mana',
      op: '>=',
      cost: { generic: 0, symbols: { '{W/U}': 1, '{R/P}': 1, '{2/B}': 1, '{X}': 1 } },
    })
  })
  it('reads mana value, power, toughness and loyalty comparisons, against numbers or each other', () => {
    expect(filterOf('mv<=3')).toEqual({ field: 'stat', stat: 'manavalue', op: '<=', value: 3 })
    expect(filterOf('cmc=0.5')).toEqual({ field: 'stat', stat: 'manavalue', op: '=', value: 0.5 })
    expect(filterOf('manavalue:2')).toEqual({ field: 'stat', stat: 'manavalue', op: '=', value: 2 })
    expect(filterOf('pow>tou')).toEqual({ field: 'stat', stat: 'power', op: '>', value: { stat: 'toughness' } })
    expect(filterOf('toughness!=power')).toEqual({ field: 'stat', stat: 'toughness', op: '!=', value: { stat: 'power' } })
    expect(filterOf('loy>=4')).toEqual({ field: 'stat', stat: 'loyalty', op: '>=', value: 4 })
    expect(filterOf('pt>10')).toEqual({ field: 'stat', stat: 'powtou', op: '>', value: 10 })
    expect(filterOf('mv:even')).toEqual({ field: 'parity', parity: 'even' })
    expect(show(parseQuery('cmc!=odd').root)).toBe('not(cmc!=odd)')
  })
  it('reads rarities with comparisons in Scryfall order', () => {
    expect(filterOf('r:common')).toEqual({ field: 'rarity', rarities: ['common'] })
    expect(filterOf('r>=r')).toEqual({ field: 'rarity', rarities: ['rare', 'special', 'mythic', 'bonus'] })
    expect(filterOf('rarity<rare')).toEqual({ field: 'rarity', rarities: ['common', 'uncommon'] })
    expect(filterOf('r!=m')).toEqual({ field: 'rarity', rarities: ['common', 'uncommon', 'rare', 'special', 'bonus'] })
  })
  it('reads sets, formats, keywords, is:, tags', () => {
    expect(filterOf('s:dom')).toEqual({ field: 'set', code: 'DOM' })
    expect(filterOf('e:znr')).toEqual({ field: 'set', code: 'ZNR' })
    expect(filterOf('edition:UST')).toEqual({ field: 'set', code: 'UST' })
    expect(filterOf('set:mh1')).toEqual({ field: 'set', code: 'MH1' })
    expect(filterOf('f:modern')).toEqual({ field: 'legality', format: 'modern', statuses: ['legal', 'restricted'] })
    expect(filterOf('legal:commander')).toEqual({ field: 'legality', format: 'commander', statuses: ['legal', 'restricted'] })
    expect(filterOf('banned:legacy')).toEqual({ field: 'legality', format: 'legacy', statuses: ['banned'] })
    expect(filterOf('restricted:vintage')).toEqual({ field: 'legality', format: 'vintage', statuses: ['restricted'] })
    expect(filterOf('kw:"first strike"')).toEqual({ field: 'keyword', keyword: 'first strike' })
    expect(filterOf('keyword:Kicker')).toEqual({ field: 'keyword', keyword: 'Kicker' })
    for (const flag of ['spell', 'permanent', 'vanilla', 'funny', 'commander', 'historic'] as const) {
      expect(filterOf(`is:${flag}`)).toEqual({ field: 'is', flag })
    }
    expect(filterOf('tag:Ramp')).toEqual({ field: 'tag', tag: 'Ramp' })
    expect(filterOf('usd<0.5')).toEqual({ field: 'price', currency: 'usd', op: '<', value: 0.5 })
    expect(filterOf('year>=2020')).toEqual({ field: 'year', op: '>=', value: 2020 })
  })
  it('reads the printing, count, text-derived and tag keywords', () => {
    expect(filterOf('oracleid:6A22EA10-B3A9-4A37-9DC0-B1A4AC6C4D96')).toEqual({
      field: 'oracleId',
      id: '6a22ea10-b3a9-4a37-9dc0-b1a4ac6c4d96',
    })
    expect(filterOf('cn>=100')).toEqual({ field: 'numberCompare', op: '>=', value: 100 })
    expect(filterOf('cn:12a')).toEqual({ field: 'number', value: '12a' })
    expect(filterOf('date>=2015-08-18')).toEqual({ field: 'date', op: '>=', date: '2015-08-18' })
    expect(filterOf('date>ori')).toEqual({ field: 'setDate', op: '>', code: 'ORI' })
    expect(filterOf('prints=1')).toEqual({ field: 'printCount', count: 'prints', op: '=', value: 1 })
    expect(filterOf('sets>=20')).toEqual({ field: 'printCount', count: 'sets', op: '>=', value: 20 })
    expect(filterOf('artists>1')).toEqual({ field: 'artistCount', op: '>', value: 1 })
    expect(filterOf('in:rare')).toEqual({ field: 'in', what: 'rarity', value: 'rare' })
    expect(filterOf('in:lea')).toEqual({ field: 'in', what: 'set', value: 'LEA' })
    expect(filterOf('in:ru')).toEqual({ field: 'in', what: 'language', value: 'ru' })
    expect(filterOf('in:core')).toEqual({ field: 'in', what: 'settype', value: 'core' })
    expect(filterOf('lang:japanese')).toEqual({ field: 'language', lang: 'ja' })
    expect(filterOf('language:any')).toEqual({ field: 'language', lang: 'any' })
    expect(filterOf('frame:2003')).toEqual({ field: 'frame', frame: '2003' })
    expect(filterOf('new:rarity')).toEqual({ field: 'new', attribute: 'rarity' })
    expect(filterOf('cheapest:usd')).toEqual({ field: 'cheapest', currency: 'usd' })
    expect(filterOf('devotion:{u/b}{u/b}{u/b}')).toEqual({ field: 'devotion', op: '>=', colors: ['U', 'B'], count: 3 })
    expect(filterOf('devotion=GG')).toEqual({ field: 'devotion', op: '=', colors: ['G'], count: 2 })
    expect(filterOf('produces=wu')).toEqual({ field: 'produces', op: '=', value: { kind: 'set', colors: ['W', 'U'] } })
    expect(filterOf('produces:c')).toEqual({ field: 'produces', op: '>=', value: { kind: 'set', colors: ['C'] } })
    expect(filterOf('otag:ramp')).toEqual({ field: 'oracleTag', tag: 'ramp' })
    expect(filterOf('function:removal')).toEqual({ field: 'oracleTag', tag: 'removal' })
    expect(filterOf('atag:elf')).toEqual({ field: 'artTag', tag: 'elf' })
    expect(filterOf('art:fire')).toEqual({ field: 'artTag', tag: 'fire' })
    expect(filterOf('has:indicator')).toEqual({ field: 'is', flag: 'indicator' })
    for (const [alias, flag] of [
      ['karoo', 'bounceland'],
      ['shock', 'shockland'],
      ['battleland', 'tangoland'],
      ['cycleland', 'bikeland'],
      ['canland', 'canopyland'],
      ['firstprinting', 'firstprint'],
    ] as const) {
      expect(filterOf(`is:${alias}`)).toEqual({ field: 'is', flag })
    }
    expect(show(parseQuery('not:reprint').root)).toBe('not(not:reprint)')
    expect(parseQuery('order:price').order?.value).toBe('usd')
    expect(parseQuery('sort:review').order?.value).toBe('review')
  })
  it('lifts order:, dir:, unique: and include: out of the tree', () => {
    const ast = parseQuery('t:dragon order:cmc dir:desc unique:prints include:extras')
    expect(show(ast.root)).toBe('t:dragon')
    expect(ast.order?.value).toBe('cmc')
    expect(ast.dir?.value).toBe('desc')
    expect(ast.unique?.value).toBe('prints')
    expect(ast.includeExtras).toBe(true)
    expect(parseQuery('order:mv').order?.value).toBe('cmc')
    expect(parseQuery('order:name').root).toBeNull()
  })
})

describe("terms that cannot be used are dropped with Scryfall's warning", () => {
  // [query, what is left of the tree, the expression echoed, the reason]
  const cases: [query: string, left: string, expression: string, reason: RegExp][] = [
    ['t:elf mm:123', 't:elf', 'mm:123', /^Unknown keyword “mm”\.$/],
    ['oracle_id:x t:elf', 't:elf', 'oracle_id:x', /Unknown keyword “oracle_id”\. Did you mean oracleid:\?/],
    ['color_identity:g t:elf', 't:elf', 'color_identity:g', /Unknown keyword “color_identity”/],
    ['t:elf cube:vintage', 't:elf', 'cube:vintage', /cube lists are not in this store/],
    ['c:purple t:elf', 't:elf', 'c:purple', /“purple” is not a color/],
    ['id<=pink t:elf', 't:elf', 'id<=pink', /“pink” is not a color/],
    ['mv>banana t:elf', 't:elf', 'mv>banana', /must be a number, not “banana”/],
    ['pow>=x t:elf', 't:elf', 'pow>=x', /must be a number/],
    ['r:ultra t:elf', 't:elf', 'r:ultra', /Unknown rarity “ultra”/],
    ['f:standardish t:elf', 't:elf', 'f:standardish', /^Unknown game format “standardish”\.$/],
    ['is:multicolor t:elf', 't:elf', 'is:multicolor', /use c:m/],
    ['is:shiny t:elf', 't:elf', 'is:shiny', /^Checking if cards are “shiny” is not supported\.$/],
    ['has:sparkles t:elf', 't:elf', 'has:sparkles', /^Checking if cards have “sparkles” is not supported\.$/],
    ['m:2{K} t:elf', 't:elf', 'm:2{K}', /\{K\} is not a mana symbol/],
    ['m:G/U t:elf', 't:elf', 'm:G/U', /need braces/],
    ['cmc>cmc t:elf', 't:elf', 'cmc>cmc', /^The sides of your comparison must be different\.$/],
    ['c:m>2 t:elf', 't:elf', 'c:m>2', /not a color/],
    ['c>m t:elf', 't:elf', 'c>m', /Multicolor takes only/],
    ['t>creature t:elf', 't:elf', 't>creature', /t> is not allowed/],
    ['o:/(/ t:elf', 't:elf', 'o:/(/', /^Invalid regular expression: /],
    ['c:/red/ t:elf', 't:elf', 'c:/red/', /does not take a regular expression/],
    ['t: t:elf', 't:elf', 't:', /needs a value/],
    ['devotion:{2} t:elf', 't:elf', 'devotion:{2}', /colored mana symbols/],
    ['oracleid:banana t:elf', 't:elf', 'oracleid:banana', /not an Oracle id/],
    ['date>2020-02-30 t:elf', 't:elf', 'date>2020-02-30', /is not a date/],
    ['frame:show-case t:elf', 't:elf', 'frame:show-case', /not a frame .* or a frame effect/],
    ['stamp:square t:elf', 't:elf', 'stamp:square', /^Unknown security stamp “square”/],
    ['game:xbox t:elf', 't:elf', 'game:xbox', /^Unknown game “xbox”/],
    ['is:scryfallpreview t:elf', 't:elf', 'is:scryfallpreview', /Scryfall's own previews/],
    ['-mm:1 t:elf', 't:elf', '-mm:1', /Unknown keyword “mm”/],
    ['t:elf or mm:1', 't:elf', 'mm:1', /Unknown keyword/],
    ['(mm:1 or nn:2) t:elf', 't:elf', 'mm:1', /Unknown keyword/],
    ['-(mm:1) t:elf', 't:elf', 'mm:1', /Unknown keyword/],
    ['t:elf order:price2', 't:elf', 'order:price2', /Can't order by “price2”/],
    ['t:elf dir:up', 't:elf', 'dir:up', /Unknown direction “up”/],
    ['t:elf unique:faces', 't:elf', 'unique:faces', /Unknown unique mode “faces”/],
    ['t:elf display:poster', 't:elf', 'display:poster', /Unknown display mode “poster”/],
    ['t:elf prefer:shiniest', 't:elf', 'prefer:shiniest', /Unknown preference mode/],
  ]
  for (const [query, left, expression, reason] of cases) {
    it(`${query} → ${left}, dropping ${expression}`, () => {
      const ast = parseQuery(query)
      expect(show(ast.root)).toBe(left)
      const dropped = ast.ignored.find((i) => i.expression === expression)
      expect(dropped, JSON.stringify(ast.ignored)).toBeDefined()
      expect(dropped!.reason).toMatch(reason)
      expect(query.slice(dropped!.span.start, dropped!.span.end)).toBe(expression)
      expect(ast.warnings).toContain(`Invalid expression “${expression}” was ignored. ${dropped!.reason}`)
    })
  }
  it('answers 400 "All of your terms were ignored." only when nothing is left, with every warning', () => {
    for (const q of ['mm:123', 'foo:1 bar:2', '(foo:1 or is:shiny)', '-foo:1', 'order:cmc foo:1']) {
      const e = (() => {
        try {
          parseQuery(q)
        } catch (err) {
          return err as SearchError
        }
        throw new Error(`${q} was accepted`)
      })()
      expect(e).toBeInstanceOf(SearchError)
      expect(e.toJSON()).toMatchObject({ object: 'error', status: 400, code: 'bad_request', details: 'All of your terms were ignored.' })
      expect(e.warnings.length, q).toBeGreaterThan(0)
      expect(e.warnings.every((w) => /^Invalid expression “.+” was ignored\. /.test(w))).toBe(true)
    }
    expect(parseQuery('mm:123 t:elf').warnings).toEqual(['Invalid expression “mm:123” was ignored. Unknown keyword “mm”.'])
  })
  it('accepts display: without a warning, and reads prefer: as a directive', () => {
    const ast = parseQuery('t:elf display:checklist prefer:oldest')
    expect(show(ast.root)).toBe('t:elf')
    expect(ast.warnings).toEqual([])
    expect(ast.prefer?.value).toBe('oldest')
  })
})

describe('errors point at the part to fix', () => {
  const cases: [query: string, type: string, fragment: string, message: RegExp][] = [
    ['(t:elf', 'syntax', '(', /never closed/],
    ['t:elf)', 'syntax', ')', /no "\(" to close/],
    ['t:elf ()', 'syntax', ')', /Empty parentheses/],
    ['o:"draw a card', 'syntax', '"draw a card', /Unclosed quote/],
    ['name:/abc', 'syntax', '/abc', /Unclosed regular expression/],
    ['t:elf or', 'syntax', 'or', /both sides/],
    ['or t:elf', 'syntax', 'or', /both sides/],
    ['t:elf or or t:goblin', 'syntax', 'or', /both sides/],
    ['t:elf - t:goblin', 'syntax', '-', /must be followed/],
    ['-order:name', 'syntax', 'order:name', /cannot be negated/],
    ['!', 'syntax', '!', /has no letters or digits/],
    ['-- ', 'syntax', '-', /must be followed/],
    ['t:elf \u0000', 'syntax', '\u0000', /NUL/],
  ]
  for (const [query, type, fragment, message] of cases) {
    it(`${query} → ${type} at "${fragment}"`, () => {
      const e = syntaxError(query)
      expect(e.status).toBe(400)
      expect(e.code).toBe('bad_request')
      expect(e.type).toBe(type)
      expect(e.message).toMatch(message)
      expect(e.fragment).toBe(fragment)
      expect(query.slice(e.position.start, e.position.end)).toBe(fragment)
      expect(e.toJSON()).toMatchObject({ object: 'error', status: 400, code: 'bad_request', details: e.message, position: e.position })
    })
  }
  it('rejects empty and oversized queries', () => {
    expect(syntaxError('   ').type).toBe('empty_query')
    const long = 't:elf '.repeat(200)
    const e = syntaxError(long)
    expect(e.type).toBe('query_too_long')
    expect(e.position).toEqual({ start: 1000, end: long.length })
  })
  it('limits nesting depth', () => {
    expect(syntaxError(`${'('.repeat(40)}t:elf${')'.repeat(40)}`).message).toMatch(/nested more than/)
  })
})
