// The explorer's entry point: the page frame (header with the search box, navigation, footer)
// and the routes. Pages render into <main>; focus moves to their heading on navigation.
import { h, replace } from './dom.js'
import { searchBox } from './components/search-box.js'
import { errorBox, isAbort } from './components/status.js'
import { onRender, route, setNotFound, startRouter, urls, type Page } from './router.js'
import { homePage } from './pages/home.js'
import { searchPage } from './pages/search.js'
import { syntaxPage } from './pages/syntax.js'
import { advancedPage } from './pages/advanced.js'
import { cardPage } from './pages/card.js'
import { rulePage, rulesIndexPage } from './pages/rules.js'
import { ruleChangesPage } from './pages/rule-changes.js'
import { ruleHistoryPage } from './pages/rule-history.js'
import { glossaryIndexPage, glossaryPage } from './pages/glossary.js'
import { keywordPage, keywordsIndexPage } from './pages/keyword.js'
import { playgroundPage } from './pages/playground.js'
import { deckPage } from './pages/deck.js'
import { notFoundPage } from './pages/not-found.js'
import { tagReviewPage } from './pages/tag-review.js'

route('/', homePage)
route('/explore', homePage)
route('/explore/search', searchPage)
route('/explore/syntax', syntaxPage)
route('/explore/advanced', advancedPage)
route('/explore/card/:id', cardPage)
route('/explore/rules', rulesIndexPage)
route('/explore/rules/changes', ruleChangesPage)
route('/explore/rules/:number', rulePage)
route('/explore/rules/:number/history', ruleHistoryPage)
route('/explore/glossary', glossaryIndexPage)
route('/explore/glossary/:term', glossaryPage)
route('/explore/keywords', keywordsIndexPage)
route('/explore/keywords/:name', keywordPage)
route('/explore/playground', playgroundPage)
route('/explore/decks', deckPage)
route('/explore/tags/review', tagReviewPage)
setNotFound(notFoundPage)

const search = searchBox()
const navLink = (href: string, label: string) => h('a', { href, class: 'nav-link' }, label)
const nav = h(
  'nav',
  { 'aria-label': 'Main' },
  navLink(urls.searchEmpty(), 'Cards'),
  navLink(urls.rules(), 'Rules'),
  navLink(urls.playground(), 'Playground'),
  navLink('/explore/decks', 'Decks'),
)
const main = h('main', { id: 'main', tabindex: '-1' })
const app = document.getElementById('app')!
replace(
  app,
  h(
    'header',
    { class: 'site-header' },
    h(
      'a',
      { href: '/', class: 'brand', 'aria-label': 'Arcanum home' },
      h('span', { class: 'brand-mark', 'aria-hidden': 'true' }, 'A'),
      'Arcanum',
    ),
    search.form,
    nav,
  ),
  main,
  h(
    'footer',
    { class: 'site-footer' },
    h(
      'p',
      null,
      'Arcanum is unofficial Fan Content permitted under the Fan Content Policy. Not approved/endorsed by Wizards. Portions of the materials used are property of Wizards of the Coast. ©Wizards of the Coast LLC.',
    ),
    h('p', null, h('a', { href: '/openapi.json' }, 'REST API (OpenAPI)'), ' · ', h('a', { href: '/graphql' }, 'GraphQL')),
  ),
)

let firstRender = true
onRender(async (page: Page, params, signal) => {
  const query = new URLSearchParams(location.search)
  search.setValue(location.pathname === '/explore/search' ? (query.get('q') ?? '') : '')
  for (const a of Array.from(nav.querySelectorAll('a'))) {
    const path = new URL(a.href).pathname
    const current =
      path === '/explore/search'
        ? location.pathname === path || location.pathname.startsWith('/explore/card/')
        : location.pathname.startsWith(path)
    if (current) a.setAttribute('aria-current', 'page')
    else a.removeAttribute('aria-current')
  }
  replace(main)
  main.setAttribute('aria-busy', 'true')
  try {
    await page({ main, params, query, signal })
  } catch (e) {
    if (isAbort(e) || signal.aborted) return
    replace(main, h('h1', null, 'Something went wrong'), errorBox(e, 'This page could not be shown'))
    document.title = 'Error · Arcanum'
  } finally {
    if (!signal.aborted) main.removeAttribute('aria-busy')
  }
  if (signal.aborted) return
  if (!firstRender) {
    // like a page load for assistive technology: start reading at the new page's heading
    const heading = main.querySelector('h1')
    if (heading) {
      heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: true })
    }
    if (!location.hash) window.scrollTo(0, 0)
  }
  firstRender = false
  if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView()
})

startRouter()
