// Tokens linked from Oracle text (issue 12, item 3): "create a 1/1 white Soldier creature token"
// read into a description and matched to the stored tokens, on the fixture's real cards. The
// fixture holds MTGJSON 5.2 files (no related-card data for cards) and 5.3 files (with it), so the
// text links can be checked against MTGJSON's wherever both exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linkTokensFromText, matchPhrase } from '../../src/import/token-links.js'
import { tokenAbilities, tokenPhrases, type TokenCard } from '../../src/import/token-phrases.js'
import type { Database } from '../../src/store/database.js'
import { startApi, type Api } from '../api/support.js'
import { fixtureDatabase, sharedFixture } from '../support/database.js'

interface StoredToken extends TokenCard {
  oracleId: string
}

let db: Database
let tokens: StoredToken[]
let byName: Map<string, StoredToken[]>
let vocabulary: string[]
const textOf = new Map<string, string>()

beforeAll(async () => {
  db = await sharedFixture()
  tokens = (
    await db.pool.query(
      `SELECT oracle_id::text AS "oracleId", name, colors, supertypes, types, subtypes, power, toughness, oracle_text AS "oracleText"
         FROM cards WHERE layout = 'token'`,
    )
  ).rows.map(({ oracleText, ...t }) => ({ ...t, abilities: tokenAbilities(oracleText) }))
  byName = new Map()
  for (const t of tokens) byName.set(t.name, [...(byName.get(t.name) ?? []), t])
  vocabulary = tokens.flatMap((t) => t.abilities)
  const { rows } = await db.pool.query<{ name: string; text: string }>(
    `SELECT name, oracle_text AS text FROM cards WHERE oracle_text ~* '\\mcreates?\\M' AND oracle_text ~* '\\mtokens?\\M'`,
  )
  for (const r of rows) textOf.set(r.name, r.text)
})

const phrasesOf = (name: string) => {
  const text = textOf.get(name)
  expect(text, name).toBeDefined()
  return tokenPhrases(text!, vocabulary)
}

describe('reading "create … token" phrases', () => {
  it("reads count, P/T, colours, types and abilities, quoted ones included (Relic Robber, Emeria's Call)", () => {
    expect(phrasesOf('Relic Robber')).toEqual([
      expect.objectContaining({
        power: '0',
        toughness: '1',
        colors: [],
        types: ['Artifact', 'Creature'],
        subtypes: ['Goblin', 'Construct'],
        abilities: ["this permanent can't block", 'at the beginning of your upkeep, this permanent deals 1 damage to you'],
        unsure: false,
      }),
    ])
    expect(phrasesOf("Emeria's Call // Emeria, Shattered Skyclave")[0]).toMatchObject({
      text: 'two 4/4 white Angel Warrior creature tokens with flying',
      subtypes: ['Angel', 'Warrior'],
      abilities: ['flying'],
    })
  })

  it('reads X/X, a name, a predefined kind and abilities granted by the next sentence', () => {
    expect(phrasesOf('Skyclave Apparition')[0]).toMatchObject({ power: '*', toughness: '*', colors: ['U'], subtypes: ['Illusion'] })
    expect(phrasesOf('Crow Storm')[0]).toMatchObject({ name: 'Storm Crow', subtypes: ['Bird'], abilities: ['flying'] })
    expect(phrasesOf('Karn, Living Legacy')[0]).toMatchObject({ predefined: 'Powerstone', unsure: false })
    // "… create two 0/1 colorless Eldrazi Spawn creature tokens. They have "Sacrifice this token: Add {C}.""
    expect(phrasesOf("Kozilek's Predator")[0]).toMatchObject({
      subtypes: ['Eldrazi', 'Spawn'],
      abilities: ['sacrifice this permanent: add {c}'],
    })
  })

  it('a copy is no token to link, and "four of those tokens" describes none of its own', () => {
    expect(phrasesOf('Jace, Mirror Mage')).toEqual([expect.objectContaining({ copy: true })])
    expect(phrasesOf('Saproling Migration')).toHaveLength(1)
  })
})

describe('matching phrases to stored tokens', () => {
  it("agrees with MTGJSON's related data wherever both exist, and never disagrees", async () => {
    const { rows } = await db.pool.query<{ name: string; source: string[] }>(
      `SELECT c.name, array_agg(DISTINCT t.oracle_id::text) AS source
         FROM cards c JOIN printings p ON p.oracle_id = c.oracle_id
         CROSS JOIN LATERAL unnest(p.related_token_uuids) u(uuid) JOIN printings t ON t.mtgjson_uuid = u.uuid::uuid
        GROUP BY c.name`,
    )
    let agree = 0
    const wrong: string[] = []
    for (const { name, source } of rows) {
      if (!textOf.has(name)) continue
      for (const phrase of phrasesOf(name)) {
        const m = matchPhrase(phrase, byName)
        if (typeof m === 'string') continue
        if (source.includes(m.oracleId)) agree++
        else wrong.push(`${name}: "${phrase.text}" → ${m.name}`)
      }
    }
    expect(wrong).toEqual([])
    expect(agree).toBeGreaterThan(150)
  })

  it('links nothing when two stored tokens fit the description', () => {
    const [phrase] = phrasesOf('Roost of Drakes')
    const drake = byName.get('Drake')!.find((t) => t.abilities.includes('flying'))!
    expect(matchPhrase(phrase!, byName)).toBe(drake)
    expect(matchPhrase(phrase!, new Map([['Drake', [drake, { ...drake, oracleId: 'another' }]]]))).toBe('ambiguous')
  })

  it('a kind named alone ("a Treasure token") is never a creature token, which Oracle text always describes in full', () => {
    const [powerstone] = phrasesOf('Karn, Living Legacy')
    expect(matchPhrase(powerstone!, byName)).toMatchObject({ name: 'Powerstone', power: null })
    const [drake] = tokenPhrases('Create a Drake token.', vocabulary)
    expect(drake).toMatchObject({ predefined: 'Drake', unsure: false })
    expect(matchPhrase(drake!, byName)).toBe('none')
  })

  it("stores nothing twice: the fixture's import linked everything, so another run writes no row", async () => {
    const own = await fixtureDatabase()
    const client = await own.pool.connect()
    try {
      await client.query('BEGIN')
      const report = await linkTokensFromText(client)
      await client.query('ROLLBACK')
      expect(report.printingsWritten).toBe(0)
      expect(report.creators).toBeGreaterThan(200)
      expect(report.linkedByText).toBeGreaterThan(40)
      expect(report.linked).toBeGreaterThan(report.linkedBySource)
    } finally {
      client.release()
      await own.close()
    }
  })
})

describe('all_parts from the text, both directions', () => {
  let api: Api
  beforeAll(async () => {
    api = await startApi()
  })
  afterAll(() => api?.close())

  const parts = async (id: string) =>
    (await api.get(`/cards/${id}?fields=name,set,all_parts`)).body as {
      name: string
      set: string
      all_parts?: { id: string; component: string; name: string }[]
    }

  it("Roost of Drakes (ZNR, an MTGJSON 5.2 file without related cards) lists its set's Drake token, which lists it", async () => {
    const { rows } = await db.pool.query<{ id: string }>(
      `SELECT p.id FROM printings p JOIN cards c ON c.oracle_id = p.oracle_id WHERE c.name = 'Roost of Drakes' AND p.set_code = 'ZNR' ORDER BY p.collector_number LIMIT 1`,
    )
    const roost = await parts(rows[0]!.id)
    const drake = roost.all_parts?.find((p) => p.component === 'token')
    expect(drake).toMatchObject({ name: 'Drake' })
    const token = await parts(drake!.id)
    expect(token.set).toBe('tznr')
    expect(token.all_parts?.map((p) => p.name)).toContain('Roost of Drakes')
  })

  it('a card whose only token is a copy of something gets no link', async () => {
    const { rows } = await db.pool.query<{ id: string }>(
      `SELECT p.id FROM printings p JOIN cards c ON c.oracle_id = p.oracle_id WHERE c.name = 'Jace, Mirror Mage'`,
    )
    for (const { id } of rows) expect((await parts(id)).all_parts).toBeUndefined()
  })
})
