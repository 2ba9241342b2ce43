// The built-in keyword vocabulary against its sources: every keyword action and keyword ability the
// CR heads (701.x, 702.x) in both shared editions, every ability word of CR 207.2c, and every name
// of MTGJSON's Keywords.json.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { inflections } from '../../src/annotate/keyword-matcher.js'
import { BUILTIN_VOCABULARY } from '../../src/annotate/vocabulary.js'
import { CR_FILE, CR_FILE_APRIL, sharedData } from '../support/data.js'

const byName = new Map(BUILTIN_VOCABULARY.map((e) => [e.name.toLowerCase(), e]))
const crText = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .replace(/\r\n/g, '\n')

describe.each([
  ['2026-02-27', CR_FILE],
  ['2026-04-17', CR_FILE_APRIL],
])('the CR of %s', (_, file) => {
  const cr = crText(file)

  it('every keyword action and ability heading is in the vocabulary with its rule', () => {
    const headings = [...cr.matchAll(/^(70[12]\.(\d+))\. (.+)$/gm)].filter((m) => m[2] !== '1')
    expect(headings.length).toBeGreaterThan(250)
    for (const [, rule, , title] of headings) {
      // "Tap and Untap" and "Daybound and Nightbound" head two keywords; "∞ (Infinity)" is written ∞
      const names =
        title === '∞ (Infinity)' ? ['∞'] : /^(Tap and Untap|Daybound and Nightbound)$/.test(title!) ? title!.split(' and ') : [title!]
      for (const name of names) {
        const entry = byName.get(name.toLowerCase())
        expect(entry, `${rule} ${name}`).toBeDefined()
        expect(entry!.rule, name).toBe(rule)
        expect(entry!.kind, name).toBe(rule!.startsWith('701') ? 'action' : 'ability')
      }
    }
  })

  it('every ability word of 207.2c is in the vocabulary', () => {
    const list = /^207\.2c .*The ability words are (.*)\.$/m.exec(cr)![1]!
    const words = list.split(/, (?:and )?/).map((w) => w.replace(/ \d+$/, '').replace(/’/g, "'"))
    expect(words.length).toBeGreaterThan(50)
    for (const w of words) expect(byName.get(w.toLowerCase())?.kind, w).toBe('ability_word')
  })
})

describe('MTGJSON Keywords.json', () => {
  const kw = JSON.parse(readFileSync(sharedData('mtgjson', 'keywords', 'Keywords.json'), 'utf8')).data as Record<string, string[]>

  it('every name it lists is in the vocabulary, as the same kind where the CR does not say otherwise', () => {
    const kinds: Record<string, string> = { abilityWords: 'ability_word', keywordAbilities: 'ability', keywordActions: 'action' }
    for (const [list, names] of Object.entries(kw)) {
      for (const name of names) {
        const entry = byName.get(name.toLowerCase())
        expect(entry, name).toBeDefined()
        // MTGJSON calls Plot an action and "Start your engines!" an ability word; the CR heads both in 702
        if (entry!.rule?.startsWith('702')) continue
        expect(entry!.kind, name).toBe(kinds[list])
      }
    }
  })
})

describe('inflections of keyword actions', () => {
  it.each([
    ['Search', ['search', 'searches', 'searched', 'searching']],
    ['Shuffle', ['shuffle', 'shuffles', 'shuffled', 'shuffling']],
    ['Cast', ['cast', 'casts', 'casting']],
    ['Tap', ['tap', 'taps', 'tapped', 'tapping']],
    ['Scry', ['scry', 'scries', 'scried']],
    ['Fight', ['fight', 'fights', 'fought']],
    ['Venture into the dungeon', ['venture into the dungeon', 'ventures into the dungeon', 'ventured into the dungeon']],
  ])('%s', (name, forms) => expect(inflections(name)).toEqual(expect.arrayContaining(forms)))
})
