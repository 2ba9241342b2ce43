// Sampled card objects, one per layout, compiled in strict mode against Scryfall's own type
// package, @scryfall/api-types (issue 12, Proof). The fixture lacks meld, adventure and planar
// cards, so three small corpus sets are imported beside it (EMN, ELD, OHOP). The only differences
// allowed are listed in ALLOWED, each with why.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importSources } from '../../src/import/index.js'
import { startApi, type Api } from '../api/support.js'
import { corpusFile } from '../import/helpers.js'
import { fixtureDatabase } from '../support/database.js'

/** Layout → the type of @scryfall/api-types a card of that layout must satisfy. */
const LAYOUTS = {
  normal: 'Normal',
  split: 'Split',
  flip: 'Flip',
  transform: 'Transform',
  modal_dfc: 'ModalDfc',
  meld: 'Meld',
  adventure: 'Adventure',
  token: 'Token',
  saga: 'Saga',
  planar: 'Planar',
} as const

/**
 * What the types package does not know, and why it is still right to send:
 * - `funny`: Arcanum's own field (is:funny), beside Scryfall's; strict clients ignore it.
 * - legality formats newer than the package (1.0.0-alpha.4): standardbrawl (Scryfall's Standard Brawl).
 */
const ALLOWED_EXTRA_FIELDS = ['funny']
const NEWER_FORMATS = ['standardbrawl']

let api: Api
let dir: string
beforeAll(async () => {
  const db = await fixtureDatabase()
  await importSources(db, [corpusFile('2022', 'ELD'), corpusFile('2022', 'OHOP'), corpusFile('2026', 'EMN')], {
    progress: false,
    log: () => {},
  })
  api = await startApi({}, db)
  dir = mkdtempSync(path.join(tmpdir(), 'arcanum-api-types-'))
})
afterAll(async () => {
  await api?.close()
  await api?.db.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('@scryfall/api-types', () => {
  it('accepts a card object of every layout in strict mode', async () => {
    const samples: string[] = []
    for (const [layout, type] of Object.entries(LAYOUTS)) {
      const { rows } = await api.db.pool.query(
        `SELECT p.id FROM printings p JOIN cards c USING (oracle_id) WHERE c.layout = $1 ORDER BY p.released_at DESC, p.id LIMIT 1`,
        [layout],
      )
      expect(rows, `a ${layout} card in the store`).toHaveLength(1)
      const card = (await api.get(`/cards/${rows[0].id}`)).body
      for (const f of ALLOWED_EXTRA_FIELDS) delete card[f]
      for (const f of NEWER_FORMATS) delete card.legalities[f]
      samples.push(`export const ${layout}: ScryfallCard.${type} = ${JSON.stringify(card, null, 2)}`)
    }
    const typesEntry = createRequire(import.meta.url).resolve('@scryfall/api-types/index.ts')
    const file = path.join(dir, 'samples.ts')
    writeFileSync(file, `import type { ScryfallCard } from ${JSON.stringify(typesEntry)}\n\n${samples.join('\n\n')}\n`)
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      skipLibCheck: true,
      types: [],
    })
    const errors = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file?.fileName === file)
      .map((d) => {
        const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0)
        return `samples.ts:${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n').slice(-2).join(' / ').slice(-400)}`
      })
    expect(errors).toEqual([])
  })
})
