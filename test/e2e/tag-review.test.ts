// The tag review queue and a card page's community tags in headless Chromium, over a database of
// the file's own (the Tagger fixture imported, keys made): a reviewer types their key, approves a
// proposal, and the card page then shows the curated tag apart from ours and Tagger's.
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import type { FastifyInstance } from 'fastify'
import { buildServer } from '../../src/server.js'
import type { Database } from '../../src/store/database.js'
import { fixtureDatabase } from '../support/database.js'
import { bearer, CARDS, importFixture, makeKeys, type Keys } from '../tags/support.js'
import { launchChromium, requireChromium } from './support/explorer.js'

let db: Database
let app: FastifyInstance
let browser: Browser
let baseUrl: string
let keys: Keys

beforeAll(async () => {
  requireChromium()
  db = await fixtureDatabase()
  await importFixture(db)
  keys = await makeKeys(db, 'web')
  app = await buildServer({ db, logLevel: 'error' })
  baseUrl = (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/\/$/, '')
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
  await db?.close()
})

it('a reviewer approves a proposal in the queue; the card page shows it as curated, apart from Tagger’s', async () => {
  const proposed = await app.inject({
    method: 'POST',
    url: '/tags/proposals',
    payload: { proposals: [{ action: 'add_tagging', kind: 'oracle', tag: 'cantrip', target: CARDS.divination }] },
    headers: bearer(keys.propose),
  })
  const id = proposed.json().data[0].id
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${baseUrl}/explore/tags/review`)
    await page.getByLabel('Your API key').fill(keys.review)
    await page.getByLabel('Your API key').dispatchEvent('change')
    const row = page.locator(`.proposal[data-id="${id}"]`)
    expect(await row.locator('.change').textContent()).toContain('tag: cantrip')
    await row.getByLabel(`Note for proposal ${id}`).fill('replaces itself')
    await row.getByRole('button', { name: 'Approve' }).click()
    await row.getByText('Approved.').waitFor()
    const stored = (await app.inject({ url: `/tags/proposals/${id}` })).json()
    expect(stored).toMatchObject({ status: 'approved', reviewer: 'web-reviewer', note: 'replaces itself' })

    await page.goto(`${baseUrl}/explore/card/${CARDS.divination}`)
    const curated = page.locator('.community-tags [data-provenance="curated"][data-kind="oracle"]')
    await curated.waitFor()
    expect(await curated.locator('li a').allTextContents()).toEqual(['Cantrip'])
    const tagger = page.locator('.community-tags [data-provenance="scryfall-tagger"][data-kind="oracle"] li a')
    expect(await tagger.allTextContents()).toEqual(['Card Advantage'])
    // ours stay in their own panel
    expect(await page.locator('.tags.panel').count()).toBe(1)
  } finally {
    await context.close()
  }
})
