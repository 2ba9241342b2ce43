// The curation API's security: every write route and mutation against no key, a revoked key and
// each scope (only the allowed pairs pass: 401 without a valid key, 403 with the wrong scope or
// for one's own proposal); keys stored only as hashes; no key, hash or Authorization header in a
// log line or an error body; a revocation holds from the next request.
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashKey, KEY_PREFIX, newKey } from '../../src/tags/keys.js'
import { fixtureDatabase } from '../support/database.js'
import { startApi, type Api } from '../api/support.js'
import { bearer, CARDS, importFixture, makeKeys, type Keys } from './support.js'

let api: Api
let keys: Keys
const logs: string[] = []

beforeAll(async () => {
  const db = await fixtureDatabase()
  await importFixture(db)
  keys = await makeKeys(db, 'sec')
  // every log line of this server, at the most verbose level, kept to be searched
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk))
      done()
    },
  })
  api = await startApi({ logLevel: 'trace', logStream }, db)
})
afterAll(async () => {
  await api?.close()
  await api?.db.close()
})

type Who = 'none' | 'malformed' | 'revoked' | 'propose' | 'review' | 'admin'
const WHO: Who[] = ['none', 'malformed', 'revoked', 'propose', 'review', 'admin']
const header = (who: Who): Record<string, string> =>
  who === 'none' ? {} : who === 'malformed' ? { authorization: `Basic ${keys.admin}` } : bearer(keys[who as keyof Keys])

/** A proposal by the propose key, for the review routes to decide. */
let proposals = 0
async function proposal(): Promise<number> {
  const slug = `matrix-${++proposals}`
  const r = await api.post('/tags/proposals', { proposals: [{ action: 'create_tag', kind: 'oracle', slug }] }, bearer(keys.propose2))
  expect(r.status).toBe(201)
  return r.body.data[0].id
}

interface Write {
  name: string
  /** Scopes that may use it. */
  allowed: Who[]
  run(headers: Record<string, string>): Promise<{ status: number; body: unknown }>
}

const gql = async (query: string, headers: Record<string, string>) => {
  const r = await api.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query },
    headers: { 'content-type': 'application/json', ...headers },
  })
  const body = r.json()
  const code = body.errors?.[0]?.extensions?.code
  // GraphQL answers with the HTTP status of its one error; a success is a 200 with data
  return {
    status: body.errors
      ? (({ UNAUTHENTICATED: 401, FORBIDDEN: 403, CONFLICT: 409 } as Record<string, number>)[code] ?? r.statusCode)
      : r.statusCode,
    body,
  }
}

const WRITES: Write[] = [
  {
    name: 'POST /tags/proposals',
    allowed: ['propose', 'review', 'admin'],
    run: (h) =>
      api.post('/tags/proposals', { proposals: [{ action: 'add_tagging', kind: 'oracle', tag: 'burn', target: CARDS.divination }] }, h),
  },
  ...(['approve', 'reject'] as const).map(
    (d): Write => ({
      name: `POST /tags/proposals/:id/${d}`,
      allowed: ['review', 'admin'],
      run: async (h) => api.post(`/tags/proposals/${await proposal()}/${d}`, {}, h),
    }),
  ),
  {
    name: 'POST /tags/import',
    allowed: ['admin'],
    run: (h) => api.post('/tags/import?dry_run=true', { rows: [{ tag: 'burn', oracle_id: CARDS.murder }] }, h),
  },
  {
    name: 'mutation proposeTagChanges',
    allowed: ['propose', 'review', 'admin'],
    run: (h) =>
      gql(
        `mutation { proposeTagChanges(changes: [{action: "add_tagging", kind: "oracle", tag: "burn", target: "${CARDS.divination}"}]) { id status } }`,
        h,
      ),
  },
  ...(['approve', 'reject'] as const).map(
    (d): Write => ({
      name: `mutation ${d}TagProposal`,
      allowed: ['review', 'admin'],
      run: async (h) => gql(`mutation { ${d}TagProposal(id: ${await proposal()}, note: "matrix") { id status } }`, h),
    }),
  ),
  {
    name: 'mutation importTags',
    allowed: ['admin'],
    run: (h) => gql(`mutation { importTags(rows: [{tag: "burn", oracle_id: "${CARDS.murder}"}], dryRun: true) { rows added } }`, h),
  },
]

describe('the authorization matrix', () => {
  for (const w of WRITES) {
    it(`${w.name}: only ${w.allowed.join(', ')} may`, async () => {
      const got: Record<string, number> = {}
      for (const who of WHO) got[who] = (await w.run(header(who))).status
      const want = Object.fromEntries(
        WHO.map((who) => [
          who,
          w.allowed.includes(who)
            ? w.name.startsWith('POST /tags/proposals') && !w.name.includes(':id')
              ? 201
              : 200
            : ['none', 'malformed', 'revoked'].includes(who)
              ? 401
              : 403,
        ]),
      )
      expect(got).toEqual(want)
    })
  }

  it('reviewing one’s own proposal is a 403 on REST and GraphQL', async () => {
    const mine = await api.post(
      '/tags/proposals',
      { proposals: [{ action: 'add_tagging', kind: 'oracle', tag: 'burn', target: CARDS.negate }] },
      bearer(keys.admin),
    )
    const id = mine.body.data[0].id
    expect((await api.post(`/tags/proposals/${id}/approve`, {}, bearer(keys.admin))).status).toBe(403)
    expect((await gql(`mutation { rejectTagProposal(id: ${id}) { id } }`, bearer(keys.admin))).status).toBe(403)
  })

  it('reads need no key', async () => {
    for (const url of [
      '/tags',
      '/tags/oracle/ramp',
      `/cards/${CARDS.elves}/all-tags`,
      '/tags/proposals',
      '/tags/audit',
      '/tags/export?kind=art',
    ]) {
      expect((await api.app.inject({ method: 'GET', url })).statusCode, url).toBe(200)
    }
  })
})

describe('keys', () => {
  it('are 256 random bits, and the store holds only their SHA-256', async () => {
    const k = newKey()
    expect(k.startsWith(KEY_PREFIX)).toBe(true)
    expect(Buffer.from(k.slice(KEY_PREFIX.length), 'base64url')).toHaveLength(32)
    expect(newKey()).not.toBe(k)
    const { rows } = await api.db.pool.query(`SELECT * FROM api_keys WHERE name LIKE 'sec-%'`)
    const stored = JSON.stringify(rows)
    for (const key of Object.values(keys)) {
      expect(stored).not.toContain(key)
      expect(stored).toContain(hashKey(key))
    }
  })

  it('a revocation holds from the next request, on another instance too', async () => {
    const { createKey, revokeKey } = await import('../../src/tags/keys.js')
    const { key } = await createKey(api.db, 'sec-short-lived', 'propose')
    const other = await startApi({}, api.db) // a second instance over the same store
    try {
      const body = { proposals: [{ action: 'add_tagging', kind: 'oracle', tag: 'burn', target: CARDS.divination }] }
      expect((await other.post('/tags/proposals', body, bearer(key))).status).toBe(201)
      await revokeKey(api.db, 'sec-short-lived')
      expect((await other.post('/tags/proposals', body, bearer(key))).status).toBe(401)
      expect((await api.post('/tags/proposals', body, bearer(key))).status).toBe(401)
    } finally {
      await other.close()
    }
  })
})

describe('secrets never leave', () => {
  it('no key, hash or Authorization header in any log line or error body of this file’s requests', async () => {
    // errors carrying a key: a bad scheme, a wrong key, a 500-free bad body, a key in the URL's place
    const bodies: string[] = []
    for (const h of [
      { authorization: `Basic ${keys.admin}` },
      { authorization: `Bearer ${keys.revoked}` },
      bearer(`${keys.admin}x`),
      bearer(keys.propose),
    ]) {
      bodies.push(JSON.stringify((await api.post('/tags/import', { rows: 'nope' }, h)).body))
      bodies.push(JSON.stringify((await gql('mutation { importTags(rows: [], dryRun: true) { rows } }', h)).body))
    }
    bodies.push(
      JSON.stringify(
        (
          await api.post(
            '/tags/proposals',
            {
              proposals: [
                { action: 'add_tagging', kind: 'oracle', tag: keys.admin.toLowerCase().replace(/[^a-z0-9]/g, ''), target: CARDS.opt },
              ],
            },
            bearer(keys.propose),
          )
        ).body,
      ),
    )
    expect(logs.length).toBeGreaterThan(10) // these requests (and the matrix's, in a whole run) were logged
    const text = logs.join('') + bodies.join('\n')
    for (const key of [...Object.values(keys), `${keys.admin}x`]) {
      expect(text).not.toContain(key)
      expect(text).not.toContain(hashKey(key))
      expect(text).not.toContain(key.slice(KEY_PREFIX.length, KEY_PREFIX.length + 16))
    }
    // the header itself: no line logs request headers (the 401's advice names the header, never a value)
    expect(logs.join('').toLowerCase()).not.toContain('authorization')
    expect(text).not.toMatch(/(Bearer|Basic) arc_/)
  })
})
