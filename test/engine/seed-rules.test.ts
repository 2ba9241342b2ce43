// Every Comprehensive Rules subrule quoted in the seed documents 000 (Grow from the Ashes: kicker,
// search, shuffle, cast) and 004 (Blast from the Past: madness, buyback, flashback, cycling, kicker)
// has an engine test titled with its number — or is listed here as not modeled, with the reason.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CR_FILE, SHARED_DATA } from '../support/data.js'

const NOT_MODELED: Record<string, string> = {
  '701.23f': 'effects that replace searching a zone with searching a portion of it are not modeled',
  '701.23g': 'optional ("you may search") instructions are not modeled: the engine performs the searches it is told to',
  '701.23h': 'several search instructions before one shuffle are written as one search action',
  '701.23i': 'simultaneous searches by several players (APNAP order) are not modeled',
  '701.23j': 'searching outside the game is not modeled',
  '701.24f': 'simultaneous shuffles are not modeled; each shuffle action is one shuffle',
  '702.35c': 'effects that refer back to "the discarded card" are not modeled',
}

const normalize = (s: string) => s.replace(/\s+/g, ' ').trim()

function rulesQuotedIn(seed: string): string[] {
  const text = normalize(seed)
  const out: string[] = []
  for (const line of readFileSync(CR_FILE, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)) {
    const m = /^(\d{3}\.\d+[a-z]?)\.? (.{30,})$/.exec(line)
    if (m && text.includes(normalize(m[2]!))) out.push(m[1]!)
  }
  return out
}

describe('CR rules quoted in seeds 000 and 004', () => {
  it('each has a test titled "CR <rule>" or a stated reason it is not modeled', () => {
    const seeds = path.join(SHARED_DATA, '..', 'seeds')
    const quoted = new Set(
      readdirSync(seeds)
        .filter((f) => /^00[04]_/.test(f))
        .flatMap((f) => rulesQuotedIn(readFileSync(path.join(seeds, f), 'utf8'))),
    )
    expect(quoted.size).toBeGreaterThan(35)
    const here = path.dirname(fileURLToPath(import.meta.url))
    const titles = readdirSync(here)
      .filter((f) => f.endsWith('.test.ts') && f !== path.basename(fileURLToPath(import.meta.url)))
      .flatMap((f) => [...readFileSync(path.join(here, f), 'utf8').matchAll(/\bit\((['"`])(.*?)\1,/g)].map((m) => m[2]!))
    const tested = new Set(
      titles.flatMap((t) =>
        [...t.matchAll(/\bCR ((?:\d{3}\.\d+[a-z]?)(?:(?:, | \+ |, and )\d{3}\.\d+[a-z]?)*)/g)].flatMap((m) =>
          m[1]!.split(/, | \+ |, and /),
        ),
      ),
    )
    const missing = [...quoted].filter((r) => !tested.has(r) && !NOT_MODELED[r])
    expect(missing).toEqual([])
    // nothing is listed as not modeled that does have a test
    expect(Object.keys(NOT_MODELED).filter((r) => tested.has(r))).toEqual([])
  })
})
