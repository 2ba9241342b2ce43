// Advanced search: a form whose fields each write one Scryfall-syntax term; the query it builds is
// shown as it is typed, and searching opens the ordinary search page with it (so the query can be
// read, edited and shared like any other).
import { h, replace } from '../dom.js'
import { navigate, urls, type PageContext } from '../router.js'
import { setTitle } from '../title.js'

const COLORS: [letter: string, name: string][] = [
  ['w', 'White'],
  ['u', 'Blue'],
  ['b', 'Black'],
  ['r', 'Red'],
  ['g', 'Green'],
  ['c', 'Colorless'],
]
const COLOR_MODES: [op: string, label: string][] = [
  ['=', 'Exactly these colors'],
  ['>=', 'Including these colors'],
  ['<=', 'At most these colors'],
]
const FORMATS = ['standard', 'pioneer', 'modern', 'legacy', 'vintage', 'commander', 'pauper', 'brawl', 'historic', 'timeless']
const RARITIES = ['common', 'uncommon', 'rare', 'mythic']
const STATS: [key: string, label: string][] = [
  ['mv', 'Mana value'],
  ['pow', 'Power'],
  ['tou', 'Toughness'],
  ['loy', 'Loyalty'],
  ['usd', 'Price (USD)'],
]
const COMPARE = ['=', '<', '<=', '>', '>=', '!=']

/** A term's value, quoted when it holds a space or a character the syntax reads. */
export const quoted = (v: string) => (/^[^\s:"()<>=!]+$/.test(v) ? v : `"${v.replace(/"/g, '')}"`)

/** Words typed into a text field become one term each (name:a name:b), or a quoted phrase. */
function words(key: string, raw: string): string[] {
  const v = raw.trim()
  if (!v) return []
  if (v.startsWith('"') && v.endsWith('"') && v.length > 1) return [`${key}:${quoted(v.slice(1, -1))}`]
  return v.split(/\s+/).map((w) => `${key}:${quoted(w)}`)
}

/** The Scryfall query the form's values stand for. */
export function buildQuery(data: FormData): string {
  const get = (k: string) => String(data.get(k) ?? '').trim()
  const terms: string[] = []
  terms.push(...words('name', get('name')), ...words('o', get('oracle')), ...words('t', get('type')))
  const colors = data.getAll('colors').map(String).join('')
  if (colors) terms.push(`c${get('color-mode') || '>='}${colors}`)
  const identity = data.getAll('identity').map(String).join('')
  if (identity) terms.push(`id<=${identity}`)
  if (get('mana')) terms.push(`m:${quoted(get('mana'))}`)
  for (const [key] of STATS) {
    const v = get(`${key}-value`)
    if (v) terms.push(`${key}${get(`${key}-op`) || '='}${quoted(v)}`)
  }
  if (get('format')) terms.push(`f:${get('format')}`)
  const rarities = data.getAll('rarity').map(String)
  if (rarities.length === 1) terms.push(`r:${rarities[0]}`)
  else if (rarities.length > 1) terms.push(`(${rarities.map((r) => `r:${r}`).join(' or ')})`)
  if (get('set')) terms.push(`e:${quoted(get('set'))}`)
  terms.push(...words('a', get('artist')), ...words('ft', get('flavor')))
  if (get('keyword')) terms.push(`kw:${quoted(get('keyword'))}`)
  return terms.join(' ')
}

const text = (name: string, label: string, hint?: string) =>
  h(
    'label',
    { class: 'adv-field' },
    h('span', null, label),
    h('input', { type: 'text', name, autocomplete: 'off', spellcheck: 'false' }),
    hint ? h('small', { class: 'muted' }, hint) : null,
  )

const checkboxes = (name: string, legend: string, items: [string, string][]) =>
  h(
    'fieldset',
    { class: 'adv-field adv-checks' },
    h('legend', null, legend),
    items.map(([value, label]) => h('label', null, h('input', { type: 'checkbox', name, value }), ` ${label}`)),
  )

export function advancedPage({ main }: PageContext) {
  setTitle('Advanced search')
  const preview = h('code', { class: 'adv-preview', 'aria-live': 'polite' })
  const form = h(
    'form',
    { class: 'advanced-form panel' },
    text('name', 'Card name', 'Any words in the name'),
    text('oracle', 'Rules text', 'Words, or a "phrase in quotes"; ~ stands for the card’s name'),
    text('type', 'Type line', 'e.g. legendary creature, or dragon'),
    h(
      'div',
      { class: 'adv-row' },
      checkboxes('colors', 'Colors', COLORS),
      h(
        'label',
        { class: 'adv-field' },
        h('span', null, 'Color match'),
        h(
          'select',
          { name: 'color-mode' },
          COLOR_MODES.map(([op, label]) => h('option', { value: op, selected: op === '>=' }, label)),
        ),
      ),
    ),
    checkboxes('identity', 'Commander: color identity within', COLORS),
    text('mana', 'Mana cost', 'Symbols such as {2}{G}{G}'),
    h(
      'fieldset',
      { class: 'adv-field adv-stats' },
      h('legend', null, 'Stats'),
      STATS.map(([key, label]) =>
        h(
          'label',
          { class: 'adv-stat' },
          h('span', null, label),
          h(
            'select',
            { name: `${key}-op`, 'aria-label': `${label}: comparison` },
            COMPARE.map((op) => h('option', { value: op }, op)),
          ),
          h('input', { type: 'text', name: `${key}-value`, inputmode: 'decimal', size: 4, 'aria-label': `${label}: value` }),
        ),
      ),
    ),
    h(
      'label',
      { class: 'adv-field' },
      h('span', null, 'Legal in format'),
      h(
        'select',
        { name: 'format' },
        h('option', { value: '' }, 'Any format'),
        FORMATS.map((f) => h('option', { value: f }, f[0]!.toUpperCase() + f.slice(1))),
      ),
    ),
    checkboxes(
      'rarity',
      'Rarity',
      RARITIES.map((r) => [r, r[0]!.toUpperCase() + r.slice(1)]),
    ),
    text('set', 'Set code', 'e.g. dom'),
    text('keyword', 'Keyword ability', 'e.g. kicker'),
    text('artist', 'Artist'),
    text('flavor', 'Flavor text'),
    h('p', { class: 'adv-query' }, 'Query: ', preview),
    h('button', { type: 'submit' }, 'Search with these options'),
  )
  const update = () => {
    preview.textContent = buildQuery(new FormData(form)) || '(fill in a field)'
  }
  form.addEventListener('input', update)
  form.addEventListener('change', update)
  form.addEventListener('submit', (e) => {
    e.preventDefault()
    const q = buildQuery(new FormData(form))
    if (q) navigate(urls.search(q))
  })
  update()
  replace(
    main,
    h('h1', null, 'Advanced search'),
    h('p', null, 'Each field adds a term in Scryfall’s syntax; the ', h('a', { href: urls.syntax() }, 'syntax guide'), ' lists them all.'),
    form,
  )
}
