// The search-syntax probes of issue 12 (item 8): every keyword the issue names, each with a real
// query on the fixture (the importer's load of 14 MTGJSON set files, plus a small price source)
// and the answer it must give, computed here from the MTGJSON files themselves, never from SQL.
// A probe either matches exactly the cards or printings a predicate over the MTGJSON data holds
// for (nothing missing, nothing extra), or sorts a result by a key read from the data, or is
// dropped with Scryfall's warning while the rest of its query is answered. The last tests check
// that every keyword of the issue has a probe and that docs/api.md's keyword table lists each one
// under the status its probe proves.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SearchRow, searchCards } from '../../src/search/index.js'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase, testBackend } from '../support/database.js'
import { type MtgjsonCard, type MtgjsonSet, type OracleCard, readSet } from './support/mini-store.js'
import { importPriceFixture, type Priced } from './support/prices.js'
import { front, rawCards, SET_CODES, singleFaced, withoutReminder } from './support/search-db.js'

type Printing = { set: MtgjsonSet; card: MtgjsonCard }
type Key = number | string | null

type Expectation =
  /** exactly the (single-faced) cards the predicate holds for, among those `among` holds for */
  | { cards: (c: OracleCard) => boolean; min: number; among?: (c: OracleCard) => boolean }
  /** exactly the printings the predicate holds for (unique:prints) */
  | { printings: (p: Printing, c: OracleCard) => boolean; min: number }
  /** the printings of `like`, in the order of `key` (unique:prints) */
  | { sorted: (id: string) => Key; dir: 'asc' | 'desc'; like: string }
  /** the same rows as another query (and this warning: a keyword that falls back to another) */
  | { same: string; warning?: string }
  /** the term is dropped with Scryfall's warning and a reason containing this; the rest is answered */
  | { ignored: string }
  /** the fixture has no card for it: the file named holds the probe, on sets that print them */
  | { elsewhere: string }

interface Probe {
  /** The keyword as docs/api.md's table writes it. */
  keyword: string
  q: string
  expect: Expectation
}

const raw = rawCards()
const cards = [...raw.values()]
const printingById = new Map<string, { p: Printing; c: OracleCard }>()
for (const c of cards)
  for (const p of c.printings) if (p.card.identifiers.scryfallId) printingById.set(p.card.identifiers.scryfallId, { p, c })
let priced = new Map<string, Priced>()

const released = (p: Printing) => p.card.originalReleaseDate ?? p.set.releaseDate
const firstDate = (c: OracleCard) => c.printings.map(released).sort()[0]!
const text = (c: OracleCard) => withoutReminder(front(c).text ?? '')
const named = (name: string) => cards.find((c) => front(c).name === name)!
const digits = (n: string) => (/^\d+/.test(n) ? Number(/^\d+/.exec(n)![0]) : null)
const count = (c: OracleCard, pick: (p: Printing) => string | undefined) => new Set(c.printings.map(pick)).size
const symbols = (cost = '') => cost.match(/\{[^}]+\}/g) ?? []
const devotion = (c: OracleCard, colors: string) => symbols(front(c).manaCost).filter((s) => [...colors].some((x) => s.includes(x))).length
const produced = (c: OracleCard) => new Set(front(c).producedMana ?? [])
/** MTGJSON's copy of Scryfall's produced_mana (the older files lack it) */
/** MTGJSON's availability: the games a printing is in */
const inGame = (p: Printing, game: string) => (p.card.availability ?? []).includes(game)
const inPaper = (p: Printing) => inGame(p, 'paper')
/** A reprint: MTGJSON says so, or an earlier printing is in these files */
const isReprint = (p: Printing, c: OracleCard) => p.card.isReprint === true || released(p) > firstDate(c)
const listsProduced = (c: OracleCard) => front(c).producedMana !== undefined
const legalIn = (c: OracleCard, format: string) => ['Legal', 'Restricted'].includes(front(c).legalities[format] ?? '')
const firstWith = (pick: (p: Printing) => string | undefined) => (p: Printing, c: OracleCard) =>
  pick(p) !== undefined && !c.printings.some((o) => pick(o) === pick(p) && released(o) < released(p))
/** CR 903.3: a legendary creature (or Vehicle, or Spacecraft with P/T), or "can be your commander"; Brawl also takes planeswalkers. */
const commanderEligible = (c: OracleCard, walkers: boolean) => {
  const f = front(c)
  const line = f.type.split(' // ')[0]!.toLowerCase()
  return (
    (f.supertypes.includes('Legendary') &&
      (line.includes('creature') ||
        line.includes('vehicle') ||
        (line.includes('spacecraft') && f.power !== undefined) ||
        (walkers && line.includes('planeswalker')))) ||
    (f.text ?? '').toLowerCase().includes('can be your commander')
  )
}
const onlyNamed = (names: string[]) => (c: OracleCard) => names.includes(front(c).name)
const printingKey = (pick: (p: Printing, c: OracleCard) => Key) => (id: string) => {
  const found = printingById.get(id)
  return found ? pick(found.p, found.c) : null
}
const price = (currency: 'usd' | 'eur' | 'tix') => (id: string) => priced.get(id)?.[currency] ?? null
/** The printing is priced, and no printing of its card is cheaper in dollars. */
const cheapestInUsd = (p: Printing) => {
  const mine = priced.get(p.card.identifiers.scryfallId ?? '')
  return !!mine && ![...priced.values()].some((o) => o.oracleId === mine.oracleId && o.usd < mine.usd)
}
const gfa = named('Grow from the Ashes')
const reprinted = cards.find((c) => new Set(c.printings.map(released)).size >= 3)!
const DOM_RELEASE = gfa.printings.find((p) => p.set.code === 'DOM')!.set.releaseDate
/** A creature whose rules text is keyword abilities only, alone or with a cost or quality ("Ward {2}", "Protection from red"). */
const frenchVanilla = (c: OracleCard) => {
  const f = front(c)
  const keywords = (f.keywords ?? []).map((k) => k.toLowerCase())
  if (!f.types.includes('Creature') || !f.text || keywords.length === 0) return false
  return text(c)
    .toLowerCase()
    .split(/\n|, |; /)
    .map((part) => part.replace(/^[ .]+|[ .]+$/g, ''))
    .filter((part) => part !== '')
    .every((part) => keywords.some((k) => part === k || (part.startsWith(`${k} `) && !part.includes(' — ')) || part.startsWith(`${k}—`)))
}
/** Power as the store orders it: a number, its leading digits ("1+*" is 1), 0 for "*". */
const stat = (v: string | undefined) => (v === undefined ? null : Number(/^[-+]?\d+(\.\d+)?/.exec(v)?.[0] ?? 0))

const PROBES: Probe[] = [
  {
    keyword: 'fo:',
    q: 'fo:"draw a card"',
    expect: { cards: (c) => (front(c).text ?? '').toLowerCase().includes('draw a card'), min: 100 },
  },
  {
    keyword: 'fo:',
    q: 'fo:"draw a card" -o:"draw a card"', // reminder text only: cycling, mostly
    expect: {
      cards: (c) => (front(c).text ?? '').toLowerCase().includes('draw a card') && !text(c).toLowerCase().includes('draw a card'),
      min: 10,
    },
  },
  { keyword: 'oracleid:', q: `oracleid:${gfa.oracleId}`, expect: { cards: (c) => c === gfa, min: 1 } },
  {
    keyword: 'oracleid:',
    q: `-oracleid:${gfa.oracleId} t:elf`,
    expect: { cards: (c) => c !== gfa && front(c).type.includes('Elf'), min: 20 },
  },
  {
    keyword: 'cn:',
    q: 'cn>=250 s:dom',
    expect: { printings: (p) => p.set.code === 'DOM' && (digits(p.card.number) ?? -1) >= 250, min: 10 },
  },
  { keyword: 'cn:', q: 'cn<10', expect: { printings: (p) => digits(p.card.number) !== null && digits(p.card.number)! < 10, min: 50 } },
  { keyword: 'cn:', q: 'number:1 s:znr', expect: { printings: (p) => p.set.code === 'ZNR' && p.card.number === '1', min: 1 } },
  {
    keyword: 'is:reprint',
    q: 'is:reprint s:a25',
    expect: { printings: (p, c) => p.set.code === 'A25' && isReprint(p, c), min: 100 },
  },
  {
    keyword: 'not:reprint',
    q: 'not:reprint s:znr',
    expect: { printings: (p, c) => p.set.code === 'ZNR' && !isReprint(p, c), min: 100 },
  },
  {
    keyword: 'is:firstprint',
    q: 'is:firstprint s:dom',
    expect: { printings: (p, c) => p.set.code === 'DOM' && !isReprint(p, c), min: 200 },
  },
  { keyword: 'prints', q: 'prints>=4', expect: { cards: (c) => count(c, (p) => p.card.identifiers.scryfallId) >= 4, min: 10 } },
  { keyword: 'prints', q: 'prints<3', expect: { cards: (c) => count(c, (p) => p.card.identifiers.scryfallId) < 3, min: 1000 } },
  { keyword: 'sets', q: 'sets=2', expect: { cards: (c) => count(c, (p) => p.set.code) === 2, min: 50 } },
  {
    keyword: 'papersets',
    q: 'papersets>=2',
    expect: { cards: (c) => new Set(c.printings.filter(inPaper).map((p) => p.set.code)).size >= 2, min: 50 },
  },
  { keyword: 'paperprints', q: 'paperprints=1', expect: { cards: (c) => c.printings.filter(inPaper).length === 1, min: 1000 } },
  {
    keyword: 'lang:',
    q: 'lang:en s:dom',
    expect: { printings: (p) => p.set.code === 'DOM' && (p.card.language ?? 'English') === 'English', min: 200 },
  },
  { keyword: 'lang:', q: 'lang:phyrexian', expect: { printings: (p) => p.card.language === 'Phyrexian', min: 1 } },
  { keyword: 'lang:', q: 'lang:any t:elf', expect: { same: 't:elf' } },
  {
    keyword: 'in:',
    q: 'in:dom in:uma',
    expect: { cards: (c) => c.printings.some((p) => p.set.code === 'DOM') && c.printings.some((p) => p.set.code === 'UMA'), min: 1 },
  },
  {
    keyword: 'in:',
    q: 'in:mythic -r:mythic',
    expect: {
      cards: (c) => c.printings.some((p) => p.card.rarity === 'mythic') && c.printings.some((p) => p.card.rarity !== 'mythic'),
      min: 1,
    },
  },
  { keyword: 'in:', q: 'in:ph', expect: { cards: (c) => c.printings.some((p) => p.card.language === 'Phyrexian'), min: 1 } },
  { keyword: 'in:', q: '-in:core', expect: { cards: (c) => !c.printings.some((p) => p.set.type === 'core'), min: 1000 } },
  { keyword: 'in:', q: 'in:arena', expect: { cards: (c) => c.printings.some((p) => inGame(p, 'arena')), min: 300 } },
  { keyword: 'game:', q: 'game:arena s:dmu', expect: { printings: (p) => p.set.code === 'DMU' && inGame(p, 'arena'), min: 100 } },
  { keyword: 'game:', q: 'game:paper -game:arena', expect: { printings: (p) => inPaper(p) && !inGame(p, 'arena'), min: 100 } },
  {
    keyword: 'is:digital',
    q: 'is:digital', // online only, or in no paper product
    expect: { printings: (p) => p.card.isOnlineOnly === true || ((p.card.availability ?? []).length > 0 && !inPaper(p)), min: 10 },
  },
  { keyword: 'is:promo', q: 'is:promo', expect: { printings: (p) => p.card.isPromo === true, min: 10 } },
  { keyword: 'is:spotlight', q: 'is:spotlight', expect: { printings: (p) => p.card.isStorySpotlight === true, min: 10 } },
  { keyword: 'is:full', q: 'is:full', expect: { printings: (p) => p.card.isFullArt === true, min: 50 } },
  // every set here is complete (none a partial preview, whose images are low-resolution)
  { keyword: 'is:hires', q: 'is:hires s:dom', expect: { printings: (p) => p.set.code === 'DOM', min: 200 } },
  { keyword: 'frame:', q: 'frame:1997', expect: { printings: (p) => p.card.frameVersion === '1997', min: 50 } },
  { keyword: 'frame:', q: 'frame:showcase', expect: { printings: (p) => (p.card.frameEffects ?? []).includes('showcase'), min: 50 } },
  {
    keyword: 'frame:',
    q: 'frame:legendary s:dmu',
    expect: { printings: (p) => p.set.code === 'DMU' && (p.card.frameEffects ?? []).includes('legendary'), min: 20 },
  },
  { keyword: 'stamp:', q: 'stamp:oval', expect: { printings: (p) => p.card.securityStamp === 'oval', min: 500 } },
  { keyword: 'stamp:', q: 'stamp:arena', expect: { printings: (p) => p.card.securityStamp === 'arena', min: 10 } },
  { keyword: 'b:', q: 'b:wwk', expect: { printings: (p) => p.set.block === 'Zendikar', min: 200 } },
  {
    keyword: 'block:',
    q: 'block:"modern horizons block"',
    expect: { printings: (p) => p.set.block === 'Modern Horizons Block', min: 200 },
  },
  { keyword: 'date', q: 'date>=2020-09-25', expect: { printings: (p) => released(p) >= '2020-09-25', min: 100 } },
  {
    keyword: 'date',
    q: 'date<dom',
    expect: { printings: (p) => released(p) < DOM_RELEASE, min: 100 },
  },
  { keyword: 'year', q: 'year<=2004', expect: { printings: (p) => Number(released(p).slice(0, 4)) <= 2004, min: 100 } },
  { keyword: 'year', q: 'year=2018 s:a25', expect: { printings: (p) => p.set.code === 'A25' && released(p).startsWith('2018'), min: 100 } },
  {
    keyword: 'new:rarity',
    q: 'new:rarity s:uma',
    expect: { printings: (p, c) => p.set.code === 'UMA' && firstWith((x) => x.card.rarity)(p, c), min: 50 },
  },
  {
    keyword: 'new:art',
    q: 'new:art is:reprint',
    expect: { printings: (p, c) => isReprint(p, c) && firstWith((x) => x.card.identifiers.scryfallIllustrationId)(p, c), min: 10 },
  },
  {
    keyword: 'new:flavor',
    q: 'new:flavor is:reprint',
    expect: { printings: (p, c) => isReprint(p, c) && firstWith((x) => x.card.flavorText)(p, c), min: 10 },
  },
  {
    keyword: 'new:frame',
    q: 'new:frame is:reprint',
    expect: { printings: (p, c) => isReprint(p, c) && firstWith((x) => x.card.frameVersion)(p, c), min: 10 },
  },
  {
    keyword: 'new:language',
    q: 'new:language s:dom', // every printing here is English: the first in English is the first printing
    expect: { printings: (p, c) => p.set.code === 'DOM' && released(p) === firstDate(c), min: 200 },
  },
  { keyword: 'wm:', q: 'wm:orderofthewidget', expect: { printings: (p) => p.card.watermark === 'orderofthewidget', min: 20 } },
  { keyword: 'wm:', q: 'wm:set', expect: { printings: (p) => /^set\b/.test(p.card.watermark ?? ''), min: 100 } },
  {
    keyword: 'has:watermark',
    q: 'has:watermark t:creature',
    expect: { printings: (p) => p.card.watermark !== undefined && p.card.types.includes('Creature'), min: 100 },
  },
  { keyword: 'has:indicator', q: 'has:indicator', expect: { cards: (c) => (front(c).colorIndicator ?? []).length > 0, min: 3 } },
  {
    keyword: 'is:modal',
    q: 'is:modal',
    expect: { cards: (c) => /\bchoose [^\n—.]{0,40}—/i.test(text(c)) || (front(c).keywords ?? []).includes('Spree'), min: 20 },
  },
  { keyword: 'is:frenchvanilla', q: 'is:frenchvanilla', expect: { cards: frenchVanilla, min: 30 } },
  { keyword: 'devotion:', q: 'devotion:{G}{G}{G}', expect: { cards: (c) => devotion(c, 'G') >= 3, min: 10 } },
  { keyword: 'devotion:', q: 'devotion>={u/b}{u/b}{u/b}', expect: { cards: (c) => devotion(c, 'UB') >= 3, min: 10 } },
  {
    keyword: 'produces:',
    q: 'produces:g t:land',
    expect: { cards: (c) => produced(c).has('G') && front(c).types.includes('Land'), min: 20, among: listsProduced },
  },
  {
    keyword: 'produces:',
    q: 'produces=wu',
    expect: { cards: (c) => produced(c).size === 2 && produced(c).has('W') && produced(c).has('U'), min: 3, among: listsProduced },
  },
  { keyword: 'is:dual', q: 'is:dual', expect: { elsewhere: 'land-cycles.test.ts' } },
  {
    keyword: 'is:shockland',
    q: 'is:shock',
    expect: { cards: onlyNamed(['Blood Crypt', 'Hallowed Fountain', 'Overgrown Tomb', 'Steam Vents', 'Temple Garden']), min: 5 },
  },
  {
    keyword: 'is:fetchland',
    q: 'is:fetch',
    expect: { cards: onlyNamed(['Arid Mesa', 'Marsh Flats', 'Misty Rainforest', 'Scalding Tarn', 'Verdant Catacombs']), min: 5 },
  },
  {
    keyword: 'is:checkland',
    q: 'is:check',
    expect: { cards: onlyNamed(['Clifftop Retreat', 'Hinterland Harbor', 'Isolated Chapel', 'Sulfur Falls', 'Woodland Cemetery']), min: 5 },
  },
  { keyword: 'is:fastland', q: 'is:fast', expect: { elsewhere: 'land-cycles.test.ts' } },
  {
    keyword: 'is:painland',
    q: 'is:pain',
    expect: {
      cards: onlyNamed(['Adarkar Wastes', 'Caves of Koilos', 'Karplusan Forest', 'Shivan Reef', 'Sulfurous Springs', 'Yavimaya Coast']),
      min: 6,
    },
  },
  { keyword: 'is:triland', q: 'is:tri', expect: { elsewhere: 'land-cycles.test.ts' } },
  {
    keyword: 'is:bounceland',
    q: 'is:karoo',
    expect: {
      cards: onlyNamed([
        ...['Azorius Chancery', 'Boros Garrison', 'Dimir Aqueduct', 'Golgari Rot Farm', 'Gruul Turf', 'Izzet Boilerworks'],
        ...['Orzhov Basilica', 'Rakdos Carnarium', 'Selesnya Sanctuary', 'Simic Growth Chamber'],
      ]),
      min: 10,
    },
  },
  {
    keyword: 'is:canopyland',
    q: 'is:canopyland',
    expect: { cards: onlyNamed(['Fiery Islet', 'Nurturing Peatland', 'Silent Clearing', 'Sunbaked Canyon', 'Waterlogged Grove']), min: 5 },
  },
  {
    keyword: 'is:brawler',
    q: 'is:brawler',
    expect: { cards: (c) => commanderEligible(c, true) && legalIn(c, 'brawl'), min: 50 },
  },
  { keyword: 'is:companion', q: 'is:companion', expect: { elsewhere: 'land-cycles.test.ts' } },
  { keyword: 'is:partner', q: 'is:partner', expect: { elsewhere: 'land-cycles.test.ts' } },
  {
    keyword: 'is:duelcommander',
    q: 'is:duelcommander',
    expect: { cards: (c) => commanderEligible(c, false) && legalIn(c, 'duel'), min: 50 },
  },
  {
    keyword: 'cheapest:',
    q: 'cheapest:usd',
    expect: { printings: cheapestInUsd, min: 4 },
  },
  { keyword: 'order:usd', q: 'usd>=0 order:usd', expect: { sorted: price('usd'), dir: 'asc', like: 'usd>=0' } },
  { keyword: 'order:eur', q: 'eur>=0 order:eur dir:desc', expect: { sorted: price('eur'), dir: 'desc', like: 'eur>=0' } },
  { keyword: 'order:tix', q: 'tix>=0 order:tix', expect: { sorted: price('tix'), dir: 'asc', like: 'tix>=0' } },
  {
    keyword: 'prefer:',
    q: 'usd>=0 prefer:usd-low',
    expect: { printings: cheapestInUsd, min: 4 },
  },
  {
    keyword: 'prefer:',
    q: `oracleid:${reprinted.oracleId} prefer:oldest`,
    expect: { printings: (p, c) => c === reprinted && released(p) === firstDate(c), min: 1 },
  },
  {
    keyword: 'order:penny',
    q: 't:elf order:penny',
    expect: { same: 't:elf', warning: 'order:penny sorts by name here: the store keeps no Penny Dreadful ranks' },
  },
  { keyword: 'order:review', q: 's:dom order:review', expect: { same: 's:dom order:color' } },
  { keyword: 'order:released', q: 't:elf order:released', expect: { sorted: printingKey(released), dir: 'desc', like: 't:elf' } },
  {
    keyword: 'order:rarity',
    q: 's:dom order:rarity',
    expect: {
      sorted: printingKey((p) => ['common', 'uncommon', 'rare', 'special', 'mythic', 'bonus'].indexOf(p.card.rarity)),
      dir: 'desc',
      like: 's:dom',
    },
  },
  { keyword: 'order:cmc', q: 's:znr order:cmc', expect: { sorted: printingKey((_, c) => front(c).manaValue), dir: 'asc', like: 's:znr' } },
  {
    keyword: 'order:power',
    q: 't:elf order:power',
    expect: { sorted: printingKey((_, c) => stat(front(c).power)), dir: 'desc', like: 't:elf' },
  },
  {
    keyword: 'order:edhrec',
    q: 's:dom order:edhrec',
    expect: { sorted: printingKey((_, c) => front(c).edhrecRank ?? null), dir: 'asc', like: 's:dom' },
  },
  { keyword: 'display:', q: 't:elf display:checklist', expect: { same: 't:elf' } },
  { keyword: 'otag:', q: 'otag:proliferates', expect: { cards: (c) => /\bproliferate\b/i.test(text(c)), min: 5 } },
  {
    keyword: 'otag:',
    q: 'oracletag:"creates treasure"',
    expect: { cards: (c) => /\bcreates? [^.]*?\bTreasure tokens?\b/i.test(text(c)), min: 5 },
  },
  // art tags are imported from Tagger's files, which the shared fixture has none of: tested over the Tagger fixture
  { keyword: 'atag:', q: 'atag:energy', expect: { elsewhere: '../tags/curation.test.ts' } },
  { keyword: 'art:', q: 'arttag:elves', expect: { elsewhere: '../tags/curation.test.ts' } },
]

/** Issue 12, item 8: each keyword it names must have a probe. */
const ITEM_8 = [
  ...['fo:', 'oracleid:', 'cn:', 'is:reprint', 'not:reprint', 'is:firstprint', 'prints', 'sets', 'papersets'],
  ...['lang:', 'in:', 'game:', 'is:digital', 'is:promo', 'is:spotlight', 'is:full', 'is:hires'],
  ...['frame:', 'stamp:', 'b:', 'block:', 'date', 'year', 'new:rarity', 'new:art', 'new:flavor', 'new:frame', 'new:language'],
  ...['wm:', 'has:watermark', 'has:indicator', 'is:modal', 'is:frenchvanilla', 'devotion:', 'produces:'],
  ...['is:dual', 'is:shockland', 'is:fetchland', 'is:checkland', 'is:fastland', 'is:painland', 'is:triland', 'is:bounceland'],
  ...['is:brawler', 'is:companion', 'is:partner', 'is:duelcommander'],
  ...['cheapest:', 'prefer:', 'order:usd', 'order:eur', 'order:tix', 'order:penny', 'order:review', 'display:', 'otag:', 'atag:'],
]

let db: Database

async function allRows(q: string): Promise<SearchRow[]> {
  const rows: SearchRow[] = []
  for (let offset = 0; ; offset += 1000) {
    const page = await searchCards(db, q, { limit: 1000, offset })
    rows.push(...page.rows)
    if (!page.hasMore) return rows
  }
}

async function check(probe: Probe) {
  const e = probe.expect
  if ('cards' in e) {
    const got = new Set((await allRows(probe.q)).map((r) => r.oracleId))
    const among = (c: OracleCard) => singleFaced(c) && (e.among ?? (() => true))(c)
    const expected = cards.filter((c) => among(c) && e.cards(c))
    expect(expected.length, `the data has ${e.min} card(s) or more for ${probe.q}`).toBeGreaterThanOrEqual(e.min)
    const missing = expected.filter((c) => !got.has(c.oracleId)).map((c) => front(c).name)
    const extra = [...got].filter((id) => among(raw.get(id)!) && !e.cards(raw.get(id)!)).map((id) => front(raw.get(id)!).name)
    expect({ missing, extra }).toEqual({ missing: [], extra: [] })
  } else if ('printings' in e) {
    // cheapest: and prefer: choose one printing per card, so they are read with unique:cards
    const perCard = /prefer:|cheapest:/.test(probe.q)
    const got = new Set((await allRows(perCard ? probe.q : `${probe.q} unique:prints`)).map((r) => r.printingId))
    const expected = [...printingById].filter(([, { p, c }]) => e.printings(p, c))
    expect(expected.length, `the data has ${e.min} printing(s) or more for ${probe.q}`).toBeGreaterThanOrEqual(e.min)
    const missing = expected.filter(([id]) => !got.has(id)).map(([, { p }]) => `${p.card.name} (${p.set.code} ${p.card.number})`)
    const extra = [...got].filter((id) => !expected.some(([x]) => x === id))
    expect({ missing, extra }).toEqual({ missing: [], extra: [] })
  } else if ('sorted' in e) {
    const prints = / unique:/.test(probe.q) ? '' : ' unique:prints'
    const got = await allRows(`${probe.q}${prints}`)
    const like = await allRows(`${e.like}${prints}`)
    expect(got.length).toBeGreaterThan(3)
    expect(new Set(got.map((r) => r.printingId))).toEqual(new Set(like.map((r) => r.printingId)))
    const keys = got.map((r) => e.sorted(r.printingId!))
    // the unknown (a card without power, a printing without a price) come last either way
    const known = keys.filter((k) => k !== null)
    expect(keys.slice(0, known.length)).toEqual(known)
    const inOrder = [...known].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    expect(known).toEqual(e.dir === 'asc' ? inOrder : inOrder.reverse())
    expect(new Set(known).size, 'the key tells the rows apart').toBeGreaterThan(1)
  } else if ('same' in e) {
    const got = await searchCards(db, probe.q, { limit: 1000 })
    const other = await searchCards(db, e.same, { limit: 1000 })
    expect(got.rows).toEqual(other.rows)
    expect(got.rows.length).toBeGreaterThan(3)
    expect(got.warnings).toEqual(e.warning ? [e.warning] : [])
  } else if ('ignored' in e) {
    const got = await searchCards(db, probe.q, { limit: 1000 })
    const term = probe.q.split(' ').find((t) => t.replace(/^-/, '').startsWith(probe.keyword.replace(/:$/, '')))!
    const rest = probe.q.replace(term, '').trim()
    expect(got.warnings).toHaveLength(1)
    expect(got.warnings[0]).toMatch(new RegExp(`^Invalid expression “${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}” was ignored\\. `))
    expect(got.warnings[0]).toContain(e.ignored)
    expect(got.rows).toEqual((await searchCards(db, rest, { limit: 1000 })).rows)
  } else {
    const source = readFileSync(new URL(e.elsewhere, import.meta.url), 'utf8')
    expect(source).toContain(probe.q.replace(/^is:/, ''))
  }
}

describe(`issue 12's search-syntax probes on ${testBackend} (14 MTGJSON set files and a price source)`, () => {
  beforeAll(async () => {
    db = await fixtureDatabase() // its own copy: the price source is written into it
    priced = new Map((await importPriceFixture(db)).map((p) => [p.id, p]))
  }, 300_000)
  afterAll(async () => {
    await db?.close()
  })

  for (const probe of PROBES) {
    it(`${probe.keyword} — ${probe.q}`, () => check(probe))
  }

  it('unique:art — one row per card and illustration (MTGJSON’s illustration id)', async () => {
    const rows = await allRows('t:elf unique:art')
    const elves = cards.filter((c) => c.faces.some((f) => f.type.includes('Elf')))
    const arts = new Set(
      elves.flatMap((c) => c.printings.map((p) => `${c.oracleId} ${p.card.identifiers.scryfallIllustrationId ?? p.card.artist}`)),
    )
    expect(arts.size).toBeGreaterThan(elves.length) // some elves were drawn twice
    expect(rows.length).toBe(arts.size)
    expect(
      new Set(rows.map((r) => `${r.oracleId} ${printingById.get(r.printingId!)!.p.card.identifiers.scryfallIllustrationId}`)).size,
    ).toBe(arts.size)
  })

  it('prefer:promo — a card’s promo printing stands for it', async () => {
    const withPromo = cards.filter((c) => c.printings.filter((p) => p.card.isPromo).length === 1 && c.printings.length > 1)
    expect(withPromo.length).toBeGreaterThanOrEqual(2)
    let changed = 0
    for (const c of withPromo) {
      const promo = c.printings.find((p) => p.card.isPromo)!.card.identifiers.scryfallId
      expect((await searchCards(db, `oracleid:${c.oracleId} prefer:promo`)).rows.map((r) => r.printingId)).toEqual([promo])
      if ((await searchCards(db, `oracleid:${c.oracleId}`)).rows[0]!.printingId !== promo) changed++
    }
    expect(changed, 'cards whose default printing is not the promo').toBeGreaterThan(0)
  })

  it('a printing stored before the printing fields existed (NULL arrays) is matched by the negations', async () => {
    const { rows } = await db.pool.query<{ id: string; frame_effects: string[]; games: string[]; promo_types: string[] }>(
      "SELECT id, frame_effects, games, promo_types FROM printings WHERE set_code = 'DOM' AND frame_effects = '{}' ORDER BY id LIMIT 1",
    )
    const old = rows[0]!
    await db.pool.query('UPDATE printings SET frame_effects = NULL, games = NULL, promo_types = NULL WHERE id = $1', [old.id])
    try {
      for (const term of ['is:showcase', 'frame:legendary', 'game:paper', 'is:prerelease']) {
        const ids = async (q: string) => (await allRows(`${q} s:dom unique:prints`)).map((r) => r.printingId)
        expect(await ids(`-${term}`), term).toContain(old.id)
        expect(await ids(term), term).not.toContain(old.id)
      }
    } finally {
      await db.pool.query('UPDATE printings SET frame_effects = $2, games = $3, promo_types = $4 WHERE id = $1', [
        old.id,
        old.frame_effects,
        old.games,
        old.promo_types,
      ])
    }
  })

  it('t:token, is:token and include:extras find the tokens of MTGJSON’s set files; other searches leave them out', async () => {
    const tokens = SET_CODES.flatMap((code) => (readSet(code) as MtgjsonSet & { tokens?: MtgjsonCard[] }).tokens ?? [])
    const ids = (pick: (t: MtgjsonCard) => boolean) => new Set(tokens.filter(pick).flatMap((t) => t.identifiers.scryfallOracleId ?? []))
    const tokenIds = ids(() => true)
    expect(tokenIds.size).toBeGreaterThan(50)
    const got = async (q: string) => new Set((await allRows(q)).map((r) => r.oracleId))
    expect(await got('t:token')).toEqual(ids((t) => t.type.includes('Token')))
    expect(await got('is:token')).toEqual(tokenIds)
    const elves = await got('t:elf')
    expect([...elves].filter((id) => tokenIds.has(id))).toEqual([])
    const elfTokens = ids((t) => t.type.includes('Elf'))
    expect(elfTokens.size).toBeGreaterThan(0)
    expect(await got('t:elf include:extras')).toEqual(new Set([...elves, ...elfTokens]))
  })

  it('every keyword of issue 12 item 8 has a probe', () => {
    const probed = new Set(PROBES.map((p) => p.keyword))
    expect(ITEM_8.filter((k) => !probed.has(k))).toEqual([])
  })

  it("docs/api.md's keyword table lists each probed keyword under the status its probe proves", () => {
    const doc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8')
    const table = doc.slice(doc.indexOf('## Scryfall compatibility: search keywords'))
    const sections = table.slice(0, table.indexOf('\n## ', 3)).split('\n### ').slice(1)
    const listed = (lines: string[], keyword: string) => {
      const [prefix, value] = keyword.includes(':') && !keyword.endsWith(':') ? keyword.split(':') : [keyword, '']
      return lines.some((line) =>
        value
          ? line.includes(`\`${keyword}\``) || (line.includes(`\`${prefix}:`) && line.includes(`\`${value}\``))
          : line.includes(`\`${keyword}`),
      )
    }
    const wrong: string[] = []
    for (const probe of PROBES) {
      const ignored = 'ignored' in probe.expect || ('warning' in probe.expect && probe.expect.warning !== undefined)
      const where = sections.filter((s) => s.startsWith('Ignored') === ignored).flatMap((s) => s.split('\n'))
      if (!listed(where, probe.keyword)) wrong.push(`${probe.keyword} (${ignored ? 'ignored' : 'supported'})`)
    }
    expect(wrong).toEqual([])
  })
})
