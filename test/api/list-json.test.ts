// List objects written from their items' JSON (src/api/rest/list-json.ts): the bytes are the JSON
// of the list, and the buffers kept for large bodies are given back only once a response is sent,
// so responses served at once over real sockets never share one.
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIST_BUFFERS, ListBuffers, listJson } from '../../src/api/rest/list-json.js'
import { cardBytes } from '../../src/api/rest/stored-card-bytes.js'
import { startApi, type Api } from './support.js'

describe('listJson', () => {
  it('writes the fields, then the items as they are, texts and bytes alike', () => {
    const items = ['{"a":1}', cardBytes('{"name":"Æther — ’"}'), '"x"']
    const body = listJson({ object: 'list', total: 3, next_page: null }, items)
    expect(JSON.parse(body.toString('utf8'))).toEqual({
      object: 'list',
      total: 3,
      next_page: null,
      data: [{ a: 1 }, { name: 'Æther — ’' }, 'x'],
    })
    expect(listJson({ object: 'list' }, []).toString()).toBe('{"object":"list","data":[]}')
  })

  it('grows past its estimate when texts are mostly multi-byte', () => {
    const wide = '"' + '’'.repeat(5000) + '"'
    const body = listJson({ object: 'list' }, [wide, wide, cardBytes(wide)])
    expect(JSON.parse(body.toString('utf8')).data).toEqual(['’'.repeat(5000), '’'.repeat(5000), '’'.repeat(5000)])
  })
})

describe('ListBuffers', () => {
  it('lends buffers for large bodies only, reuses what is given back, and keeps a bounded number', () => {
    const buffers = new ListBuffers(1000, 100_000, 2)
    expect(buffers.take(999)).toBeNull()
    expect(buffers.take(100_001)).toBeNull()
    const a = buffers.take(3000)!
    expect(a.length).toBeGreaterThanOrEqual(3000)
    const b = buffers.take(3000)!
    expect(b).not.toBe(a)
    buffers.give(a)
    buffers.give(a) // given twice, kept once
    expect(buffers.kept).toBe(1)
    expect(buffers.take(2500)).toBe(a)
    expect(buffers.kept).toBe(0)
    buffers.give(a)
    buffers.give(b)
    buffers.give(buffers.take(5000)!)
    expect(buffers.kept).toBe(2)
  })
})

describe('large lists sent at once', () => {
  let api: Api
  let base: string
  beforeAll(async () => {
    api = await startApi({ publicUrl: 'https://a.example' })
    base = await api.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await api?.close()
  })

  it('each response over a socket is its own page, byte for byte, while the buffers are reused', async () => {
    const urls = ['t:creature', 't:creature c:g', 't:instant', 't:sorcery', 't:creature&page=2', 't:land'].map(
      (q) => `/cards/search?q=${q.replace(':', '%3A').replace(' ', '+')}`,
    )
    const alone = new Map<string, string>()
    for (const url of urls) {
      const r = await fetch(base + url)
      expect(r.status, url).toBe(200)
      alone.set(url, await r.text())
    }
    expect(Math.max(...[...alone.values()].map((b) => Buffer.byteLength(b)))).toBeGreaterThan(LIST_BUFFERS.minSize)
    for (let round = 0; round < 3; round++) {
      const bodies = await Promise.all(
        [...urls, ...urls].map(async (url) => {
          const r = await fetch(base + url)
          expect(r.status, url).toBe(200)
          return [url, await r.text()] as const
        }),
      )
      for (const [url, body] of bodies) expect(body === alone.get(url), url).toBe(true)
    }
    expect(LIST_BUFFERS.kept).toBeLessThanOrEqual(LIST_BUFFERS.maxKept)
    expect(LIST_BUFFERS.kept).toBeGreaterThan(0)

    // a client that reads nothing for a while, its requests pipelined: the kernel takes a few MB,
    // so its later pages wait in the server, and the pages served meanwhile must not be written
    // into their buffers
    const slowUrl = urls[0]!
    const pipelined = 10
    const { host, port } = new URL(base)
    const socket = connect(Number(port), '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (c: Buffer) => chunks.push(c))
    socket.pause()
    const request = `GET ${slowUrl} HTTP/1.1\r\nHost: ${host}\r\n\r\n`
    socket.write(request.repeat(pipelined - 1) + request.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'))
    await new Promise((r) => setTimeout(r, 500))
    for (let round = 0; round < 3; round++) {
      const others = [...urls.slice(1), ...urls.slice(1)]
      const bodies = await Promise.all(others.map(async (url) => [url, await (await fetch(base + url)).text()] as const))
      for (const [url, body] of bodies) expect(body === alone.get(url), url).toBe(true)
    }
    const ended = new Promise((r) => socket.once('end', r))
    socket.resume()
    await ended
    // the pipelined responses, one after the other, each with its Content-Length
    let raw = Buffer.concat(chunks)
    const slowBody = Buffer.from(alone.get(slowUrl)!)
    for (let i = 0; i < pipelined; i++) {
      const headEnd = raw.indexOf('\r\n\r\n')
      const head = raw.subarray(0, headEnd).toString('latin1')
      expect(head.startsWith('HTTP/1.1 200'), `response ${i}`).toBe(true)
      const length = Number(/content-length: (\d+)/i.exec(head)![1])
      expect(raw.subarray(headEnd + 4, headEnd + 4 + length).equals(slowBody), `response ${i}`).toBe(true)
      raw = raw.subarray(headEnd + 4 + length)
    }
    expect(raw.length).toBe(0)
  })
})
