// Search behaviour on real data: the 14 shared MTGJSON set files. Every expected answer is computed
// here from the MTGJSON files themselves (an independent reading of the same data), then compared
// with what the SQL returns — both directions where the card is single-faced, so neither a missing
// nor an extra card goes unnoticed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findByExactName, findByFuzzyName, normalizeName, searchCards, SearchError } from '../../src/search/index.js'
import type { Database } from '../../src/store/database.js'
import { testBackend } from '../support/database.js'
import type { OracleCard } from './support/mini-store.js'
import { front, rawCards, searchDatabase, searchIds, singleFaced, withoutReminder } from './support/search-db.js'

let db: Database
let raw: Map<string, OracleCard>
const byName = (name: string) => [...raw.values()].find((c) => front(c).name === name)!

/**
 * `q` returns exactly the cards `predicate` holds for, checked over single-faced cards (how faces
 * combine is the importer's choice); multi-faced results must satisfy it on some face.
 */
async function expectQuery(q: string, predicate: (c: OracleCard) => boolean, minimum = 1) {
  const got = await searchIds(db, q)
  const expected = [...raw.values()].filter((c) => singleFaced(c) && predicate(c)).map((c) => c.oracleId)
  expect(expected.length, `the data has at least ${minimum} card(s) for ${q}`).toBeGreaterThanOrEqual(minimum)
  const missing = expected.filter((id) => !got.has(id)).map((id) => front(raw.get(id)!).name)
  const extra = [...got].filter((id) => singleFaced(raw.get(id)!) && !predicate(raw.get(id)!)).map((id) => front(raw.get(id)!).name)
  expect({ q, missing, extra }).toEqual({ q, missing: [], extra: [] })
  return got
}

/** Name order's key, read from the name alone: the normalized name without the "A-" of a rebalanced card's faces, and then a space, so it sorts right after its original. */
const nameOrder = (name: string) => (/^A-/.test(name) ? `${normalizeName(name.replace(/(^|\/\/ )A-/g, '$1'))} ` : normalizeName(name))
const colorsOf = (c: OracleCard) => new Set(front(c).colors)
const subset = (a: Set<string>, b: string) => [...a].every((x) => b.includes(x))
const legal = (c: OracleCard, format: string) => front(c).legalities[format]
/** A power or toughness as Scryfall compares it: the number part, with * as 0 ("*+1" and "1+*" are 1). */
const num = (v: string | undefined) => {
  if (v === undefined) return undefined
  const rest = v.replace(/\*/g, '')
  return /^[-+]?\d/.test(rest) ? parseFloat(rest) : 0
}

describe(`search on ${testBackend} (14 MTGJSON set files)`, () => {
  beforeAll(async () => {
    raw = rawCards()
    db = await searchDatabase()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('kw:kicker t:sorcery includes Grow from the Ashes, and exactly the kicker sorceries', async () => {
    const got = await expectQuery(
      'kw:kicker t:sorcery',
      (c) => (front(c).keywords ?? []).some((k) => k.toLowerCase() === 'kicker') && front(c).type.toLowerCase().includes('sorcery'),
      10,
    )
    expect(got.has(byName('Grow from the Ashes').oracleId)).toBe(true)
  })

  it('id<=g mv<=3 o:"search your library" returns only cards whose identity fits in green', async () => {
    const got = await expectQuery(
      'id<=g mv<=3 o:"search your library"',
      (c) =>
        subset(new Set(front(c).colorIdentity), 'G') &&
        front(c).manaValue <= 3 &&
        withoutReminder(front(c).text ?? '')
          .toLowerCase()
          .includes('search your library'),
      5,
    )
    for (const id of got) expect(subset(new Set(front(raw.get(id)!).colorIdentity), 'G')).toBe(true)
    expect(got.has(byName('Grow from the Ashes').oracleId)).toBe(true)
  })

  it('c:rg (at least), c=rg (exactly) and c<=rg (at most) differ as Scryfall says', async () => {
    const atLeast = await expectQuery('c:rg', (c) => colorsOf(c).has('R') && colorsOf(c).has('G'), 3)
    const exactly = await expectQuery('c=rg', (c) => colorsOf(c).size === 2 && colorsOf(c).has('R') && colorsOf(c).has('G'), 2)
    const atMost = await expectQuery('c<=rg', (c) => subset(colorsOf(c), 'RG'), 100)
    expect([...exactly].every((id) => atLeast.has(id) && atMost.has(id))).toBe(true)
    expect(atLeast.size).toBeGreaterThan(exactly.size)
    await expectQuery('c>=gr', (c) => colorsOf(c).has('R') && colorsOf(c).has('G'))
    await expectQuery('color:gruul', (c) => colorsOf(c).has('R') && colorsOf(c).has('G'))
    await expectQuery('c>rg', (c) => colorsOf(c).has('R') && colorsOf(c).has('G') && colorsOf(c).size > 2)
    await expectQuery('c<rg', (c) => subset(colorsOf(c), 'RG') && colorsOf(c).size < 2)
    await expectQuery('c!=rg', (c) => !(colorsOf(c).size === 2 && colorsOf(c).has('R') && colorsOf(c).has('G')))
  })

  it('colorless, multicolor, color counts, nicknames and identity', async () => {
    await expectQuery('c:c', (c) => colorsOf(c).size === 0, 10)
    await expectQuery('c:m', (c) => colorsOf(c).size >= 2, 10)
    await expectQuery('-c:m', (c) => colorsOf(c).size < 2, 10)
    await expectQuery('c=1', (c) => colorsOf(c).size === 1, 10)
    await expectQuery('c>=3', (c) => colorsOf(c).size >= 3, 3)
    await expectQuery('id:esper', (c) => subset(new Set(front(c).colorIdentity), 'WUB'), 10)
    await expectQuery('identity>=temur', (c) => ['U', 'R', 'G'].every((x) => front(c).colorIdentity.includes(x)), 1)
    await expectQuery('id:c t:land', (c) => front(c).colorIdentity.length === 0 && front(c).type.includes('Land'), 3)
  })

  it('o:~ finds cards that refer to themselves: by name, by short name, or "this spell/creature…" (CR 700.7)', async () => {
    const selfRef = (c: OracleCard) => {
      const f = front(c)
      const text = withoutReminder(f.text ?? '').toLowerCase()
      const names = [f.name.toLowerCase()]
      if (f.supertypes.includes('Legendary') && f.name.includes(', ')) names.push(f.name.split(', ')[0]!.toLowerCase())
      return (
        names.some((n) => text.includes(n)) ||
        /\b(this (spell|card|creature|permanent|artifact|enchantment|land|planeswalker|battle|token|vehicle|equipment|aura|saga|class|case|room|siege|instant|sorcery|kindred|spacecraft|planet)|cardname)\b/.test(
          text,
        )
      )
    }
    const got = await expectQuery('o:~', selfRef, 200)
    expect(got.has(byName('Grow from the Ashes').oracleId)).toBe(true) // "If this spell was kicked"
    const verazol = byName('Verazol, the Split Current') // older templating: "Verazol enters with…"
    expect(got.has(verazol.oracleId)).toBe(true)
    const enters = await expectQuery(
      'o:"~ enters"',
      (c) => {
        const f = front(c)
        const text = withoutReminder(f.text ?? '').toLowerCase()
        const names = [
          f.name.toLowerCase(),
          ...(f.supertypes.includes('Legendary') && f.name.includes(', ') ? [f.name.split(', ')[0]!.toLowerCase()] : []),
        ]
        const rewritten = names
          .reduce((t, n) => t.split(n).join('~'), text)
          .replace(
            /\b(this (spell|card|creature|permanent|artifact|enchantment|land|planeswalker|battle|token|vehicle|equipment|aura|saga|class|case|room|siege|instant|sorcery|kindred|spacecraft|planet)|cardname)\b/g,
            '~',
          )
        return rewritten.includes('~ enters')
      },
      50,
    )
    expect(enters.has(verazol.oracleId)).toBe(true)
  })

  it('is:funny finds the Un-cards (UNH, UST, UGL) and -is:funny leaves them out', async () => {
    const onlyUn = (c: OracleCard) => c.printings.every((p) => ['UNH', 'UST', 'UGL'].includes(p.set.code))
    const neverUn = (c: OracleCard) => c.printings.every((p) => !['UNH', 'UST', 'UGL'].includes(p.set.code))
    const funny = await searchIds(db, 'is:funny')
    const notFunny = await searchIds(db, '-is:funny')
    const unCards = [...raw.values()].filter(onlyUn)
    expect(unCards.length).toBeGreaterThan(400)
    for (const c of unCards) {
      expect(funny.has(c.oracleId), front(c).name).toBe(true)
      expect(notFunny.has(c.oracleId), front(c).name).toBe(false)
    }
    for (const c of [...raw.values()].filter(neverUn)) expect(funny.has(c.oracleId), front(c).name).toBe(false)
    expect(funny.size + notFunny.size).toBe(raw.size)
    expect((await searchIds(db, 'not:funny')).size).toBe(notFunny.size)
  })

  it('f:, banned: and restricted: follow the legalities', async () => {
    await expectQuery('f:modern', (c) => ['Legal', 'Restricted'].includes(legal(c, 'modern') ?? ''), 100)
    await expectQuery('legal:vintage', (c) => ['Legal', 'Restricted'].includes(legal(c, 'vintage') ?? ''), 100)
    await expectQuery('banned:legacy', (c) => legal(c, 'legacy') === 'Banned', 1)
    await expectQuery('banned:commander', (c) => legal(c, 'commander') === 'Banned', 1)
    await expectQuery('restricted:vintage', (c) => legal(c, 'vintage') === 'Restricted', 1)
    await expectQuery(
      '-f:modern t:creature',
      (c) => !['Legal', 'Restricted'].includes(legal(c, 'modern') ?? '') && front(c).types.includes('Creature'),
      10,
    )
  })

  it('compares power, toughness and loyalty with numbers and with each other', async () => {
    await expectQuery(
      'pow>tou',
      (c) => front(c).power !== undefined && front(c).toughness !== undefined && num(front(c).power)! > num(front(c).toughness)!,
      50,
    )
    await expectQuery(
      'pow>=5 t:creature',
      (c) => front(c).power !== undefined && num(front(c).power)! >= 5 && front(c).types.includes('Creature'),
      10,
    )
    await expectQuery('tou<=1', (c) => front(c).toughness !== undefined && num(front(c).toughness)! <= 1, 10)
    // "*+1" compares as 1: tou=1 finds such a creature, tou=0 does not
    const starPlus = [...raw.values()].filter((c) =>
      /^\*\+\d$|^\d\+\*$/.test(`${front(c).toughness}|${front(c).power}`.split('|').find((v) => v.includes('*')) ?? ''),
    )
    expect(starPlus.length).toBeGreaterThan(0)
    await expectQuery('tou=1', (c) => front(c).toughness !== undefined && num(front(c).toughness) === 1, 1)
    await expectQuery('pow=1', (c) => front(c).power !== undefined && num(front(c).power) === 1, 1)
    await expectQuery('loy=4', (c) => front(c).loyalty !== undefined && num(front(c).loyalty) === 4, 1)
    // -pow>3 is the complement: cards without power are included
    await expectQuery('-pow>3', (c) => !(front(c).power !== undefined && num(front(c).power)! > 3), 100)
  })

  it('mana value comparisons, even and odd', async () => {
    await expectQuery('mv>=7', (c) => front(c).manaValue >= 7, 5)
    await expectQuery('cmc=0 -t:land', (c) => front(c).manaValue === 0 && !front(c).types.includes('Land'), 3)
    await expectQuery('mv:even', (c) => Number.isInteger(front(c).manaValue) && front(c).manaValue % 2 === 0, 100)
    await expectQuery('mv:odd', (c) => Number.isInteger(front(c).manaValue) && front(c).manaValue % 2 === 1, 100)
  })

  it('m: finds mana costs containing the symbols; = is the exact cost', async () => {
    const symbols = (cost = '') => cost.match(/\{[^}]+\}/g) ?? []
    const count = (cost: string | undefined, s: string) => symbols(cost).filter((x) => x === s).length
    const generic = (cost?: string) =>
      symbols(cost)
        .filter((s) => /^\{\d+\}$/.test(s))
        .reduce((n, s) => n + Number(s.slice(1, -1)), 0)
    await expectQuery('m:{G}{G}', (c) => count(front(c).manaCost, '{G}') >= 2, 10)
    await expectQuery('m:2WW', (c) => count(front(c).manaCost, '{W}') >= 2 && generic(front(c).manaCost) >= 2, 5)
    await expectQuery('m=2WW', (c) => front(c).manaCost === '{2}{W}{W}', 1)
    await expectQuery('m:{R/P}', (c) => count(front(c).manaCost, '{R/P}') >= 1, 1)
  })

  it('m: comparisons: <= at most these symbols, > and < strictly, hybrid symbols in either order (CR 107.4e)', async () => {
    const symbols = (cost = '') => cost.match(/\{[^}]+\}/g) ?? []
    const generic = (cost?: string) =>
      symbols(cost)
        .filter((s) => /^\{\d+\}$/.test(s))
        .reduce((n, s) => n + Number(s.slice(1, -1)), 0)
    const colored = (cost?: string) => symbols(cost).filter((s) => !/^\{\d+\}$/.test(s))
    /** The cost's non-generic symbols fit in `within` (a multiset), and its generic amount in `g`. */
    const fits = (cost: string | undefined, within: string[], g: number) => {
      const left = [...within]
      for (const s of colored(cost)) {
        const i = left.indexOf(s)
        if (i < 0) return false
        left.splice(i, 1)
      }
      return generic(cost) <= g
    }
    const same = (cost: string | undefined, within: string[], g: number) =>
      fits(cost, within, g) && colored(cost).length === within.length && generic(cost) === g
    await expectQuery('m<={R}{R}{G}', (c) => fits(front(c).manaCost, ['{R}', '{R}', '{G}'], 0), 50)
    await expectQuery('m<2RR', (c) => fits(front(c).manaCost, ['{R}', '{R}'], 2) && !same(front(c).manaCost, ['{R}', '{R}'], 2), 50)
    const atLeast3WU = (cost?: string) => generic(cost) >= 3 && colored(cost).includes('{W}') && colored(cost).includes('{U}')
    await expectQuery('m>3WU', (c) => atLeast3WU(front(c).manaCost) && !same(front(c).manaCost, ['{W}', '{U}'], 3), 3)
    await expectQuery('m=3', (c) => front(c).manaCost === '{3}', 10)
    await expectQuery('m!=3 t:artifact', (c) => front(c).manaCost !== '{3}' && front(c).types.includes('Artifact'), 10)
    const hybrid = await expectQuery('m:{W/U}', (c) => colored(front(c).manaCost).includes('{W/U}'), 1)
    expect(await searchIds(db, 'm:{u/w}')).toEqual(hybrid)
  })

  it('r: and s: match a card when one of its printings does, and unique:prints lists the printings', async () => {
    const printed = (c: OracleCard, pred: (p: OracleCard['printings'][number]) => boolean) => c.printings.some(pred)
    await expectQuery('r:mythic s:dom', (c) => printed(c, (p) => p.card.rarity === 'mythic' && p.set.code === 'DOM'), 10)
    await expectQuery('r>=rare', (c) => printed(c, (p) => ['rare', 'mythic', 'special', 'bonus'].includes(p.card.rarity)), 100)
    await expectQuery('e:znr', (c) => printed(c, (p) => p.set.code === 'ZNR'), 200)
    await expectQuery('-s:dom', (c) => printed(c, (p) => p.set.code !== 'DOM'), 100)
    // one printing must satisfy the whole query, card terms included
    await expectQuery(
      '(s:dom or t:elf) r:rare',
      (c) => printed(c, (p) => p.card.rarity === 'rare' && (p.set.code === 'DOM' || front(c).type.toLowerCase().includes('elf'))),
      20,
    )
    await expectQuery('r:common order:set', (c) => printed(c, (p) => p.card.rarity === 'common'), 100)
    const prints = await searchCards(db, 'unique:prints s:znr r:mythic', { limit: 1000 })
    const expected = [...raw.values()].flatMap((c) => c.printings.filter((p) => p.set.code === 'ZNR' && p.card.rarity === 'mythic'))
    expect(prints.total).toBe(expected.length)
    expect(new Set(prints.rows.map((r) => r.printingId))).toEqual(new Set(expected.map((p) => p.card.identifiers.scryfallId)))
  })

  it('order:cmc dir:desc sorts by mana value, highest first; order:name is the default', async () => {
    const page = await searchCards(db, 't:creature order:cmc dir:desc', { limit: 200 })
    const mvs = page.rows.map((r) => front(raw.get(r.oracleId)!).manaValue)
    expect(mvs.length).toBe(200)
    for (let i = 1; i < mvs.length; i++) expect(mvs[i]).toBeLessThanOrEqual(mvs[i - 1]!)
    expect(mvs[0]).toBe(Math.max(...[...raw.values()].filter((c) => front(c).types.includes('Creature')).map((c) => front(c).manaValue)))
    const byNameAsc = await searchCards(db, 't:sorcery', { limit: 50 })
    const names = byNameAsc.rows.map((r) => nameOrder(r.name))
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const desc = await searchCards(db, 't:sorcery order:name dir:desc', { limit: 5 })
    expect(nameOrder(desc.rows[0]!.name) >= nameOrder(desc.rows[4]!.name)).toBe(true)
  })

  it('order:name puts an Alchemy rebalanced card right after its original (Briar Hydra, A-Briar Hydra), not among the "a…" names', async () => {
    const all: string[] = []
    for (let offset = 0, more = true; more; offset += 1000) {
      const page = await searchCards(db, 'mv>=0', { limit: 1000, offset })
      all.push(...page.rows.map((r) => r.name))
      more = page.hasMore
    }
    const rebalanced = all.filter((n) => n.startsWith('A-'))
    expect(rebalanced.length, 'the fixture holds rebalanced cards (DMU)').toBeGreaterThanOrEqual(10)
    for (const name of rebalanced) {
      const original = name.replace(/(^|\/\/ )A-/g, '$1')
      expect(all.indexOf(name), `${name} right after ${original}`).toBe(all.indexOf(original) + 1)
    }
    // every card by its name without "A-", a rebalanced one after the card of that name
    const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
    expect(all).toEqual([...all].sort((a, b) => cmp(nameOrder(a), nameOrder(b)) || cmp(a, b)))
    // the explorer's first page (60 by name) of the cards the header's search lists
    expect((await searchCards(db, 'mv>=0', { limit: 60 })).rows.filter((r) => r.name.startsWith('A-'))).toEqual([])
    const desc = (await searchCards(db, 't:hydra order:name dir:desc')).rows.map((r) => r.name)
    expect(desc.indexOf('Briar Hydra')).toBeGreaterThan(0)
    expect(desc.indexOf('A-Briar Hydra')).toBe(desc.indexOf('Briar Hydra') - 1)
    // lookups by name still know the rebalanced card by its own name
    expect((await searchCards(db, '!"A-Briar Hydra"')).rows.map((r) => r.name)).toEqual(['A-Briar Hydra'])
    expect((await searchCards(db, '!"Briar Hydra"')).rows.map((r) => r.name)).toEqual(['Briar Hydra'])
    expect(await findByExactName(db, 'a-briar hydra')).toMatchObject({ name: 'A-Briar Hydra' })
    expect(await findByFuzzyName(db, 'A-Briar Hydra')).toMatchObject({ card: { name: 'A-Briar Hydra' } })
    expect(await findByFuzzyName(db, 'Briar Hydra')).toMatchObject({ card: { name: 'Briar Hydra' } })
  })

  it('pages without overlap and counts every match', async () => {
    const all = await searchCards(db, 't:instant', { limit: 1000 })
    const first = await searchCards(db, 't:instant', { limit: 40 })
    const second = await searchCards(db, 't:instant', { limit: 40, offset: 40 })
    expect(first.total).toBe(all.total)
    expect(first.hasMore).toBe(true)
    expect([...first.rows, ...second.rows]).toEqual(all.rows.slice(0, 80))
    expect(all.total).toBe([...raw.values()].filter((c) => c.faces.some((f) => f.type.toLowerCase().includes('instant'))).length)
    const past = await searchCards(db, 't:instant', { limit: 40, offset: 5000 })
    expect(past).toMatchObject({ rows: [], total: all.total, hasMore: false })
    const prints = await searchCards(db, 't:instant unique:prints', { limit: 10, offset: 5000 })
    expect(prints.total).toBe(
      [...raw.values()]
        .filter((c) => c.faces.some((f) => f.type.toLowerCase().includes('instant')))
        .reduce((n, c) => n + new Set(c.printings.map((p) => p.card.identifiers.scryfallId)).size, 0),
    )
  })

  it('regexes on name:, o: and t:, with ^ and $ at line boundaries', async () => {
    await expectQuery('name:/^grow/', (c) => /^grow/i.test(front(c).name), 1)
    await expectQuery(
      'o:/^{T}: add/',
      (c) =>
        withoutReminder(front(c).text ?? '')
          .split('\n')
          .some((l) => /^\{T\}: add/i.test(l)),
      10,
    )
    await expectQuery('t:/^legendary .*dragon/', (c) => /^legendary .*dragon/i.test(front(c).type), 1)
    await expectQuery(
      'o:/\\bkicked\\b/ -kw:kicker',
      (c) => /\bkicked\b/i.test(withoutReminder(front(c).text ?? '')) && !(front(c).keywords ?? []).includes('Kicker'),
      1,
    )
  })

  it('drops a regex only Postgres rejects with a warning, as Scryfall drops an invalid regex; alone it is a 400', async () => {
    const q = 't:elf name:/(?<first>a)/'
    const r = await searchCards(db, q, { limit: 1000 })
    expect(r.rows).toEqual((await searchCards(db, 't:elf', { limit: 1000 })).rows)
    expect(r.warnings).toHaveLength(1)
    expect(r.warnings[0]).toMatch(/^Invalid expression “name:\/\(\?<first>a\)\/” was ignored\. Invalid regular expression: .+\.$/)
    const alone = await searchCards(db, 'name:/(?<first>a)/').catch((err) => err)
    expect(alone).toBeInstanceOf(SearchError)
    expect(alone.toJSON()).toMatchObject({ status: 400, details: 'All of your terms were ignored.', warnings: r.warnings })
  })

  it('is:spell, is:permanent, is:vanilla, is:commander, is:historic', async () => {
    const types = (c: OracleCard) => front(c).types
    await expectQuery(
      'is:permanent',
      (c) => types(c).some((t) => ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'].includes(t)),
      100,
    )
    const extras = ['Plane', 'Phenomenon', 'Scheme', 'Vanguard', 'Dungeon', 'Emblem', 'Conspiracy']
    // CR 305.9: a land is never cast, whatever other types it has (Dryad Arbor, Ancient Den); a
    // card whose faces are cast apart is a spell when one of them is (Emeria's Call)
    const castApart = ['split', 'aftermath', 'modal_dfc', 'adventure', 'prepare']
    const isSpell = (c: OracleCard) =>
      c.faces
        .filter((f, i) => i === 0 || castApart.includes(f.layout))
        .some((f) => f.types.length > 0 && !f.types.includes('Land') && !f.types.some((t) => extras.includes(t)))
    await expectQuery('is:spell', isSpell, 100)
    const landSpells = await expectQuery('is:spell t:land', (c) => isSpell(c) && c.faces.some((f) => f.types.includes('Land')), 0)
    expect([...landSpells].map((id) => raw.get(id)!.faces[0]!.name)).toContain("Emeria's Call // Emeria, Shattered Skyclave")
    expect(await searchIds(db, '!"Dryad Arbor" is:spell')).toEqual(new Set())
    await expectQuery('is:vanilla', (c) => types(c).includes('Creature') && (front(c).text ?? '') === '', 5)
    await expectQuery(
      'is:commander',
      (c) => {
        const f = front(c)
        return (
          (f.supertypes.includes('Legendary') &&
            (f.types.includes('Creature') ||
              f.subtypes.includes('Vehicle') ||
              (f.subtypes.includes('Spacecraft') && f.power !== undefined))) ||
          (f.text ?? '').toLowerCase().includes('can be your commander')
        )
      },
      50,
    )
    await expectQuery(
      'is:historic',
      (c) => front(c).supertypes.includes('Legendary') || types(c).includes('Artifact') || front(c).subtypes.includes('Saga'),
      50,
    )
  })

  it('exact names with ! and bare words against names', async () => {
    const gfa = byName('Grow from the Ashes')
    expect([...(await searchIds(db, '!"grow from the ashes"'))]).toEqual([gfa.oracleId])
    expect((await searchIds(db, '!"grow from the"')).size).toBe(0)
    await expectQuery('ashes', (c) => front(c).name.toLowerCase().includes('ashes'), 1)
    await expectQuery(
      '"from the" -ashes',
      (c) => front(c).name.toLowerCase().includes('from the') && !front(c).name.toLowerCase().includes('ashes'),
      1,
    )
  })

  it('tag: finds our card tags by slug or by label, case-insensitive', async () => {
    const tagged = async (sql: string, params: unknown[]) =>
      new Set((await db.pool.query(sql, params)).rows.map((r) => r.oracle_id as string))
    const bySlug = await tagged('SELECT DISTINCT oracle_id FROM card_tags WHERE slug = $1', ['searches-library-basic-land'])
    expect(bySlug.size).toBeGreaterThan(5)
    expect(bySlug.has(byName('Grow from the Ashes').oracleId)).toBe(true)
    expect(await searchIds(db, 'tag:searches-library-basic-land')).toEqual(bySlug)
    const label = (await db.pool.query('SELECT label FROM card_tags WHERE slug = $1 LIMIT 1', ['searches-library-basic-land'])).rows[0]
      .label as string
    expect(await searchIds(db, `tag:"${label.toUpperCase()}"`)).toEqual(bySlug)
    const kicker = await searchIds(db, 'kw:kicker')
    const withKickerTag = await tagged('SELECT DISTINCT oracle_id FROM card_tags WHERE slug = $1', ['kw-kicker'])
    expect(await searchIds(db, 'kw:kicker -tag:kw-kicker')).toEqual(new Set([...kicker].filter((id) => !withKickerTag.has(id))))
    const unknown = await searchCards(db, 'tag:no-such-tag')
    expect(unknown).toMatchObject({ total: 0, warnings: ['Unknown tag "no-such-tag": no card has it (tags are matched by slug or label)'] })
  })

  it('warns about an unknown set, and rejects bad options', async () => {
    const r = await searchCards(db, 's:zzz')
    expect(r.total).toBe(0)
    expect(r.warnings).toEqual(['Unknown set "zzz": no card is printed in it'])
    await expect(searchCards(db, 't:elf', { limit: 0 })).rejects.toBeInstanceOf(SearchError)
    await expect(searchCards(db, 't:elf', { limit: 5000 })).rejects.toMatchObject({ status: 400, type: 'invalid_option' })
  })
})
