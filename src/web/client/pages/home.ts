// The front page: what the explorer can do, with example searches to start from.
import { h, replace } from '../dom.js'
import { urls, type PageContext } from '../router.js'
import { setTitle } from '../title.js'

const EXAMPLES: [query: string, what: string][] = [
  ['kw:kicker t:sorcery', 'sorceries with kicker'],
  ['id<=g mv<=3 o:"search your library"', 'cheap green cards that search your library'],
  ['t:creature c:rg pow>=4', 'red-green creatures with power 4 or more'],
  ['kw:madness or kw:flashback', 'cards you can cast from the graveyard or exile'],
  ['tag:ramp', 'cards tagged as ramp'],
  ['!"Blast from the Past"', 'one card by its exact name'],
]

export function homePage({ main }: PageContext) {
  setTitle(null)
  replace(
    main,
    h('h1', null, 'Cards, rules and rulings, explained'),
    h(
      'p',
      { class: 'lede' },
      'Search Magic cards with Scryfall’s syntax, read every card’s rules text with the Comprehensive Rules definitions attached, browse the rules themselves, and ask the rules engine what happens — with the rules and rulings it rests on.',
    ),
    h(
      'section',
      { 'aria-labelledby': 'examples-h' },
      h('h2', { id: 'examples-h' }, 'Try a search'),
      h(
        'ul',
        { class: 'examples' },
        EXAMPLES.map(([q, what]) =>
          h('li', null, h('a', { href: urls.search(q) }, h('code', null, q)), h('span', { class: 'muted' }, ` — ${what}`)),
        ),
      ),
    ),
    h(
      'div',
      { class: 'tiles' },
      h(
        'section',
        { class: 'tile', 'aria-labelledby': 'tile-rules' },
        h('h2', { id: 'tile-rules' }, h('a', { href: urls.rules() }, 'Comprehensive Rules')),
        h(
          'p',
          null,
          'Every rule and subrule with its examples, its parent and children, and links to the rules it cites. Start at ',
          h('a', { href: urls.rule('702.33') }, '702.33 Kicker'),
          ' or search the rules and glossary.',
        ),
      ),
      h(
        'section',
        { class: 'tile', 'aria-labelledby': 'tile-play' },
        h('h2', { id: 'tile-play' }, h('a', { href: urls.playground() }, 'Rules playground')),
        h(
          'p',
          null,
          'Describe a situation — cast a spell with kicker, copy it, flash it back with buyback paid — and ask what the rules say. Each answer cites its rules and rulings.',
        ),
      ),
    ),
  )
}
