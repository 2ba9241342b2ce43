// Rulings about one card are data attached to that card (src/engine/rulings.ts: publishedFor and
// the events they are about), never a card-name check in engine code: the same situation on
// another card cites no ruling of that card, and no engine file outside rulings.ts names a card.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { RULINGS } from '../../src/engine/index.js'
import { loadCards } from './support/cards.js'
import { engineWith, rulings } from './support/run.js'

const run = engineWith(loadCards(['Blast from the Past']))

const flashbackBuyback = (card: unknown) =>
  run({
    cards: { b: { ...(card as object), zone: 'graveyard' } as never },
    actions: [{ do: 'cast', card: 'b', cost: 'flashback', buyback: true }, { do: 'resolve' }],
    ask: [{ q: 'zone', of: 'b' }],
  })

describe('card rulings as data', () => {
  it("cites Blast from the Past's flashback-and-buyback ruling for that card only (CR 702.34a)", () => {
    const blast = flashbackBuyback({ card: 'Blast from the Past' })
    expect(blast.answers[0]!.value).toBe('exile')
    expect(rulings(blast.answers[0]!)).toContain('blast.flashbackBuyback')
    const other = flashbackBuyback({
      name: 'Custom Blast',
      manaCost: '{2}{R}',
      typeLine: 'Instant',
      oracleText: 'Buyback {4}\nCustom Blast deals 2 damage to any target.\nFlashback {3}{R}',
    })
    expect(other.answers[0]!.value).toBe('exile')
    expect(rulings(other.answers[0]!)).toContain('flashback.alwaysExiled')
    expect(rulings(other.answers[0]!)).not.toContain('blast.flashbackBuyback')
  })

  it("no engine file's code but rulings.ts names a card a ruling is about", () => {
    const root = path.resolve('src/engine')
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && f !== 'rulings.ts')
    const names = [...new Set(Object.values(RULINGS).map((r) => r.publishedFor))]
    const found = files.flatMap((f) => {
      // code only: comments may give a card as an example
      const text = readFileSync(path.join(root, f), 'utf8')
        .split('\n')
        .map((l) => l.replace(/(^|\s)\/\/ .*$/, '').replace(/^\s*\*.*$/, ''))
        .join('\n')
      return names.filter((n) => text.includes(`'${n}'`) || text.includes(`^${n}$`) || text.includes(`"${n}"`)).map((n) => `${f}: ${n}`)
    })
    expect(found).toEqual([])
  })
})
