import { h, replace } from '../dom.js'
import { urls, type PageContext } from '../router.js'
import { setTitle } from '../title.js'

export function notFoundPage({ main }: PageContext) {
  setTitle('Not found')
  replace(
    main,
    h('h1', null, 'No such page'),
    h(
      'p',
      null,
      `The explorer has no page at ${location.pathname}. `,
      h('a', { href: urls.home() }, 'Start from the front page'),
      ', or search for a card above.',
    ),
  )
}
