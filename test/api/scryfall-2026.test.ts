// What Scryfall's clients send and expect in 2026 (issue 32): cache-busters and empty parameters
// ignored (with a Warning header), ids past a 32-bit integer a 404, an unknown catalog a 404,
// parse-mana's validation_error, the symbols Scryfall lists, fuzzy names that match too many cards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Api } from './support.js'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => {
  await api?.close()
})

describe('query parameters a route does not know', () => {
  it('ignores unknown and empty parameters, naming them in a Warning header, as Scryfall ignores them', async () => {
    const plain = await api.get('/cards/search?q=t%3Agoblin')
    const busted = await api.get('/cards/search?q=t%3Agoblin&_=1733000000&utm_source=x')
    expect(busted.status).toBe(200)
    expect(busted.body.data).toEqual(plain.body.data)
    expect(busted.headers.warning).toBe('299 arcanum "Ignored query parameters (unknown or empty): _, utm_source"')
    expect(plain.headers.warning).toBeUndefined()
    const named = await api.get('/cards/named?exact=Grow%20from%20the%20Ashes&face=')
    expect(named.status).toBe(200)
    expect(named.body.name).toBe('Grow from the Ashes')
    expect(named.headers.warning).toMatch(/: face"$/)
    expect((await api.get('/sets?_=1')).status).toBe(200)
    // a known parameter with a wrong value is still a 400
    expect((await api.get('/cards/search?q=t%3Agoblin&page=two')).status).toBe(400)
  })
})

describe('not found, as Scryfall answers', () => {
  it('an id past a 32-bit integer is a card (or set) that is not there: 404', async () => {
    for (const url of [
      '/cards/multiverse/99999999999',
      '/cards/mtgo/4294967296',
      '/cards/arena/99999999999/rulings',
      '/cards/tcgplayer/99999999999',
      '/cards/cardmarket/99999999999',
      '/sets/tcgplayer/99999999999',
    ]) {
      const r = await api.get(url)
      expect({ url, status: r.status, code: r.body.code }).toEqual({ url, status: 404, code: 'not_found' })
    }
  })

  it('an unknown catalog is a 404', async () => {
    expect((await api.get('/catalog/missing')).body).toMatchObject({ status: 404, code: 'not_found' })
  })

  it("an unreadable cost is parse-mana's 422 validation_error", async () => {
    expect((await api.get('/symbology/parse-mana?cost=qq')).body).toMatchObject({ status: 422, code: 'validation_error' })
  })
})

describe("Scryfall's 2026 card fields and search keywords", () => {
  it('game_changer from MTGJSON isGameChanger, and is:gamechanger finds exactly those cards', async () => {
    const tutor = await api.get('/cards/named?exact=Demonic%20Tutor')
    expect(tutor.body.game_changer).toBe(true)
    expect((await api.get('/cards/named?exact=Grow%20from%20the%20Ashes')).body.game_changer).toBe(false)
    const found = await api.get('/cards/search?q=is%3Agamechanger')
    const names = found.body.data.map((c: { name: string }) => c.name)
    expect(names).toEqual(expect.arrayContaining(['Demonic Tutor', 'Notion Thief']))
    expect(found.body.data.every((c: { game_changer: boolean }) => c.game_changer)).toBe(true)
    const { rows } = await api.db.pool.query('SELECT count(*)::int AS n FROM cards WHERE game_changer AND NOT is_extra')
    expect(found.body.total_cards).toBe(rows[0].n)
    expect((await api.get('/cards/search?q=-is%3Agamechanger%20!%22Demonic%20Tutor%22')).status).toBe(404)
  })

  it('printed_type_line and printed_text where an English-named printing differs from Oracle (MTGJSON printedType/printedText)', async () => {
    const { rows } = await api.db.pool.query(
      "SELECT p.id FROM printings p JOIN cards c USING (oracle_id) WHERE c.name = 'Sheoldred, the Apocalypse' AND p.printed_type_line IS NOT NULL",
    )
    expect(rows.length).toBeGreaterThan(0)
    const card = (await api.get(`/cards/${rows[0].id}`)).body
    expect(card.printed_type_line).toBe('|MewkfuDs fyrs,psewtr.')
    expect(card.printed_text).toMatch(/^\|zvEZYCsDFhg\./)
    expect(card.type_line).toBe('Legendary Creature — Phyrexian Praetor')
  })

  it('order:spoiled and f:tlr parse: what the store lacks is a warning, never a syntax error', async () => {
    const spoiled = await api.get('/cards/search?q=t%3Agoblin%20order%3Aspoiled')
    expect(spoiled.status).toBe(200)
    expect(spoiled.body.warnings).toEqual(['order:spoiled sorts by release date here: the store keeps no preview dates'])
    const tlr = await api.get('/cards/search?q=t%3Agoblin%20f%3Atlr')
    expect(tlr.status).toBe(200)
    expect(tlr.body.warnings[0]).toMatch(/“f:tlr” was ignored\. This store's legalities \(MTGJSON's formats\) have no “tlr” format/)
    expect((await api.get('/cards/search?q=is%3Agamechanger%20prefer%3Aoldest%20order%3Apenny')).status).toBe(200)
  })
})
