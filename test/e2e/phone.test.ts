// The explorer on a phone-sized screen (390×844, touch): nothing wider than the screen, the
// definitions open on tap as a sheet inside the viewport, and the playground works.
// Screenshots of the card page and the playground go to test-results/screenshots/.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { PHONE, expectCleanPages, useExplorer } from './support/explorer.js'
import { ruleText, squash } from './support/rules-text.js'

const { ex, open, opened } = useExplorer({ context: PHONE })

const WIDTH = PHONE.viewport!.width
const HEIGHT = PHONE.viewport!.height

/** How far the page is wider than the screen (0: it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

describe('on a 390×844 phone', () => {
  it('fits the front page and search results to the screen', async () => {
    const { page } = await open('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await overflow(page)).toBe(0)
    const box = page.getByRole('combobox', { name: /search cards/i })
    expect((await box.boundingBox())!.width).toBeGreaterThan(WIDTH / 2)
    await box.fill('kw:kicker t:sorcery')
    await box.press('Enter')
    await page.getByRole('link', { name: 'Grow from the Ashes', exact: true }).waitFor()
    expect(await overflow(page)).toBe(0)
  })

  it('opens a definition on tap, inside the screen, and closes it on a second tap', async () => {
    const { page } = await open(`/explore/search?q=${encodeURIComponent('!"Grow from the Ashes"')}`)
    await page.getByRole('heading', { level: 1, name: 'Grow from the Ashes' }).waitFor()
    expect(await overflow(page)).toBe(0)
    const kicker = page
      .locator('.oracle-text button.term')
      .filter({ hasText: /^\s*kicker\b/i })
      .first()
    const def = page.locator(`[id="${await kicker.getAttribute('aria-controls')}"]`)
    await kicker.tap()
    await def.waitFor({ state: 'visible' })
    expect(squash((await def.textContent()) ?? '')).toContain(squash(ruleText('702.33a')))
    const box = (await def.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(WIDTH)
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThanOrEqual(HEIGHT)
    await ex().screenshot(page, 'card-page-phone-definition')
    await kicker.tap()
    await def.waitFor({ state: 'hidden' })
    expect(await overflow(page)).toBe(0)
    await ex().screenshot(page, 'card-page-phone')
  })

  it('fits a rule page to the screen', async () => {
    const { page } = await open('/explore/rules/702.33')
    await page.getByRole('heading', { level: 1, name: `702.33. ${ruleText('702.33')}` }).waitFor()
    expect(await overflow(page)).toBe(0)
  })

  it('runs a scenario in the playground', async () => {
    const { page } = await open('/explore/playground')
    await page.getByRole('button', { name: 'Evaluate' }).tap()
    const answers = page.locator('.answers > .answer')
    await answers.first().waitFor()
    expect(await page.locator('.answers .citation-rule a').count()).toBeGreaterThan(0)
    expect(await overflow(page)).toBe(0)
    await ex().screenshot(page, 'playground-phone')
  })

  it('loaded nothing from elsewhere and threw no errors', () => {
    expectCleanPages(opened)
  })
})
