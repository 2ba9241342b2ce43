// Annotated Oracle text over a store holding the Comprehensive Rules and the 14 MTGJSON sets
// (fixtureDatabase): keywords with their costs and CR definitions, keyword actions in the text and
// in reminder text, self references, symbols — each span with its range in the original text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flattenSpans, type Span } from '../../src/annotate/annotate.js'
import type { AnnotationDictionary } from '../../src/annotate/dictionary.js'
import { annotateWith, loadAnnotationDictionary } from '../../src/queries/annotations.js'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase } from '../support/database.js'

let db: Database
let dictionary: AnnotationDictionary

beforeAll(async () => {
  db = await fixtureDatabase()
  dictionary = await loadAnnotationDictionary(db)
})
afterAll(async () => {
  await db?.close()
})

async function card(name: string) {
  const { rows } = await db.pool.query<{ name: string; oracle_text: string }>('SELECT name, oracle_text FROM cards WHERE name = $1', [name])
  if (!rows[0]) throw new Error(`${name} is not in the fixture store`)
  const annotated = annotateWith(dictionary, { name: rows[0].name, oracleText: rows[0].oracle_text })
  return { text: rows[0].oracle_text, ...annotated, all: flattenSpans(annotated.spans) }
}

const find = (spans: Span[], kind: Span['kind'], text: string) => spans.find((s) => s.kind === kind && s.text === text)

/** Spans tile the text: in order, no gaps, no overlaps, each span's text is its range. */
function expectTiling(text: string, spans: Span[], start = 0, end = text.length) {
  let at = start
  for (const s of spans) {
    expect(s.start).toBe(at)
    expect(text.slice(s.start, s.end)).toBe(s.text)
    if (s.children?.length) expectTiling(text, s.children, s.start, s.end)
    at = s.end
  }
  expect(at).toBe(end)
}

describe('annotateOracleText on the stored cards and CR', () => {
  it('reads the dictionary from the current CR edition', () => {
    expect(dictionary.edition).toBe('2026-02-27')
    expect(dictionary.glossary.length).toBeGreaterThan(700)
    expect(dictionary.keywords.length).toBeGreaterThan(200)
  })

  it('Grow from the Ashes: Kicker with its cost (702.33), search (701.23), shuffle (701.24), cast in the reminder text (701.5)', async () => {
    const c = await card('Grow from the Ashes')
    expectTiling(c.text, c.spans)

    const kicker = find(c.spans, 'keyword', 'Kicker {2}')!
    expect(kicker).toMatchObject({ term: 'Kicker', rule: '702.33', parameter: '{2}', start: 0, end: 10 })
    expect(kicker.definition).toContain('Kicker is a static ability that functions while the spell with kicker is on the stack')
    expect(kicker.definition).toContain('Multikicker is a variant of the kicker ability') // 702.33c, the whole rule
    expect(find(kicker.children!, 'symbol', '{2}')).toMatchObject({ symbolKind: 'mana', cssClass: 'ms ms-2' })

    const reminder = c.spans.find((s) => s.kind === 'reminder')!
    expect(reminder.text).toBe('(You may pay an additional {2} as you cast this spell.)')
    const cast = find(reminder.children!, 'action', 'cast')!
    expect(cast.rule).toBe('701.5')
    expect(cast.definition).toContain(
      'To cast a spell is to take it from the zone it’s in (usually the hand), put it on the stack, and pay its costs',
    )
    expect(find(reminder.children!, 'self', 'this spell')).toMatchObject({ selfForm: 'this' })

    const searches = c.all.filter((s) => s.kind === 'action' && s.term === 'Search')
    expect(searches.map((s) => s.text)).toEqual(['Search', 'search'])
    expect(searches[0]!.rule).toBe('701.23')
    expect(searches[0]!.definition).toContain('To search for a card in a zone, look at all cards in that zone')
    const shuffles = c.all.filter((s) => s.kind === 'action' && s.term === 'Shuffle')
    expect(shuffles).toHaveLength(2)
    expect(shuffles[0]!.rule).toBe('701.24')
    expect(shuffles[0]!.definition).toContain('To shuffle a library or a face-down pile of cards, randomize the cards within it')
  })

  it('Blast from the Past: all five keywords with their costs and definitions', async () => {
    const c = await card('Blast from the Past')
    expectTiling(c.text, c.spans)
    const keywords = c.spans.filter((s) => s.kind === 'keyword')
    expect(keywords.map((k) => [k.term, k.rule, k.parameter])).toEqual([
      ['Madness', '702.35', '{R}'],
      ['Cycling', '702.29', '{1}{R}'],
      ['Kicker', '702.33', '{2}{R}'],
      ['Flashback', '702.34', '{3}{R}'],
      ['Buyback', '702.27', '{4}{R}'],
    ])
    expect(keywords.map((k) => k.text)).toEqual(['Madness {R}', 'cycling {1}{R}', 'kicker {2}{R}', 'flashback {3}{R}', 'buyback {4}{R}'])
    expect(keywords[0]!.definition).toMatch(/^Madness is a keyword that represents two abilities/)
    expect(keywords[1]!.definition).toContain('“Cycling [cost]” means “[Cost], Discard this card: Draw a card.”')
    expect(keywords[3]!.definition).toContain('Flashback appears on some instants and sorceries')
    expect(keywords[4]!.definition).toContain('Buyback appears on some instants and sorceries')
    // old-style self reference by name
    expect(find(c.spans, 'self', 'Blast from the Past')).toMatchObject({ selfForm: 'name' })
  })

  it('old Oracle wording names the card itself; legendary cards use their short name (CR 201.5)', async () => {
    const fire = await card('Shivan Fire')
    expect(find(fire.spans, 'self', 'Shivan Fire')).toMatchObject({ selfForm: 'name', start: fire.text.indexOf('Shivan Fire deals') })
    const grunn = await card('Grunn, the Lonely King')
    expect(grunn.spans.filter((s) => s.kind === 'self' && s.text === 'Grunn').length).toBeGreaterThanOrEqual(2)
    expect(find(grunn.spans, 'self', 'Grunn')!.selfForm).toBe('short')
  })

  it('symbols: tap {T}, untap {Q}, hybrid and Phyrexian mana', async () => {
    const bluffs = await card('Cascade Bluffs')
    expect(find(bluffs.all, 'symbol', '{T}')).toMatchObject({ symbolKind: 'tap', cssClass: 'ms ms-tap' })
    expect(find(bluffs.all, 'symbol', '{U/R}')).toMatchObject({ symbolKind: 'mana', cssClass: 'ms ms-ur' })
    expect(find(bluffs.all, 'symbol', '{U/R}')!.description).toMatch(/hybrid/)
    const gleaner = await card('Farmstead Gleaner')
    expect(find(gleaner.all, 'symbol', '{Q}')).toMatchObject({ symbolKind: 'untap', cssClass: 'ms ms-untap' })
    const dismember = await card('Dismember')
    expect(find(dismember.all, 'symbol', '{B/P}')).toMatchObject({ symbolKind: 'mana', cssClass: 'ms ms-bp' })
    expect(find(dismember.all, 'symbol', '{B/P}')!.description).toMatch(/Phyrexian/)
    expectTiling(dismember.text, dismember.spans)
  })

  it('inflected actions count: searches, shuffles, sacrificed, discards, cast, exiled, created', async () => {
    for (const word of ['searches', 'shuffles', 'sacrificed', 'discards', 'cast', 'exiled', 'created']) {
      const { rows } = await db.pool.query<{ name: string; oracle_text: string }>(
        `SELECT name, oracle_text FROM cards WHERE oracle_text ~ $1 ORDER BY name LIMIT 5`,
        [`\\m${word}\\M`],
      )
      expect(rows.length, word).toBeGreaterThan(0)
      for (const r of rows) {
        const spans = flattenSpans(annotateWith(dictionary, { name: r.name, oracleText: r.oracle_text }).spans)
        const hit = spans.find((s) => s.kind === 'action' && s.text.toLowerCase() === word)
        expect(hit, `${r.name}: ${word}`).toBeDefined()
        expect(hit!.definition, `${r.name}: ${word}`).toBeTruthy()
        expect(hit!.rule).toMatch(/^701\.\d+$/)
      }
    }
  })

  it('a +1/+1 counter is not the keyword action counter (CR 701.6)', async () => {
    const grunn = await card('Grunn, the Lonely King')
    expect(grunn.all.some((s) => s.kind === 'action' && /^counters?$/i.test(s.text))).toBe(false)
    const { rows } = await db.pool.query<{ name: string; oracle_text: string }>(
      `SELECT name, oracle_text FROM cards WHERE oracle_text LIKE 'Counter target spell%' LIMIT 1`,
    )
    const spans = annotateWith(dictionary, { name: rows[0]!.name, oracleText: rows[0]!.oracle_text }).spans
    expect(find(spans, 'action', 'Counter')).toMatchObject({ rule: '701.6' })
  })

  it('every card of the store annotates into spans that tile its text', async () => {
    const { rows } = await db.pool.query<{ name: string; oracle_text: string }>('SELECT name, oracle_text FROM cards')
    expect(rows.length).toBeGreaterThan(3000)
    let keywordSpans = 0
    for (const r of rows) {
      const { spans } = annotateWith(dictionary, { name: r.name, oracleText: r.oracle_text })
      expectTiling(r.oracle_text, spans)
      keywordSpans += flattenSpans(spans).filter((s) => s.kind === 'keyword').length
    }
    expect(keywordSpans).toBeGreaterThan(1200)
  })
})

describe('renderAnnotatedHtml', () => {
  it('attaches the definitions to Grow from the Ashes', async () => {
    const { html } = await card('Grow from the Ashes')
    expect(html).toMatch(
      /^<abbr class="kw kw-keyword" data-term="Kicker" data-rule="702.33" title="Kicker \(CR 702.33\): Kicker is a static ability/,
    )
    expect(html).toContain('<span class="ms ms-2" title="2 generic mana (CR 107.4b)" data-symbol="{2}">{2}</span>')
    expect(html).toMatch(
      /<abbr class="kw kw-action" data-term="Search" data-rule="701.23" title="Search \(CR 701.23\): To search for a card[^"]*">Search<\/abbr>/,
    )
    expect(html).toMatch(/<abbr class="kw kw-action" data-term="Shuffle" data-rule="701.24" title="[^"]*">shuffle<\/abbr>/)
    expect(html).toMatch(
      /<span class="reminder">\(You may pay an additional <span class="ms ms-2"[^>]*>\{2\}<\/span> as you <abbr class="kw kw-action" data-term="Cast" data-rule="701.5"/,
    )
    expect(html).toContain('<br>')
  })
})
