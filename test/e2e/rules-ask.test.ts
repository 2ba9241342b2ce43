// The rules page's question box in headless Chromium: a question goes to GET /rules/ask and the
// passages come back in the API's order, each with its citation, its text and the reasons it was
// picked; the answer's URL can be shared, and a passage links to its rule, term or card.
import { beforeAll, describe, expect, it } from 'vitest'
import { expectCleanPages, useExplorer } from './support/explorer.js'
import { squash } from './support/rules-text.js'

const { ex, open, opened } = useExplorer()

// the first question reads the CR edition's rules into memory (a one-time cost, long on a loaded
// machine): paid here, so the page's waits measure the page. An answer still waits behind the rules
// index the page loads first (ten requests; on the embedded database they queue on its one backend), so the
// waits for it allow more than Playwright's default 30 s.
const ANSWER_WAIT = { timeout: 180_000 }
beforeAll(async () => {
  expect((await ex().api('/rules/ask?q=warm%20up')).status).toBe(200)
})

interface Passage {
  object: string
  citation: string
  reasons: string[]
  text: string
  rule_number?: string
  card_name?: string
}

const QUESTION = 'if I copy Grow from the Ashes is the copy kicked?'

describe('the question box on the rules page', () => {
  it('asks /rules/ask and shows each passage with its citation, text and reasons, in order', async () => {
    const { page } = await open('/explore/rules')
    // as a player would: once the page has loaded (its table of contents shown), so that a late
    // render of the page cannot replace the box being typed into
    await page.locator('ol.toc').waitFor(ANSWER_WAIT)
    await page.getByLabel('Ask a rules question').fill(QUESTION)
    await page.getByRole('button', { name: 'Ask', exact: true }).click()
    const passages = page.locator('.passages > .passage')
    await passages.first().waitFor(ANSWER_WAIT)
    expect(new URL(page.url()).searchParams.get('ask')).toBe(QUESTION)

    const api = await ex().api<{ data: Passage[]; understood: { cards: { name: string }[] } }>(
      `/rules/ask?q=${encodeURIComponent(QUESTION)}&limit=10`,
    )
    expect(api.status).toBe(200)
    expect(await passages.count()).toBe(api.body.data.length)
    expect(await page.locator('.passage-head > a').allTextContents()).toEqual(api.body.data.map((p) => p.citation))
    for (const [i, p] of api.body.data.entries()) {
      const item = passages.nth(i)
      expect(squash((await item.locator('.passage-text').textContent()) ?? '')).toBe(squash(p.text))
      expect(await item.locator('.reasons > li').allTextContents()).toEqual(p.reasons)
    }
    // the card the question names is understood, and its rulings are among the passages
    expect(await page.locator('.understood').textContent()).toContain('card Grow from the Ashes')
    expect(api.body.data.some((p) => p.object === 'ruling' && p.card_name === 'Grow from the Ashes')).toBe(true)
    await ex().screenshot(page, 'rules-ask-desktop')

    // a ruling passage links to its card's page
    await page.locator('.passage-ruling .passage-head > a').first().click()
    await page.waitForURL(/\/explore\/card\//)
    await page.locator('h1').first().waitFor()
    expect(await page.locator('h1').first().textContent()).toContain('Grow from the Ashes')
  })

  it('answers a shared URL directly, and links a rule passage to its rule page', async () => {
    const q = 'does deathtouch work with trample?'
    const { page } = await open(`/explore/rules?ask=${encodeURIComponent(q)}`)
    await page.locator('.passages > .passage').first().waitFor(ANSWER_WAIT)
    expect(await page.getByLabel('Ask a rules question').inputValue()).toBe(q)
    const rule = page.locator('.passage-rule .passage-head > a').first()
    const citation = (await rule.textContent()) ?? ''
    const number = /^CR (\S+)/.exec(citation)![1]!
    await rule.click()
    await page.waitForURL(new RegExp(`/explore/rules/${number.replace('.', '\\.')}$`))
    await page.locator('.rule-page').waitFor()
    expect(await page.locator('.rule-page').getAttribute('data-rule')).toBe(number)
  })

  it('shows the service’s message for a question it refuses', async () => {
    const { page } = await open(`/explore/rules?ask=${'x'.repeat(501)}`)
    const alert = page.getByRole('alert')
    await alert.waitFor(ANSWER_WAIT)
    expect(await alert.textContent()).toMatch(/\b400\b.*q/)
  })

  it('loaded nothing from elsewhere and threw no errors', () => {
    expectCleanPages(opened)
  })
})
