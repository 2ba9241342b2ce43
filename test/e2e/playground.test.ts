// The evaluation playground in headless Chromium: pick a sample scenario, send it to
// POST /evaluate, and read the answers with their citations; bad JSON and rejected scenarios
// show what to fix. Screenshots of the playground go to test-results/screenshots/.
import { describe, expect, it } from 'vitest'
import { SAMPLE_SCENARIOS } from '../../src/web/client/scenarios.js'
import { docScreenshot, expectCleanPages, useExplorer } from './support/explorer.js'
import { ruleText, squash } from './support/rules-text.js'

const { ex, open, opened } = useExplorer()

interface AnswerJson {
  q: string
  of?: string
  value: unknown
  because: string
  citations: ({ rule: string } | { ruling: { card: string; text: string } })[]
}

async function evaluate(scenario: unknown): Promise<{ status: number; body: { answers: AnswerJson[]; details?: string } }> {
  const res = await fetch(`${ex().baseUrl}/evaluate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(scenario),
  })
  return { status: res.status, body: await res.json() }
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

describe('the playground', () => {
  it('runs the copy-of-a-kicked-spell sample and shows each answer with its citations', async () => {
    const { page } = await open('/explore/playground')
    const sample = SAMPLE_SCENARIOS.find((s) => s.id === 'copy-kicked')!
    await page.getByLabel('Sample scenarios').selectOption(sample.id)
    expect(JSON.parse(await page.getByLabel('Scenario (JSON)').inputValue())).toEqual(sample.scenario)
    await page.getByRole('button', { name: 'Evaluate' }).click()
    const answers = page.locator('.answers > .answer')
    await answers.first().waitFor()

    const api = await evaluate(sample.scenario)
    expect(api.status).toBe(200)
    expect(await answers.count()).toBe(api.body.answers.length)
    // CR 707.10: a copy of a spell copies the choices made for it, kicked included
    const copy = api.body.answers.find((a) => a.q === 'isKicked' && a.of === 'copy1')!
    expect(copy.value).toBe(true)
    for (const [i, a] of api.body.answers.entries()) {
      const item = answers.nth(i)
      expect(await item.locator('.answer-q').textContent()).toBe(a.q)
      expect(await item.locator('.answer-value').textContent()).toBe(shown(a.value))
      expect(squash((await item.locator('.answer-because').textContent()) ?? '')).toBe(squash(a.because))
      const rules = a.citations.flatMap((c) => ('rule' in c ? [`CR ${c.rule}`] : []))
      expect(await item.locator('.citation-rule > a').allTextContents()).toEqual(rules)
      const rulings = a.citations.flatMap((c) => ('ruling' in c ? [c.ruling.card] : []))
      expect(await item.locator('.citation-ruling > a').allTextContents()).toEqual(rulings)
    }
    expect(await page.locator('.answers .citation-rule > a').allTextContents()).toContain('CR 707.10')
    await ex().screenshot(page, 'playground-desktop')

    // a citation is a link to its rule page
    await page.locator('.answers .citation-rule > a', { hasText: 'CR 707.10' }).first().click()
    await page.getByRole('heading', { level: 1, name: 'Rule 707.10' }).waitFor()
    expect(squash((await page.locator('.rule-text').textContent()) ?? '')).toBe(squash(ruleText('707.10')))
  })

  it('runs every sample scenario without a rejection', async () => {
    const { page } = await open('/explore/playground')
    for (const sample of SAMPLE_SCENARIOS) {
      await page.getByLabel('Sample scenarios').selectOption(sample.id)
      await page.getByRole('button', { name: 'Evaluate' }).click()
      await page.locator('.answers, .error-box').first().waitFor()
      expect(await page.locator('.error-box').count(), sample.id).toBe(0)
      const asked = (sample.scenario as { ask: unknown[] }).ask.length
      expect(await page.locator('.answers > .answer').count(), sample.id).toBe(asked)
    }
  })

  it('points at the place in a scenario that is not JSON', async () => {
    const { page } = await open('/explore/playground')
    await page.getByLabel('Scenario (JSON)').fill('{\n  "cards": {\n    "gfa": "Grow from the Ashes",\n  }\n}')
    await page.getByLabel('Scenario (JSON)').press('Control+Enter')
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toMatch(/not valid JSON.*line 4, column 3/)
  })

  it('shows the service’s message for a scenario it rejects', async () => {
    const bad = { cards: { x: 'No Such Card Anywhere' }, ask: [{ q: 'isKicked', of: 'x' }] }
    const api = await evaluate(bad)
    expect(api.status).toBeGreaterThanOrEqual(400)
    expect(api.status).toBeLessThan(500)
    const { page } = await open('/explore/playground')
    await page.getByLabel('Scenario (JSON)').fill(JSON.stringify(bad, null, 2))
    await page.getByRole('button', { name: 'Evaluate' }).click()
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(squash((await alert.textContent()) ?? '')).toContain(squash(api.body.details!))
  })

  it('keeps the scenario in a link that opens it again, anywhere', async () => {
    const { page } = await open('/explore/playground')
    await page.getByLabel('Choose an action').waitFor()
    const sample = SAMPLE_SCENARIOS[1]!
    await page.getByLabel('Sample scenarios').selectOption(sample.id)
    const href = await page.getByRole('link', { name: 'Link to this scenario' }).getAttribute('href')
    expect(href).toMatch(/^\/explore\/playground\?s=[\w-]+$/)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(href)
    // a fresh browser context (no draft kept) opens the same scenario from the link alone
    const other = await open(href!)
    await other.page.getByLabel('Choose an action').waitFor()
    expect(JSON.parse(await other.page.getByLabel('Scenario (JSON)').inputValue())).toEqual(sample.scenario)
    expect(await other.page.locator('.builder-actions legend code.builder-kind').count()).toBe(
      ((sample.scenario as { actions?: unknown[] }).actions ?? []).length,
    )
  })

  it('shows steps and questions in words, and the answer beside the builder with its citations', async () => {
    const { page } = await open('/explore/playground')
    await page.getByLabel('Choose an action').waitFor()
    await page.getByLabel('Sample scenarios').selectOption(SAMPLE_SCENARIOS[0]!.id)
    // "copySpell" reads as words, its field names too
    await page.locator('.builder-actions legend strong', { hasText: 'Copy spell' }).first().waitFor()
    expect(await page.locator('.builder-field > label').allTextContents()).not.toContain('copyOf')
    await page.getByRole('button', { name: 'Evaluate' }).click()
    const answers = page.getByRole('region', { name: 'Answers' })
    const first = answers.locator('.answer').first()
    await first.waitFor()
    expect(await first.locator('.answer-question').textContent()).toMatch(/^Is kicked: copy1 \(Grow from the Ashes\)\?$/)
    // beside the builder, not below it
    const builder = (await page.locator('.playground-build').boundingBox())!
    const box = (await answers.boundingBox())!
    expect(box.x).toBeGreaterThan(builder.x + builder.width - 1)
    await docScreenshot(page, 'playground')
  })

  it('writes "~" in an explanation as the name of the card it is about', async () => {
    const { page } = await open('/explore/playground')
    await page.getByLabel('Choose an action').waitFor()
    const scenario = { cards: { bolt: 'Lightning Bolt' }, ask: [{ q: 'damageDealt', of: 'bolt' }] }
    // the engine quotes Oracle clauses with "~" for the card's own name: answered here as it would be
    await page.route('**/evaluate', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          answers: [{ q: 'damageDealt', of: 'bolt', value: 3, because: 'It resolved: “~ deals 3 damage to any target.”', citations: [] }],
          actions: [{ index: 0, do: 'resolve', legal: true, because: '~ resolved.', citations: [] }],
        }),
      }),
    )
    await page.getByLabel('Scenario (JSON)').fill(JSON.stringify(scenario))
    await page.getByRole('button', { name: 'Evaluate' }).click()
    const because = page.locator('.answers .answer-because').first()
    await because.waitFor()
    expect(await because.textContent()).toBe('It resolved: “Lightning Bolt deals 3 damage to any target.”')
    expect(await page.locator('.actions-list .answer-because').textContent()).toBe('Lightning Bolt resolved.')
  })

  it('loaded nothing from elsewhere and threw no errors', () => {
    expectCleanPages(opened)
  })
})
