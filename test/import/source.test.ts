// Opening sources: gzip told by its magic bytes (not the name), strict UTF-8, format by content.
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { dateFromFileName, detectFormat } from '../../src/import/detect.js'
import { ImportError } from '../../src/import/errors.js'
import { firstInvalidUtf8, openRaw, openText } from '../../src/import/source.js'
import { tempFile } from './helpers.js'

async function readAll(file: string): Promise<string> {
  const text = await openText(await openRaw(file))
  let out = ''
  for await (const c of text.chunks) out += c
  return out
}

describe('opening a source', () => {
  it('decompresses gzip by its magic bytes, whatever the name', async () => {
    const json = JSON.stringify({ meta: { date: '2026-07-09' } })
    expect(await readAll(tempFile('plain-named.json', gzipSync(json)))).toBe(json)
    expect(await readAll(tempFile('not-really.json.gz', json))).toBe(json)
  })

  it('drops a UTF-8 byte-order mark', async () => {
    expect(await readAll(tempFile('bom.txt', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Magic')])))).toBe('Magic')
  })

  it('refuses invalid UTF-8 with the offset of the first bad byte', async () => {
    const bytes = Buffer.concat([Buffer.from('{"name": "Lim-D'), Buffer.from([0xfb]), Buffer.from('l"}')]) // Latin-1 û
    const err = await readAll(tempFile('latin1.json', bytes)).catch((e) => e)
    expect(err).toBeInstanceOf(ImportError)
    expect(err.message).toMatch(/latin1\.json: byte 15: invalid UTF-8 \(byte 0xfb\)/)
  })

  it('finds a bad byte that follows a chunk boundary', () => {
    expect(firstInvalidUtf8(Buffer.from([0x61, 0xe2, 0x80, 0x99, 0x62, 0xc3, 0x28]))).toBe(5)
    expect(firstInvalidUtf8(Buffer.from('plain ascii and ’ curly'))).toBe(-1)
  })

  it('names UTF-16 text as such', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Magic', 'utf16le')])
    const err = await readAll(tempFile('utf16.txt', utf16)).catch((e) => e)
    expect(err.message).toMatch(/utf16\.txt: byte 0: the text is UTF-16 encoded/)
  })

  it('names a truncated gzip file', async () => {
    const gz = gzipSync('x'.repeat(100_000) + Math.random())
    const err = await readAll(tempFile('cut.json.gz', gz.subarray(0, gz.length - 20))).catch((e) => e)
    expect(err.message).toMatch(/cut\.json\.gz: byte \d+: the gzip stream ends early \(truncated file\?\)/)
  })

  it('names a missing file and a folder', async () => {
    await expect(openRaw('/nonexistent/cards.json')).rejects.toThrow('/nonexistent/cards.json: no such file')
    await expect(openRaw(tempFile('x', '').replace(/x$/, ''))).rejects.toThrow(/is a directory/)
  })
})

describe('format detection by content', () => {
  it('recognises each format from its first characters', () => {
    expect(detectFormat('\uFEFFMagic: The Gathering Comprehensive Rules\r\n\r\nThese rules').kind).toBe('cr')
    expect(detectFormat('{"meta": {"date": "2022-04-25"}, "data": {').kind).toBe('mtgjson')
    expect(detectFormat('{"data":{"abilityWords":[').kind).toBe('mtgjson')
    expect(detectFormat('[\n  {"object": "card", "id": ').kind).toBe('scryfall')
    expect(detectFormat('{"object":"list","has_more":false,"data":[').kind).toBe('scryfall')
    expect(detectFormat('{ "object": "bulk_data", "id": "27bf3214"').kind).toBe('scryfall-bulk-pointer')
  })
  it('says why it does not know a file', () => {
    expect(detectFormat('')).toEqual({ kind: 'unknown', reason: 'the file is empty' })
    expect(detectFormat('name,mana_cost\nGrow from the Ashes,{2}{G}')).toMatchObject({
      kind: 'unknown',
      reason: expect.stringMatching(/^it starts with "name,mana_cost/),
    })
    expect(detectFormat('{"name": "arcanum", "version": "0.1.0"}')).toMatchObject({ reason: 'a JSON object starting with key "name"' })
  })
  it('reads the date of Scryfall bulk file names', () => {
    expect(dateFromFileName('oracle-cards-20260529090000.json')).toBe('2026-05-29')
    expect(dateFromFileName('rulings-20261101090000.json.gz')).toBe('2026-11-01')
    expect(dateFromFileName('cards.json')).toBeNull()
  })
})
