// Writes the seed dataset (seed/*.json, seed/*.txt) from the shared public data and the seed
// documents' own text. Run it again after changing the lists below:
//
//   npx tsx seed/build.ts            (reads ../shared/data, or ARCANUM_SHARED_DATA)
//
// What it writes, in the formats the importer reads (see seed/README.md):
//   1-comprehensive-rules-excerpt.txt   the CR rules and glossary entries the seed pages quote
//   2-mtgjson-5.2.0-20220425.json       AllPrintings-shaped: the seed cards of the 2022 MTGJSON build
//   3-mtgjson-5.3.0-20260709.json       AllPrintings-shaped: the seed cards of the 2026 MTGJSON build
//   4-atomic-wicker-picker.json         AtomicCards-shaped: Wicker Picker (no MTGJSON file has it)
//   5-prices.json                       AllPricesToday-shaped: the one price a seed page shows
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '../src/config.js'

const SEED = path.dirname(fileURLToPath(import.meta.url))
const DATA = loadConfig().sharedDataDir
const mtgjson = (...p: string[]) => path.join(DATA, 'mtgjson', ...p)

/** The cards the seed pages (../shared/seeds/*.txt) show or mention, by the file that has them. */
const CARDS: { build: '2022' | '2026'; files: string[]; names: string[] }[] = [
  {
    build: '2022',
    files: ['sets-v5.2.0-20220425/ZNR.json', 'sets-v5.2.0-20220425/UNH.json'],
    names: ['Verazol, the Split Current', 'Blast from the Past'],
  },
  {
    build: '2026',
    files: ['DOM', 'DMU', 'WWK', 'MM2', 'TSR', 'A25', 'UMA', 'MH1']
      .map((s) => `sets-v5.3.0-20260709/${s}.json`)
      .concat(['corpus/v5.3.0-20260709/ARB.json.gz']),
    names: [
      'Grow from the Ashes',
      'Elfhame Druid',
      'Krosan Druid',
      'Bog Badger',
      'Phyrexian Missionary',
      'Everflowing Chalice',
      'Comet Storm',
      'Gnarlid Pack',
      'Joraga Warcaller',
      'Kor Firewalker',
      'Fiery Temper',
      "Urza's Rage",
      'Meddling Mage',
    ],
  },
]

/** Card fields the importer stores (src/import/mtgjson/card-rows.ts); the rest is left out. */
const KEEP = [
  'name',
  'faceName',
  'side',
  'layout',
  'manaCost',
  'manaValue',
  'colors',
  'colorIdentity',
  'colorIndicator',
  'type',
  'supertypes',
  'types',
  'subtypes',
  'text',
  'power',
  'toughness',
  'loyalty',
  'defense',
  'keywords',
  'legalities',
  'isFunny',
  'isReserved',
  'edhrecRank',
  'rulings',
  'uuid',
  'setCode',
  'number',
  'rarity',
  'language',
  'artist',
  'flavorText',
  'borderColor',
  'frameVersion',
  'finishes',
]

function readJson(file: string): any {
  const bytes = readFileSync(file)
  return JSON.parse((bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes).toString('utf8'))
}

function trim(card: any): object {
  const out: any = {}
  for (const k of KEEP) if (card[k] !== undefined) out[k] = card[k]
  const { scryfallOracleId, scryfallId, multiverseId } = card.identifiers
  out.identifiers = { scryfallOracleId, scryfallId, ...(multiverseId ? { multiverseId } : {}) }
  return out
}

const write = (name: string, content: string) => {
  writeFileSync(path.join(SEED, name), content)
  console.log(`${name}: ${content.length.toLocaleString('en-US')} bytes`)
}

// ---------------------------------------------------------------- cards (AllPrintings shape)
let growUuid = ''
for (const { build, files, names } of CARDS) {
  let meta: { date: string; version: string } | undefined
  const data: Record<string, any> = {}
  const found = new Set<string>()
  for (const f of files) {
    const doc = readJson(mtgjson(f))
    meta = doc.meta
    const set = doc.data
    const cards = set.cards.filter((c: any) => names.includes(c.name)).map(trim)
    if (!cards.length) continue
    for (const c of cards) found.add(c.name)
    data[set.code] = { code: set.code, name: set.name, type: set.type, releaseDate: set.releaseDate, cards }
    const grow = set.cards.find((c: any) => c.name === 'Grow from the Ashes' && set.code === 'DOM')
    if (grow) growUuid = grow.uuid
  }
  const missing = names.filter((n) => !found.has(n))
  if (missing.length) throw new Error(`not found in the ${build} files: ${missing.join(', ')}`)
  write(`${build === '2022' ? 2 : 3}-mtgjson-${meta!.version.replace('+', '-')}.json`, `${JSON.stringify({ meta, data }, null, 1)}\n`)
}

// ---------------------------------------------------------------- Wicker Picker (AtomicCards shape)
// No MTGJSON or Scryfall file for Unfinity could be obtained (SOURCES.md, "Not obtained"): its
// Oracle text is the one SOURCES.md quotes, its rulings are the ones seed 003 quotes. Scryfall's
// Oracle id is unknown here, so the seed uses a name-based UUID (v5-style, below) and marks the card
// as seed data: the first real source that has a card of the same name replaces it.
const WICKER_RULINGS = [
  "If a creature spell has kicker or multikicker and another ability that checks if it was kicked (such as Bog Badger or Phyrexian Missionary), that ability is linked to its own printed kicker or multikicker ability and will apply only if you paid its own kicker or multikicker cost. Sticker kicker won't turn on those effects. However, sticker kicker will work with cards that care about other spells being kicked, such as Elfhame Druid or Verazol, the Split Current.",
  'Sticker kicker is an optional additional cost that you may pay as you cast a creature spell.',
  "Conversely, you can't use sticker kicker to change a spell's name to get around effects that prohibit that spell from being cast (such as Meddling Mage).",
  "If you put a creature onto the battlefield without casting it, you can't sticker kick it.",
  'If you sticker kick a creature spell, you get {TK} and may choose a sticker to put on the creature spell.',
  'Each Wicker Picker only lets you pay the sticker kicker cost once per spell. If you control multiple Wicker Pickers, then you can pay {1} for each of them, gaining {TK} and a sticker each time.',
  "If you cast a creature spell you don't own, you may still choose to sticker kick it. If you do, you'll get the ticket counter, even though you can't put a sticker on a card you don't own.",
  "You get the ticket counter and the sticker is put on the creature spell just before it's considered cast. Any triggered abilities that trigger whenever you cast a spell with particular qualities will see the spell with the sticker applied.",
]
/** Unfinity's release date: the seed page shows no ruling dates, and Unfinity's rulings came with the set. */
const UNFINITY_RELEASE = '2022-10-07'
function nameUuid(name: string): string {
  const h = createHash('sha1').update(`arcanum seed card:${name}`).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`
}
const wicker = {
  name: 'Wicker Picker',
  layout: 'normal',
  manaCost: '{3}',
  manaValue: 3,
  colors: [],
  colorIdentity: [],
  type: 'Artifact Creature — Scarecrow Guest',
  supertypes: [],
  types: ['Artifact', 'Creature'],
  subtypes: ['Scarecrow', 'Guest'],
  text: 'Creature spells you cast have sticker kicker {1}. (You may pay an additional {1} as you cast a creature spell. If you do, you get {TK}, then you may put a sticker on it.)',
  power: '2',
  toughness: '3',
  keywords: [],
  legalities: {},
  isFunny: true,
  printings: ['UNF'],
  rulings: WICKER_RULINGS.map((text) => ({ date: UNFINITY_RELEASE, text })),
  identifiers: { scryfallOracleId: nameUuid('Wicker Picker') },
}
write(
  '4-atomic-wicker-picker.json',
  `${JSON.stringify({ meta: { date: UNFINITY_RELEASE, version: 'arcanum seed (Wicker Picker, from SOURCES.md and seed 003)' }, data: { 'Wicker Picker': [wicker] } }, null, 1)}\n`,
)

// ---------------------------------------------------------------- prices (AllPricesToday shape)
// Seed 000 shows Grow from the Ashes at $0.17 (the Dominaria printing); the page is undated.
write(
  '5-prices.json',
  `${JSON.stringify(
    {
      meta: { date: '2026-11-30', version: 'arcanum seed (price shown in seed 000)' },
      data: { [growUuid]: { paper: { tcgplayer: { currency: 'USD', retail: { normal: { '2026-11-30': 0.17 } } } } } },
    },
    null,
    1,
  )}\n`,
)

// ---------------------------------------------------------------- the CR excerpt
// The rules the seed pages quote (and their chapters and sections, which the parser requires),
// with each quoted keyword's whole rule, and the glossary entries of the terms they define.
const RULES = [
  '1',
  '106',
  '106.5',
  '106.7',
  '106.12',
  '106.12a',
  '106.12b',
  '107',
  '107.3',
  '107.3m',
  '107.5',
  '107.6',
  '7',
  '701',
  '701.5',
  '701.23',
  '701.24',
  '702',
  '702.27',
  '702.29',
  '702.33',
  '702.34',
  '702.35',
]
const WHOLE = ['701.5', '701.23', '701.24', '702.27', '702.29', '702.33', '702.34', '702.35'] // with every subrule
const TERMS = [
  'Buyback',
  'Cast',
  'Cycling',
  'Flashback',
  'Madness',
  'Mana Ability',
  'Multikicker',
  'Search',
  'Shuffle',
  'Sticker',
  'Sticker Kicker',
  'Tap',
  'Typecycling',
  'Untap',
]

const cr = readFileSync(path.join(DATA, 'comprehensive-rules', 'MagicCompRules-20260227.txt'), 'utf8')
  .replace(/^\uFEFF/, '')
  .split(/\r?\n/)
const bodyStart = cr.findIndex((l, i) => i > 0 && l === '1. Game Concepts' && cr.slice(0, i).includes('Credits'))
const glossaryStart = cr.lastIndexOf('Glossary')
const creditsStart = cr.lastIndexOf('Credits')
const numberOf = (line: string) => /^(\d{1,3}(?:\.\d+[a-z]?)?)\.? /.exec(line)?.[1]
const wanted = (n: string) => RULES.includes(n) || WHOLE.some((w) => n.startsWith(w) && /^[a-z]?$/.test(n.slice(w.length)))
const out: string[] = []
let keep = false
for (const line of cr.slice(bodyStart, glossaryStart)) {
  const n = numberOf(line)
  if (n) keep = wanted(n)
  if (keep && line.trim()) out.push(line, '')
}
const glossary: string[] = []
let block: string[] = []
for (const line of cr.slice(glossaryStart + 1, creditsStart).concat([''])) {
  if (line.trim()) {
    block.push(line)
    continue
  }
  if (block.length && TERMS.includes(block[0]!)) glossary.push(...block, '')
  block = []
}
const effective = cr.find((l) => l.startsWith('These rules are effective as of'))!
write(
  '1-comprehensive-rules-excerpt.txt',
  [
    'Magic: The Gathering Comprehensive Rules',
    '',
    effective,
    '',
    'Introduction',
    '',
    'An excerpt of the Comprehensive Rules: the rules and glossary entries the seed documents quote. Import the official file for the whole text.',
    '',
    ...out,
    'Glossary',
    '',
    ...glossary,
    'Credits',
    '',
  ].join('\n'),
)
