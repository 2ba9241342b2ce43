// One rule through every stored edition of the Comprehensive Rules: its number and text in each,
// what changed from the edition before (with the words highlighted), and where it is now.
import { h, replace } from '../dom.js'
import { textWithSymbols } from '../mana.js'
import { urls, type PageContext } from '../router.js'
import { errorBox, loading } from '../components/status.js'
import { wordDiffView } from '../components/word-diff.js'
import { setTitle } from '../title.js'
import { loadHistory, type HistoryView } from './editions-data.js'

type Entry = HistoryView['editions'][number]

function changeLine(e: Entry): (Node | string | null)[] {
  const c = e.change
  if (!c) return [h('p', { class: 'muted' }, 'The oldest stored edition.')]
  const badge = h('span', { class: `badge kind-${c.kind}` }, c.kind)
  switch (c.kind) {
    case 'added':
      return [h('p', { class: 'change-head' }, badge, ' New in this edition.')]
    case 'unchanged':
      return [h('p', { class: 'change-head' }, badge, ' Same number, same text.')]
    case 'moved':
      return [h('p', { class: 'change-head' }, badge, ` Was ${c.from}; same text.`)]
    case 'renumbered':
      return [
        h(
          'p',
          { class: 'change-head' },
          badge,
          c.from !== e.number ? ` Was ${c.from}.` : '',
          ' Cites ',
          (c.renumbered ?? []).map((r, k) => [k ? ', ' : '', h('ins', null, r.to), ' (was ', h('del', null, r.from), ')']),
          '.',
        ),
      ]
    default:
      return [h('p', { class: 'change-head' }, badge, c.from !== e.number ? ` Was ${c.from}.` : ''), c.words ? wordDiffView(c.words) : null]
  }
}

export async function ruleHistoryPage({ main, params, query, signal }: PageContext) {
  const number = params.number!
  const effective = query.get('effective') ?? undefined
  setTitle(`History of rule ${number}`)
  const heading = h('h1', null, `History of rule ${number}`)
  replace(main, heading, loading(`the history of rule ${number}`))
  let history: HistoryView
  try {
    history = await loadHistory(number, effective, signal)
  } catch (e) {
    if (signal.aborted) throw e
    replace(main, heading, errorBox(e, 'This history could not be loaded'))
    return
  }
  const now = history.current
  replace(
    main,
    h(
      'nav',
      { class: 'breadcrumbs', 'aria-label': 'Where this page sits' },
      h(
        'ol',
        null,
        h('li', null, h('a', { href: urls.rules() }, 'Comprehensive Rules')),
        h('li', null, h('a', { href: urls.rulesChanges() }, 'What changed')),
        h('li', { 'aria-current': 'page' }, `History of ${number}`),
      ),
    ),
    heading,
    h('p', { class: 'muted' }, `Rule ${history.number} of the edition effective ${history.effectiveDate}.`),
    now
      ? h(
          'p',
          { class: 'history-now' },
          'Now ',
          h('a', { href: urls.rule(now.number) }, `rule ${now.number}`),
          ` in the current edition (effective ${now.effectiveDate}).`,
        )
      : history.removedIn
        ? h(
            'p',
            { class: 'history-now' },
            `Removed in the edition effective ${history.removedIn.effectiveDate}`,
            history.removedIn.mergedInto ? `; its text went into rule ${history.removedIn.mergedInto}` : '',
            '.',
          )
        : null,
    h(
      'ol',
      { class: 'history' },
      [...history.editions].reverse().map((e) =>
        h(
          'li',
          { class: 'history-edition', 'data-effective': e.effectiveDate, 'data-number': e.number },
          h('h2', null, `${e.effectiveDate} · rule ${e.number}`),
          changeLine(e),
          h('p', { class: 'rule-text' }, textWithSymbols(e.text)),
          e.examples.map((ex) => h('p', { class: 'rule-example' }, h('strong', null, 'Example: '), textWithSymbols(ex))),
        ),
      ),
    ),
  )
}
