// One filter → one SQL boolean over `c` (cards) and, for printing-level filters, `p` (printings).
// Every expression is written to be TRUE or FALSE, never NULL, so "-term" is the exact complement
// of "term" (a card with no power is matched by -pow>3).
import type { Comparison, Filter, ManaCost, Node, StatName, TextMatch } from './ast.js'
import { normalizeName } from '../store/normalize-name.js'
import { postgresPattern } from './regex.js'
import { containsPattern, escapeLike, type SqlParams } from './sql-params.js'
import {
  frontTypeLine,
  genericMana,
  manaCostOf,
  nonGenericCount,
  rulesText,
  selfReferenced,
  statNumber,
  symbolCount,
} from './sql-fragments.js'

const SQL_OP: Record<Comparison, string> = { '=': '=', '!=': '<>', '<': '<', '<=': '<=', '>': '>', '>=': '>=' }

const STAT_EXPR: Record<StatName, string> = {
  power: statNumber('c.power'),
  toughness: statNumber('c.toughness'),
  loyalty: statNumber('c.loyalty'),
  defense: statNumber('c.defense'),
  powtou: `(${statNumber('c.power')} + ${statNumber('c.toughness')})`,
  manavalue: 'c.mana_value::numeric',
}

const NOT_CAST_TYPES = ['Plane', 'Phenomenon', 'Scheme', 'Vanguard', 'Dungeon', 'Emblem', 'Conspiracy']
const PERMANENT_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'] // CR 110.4
const PARTY_TYPES = ['Cleric', 'Rogue', 'Warrior', 'Wizard'] // CR 700.8
const OUTLAW_TYPES = ['Assassin', 'Mercenary', 'Pirate', 'Rogue', 'Warlock'] // CR 700.12

const sqlTextArray = (items: string[]) => `ARRAY[${items.map((t) => `'${t}'`).join(',')}]::text[]`

function oracleMatch(match: TextMatch, full: boolean, params: SqlParams): string {
  // both forms are lower-case and indexed for trigram search (see sql-fragments.ts)
  const text = full ? 'lower(c.oracle_text)' : rulesText('c.oracle_text')
  if (match.kind === 'regex') {
    const target = match.source.includes('~') ? selfReferenced(text) : text
    return `(${target} ~* ${params.add(postgresPattern(match.source), 'text')})`
  }
  const value = match.value.toLowerCase()
  if (!value.includes('~')) return `(${text} LIKE ${params.add(containsPattern(value), 'text')})`
  // "~" stands for the card's own name (CR 700.7 "this [something]" too). The literal fragments
  // around it must appear in the text as written: test them first, on the index, then match the
  // rewritten text.
  const fragments = value.split('~').filter((f) => f.trim().length >= 3)
  const prefilter = fragments.map((f) => `${text} LIKE ${params.add(containsPattern(f), 'text')}`)
  const whole = `${selfReferenced(text)} LIKE ${params.add(`%${value.split('~').map(escapeLike).join('~')}%`, 'text')}`
  return `(${[...prefilter, whole].join(' AND ')})`
}

function textOnColumn(col: string, match: TextMatch, params: SqlParams, nullable: boolean): string {
  const guard = nullable ? `${col} IS NOT NULL AND ` : ''
  if (match.kind === 'regex') return `(${guard}${col} ~* ${params.add(postgresPattern(match.source), 'text')})`
  return `(${guard}lower(${col}) LIKE ${params.add(containsPattern(match.value.toLowerCase()), 'text')})`
}

function colorSet(col: string, op: Comparison, ref: string): string {
  const superset = `${col} @> ${ref}`
  const subset = `${col} <@ ${ref}`
  switch (op) {
    case '=':
      return `(${superset} AND ${subset})`
    case '!=':
      return `NOT (${superset} AND ${subset})`
    case '>=':
      return `(${superset})`
    case '>':
      return `(${superset} AND NOT ${subset})`
    case '<=':
      return `(${subset})`
    case '<':
      return `(${subset} AND NOT ${superset})`
  }
}

function manaCompare(op: Comparison, cost: ManaCost, params: SqlParams): string {
  const m = manaCostOf('c.mana_cost')
  const symbols = Object.entries(cost.symbols).map(([symbol, n]) => ({ count: symbolCount(m, params.add(symbol, 'text')), n }))
  const generic = params.add(cost.generic, 'int')
  const total = symbols.reduce((sum, s) => sum + s.n, 0)
  const atLeast = () => [...symbols.map((s) => `${s.count} >= ${s.n}`), `${genericMana(m)} >= ${generic}`]
  const exactly = () => [...symbols.map((s) => `${s.count} = ${s.n}`), `${genericMana(m)} = ${generic}`, `${nonGenericCount(m)} = ${total}`]
  const ownSymbols = symbols.length ? symbols.map((s) => s.count).join(' + ') : '0'
  const atMost = () => [
    ...symbols.map((s) => `${s.count} <= ${s.n}`),
    `${genericMana(m)} <= ${generic}`,
    `${nonGenericCount(m)} = ${ownSymbols}`,
  ]
  const all = (xs: string[]) => `(${xs.join(' AND ')})`
  switch (op) {
    case '>=':
      return all(atLeast())
    case '=':
      return all(exactly())
    case '!=':
      return `NOT ${all(exactly())}`
    case '<=':
      return all(atMost())
    case '>':
      return `(${all(atLeast())} AND NOT ${all(exactly())})`
    case '<':
      return `(${all(atMost())} AND NOT ${all(exactly())})`
  }
}

/** The columns a stat needs; the stat is NULL exactly when one of them is. */
const STAT_COLUMNS: Record<StatName, string[]> = {
  power: ['c.power'],
  toughness: ['c.toughness'],
  loyalty: ['c.loyalty'],
  defense: ['c.defense'],
  powtou: ['c.power', 'c.toughness'],
  manavalue: [],
}

function statCompare(f: Extract<Filter, { field: 'stat' }>, params: SqlParams): string {
  const left = STAT_EXPR[f.stat]
  const op = SQL_OP[f.op]
  // mana value against a number stays a float8 comparison, so the index on mana_value can serve it
  if (f.stat === 'manavalue' && typeof f.value === 'number') return `(c.mana_value ${op} ${params.add(f.value, 'float8')})`
  const right = typeof f.value === 'number' ? params.add(f.value, 'numeric') : STAT_EXPR[f.value.stat]
  const columns = [...new Set([...STAT_COLUMNS[f.stat], ...(typeof f.value === 'number' ? [] : STAT_COLUMNS[f.value.stat])])]
  return `(${[...columns.map((col) => `${col} IS NOT NULL`), `${left} ${op} ${right}`].join(' AND ')})`
}

function isFlag(flag: Extract<Filter, { field: 'is' }>['flag']): string {
  switch (flag) {
    // cast as a spell: anything but a land or an extra (planes, schemes, …), however its types are spelled
    case 'spell':
      return `(cardinality(c.types) > 0 AND NOT (c.types <@ ARRAY['Land']::text[]) AND NOT (c.types && ${sqlTextArray(NOT_CAST_TYPES)}))`
    case 'permanent':
      return `(c.types && ${sqlTextArray(PERMANENT_TYPES)})`
    case 'vanilla':
      return `('Creature' = ANY(c.types) AND c.oracle_text = '')`
    case 'funny':
      return 'c.is_funny'
    case 'reserved':
      return 'c.is_reserved'
    // CR 903.3: a legendary creature, Vehicle, or Spacecraft with power/toughness; 903.3a: "can be your commander"
    case 'commander':
      return (
        `(('Legendary' = ANY(c.supertypes) AND lower(${frontTypeLine}) LIKE '%legendary%' AND (lower(${frontTypeLine}) LIKE '%creature%' OR ` +
        `lower(${frontTypeLine}) LIKE '%vehicle%' OR (lower(${frontTypeLine}) LIKE '%spacecraft%' AND c.power IS NOT NULL))) ` +
        `OR c.oracle_id IN (SELECT x.oracle_id FROM cards x WHERE ${rulesText('x.oracle_text')} LIKE '%can be your commander%'))`
      )
    case 'historic':
      return `('Legendary' = ANY(c.supertypes) OR 'Artifact' = ANY(c.types) OR 'Saga' = ANY(c.subtypes))` // CR 700.6
    case 'split':
      return `(c.layout IN ('split', 'aftermath'))` // CR 709
    case 'flip':
      return `(c.layout = 'flip')`
    case 'transform':
      return `(c.layout = 'transform')`
    case 'meld':
      return `(c.layout = 'meld')`
    case 'leveler':
      return `(c.layout = 'leveler')` // CR 702.87b
    case 'adventure':
      return `(c.layout = 'adventure')`
    case 'mdfc':
      return `(c.layout = 'modal_dfc')`
    case 'dfc':
      return `(c.layout IN ('transform', 'modal_dfc', 'meld', 'reversible_card', 'double_faced_token'))` // CR 712
    case 'bear':
      return `('Creature' = ANY(c.types) AND c.mana_value = 2 AND c.power IS NOT DISTINCT FROM '2' AND c.toughness IS NOT DISTINCT FROM '2')`
    case 'party':
      return `('Creature' = ANY(c.types) AND c.subtypes && ${sqlTextArray(PARTY_TYPES)})`
    case 'outlaw':
      return `(c.subtypes && ${sqlTextArray(OUTLAW_TYPES)})`
    case 'hybrid':
      return `(${manaCostOf('c.mana_cost')} ~ '\\{([WUBRG]|2|C)/[WUBRG]')` // CR 107.4e
    case 'phyrexian':
      return `(${manaCostOf('c.mana_cost')} ~ '/P\\}')` // CR 107.4f
    case 'foil':
      return `('foil' = ANY(p.finishes))`
    case 'nonfoil':
      return `('nonfoil' = ANY(p.finishes))`
    case 'etched':
      return `('etched' = ANY(p.finishes))`
  }
}

export function compileFilter(f: Filter, params: SqlParams): string {
  switch (f.field) {
    case 'name':
      if (f.match.kind === 'regex') return `(c.name ~* ${params.add(postgresPattern(f.match.source), 'text')})`
      return `(c.normalized_name LIKE ${params.add(containsPattern(normalizeName(f.match.value)), 'text')})`
    case 'exact': {
      const name = params.add(f.name, 'text')
      // the normalized name finds the card on its index; a multi-faced card is found by a face's
      // name when no card has that name itself (!"lightning bolt" is Lightning Bolt, not also
      // "Emeritus of Conflict // Lightning Bolt")
      const own = `SELECT x.oracle_id FROM cards x WHERE x.normalized_name = ${params.add(normalizeName(f.name), 'text')} AND lower(x.name) = lower(${name})`
      return `(c.oracle_id IN (${own} UNION SELECT f.oracle_id FROM card_faces f WHERE lower(f.name) = lower(${name}) AND NOT EXISTS (${own})))`
    }
    case 'oracle':
      return oracleMatch(f.match, f.full, params)
    case 'type':
      if (f.match.kind === 'regex') return `(lower(c.type_line) ~* ${params.add(postgresPattern(f.match.source), 'text')})`
      return `(lower(c.type_line) LIKE ${params.add(containsPattern(f.match.value.toLowerCase()), 'text')})`
    case 'artist':
      return textOnColumn('p.artist', f.match, params, true)
    case 'flavor':
      return textOnColumn('p.flavor_text', f.match, params, true)
    case 'colors':
    case 'identity': {
      const col = f.field === 'colors' ? 'c.colors' : 'c.color_identity'
      const v = f.value
      if (v.kind === 'multicolor') return `(cardinality(${col}) ${f.op === '!=' ? '<' : '>='} 2)`
      if (v.kind === 'count') return `(cardinality(${col}) ${SQL_OP[f.op]} ${params.add(v.count, 'int')})`
      return colorSet(col, f.op, params.add(v.colors, 'text[]'))
    }
    case 'mana':
      return manaCompare(f.op, f.cost, params)
    case 'stat':
      return statCompare(f, params)
    case 'parity':
      return `(c.mana_value = floor(c.mana_value) AND mod(c.mana_value::numeric, 2) = ${f.parity === 'even' ? 0 : 1})`
    case 'rarity':
      return `(p.rarity = ANY(${params.add(f.rarities, 'text[]')}))`
    case 'set':
      return `(p.set_code = ${params.add(f.code, 'text')})`
    case 'settype':
      return `(p.set_code IN (SELECT s.code FROM sets s WHERE lower(s.type) = ${params.add(f.setType, 'text')}))`
    case 'number':
      return `(lower(p.collector_number) = lower(${params.add(f.value, 'text')}))`
    case 'year':
      return `(p.released_at IS NOT NULL AND extract(year FROM p.released_at) ${SQL_OP[f.op]} ${params.add(f.value, 'int')})`
    case 'price': {
      const col = `p.price_${f.currency}`
      return `(${col} IS NOT NULL AND ${col} ${SQL_OP[f.op]} ${params.add(f.value, 'numeric')})`
    }
    case 'border':
      return `(p.border_color IS NOT NULL AND p.border_color = ${params.add(f.value, 'text')})`
    case 'legality':
      return `(${f.statuses.map((s) => `c.legalities @> ${params.add(JSON.stringify({ [f.format]: s }), 'jsonb')}`).join(' OR ')})`
    case 'keyword':
      // arcanum_lower_array: IMMUTABLE, with a GIN index on the lower-cased keywords (search_indexes migration)
      return `(arcanum_lower_array(c.keywords) @> ARRAY[lower(${params.add(f.keyword, 'text')})])`
    case 'is':
      return isFlag(f.flag)
    case 'tag': {
      const tag = params.add(f.tag.toLowerCase(), 'text')
      return `(c.oracle_id IN (SELECT t.oracle_id FROM card_tags t WHERE t.slug = ${tag} OR lower(t.label) = ${tag}))`
    }
  }
}

export function compileNode(node: Node, params: SqlParams): string {
  switch (node.kind) {
    case 'and':
      return `(${node.children.map((c) => compileNode(c, params)).join(' AND ')})`
    case 'or':
      return `(${node.children.map((c) => compileNode(c, params)).join(' OR ')})`
    case 'not':
      return `(NOT ${compileNode(node.child, params)})`
    case 'term':
      return compileFilter(node.filter, params)
  }
}
