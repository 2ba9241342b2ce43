// What a new user meets on a first run, in Chromium: the rules-changes page with one CR edition
// telling what to import, /docs wearing Arcanum's mark with a way back to the explorer, GraphiQL
// with a favicon and a sample query that fits its pane; and the front page.
import { describe, expect, it } from 'vitest'
import { docScreenshot, expectCleanPages, useExplorer } from './support/explorer.js'

const { ex, open, opened } = useExplorer()

describe('first run', () => {
  it('shows the front page', async () => {
    const { page } = await open('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await docScreenshot(page, 'home')
  })

  it('says what to import on the rules-changes page when the database holds one CR edition', async () => {
    const editions = await ex().api<{ data: unknown[] }>('/rules/editions')
    expect(editions.body.data).toHaveLength(1) // the fixture: the CR of 2026-02-27 alone
    const { page } = await open('/explore/rules/changes')
    const status = page.locator('.one-edition')
    await status.waitFor()
    expect(await status.textContent()).toContain('one edition of the Comprehensive Rules (effective 2026-02-27)')
    expect(await status.locator('code').first().textContent()).toBe('npm run import:all')
    expect(await page.getByRole('alert').count()).toBe(0)
    await docScreenshot(page, 'rules-changes-one-edition')
  })

  it('shows /docs with Arcanum’s mark, not Fastify’s, and a link back to the explorer', async () => {
    // Swagger UI's React code writes style attributes: the reference's policy allows those
    // (style-src-attr), so the page logs no error
    const { page, requests, foreignRequests, errors } = await ex().open('/docs')
    const back = page.getByRole('link', { name: 'Arcanum explorer' })
    await back.waitFor()
    expect(await back.getAttribute('href')).toBe('/')
    expect(await page.locator('.topbar-wrapper img').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(requests.some((r) => /logo|fastify/i.test(new URL(r).pathname))).toBe(false)
    expect(await page.title()).toBe('Arcanum · REST API reference')
    await page.locator('.opblock-summary').first().click() // an operation opened: Swagger UI styles its parts inline
    await page.locator('.opblock-body').first().waitFor()
    await docScreenshot(page, 'docs-reference')
    await back.click()
    await page.waitForURL((u) => u.pathname === '/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(foreignRequests).toEqual([])
    expect(errors).toEqual([])
  })

  it('gives GraphiQL a favicon and a sample query that fits its pane', async () => {
    const { page } = await open('/graphql')
    const notFound: string[] = []
    page.on('response', (r) => {
      if (r.status() === 404) notFound.push(r.url())
    })
    await page.waitForSelector('.graphiql-query-editor .monaco-editor .view-lines', { timeout: 60_000 })
    expect(await page.locator('link[rel=icon]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/)
    const fits = await page.evaluate(() => {
      const editor = document.querySelector('.graphiql-query-editor .monaco-editor') as HTMLElement
      const lines = Array.from(editor.querySelectorAll('.view-line')) as HTMLElement[]
      // the toolbar (run, prettify, …) lies over the editor's right: text must end left of it
      const tools = document.querySelector('.graphiql-editor-tools, .graphiql-toolbar') as HTMLElement | null
      const right = Math.min(editor.getBoundingClientRect().right, tools?.getBoundingClientRect().left ?? Infinity)
      const scrolling = editor.querySelector('.monaco-scrollable-element') as HTMLElement
      return {
        textInside: lines.every((l) => {
          const span = l.firstElementChild as HTMLElement | null
          return !span || span.getBoundingClientRect().right <= right
        }),
        // no horizontal scrolling: Monaco's horizontal slider as wide as its bar (narrower, the lines
        // are wider than the view)
        scrolls: (() => {
          const bar = scrolling.querySelector(':scope > .scrollbar.horizontal') as HTMLElement
          const slider = bar.querySelector('.slider') as HTMLElement
          return slider.getBoundingClientRect().width < bar.getBoundingClientRect().width - 1
        })(),
      }
    })
    expect(fits).toEqual({ textInside: true, scrolls: false })
    expect(notFound).toEqual([])
    await docScreenshot(page, 'graphiql')
  })

  it('no page asked another origin or logged an error', () => {
    expectCleanPages(opened)
  })
})
