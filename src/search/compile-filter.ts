// One filter → one SQL boolean over `c` (cards) and, for printing-level filters, `p` (printings).
// Every expression is written to be TRUE or FALSE, never NULL, so "-term" is the exact complement
// of "term" (a card with no power is matched by -pow>3).
import type {
  Color,
  ColorValue,
  Comparison,
  Filter,
  IsFlag,
  ManaCost,
  NewAttribute,
  Node,
  PrintCount,
  PrintingFlag,
  StatName,
  TextMatch,
} from './ast.js'
import { PRINTING_FLAG_NAMES } from './ast.js'
import { normalizeName } from '../store/normalize-name.js'
import { LAND_NICKNAMES, landCycle } from './land-cycles.js'
import { postgresPattern } from './regex.js'
import { containsPattern, escapeLike, type SqlParams } from './sql-params.js'
import { frontTypeLine, manaCostOf, rarityIn, rulesText, selfReferenced, statNumber } from './sql-fragments.js'
import { communityTagTargets } from './community-tags.js'

const SQL_OP: Record<Comparison, string> = { '=': '=', '!=': '<>', '<': '<', '<=': '<=', '>': '>', '>=': '>=' }

const STAT_EXPR: Record<StatName, string> = {
  power: statNumber('c.power'),
  toughness: statNumber('c.toughness'),
  loyalty: statNumber('c.loyalty'),
  defense: statNumber('c.defense'),
  powtou: `(${statNumber('c.power')} + ${statNumber('c.toughness')})`,
  manavalue: 'c.mana_value::numeric',
}

/** Layouts whose every face can be cast on its own (CR 709 split cards, 712 modal DFCs, 715 adventures). */
const CAST_APART_LAYOUTS = ['split', 'aftermath', 'modal_dfc', 'adventure', 'prepare']
const NOT_CAST_TYPES = ['Plane', 'Phenomenon', 'Scheme', 'Vanguard', 'Dungeon', 'Emblem', 'Conspiracy']
const PERMANENT_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'] // CR 110.4
const PARTY_TYPES = ['Cleric', 'Rogue', 'Warrior', 'Wizard'] // CR 700.8
const OUTLAW_TYPES = ['Assassin', 'Mercenary', 'Pirate', 'Rogue', 'Warlock'] // CR 700.12

const sqlTextArray = (items: string[]) => `ARRAY[${items.map((t) => `'${t}'`).join(',')}]::text[]`
const sqlTextList = (items: string[]) => `(${items.map((t) => `'${t}'`).join(',')})`

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

/**
 * m: against the columns the database computes from each cost (migration search_mana_columns):
 * the non-generic symbols as a set of occurrences ("{W}1", "{W}2") and the generic amount. A cost
 * holds another's symbols when the set contains the other's (GIN-indexed), so "at least", "at
 * most" and "exactly" are containment (one way, the other, or one way and as many symbols) plus a
 * comparison of the generic amounts.
 */
function manaCompare(op: Comparison, cost: ManaCost, params: SqlParams): string {
  const occurrences = Object.entries(cost.symbols).flatMap(([symbol, n]) => Array.from({ length: n }, (_, i) => `${symbol}${i + 1}`))
  const generic = params.add(cost.generic, 'int')
  const symbols = occurrences.length ? params.add(occurrences, 'text[]') : null
  const holds = symbols ? [`c.mana_symbols @> ${symbols}`] : []
  const within = symbols ? `c.mana_symbols <@ ${symbols}` : `c.mana_symbols = '{}'`
  // When the cost must hold symbols, the GIN index finds the candidates and the generic amount is a
  // filter on them: written as an expression (+ 0) so the planner does not also read the generic
  // amount's index and AND the bitmaps (m:2WW read 16,000 entries of it to keep 734 of 1,084 rows).
  // "At most" keeps the index: there it narrows what containment alone lets through. A cost of
  // generic mana only (m=3, m<=2) reads the partial index of symbol-less costs (migration
  // search_mana_generic_only).
  const g = symbols ? '(c.mana_generic + 0)' : 'c.mana_generic'
  const atLeast = `(${[...holds, `${g} >= ${generic}`].join(' AND ')})`
  // exactly: holding the symbols and no more of them (the occurrences are a set, so as many as asked)
  const same = symbols ? `cardinality(c.mana_symbols) = ${occurrences.length}` : within // a count, not a value from the query
  const exactly = `(${[...holds, same, `${g} = ${generic}`].join(' AND ')})`
  const atMost = `(${within} AND c.mana_generic <= ${generic})`
  switch (op) {
    case '>=':
      return atLeast
    case '=':
      return exactly
    case '!=':
      return `NOT ${exactly}`
    case '<=':
      return atMost
    case '>':
      return `(${atLeast} AND NOT ${exactly})`
    case '<':
      return `(${atMost} AND NOT ${exactly})`
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

/** Eligible to lead a deck: CR 903.3 (a legendary creature, Vehicle or Spacecraft with P/T), 903.3a ("can be your commander"). */
const COMMANDER_ELIGIBLE =
  `(('Legendary' = ANY(c.supertypes) AND lower(${frontTypeLine}) LIKE '%legendary%' AND (lower(${frontTypeLine}) LIKE '%creature%' OR ` +
  `lower(${frontTypeLine}) LIKE '%vehicle%' OR (lower(${frontTypeLine}) LIKE '%spacecraft%' AND c.power IS NOT NULL))) ` +
  `OR c.oracle_id IN (SELECT x.oracle_id FROM cards x WHERE ${rulesText('x.oracle_text')} LIKE '%can be your commander%'))`
/** Brawl also lets a legendary planeswalker lead (Brawl's own rules, beside CR 903). */
const BRAWL_ELIGIBLE = `(${COMMANDER_ELIGIBLE} OR ('Legendary' = ANY(c.supertypes) AND lower(${frontTypeLine}) LIKE '%planeswalker%'))`
const playable = (format: string) => `(c.legalities @> '{"${format}": "legal"}' OR c.legalities @> '{"${format}": "restricted"}')`

/**
 * A reprint: its source says so (MTGJSON's isReprint), or it was released later than the card's
 * first printing in this store (cards.first_released_at, kept by triggers on printings: migration
 * search_printing_summary; every printing term is read beside its card `c`).
 */
const REPRINT = `(p.reprint OR (p.released_at IS NOT NULL AND p.released_at > c.first_released_at))`

/**
 * `value` is in the array column: containment, which a GIN index serves (frame effects: migration
 * search_printing_flag_indexes); FALSE, not NULL, where the column is NULL (a printing stored
 * before it existed), since NULL AND FALSE is FALSE.
 */
const inArray = (value: string, col: string) => `(${col} @> ARRAY[${value}]::text[] AND ${col} IS NOT NULL)`

/** is:/has: on a printing's own fields, as the importer stores them from MTGJSON (isPromo, frameEffects, promoTypes, …). */
const PRINTING_FLAG_SQL: Record<PrintingFlag, string> = {
  digital: 'p.digital',
  promo: 'p.promo',
  spotlight: 'p.story_spotlight',
  fullart: 'p.full_art',
  hires: 'p.highres_image',
  booster: 'p.booster',
  textless: 'p.textless',
  oversized: 'p.oversized',
  variation: 'p.variation',
  showcase: inArray(`'showcase'`, 'p.frame_effects'),
  extendedart: inArray(`'extendedart'`, 'p.frame_effects'),
  colorshifted: inArray(`'colorshifted'`, 'p.frame_effects'),
  borderless: `(p.border_color IS NOT DISTINCT FROM 'borderless')`,
  masterpiece: `(p.set_code IN (SELECT s.code FROM sets s WHERE s.type = 'masterpiece'))`,
  datestamped: inArray(`'datestamped'`, 'p.promo_types'),
  prerelease: inArray(`'prerelease'`, 'p.promo_types'),
  playtest: inArray(`'playtest'`, 'p.promo_types'),
  watermark: '(p.watermark IS NOT NULL)',
}

function isFlag(flag: IsFlag): string {
  if ((LAND_NICKNAMES as string[]).includes(flag)) return landCycle(flag as (typeof LAND_NICKNAMES)[number])
  if ((PRINTING_FLAG_NAMES as readonly string[]).includes(flag)) return PRINTING_FLAG_SQL[flag as PrintingFlag]
  switch (flag) {
    // cast as a spell: a face that can be cast (the front; any face of a card whose faces are cast
    // apart) that is not a land (CR 305.9: a land with other types is still never cast) nor an
    // extra (planes, schemes, …). Emeria's Call (Sorcery // Land) is one; Dryad Arbor and Ancient Den are not.
    case 'spell': {
      const castable = (t: string) =>
        `(cardinality(${t}) > 0 AND NOT ('Land' = ANY(${t})) AND NOT (${t} && ${sqlTextArray(NOT_CAST_TYPES)}))`
      return (
        `(CASE WHEN EXISTS (SELECT 1 FROM card_faces f WHERE f.oracle_id = c.oracle_id) ` +
        `THEN EXISTS (SELECT 1 FROM card_faces f WHERE f.oracle_id = c.oracle_id AND ${castable('f.types')} ` +
        `AND (f.position = 0 OR c.layout IN ${sqlTextList(CAST_APART_LAYOUTS)})) ELSE ${castable('c.types')} END)`
      )
    }
    case 'permanent':
      return `(c.types && ${sqlTextArray(PERMANENT_TYPES)})`
    case 'vanilla':
      return `('Creature' = ANY(c.types) AND c.oracle_text = '')`
    case 'funny':
      return 'c.is_funny'
    case 'reserved':
      return 'c.is_reserved'
    case 'gamechanger':
      return 'c.game_changer'
    case 'commander':
      return COMMANDER_ELIGIBLE
    case 'brawler':
      return `(${BRAWL_ELIGIBLE} AND ${playable('brawl')})`
    case 'duelcommander':
      return `(${COMMANDER_ELIGIBLE} AND ${playable('duel')})`
    case 'companion':
      return `('Companion' = ANY(c.keywords))` // CR 702.139
    case 'partner':
      return `('Partner' = ANY(c.keywords) OR 'Partner with' = ANY(c.keywords))` // CR 702.124
    case 'modal':
      // "Choose one —", "Choose one or more —", "Choose two —" … (CR 700.2); Spree (CR 702.172)
      // the LIKE finds the candidates on the trigram index of the rules text, the regex decides;
      // Spree by containment, on the keywords' GIN index: both arms indexed, a bitmap OR of them
      // instead of the rules text of every card
      return `((${rulesText('c.oracle_text')} LIKE '%choose %' AND ${rulesText('c.oracle_text')} ~ '\\mchoose [^\\n—.]{0,40}—') OR c.keywords @> ARRAY['Spree']::text[])`
    case 'frenchvanilla':
      // a creature whose rules text is keyword abilities only: computed by the database whenever a
      // card row is written (generated column, migration search_french_vanilla, which defines it)
      return `(c.french_vanilla)`
    case 'unique':
      return `(c.set_count = 1)`
    // tokens and emblems (CR 111, 114), imported from MTGJSON's token lists
    case 'token':
      return `(c.layout IN ('token', 'double_faced_token', 'emblem') OR c.type_line LIKE 'Token%' OR c.type_line LIKE 'Emblem%')`
    case 'indicator':
      return `(cardinality(c.color_indicator) > 0)` // CR 204
    case 'reprint':
      return REPRINT
    case 'firstprint':
      return `(NOT ${REPRINT})`
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
  /* c8 ignore next */
  throw new Error(`no SQL for is:${flag}`)
}

const NEW_COLUMN: Record<NewAttribute, string> = {
  rarity: 'rarity',
  artist: 'artist',
  flavor: 'flavor_text',
  frame: 'frame',
  language: 'language',
  art: 'illustration_id',
}

/** A printing with a value of the attribute new: compares, and a release date to compare it by. */
export function printedWith(attribute: NewAttribute): string {
  return `(p.${NEW_COLUMN[attribute]} IS NOT NULL AND p.released_at IS NOT NULL)`
}

/** new:rarity, new:artist, …: no earlier printing of the card in this store has this printing's value. */
function firstWith(attribute: NewAttribute): string {
  const col = NEW_COLUMN[attribute]
  return (
    `(${printedWith(attribute)} AND NOT EXISTS (SELECT 1 FROM printings x ` +
    `WHERE x.oracle_id = p.oracle_id AND x.${col} = p.${col} AND x.released_at < p.released_at))`
  )
}

/** The card's counts of printings and sets, in all and in paper (kept by triggers on printings: migration search_printing_summary). */
const PRINT_COUNT: Record<PrintCount, string> = {
  prints: 'c.printing_count',
  sets: 'c.set_count',
  paperprints: 'c.paper_printing_count',
  papersets: 'c.paper_set_count',
}

/** prints>=10, sets=1: a comparison of the card's count (0 for a card without printings). */
function printCount(count: PrintCount, op: Comparison, ref: string): string {
  return `(${PRINT_COUNT[count]} ${SQL_OP[op]} ${ref})`
}

/** How many mana symbols of a cost are (or contain, for hybrids) one of the colors: devotion (CR 700.5). */
function devotion(colors: Color[], params: SqlParams): string {
  return `(SELECT count(*) FROM unnest(c.mana_symbols) AS s WHERE s ~ ${params.add(`[${colors.join('')}]`, 'text')})`
}

/** produces: on the column the database computes from the Oracle text (migration search_mana_columns); cards that add no mana never match. */
function produces(op: Comparison, value: ColorValue, params: SqlParams): string {
  const colors = value.kind === 'set' ? value.colors : []
  return `(cardinality(c.produced_mana) > 0 AND ${colorSet('c.produced_mana', op, params.add(colors, 'text[]'))})`
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
      if (f.match.kind === 'regex') return `(c.type_line_lower ~* ${params.add(postgresPattern(f.match.source), 'text')})`
      return `(c.type_line_lower LIKE ${params.add(containsPattern(f.match.value.toLowerCase()), 'text')})`
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
      return rarityIn(params.add(f.rarities, 'text[]'))
    case 'set':
      return `(p.set_code = ${params.add(f.code, 'text')})`
    case 'settype':
      return `(p.set_code IN (SELECT s.code FROM sets s WHERE lower(s.type) = ${params.add(f.setType, 'text')}))`
    case 'number':
      return `(lower(p.collector_number) = lower(${params.add(f.value, 'text')}))`
    case 'numberCompare':
      // the collector number's leading digits ("123a" is 123), indexed (migration search_lookup_indexes); no digits, no comparison
      return `(arcanum_collector_number(p.collector_number) IS NOT NULL AND arcanum_collector_number(p.collector_number) ${SQL_OP[f.op]} ${params.add(f.value, 'int')})`
    case 'oracleId':
      return `(c.oracle_id = ${params.add(f.id, 'text')}::uuid)`
    case 'date':
      return `(p.released_at IS NOT NULL AND p.released_at ${SQL_OP[f.op]} ${params.add(f.date, 'text')}::date)`
    case 'setDate':
      return `COALESCE(p.released_at ${SQL_OP[f.op]} (SELECT s.release_date FROM sets s WHERE s.code = ${params.add(f.code, 'text')}), FALSE)`
    case 'printCount':
      return printCount(f.count, f.op, params.add(f.value, Number.isInteger(f.value) ? 'int' : 'numeric'))
    case 'artistCount':
      return `(p.artist IS NOT NULL AND cardinality(string_to_array(p.artist, ' & ')) ${SQL_OP[f.op]} ${params.add(f.value, 'numeric')})`
    case 'in': {
      const v = params.add(f.value, 'text')
      const where = {
        set: `x.set_code = ${v}`,
        rarity: `x.rarity = ${v}`,
        language: `x.language = ${v}`,
        settype: `x.set_code IN (SELECT s.code FROM sets s WHERE lower(s.type) = ${v})`,
        game: `${v} = ANY(x.games)`,
      }[f.what]
      return `EXISTS (SELECT 1 FROM printings x WHERE x.oracle_id = c.oracle_id AND ${where})`
    }
    case 'language':
      return f.lang === 'any' ? 'TRUE' : `(p.language = ${params.add(f.lang, 'text')})`
    case 'frame':
      return `(p.frame IS NOT NULL AND p.frame = ${params.add(f.frame, 'text')})`
    case 'frameEffect':
      return inArray(params.add(f.effect, 'text'), 'p.frame_effects')
    case 'game':
      return inArray(params.add(f.game, 'text'), 'p.games')
    case 'stamp':
      return `(p.security_stamp IS NOT NULL AND p.security_stamp = ${params.add(f.stamp, 'text')})`
    case 'watermark': {
      // MTGJSON writes a set symbol's watermark with its set, "set (DOM)": wm:set finds it too
      const v = params.add(f.watermark, 'text')
      return `(p.watermark IS NOT NULL AND (lower(p.watermark) = ${v} OR lower(p.watermark) LIKE ${v} || ' (%'))`
    }
    case 'block': {
      // b:zen names the block by one of its sets' codes (Scryfall's block codes are the first set's); b:"zendikar" by its name
      const v = params.add(f.block, 'text')
      return (
        `(p.set_code IN (SELECT s.code FROM sets s WHERE s.block IS NOT NULL AND (lower(s.block) = ${v} ` +
        `OR s.block = (SELECT b.block FROM sets b WHERE b.code = upper(${v})))))`
      )
    }
    case 'new':
      return firstWith(f.attribute)
    case 'cheapest': {
      const col = `price_${f.currency}`
      // each card's lowest price, in one grouped pass over the priced printings
      return `(p.${col} IS NOT NULL AND (p.oracle_id, p.${col}) IN (SELECT x.oracle_id, min(x.${col}) FROM printings x WHERE x.${col} IS NOT NULL GROUP BY x.oracle_id))`
    }
    case 'devotion': {
      const test = `${devotion(f.colors, params)} ${SQL_OP[f.op]} ${params.add(f.count, 'int')}`
      // a symbol of a color makes the card that color (CR 105.2), so devotion of 1 or more needs one
      // of the colors: the GIN index on colors narrows the cards to count symbols of
      const holdsForZero = { '=': f.count === 0, '!=': f.count !== 0, '<': f.count > 0, '<=': true, '>': false, '>=': f.count <= 0 }[f.op]
      return holdsForZero ? `(${test})` : `(c.colors && ${params.add(f.colors, 'text[]')} AND ${test})`
    }
    case 'produces':
      return produces(f.op, f.value, params)
    case 'oracleTag': {
      const tag = params.add(f.tag.toLowerCase(), 'text')
      // ours (extracted, inferred) or the community's (Tagger, curated) with their child tags
      return `(c.oracle_id IN (SELECT t.oracle_id FROM card_tags t WHERE t.provenance IN ('extracted', 'inferred') AND (t.slug = ${tag} OR lower(t.label) = ${tag})) OR c.oracle_id IN ${communityTagTargets('oracle', tag)})`
    }
    case 'artTag':
      return `(p.illustration_id IN ${communityTagTargets('art', params.add(f.tag.toLowerCase(), 'text'))})`
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
