// When card images can't be shown, the pages show text cards in their place, and still work:
// IMAGE_BASE_URL pointing at a host nobody answers at (offline, a mirror that is down), and
// IMAGE_BASE_URL empty (the API then sends no image_uris at all).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { docScreenshot, expectCleanPages, startExplorer, useExplorer, type Explorer, type ExplorerPage } from './support/explorer.js'

const { ex, open, opened } = useExplorer({ images: 'unreachable' })

describe('IMAGE_BASE_URL unreachable', () => {
  it('shows a text card for every search result whose image fails, with its name and type line', async () => {
    const { page } = await open(`/explore/search?q=${encodeURIComponent('t:creature e:dom')}`)
    const grid = page.locator('.results-grid')
    await grid.waitFor()
    // the images were asked for (lazily: those in view), and each failed one became a text card
    const fallback = grid.locator('.text-card[data-fallback=unreachable]').first()
    await fallback.waitFor()
    const api = await ex().api<{ data: { name: string; type_line: string; image_uris?: object }[] }>(
      `/cards/search?q=${encodeURIComponent('t:creature e:dom')}&page_size=60`,
    )
    expect(api.body.data[0]!.image_uris, 'the API still links images').toBeTruthy()
    expect(await fallback.locator('.text-card-name').textContent()).toBe(api.body.data[0]!.name)
    expect(await fallback.locator('.text-card-type').textContent()).toBe(api.body.data[0]!.type_line)
    expect(await grid.locator('.result-link').first().getAttribute('aria-label')).toBe(api.body.data[0]!.name)
    await docScreenshot(page, 'search-images-unreachable')
  })

  it('shows the card page with a text card in place of its image', async () => {
    const { page } = await open(`/explore/search?q=${encodeURIComponent('!"Grow from the Ashes"')}`)
    await page.waitForURL(/\/explore\/card\//)
    const stand = page.locator('.card-pictures .text-card[data-fallback=unreachable]')
    await stand.waitFor()
    expect(await stand.locator('.text-card-name').textContent()).toBe('Grow from the Ashes')
    expect(await page.locator('.oracle-text').count()).toBeGreaterThan(0)
  })

  it("shows a text card on the deck page when a card's image fails, on hover of its line", async () => {
    const { page } = await open('/explore/decks')
    await page.getByLabel('Format').selectOption('modern')
    await page.getByLabel('Decklist').fill('4 Grow from the Ashes\n56 Forest')
    await page.getByRole('button', { name: 'Check deck' }).click()
    await page.locator('.deck-verdict').waitFor()
    await page.locator('.deck-card-name', { hasText: 'Grow from the Ashes' }).hover()
    const stand = page
      .locator('.deck-card', { hasText: 'Grow from the Ashes' })
      .locator('.deck-card-preview .text-card[data-fallback=unreachable]')
    await stand.waitFor()
    expect(await stand.locator('.text-card-name').textContent()).toBe('Grow from the Ashes')
  })
})

describe('IMAGE_BASE_URL empty', () => {
  let none: Explorer
  const pages: ExplorerPage[] = []
  beforeAll(async () => {
    none = await startExplorer([], 'none')
  })
  afterAll(async () => {
    await none?.close()
  })

  it('asks for no image, and shows text cards in the grid and on the card page', async () => {
    const p = await none.open(`/explore/search?q=${encodeURIComponent('t:creature e:dom')}`)
    pages.push(p)
    await p.page.locator('.results-grid .text-card[data-fallback=none]').first().waitFor()
    expect(await p.page.locator('.results-grid img').count()).toBe(0)
    const link = p.page.locator('.results-grid .result-link').first()
    await link.click()
    await p.page.waitForURL(/\/explore\/card\//)
    await p.page.locator('.card-pictures .text-card[data-fallback=none]').waitFor()
    expect(p.requests.filter((r) => /\/(normal|small|large)\/(front|back)\//.test(r))).toEqual([])
    // and the page's policy allows no image origin but its own
    const csp = (await fetch(none.baseUrl)).headers.get('content-security-policy')
    expect(csp).toContain("img-src 'self' data:;")
  })

  it('no page asked another origin or logged an error', () => {
    expectCleanPages(pages)
  })
})

it('no page asked another origin than the service and IMAGE_BASE_URL, or logged an error', () => {
  expectCleanPages(opened)
})
