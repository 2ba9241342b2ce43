// Card images and the search page as a player uses them, in Chromium, with images from a local
// image server standing in for IMAGE_BASE_URL: the search grid, text and checklist displays, sort
// order and direction, unique modes, page size and the pager, all kept in the URL; the card page's
// large image with a flip for double-faced cards, artist, flavor, set and rarity, related cards;
// the syntax guide and the advanced search.
import { describe, expect, it } from 'vitest'
import { docScreenshot, expectCleanPages, useExplorer } from './support/explorer.js'

const { ex, open, opened } = useExplorer({ images: 'local' })

interface ApiCard {
  id: string
  name: string
  artist?: string
  flavor_text?: string
  rarity: string
  set_name: string
  image_uris?: { normal: string }
  card_faces?: { name: string; image_uris?: { normal: string }; flavor_text?: string }[]
  all_parts?: { id: string; name: string; component: string }[]
}
interface ApiList {
  total_cards: number
  data: ApiCard[]
}

const search = (q: string, extra = '') => ex().api<ApiList>(`/cards/search?q=${encodeURIComponent(q)}${extra}`)

describe('search', () => {
  it('shows results as images from IMAGE_BASE_URL, lazily, with the query kept in the box and the URL', async () => {
    const p = await open(`/explore/search?q=${encodeURIComponent('t:creature e:dom')}`)
    const { page } = p
    const images = page.locator('.results-grid img')
    await images.first().waitFor()
    const api = await search('t:creature e:dom', '&page_size=60')
    expect(await images.count()).toBe(api.body.data.length)
    // every image is the API's own URL on the image server, lazy-loaded, named by its card
    const first = images.first()
    expect(await first.getAttribute('src')).toBe(api.body.data[0]!.image_uris!.normal)
    expect(await first.getAttribute('loading')).toBe('lazy')
    expect(await first.getAttribute('alt')).toBe(api.body.data[0]!.name)
    await page.waitForFunction(() => (document.querySelector('.results-grid img') as HTMLImageElement | null)?.naturalWidth === 488)
    expect(ex().imageRequests.some((r) => r.startsWith('/normal/front/'))).toBe(true)
    // lazy: the last images, far below the fold, were not asked for
    const lastId = api.body.data.at(-1)!.id
    expect(ex().imageRequests.some((r) => r.includes(lastId))).toBe(false)
    expect(await page.getByRole('combobox', { name: /search cards/i }).inputValue()).toBe('t:creature e:dom')
    await docScreenshot(page, 'search-images')
  })

  it('switches to text and checklist displays, sorts, and keeps every option in the URL', async () => {
    const { page } = await open(`/explore/search?q=${encodeURIComponent('t:creature e:dom')}`)
    await page.locator('.results-grid').waitFor()
    await page.getByLabel('Display').selectOption('text')
    await page.waitForURL(/as=text/)
    await page.locator('.results-text .result-type').first().waitFor()
    await page.getByLabel('Sort by').selectOption('cmc')
    await page.waitForURL(/order=cmc/)
    await page.getByLabel('Direction').selectOption('desc')
    await page.waitForURL(/dir=desc/)
    expect(page.url()).toMatch(/as=text/)
    const api = await search('t:creature e:dom', '&order=cmc&dir=desc&page_size=60')
    await page.waitForFunction((name) => document.querySelector('.results-text .result-link')?.textContent === name, api.body.data[0]!.name)
    const names = await page.locator('.results-text .result-link').allTextContents()
    expect(names).toEqual(api.body.data.map((c) => c.name))
    await page.getByLabel('Display').selectOption('checklist')
    await page.waitForURL(/as=checklist/)
    await page.locator('.results-checklist tbody tr').first().waitFor()
    expect(await page.locator('.results-checklist tbody tr').count()).toBe(api.body.data.length)
    expect(page.url()).toMatch(/order=cmc/)
    await docScreenshot(page, 'search-checklist')
  })

  it('shows every printing with unique:prints, pages through with a full pager and a chosen page size', async () => {
    const q = 't:creature'
    const { page } = await open(`/explore/search?q=${q}&as=text&page_size=20`)
    await page.locator('.results-text .result').first().waitFor()
    expect(await page.locator('.results-text .result').count()).toBe(20)
    const api = await search(q, '&page_size=20')
    const last = Math.ceil(api.body.total_cards / 20)
    const pager = page.getByRole('navigation', { name: 'Result pages' })
    expect(await pager.getByRole('link', { name: 'Last »' }).getAttribute('href')).toContain(`page=${last}`)
    await pager.getByRole('link', { name: 'Page 3' }).click()
    await page.waitForURL(/page=3/)
    await pager.locator('[aria-current=page]').filter({ hasText: '3' }).waitFor()
    const page3 = await search(q, '&page_size=20&page=3')
    await page.waitForFunction((n) => document.querySelector('.results-text .result-link')?.textContent === n, page3.body.data[0]!.name)
    expect(page.url()).toMatch(/page_size=20/)
    await page.getByLabel('Show').selectOption('prints')
    await page.waitForURL(/unique=prints/)
    expect(page.url()).not.toMatch(/page=3/)
    const prints = await search(q, '&unique=prints')
    await page
      .getByRole('status')
      .filter({ hasText: `${prints.body.total_cards.toLocaleString('en')} printings` })
      .waitFor()
    expect(prints.body.total_cards).toBeGreaterThan(api.body.total_cards)
  })

  it('links a rejected query to the syntax guide', async () => {
    const { page } = await open(`/explore/search?q=${encodeURIComponent('frobnicate:7 is:shiny')}`)
    await page.getByRole('alert').waitFor()
    await page.getByRole('link', { name: 'search syntax guide' }).click()
    await page.getByRole('heading', { level: 1, name: 'Search syntax' }).waitFor()
  })

  it('the header’s Cards opens search, not a fixed query', async () => {
    const { page } = await open('/explore/rules')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cards' }).click()
    await page.getByRole('heading', { level: 1, name: 'Search cards' }).waitFor()
    expect(new URL(page.url()).search).toBe('')
  })
})

describe('card page', () => {
  it('shows both faces of a double-faced card as large images with a flip', async () => {
    const api = await search('is:mdfc e:znr r:mythic')
    const card = api.body.data.find((c) => c.card_faces?.every((f) => f.image_uris))!
    expect(card, 'a modal double-faced mythic in ZNR').toBeTruthy()
    const { page } = await open(`/explore/card/${card.id}`)
    const pictures = page.locator('.card-pictures .card-picture')
    await pictures.first().locator('img').waitFor()
    expect(await pictures.count()).toBe(2)
    const [front, back] = card.card_faces!
    expect(await page.locator('.card-pictures img').first().getAttribute('src')).toBe(front!.image_uris!.normal)
    expect(await pictures.nth(1).isHidden()).toBe(true)
    await page.getByRole('button', { name: `Flip: show ${back!.name}` }).click()
    expect(await pictures.nth(1).isVisible()).toBe(true)
    expect(await pictures.nth(0).isHidden()).toBe(true)
    expect(await pictures.nth(1).locator('img').getAttribute('src')).toBe(back!.image_uris!.normal)
    await page.getByRole('button', { name: `Flip: show ${front!.name}` }).waitFor()
  })

  it('shows artist, flavor text, set and rarity, printings with prices and related cards', async () => {
    const api = await search('ft:/./ e:dom r:rare t:creature')
    const card = api.body.data[0]!
    const full = (await ex().api<ApiCard>(`/cards/${card.id}`)).body
    const { page } = await open(`/explore/card/${card.id}`)
    await page.getByRole('heading', { level: 1, name: card.name }).waitFor()
    await page.locator('.card-pictures img').waitFor()
    expect(await page.locator('.artist').textContent()).toBe(`Illustrated by ${full.artist}`)
    expect(await page.locator('.flavor-text').first().textContent()).toBe(full.flavor_text)
    expect(await page.locator('.set-line').textContent()).toContain(full.set_name)
    expect(await page.locator('.set-line .rarity').textContent()).toBe('Rare')
    await page.locator('.printing-list .printing').first().waitFor()
    await docScreenshot(page, 'card')

    // related cards: a card whose all_parts names a token links it
    const maker = (await search('o:"create" o:token e:dom')).body.data
    let withToken: ApiCard | undefined
    for (const c of maker) {
      const body = (await ex().api<ApiCard>(`/cards/${c.id}`)).body
      if (body.all_parts?.some((p) => p.component === 'token')) {
        withToken = body
        break
      }
    }
    expect(withToken, 'a DOM card that makes a token lists it in all_parts').toBeTruthy()
    const token = withToken!.all_parts!.find((p) => p.component === 'token')!
    const other = await open(`/explore/card/${withToken!.id}`)
    const related = other.page.getByRole('region', { name: 'Related cards and rules' })
    await related.waitFor()
    expect(await related.getByRole('link', { name: token.name }).first().getAttribute('href')).toBe(`/explore/card/${token.id}`)
  })
})

describe('syntax guide and advanced search', () => {
  it('lists every keyword the parser reads, with examples that search', async () => {
    const { page } = await open('/explore/syntax')
    await page.getByRole('heading', { level: 1, name: 'Search syntax' }).waitFor()
    const guide = (await ex().api<{ sections: { keys: { aliases: string[] }[] }[] }>('/explore/syntax.json')).body
    const aliases = guide.sections.flatMap((s) => s.keys.flatMap((k) => k.aliases))
    expect(aliases).toEqual(expect.arrayContaining(['t', 'o', 'kw', 'mv', 'f', 'is', 'order']))
    expect(await page.locator('.syntax-key dt code').count()).toBe(aliases.length)
    await docScreenshot(page, 'syntax')
    await page.locator('#key-keyword').getByRole('link', { name: 'kw:kicker' }).click()
    await page.waitForURL(/q=kw%3Akicker/)
    await page.locator('.results-grid img').first().waitFor()
  })

  it('builds Scryfall syntax from the form and searches with it', async () => {
    const { page } = await open('/explore/advanced')
    await page.getByLabel('Type line').fill('sorcery')
    await page.getByLabel('Keyword ability').fill('kicker')
    await page.getByRole('group', { name: 'Colors' }).getByLabel('Green').check()
    await page.getByLabel('Mana value: comparison').selectOption('<=')
    await page.getByLabel('Mana value: value').fill('3')
    expect(await page.locator('.adv-preview').textContent()).toBe('t:sorcery c>=g mv<=3 kw:kicker')
    await docScreenshot(page, 'advanced-search')
    await page.getByRole('button', { name: 'Search with these options' }).click()
    await page.waitForURL(/\/explore\/search\?q=t%3Asorcery%20c%3E%3Dg%20mv%3C%3D3%20kw%3Akicker/)
    await page.locator('.results-grid, .card-page').first().waitFor()
  })
})

it('no page asked another origin than the service and the image server, or logged an error', () => {
  expectCleanPages(opened)
})
