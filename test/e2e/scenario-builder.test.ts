// The playground's scenario builder in headless Chromium: its menus are the scenario schema's
// actions and questions as GET /evaluate/schema serves them; a scenario built from them (a card
// picked by name with autocomplete) is the JSON beside it, and evaluates; a sample, or JSON typed by
// hand, is read back into the builder.
import { describe, expect, it } from 'vitest'
import { SAMPLE_SCENARIOS } from '../../src/web/client/scenarios.js'
import { branchesOf, type SchemaNode } from '../../src/web/client/pages/scenario-builder.js'
import { expectCleanPages, useExplorer } from './support/explorer.js'

const { ex, open, opened } = useExplorer()

describe('the scenario builder', () => {
  it('offers the schema’s actions and questions in its menus', async () => {
    const schema = (await ex().api<SchemaNode>('/evaluate/schema')).body
    const actions = branchesOf(schema.properties!.actions, 'do').map((b) => b.name)
    const questions = branchesOf(schema.properties!.ask, 'q').map((b) => b.name)
    expect(actions).toContain('copySpell')
    expect(questions).toContain('isKicked')
    const { page } = await open('/explore/playground')
    const actionMenu = page.getByLabel('Choose an action')
    await actionMenu.waitFor()
    expect(await actionMenu.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(actions)
    const questionMenu = page.getByLabel('Choose a question')
    expect(await questionMenu.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(questions)
  })

  it('builds a scenario from the menus, with the card picked by autocomplete, and evaluates it', async () => {
    const { page } = await open('/explore/playground')
    const editor = page.getByLabel('Scenario (JSON)')
    await page.getByLabel('Choose an action').waitFor()
    // start from nothing: JSON typed by hand is read into the builder
    await editor.fill('{}')
    await editor.blur()
    await page.getByRole('button', { name: 'Add card' }).click()
    await page.getByLabel('Card 1 reference').fill('gfa')
    const name = page.getByLabel('Card 1 name')
    await name.pressSequentially('Grow from')
    // GET /cards/autocomplete fills the name's suggestions
    await page.locator('datalist option[value="Grow from the Ashes"]').waitFor({ state: 'attached' })
    await name.fill('Grow from the Ashes')

    const add = async (menu: string, kind: string, button: string) => {
      await page.getByLabel(menu).selectOption(kind)
      await page.getByRole('button', { name: button }).click()
    }
    await add('Choose an action', 'cast', 'Add action')
    const cast = page.locator('.builder-actions > li').nth(0)
    await cast.getByLabel('Card *', { exact: true }).fill('gfa')
    await cast.getByText('Options').click()
    await cast.getByLabel('Kicker', { exact: true }).fill('true')
    await add('Choose an action', 'copySpell', 'Add action')
    const copy = page.locator('.builder-actions > li').nth(1)
    await copy.getByLabel('Card *', { exact: true }).fill('gfa')
    await copy.getByText('Options').click()
    await copy.getByLabel('As', { exact: true }).fill('copy1')
    await add('Choose a question', 'isKicked', 'Add question')
    await page.locator('.builder-questions > li').nth(0).getByLabel('Of *', { exact: true }).fill('copy1')

    const built = JSON.parse(await editor.inputValue())
    expect(built).toEqual({
      cards: { gfa: 'Grow from the Ashes' },
      actions: [
        { do: 'cast', card: 'gfa', kicker: true },
        { do: 'copySpell', card: 'gfa', as: 'copy1' },
      ],
      ask: [{ q: 'isKicked', of: 'copy1' }],
    })
    // the references a field may name: the cards, and the copy the second action made
    expect(
      await page.locator('.scenario-builder > datalist option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(['gfa', 'copy1'])
    await ex().screenshot(page, 'playground-builder')

    await page.getByRole('button', { name: 'Evaluate' }).click()
    const answer = page.locator('.answers > .answer').first()
    await answer.waitFor()
    expect(await answer.locator('.answer-value').textContent()).toBe('true') // CR 707.10
  })

  it('reads a sample scenario into the builder, inline and placed cards included', async () => {
    const { page } = await open('/explore/playground')
    await page.getByLabel('Choose an action').waitFor()
    for (const sample of SAMPLE_SCENARIOS) {
      await page.getByLabel('Sample scenarios').selectOption(sample.id)
      const s = sample.scenario as { cards: Record<string, unknown>; actions?: { do: string }[]; ask: { q: string }[] }
      expect(await page.locator('.builder-actions legend code.builder-kind').allTextContents(), sample.id).toEqual(
        (s.actions ?? []).map((a) => a.do),
      )
      expect(await page.locator('.builder-questions legend code.builder-kind').allTextContents(), sample.id).toEqual(s.ask.map((a) => a.q))
      expect(await page.locator('.builder-ref').evaluateAll((is) => is.map((i) => (i as HTMLInputElement).value))).toEqual(
        Object.keys(s.cards),
      )
      // a change in the builder writes the same scenario back: nothing the sample said is lost
      await page.getByRole('button', { name: 'Add card' }).click()
      expect(JSON.parse(await page.getByLabel('Scenario (JSON)').inputValue()), sample.id).toEqual({
        actions: [],
        ...(sample.scenario as object),
      })
    }
  })

  it('loaded nothing from elsewhere and threw no errors', () => {
    expectCleanPages(opened)
  })
})
