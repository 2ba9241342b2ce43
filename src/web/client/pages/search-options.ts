// The search page's display options, as Scryfall's search page has them, read from and written to
// the URL (?q=…&as=…&order=…&dir=…&unique=…&page_size=…&page=…) so every view can be shared. The
// values the API takes are its own (GET /cards/search: order, dir, unique, page_size).

export const DISPLAYS = [
  ['grid', 'Images'],
  ['text', 'Text'],
  ['checklist', 'Checklist'],
] as const
export type Display = (typeof DISPLAYS)[number][0]

export const ORDERS = [
  ['name', 'Name'],
  ['released', 'Release date'],
  ['set', 'Set / number'],
  ['rarity', 'Rarity'],
  ['color', 'Color'],
  ['cmc', 'Mana value'],
  ['power', 'Power'],
  ['toughness', 'Toughness'],
  ['usd', 'Price: USD'],
  ['eur', 'Price: EUR'],
  ['tix', 'Price: TIX'],
  ['edhrec', 'EDHREC rank'],
  ['artist', 'Artist'],
] as const

export const DIRECTIONS = [
  ['auto', 'Auto'],
  ['asc', 'Ascending'],
  ['desc', 'Descending'],
] as const

export const UNIQUES = [
  ['cards', 'Cards'],
  ['prints', 'All prints'],
  ['art', 'Unique art'],
] as const

export const PAGE_SIZES = [20, 60, 120, 175] as const
export const DEFAULTS = { as: 'grid', order: 'name', dir: 'auto', unique: 'cards', page_size: 60 } as const

export interface SearchOptions {
  as: Display
  order: string
  dir: string
  unique: string
  page_size: number
  page: number
}

const oneOf = (value: string | null, list: readonly (readonly [string, string])[], fallback: string) =>
  value && list.some(([v]) => v === value) ? value : fallback

export function readOptions(query: URLSearchParams): SearchOptions {
  const size = Number(query.get('page_size'))
  return {
    as: oneOf(query.get('as'), DISPLAYS, DEFAULTS.as) as Display,
    order: oneOf(query.get('order'), ORDERS, DEFAULTS.order),
    dir: oneOf(query.get('dir'), DIRECTIONS, DEFAULTS.dir),
    unique: oneOf(query.get('unique'), UNIQUES, DEFAULTS.unique),
    page_size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULTS.page_size,
    page: Math.max(1, Math.floor(Number(query.get('page'))) || 1),
  }
}

/** The options as URL parameters, defaults (and page 1) left out so URLs stay short. */
export function optionParams(o: Partial<SearchOptions>): Record<string, string | number | undefined> {
  const out: Record<string, string | number | undefined> = {}
  for (const k of ['as', 'order', 'dir', 'unique', 'page_size'] as const) if (o[k] !== undefined && o[k] !== DEFAULTS[k]) out[k] = o[k]
  if (o.page && o.page > 1) out.page = o.page
  return out
}

/** The page numbers a pager links: the first, the last, and two either side of the current one. */
export function pagerPages(current: number, last: number): (number | '…')[] {
  const shown = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, last])]
    .filter((n) => n >= 1 && n <= last)
    .sort((a, b) => a - b)
  const out: (number | '…')[] = []
  for (const n of shown) {
    const prev = out[out.length - 1]
    if (typeof prev === 'number' && n > prev + 1) out.push('…')
    out.push(n)
  }
  return out
}
