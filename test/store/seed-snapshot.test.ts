// The seeded embedded database built at install (src/import/seed-snapshot.ts): a new data folder
// starts from it with nothing left to migrate or seed, holding what seeding would have loaded; a
// folder that holds a database already is opened as it is; a tarball cannot write outside its folder.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { seedIfEmpty } from '../../src/import/index.js'
import { seedSnapshot, writeSeedSnapshot } from '../../src/import/seed-snapshot.js'
import { openDatabase } from '../../src/store/database.js'
import { untarInto } from '../../src/store/untar.js'
import { testBackend } from '../support/database.js'

const counts = `SELECT (SELECT count(*)::int FROM cards) AS cards, (SELECT count(*)::int FROM rulings) AS rulings,
                       (SELECT count(*)::int FROM rules) AS rules, (SELECT count(*)::int FROM card_tags) AS tags`

describe.skipIf(testBackend !== 'pglite')('the seeded embedded database built at install', () => {
  const dirs: string[] = []
  const tempDir = () => {
    const d = mkdtempSync(path.join(os.tmpdir(), 'arcanum-seeded-'))
    dirs.push(d)
    return d
  }
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true })
  })

  it('starts a new data folder seeded, with no migration or seed import left to run', async () => {
    const tarball = await writeSeedSnapshot()
    expect(seedSnapshot()).toBe(tarball)
    const dataDir = tempDir()
    const db = await openDatabase({ dataDir, embedded: { initialTarball: tarball } })
    try {
      expect(db.appliedMigrations).toEqual([])
      expect(await seedIfEmpty(db)).toBe(false)
      const { rows } = await db.pool.query(counts)
      // the same content as seeding an empty database now
      const fresh = await openDatabase({ dataDir: null })
      try {
        await seedIfEmpty(fresh)
        expect(rows[0]).toEqual((await fresh.pool.query(counts)).rows[0])
        expect(rows[0].cards).toBeGreaterThan(0)
      } finally {
        await fresh.close()
      }
      // and it takes writes, persisted in the folder
      await db.pool.query(`DELETE FROM rulings`)
    } finally {
      await db.close()
    }
    const reopened = await openDatabase({ dataDir, embedded: { initialTarball: tarball } })
    try {
      const { rows } = await reopened.pool.query(counts)
      expect(rows[0].rulings).toBe(0) // the folder's own database, not the tarball again
    } finally {
      await reopened.close()
    }
  })

  it('refuses a tarball member that would land outside the folder', () => {
    const dir = tempDir()
    const header = Buffer.alloc(512)
    header.write('../escaped', 0)
    header.write('0000644\0', 100)
    header.write('00000000004\0', 124)
    header.write('0', 156)
    header.write('ustar\0', 257)
    const file = path.join(dir, 'evil.tar')
    writeFileSync(file, Buffer.concat([header, Buffer.from('evil'.padEnd(512, '\0')), Buffer.alloc(1024)]))
    expect(() => untarInto(file, path.join(dir, 'out'))).toThrow(/outside the folder/)
  })
})
