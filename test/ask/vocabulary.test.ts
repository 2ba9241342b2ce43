// The player vocabulary file: well formed, and every rule, keyword and glossary term it names
// exists in the stored Comprehensive Rules, so an entry cannot silently point nowhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseVocabulary, vocabulary } from '../../src/ask/index.js'
import { matchVocabulary } from '../../src/ask/vocabulary.js'
import { tokenize } from '../../src/ask/words.js'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase } from '../support/database.js'

let db: Database
beforeAll(async () => {
  db = await fixtureDatabase()
})
afterAll(async () => {
  await db?.close()
})

const entries = () => [...new Set(vocabulary().map((p) => p.entry))]

describe('src/ask/vocabulary.json', () => {
  it('names only rules, keywords and glossary terms the stored CR has', async () => {
    const rules = new Set((await db.pool.query<{ number: string }>('SELECT number FROM rules')).rows.map((r) => r.number))
    const keywords = new Set((await db.pool.query<{ name: string }>('SELECT lower(name) AS name FROM keywords')).rows.map((r) => r.name))
    const terms = new Set((await db.pool.query<{ term: string }>('SELECT lower(term) AS term FROM glossary_terms')).rows.map((r) => r.term))
    const missing: string[] = []
    for (const e of entries()) {
      for (const n of e.rules ?? []) if (!rules.has(n)) missing.push(`${e.say[0]}: rule ${n}`)
      for (const k of [e.keyword, e.insteadOf]) if (k && !keywords.has(k.toLowerCase())) missing.push(`${e.say[0]}: keyword ${k}`)
      if (e.glossary && !terms.has(e.glossary.toLowerCase())) missing.push(`${e.say[0]}: glossary ${e.glossary}`)
    }
    expect(missing).toEqual([])
    expect(entries().length).toBeGreaterThan(40)
  })

  it('says each phrase once', () => {
    const said = vocabulary().map((p) => p.words.join(' '))
    expect(said.filter((s, i) => said.indexOf(s) !== i)).toEqual([])
  })

  it('rejects a malformed file, naming the entry at fault', () => {
    expect(() => parseVocabulary(JSON.stringify({ about: '', entries: [{ say: ['etb'], means: 'enters', rules: ['six'] }] }))).toThrow(
      /\/entries\/0\/rules\/0/,
    )
    expect(() => parseVocabulary(JSON.stringify({ about: '', entries: [{ say: [], means: 'x' }] }))).toThrow(/\/entries\/0\/say/)
  })

  it('matches word for word, the longer phrase first', () => {
    const matched = (q: string) => matchVocabulary(tokenize(q)).map((m) => m.said)
    expect(matched('Can I counter target spell?')).toEqual(['counter target'])
    expect(matched('put a +1/+1 counter on it')).toEqual(['+1/+1 counter'])
    expect(matched('my spell fizzled')).toEqual(['fizzled'])
    // a plural ending on the last word
    expect(matched('two +1/+1 counters')).toEqual(['+1/+1 counter'])
  })

  it('reads a phrase through one modifier of its noun, leaving the modifier its own phrase', () => {
    const matched = (q: string) => matchVocabulary(tokenize(q)).map((m) => m.said)
    expect(matched('if I copy a kicked spell is the copy kicked?')).toEqual(['copy a spell', 'kicked', 'kicked'])
    expect(matched('can I copy the opponent’s spell')).toEqual(['copy the spell'])
    // but never two words in between, and an exact phrase claims its words first
    expect(matched('copy a big kicked spell')).toEqual(['kicked'])
  })
})
