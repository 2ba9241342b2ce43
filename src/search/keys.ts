// The keywords of the query language: each alias, the operators it takes and how its value is read.
// A term reaches here split into key, operator and value (with their spans); this resolves it to a
// typed Filter or throws a SearchSyntaxError pointing at the part to fix.
import type { Comparison, Filter, IsFlag, Node, StatName, TextMatch } from './ast.js'
import { parseColorValue } from './colors.js'
import { SearchSyntaxError, type Span } from './errors.js'
import { ManaCostError, parseManaCost } from './mana-cost.js'
import { normalizeName } from '../store/normalize-name.js'
import { checkRegexSyntax } from './regex.js'

export type Operator = ':' | Comparison

export interface RawTerm {
  key: string
  keySpan: Span
  op: Operator
  opSpan: Span
  value: string
  valueSpan: Span
  /** How the value was written: bare, "quoted" or /regex/. */
  form: 'bare' | 'quoted' | 'regex'
  span: Span
}

/** What a keyed term resolves to: a filter (maybe negated by "!=" or "not:"), or a display directive. */
export type Resolved = { kind: 'filter'; filter: Filter; negate: boolean } | { kind: 'order' | 'dir' | 'unique' | 'include'; value: string }

const ALIASES: Record<string, string> = {
  name: 'name',
  o: 'oracle',
  oracle: 'oracle',
  fo: 'fulloracle',
  fulloracle: 'fulloracle',
  t: 'type',
  type: 'type',
  a: 'artist',
  artist: 'artist',
  ft: 'flavor',
  flavor: 'flavor',
  c: 'colors',
  color: 'colors',
  colors: 'colors',
  id: 'identity',
  identity: 'identity',
  ci: 'identity',
  m: 'mana',
  mana: 'mana',
  mv: 'manavalue',
  cmc: 'manavalue',
  manavalue: 'manavalue',
  pow: 'power',
  power: 'power',
  tou: 'toughness',
  toughness: 'toughness',
  loy: 'loyalty',
  loyalty: 'loyalty',
  def: 'defense',
  defense: 'defense',
  pt: 'powtou',
  powtou: 'powtou',
  r: 'rarity',
  rarity: 'rarity',
  s: 'set',
  set: 'set',
  e: 'set',
  edition: 'set',
  st: 'settype',
  settype: 'settype',
  cn: 'number',
  number: 'number',
  year: 'year',
  usd: 'usd',
  eur: 'eur',
  tix: 'tix',
  border: 'border',
  f: 'format',
  format: 'format',
  legal: 'format',
  banned: 'banned',
  restricted: 'restricted',
  kw: 'keyword',
  keyword: 'keyword',
  keywords: 'keyword',
  is: 'is',
  not: 'not',
  tag: 'tag',
  order: 'order',
  dir: 'dir',
  direction: 'dir',
  unique: 'unique',
  include: 'include',
}

/** Scryfall keywords this server knows of but does not implement (no data for them). */
const UNSUPPORTED = new Set([
  'art',
  'atag',
  'arttag',
  'function',
  'otag',
  'oracletag',
  'devotion',
  'produces',
  'wm',
  'watermark',
  'cube',
  'b',
  'block',
  'in',
  'new',
  'game',
  'stamp',
  'prints',
  'sets',
  'paperprints',
  'papersets',
  'illustrations',
  'cheapest',
  'lang',
  'language',
  'frame',
  'has',
  'date',
  'artists',
  'flavors',
  'commander',
  'frenchvanilla',
  'lore',
  'fl',
  'fulloracletext',
  'host',
  'pe',
  'dev',
])

export const TEXT_REGEX_KEYS = new Set(['name', 'oracle', 'fulloracle', 'type', 'artist', 'flavor'])

/** Keys whose value may be a /regex/ (lexer needs to know before it reads the value). */
export function acceptsRegex(key: string): boolean {
  const k = ALIASES[key.toLowerCase()]
  return k !== undefined && TEXT_REGEX_KEYS.has(k)
}

export const FORMATS = [
  'standard',
  'future',
  'historic',
  'timeless',
  'gladiator',
  'pioneer',
  'explorer',
  'modern',
  'legacy',
  'pauper',
  'vintage',
  'penny',
  'commander',
  'oathbreaker',
  'standardbrawl',
  'brawl',
  'historicbrawl',
  'alchemy',
  'paupercommander',
  'duel',
  'oldschool',
  'premodern',
  'predh',
]

/** Scryfall's rarity order, used by comparisons and order:rarity. */
export const RARITIES = ['common', 'uncommon', 'rare', 'special', 'mythic', 'bonus']
const RARITY_ALIASES: Record<string, string> = {
  c: 'common',
  common: 'common',
  u: 'uncommon',
  uncommon: 'uncommon',
  r: 'rare',
  rare: 'rare',
  s: 'special',
  special: 'special',
  m: 'mythic',
  mythic: 'mythic',
  'mythic rare': 'mythic',
  b: 'bonus',
  bonus: 'bonus',
}

const IS_FLAGS: Record<string, IsFlag> = {
  spell: 'spell',
  permanent: 'permanent',
  vanilla: 'vanilla',
  funny: 'funny',
  commander: 'commander',
  historic: 'historic',
  reserved: 'reserved',
  split: 'split',
  flip: 'flip',
  transform: 'transform',
  meld: 'meld',
  leveler: 'leveler',
  dfc: 'dfc',
  doublefaced: 'dfc',
  mdfc: 'mdfc',
  adventure: 'adventure',
  bear: 'bear',
  party: 'party',
  outlaw: 'outlaw',
  hybrid: 'hybrid',
  phyrexian: 'phyrexian',
  foil: 'foil',
  nonfoil: 'nonfoil',
  etched: 'etched',
}
export const IS_VALUES = Object.keys(IS_FLAGS)
const IS_HINTS: Record<string, string> = {
  multicolor: 'use c:m for multicolored cards',
  multicolored: 'use c:m for multicolored cards',
  mc: 'use c:m for multicolored cards',
  colorless: 'use c:c for colorless cards',
  monocolor: 'use c=1 for monocolored cards',
  monocolored: 'use c=1 for monocolored cards',
}

const STATS: Record<string, StatName> = {
  pow: 'power',
  power: 'power',
  tou: 'toughness',
  toughness: 'toughness',
  loy: 'loyalty',
  loyalty: 'loyalty',
  def: 'defense',
  defense: 'defense',
  pt: 'powtou',
  powtou: 'powtou',
  mv: 'manavalue',
  cmc: 'manavalue',
  manavalue: 'manavalue',
}

const ORDER_ALIASES: Record<string, string> = {
  name: 'name',
  cmc: 'cmc',
  mv: 'cmc',
  manavalue: 'cmc',
  power: 'power',
  pow: 'power',
  toughness: 'toughness',
  tou: 'toughness',
  rarity: 'rarity',
  color: 'color',
  set: 'set',
  released: 'released',
  edhrec: 'edhrec',
  usd: 'usd',
  eur: 'eur',
  tix: 'tix',
  artist: 'artist',
}
export const ORDER_VALUES = Object.keys(ORDER_ALIASES)

const BORDERS = ['black', 'white', 'silver', 'borderless', 'gold']

function fail(source: string, type: 'invalid_value' | 'unknown_key' | 'unsupported_key' | 'syntax', message: string, span: Span): never {
  throw new SearchSyntaxError(type, message, source, span)
}

const COMPARISONS: Operator[] = [':', '=', '!=', '<', '<=', '>', '>=']

function requireOps(t: RawTerm, source: string, allowed: Operator[], what: string) {
  if (!allowed.includes(t.op)) {
    fail(source, 'syntax', `${t.key}${t.op} is not allowed: ${what} takes ${allowed.join(' ')}`, t.opSpan)
  }
}

function parseNumber(t: RawTerm, source: string, what: string): number {
  const v = t.value.trim()
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(v))
    fail(source, 'invalid_value', `${t.key}${t.op}${t.value}: ${what} must be a number, not "${t.value}"`, t.valueSpan)
  const n = Number(v)
  if (!Number.isFinite(n) || Math.abs(n) > 1e9) fail(source, 'invalid_value', `${t.key}${t.op}${t.value}: number out of range`, t.valueSpan)
  return n
}

function textMatch(t: RawTerm, source: string): TextMatch {
  if (t.form === 'regex') {
    const reason = checkRegexSyntax(t.value)
    if (reason) throw new SearchSyntaxError('invalid_regex', `Invalid regular expression /${t.value}/: ${reason}`, source, t.valueSpan)
    return { kind: 'regex', source: t.value }
  }
  if (t.value.trim() === '') fail(source, 'invalid_value', `${t.key}${t.op} needs something to search for`, t.span)
  return { kind: 'contains', value: t.value }
}

function equalityNegation(t: RawTerm): boolean {
  return t.op === '!='
}

const cmp = (op: Operator, colon: Comparison): Comparison => (op === ':' ? colon : op)

export function resolveTerm(t: RawTerm, source: string): Resolved {
  const lower = t.key.toLowerCase()
  const key = ALIASES[lower]
  if (!key) {
    if (UNSUPPORTED.has(lower)) fail(source, 'unsupported_key', `${t.key}: is a Scryfall keyword this server does not support`, t.keySpan)
    fail(
      source,
      'unknown_key',
      `Unknown keyword "${t.key}" (see the search syntax guide; quote the term to search names for it: "${t.key}${t.op}${t.value}")`,
      t.keySpan,
    )
  }
  if (!TEXT_REGEX_KEYS.has(key) && (t.form === 'regex' || (t.form === 'bare' && /^\/.+\/$/.test(t.value)))) {
    fail(source, 'invalid_value', `${t.key}: does not take a regular expression (only name:, o:, fo:, t:, a: and ft: do)`, t.valueSpan)
  }
  if (t.value === '' && t.form === 'bare') fail(source, 'invalid_value', `${t.key}${t.op} needs a value`, t.span)

  const filter = (f: Filter, negate = false): Resolved => ({ kind: 'filter', filter: f, negate })
  const textOps: Operator[] = [':', '=', '!=']
  const value = t.value.trim().toLowerCase()

  switch (key) {
    case 'name': {
      requireOps(t, source, textOps, 'name')
      const match = textMatch(t, source)
      if (match.kind === 'contains' && normalizeName(match.value) === '') {
        fail(source, 'invalid_value', `${t.key}${t.op}${t.value}: a name search needs letters or digits`, t.valueSpan)
      }
      return filter({ field: 'name', match }, equalityNegation(t))
    }
    case 'oracle':
    case 'fulloracle':
      requireOps(t, source, textOps, 'oracle text')
      return filter({ field: 'oracle', full: key === 'fulloracle', match: textMatch(t, source) }, equalityNegation(t))
    case 'type':
      requireOps(t, source, textOps, 'type')
      return filter({ field: 'type', match: textMatch(t, source) }, equalityNegation(t))
    case 'artist':
    case 'flavor':
      requireOps(t, source, textOps, key)
      return filter({ field: key, match: textMatch(t, source) }, equalityNegation(t))
    case 'colors':
    case 'identity': {
      requireOps(t, source, COMPARISONS, key === 'colors' ? 'color' : 'color identity')
      const v = parseColorValue(t.value)
      if (!v) {
        fail(
          source,
          'invalid_value',
          `${t.key}${t.op}${t.value}: "${t.value}" is not a color: use letters (wubrg), white…green, c (colorless), m (multicolor), a number of colors, or a guild, shard, wedge or college name (azorius, esper, temur, …)`,
          t.valueSpan,
        )
      }
      if (v.kind === 'multicolor') {
        if (t.op !== ':' && t.op !== '=' && t.op !== '!=')
          fail(source, 'syntax', `${t.key}${t.op}m: multicolor takes only : = or != (use a number for ranges: ${t.key}>=2)`, t.opSpan)
        return filter({ field: key, op: t.op === '!=' ? '!=' : '=', value: v })
      }
      if (v.kind === 'count') return filter({ field: key, op: cmp(t.op, '='), value: v })
      // c:rg = at least red and green; id:rg = fits a red-green deck (Scryfall's meanings); c:c = colorless
      const colon: Comparison = v.colors.length === 0 ? '=' : key === 'colors' ? '>=' : '<='
      return filter({ field: key, op: cmp(t.op, colon), value: v })
    }
    // biome-ignore lint/suspicious/noFallthroughSwitchClause: the case above always returns or throws (fail() is never)
    case 'mana': {
      requireOps(t, source, COMPARISONS, 'mana cost')
      try {
        const cost = parseManaCost(t.value.trim())
        if (cost.generic === 0 && Object.keys(cost.symbols).length === 0) {
          fail(source, 'invalid_value', `${t.key}${t.op}${t.value}: no mana symbols`, t.valueSpan)
        }
        return filter({ field: 'mana', op: cmp(t.op, '>='), cost })
      } catch (e) {
        if (!(e instanceof ManaCostError)) throw e
        const lead = t.value.length - t.value.trimStart().length
        const start = t.valueSpan.start + (t.form === 'quoted' ? 1 : 0) + lead + e.offset
        fail(source, 'invalid_value', `${t.key}${t.op}${t.value}: ${e.message}`, { start, end: start + Math.max(1, e.length) })
      }
    }
    case 'manavalue':
    case 'power':
    case 'toughness':
    case 'loyalty':
    case 'defense':
    case 'powtou': {
      const stat = STATS[lower] ?? (key as StatName)
      requireOps(t, source, COMPARISONS, key)
      if (stat === 'manavalue' && (value === 'even' || value === 'odd')) {
        if (t.op !== ':' && t.op !== '=' && t.op !== '!=')
          fail(source, 'syntax', `${t.key}${t.op}${t.value}: even and odd take only : = or !=`, t.opSpan)
        return filter({ field: 'parity', parity: value }, t.op === '!=')
      }
      const other = STATS[value]
      if (other) return filter({ field: 'stat', stat, op: cmp(t.op, '='), value: { stat: other } })
      return filter({ field: 'stat', stat, op: cmp(t.op, '='), value: parseNumber(t, source, key === 'manavalue' ? 'mana value' : key) })
    }
    case 'rarity': {
      requireOps(t, source, COMPARISONS, 'rarity')
      const r = RARITY_ALIASES[value]
      if (!r)
        fail(
          source,
          'invalid_value',
          `${t.key}${t.op}${t.value}: "${t.value}" is not a rarity (common, uncommon, rare, special, mythic, bonus)`,
          t.valueSpan,
        )
      const rank = RARITIES.indexOf(r)
      const op = cmp(t.op, '=')
      const pick = RARITIES.filter((_, i) =>
        op === '='
          ? i === rank
          : op === '!='
            ? i !== rank
            : op === '<'
              ? i < rank
              : op === '<='
                ? i <= rank
                : op === '>'
                  ? i > rank
                  : i >= rank,
      )
      return filter({ field: 'rarity', rarities: pick })
    }
    case 'set': {
      requireOps(t, source, textOps, 'set')
      if (!/^[a-z0-9]{2,8}$/.test(value))
        fail(source, 'invalid_value', `${t.key}${t.op}${t.value}: "${t.value}" is not a set code (e.g. dom, znr)`, t.valueSpan)
      return filter({ field: 'set', code: value.toUpperCase() }, equalityNegation(t))
    }
    case 'settype': {
      requireOps(t, source, textOps, 'set type')
      if (!/^[a-z_]+$/.test(value))
        fail(
          source,
          'invalid_value',
          `${t.key}${t.op}${t.value}: "${t.value}" is not a set type (e.g. expansion, core, masters, funny, commander)`,
          t.valueSpan,
        )
      return filter({ field: 'settype', setType: value }, equalityNegation(t))
    }
    case 'number':
      requireOps(t, source, textOps, 'collector number')
      return filter({ field: 'number', value: t.value.trim() }, equalityNegation(t))
    case 'year': {
      requireOps(t, source, COMPARISONS, 'year')
      const n = parseNumber(t, source, 'year')
      if (!Number.isInteger(n) || n < 1000 || n > 9999)
        fail(source, 'invalid_value', `${t.key}${t.op}${t.value}: a year has four digits`, t.valueSpan)
      return filter({ field: 'year', op: cmp(t.op, '='), value: n })
    }
    case 'usd':
    case 'eur':
    case 'tix':
      requireOps(t, source, COMPARISONS, 'price')
      return filter({ field: 'price', currency: key, op: cmp(t.op, '='), value: parseNumber(t, source, 'a price') })
    case 'border':
      requireOps(t, source, textOps, 'border')
      if (!BORDERS.includes(value))
        fail(source, 'invalid_value', `${t.key}${t.op}${t.value}: border is one of ${BORDERS.join(', ')}`, t.valueSpan)
      return filter({ field: 'border', value }, equalityNegation(t))
    case 'format':
    case 'banned':
    case 'restricted': {
      requireOps(t, source, textOps, 'format')
      if (!FORMATS.includes(value))
        fail(source, 'invalid_value', `${t.key}${t.op}${t.value}: "${t.value}" is not a format (${FORMATS.join(', ')})`, t.valueSpan)
      // f: means playable: legal, or restricted to one copy (Vintage)
      const statuses = key === 'format' ? ['legal', 'restricted'] : [key]
      return filter({ field: 'legality', format: value, statuses }, equalityNegation(t))
    }
    case 'keyword':
      requireOps(t, source, textOps, 'keyword')
      if (value === '') fail(source, 'invalid_value', `${t.key}${t.op} needs a keyword`, t.span)
      return filter({ field: 'keyword', keyword: t.value.trim() }, equalityNegation(t))
    case 'is':
    case 'not': {
      requireOps(t, source, textOps, key)
      const flag = IS_FLAGS[value]
      if (!flag) {
        const hint = IS_HINTS[value]
        fail(
          source,
          'invalid_value',
          `${t.key}${t.op}${t.value}: ${hint ?? `"${t.value}" is not supported; ${key}: takes ${IS_VALUES.join(', ')}`}`,
          t.valueSpan,
        )
      }
      return filter({ field: 'is', flag }, (key === 'not') !== (t.op === '!='))
    }
    case 'tag':
      requireOps(t, source, textOps, 'tag')
      if (value === '') fail(source, 'invalid_value', `${t.key}${t.op} needs a tag`, t.span)
      return filter({ field: 'tag', tag: t.value.trim() }, equalityNegation(t))
    case 'order': {
      requireOps(t, source, [':', '='], 'order')
      const o = ORDER_ALIASES[value]
      if (!o)
        fail(
          source,
          'invalid_value',
          `${t.key}${t.op}${t.value}: can't order by "${t.value}"; use one of ${ORDER_VALUES.join(', ')}`,
          t.valueSpan,
        )
      return { kind: 'order', value: o }
    }
    case 'dir':
      requireOps(t, source, [':', '='], 'dir')
      if (!['asc', 'desc', 'auto'].includes(value))
        fail(source, 'invalid_value', `${t.key}${t.op}${t.value}: dir is asc, desc or auto`, t.valueSpan)
      return { kind: 'dir', value }
    case 'unique':
      requireOps(t, source, [':', '='], 'unique')
      if (!['cards', 'prints', 'art'].includes(value))
        fail(source, 'invalid_value', `${t.key}${t.op}${t.value}: unique is cards, prints or art`, t.valueSpan)
      return { kind: 'unique', value }
    case 'include':
      requireOps(t, source, [':', '='], 'include')
      if (value !== 'extras') fail(source, 'invalid_value', `${t.key}${t.op}${t.value}: the only value is include:extras`, t.valueSpan)
      return { kind: 'include', value }
  }
  /* c8 ignore next */
  fail(source, 'unknown_key', `Unknown keyword "${t.key}"`, t.keySpan)
}

/** Apply the negation a term carries ("!=", "not:") to its node. */
export function termNode(filter: Filter, negate: boolean, span: Span, source: string): Node {
  const node: Node = { kind: 'term', filter, span, text: source.slice(span.start, span.end) }
  return negate ? { kind: 'not', child: node, span } : node
}
