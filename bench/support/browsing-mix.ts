// A browsing mix for bench:api: what deckbuilding sites and people browsing send, not one query
// asked again. Scryfall-syntax searches of every keyword family (each tagged with its family, so
// the bench can report which families are slow), some with another order or unique mode, and
// GraphQL documents with varied selections over some of the same queries. Every search is a
// first page; the bench follows next_page to pages 2 and 3 as a browser does.

/** A search of the mix: its family (the bench reports p50/p99 per family) and its REST parameters. */
export interface MixSearch {
  family: string
  q: string
  /** Extra query-string parameters (order, dir, unique). */
  params?: Record<string, string>
}

const family = (name: string, queries: string[]): MixSearch[] => queries.map((q) => ({ family: name, q }))

export const MIX_SEARCHES: MixSearch[] = [
  ...family('name', [
    'dragon',
    'angel',
    'goblin king',
    '"lightning bolt"',
    '!"Llanowar Elves"',
    'name:sword',
    'name:/^the /',
    'wrath',
    'bolt',
    'elf warrior',
    'name:"of the"',
    'sphinx',
  ]),
  ...family('type', [
    't:creature',
    't:legendary t:creature',
    't:instant',
    't:sorcery',
    't:enchantment t:aura',
    't:artifact t:equipment',
    't:planeswalker',
    't:land -t:basic',
    't:elf',
    't:goblin',
    't:zombie',
    't:vampire t:creature',
    't:dragon',
    't:"legendary artifact"',
    't:saga',
    't:vehicle',
    't:battle',
    't:kindred',
    't:wizard',
    't:human t:soldier',
  ]),
  ...family('color', [
    'c:r',
    'c:g',
    'c:wu',
    'c:rg',
    'c>=bg',
    'c:m',
    'c:c',
    'c=w',
    'c<=ub',
    'c:azorius',
    'c:golgari t:creature',
    'c!=r t:instant',
  ]),
  ...family('identity', [
    'id:esper',
    'id<=g t:creature',
    'id:wubrg',
    'id=rw',
    'id<=ur t:instant',
    'ci:c t:artifact',
    'id:simic t:legendary',
    'id<=b',
  ]),
  ...family('mana', [
    'm:{R}{R}',
    'm:{G/W}',
    'm:{X}',
    'mv=1',
    'mv<=2 t:creature',
    'mv>=7',
    'cmc=3 c:u',
    'mv=0 t:artifact',
    'm:{W}{W}{W}',
    'mv>=5 t:sorcery',
    'devotion:{G}{G}{G}',
    'produces:g',
    'm:{2}{U}',
    'mv=4 t:creature c:g',
  ]),
  ...family('power/toughness', [
    'pow>=5',
    'tou>=6 t:creature',
    'pow=0',
    'pow>tou',
    'tou>pow c:w',
    'pow=1 tou=1',
    'pt>=10',
    'loy>=5',
    'pow>=4 mv<=3',
    'def>=4',
  ]),
  ...family('oracle', [
    'o:"draw a card"',
    'o:flying',
    'o:"enters the battlefield"',
    'o:"destroy target creature"',
    'o:"counter target spell"',
    'o:"search your library"',
    'o:"+1/+1 counter"',
    'o:sacrifice t:creature',
    'o:"each opponent"',
    'o:"create a" o:token',
    'o:~ o:dies',
    'o:"you gain" o:life',
    'o:"exile target"',
    'o:"untap target"',
    'o:scry',
    'fo:"flying"',
    'o:"at the beginning of your upkeep"',
    'o:"can\'t be blocked"',
    'o:discard c:b',
    'o:"add {G}"',
  ]),
  ...family('regex', [
    'o:/draw (a|two) cards?/',
    'o:/^flying$/',
    'o:/deals? \\d+ damage/',
    'o:/\\+1\\/\\+1 counter/',
    'name:/^[a-c].* of /',
    'o:/return .* to (its|their) owner/',
    'o:/whenever .* attacks/',
    't:/^legendary/',
    'o:/sacrifice (a|an|another) creature/',
    'o:/{t}: add/',
  ]),
  ...family('keyword', [
    'kw:flying',
    'kw:trample',
    'kw:haste t:creature',
    'kw:deathtouch',
    'kw:lifelink c:w',
    'kw:flash',
    'kw:vigilance kw:reach',
    'kw:kicker',
    'kw:cycling',
    'kw:flashback',
    'kw:ward',
    'kw:convoke',
    'kw:cascade',
    'kw:menace pow>=3',
    'kw:flying pow>=3 r:rare',
    'kw:equip',
  ]),
  ...family('format', [
    'f:standard',
    'f:modern t:creature',
    'f:commander c:g',
    'f:pioneer t:instant',
    'f:legacy mv>=6',
    'f:pauper',
    'banned:modern',
    'restricted:vintage',
    'legal:historic t:planeswalker',
    'f:brawl t:legendary',
    'f:pauper c:u o:draw',
    'banned:commander',
  ]),
  ...family('rarity/set/printing', [
    'r:mythic',
    'r:rare t:land',
    'r:common c:g t:creature',
    'r:uncommon kw:flying',
    's:dom',
    'e:neo t:creature',
    's:mh2 r:mythic',
    's:khm',
    'st:masters',
    'st:commander t:legendary',
    'in:lea',
    'cn>=200 s:dmu',
    'a:"john avon"',
    'a:"kev walker" t:creature',
    'ft:fire',
    'year>=2022 r:mythic',
    'date>=2020-01-01 t:dragon',
    'frame:1997',
    'border:black r:rare',
    'usd>=20',
    'usd<0.5 r:rare',
    'eur>=10',
    'tix>=5',
    'prints>=20',
    'sets=1 r:rare',
    'lang:ja',
    'wm:orzhov',
    'game:arena t:creature',
    'stamp:triangle',
    'new:art',
    'b:ktk',
    'cheapest:usd t:dragon',
  ]),
  ...family('is/not', [
    'is:commander',
    'is:commander c:g',
    'is:vanilla',
    'is:frenchvanilla',
    'is:modal',
    'is:dfc',
    'is:mdfc',
    'is:split',
    'is:adventure',
    'is:historic t:creature',
    'is:permanent mv<=2',
    'is:spell c:r mv=1',
    'is:reserved',
    'is:promo',
    'is:foil r:mythic',
    'is:reprint r:mythic',
    'is:firstprint r:rare',
    'is:fullart',
    'is:borderless',
    'is:showcase',
    'is:dual',
    'is:fetchland',
    'is:shockland',
    'is:unique r:rare',
    'not:reprint t:creature',
    'is:hybrid',
    'is:phyrexian',
    'is:bear',
    'is:party',
    'is:outlaw',
    'not:funny t:creature mv=1',
    'is:digital',
  ]),
  ...family('combined', [
    't:creature c:g mv<=2',
    't:creature mv>=3',
    'o:"draw a card" t:instant',
    't:legendary t:creature c:b id<=bg',
    '(t:elf or t:goblin) mv<=2',
    '-t:creature -t:land r:rare',
    'c:r (t:instant or t:sorcery) o:damage',
    't:creature -c:w pow>=3 tou<=2',
    'f:modern (kw:flying or kw:reach) tou>=4',
    'id<=wu t:creature o:flying mv<=3',
    'o:counter t:instant (c:u or c:g)',
    't:artifact -t:creature o:"{t}:"',
  ]),
  // the same kinds of query in another order or unique mode
  ...[
    ['t:dragon', { order: 'cmc' }],
    ['t:creature c:g mv<=2', { order: 'power' }],
    ['r:mythic t:creature', { order: 'usd', dir: 'desc' }],
    ['kw:flying', { order: 'released' }],
    ['t:elf', { order: 'rarity' }],
    ['c:w t:creature', { order: 'edhrec' }],
    ['o:"draw a card"', { order: 'color' }],
    ['t:planeswalker', { order: 'set' }],
    ['a:"john avon"', { order: 'artist' }],
    ['t:goblin', { order: 'toughness', dir: 'asc' }],
    ['!"Lightning Bolt"', { unique: 'prints' }],
    ['t:basic t:land s:dmu', { unique: 'prints' }],
    ['t:dragon r:mythic', { unique: 'prints' }],
    ['!"Sol Ring"', { unique: 'art' }],
    ['t:angel r:rare', { unique: 'art' }],
    ['kw:deathtouch', { unique: 'prints', order: 'released' }],
    ['t:sliver', { order: 'name', dir: 'desc' }],
    ['t:instant c:u mv<=2', { order: 'eur' }],
    ['t:vampire', { order: 'tix' }],
    ['is:commander c:r', { unique: 'prints', order: 'usd' }],
  ].map(([q, params]) => ({ family: 'order/unique', q: q as string, params: params as Record<string, string> })),
]

/** Full text over the rules, glossary and rulings (GET /rules/search). */
export const MIX_RULES_TEXT = [
  'spell',
  'copy of a kicked spell',
  'first strike damage',
  'state-based actions',
  'commander tax',
  'mana ability',
  'token leaves the battlefield',
  'double strike',
  'protection from',
  'replacement effect',
  'layer 7',
  'split second',
]

/** GraphQL documents of the mix: the nested page (the target) and lighter selections. */
export const GRAPHQL_DOCUMENTS: { family: string; query: string }[] = [
  {
    family: 'GraphQL nested page',
    query: `query($q: String!) { cards(query: $q, first: 50) { totalCount edges { node {
  name manaCost typeLine oracleText
  printing { setCode collectorNumber prices { usd } }
  printings(first: 10) { totalCount edges { node { setCode collectorNumber rarity } } }
  rulings(first: 10) { totalCount edges { node { publishedAt text } } }
  keywords(first: 10) { edges { node { name ruleNumber definition } } }
} } } }`,
  },
  {
    family: 'GraphQL list',
    query: `query($q: String!) { cards(query: $q, first: 25) { totalCount edges { cursor node {
  oracleId name manaCost manaValue colors typeLine power toughness printing { id setCode rarity releasedAt }
} } pageInfo { hasNextPage endCursor } } }`,
  },
  {
    family: 'GraphQL printings',
    query: `query($q: String!) { cards(query: $q, first: 20) { totalCount edges { node {
  name printings(first: 25) { totalCount edges { node { id setCode collectorNumber rarity artist prices { usd eur } } } }
} } } }`,
  },
  {
    family: 'GraphQL rulings',
    query: `query($q: String!) { cards(query: $q, first: 30) { edges { node {
  name oracleText legality(format: "commander") rulings(first: 5) { totalCount edges { node { publishedAt text } } }
} } } }`,
  },
]

/**
 * The GraphQL requests of the mix: the nested page over 80 of the mix's searches (those without
 * parameters), and each lighter document over 20 others.
 */
export function graphqlRequests(): { family: string; query: string; q: string }[] {
  const plain = MIX_SEARCHES.filter((s) => !s.params && s.family !== 'name').map((s) => s.q)
  const [nested, ...lighter] = GRAPHQL_DOCUMENTS
  const step = (plain.length - 1) / 79
  const nestedQs = Array.from({ length: 80 }, (_, i) => plain[Math.round(i * step)]!)
  const others = plain.filter((q) => !nestedQs.includes(q))
  return [
    ...nestedQs.map((q) => ({ ...nested!, q })),
    ...lighter.flatMap((doc, d) => Array.from({ length: 20 }, (_, i) => ({ ...doc, q: (others[d * 20 + i] ?? plain[d * 20 + i])! }))),
  ]
}
