// Scryfall's nicknames for land cycles (is:dual, is:fetchland, …), each recognized by what its
// Oracle text and type line say, never by a list of names: a new land printed in an old cycle's
// template is found too. Both templates of Oracle text are read: "~ enters the battlefield tapped"
// (files before 2024) and "~ enters tapped"; the card's own name and "this land" both read "~".
import type { LandNickname } from './ast.js'
import { rulesText, selfReferenced } from './sql-fragments.js'

/** A regex as a SQL string literal (constant patterns only; never a value from a query). */
const re = (pattern: string) => `'${pattern.replace(/'/g, "''")}'`

const TEXT = selfReferenced(rulesText('c.oracle_text'))
const matches = (pattern: string) => `${TEXT} ~ ${re(pattern)}`
const BASIC_TYPES = `ARRAY['Plains','Island','Swamp','Mountain','Forest']::text[]`
/** How many basic land types the card has (CR 205.3i). */
const basicTypes = (n: number) => `cardinality(ARRAY(SELECT unnest(c.subtypes) INTERSECT SELECT unnest(${BASIC_TYPES}))) = ${n}`

const ENTERS = '~ enters( the battlefield)?'
const TAPPED = `${ENTERS} tapped`
const COLOR = '\\{[wubrg]\\}'
const TWO_COLORS = `\\{t\\}: add ${COLOR} or ${COLOR}`
const BASIC = '(plains|island|swamp|mountain|forest)'

const CYCLES: Record<LandNickname, string[]> = {
  // Alpha's ten: two basic land types and no rules text at all (CR 305.6 gives the mana abilities)
  dual: [basicTypes(2), `${TEXT} = ''`, `cardinality(c.supertypes) = 0`],
  shockland: [basicTypes(2), matches(`you may pay 2 life\\. if you don't, (it|~) enters( the battlefield)? tapped`)],
  // the ten that pay 1 life for one of two basic land types
  fetchland: [matches(`(^|\\n)\\{t\\}, pay 1 life, sacrifice ~: search your library for an? ${BASIC} or ${BASIC} card`)],
  checkland: [matches(`${TAPPED} unless you control an? ${BASIC} or an? ${BASIC}\\.`)],
  fastland: [matches(`${TAPPED} unless you control two or fewer other lands`)],
  painland: [matches('\\{t\\}: add \\{c\\}\\.'), matches(`${TWO_COLORS}\\. ~ deals 1 damage to you`)],
  // the Alara and Khans tri-lands: nothing but entering tapped and three colors
  triland: [matches(`^${TAPPED}\\.\\n\\{t\\}: add ${COLOR}, ${COLOR}, or ${COLOR}\\.$`)],
  triome: [basicTypes(3)],
  bounceland: [matches(`when ${ENTERS}, return a land you control to its owner's hand`)],
  bikeland: [basicTypes(2), `'Cycling' = ANY(c.keywords)`, matches(`${TAPPED}\\.`)],
  canopyland: [matches(`\\{t\\}, pay 1 life: add ${COLOR} or ${COLOR}`), matches('sacrifice ~: draw a card')],
  filterland: [
    `(${matches(`\\{[wubrg]/[wubrg]\\}, \\{t\\}: add (\\{[wubrg]\\}\\{[wubrg]\\}, ){2}or \\{[wubrg]\\}\\{[wubrg]\\}`)} OR ${matches(
      `(^|\\n)\\{1\\}, \\{t\\}: add ${COLOR}${COLOR}\\.`,
    )})`,
  ],
  gainland: [matches(`${TAPPED}\\.`), matches(`when ${ENTERS}, you gain 1 life\\.`), matches(TWO_COLORS)],
  scryland: [matches(`${TAPPED}\\.`), matches(`when ${ENTERS}, scry 1\\.`)],
  shadowland: [
    matches(
      `as ${ENTERS}, you may reveal an? ${BASIC} or ${BASIC} card from your hand\\. if you don't, (it|~) enters( the battlefield)? tapped`,
    ),
  ],
  storageland: [matches('storage counter')],
  creatureland: [matches('~ becomes an? [^\\n]*creature'), matches("it's still a land")],
  tangoland: [basicTypes(2), matches(`${TAPPED} unless you control two or more basic lands`)],
}

/** A land of the cycle: SQL over the card row `c`. */
export function landCycle(nickname: LandNickname): string {
  return `('Land' = ANY(c.types) AND ${CYCLES[nickname].join(' AND ')})`
}

export const LAND_NICKNAMES = Object.keys(CYCLES) as LandNickname[]
