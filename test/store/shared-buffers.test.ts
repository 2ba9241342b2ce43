// The embedded database's shared buffers follow the size of its data folder (sharedBuffersFor):
// small for the seed data, where they are most of the memory a new user's service holds, larger
// for a folder holding the full corpus, where they buy throughput. docs/scaling.md#memory.
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sharedBuffersFor, startEmbeddedPostgres } from '../../src/store/embedded.js'
import pg from 'pg'

const dirs: string[] = []
const tempFolder = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'arcanum-buffers-'))
  dirs.push(d)
  return d
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

describe('shared buffers of the embedded database', () => {
  it('are 16 MB for a new or small folder and 32 MB once its tables pass 128 MB', () => {
    expect(sharedBuffersFor(undefined)).toBe('16MB')
    const folder = tempFolder()
    expect(sharedBuffersFor(folder)).toBe('16MB') // no base/ yet: a new folder
    mkdirSync(path.join(folder, 'base', '5'), { recursive: true })
    const relation = path.join(folder, 'base', '5', '16384')
    writeFileSync(relation, '')
    truncateSync(relation, 100 * 1024 * 1024) // sparse: its size counts, not its blocks
    expect(sharedBuffersFor(folder)).toBe('16MB')
    writeFileSync(path.join(folder, 'base', '5', '16385'), '')
    truncateSync(path.join(folder, 'base', '5', '16385'), 40 * 1024 * 1024)
    expect(sharedBuffersFor(folder)).toBe('32MB')
  })

  it('are what the server runs with', async () => {
    const embedded = await startEmbeddedPostgres({ dataDir: tempFolder() })
    const client = new pg.Client({ connectionString: embedded.url })
    try {
      await client.connect()
      const { rows } = await client.query<{ shared_buffers: string }>('SHOW shared_buffers')
      expect(rows[0]!.shared_buffers).toBe('16MB')
    } finally {
      await client.end()
      await embedded.close()
    }
  })
})
