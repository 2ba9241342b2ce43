// The deck page in headless Chromium: paste a list, check it for a format, and read what the page
// shows against what POST /decks/validate answers: the verdict, the issues with their rules, the
// cards grouped by type with mana symbols, the curve, unresolved lines fixed with a click, and the
// export. Screenshots go to test-results/screenshots/.
import { describe, expect, it } from 'vitest'
import { readList } from '../decks/decklists.js'
import { docScreenshot, expectCleanPages, useExplorer } from './support/explorer.js'
import { squash } from './support/rules-text.js'

const { ex, open, opened } = useExplorer()

async function validate(format: string, deck: string) {
  const res = await fetch(`${ex().baseUrl}/decks/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ format, deck }),
  })
  return res.json()
}

async function check(path: string, format: string, deck: string) {
  const p = await open(path)
  await p.page.getByLabel('Format').selectOption(format)
  await p.page.getByLabel('Decklist').fill(deck)
  await p.page.getByRole('button', { name: 'Check deck' }).click()
  await p.page.locator('.deck-verdict, .error-box').first().waitFor()
  return p
}

describe('the deck page', () => {
  it('shows a legal Arena list grouped by type, with mana symbols, types and the curve', async () => {
    const deck = readList('01-modern-burn.arena.txt')
    const { page } = await check('/explore/decks', 'modern', deck)
    const api = await validate('modern', deck)
    expect(api.legal).toBe(true)
    expect(squash((await page.locator('.deck-verdict strong').textContent()) ?? '')).toBe('Legal in Modern')
    expect(await page.locator('.deck-issue').count()).toBe(0)
    // every entry is on the page, under its section and type group
    expect(await page.locator('.deck-card').count()).toBe(api.deck.entries.length)
    expect(await page.locator('.deck-section[data-section="main"] > h2').textContent()).toBe('Main deck (60)')
    expect(await page.locator('.deck-section[data-section="sideboard"] > h2').textContent()).toBe('Sideboard (11)')
    const groups = await page.locator('.deck-section[data-section="main"] h3').allTextContents()
    expect(groups).toEqual(['Creatures (16)', 'Instants (16)', 'Sorceries (8)', 'Lands (20)'])
    const bolt = page.locator('.deck-card', { hasText: 'Lightning Bolt' }).first()
    expect(await bolt.locator('.deck-card-cost .ms').getAttribute('data-symbol')).toBe('{R}')
    expect(await bolt.locator('.deck-card-type').textContent()).toBe('Instant')
    expect(await bolt.locator('a').getAttribute('href')).toMatch(/^\/explore\/card\//)
    // the curve's bars are the API's counts
    for (const [mv, n] of Object.entries(api.deck.stats.curve)) {
      expect(await page.locator(`.deck-curve-bar[data-mana-value="${mv}"] .deck-curve-count`).textContent(), `mana value ${mv}`).toBe(
        String(n),
      )
    }
    expect(await page.locator('.deck-counts').textContent()).toContain(`Land ${api.deck.stats.types.Land}`)
    await ex().screenshot(page, 'deck-legal-desktop')
  })

  it("shows a card's image from IMAGE_BASE_URL while the pointer is on its line, fetched only then", async () => {
    const deck = readList('01-modern-burn.arena.txt')
    const { page } = await check('/explore/decks', 'modern', deck)
    const api = await validate('modern', deck)
    const entry = api.deck.entries.find((e: { card: { name: string } }) => e.card.name === 'Lightning Bolt')
    const src = entry.card.image_uris.normal as string
    const preview = page.locator('.deck-card', { hasText: 'Lightning Bolt' }).first().locator('.deck-card-preview')
    expect(await preview.isVisible()).toBe(false)
    expect(
      ex().imageRequests.some((r) => src.endsWith(r)),
      'not fetched before it is shown',
    ).toBe(false)
    await page.locator('.deck-card-name', { hasText: 'Lightning Bolt' }).first().hover()
    await preview.waitFor({ state: 'visible' })
    expect(await preview.locator('img').getAttribute('src')).toBe(src)
    await page.waitForFunction(
      () => (document.querySelector('.deck-card:hover .deck-card-preview img') as HTMLImageElement | null)?.naturalWidth === 488,
    )
    expect(ex().imageRequests.some((r) => src.endsWith(r))).toBe(true)
    // in one piece (the list's columns once cut it at a column's end), inside the window, beside its line
    const box = await preview.evaluate((el) => {
      const rects = el.getClientRects()
      const r = el.getBoundingClientRect()
      const line = el.closest('.deck-card')!.getBoundingClientRect()
      return {
        pieces: rects.length,
        inWindow: r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight,
        besideLine: r.top >= line.bottom || r.bottom <= line.top,
      }
    })
    expect(box).toEqual({ pieces: 1, inWindow: true, besideLine: true })
    await docScreenshot(page, 'deck-hover-image')
    await page.mouse.move(0, 0)
    await preview.waitFor({ state: 'hidden' })
  })

  it('shows each issue inline with the rule it breaks, cited from the store, and marks the cards', async () => {
    const deck = readList('02-modern-five-bolts.txt')
    const { page } = await check('/explore/decks', 'modern', deck)
    const api = await validate('modern', deck)
    expect(squash((await page.locator('.deck-verdict strong').textContent()) ?? '')).toBe('Not legal in Modern')
    const issue = page.locator('.deck-issue[data-code="too_many_copies"]')
    expect(squash((await issue.locator('.deck-issue-message').textContent()) ?? '')).toBe(api.issues[0].message)
    expect(await issue.locator('.deck-issue-rule a').textContent()).toBe('CR 100.2a')
    const cited = api.issues[0].citations.find((c: { rule?: string }) => c.rule === '100.2a')
    expect(squash((await issue.locator('.citation-rule .citation-text').first().textContent()) ?? '')).toBe(squash(cited.text))
    // both Lightning Bolt lines are marked
    const bolts = page.locator('.deck-card.has-issue')
    expect(await bolts.count()).toBe(2)
    expect(await bolts.locator('.deck-card-name').allTextContents()).toEqual(['Lightning Bolt', 'Lightning Bolt'])
    await ex().screenshot(page, 'deck-issues-desktop')
    // the rule link opens the rule
    await issue.locator('.deck-issue-rule a').click()
    await page.getByRole('heading', { level: 1, name: 'Rule 100.2a' }).waitFor()
  })

  it('offers suggestions for lines it could not find, and fixes a line with a click', async () => {
    const { page } = await check('/explore/decks', 'modern', readList('22-modern-typos.txt'))
    expect(squash((await page.locator('.deck-verdict strong').textContent()) ?? '')).toBe('Not legal in Modern')
    const missing = page.locator('.deck-unresolved > li')
    expect(await missing.count()).toBe(3)
    await page.locator('.deck-unresolved > li[data-line="1"] .deck-suggestion', { hasText: 'Lightning Bolt' }).click()
    await page.waitForFunction(() => document.querySelectorAll('.deck-unresolved > li').length === 2)
    expect((await page.getByLabel('Decklist').inputValue()).split('\n')[0]).toBe('4 Lightning Bolt')
    expect(await page.locator('.deck-card-name', { hasText: 'Lightning Bolt' }).count()).toBeGreaterThan(0)
  })

  it('exports the list in the chosen format, as the API does', async () => {
    const deck = readList('21-modern-split-and-dfc-names.mtgo.txt')
    const { page } = await check('/explore/decks', 'modern', deck)
    await page.getByLabel('Export as').selectOption('mtgo')
    await page.getByRole('button', { name: 'Export' }).click()
    await page.waitForFunction(() => (document.querySelector('#deck-export') as HTMLTextAreaElement).value !== '')
    const res = await fetch(`${ex().baseUrl}/decks/export?format=mtgo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ deck }),
    })
    expect(await page.locator('#deck-export').inputValue()).toBe(await res.text())
    expect(await page.locator('#deck-export').inputValue()).toContain('4 Fire/Ice')
    expect(await page.locator('.deck-download').getAttribute('download')).toBe('deck.txt')
  })

  it("says which line it can't read", async () => {
    const { page } = await check('/explore/decks', 'commander', '4 Lightning Bolt\n0 Counterspell')
    expect(await page.locator('.error-box .error-details').textContent()).toMatch(/^Line 2 \("0 Counterspell"\)/)
  })

  it('asked nothing of other origins and logged no errors', () => {
    expectCleanPages(opened)
  })
})
