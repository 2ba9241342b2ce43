// The keywords of the query language: each alias, the operators it takes and how its value is read.
// A term reaches here split into key, operator and value (with their spans); this resolves it to a
// typed Filter or a directive, or throws an IgnoredTermError saying why the term cannot be used
// (the parser then drops the term with a warning, as Scryfall does).
import type { Color, ColorValue, Comparison, Filter, IsFlag, NewAttribute, Node, StatName, TextMatch } from './ast.js'
import { PREFERENCES } from './ast.js'
import { parseColorValue, WUBRG } from './colors.js'
import { IgnoredTermError, type Span } from './errors.js'
import { ManaCostError, parseManaCost } from './mana-cost.js'
import { normalizeName } from '../store/normalize-name.js'
import { checkRegexSyntax } from './regex.js'
import {
  BORDERS,
  FORMATS,
  FORMATS_WITHOUT_DATA,
  FRAMES,
  GAMES,
  IS_FLAGS,
  IS_HINTS,
  IS_NEEDS_DATA,
  LANGUAGES,
  ORDER_ALIASES,
  RARITIES,
  RARITY_ALIASES,
  SET_TYPES,
  STAMPS,
  UNSUPPORTED_KEYS,
} from './vocabulary.js'

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
export type Resolved =
  | { kind: 'filter'; filter: Filter; negate: boolean }
  | { kind: 'order' | 'dir' | 'unique' | 'include' | 'prefer' | 'display'; value: string; warning?: string }

/** Every keyword spelling → its canonical key (the explorer's syntax guide is generated from this). */
export const ALIASES: Record<string, string> = {
  name: 'name',
  o: 'oracle',
  oracle: 'oracle',
  fo: 'fulloracle',
  fulloracle: 'fulloracle',
  t: 'type',
  type: 'type',
  a: 'artist',
  artist: 'artist',
  artists: 'artists',
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
  devotion: 'devotion',
  produces: 'produces',
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
  oracleid: 'oracleid',
  year: 'year',
  date: 'date',
  prints: 'prints',
  sets: 'sets',
  paperprints: 'paperprints',
  papersets: 'papersets',
  game: 'game',
  wm: 'watermark',
  watermark: 'watermark',
  stamp: 'stamp',
  b: 'block',
  block: 'block',
  in: 'in',
  lang: 'lang',
  language: 'lang',
  frame: 'frame',
  new: 'new',
  usd: 'usd',
  eur: 'eur',
  tix: 'tix',
  cheapest: 'cheapest',
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
  has: 'has',
  tag: 'tag',
  otag: 'oracletag',
  oracletag: 'oracletag',
  function: 'oracletag',
  atag: 'arttag',
  arttag: 'arttag',
  art: 'arttag',
  order: 'order',
  sort: 'order',
  dir: 'dir',
  direction: 'dir',
  unique: 'unique',
  prefer: 'prefer',
  display: 'display',
  as: 'display',
  include: 'include',
}

export const TEXT_REGEX_KEYS = new Set(['name', 'oracle', 'fulloracle', 'type', 'artist', 'flavor'])

/** Keys whose value may be a /regex/ (lexer needs to know before it reads the value). */
export function acceptsRegex(key: string): boolean {
  const k = ALIASES[key.toLowerCase()]
  return k !== undefined && TEXT_REGEX_KEYS.has(k)
}

/** Drop the term: the parser turns this into `Invalid expression “…” was ignored. <reason>`. */
function ignore(reason: string): never {
  throw new IgnoredTermError(reason)
}

const COMPARISONS: Operator[] = [':', '=', '!=', '<', '<=', '>', '>=']
const TEXT_OPS: Operator[] = [':', '=', '!=']

function requireOps(t: RawTerm, allowed: Operator[]) {
  if (!allowed.includes(t.op)) ignore(`${t.key}${t.op} is not allowed: ${t.key} takes ${allowed.join(' ')}.`)
}

function parseNumber(t: RawTerm, what: string): number {
  const v = t.value.trim()
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(v)) ignore(`${what} must be a number, not “${t.value}”.`)
  const n = Number(v)
  if (!Number.isFinite(n) || Math.abs(n) > 1e9) ignore(`${v} is out of range.`)
  return n
}

function textMatch(t: RawTerm): TextMatch {
  if (t.form === 'regex') {
    const reason = checkRegexSyntax(t.value)
    if (reason) ignore(`Invalid regular expression: ${reason}.`)
    return { kind: 'regex', source: t.value }
  }
  if (t.value.trim() === '') ignore(`${t.key}${t.op} needs something to search for.`)
  return { kind: 'contains', value: t.value }
}

/** A value from a fixed list, or the term is ignored naming the list. */
function oneOf<T extends string>(value: string, allowed: readonly T[], what: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T
  ignore(`Unknown ${what} “${value}” (use ${allowed.join(', ')}).`)
}

const equalityNegation = (t: RawTerm): boolean => t.op === '!='
const cmp = (op: Operator, colon: Comparison): Comparison => (op === ':' ? colon : op)

/** Which rarities a comparison with one rarity selects (Scryfall's order). */
function raritiesCompared(op: Comparison, rarity: string): string[] {
  const rank = RARITIES.indexOf(rarity)
  const test: Record<Comparison, (i: number) => boolean> = {
    '=': (i) => i === rank,
    '!=': (i) => i !== rank,
    '<': (i) => i < rank,
    '<=': (i) => i <= rank,
    '>': (i) => i > rank,
    '>=': (i) => i >= rank,
  }
  return RARITIES.filter((_, i) => test[op](i))
}

function manaCostOf(t: RawTerm) {
  try {
    const cost = parseManaCost(t.value.trim())
    if (cost.generic === 0 && Object.keys(cost.symbols).length === 0) ignore('No mana symbols.')
    return cost
  } catch (e) {
    if (e instanceof ManaCostError) ignore(`${e.message}.`)
    throw e
  }
}

/** devotion:{G}{G}{G} (to one color), devotion:{u/b}{u/b} (to two; CR 700.5a): the colors and how many symbols. */
function devotionOf(t: RawTerm): { colors: Color[]; count: number } {
  const cost = manaCostOf(t)
  const colors = new Set<Color>()
  let count = 0
  for (const [symbol, n] of Object.entries(cost.symbols)) {
    const letters = /^\{([WUBRG])(?:\/([WUBRG]))?\}$/.exec(symbol)
    if (!letters) ignore(`Devotion is counted in colored mana symbols ({G}, {U/B}), not ${symbol}.`)
    for (const c of letters.slice(1)) if (c) colors.add(c as Color)
    count += n
  }
  if (cost.generic) ignore('Devotion is counted in colored mana symbols ({G}, {U/B}), not generic mana.')
  return { colors: WUBRG.filter((c) => colors.has(c)), count }
}

/** produces=wu, produces:c — the mana symbols a card's abilities add (W U B R G and C). */
function producedOf(t: RawTerm): ColorValue {
  const v = t.value.trim().toLowerCase()
  if (/^[wubrgc]+$/.test(v)) {
    const letters = new Set(v.toUpperCase())
    return { kind: 'set', colors: [...WUBRG, 'C'].filter((c) => letters.has(c)) as Color[] }
  }
  const named = parseColorValue(v)
  if (named?.kind === 'set' && named.colors.length) return named
  ignore(`“${t.value}” is not a set of mana colors: use letters w, u, b, r, g and c (colorless).`)
}

function isValue(t: RawTerm, key: 'is' | 'not' | 'has', value: string): IsFlag {
  if (key === 'has') {
    if (value === 'indicator') return 'indicator'
    if (value === 'watermark' || value === 'wm') return 'watermark'
    ignore(`Checking if cards have “${t.value}” is not supported.`)
  }
  const flag = IS_FLAGS[value]
  if (flag) return flag
  const later = IS_NEEDS_DATA[value]
  if (later) ignore(later)
  const hint = IS_HINTS[value]
  ignore(`Checking if cards are “${t.value}” is not supported${hint ? ` (${hint})` : ''}.`)
}

function inValue(t: RawTerm, value: string): Filter {
  const rarity = RARITIES.includes(value) ? value : undefined
  if (rarity) return { field: 'in', what: 'rarity', value: rarity }
  const lang = LANGUAGES[value]
  if (lang && lang !== 'any') return { field: 'in', what: 'language', value: lang }
  if (GAMES.includes(value)) return { field: 'in', what: 'game', value }
  if (SET_TYPES.includes(value)) return { field: 'in', what: 'settype', value }
  if (/^[a-z0-9]{2,8}$/.test(value)) return { field: 'in', what: 'set', value: value.toUpperCase() }
  ignore(`“${t.value}” is not a set code, set type, rarity, language or game.`)
}

const NEW_ATTRIBUTES: Record<string, NewAttribute> = {
  rarity: 'rarity',
  artist: 'artist',
  flavor: 'flavor',
  frame: 'frame',
  language: 'language',
  lang: 'language',
  art: 'art',
  artwork: 'art',
  illustration: 'art',
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** Display options Scryfall's web pages read and an API answer does not show (display:grid). */
const DISPLAY_MODES = ['grid', 'checklist', 'full', 'text', 'images']

function unknownKey(t: RawTerm): never {
  const lower = t.key.toLowerCase()
  const unsupported = UNSUPPORTED_KEYS[lower]
  if (unsupported) ignore(unsupported)
  // oracle_id:, color_identity: — a key written with an underscore names no keyword (Scryfall's
  // spell them without one), but say which one was probably meant
  const squashed = ALIASES[lower.replace(/_/g, '')]
  ignore(`Unknown keyword “${t.key}”.${squashed && lower.includes('_') ? ` Did you mean ${lower.replace(/_/g, '')}:?` : ''}`)
}

export function resolveTerm(t: RawTerm): Resolved {
  const lower = t.key.toLowerCase()
  const key = ALIASES[lower]
  if (!key) unknownKey(t)
  if (!TEXT_REGEX_KEYS.has(key) && (t.form === 'regex' || (t.form === 'bare' && /^\/.+\/$/.test(t.value)))) {
    ignore(`${t.key}: does not take a regular expression (only name:, o:, fo:, t:, a: and ft: do).`)
  }
  if (t.value === '' && t.form === 'bare') ignore(`${t.key}${t.op} needs a value.`)

  const filter = (f: Filter, negate = false): Resolved => ({ kind: 'filter', filter: f, negate })
  const value = t.value.trim().toLowerCase()

  switch (key) {
    case 'name': {
      requireOps(t, TEXT_OPS)
      const match = textMatch(t)
      if (match.kind === 'contains' && normalizeName(match.value) === '') ignore('A name search needs letters or digits.')
      return filter({ field: 'name', match }, equalityNegation(t))
    }
    case 'oracle':
    case 'fulloracle':
      requireOps(t, TEXT_OPS)
      return filter({ field: 'oracle', full: key === 'fulloracle', match: textMatch(t) }, equalityNegation(t))
    case 'type':
      requireOps(t, TEXT_OPS)
      return filter({ field: 'type', match: textMatch(t) }, equalityNegation(t))
    case 'artist':
    case 'flavor':
      requireOps(t, TEXT_OPS)
      return filter({ field: key, match: textMatch(t) }, equalityNegation(t))
    case 'artists':
      requireOps(t, COMPARISONS)
      return filter({ field: 'artistCount', op: cmp(t.op, '='), value: parseNumber(t, 'the number of artists') })
    case 'colors':
    case 'identity': {
      requireOps(t, COMPARISONS)
      const v = parseColorValue(t.value)
      if (!v) {
        ignore(
          `“${t.value}” is not a color: use letters (wubrg), white…green, c (colorless), m (multicolor), a number of colors, or a guild, shard, wedge or college name (azorius, esper, temur, …).`,
        )
      }
      if (v.kind === 'multicolor') {
        if (t.op !== ':' && t.op !== '=' && t.op !== '!=') ignore(`Multicolor takes only : = or != (use a number for ranges: ${t.key}>=2).`)
        return filter({ field: key, op: t.op === '!=' ? '!=' : '=', value: v })
      }
      if (v.kind === 'count') return filter({ field: key, op: cmp(t.op, '='), value: v })
      // c:rg = at least red and green; id:rg = fits a red-green deck (Scryfall's meanings); c:c = colorless
      const colon: Comparison = v.colors.length === 0 ? '=' : key === 'colors' ? '>=' : '<='
      return filter({ field: key, op: cmp(t.op, colon), value: v })
    }
    case 'mana':
      requireOps(t, COMPARISONS)
      return filter({ field: 'mana', op: cmp(t.op, '>='), cost: manaCostOf(t) })
    case 'devotion':
      requireOps(t, COMPARISONS)
      return filter({ field: 'devotion', op: cmp(t.op, '>='), ...devotionOf(t) })
    case 'produces': {
      requireOps(t, COMPARISONS)
      return filter({ field: 'produces', op: cmp(t.op, '>='), value: producedOf(t) })
    }
    case 'manavalue':
    case 'power':
    case 'toughness':
    case 'loyalty':
    case 'defense':
    case 'powtou': {
      const stat = STATS[lower] ?? (key as StatName)
      requireOps(t, COMPARISONS)
      if (stat === 'manavalue' && (value === 'even' || value === 'odd')) {
        if (t.op !== ':' && t.op !== '=' && t.op !== '!=') ignore('Even and odd take only : = or !=.')
        return filter({ field: 'parity', parity: value }, t.op === '!=')
      }
      const other = STATS[value]
      if (other === stat) ignore('The sides of your comparison must be different.')
      if (other) return filter({ field: 'stat', stat, op: cmp(t.op, '='), value: { stat: other } })
      return filter({ field: 'stat', stat, op: cmp(t.op, '='), value: parseNumber(t, key === 'manavalue' ? 'Mana value' : key) })
    }
    case 'rarity': {
      requireOps(t, COMPARISONS)
      const r = RARITY_ALIASES[value]
      if (!r) ignore(`Unknown rarity “${t.value}” (common, uncommon, rare, special, mythic, bonus).`)
      return filter({ field: 'rarity', rarities: raritiesCompared(cmp(t.op, '='), r) })
    }
    case 'set':
      requireOps(t, TEXT_OPS)
      if (!/^[a-z0-9]{2,8}$/.test(value)) ignore(`“${t.value}” is not a set code (e.g. dom, znr).`)
      return filter({ field: 'set', code: value.toUpperCase() }, equalityNegation(t))
    case 'settype':
      requireOps(t, TEXT_OPS)
      if (!/^[a-z_]+$/.test(value)) ignore(`“${t.value}” is not a set type (e.g. expansion, core, masters, funny, commander).`)
      return filter({ field: 'settype', setType: value }, equalityNegation(t))
    case 'number':
      requireOps(t, COMPARISONS)
      if (t.op === ':' || t.op === '=' || t.op === '!=') return filter({ field: 'number', value: t.value.trim() }, equalityNegation(t))
      return filter({ field: 'numberCompare', op: t.op, value: parseNumber(t, 'A collector number compared with < or >') })
    case 'oracleid':
      requireOps(t, TEXT_OPS)
      if (!UUID.test(value)) ignore(`“${t.value}” is not an Oracle id (a UUID).`)
      return filter({ field: 'oracleId', id: value }, equalityNegation(t))
    case 'year': {
      requireOps(t, COMPARISONS)
      const n = parseNumber(t, 'A year')
      if (!Number.isInteger(n) || n < 1000 || n > 9999) ignore('A year has four digits.')
      return filter({ field: 'year', op: cmp(t.op, '='), value: n })
    }
    case 'date': {
      requireOps(t, COMPARISONS)
      const op = cmp(t.op, '=')
      if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
        const d = new Date(`${value}T00:00:00Z`)
        if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) ignore(`${value} is not a date.`)
        return filter({ field: 'date', op, date: value })
      }
      if (/^[a-z0-9]{2,8}$/.test(value)) return filter({ field: 'setDate', op, code: value.toUpperCase() })
      return ignore(`“${t.value}” is not a date (yyyy-mm-dd) or a set code.`)
    }
    case 'prints':
    case 'sets':
    case 'paperprints':
    case 'papersets':
      requireOps(t, COMPARISONS)
      return filter({ field: 'printCount', count: key, op: cmp(t.op, '='), value: parseNumber(t, `The number of ${key}`) })
    case 'game':
      requireOps(t, TEXT_OPS)
      return filter({ field: 'game', game: oneOf(value, GAMES, 'game') }, equalityNegation(t))
    case 'stamp':
      requireOps(t, TEXT_OPS)
      return filter({ field: 'stamp', stamp: oneOf(value, STAMPS, 'security stamp') }, equalityNegation(t))
    case 'watermark':
      requireOps(t, TEXT_OPS)
      if (!/^[a-z0-9 ()]+$/.test(value)) ignore(`“${t.value}” is not a watermark (e.g. phyrexian, orzhov, set).`)
      return filter({ field: 'watermark', watermark: value }, equalityNegation(t))
    case 'block':
      requireOps(t, TEXT_OPS)
      if (!/^[a-z0-9 ]{2,40}$/.test(value)) ignore(`“${t.value}” is not a block (a set code such as zen, or a name such as "zendikar").`)
      return filter({ field: 'block', block: value }, equalityNegation(t))
    case 'in':
      requireOps(t, TEXT_OPS)
      return filter(inValue(t, value), equalityNegation(t))
    case 'lang': {
      requireOps(t, TEXT_OPS)
      const lang = LANGUAGES[value]
      if (!lang) ignore(`Unknown language “${t.value}” (use a code such as en, ja, de, zhs, or a name such as japanese; lang:any for all).`)
      return filter({ field: 'language', lang }, equalityNegation(t))
    }
    case 'frame': {
      requireOps(t, TEXT_OPS)
      if (FRAMES.includes(value)) return filter({ field: 'frame', frame: value }, equalityNegation(t))
      // anything else names a frame effect (legendary, showcase, extendedart, …), as on Scryfall
      if (/^[a-z]+$/.test(value)) return filter({ field: 'frameEffect', effect: value }, equalityNegation(t))
      return ignore(`“${t.value}” is not a frame (${FRAMES.join(', ')}) or a frame effect (legendary, showcase, extendedart, …).`)
    }
    case 'new': {
      requireOps(t, TEXT_OPS)
      const attribute = NEW_ATTRIBUTES[value]
      if (attribute) return filter({ field: 'new', attribute }, equalityNegation(t))
      return ignore(`Unknown new: value “${t.value}” (use rarity, art, artist, flavor, frame or language).`)
    }
    case 'usd':
    case 'eur':
    case 'tix':
      requireOps(t, COMPARISONS)
      return filter({ field: 'price', currency: key, op: cmp(t.op, '='), value: parseNumber(t, 'A price') })
    case 'cheapest':
      requireOps(t, TEXT_OPS)
      return filter({ field: 'cheapest', currency: oneOf(value, ['usd', 'eur', 'tix'] as const, 'currency') }, equalityNegation(t))
    case 'border':
      requireOps(t, TEXT_OPS)
      return filter({ field: 'border', value: oneOf(value, BORDERS, 'border') }, equalityNegation(t))
    case 'format':
    case 'banned':
    case 'restricted': {
      requireOps(t, TEXT_OPS)
      if (FORMATS_WITHOUT_DATA.includes(value)) ignore(`This store's legalities (MTGJSON's formats) have no “${t.value}” format.`)
      if (!FORMATS.includes(value)) ignore(`Unknown game format “${t.value}”.`)
      // f: means playable: legal, or restricted to one copy (Vintage)
      const statuses = key === 'format' ? ['legal', 'restricted'] : [key]
      return filter({ field: 'legality', format: value, statuses }, equalityNegation(t))
    }
    case 'keyword':
      requireOps(t, TEXT_OPS)
      if (value === '') ignore(`${t.key}${t.op} needs a keyword.`)
      return filter({ field: 'keyword', keyword: t.value.trim() }, equalityNegation(t))
    case 'is':
    case 'not':
    case 'has':
      requireOps(t, TEXT_OPS)
      return filter({ field: 'is', flag: isValue(t, key, value) }, (key === 'not') !== (t.op === '!='))
    case 'tag':
    case 'oracletag':
      requireOps(t, TEXT_OPS)
      if (value === '') ignore(`${t.key}${t.op} needs a tag.`)
      return filter(
        key === 'tag' ? { field: 'tag', tag: t.value.trim() } : { field: 'oracleTag', tag: t.value.trim() },
        equalityNegation(t),
      )
    case 'arttag': // Tagger's art tags and curated ones, on a printing's illustration (docs/tags.md)
      requireOps(t, TEXT_OPS)
      if (value === '') ignore(`${t.key}${t.op} needs a tag.`)
      return filter({ field: 'artTag', tag: t.value.trim() }, equalityNegation(t))
    case 'order': {
      requireOps(t, [':', '='])
      const o = ORDER_ALIASES[value]
      if (!o) ignore(`Can't order by “${t.value}”; use one of ${Object.keys(ORDER_ALIASES).join(', ')}.`)
      return { kind: 'order', value: o }
    }
    case 'dir':
      requireOps(t, [':', '='])
      return { kind: 'dir', value: oneOf(value, ['asc', 'desc', 'auto'], 'direction') }
    case 'unique':
      requireOps(t, [':', '='])
      return { kind: 'unique', value: oneOf(value, ['cards', 'prints', 'art'], 'unique mode') }
    case 'prefer': {
      requireOps(t, [':', '='])
      if ((PREFERENCES as readonly string[]).includes(value)) return { kind: 'prefer', value }
      return ignore(`Unknown preference mode “${t.value}” (use ${PREFERENCES.join(', ')}).`)
    }
    case 'display':
      requireOps(t, [':', '='])
      return { kind: 'display', value: oneOf(value, DISPLAY_MODES, 'display mode') }
    case 'include':
      requireOps(t, [':', '='])
      return { kind: 'include', value: oneOf(value, ['extras'], 'include: value') }
  }
  /* c8 ignore next */
  unknownKey(t)
}

/** Apply the negation a term carries ("!=", "not:") to its node. */
export function termNode(filter: Filter, negate: boolean, span: Span, source: string): Node {
  const node: Node = { kind: 'term', filter, span, text: source.slice(span.start, span.end) }
  return negate ? { kind: 'not', child: node, span } : node
}
