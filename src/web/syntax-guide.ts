// The search syntax guide (/explore/syntax), generated from the parser's own tables: every keyword
// spelling comes from src/search/keys.ts's ALIASES and every value list from src/search/vocabulary.ts,
// so the guide can't name a keyword the parser doesn't read or miss one it does. What is written by
// hand is one line and an example per canonical key (test/web/syntax-guide.test.ts fails when a key
// has none, or an example stops parsing).
import { ALIASES } from '../search/keys.js'
import { PREFERENCES } from '../search/ast.js'
import {
  BORDERS,
  FORMATS,
  FRAMES,
  GAMES,
  IS_FLAGS,
  LANGUAGES,
  ORDER_ALIASES,
  RARITIES,
  SET_TYPES,
  STAMPS,
  UNSUPPORTED_KEYS,
} from '../search/vocabulary.js'

export interface GuideKey {
  /** The canonical key, and every spelling the parser accepts for it. */
  key: string
  aliases: string[]
  operators: string
  about: string
  examples: string[]
  /** The values it takes, when it takes a fixed list. */
  values?: string[]
}

export interface GuideSection {
  id: string
  title: string
  keys: GuideKey[]
}

export interface SyntaxGuide {
  sections: GuideSection[]
  /** Scryfall keywords this store has no data for, each with the reason a search gives. */
  unsupported: { key: string; reason: string }[]
}

const CMP = ': = != < <= > >='
const TEXT = ': = !='

type Doc = [section: string, operators: string, about: string, examples: string[], values?: readonly string[]]

/** One line and examples per canonical key of ALIASES; the section they appear in. */
export const KEY_DOCS: Record<string, Doc> = {
  name: [
    'text',
    TEXT,
    'Words in the card name (a bare word searches names too; !"…" is an exact name).',
    ['name:bolt', '!"Lightning Bolt"'],
  ],
  oracle: [
    'text',
    TEXT,
    'Words or a phrase in the Oracle text; ~ stands for the card’s name; /regex/ allowed.',
    ['o:"draw a card"', 'o:/^{T}:/'],
  ],
  fulloracle: ['text', TEXT, 'Like o:, including reminder text.', ['fo:"can’t be countered"']],
  type: ['text', TEXT, 'A supertype, card type or subtype on the type line.', ['t:legendary t:creature', 't:dragon']],
  flavor: ['text', TEXT, 'Words in the flavor text.', ['ft:mishra']],
  keyword: ['text', TEXT, 'A keyword ability the card has.', ['kw:kicker', 'kw:flying']],
  colors: [
    'colors',
    CMP,
    'The card’s colors: letters (wubrg, c for colorless, m for multicolor), names or guild/shard names.',
    ['c:rg', 'c>=esper', 'c=1'],
  ],
  identity: ['colors', CMP, 'Color identity, for Commander: id<=… fits a commander of those colors.', ['id<=gruul', 'id:c']],
  mana: ['mana', CMP, 'Mana symbols in the cost.', ['m:{G}{G}', 'm>{2}{U}']],
  devotion: ['mana', CMP, 'Devotion to a color (hybrid counts for both).', ['devotion:{G}{G}{G}']],
  produces: ['mana', CMP, 'The colors of mana the card’s abilities make.', ['produces:wu', 't:land produces=c']],
  manavalue: ['mana', CMP, 'Mana value (converted mana cost); also even / odd.', ['mv=3', 'cmc>=7', 'mv:odd']],
  power: ['stats', CMP, 'Power; compare with another stat too.', ['pow>=5', 'pow>tou']],
  toughness: ['stats', CMP, 'Toughness.', ['tou<=1']],
  loyalty: ['stats', CMP, 'Starting loyalty.', ['loy=3']],
  defense: ['stats', CMP, 'A battle’s defense.', ['def>4']],
  powtou: ['stats', CMP, 'Power plus toughness.', ['pt>=10']],
  rarity: ['printings', CMP, 'Rarity of a printing (in Scryfall’s order).', ['r:mythic', 'r>=rare'], RARITIES],
  set: ['printings', TEXT, 'A set code.', ['e:dom', 's:znr']],
  settype: ['printings', TEXT, 'The type of a set.', ['st:masters'], SET_TYPES],
  number: ['printings', CMP, 'Collector number.', ['cn>=250']],
  block: ['printings', TEXT, 'A block, by any of its set codes.', ['b:zen']],
  in: ['printings', TEXT, 'Ever printed in a set, set type, game or language.', ['in:dom', '-in:core'], [...SET_TYPES, ...GAMES]],
  year: ['printings', CMP, 'Release year of a printing.', ['year<=1995']],
  date: ['printings', CMP, 'Release date of a printing, or a set code standing for its date.', ['date>=2020-01-01', 'date<dom']],
  prints: ['printings', CMP, 'How many printings the card has.', ['prints=1']],
  sets: ['printings', CMP, 'How many sets the card was printed in.', ['sets>=10']],
  paperprints: ['printings', CMP, 'How many paper printings the card has.', ['paperprints>5']],
  papersets: ['printings', CMP, 'How many paper sets the card was printed in.', ['papersets<2']],
  game: ['printings', TEXT, 'Available in a game.', ['game:arena'], GAMES],
  artist: ['printings', TEXT, 'An artist’s name.', ['a:"rebecca guay"']],
  artists: ['printings', CMP, 'How many artists the printing credits.', ['artists>1']],
  watermark: ['printings', TEXT, 'A watermark.', ['wm:orzhov']],
  stamp: ['printings', TEXT, 'A security stamp.', ['stamp:acorn'], STAMPS],
  lang: ['printings', TEXT, 'A printing’s language.', ['lang:en'], [...new Set(Object.values(LANGUAGES))]],
  frame: ['printings', TEXT, 'A frame version or frame effect.', ['frame:1997'], FRAMES],
  border: ['printings', TEXT, 'A border color.', ['border:white'], BORDERS],
  new: ['printings', TEXT, 'What first appeared in a printing (art, flavor, frame, rarity, language).', ['new:art']],
  oracleid: ['printings', TEXT, 'The card’s Oracle id.', ['oracleid:d9cb1b2d-0b8a-4c5a-9b8c-4b0d8a6f9f39']],
  usd: ['prices', CMP, 'Price in US dollars.', ['usd<1', 'usd>=20']],
  eur: ['prices', CMP, 'Price in euros.', ['eur<0.5']],
  tix: ['prices', CMP, 'Price in MTGO tickets.', ['tix>5']],
  cheapest: ['prices', TEXT, 'Only the cheapest printing of each card in that currency.', ['cheapest:usd']],
  format: ['formats', TEXT, 'Legal (or restricted) in a format.', ['f:modern', 'legal:commander'], FORMATS],
  banned: ['formats', TEXT, 'Banned in a format.', ['banned:legacy'], FORMATS],
  restricted: ['formats', TEXT, 'Restricted in a format.', ['restricted:vintage'], FORMATS],
  is: [
    'flags',
    TEXT,
    'A property: spell, permanent, a layout, a land cycle, a printing’s finish…',
    ['is:commander', 'is:dfc', 'is:fetchland'],
    Object.keys(IS_FLAGS),
  ],
  not: ['flags', TEXT, 'The opposite of is:.', ['not:reprint']],
  has: ['flags', TEXT, 'Has a part: a watermark, a color indicator…', ['has:watermark']],
  tag: ['flags', TEXT, 'One of this store’s tags (the card page lists a card’s tags).', ['tag:type-sorcery']],
  oracletag: ['flags', TEXT, 'A function tag read from the Oracle text.', ['otag:ramp']],
  arttag: ['flags', TEXT, 'An art tag on a printing’s illustration (or one of its child tags).', ['atag:dragon']],
  order: ['display', ': =', 'Sort order (the page’s Sort by does the same).', ['order:released', 'order:usd'], Object.keys(ORDER_ALIASES)],
  dir: ['display', ': =', 'Sort direction.', ['dir:desc'], ['asc', 'desc', 'auto']],
  unique: ['display', ': =', 'One row per card, per printing or per artwork.', ['unique:prints'], ['cards', 'prints', 'art']],
  prefer: ['display', ': =', 'Which printing stands for a card.', ['prefer:oldest'], PREFERENCES],
  display: ['display', ': =', 'How the results are shown (the page’s Display does the same).', ['as:checklist']],
  include: ['display', ': =', 'Also tokens, emblems, art cards and other extras.', ['include:extras'], ['extras']],
}

const SECTIONS: [id: string, title: string][] = [
  ['text', 'Names, text and types'],
  ['colors', 'Colors and color identity'],
  ['mana', 'Mana costs and mana value'],
  ['stats', 'Power, toughness, loyalty and defense'],
  ['printings', 'Sets, printings and artists'],
  ['prices', 'Prices'],
  ['formats', 'Formats and legality'],
  ['flags', 'Properties and tags'],
  ['display', 'Sorting and display'],
]

/** The keys the parser reads, each with every spelling of it, in ALIASES' order. */
export function parserKeys(): Map<string, string[]> {
  const keys = new Map<string, string[]>()
  for (const [alias, key] of Object.entries(ALIASES)) keys.set(key, [...(keys.get(key) ?? []), alias])
  return keys
}

export function syntaxGuide(): SyntaxGuide {
  const keys = parserKeys()
  const sections = SECTIONS.map(([id, title]) => ({
    id,
    title,
    keys: [...keys]
      .filter(([key]) => KEY_DOCS[key]?.[0] === id)
      .map(([key, aliases]): GuideKey => {
        const [, operators, about, examples, values] = KEY_DOCS[key]!
        return { key, aliases, operators, about, examples, ...(values && { values: [...values] }) }
      }),
  }))
  const unsupported = Object.entries(UNSUPPORTED_KEYS).map(([key, reason]) => ({ key, reason }))
  return { sections, unsupported }
}
