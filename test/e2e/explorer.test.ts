// The explorer in headless Chromium at desktop size: search, card pages with CR definitions on
// hover and focus, rule pages and their links. Expected texts come from the CR and MTGJSON files
// themselves; what the page shows must also agree with the JSON API it reads.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { docScreenshot, expectCleanPages, useExplorer, type ExplorerPage } from './support/explorer.js'
import { mtgjsonCard } from './support/mtgjson.js'
import { glossaryText, ruleText, squash } from './support/rules-text.js'

const { ex, open, opened } = useExplorer()

/** The Oracle-text term button whose text starts with `word` (case-insensitive). */
function term(page: Page, word: string): Locator {
  return page
    .locator('.oracle-text button.term')
    .filter({ hasText: new RegExp(`^\\s*${word}\\b`, 'i') })
    .first()
}

async function definitionOf(button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls')
  expect(id, 'a term names the definition it controls').toBeTruthy()
  return button.page().locator(`[id="${id}"]`)
}

async function openCard(name: string): Promise<ExplorerPage> {
  const p = await open(`/explore/search?q=${encodeURIComponent(`!"${name}"`)}`)
  // a search with a single result opens that card
  await p.page.waitForURL(/\/explore\/card\//)
  await p.page.getByRole('heading', { level: 1, name }).waitFor()
  return p
}

describe('search', () => {
  it('finds Grow from the Ashes with kw:kicker t:sorcery, with mana symbols and type lines', async () => {
    // typed on a search page showing text, the new query keeps that display
    const { page } = await open('/explore/search?as=text')
    const box = page.getByRole('combobox', { name: /search cards/i })
    await box.fill('kw:kicker t:sorcery')
    await box.press('Enter')
    await page.waitForURL(/\/explore\/search\?q=kw%3Akicker%20t%3Asorcery&as=text$/)
    const gfa = page.getByRole('link', { name: 'Grow from the Ashes', exact: true })
    await gfa.waitFor()

    const row = page.locator('.result').filter({ has: gfa })
    expect(await row.locator('.result-cost [role=img]').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('aria-label')))).toEqual([
      'two generic mana',
      'green mana',
    ])
    expect(await row.locator('.result-type').textContent()).toBe('Sorcery')
    // every result is a sorcery, and the page lists as many as the API counts
    const types = await page.locator('.result-type').allTextContents()
    expect(types.length).toBeGreaterThan(1)
    for (const t of types) expect(t).toMatch(/Sorcery/)
    const api = await ex().api<{ total_cards?: number; total?: number }>(`/cards/search?q=${encodeURIComponent('kw:kicker t:sorcery')}`)
    expect(api.status).toBe(200)
    const total = api.body.total_cards ?? api.body.total
    expect(await page.locator('.result-count').textContent()).toMatch(new RegExp(`^${total} cards`))
  })

  it('shows the API’s own message for a query it rejects', async () => {
    const q = 'frobnicate:7 is:shiny' // every term ignored: Scryfall's 400, with a warning per term
    const api = await ex().api<{ details: string }>(`/cards/search?q=${encodeURIComponent(q)}`)
    expect(api.status).toBe(400)
    const { page } = await open(`/explore/search?q=${encodeURIComponent(q)}`)
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(squash((await alert.textContent()) ?? '')).toContain(squash(api.body.details))
  })

  it('suggests names from /cards/autocomplete and opens the chosen card with the keyboard', async () => {
    const { page } = await open('/')
    const box = page.getByRole('combobox', { name: /search cards/i })
    await box.pressSequentially('grow from', { delay: 20 })
    const option = page.getByRole('option', { name: 'Grow from the Ashes' })
    await option.waitFor()
    expect(await box.getAttribute('aria-expanded')).toBe('true')
    const names = await page.getByRole('option').allTextContents()
    for (let i = 0; i <= names.indexOf('Grow from the Ashes'); i++) await box.press('ArrowDown')
    expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'))
    await box.press('Enter')
    await page.waitForURL(/\/explore\/card\//)
    await page.getByRole('heading', { level: 1, name: 'Grow from the Ashes' }).waitFor()
  })

  it('says so when nothing matches, with the API’s advice', async () => {
    const q = 'xyzzy t:planeswalker'
    const api = await ex().api<{ details: string }>(`/cards/search?q=${encodeURIComponent(q)}`)
    expect(api.status).toBe(404)
    const { page } = await open(`/explore/search?q=${encodeURIComponent(q)}`)
    await page.getByRole('status').filter({ hasText: 'No cards match.' }).waitFor()
    expect(await page.getByText(api.body.details).count()).toBe(1)
    expect(await page.getByRole('alert').count()).toBe(0)
  })

  it('moves between results with the arrow keys', async () => {
    const { page } = await open(`/explore/search?q=${encodeURIComponent('kw:kicker t:sorcery')}&as=text`)
    const links = page.locator('a.result-link')
    await links.first().waitFor()
    await links.first().focus()
    await page.keyboard.press('ArrowDown')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(await links.nth(1).textContent())
    await page.keyboard.press('End')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(await links.last().textContent())
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/explore\/card\//)
  })
})

describe('Grow from the Ashes', () => {
  let p: ExplorerPage
  beforeAll(async () => {
    p = await openCard('Grow from the Ashes')
  })

  it('shows its name, mana symbols and type line', async () => {
    const { page } = p
    expect(await page.locator('.card-cost [role=img]').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('aria-label')))).toEqual([
      'two generic mana',
      'green mana',
    ])
    expect(await page.locator('.card-text .type-line').first().textContent()).toBe(mtgjsonCard('Grow from the Ashes').type)
    expect(await page.title()).toBe('Grow from the Ashes · Arcanum')
    await ex().screenshot(page, 'card-page-desktop')
  })

  // CR 702.33 (Kicker), 701.23 (Search), 701.24 (Shuffle), 701.5 (Cast): seed 000's inline definitions
  for (const [word, rule] of [
    ['kicker', '702.33a'],
    ['search', '701.23a'],
    ['shuffle', '701.24a'],
    ['cast', '701.5a'],
  ] as const) {
    it(`defines “${word}” on hover with CR ${rule}`, async () => {
      const { page } = p
      const button = term(page, word)
      const def = await definitionOf(button)
      expect(await def.isVisible()).toBe(false)
      await button.hover()
      await def.waitFor({ state: 'visible' })
      expect(squash((await def.textContent()) ?? '')).toContain(squash(ruleText(rule)))
      expect(await button.getAttribute('aria-expanded')).toBe('true')
      if (word === 'kicker') await ex().screenshot(page, 'card-page-desktop-definition')
      await page.mouse.move(0, 0)
      await def.waitFor({ state: 'hidden' })
    })
  }

  it('reaches the definitions from the keyboard: Tab focuses a term and shows it, Escape hides it', async () => {
    const { page } = p
    const kicker = term(page, 'kicker')
    const def = await definitionOf(kicker)
    await page.getByRole('combobox', { name: /search cards/i }).focus()
    let reached = false
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Tab')
      reached = await kicker.evaluate((el) => el === document.activeElement)
    }
    expect(reached, 'Tab reaches the Kicker term').toBe(true)
    await def.waitFor({ state: 'visible' })
    expect(squash((await def.textContent()) ?? '')).toContain(squash(ruleText('702.33a')))
    await page.keyboard.press('Escape')
    await def.waitFor({ state: 'hidden' })
    // a click (a tap) keeps it open until the next click
    await kicker.click()
    await page.mouse.move(0, 0)
    await def.waitFor({ state: 'visible' })
    await kicker.click()
    await def.waitFor({ state: 'hidden' })
  })

  it('lists its legalities per format as MTGJSON records them', async () => {
    const { page } = p
    const expected = mtgjsonCard('Grow from the Ashes').legalities
    expect(Object.keys(expected).length).toBeGreaterThan(5)
    for (const [format, status] of Object.entries(expected)) {
      const row = page.locator(`.legality[data-format="${format}"]`)
      expect(await row.getAttribute('data-status'), format).toBe(status.toLowerCase().replace(/ /g, '_'))
      expect(await row.locator('dd').textContent()).toBe(status === 'Legal' ? 'Legal' : status)
    }
  })

  it('groups its tags by category and shows each one’s provenance, inferred ones as suggestions', async () => {
    const { page } = p
    const id = new URL(page.url()).pathname.split('/').pop()!
    const api = await ex().api<{
      data: { slug: string; label: string; category: string; provenance: string; confidence: number | null }[]
    }>(`/cards/${id}/tags`)
    expect(api.status).toBe(200)
    const tags = api.body.data
    expect(
      tags.some((t) => t.provenance === 'attribute'),
      'printed attributes',
    ).toBe(true)
    expect(
      tags.some((t) => t.provenance === 'extracted'),
      'ability facts from the rules text',
    ).toBe(true)
    for (const t of tags) {
      const chip = page.locator(`.tag-group[data-category="${t.category}"] li.tag[data-slug="${t.slug}"]`)
      expect(await chip.getAttribute('data-provenance'), t.slug).toBe(t.provenance)
      expect(await chip.locator('a').textContent()).toBe(t.label)
      const marker = await chip.locator('.tag-provenance').textContent()
      if (t.provenance === 'inferred')
        expect(marker).toBe(`suggestion${t.confidence === null ? '' : ` · ${Math.round(t.confidence * 100)}% confidence`}`)
      else expect(marker).toBe(t.provenance === 'attribute' ? 'printed' : 'extracted')
    }
    expect(await page.locator('li.tag').count()).toBe(tags.length)
    expect(await page.locator('.tag-group[data-category="type"] li.tag[data-provenance="attribute"]').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/Sorcery/i)]),
    )
  })

  it('shows its rulings with their dates, and its printings', async () => {
    const { page } = p
    const rulings = mtgjsonCard('Grow from the Ashes').rulings ?? []
    expect(rulings.length).toBeGreaterThan(0)
    expect(await page.locator('.ruling time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')))).toEqual(
      rulings.map((r) => r.date),
    )
    expect(await page.locator('.printing a').allTextContents()).toContain('Dominaria (DOM)')
    const price = await page.locator('.price').textContent()
    expect(price).toMatch(/\$\d+\.\d\d|No price known/)
  })

  it('follows the Kicker definition’s rule link to 702.33 and on through its references', async () => {
    const { page } = p
    const kicker = term(page, 'kicker')
    await page.mouse.move(0, 0)
    await kicker.hover()
    const def = await definitionOf(kicker)
    await def.getByRole('link', { name: 'CR 702.33' }).click()
    await page.waitForURL(/\/explore\/rules\/702\.33$/)
    await page.getByRole('heading', { level: 1, name: `702.33. ${ruleText('702.33')}` }).waitFor()
    const subrules = await page.locator('.children .rule-number').allTextContents()
    expect(subrules).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((l) => `702.33${l}`))
    await docScreenshot(page, 'rule')

    await page.locator('.children .rule-number', { hasText: '702.33a' }).click()
    await page.getByRole('heading', { level: 1, name: 'Rule 702.33a' }).waitFor()
    expect(squash((await page.locator('.rule-text').textContent()) ?? '')).toBe(squash(ruleText('702.33a')))
    // "follows the rules for paying additional costs in rules 601.2b and 601.2f–h": links
    await page.locator('.rule-text').getByRole('link', { name: '601.2b' }).click()
    await page.getByRole('heading', { level: 1, name: 'Rule 601.2b' }).waitFor()
    expect(squash((await page.locator('.rule-text').textContent()) ?? '')).toBe(squash(ruleText('601.2b')))
    expect(await page.locator('.prev-next a[rel=prev]').textContent()).toBe('← 601.2a')
    expect(await page.locator('.prev-next a[rel=next]').textContent()).toBe('601.2c →')
    expect(await page.locator('.breadcrumbs a').allTextContents()).toEqual(
      expect.arrayContaining(['6', '601', expect.stringMatching(/^601\.2\b/)]),
    )
    // and back in history to the card
    await page.goBack()
    await page.goBack()
    await page.goBack()
    await page.getByRole('heading', { level: 1, name: 'Grow from the Ashes' }).waitFor()
  })
})

describe('a card page whose parts fail', () => {
  it('still shows the card, with the failure in that section only', async () => {
    // not in `opened`: this page gets a 500 on purpose
    const { page } = await ex().open('/')
    await page.route('**/cards/*/tags', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          object: 'error',
          status: 500,
          code: 'internal_error',
          details: 'Something went wrong on our side; the error has been logged.',
        }),
      }),
    )
    await page.goto(`${ex().baseUrl}/explore/search?q=${encodeURIComponent('!"Grow from the Ashes"')}`)
    await page.getByRole('heading', { level: 1, name: 'Grow from the Ashes' }).waitFor()
    const tags = page.locator('section.tags')
    expect(await tags.getByRole('alert').textContent()).toContain('Something went wrong on our side')
    expect(await page.getByRole('alert').count()).toBe(1)
    expect(await term(page, 'kicker').count()).toBe(1)
    expect(await page.locator('.ruling').count()).toBeGreaterThan(0)
  })
})

describe('Blast from the Past', () => {
  // Seed 004: madness (702.35), cycling (702.29), kicker (702.33), flashback (702.34), buyback (702.27)
  const KEYWORDS = [
    ['madness', '702.35a'],
    ['cycling', '702.29a'],
    ['kicker', '702.33a'],
    ['flashback', '702.34a'],
    ['buyback', '702.27a'],
  ] as const

  it('defines all five of its keywords from the CR', async () => {
    const { page } = await openCard('Blast from the Past')
    expect(
      mtgjsonCard('Blast from the Past')
        .keywords?.map((k) => k.toLowerCase())
        .sort(),
    ).toEqual(KEYWORDS.map(([k]) => k).sort())
    for (const [word, rule] of KEYWORDS) {
      const button = term(page, word)
      await button.focus()
      const def = await definitionOf(button)
      await def.waitFor({ state: 'visible' })
      expect(squash((await def.textContent()) ?? ''), word).toContain(squash(ruleText(rule)))
      expect(await def.getByRole('link', { name: `CR ${rule.slice(0, -1)}` }).count(), word).toBe(1)
    }
    await ex().screenshot(page, 'card-page-desktop-blast-from-the-past')
  })
})

describe('rules pages', () => {
  it('shows the table of contents and searches the rules', async () => {
    const { page } = await open('/explore/rules')
    await page.getByRole('link', { name: `7. ${ruleText('7')}` }).waitFor()
    await page.getByLabel('Search the rules, glossary and rulings').fill('kicked')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/explore\/rules\?q=kicked/)
    const hits = page.locator('.hits .hit')
    await hits.first().waitFor()
    expect(await page.locator('.hits mark').count()).toBeGreaterThan(0)
    // a rule number goes straight to its page
    await page.getByLabel('Search the rules, glossary and rulings').fill('702.33d')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Rule 702.33d' }).waitFor()
    expect(await page.locator('.prev-next a[rel=prev]').textContent()).toBe('← 702.33c')
    expect(await page.locator('.prev-next a[rel=up]').textContent()).toBe('↑ 702.33')
    expect(await page.locator('.prev-next a[rel=next]').textContent()).toBe('702.33e →')
  })

  it('shows a glossary term with its rule links, and the glossary and keyword indexes', async () => {
    const { page } = await open('/explore/rules')
    await page.getByRole('link', { name: 'Glossary of terms' }).click()
    await page.getByRole('heading', { level: 1, name: 'Glossary' }).waitFor()
    await page.getByLabel('Filter terms').fill('cast')
    await page.getByRole('link', { name: 'Cast', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Cast' }).waitFor()
    expect(
      squash(
        await page
          .locator('.glossary-text')
          .allTextContents()
          .then((t) => t.join(' ')),
      ),
    ).toBe(squash(glossaryText('Cast')))
    // "See rule 601, “Casting Spells.”"
    await page.locator('.glossary-text').getByRole('link', { name: '601' }).click()
    await page.getByRole('heading', { level: 1, name: `601. ${ruleText('601')}` }).waitFor()

    await page.goto(`${ex().baseUrl}/explore/keywords`)
    await page.getByRole('heading', { level: 2, name: /^Keyword abilities \(\d+\)$/ }).waitFor()
    await page.getByRole('link', { name: 'Kicker', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Kicker' }).waitFor()
    expect(await page.getByRole('link', { name: 'CR 702.33' }).count()).toBe(1)
    const variants = page.getByRole('region', { name: 'Variants' })
    expect(await variants.getByRole('link').allTextContents()).toEqual(expect.arrayContaining(['Multikicker', 'Sticker kicker']))
    const examples = page.getByRole('region', { name: /^Example cards/ })
    const total = Number(/\((\d+)\)/.exec((await examples.getByRole('heading').textContent()) ?? '')?.[1])
    expect(total).toBeGreaterThan(0)
    expect(await examples.getByRole('link').count()).toBe(Math.min(total, 10))
  })

  it('answers an unknown rule with the API’s message', async () => {
    const api = await ex().api<{ details: string }>('/rules/799.99z')
    expect(api.status).toBe(404)
    const { page } = await open('/explore/rules/799.99z')
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(squash((await alert.textContent()) ?? '')).toContain(squash(api.body.details))
  })
})

describe('every page', () => {
  it('loaded nothing from anywhere but the service, and threw no errors', () => {
    expect(opened.length).toBeGreaterThan(5)
    expectCleanPages(opened)
  })
})
