// Issue 24, defects 4 and 5 (hosts): absolute links follow only an allowed Host, forwarding headers
// only from trusted proxies, never the request target; answers whose links came from the request
// say Vary; and no Host (missing, empty, crafted) turns a list with a next page into a 500.
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Api } from './support.js'

let api: Api
let proxied: Api
let port: number
beforeAll(async () => {
  api = await startApi()
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  port = (api.app.server.address() as { port: number }).port
  proxied = await startApi({ trustedProxies: ['127.0.0.1'], allowedHosts: ['api.example.com'] }, api.db)
})
afterAll(async () => {
  await proxied?.close()
  await api?.close()
})

/** A raw HTTP exchange: the request as written, the answer's status, headers and body. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request))
    let text = ''
    socket.on('data', (d) => {
      text += d.toString('latin1')
    })
    socket.on('error', reject)
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n')
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') })
    })
  })
}

const nextPage = (body: string) => JSON.parse(body).next_page as string

describe('links follow an allowed host only (defect 4)', () => {
  it('a request to the listen address links to it, and says Vary: Host', async () => {
    const r = await api.get('/sets?page_size=2', { host: `127.0.0.1:${port}` })
    expect(r.body.next_page).toBe(`http://127.0.0.1:${port}/sets?page_size=2&page=2`)
    expect(String(r.headers.vary)).toMatch(/\bHost\b/)
    const local = await api.get('/sets?page_size=2', { host: `localhost:${port}` })
    expect(local.body.next_page).toBe(`http://localhost:${port}/sets?page_size=2&page=2`)
  })

  it('a Host not allowed gets the canonical base in every link, card objects included', async () => {
    for (const host of ['evil.example', `127.0.0.1:${port} https://evil.example/`, `localhost:${port + 1}`]) {
      const r = await api.get('/cards/search?q=t%3Aelf&page_size=1', { host })
      expect(r.status, host).toBe(200)
      expect(r.body.next_page, host).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/cards/search\\?`))
      expect(JSON.stringify(r.body), host).not.toMatch(/evil\.example|localhost/)
      expect(r.body.data[0].uri.startsWith(`http://127.0.0.1:${port}/cards/`), host).toBe(true)
    }
  })

  it('an absolute-form request target links like its Host, not like the target', async () => {
    const r = await raw(`GET http://evil.example/sets?page_size=2 HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`)
    expect(r.status).toBe(200)
    expect(nextPage(r.body)).toBe(`http://127.0.0.1:${port}/sets?page_size=2&page=2`)
  })

  it('X-Forwarded-Host/Proto and Forwarded are ignored from a peer not trusted', async () => {
    const r = await api.get('/sets?page_size=2', {
      host: `127.0.0.1:${port}`,
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      forwarded: 'host=evil.example;proto=https',
    })
    expect(r.body.next_page).toBe(`http://127.0.0.1:${port}/sets?page_size=2&page=2`)
  })

  it('from a trusted proxy they are honoured for an allowed host, and answers Vary on them', async () => {
    const x = await proxied.get('/sets?page_size=2', {
      host: 'internal:4000',
      'x-forwarded-host': 'api.example.com',
      'x-forwarded-proto': 'https',
    })
    expect(x.body.next_page).toBe('https://api.example.com/sets?page_size=2&page=2')
    expect(String(x.headers.vary)).toMatch(/Host, X-Forwarded-Host, X-Forwarded-Proto, Forwarded/)
    const f = await proxied.get('/sets?page_size=2', { host: 'internal:4000', forwarded: 'for=1.2.3.4;host="api.example.com";proto=https' })
    expect(f.body.next_page).toBe('https://api.example.com/sets?page_size=2&page=2')
    // a forwarded host outside the allow-list gets the canonical base (the first allowed host)
    const evil = await proxied.get('/sets?page_size=2', { host: 'internal:4000', 'x-forwarded-host': 'evil.example' })
    expect(evil.body.next_page).toBe('http://api.example.com/sets?page_size=2&page=2')
  })

  it('with PUBLIC_URL every link is its own and answers do not Vary on Host', async () => {
    const fixed = await startApi({ publicUrl: 'https://arcanum.example' }, api.db)
    try {
      const r = await fixed.get('/sets?page_size=2', { host: 'evil.example', 'x-forwarded-host': 'evil.example' })
      expect(r.body.next_page).toBe('https://arcanum.example/sets?page_size=2&page=2')
      expect(String(r.headers.vary ?? '')).not.toMatch(/\bHost\b/)
    } finally {
      await fixed.close()
    }
  })
})

describe('no Host turns a list into a 500 (defect 5)', () => {
  it('HTTP/1.0 with no Host, an empty Host, a Host with a quote or javascript:…// answer 200 with the canonical base', async () => {
    const requests = [
      'GET /sets?page_size=2 HTTP/1.0\r\n\r\n',
      'GET /sets?page_size=2 HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n',
      'GET /sets?page_size=2 HTTP/1.1\r\nHost: a"b\r\nConnection: close\r\n\r\n',
      'GET /sets?page_size=2 HTTP/1.1\r\nHost: javascript:alert(1)//\r\nConnection: close\r\n\r\n',
      'GET /rules/search?q=spell&page_size=1 HTTP/1.0\r\n\r\n',
    ]
    for (const request of requests) {
      const r = await raw(request)
      expect(r.status, request).toBe(200)
      expect(nextPage(r.body), request).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/`))
    }
  })
})
