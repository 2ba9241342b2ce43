// The first run's terminal: request logs as one short line each at a terminal, the start-up hint
// saying what the database holds and what the shared data has beyond it, the import progress bar
// moving through the database steps, and the shared data listed for `npm run import:all`.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { humanLine } from '../../src/api/human-log.js'
import { barPosition, DATABASE_STEPS } from '../../src/import/progress.js'
import { everything, quickPath, setCodes, sharedData } from '../../src/import/shared-data.js'
import { editionOfFile, startupHint, type Held } from '../../src/import/startup-hint.js'

describe('request logs at a terminal', () => {
  it('writes a request as one line when it completes: method, URL, status, time', () => {
    const pending = new Map<string, string>()
    const time = new Date('2026-12-07T14:02:11').getTime()
    const start = JSON.stringify({
      level: 30,
      time,
      reqId: 'req-1',
      req: { method: 'GET', url: '/cards/search?q=t%3Adragon' },
      msg: 'incoming request',
    })
    const end = JSON.stringify({ level: 30, time, reqId: 'req-1', res: { statusCode: 200 }, responseTime: 12.4, msg: 'request completed' })
    expect(humanLine(start, false, pending)).toBeNull()
    expect(humanLine(end, false, pending)).toBe('14:02:11  GET /cards/search?q=t%3Adragon  200  12 ms')
    expect(pending.size).toBe(0)
  })

  it('keeps other messages with their level and error message, and passes non-JSON through', () => {
    const line = JSON.stringify({ level: 50, time: Date.now(), msg: 'bundle build failed', err: { message: 'esbuild exploded' } })
    expect(humanLine(line)).toMatch(/^\d\d:\d\d:\d\d {2}ERROR bundle build failed: esbuild exploded$/)
    expect(humanLine('plain text')).toBe('plain text')
  })
})

describe('the import progress bar', () => {
  it('fills half while reading, then moves with every database step to the end', () => {
    expect(barPosition(0, 100, 0)).toBe(0)
    expect(barPosition(50, 100, 0)).toBe(250)
    expect(barPosition(100, 100, 0)).toBe(500)
    const positions = DATABASE_STEPS.map((_, i) => barPosition(100, 100, i + 1))
    for (let i = 1; i < positions.length; i++) expect(positions[i]).toBeGreaterThan(positions[i - 1]!)
    expect(positions.at(-1)).toBe(1000)
  })
})

function fakeShared(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'arcanum-shared-'))
  for (const f of [
    'comprehensive-rules/MagicCompRules-20260417.lf-normalized.txt',
    'comprehensive-rules/MagicCompRules-20260227.txt',
    'mtgjson/keywords/Keywords.json',
    'mtgjson/sets-v5.3.0-20260709/DOM.json',
    'mtgjson/sets-v5.3.0-20260709/ZEN.json',
    'mtgjson/corpus/v5.3.0-20260709/DOM.json.gz',
    'mtgjson/corpus/v5.3.0-20260709/AER.json.gz',
  ]) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true })
    writeFileSync(path.join(dir, f), '{}')
  }
  writeFileSync(path.join(dir, 'SOURCES.md'), '# not data')
  return dir
}

describe('the shared data and import:all', () => {
  const dir = fakeShared()
  const data = sharedData(dir)

  it('imports every CR edition oldest first, Keywords.json, the set files and the corpus; the quick path the newest CR and the sets', () => {
    expect(everything(data).map((f) => path.relative(dir, f))).toEqual([
      'comprehensive-rules/MagicCompRules-20260227.txt',
      'comprehensive-rules/MagicCompRules-20260417.lf-normalized.txt',
      'mtgjson/keywords/Keywords.json',
      'mtgjson/sets-v5.3.0-20260709/DOM.json',
      'mtgjson/sets-v5.3.0-20260709/ZEN.json',
      'mtgjson/corpus/v5.3.0-20260709/AER.json.gz',
      'mtgjson/corpus/v5.3.0-20260709/DOM.json.gz',
    ])
    expect(quickPath(data).map((f) => path.basename(f))).toEqual(['MagicCompRules-20260417.lf-normalized.txt', 'DOM.json', 'ZEN.json'])
    expect([...setCodes(data)].sort()).toEqual(['AER', 'DOM', 'ZEN'])
    expect(editionOfFile('MagicCompRules-20260417.lf-normalized.txt')).toBe('2026-04-17')
  })

  const held = (over: Partial<Held>): Held => ({ cards: 3206, rules: 3120, editions: ['2026-02-27'], sets: ['DOM', 'ZEN'], ...over })

  it('tells what is not loaded yet and the one command that imports it', () => {
    const lines = startupHint(held({}), data, dir)
    expect(lines[0]).toBe('It holds 3,206 cards in 2 sets and 3,120 rules (CR 2026-02-27).')
    expect(lines[1]).toBe(
      '. holds 1 CR edition and 1 set not loaded yet. To import everything, stop the service (the embedded database is single-process) and run:',
    )
    expect(lines[2]).toMatch(/^ {2}npm run import:all /)
  })

  it('says everything is loaded once it is, and asks for no import', () => {
    const lines = startupHint(held({ editions: ['2026-02-27', '2026-04-17'], sets: ['AER', 'DOM', 'ZEN'] }), data, dir)
    expect(lines).toEqual(['It holds 3,206 cards in 3 sets and 3,120 rules (CR 2026-02-27 and 2026-04-17).', 'Everything in . is loaded.'])
  })

  it('offers the quick path too when only the seed is loaded', () => {
    const lines = startupHint(held({ cards: 12, sets: ['SEED'] }), data, dir)
    expect(lines.some((l) => l.includes('import:all -- --quick'))).toBe(true)
  })
})
