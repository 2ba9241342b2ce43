// "What changed": the diff between two chosen editions of the Comprehensive Rules, grouped by
// section. True changes (added, removed, changed with their words highlighted) come first; rules
// that only moved are listed as moves, old number → new number; rules whose text differs only in
// the numbers they cite are collapsed into one list per section.
import { h, replace } from '../dom.js'
import { navigate, urls, type PageContext } from '../router.js'
import { errorBox, loading } from '../components/status.js'
import { wordDiffView } from '../components/word-diff.js'
import { setTitle } from '../title.js'
import { loadDiff, loadEditions, type Change, type ChangeKind, type DiffView, type Edition } from './editions-data.js'

const KIND_LABEL: Record<ChangeKind, string> = {
  added: 'Added',
  removed: 'Removed',
  moved: 'Moved',
  changed: 'Changed',
  renumbered: 'Renumbered',
}
/** Long lists of moves start collapsed. */
const OPEN_MOVES = 12

const excerpt = (text: string | null) => {
  const t = (text ?? '').split('\n')[0]!
  return t.length > 140 ? `${t.slice(0, 137)}…` : t
}

/** A rule number (or term) of one side of the diff, linked to where it can be read. */
function entryLink(c: Change, side: 'from' | 'to', diff: DiffView, current: string | undefined): HTMLElement {
  const key = c[side]!
  const date = side === 'from' ? diff.from : diff.to
  if (c.scope === 'glossary') return date === current ? h('a', { href: urls.glossary(key) }, key) : h('span', null, key)
  return h('a', { href: date === current ? urls.rule(key) : urls.ruleHistory(key, date), class: 'rule-number' }, key)
}

function numbers(c: Change, diff: DiffView, current: string | undefined): (Node | string)[] {
  if (c.from && c.to && c.from !== c.to) return [entryLink(c, 'from', diff, current), ' → ', entryLink(c, 'to', diff, current)]
  return [entryLink(c, c.to ? 'to' : 'from', diff, current)]
}

function trueChange(c: Change, diff: DiffView, current: string | undefined): HTMLElement {
  const body =
    c.kind === 'changed' && c.words
      ? wordDiffView(c.words)
      : c.kind === 'added'
        ? h('p', { class: 'word-diff' }, h('ins', null, c.toText ?? ''))
        : h('p', { class: 'word-diff' }, h('del', null, c.fromText ?? ''))
  return h(
    'li',
    { class: `change change-${c.kind}`, 'data-from': c.from ?? '', 'data-to': c.to ?? '' },
    h('p', { class: 'change-head' }, h('span', { class: `badge kind-${c.kind}` }, KIND_LABEL[c.kind]), ' ', numbers(c, diff, current)),
    c.splitFrom ? h('p', { class: 'muted' }, `Split from ${c.splitFrom}.`) : null,
    c.mergedInto ? h('p', { class: 'muted' }, `Merged into ${c.mergedInto}.`) : null,
    body,
  )
}

function movesBlock(moves: Change[], diff: DiffView, current: string | undefined): HTMLElement | null {
  if (!moves.length) return null
  return h(
    'details',
    { class: 'moves', open: moves.length <= OPEN_MOVES },
    h('summary', null, `Moved, text unchanged (${moves.length})`),
    h(
      'ol',
      { class: 'change-list' },
      moves.map((c) =>
        h(
          'li',
          { class: 'change change-moved', 'data-from': c.from ?? '', 'data-to': c.to ?? '' },
          numbers(c, diff, current),
          ' ',
          h('span', { class: 'muted' }, excerpt(c.toText)),
        ),
      ),
    ),
  )
}

function renumberedBlock(list: Change[], diff: DiffView, current: string | undefined): HTMLElement | null {
  if (!list.length) return null
  return h(
    'details',
    { class: 'renumbered' },
    h('summary', null, `Only the rule numbers they cite changed (${list.length})`),
    h(
      'ol',
      { class: 'change-list' },
      list.map((c) =>
        h(
          'li',
          { class: 'change change-renumbered', 'data-from': c.from ?? '', 'data-to': c.to ?? '' },
          numbers(c, diff, current),
          ': cites ',
          (c.renumbered ?? []).map((r, k) => [k ? ', ' : '', h('ins', null, r.to), ' (was ', h('del', null, r.from), ')']),
        ),
      ),
    ),
  )
}

function group(id: string, title: string, changes: Change[], diff: DiffView, current: string | undefined): HTMLElement {
  const main = changes.filter((c) => c.kind === 'added' || c.kind === 'removed' || c.kind === 'changed')
  return h(
    'section',
    { class: 'change-group', id, 'aria-labelledby': `${id}-h` },
    h('h2', { id: `${id}-h` }, title, h('span', { class: 'muted' }, ` · ${changes.length} ${changes.length === 1 ? 'change' : 'changes'}`)),
    main.length
      ? h(
          'ol',
          { class: 'change-list' },
          main.map((c) => trueChange(c, diff, current)),
        )
      : null,
    movesBlock(
      changes.filter((c) => c.kind === 'moved'),
      diff,
      current,
    ),
    renumberedBlock(
      changes.filter((c) => c.kind === 'renumbered'),
      diff,
      current,
    ),
  )
}

function picker(editions: Edition[], diff: DiffView | null, from: string | undefined, to: string | undefined): HTMLElement {
  const select = (name: string, label: string, chosen: string | undefined) =>
    h(
      'label',
      null,
      `${label} `,
      h(
        'select',
        { name, id: `edition-${name}` },
        editions.map((e) =>
          h(
            'option',
            { value: e.effectiveDate, selected: e.effectiveDate === chosen },
            `${e.effectiveDate}${e.current ? ' (current)' : ''}`,
          ),
        ),
      ),
    )
  return h(
    'form',
    {
      class: 'edition-picker',
      on: {
        submit: (e: SubmitEvent) => {
          e.preventDefault()
          const data = new FormData(e.currentTarget as HTMLFormElement)
          navigate(urls.rulesChanges(String(data.get('from')), String(data.get('to'))))
        },
      },
    },
    select('from', 'From', diff?.from ?? from),
    select('to', 'To', diff?.to ?? to),
    h('button', { type: 'submit' }, 'Compare'),
  )
}

/** With one edition stored there is nothing to compare: say which one, and how to add another. */
function oneEdition(main: HTMLElement, heading: HTMLElement, editions: Edition[]) {
  const only = editions[0]?.effectiveDate
  replace(
    main,
    heading,
    h(
      'div',
      { class: 'panel one-edition', role: 'status' },
      h(
        'p',
        null,
        only
          ? `This database holds one edition of the Comprehensive Rules (effective ${only}), so there is nothing to compare yet.`
          : 'This database holds no edition of the Comprehensive Rules yet.',
      ),
      h(
        'p',
        null,
        'Import another edition to see what changed between them. Stop the service, then run ',
        h('code', null, 'npm run import:all'),
        ' (every edition and set file in the shared data), or import one CR text file: ',
        h('code', null, 'npm run import -- MagicCompRules-<date>.txt'),
        '. Wizards of the Coast publishes each edition as a text file on its rules page.',
      ),
    ),
    h('p', null, h('a', { href: urls.rules() }, 'Back to the rules')),
  )
}

export async function ruleChangesPage({ main, query, signal }: PageContext) {
  const from = query.get('from') ?? undefined
  const to = query.get('to') ?? undefined
  setTitle('What changed in the Comprehensive Rules')
  const heading = h('h1', null, 'What changed in the Comprehensive Rules')
  replace(main, heading, loading('the changes'))
  let editions: Edition[]
  let diff: DiffView
  try {
    editions = await loadEditions(signal)
    if (editions.length < 2 && !(from && to)) return oneEdition(main, heading, editions)
    diff = await loadDiff(from, to, signal)
  } catch (e) {
    if (signal.aborted) throw e
    replace(
      main,
      heading,
      errorBox(e, 'The changes could not be loaded'),
      h('p', null, h('a', { href: urls.rules() }, 'Back to the rules')),
    )
    return
  }
  const current = editions.find((e) => e.current)?.effectiveDate
  setTitle(`What changed: ${diff.from} → ${diff.to}`)
  const bySection = new Map<string, Change[]>()
  for (const c of diff.changes) {
    const key = c.scope === 'glossary' ? 'glossary' : (c.section ?? '?')
    let list = bySection.get(key)
    if (!list) bySection.set(key, (list = []))
    list.push(c)
  }
  const total = diff.changes.length
  replace(
    main,
    heading,
    picker(editions, diff, from, to),
    h(
      'p',
      { class: 'diff-summary' },
      `From the edition effective ${diff.from} to the one effective ${diff.to}: `,
      total
        ? (Object.keys(KIND_LABEL) as ChangeKind[]).map((k, i) => [
            i ? ', ' : '',
            h('span', { class: `count kind-${k}`, 'data-kind': k }, `${diff.counts[k]} ${KIND_LABEL[k].toLowerCase()}`),
          ])
        : 'no changes',
      '.',
    ),
    total
      ? h(
          'nav',
          { class: 'sections-touched', 'aria-label': 'Sections with changes' },
          h(
            'ul',
            null,
            diff.sections.map((s) =>
              h('li', null, h('a', { href: `#section-${s.section}` }, `${s.section}. ${s.title}`), ` (${s.changes})`),
            ),
            bySection.has('glossary')
              ? h('li', null, h('a', { href: '#section-glossary' }, 'Glossary'), ` (${bySection.get('glossary')!.length})`)
              : null,
          ),
        )
      : null,
    diff.sections.map((s) => group(`section-${s.section}`, `${s.section}. ${s.title}`, bySection.get(s.section) ?? [], diff, current)),
    bySection.has('glossary') ? group('section-glossary', 'Glossary', bySection.get('glossary')!, diff, current) : null,
  )
}
