// Hostile files stop the import with the file and the position, within the memory bound, and the
// database as it was (issue 9, defect 10).
import { createWriteStream, readFileSync } from 'node:fs'
import { once } from 'node:events'
import { createGzip } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importSources } from '../../src/import/index.js'
import { MAX_JSON_STRING_CHARS, StringLengthGuard } from '../../src/import/json/tokens.js'
import type { Database } from '../../src/store/database.js'
import { CR_FILE } from '../support/data.js'
import { freshDatabase } from '../support/database.js'
import { setFile, snapshot, tempFile } from './helpers.js'

const quiet = { progress: false, log: () => {} }
let db: Database
let base: Record<string, string>

beforeAll(async () => {
  db = await freshDatabase()
  await importSources(db, [setFile('2022', 'UGL')], quiet)
  base = await snapshot(db)
})
afterAll(async () => {
  await db?.close()
})

describe('hostile files', () => {
  it('a Comprehensive Rules file holding a NUL stops with the file, line and column; nothing imported', async () => {
    const lines = readFileSync(CR_FILE, 'utf8').split('\n')
    lines[2999] = `${lines[2999]!.slice(0, 4)}\u0000${lines[2999]!.slice(4)}`
    const file = tempFile('MagicCompRules-nul.txt', lines.join('\n'))
    await expect(importSources(db, [file], quiet)).rejects.toThrow(
      /MagicCompRules-nul\.txt: line 3000, column 5: a NUL character \(\\0\): a text file holds none/,
    )
    expect(await snapshot(db)).toEqual(base)
  })

  it('a 1.7 MB .json.gz holding one 400 MB string stops at that string, within the memory bound; nothing imported', async () => {
    const file = tempFile('huge-string.json.gz', '')
    const gzip = createGzip({ level: 1 })
    const out = gzip.pipe(createWriteStream(file))
    gzip.write('{"meta":{"date":"2022-04-25","version":"5.2.0"},\n"data":{"code":"HUG","name":"Huge","cards":[{"name":"')
    const mb = 'a'.repeat(1 << 20)
    for (let i = 0; i < 400; i++) if (!gzip.write(mb)) await once(gzip, 'drain')
    gzip.end('"}]}}')
    await once(out, 'finish')
    expect(readFileSync(file).length).toBeLessThan(2_000_000)

    const before = process.memoryUsage().rss
    let peak = before
    const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
    try {
      await expect(importSources(db, [file], quiet)).rejects.toThrow(
        /huge-string\.json\.gz: line 2, column 53 \(character 101\), at data\.cards\[0\]\.name \(Huge\): a string value longer than 1,048,576 characters \(the limit for any field\) starts here/,
      )
    } finally {
      clearInterval(sample)
    }
    // the string is never assembled: far less than its 400 MB (it once peaked at 683 MB RSS)
    expect(peak - before).toBeLessThan(200 * 1024 * 1024)
    expect(await snapshot(db)).toEqual(base)
  })
})

describe('the string length guard', () => {
  const longest = (text: string, chunk: number, limit: number) => {
    const guard = new StringLengthGuard(limit)
    for (let i = 0; i < text.length; i += chunk) guard.feed(text.slice(i, i + chunk))
  }

  it('counts escapes and strings split across chunks, and only strings', () => {
    const ok = `{"a":"${'x'.repeat(10)}","b":"${'\\"'.repeat(5)}","n":${'1'.repeat(50)}}`
    for (const chunk of [1, 2, 3, 7, 1000]) expect(() => longest(ok, chunk, 10)).not.toThrow()
    const over = `{"a":"${'x'.repeat(11)}"}`
    for (const chunk of [1, 2, 5, 1000]) expect(() => longest(over, chunk, 10)).toThrow(/longer than 10 characters/)
    // an escape counts as the one character it stands for
    expect(() => longest(`{"a":"${'\\n'.repeat(10)}"}`, 3, 10)).not.toThrow()
    expect(() => longest(`{"a":"${'\\n'.repeat(11)}"}`, 3, 10)).toThrow()
  })

  it('leaves every real set file alone', () => {
    expect(() => longest(readFileSync(setFile('2022', 'UGL'), 'utf8'), 65_536, MAX_JSON_STRING_CHARS)).not.toThrow()
  })
})
