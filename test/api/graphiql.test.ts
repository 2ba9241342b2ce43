// The GraphQL explorer: GraphiQL served from /graphql to browsers, entirely from this server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startExplorer, type Explorer } from '../e2e/support/explorer.js'

let explorer: Explorer
beforeAll(async () => {
  explorer = await startExplorer()
}, 600_000)
afterAll(async () => {
  await explorer?.close()
})

describe('GraphiQL at /graphql', () => {
  it('is an HTML page for browsers, JSON GraphQL for everyone else', async () => {
    const html = await explorer.app.inject({ url: '/graphql', headers: { accept: 'text/html,application/xhtml+xml' } })
    expect(html.statusCode).toBe(200)
    expect(html.headers['content-type']).toContain('text/html')
    expect(html.body).not.toMatch(/https?:\/\//)
    const json = await explorer.app.inject({
      url: '/graphql?query=%7Bhealth%7Bstatus%7D%7D',
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    })
    expect(json.json()).toEqual({ data: { health: { status: 'ok' } } })
  })

  it('runs a query in headless Chromium without any request leaving the server', async () => {
    const { page, foreignRequests, errors } = await explorer.open('/graphql')
    await page.waitForSelector('.graphiql-container', { timeout: 60_000 })
    // wait for the editors (Monaco) to mount, then run the default query
    await page.waitForSelector('.graphiql-query-editor .monaco-editor', { timeout: 60_000 })
    await page.click('.graphiql-execute-button')
    // Monaco renders spaces as no-break spaces
    await page.waitForFunction(
      () => document.querySelector('.graphiql-response')?.textContent?.replace(/\s+/g, ' ').includes('"totalCount":'),
      null,
      { timeout: 60_000 },
    )
    const response = (await page.textContent('.graphiql-response'))!.replace(/\s+/g, ' ')
    // the default query: kicker sorceries with their rulings, and rule 702.33
    const rest = await explorer.api<{ total_cards: number; data: { name: string }[] }>(
      '/cards/search?q=kw%3Akicker%20t%3Asorcery&order=name',
    )
    expect(response).toContain(`"totalCount": ${rest.body.total_cards}`)
    expect(response).toContain(`"name": "${rest.body.data[0]!.name}"`)
    expect(response).not.toContain('"errors"')
    expect(foreignRequests).toEqual([])
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([])
    await explorer.screenshot(page, 'graphiql')
  }, 180_000)
})
