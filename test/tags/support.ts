// Shared by the tags tests: the Tagger fixture files, keys made straight in the store, and the
// cards and illustrations the fixture tags.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Database } from '../../src/store/database.js'
import { createKey, revokeKey } from '../../src/tags/keys.js'
import { importTaggerFile } from '../../src/import/tagger/import-tagger.js'

const here = path.dirname(fileURLToPath(import.meta.url))
export const ORACLE_TAGS = path.join(here, 'fixtures', 'oracle-tags-20261201090000.jsonl')
export const ART_TAGS = path.join(here, 'fixtures', 'art-tags-20261201090000.jsonl')

export const CARDS = {
  elves: '68954295-54e3-4303-a6bc-fc4547a4e3a3',
  mystic: '3f3b2c10-21f8-4e13-be83-4ef3fa36e123',
  tribe: 'cfd0f0e6-1bbf-4450-97d2-c54907abb7e4',
  rampant: '8539f295-5d58-4436-a73a-b9277c4c7795',
  cultivate: '8b755881-a72d-4e21-a369-d2924eb4585a',
  kodama: '1593ea18-2f2f-4ab4-83fb-6ccc0bec8a90',
  harrow: '705509e9-a034-4a5a-9c65-66f58748b8a2',
  khalni: 'be6155de-c5b2-415c-ad83-142f9926462a',
  bolt: '4457ed35-7c10-48c8-9776-456485fdf070',
  strike: 'f34b9bc4-7bfe-47fd-ba23-4eeeb46026eb',
  counterspell: 'cc187110-1148-4090-bbb8-e205694a39f5',
  negate: '3407fe41-fdd3-4119-8f70-4bc4590a379f',
  opt: '713332c1-5bd8-400f-bfff-c1ca0697a043',
  murder: '938b4e2c-88d9-4637-bc00-e228920c9a78',
  divination: '273b339c-964b-4a18-8eb5-ceb8abcdfd9e',
}
export const ILLUSTRATIONS = { elves: '82c0ea68-cf37-41ec-aec7-123e8e9f05d3', bolt: '013e7eda-ef8e-44cd-9832-4033d9de1c34' }

/** The fixture's files gzipped, as Scryfall publishes them, in a folder of their own. */
export function gzippedFixtures(): { oracle: string; art: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'arcanum-tagger-'))
  const gz = (file: string) => {
    const out = path.join(dir, `${path.basename(file)}.gz`)
    writeFileSync(out, gzipSync(readFileSync(file)))
    return out
  }
  return { oracle: gz(ORACLE_TAGS), art: gz(ART_TAGS) }
}

export async function importFixture(db: Database) {
  const { oracle, art } = gzippedFixtures()
  return { oracle: await importTaggerFile(db, oracle), art: await importTaggerFile(db, art) }
}

export interface Keys {
  propose: string
  propose2: string
  review: string
  review2: string
  admin: string
  revoked: string
}

/** One key of each scope (names prefixed, so files sharing a database do not clash), and a revoked one. */
export async function makeKeys(db: Database, prefix: string): Promise<Keys> {
  const k = async (name: string, scope: string) => (await createKey(db, `${prefix}-${name}`, scope)).key
  const keys = {
    propose: await k('proposer', 'propose'),
    propose2: await k('proposer2', 'propose'),
    review: await k('reviewer', 'review'),
    review2: await k('reviewer2', 'review'),
    admin: await k('admin', 'admin'),
    revoked: await k('revoked', 'admin'),
  }
  await revokeKey(db, `${prefix}-revoked`)
  return keys
}

export const bearer = (key: string | undefined): Record<string, string> => (key ? { authorization: `Bearer ${key}` } : {})
