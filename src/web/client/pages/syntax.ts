// The search syntax guide: every keyword the parser reads, with its spellings, operators, values
// and examples that run. Its data (GET /explore/syntax.json) is generated on the server from the
// parser's tables (src/web/syntax-guide.ts), so it never drifts from what a search understands.
import { getJson } from '../api.js'
import { h, replace } from '../dom.js'
import { urls, type PageContext } from '../router.js'
import { loading } from '../components/status.js'
import { setTitle } from '../title.js'

interface GuideKey {
  key: string
  aliases: string[]
  operators: string
  about: string
  examples: string[]
  values?: string[]
}
interface Guide {
  sections: { id: string; title: string; keys: GuideKey[] }[]
  unsupported: { key: string; reason: string }[]
}

function keyEntry(k: GuideKey): HTMLElement {
  return h(
    'div',
    { class: 'syntax-key', id: `key-${k.key}` },
    h(
      'dt',
      null,
      k.aliases.map((a, i) => [i ? ' ' : '', h('code', null, `${a}:`)]),
      h('span', { class: 'muted syntax-ops' }, ` ${k.operators}`),
    ),
    h(
      'dd',
      null,
      h('p', null, k.about),
      h(
        'p',
        { class: 'syntax-examples' },
        k.examples.map((e, i) => [i ? ' · ' : '', h('a', { href: urls.search(e) }, h('code', null, e))]),
      ),
      k.values?.length
        ? h('details', null, h('summary', null, `Values (${k.values.length})`), h('p', { class: 'syntax-values' }, k.values.join(', ')))
        : null,
    ),
  )
}

export async function syntaxPage({ main, signal }: PageContext) {
  setTitle('Search syntax')
  replace(main, h('h1', null, 'Search syntax'), loading('the syntax guide'))
  const guide = await getJson<Guide>('/explore/syntax.json', signal)
  replace(
    main,
    h('h1', null, 'Search syntax'),
    h(
      'p',
      { class: 'lede' },
      'Searches use Scryfall’s syntax: words search names; ',
      h('code', null, 'key:value'),
      ' terms narrow by a field; terms next to each other must all match; ',
      h('code', null, 'or'),
      ' and parentheses combine them; a leading ',
      h('code', null, '-'),
      ' negates a term; ',
      h('code', null, '"quotes"'),
      ' keep words together. Build a query from a form on the ',
      h('a', { href: urls.advanced() }, 'advanced search'),
      ' page.',
    ),
    h(
      'nav',
      { class: 'toc', 'aria-label': 'Sections' },
      h(
        'ul',
        null,
        guide.sections.map((s) => h('li', null, h('a', { href: `#${s.id}` }, s.title))),
        h('li', null, h('a', { href: '#unsupported' }, 'Not available here')),
      ),
    ),
    guide.sections.map((s) =>
      h(
        'section',
        { id: s.id, class: 'panel syntax-section' },
        h('h2', null, s.title),
        h('dl', { class: 'syntax-keys' }, s.keys.map(keyEntry)),
      ),
    ),
    h(
      'section',
      { id: 'unsupported', class: 'panel' },
      h('h2', null, 'Not available here'),
      h('p', null, 'Scryfall keywords this store has no data for: a search with them runs without the term and says why.'),
      h(
        'ul',
        null,
        guide.unsupported.map((u) => h('li', null, h('code', null, `${u.key}:`), ' ', u.reason)),
      ),
    ),
  )
}
