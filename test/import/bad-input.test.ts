// Bad input stops the import with a message naming the file and the position, and the database
// is exactly as it was (every table's rows and the import log compared before and after). Each bad
// file comes after a good one in the same command, so the good one's data was already staged.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importSources } from '../../src/import/index.js'
import type { Database } from '../../src/store/database.js'
import { CR_FILE } from '../support/data.js'
import { freshDatabase } from '../support/database.js'
import { corpusFile, setFile, snapshot, tempFile } from './helpers.js'

const quiet = { progress: false, log: () => {} }
const GOOD = corpusFile('2022', 'PAL06') // a small real set file, not imported before
let db: Database
let base: Record<string, string>

const ugl = () => readFileSync(setFile('2022', 'UGL'), 'utf8')
const uglJson = () => JSON.parse(ugl())

beforeAll(async () => {
  db = await freshDatabase()
  await importSources(db, [setFile('2022', 'UGL')], quiet)
  base = await snapshot(db)
})
afterAll(async () => {
  await db?.close()
})

/** The bad file's name, then what the message must say. */
const cases: [string, () => string, RegExp][] = [
  [
    'truncated JSON',
    () => tempFile('truncated.json', ugl().slice(0, 100_000)),
    /truncated\.json: line 1, column 100001 \(character 100000\), at data\.cards\[\d+\] \(after .+\): the JSON text ends early \(truncated file\?\)/,
  ],
  [
    'invalid JSON',
    () => tempFile('invalid.json', ugl().replace('"artist": "Mark Tedin"', '"artist" "Mark Tedin"')),
    /invalid\.json: line 1, column \d+ \(character \d+\), at data\.cards\[\d+\]\.artist \(after .+\): invalid JSON: expected ':'/,
  ],
  [
    'a text that is no known format',
    () => tempFile('cards.csv', 'name,mana_cost\nGrow from the Ashes,{2}{G}\n'),
    /cards\.csv: not a format the importer knows: it starts with "name,mana_cost/,
  ],
  [
    'a rules file that is not one',
    () =>
      tempFile(
        'rules.txt',
        'Magic: The Gathering Comprehensive Rules\n\nThese rules are effective as of February 27, 2026.\n\nNothing else here.\n',
      ),
    /rules\.txt: line 5: unexpected line before the rules: "Nothing else here\."/,
  ],
  [
    'a truncated rules file',
    () => tempFile('rules-cut.txt', readFileSync(CR_FILE, 'utf8').split('\n').slice(0, 8000).join('\n')),
    /rules-cut\.txt: line 8000: the file ends inside the Glossary, before the Credits \(truncated file\?\)/,
  ],
  [
    'duplicate ids within a file',
    () => {
      const j = uglJson()
      j.data.cards.splice(1, 0, j.data.cards[0])
      return tempFile('duplicate.json', JSON.stringify(j))
    },
    /duplicate\.json: at data\.cards\[1\] \(Charm School\): duplicate uuid [0-9a-f-]{36}: the same card entry appears twice/,
  ],
  [
    'a printing without its Scryfall id',
    () => {
      const j = uglJson()
      delete j.data.cards[3].identifiers.scryfallId
      return tempFile('no-id.json', JSON.stringify(j))
    },
    /no-id\.json: at data\.cards\[3\] \(.+\): missing identifiers\.scryfallId/,
  ],
  [
    'a ruling without its Oracle id',
    () =>
      tempFile(
        'rulings.json',
        JSON.stringify([
          {
            object: 'ruling',
            oracle_id: '645ab3c7-ee1d-4dd0-811f-2dc7f7c7e792',
            source: 'wotc',
            published_at: '2024-11-08',
            comment: 'A ruling.',
          },
          { object: 'ruling', source: 'wotc', published_at: '2024-11-08', comment: 'Which card?' },
        ]),
      ),
    /rulings\.json: at \[1\]: missing "oracle_id": a ruling must say which card it is about/,
  ],
  [
    'a Scryfall card without its id',
    () =>
      tempFile(
        'scryfall-cards.json',
        JSON.stringify([
          {
            object: 'card',
            oracle_id: '645ab3c7-ee1d-4dd0-811f-2dc7f7c7e792',
            name: 'Grow from the Ashes',
            set: 'dom',
            collector_number: '164',
          },
        ]),
      ),
    /scryfall-cards\.json: at \[0\] \(Grow from the Ashes\): missing "id"/,
  ],
  [
    'an MTGJSON file without its build date',
    () => {
      const j = uglJson()
      delete j.meta
      return tempFile('no-meta.json', JSON.stringify(j))
    },
    /no-meta\.json: at \(top level\): no "meta" object with the build date/,
  ],
  [
    'invalid UTF-8 (Latin-1 bytes)',
    () => {
      const bytes = Buffer.from(ugl(), 'utf8')
      const at = bytes.indexOf('Ankh of Mishra')
      bytes[at + 1] = 0xe9 // a Latin-1 é
      return tempFile('latin1.json', bytes)
    },
    /latin1\.json: byte \d+: invalid UTF-8 \(byte 0xe9\): the file is not UTF-8 text \(wrong encoding\?\)/,
  ],
  [
    'UTF-16 text',
    () =>
      tempFile(
        'rules-utf16.txt',
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Magic: The Gathering Comprehensive Rules', 'utf16le')]),
      ),
    /rules-utf16\.txt: byte 0: the text is UTF-16 encoded/,
  ],
  [
    'a truncated gzip file',
    () => {
      const gz = gzipSync(ugl())
      return tempFile('cut.json.gz', gz.subarray(0, Math.floor(gz.length / 2)))
    },
    /cut\.json\.gz: byte \d+: the gzip stream ends early \(truncated file\?\)/,
  ],
  ['an empty file', () => tempFile('empty.json', ''), /empty\.json: not a format the importer knows: the file is empty/],
  ['a missing file', () => '/no/such/dir/AllPrintings.json', /\/no\/such\/dir\/AllPrintings\.json: no such file/],
]

describe('bad input', () => {
  it.each(cases)('%s: stops with the file and position, and changes nothing', async (_name, make, message) => {
    const bad = make()
    const err = await importSources(db, [GOOD, bad], quiet).catch((e: Error) => e)
    expect(err).toBeInstanceOf(Error)
    expect((err as Error).message).toMatch(message)
    expect(await snapshot(db)).toEqual(base)
  })

  it('an import with no sources is refused', async () => {
    await expect(importSources(db, [], quiet)).rejects.toThrow('no sources given')
  })

  it('and the good file alone then imports', async () => {
    const summary = await importSources(db, [GOOD], quiet)
    expect(summary.cards!.added).toBeGreaterThan(0)
  })
})
