// Scryfall's catalogs (https://scryfall.com/docs/api/catalogs): lists of names and values, read
// from the store. A type's catalog is the subtypes of the cards and faces with that card type
// (CR 205.3): a creature's are creature types, an artifact's (not a creature's) artifact types.
import type { Db } from './cards.js'
import { run, sql, type Statement } from './typed-sql.js'

/** Every characteristic-bearing object: single-faced cards, and the faces of the others. Extras are not cards. */
const OBJECTS = `(
  SELECT c.types, c.subtypes, c.supertypes, c.power, c.toughness, c.loyalty, c.defense FROM cards c
   WHERE NOT c.is_extra AND NOT EXISTS (SELECT 1 FROM card_faces f WHERE f.oracle_id = c.oracle_id)
  UNION ALL
  SELECT f.types, f.subtypes, f.supertypes, f.power, f.toughness, f.loyalty, f.defense FROM card_faces f
    JOIN cards c ON c.oracle_id = f.oracle_id WHERE NOT c.is_extra) o`

const subtypesOf = (where: string) => `SELECT DISTINCT s AS v FROM ${OBJECTS}, unnest(o.subtypes) s WHERE ${where}`
const valuesOf = (column: string) => `SELECT DISTINCT o.${column} AS v FROM ${OBJECTS} WHERE o.${column} IS NOT NULL`
const KINDRED = `(o.types && ARRAY['Creature', 'Kindred', 'Tribal'])`

/** Catalog name → a statement returning its values as column v. */
const CATALOGS = {
  'card-names': 'SELECT DISTINCT name AS v FROM cards WHERE NOT is_extra',
  'artist-names': 'SELECT DISTINCT artist AS v FROM printings WHERE artist IS NOT NULL',
  // lower-cased, as Scryfall's word bank is
  'word-bank': `SELECT DISTINCT lower(w) AS v FROM cards c, regexp_split_to_table(c.name, '[\\s,:"!?]+|\\s//\\s') w WHERE NOT c.is_extra AND w <> '' AND w <> '//'`,
  supertypes: `SELECT DISTINCT s AS v FROM ${OBJECTS}, unnest(o.supertypes) s`,
  'card-types': `SELECT DISTINCT s AS v FROM ${OBJECTS}, unnest(o.types) s`,
  'creature-types': subtypesOf(KINDRED),
  'planeswalker-types': subtypesOf(`'Planeswalker' = ANY(o.types)`),
  'land-types': subtypesOf(`'Land' = ANY(o.types) AND NOT ${KINDRED}`),
  'artifact-types': subtypesOf(`'Artifact' = ANY(o.types) AND NOT ${KINDRED}`),
  'enchantment-types': subtypesOf(`'Enchantment' = ANY(o.types) AND NOT ${KINDRED}`),
  'spell-types': subtypesOf(`o.types && ARRAY['Instant', 'Sorcery'] AND NOT ${KINDRED}`),
  'battle-types': subtypesOf(`'Battle' = ANY(o.types)`),
  powers: valuesOf('power'),
  toughnesses: valuesOf('toughness'),
  loyalties: valuesOf('loyalty'),
  defenses: valuesOf('defense'),
  watermarks: 'SELECT DISTINCT watermark AS v FROM printings WHERE watermark IS NOT NULL',
  'keyword-abilities': "SELECT name AS v FROM keywords WHERE kind = 'ability'",
  'keyword-actions': "SELECT name AS v FROM keywords WHERE kind = 'action'",
  'ability-words': "SELECT name AS v FROM keywords WHERE kind = 'ability_word'",
} as const

export type CatalogName = keyof typeof CATALOGS
export const CATALOG_NAMES = Object.keys(CATALOGS) as CatalogName[]

/** Each catalog's statement: its values, none of them NULL. */
const STATEMENTS = Object.fromEntries(
  CATALOG_NAMES.map((name) => [name, sql(`catalog.${name}`, `SELECT v AS "v!" FROM (${CATALOGS[name]}) x WHERE v IS NOT NULL`)]),
) as { [K in CatalogName]: Statement<`catalog.${K}`> }

/** A catalog's values, sorted (numbers as numbers, the rest by code point, as Scryfall sorts them). */
export async function catalog(db: Db, name: CatalogName): Promise<string[]> {
  const values = (await run(db, STATEMENTS[name], [])).map((r) => r.v)
  const numeric = (v: string) => (/^[+-]?\d+(\.\d+)?$/.test(v) ? Number(v) : null)
  return values.sort((a, b) => {
    const x = numeric(a)
    const y = numeric(b)
    if (x !== null && y !== null) return x - y || (a < b ? -1 : a > b ? 1 : 0)
    if (x !== null) return -1
    if (y !== null) return 1
    return a.localeCompare(b, 'en')
  })
}
