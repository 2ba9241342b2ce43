// The explorer's "What changed" page and rule histories in headless Chromium, on a copy of the
// fixture with April's CR imported on top. What the pages show must agree with the API
// they read (/rules/diff, /rules/:number/history).
import { describe, expect, it } from 'vitest'
import { CR_FILE_APRIL } from '../support/data.js'
import { docScreenshot, expectCleanPages, useExplorer } from './support/explorer.js'

const { ex, open, opened } = useExplorer({ extraSources: [CR_FILE_APRIL] })
const FEB = '2026-02-27'
const APR = '2026-04-17'

interface ApiChange {
  kind: string
  from: string | null
  to: string | null
  section: string | null
  scope: string
  words: { op: string; text: string }[] | null
}

describe('What changed', () => {
  it('shows the diff of the two newest editions grouped by section, with word-level highlighting', async () => {
    const api = await ex().api<{ summary: { kinds: Record<string, number> }; data: ApiChange[] }>('/rules/diff')
    const { page } = await open('/explore/rules')
    await page.getByRole('link', { name: 'What changed' }).click()
    await page.waitForURL(/\/explore\/rules\/changes$/)
    await page.getByRole('heading', { level: 1, name: 'What changed in the Comprehensive Rules' }).waitFor()
    await page.locator('.diff-summary').waitFor()
    await docScreenshot(page, 'rules-changes')
    expect(await page.locator('.diff-summary').textContent()).toContain(`From the edition effective ${FEB} to the one effective ${APR}`)
    for (const [kind, n] of Object.entries(api.body.summary.kinds))
      expect(await page.locator(`.diff-summary [data-kind=${kind}]`).textContent()).toBe(`${n} ${kind}`)

    // one group per section touched, and the glossary
    const groups = await page.locator('.change-group h2').allTextContents()
    expect(groups.map((g) => g.replace(/ · .*/, ''))).toEqual([
      '1. Game Concepts',
      '2. Parts of a Card',
      '5. Turn Structure',
      '6. Spells, Abilities, and Effects',
      '7. Additional Rules',
      '8. Multiplayer Rules',
      'Glossary',
    ])
    const seven = page.locator('#section-7')
    // the inserted rule 722 and its subrules are additions, shown as inserted text
    for (const n of ['722', '722.1', '722.3d']) {
      const item = seven.locator(`li.change-added[data-to="${n}"]`)
      expect(await item.locator('.badge').textContent()).toBe('Added')
      expect(await item.locator('ins').count()).toBe(1)
    }
    // a true change: its deleted and inserted words are those of the API's word diff
    const saga = seven.locator('li.change-changed[data-from="714.3a"]')
    expect(await saga.locator('.change-head').textContent()).toBe('Changed 714.3a → 714.3b')
    const words = api.body.data.find((c) => c.from === '714.3a')!.words!
    expect(await saga.locator('del').allTextContents()).toEqual(words.filter((w) => w.op === 'delete').map((w) => w.text))
    expect(await saga.locator('ins').allTextContents()).toEqual(words.filter((w) => w.op === 'insert').map((w) => w.text))
    // moves shown as moves: old number → new number, as many as the API says for the section
    const moved = seven.locator('details.moves li')
    const apiMoved = api.body.data.filter((c) => c.kind === 'moved' && c.section === '7')
    expect(await moved.count()).toBe(apiMoved.length)
    expect(await seven.locator('details.moves li[data-from="722.1"]').textContent()).toMatch(
      /^722\.1 → 723\.1 Some cards allow a player to control/,
    )
    // renumbering-only changes collapsed, each saying which numbers it cites now
    const renumbered = seven.locator('details.renumbered')
    expect(await renumbered.getAttribute('open')).toBeNull()
    expect(await renumbered.locator('li[data-from="726.6"]').isVisible()).toBe(false)
    await renumbered.locator('summary').click()
    expect(await renumbered.locator('li[data-from="726.6"]').textContent()).toBe('726.6 → 727.6: cites 729 (was 728)')
    const glossary = page.locator('#section-glossary')
    expect(await glossary.locator('li.change-added').count()).toBe(6)
    expect(await glossary.locator('details.moves li').textContent()).toMatch(/^Removed from Combat → Remove from Combat/)
  })

  it('compares two chosen editions, here backwards', async () => {
    const { page } = await open('/explore/rules/changes')
    await page.locator('.edition-picker').waitFor()
    await page.getByLabel('From').selectOption(APR)
    await page.getByLabel('To').selectOption(FEB)
    await page.getByRole('button', { name: 'Compare' }).click()
    await page.waitForURL(new RegExp(`from=${APR}&to=${FEB}`))
    await page
      .locator('.diff-summary')
      .filter({ hasText: `effective ${APR} to the one effective ${FEB}` })
      .waitFor()
    expect(await page.locator('.diff-summary [data-kind=removed]').textContent()).toBe('25 removed')
    expect(await page.locator('#section-7 li.change-removed[data-from="722.1"] del').count()).toBe(1)
  })
})

describe('rule histories', () => {
  it('each rule page links to its history; an old rule moved shows where it came from', async () => {
    const { page } = await open('/explore/rules/723.1')
    await page.getByRole('link', { name: 'History of this rule' }).click()
    await page.waitForURL(new RegExp(`/explore/rules/723\\.1/history\\?effective=${APR}$`))
    await page.locator('.history-edition').first().waitFor()
    const entries = page.locator('.history-edition')
    expect(await entries.evaluateAll((els) => els.map((e) => [e.getAttribute('data-effective'), e.getAttribute('data-number')]))).toEqual([
      [APR, '723.1'],
      [FEB, '722.1'],
    ])
    expect(await entries.first().locator('.change-head').textContent()).toBe('moved Was 722.1; same text.')
    expect(await page.locator('.history-now').textContent()).toBe(`Now rule 723.1 in the current edition (effective ${APR}).`)
  })

  it('an old number in an old edition says where that rule is now, and a changed rule shows its words', async () => {
    const old = await open(`/explore/rules/722.1/history?effective=${FEB}`)
    await old.page.locator('.history-now').waitFor()
    expect(await old.page.locator('.history-now').textContent()).toBe(`Now rule 723.1 in the current edition (effective ${APR}).`)
    await old.page.getByRole('link', { name: 'rule 723.1' }).click()
    await old.page.waitForURL(/\/explore\/rules\/723\.1$/)
    await old.page.getByRole('heading', { level: 1, name: 'Rule 723.1' }).waitFor()

    const changed = await open('/explore/rules/508.4a/history')
    await changed.page.locator('.history-edition').first().waitFor()
    const api = await ex().api<{ editions: { change: { words: { op: string; text: string }[] } | null }[] }>('/rules/508.4a/history')
    const words = api.body.editions[1]!.change!.words
    const latest = changed.page.locator('.history-edition').first()
    expect(await latest.locator('.badge').textContent()).toBe('changed')
    expect(await latest.locator('.word-diff ins').allTextContents()).toEqual(words.filter((w) => w.op === 'insert').map((w) => w.text))
  })
})

describe('every page', () => {
  it('loaded nothing from anywhere but the service, and threw no errors', () => {
    expect(opened.length).toBeGreaterThan(0)
    expectCleanPages(opened)
  })
})
