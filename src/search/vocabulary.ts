// The fixed values keywords take: formats, rarities, is: flags, languages, orders, set types, and
// the Scryfall keywords this store has no data for (each with the reason its warning gives).
import type { IsFlag, Order } from './ast.js'

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

/** Formats Scryfall's syntax names whose legalities this store's data lacks: f: on them is ignored with a warning. */
export const FORMATS_WITHOUT_DATA = ['tlr']

/** Scryfall's rarity order, used by comparisons and order:rarity. */
export const RARITIES = ['common', 'uncommon', 'rare', 'special', 'mythic', 'bonus']
export const RARITY_ALIASES: Record<string, string> = {
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

export const BORDERS = ['black', 'white', 'silver', 'borderless', 'gold']

/** MTGJSON's and Scryfall's frame versions (printings.frame). */
export const FRAMES = ['1993', '1997', '2003', '2015', 'future']

export const GAMES = ['paper', 'mtgo', 'arena', 'astral', 'sega']

/** Scryfall's security stamps (printings.security_stamp). */
export const STAMPS = ['oval', 'triangle', 'acorn', 'circle', 'arena', 'heart']

/** Scryfall's set types (sets.type), which in: also takes (-in:core). */
export const SET_TYPES = [
  'core',
  'expansion',
  'masters',
  'eternal',
  'alchemy',
  'masterpiece',
  'arsenal',
  'from_the_vault',
  'spellbook',
  'premium_deck',
  'duel_deck',
  'draft_innovation',
  'treasure_chest',
  'commander',
  'planechase',
  'archenemy',
  'vanguard',
  'funny',
  'starter',
  'box',
  'promo',
  'token',
  'memorabilia',
  'minigame',
]

/** lang: and in: values: Scryfall's codes and the languages' names. */
export const LANGUAGES: Record<string, string> = {
  any: 'any',
  ...Object.fromEntries(
    (
      [
        ['en', 'english'],
        ['es', 'spanish'],
        ['fr', 'french'],
        ['de', 'german'],
        ['it', 'italian'],
        ['pt', 'portuguese'],
        ['ja', 'japanese'],
        ['ko', 'korean'],
        ['ru', 'russian'],
        ['zhs', 'simplified chinese'],
        ['zht', 'traditional chinese'],
        ['he', 'hebrew'],
        ['la', 'latin'],
        ['grc', 'ancient greek'],
        ['ar', 'arabic'],
        ['sa', 'sanskrit'],
        ['ph', 'phyrexian'],
        ['qya', 'quenya'],
      ] as const
    ).flatMap(([code, name]) => [
      [code, code],
      [name, code],
      [name.replace(/ /g, ''), code],
    ]),
  ),
  jp: 'ja',
  cs: 'zhs',
  ct: 'zht',
  kr: 'ko',
}

export const IS_FLAGS: Record<string, IsFlag> = {
  spell: 'spell',
  permanent: 'permanent',
  vanilla: 'vanilla',
  frenchvanilla: 'frenchvanilla',
  funny: 'funny',
  commander: 'commander',
  brawler: 'brawler',
  duelcommander: 'duelcommander',
  companion: 'companion',
  partner: 'partner',
  historic: 'historic',
  reserved: 'reserved',
  gamechanger: 'gamechanger',
  modal: 'modal',
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
  reprint: 'reprint',
  firstprint: 'firstprint',
  firstprinting: 'firstprint',
  unique: 'unique',
  token: 'token',
  // a printing's own fields (MTGJSON's flags, promo types and frame effects)
  digital: 'digital',
  promo: 'promo',
  spotlight: 'spotlight',
  storyspotlight: 'spotlight',
  full: 'fullart',
  fullart: 'fullart',
  hires: 'hires',
  highres: 'hires',
  booster: 'booster',
  textless: 'textless',
  oversized: 'oversized',
  variation: 'variation',
  showcase: 'showcase',
  extendedart: 'extendedart',
  colorshifted: 'colorshifted',
  borderless: 'borderless',
  masterpiece: 'masterpiece',
  datestamped: 'datestamped',
  prerelease: 'prerelease',
  playtest: 'playtest',
  // land cycles (Scryfall's nicknames and their aliases)
  dual: 'dual',
  shockland: 'shockland',
  shock: 'shockland',
  fetchland: 'fetchland',
  fetch: 'fetchland',
  checkland: 'checkland',
  check: 'checkland',
  fastland: 'fastland',
  fast: 'fastland',
  painland: 'painland',
  pain: 'painland',
  triland: 'triland',
  tri: 'triland',
  triome: 'triome',
  bounceland: 'bounceland',
  bounce: 'bounceland',
  karoo: 'bounceland',
  bikeland: 'bikeland',
  cycleland: 'bikeland',
  bicycleland: 'bikeland',
  canopyland: 'canopyland',
  canland: 'canopyland',
  filterland: 'filterland',
  gainland: 'gainland',
  scryland: 'scryland',
  shadowland: 'shadowland',
  storageland: 'storageland',
  creatureland: 'creatureland',
  manland: 'creatureland',
  tangoland: 'tangoland',
  battleland: 'tangoland',
}

export const IS_HINTS: Record<string, string> = {
  multicolor: 'use c:m for multicolored cards',
  multicolored: 'use c:m for multicolored cards',
  mc: 'use c:m for multicolored cards',
  colorless: 'use c:c for colorless cards',
  monocolor: 'use c=1 for monocolored cards',
  monocolored: 'use c=1 for monocolored cards',
}

/** is:/has: values Scryfall answers from data this store cannot have: ignored with this reason. */
export const IS_NEEDS_DATA: Record<string, string> = {
  scryfallpreview: "is:scryfallpreview marks Scryfall's own previews, which are not in this store.",
}

/** order: values (and spellings of them) → the order. */
export const ORDER_ALIASES: Record<string, Order> = {
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
  penny: 'penny',
  review: 'review',
  spoiled: 'spoiled',
  usd: 'usd',
  price: 'usd',
  eur: 'eur',
  tix: 'tix',
  artist: 'artist',
}

/** Scryfall keywords answered from data this store cannot have. */
export const UNSUPPORTED_KEYS: Record<string, string> = {
  cube: `Scryfall's cube lists are not in this store.`,
  illustrations: 'illustrations: is not a Scryfall keyword (unique:art lists one row per illustration).',
  lore: 'lore: is not supported here; search name:, o: and ft: separately.',
}
