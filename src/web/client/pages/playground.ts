// The evaluation playground: build a scenario from menus (scenario-builder.ts, generated from the
// scenario schema) or edit its JSON beside it, send it to POST /evaluate, and read each answer with
// its explanation and citations (rules as links, rulings with their card and date).
import { getJson, postJson } from '../api.js'
import { h, onCtrlEnter, replace } from '../dom.js'
import { textWithSymbols } from '../mana.js'
import { urls, type PageContext } from '../router.js'
import { linkRuleNumbers } from '../components/rule-links.js'
import { errorBox, loading } from '../components/status.js'
import { SAMPLE_SCENARIOS } from '../scenarios.js'
import { setTitle } from '../title.js'
import { scenarioBuilder, type ScenarioBuilder, type SchemaNode } from './scenario-builder.js'
import { cardNames, humanize, questionWords, scenarioFromParam, scenarioParam, withName } from './playground-words.js'

interface RuleCitation {
  rule: string
  text?: string
  effective?: string
}
interface RulingCitation {
  ruling: { card: string; date?: string; text: string }
}
type Citation = RuleCitation | RulingCitation | Record<string, unknown>

/** What each action did, or why the rules forbid it (then nothing happened). */
export interface ActionOutcomeJson {
  index: number
  do: string
  id?: string
  legal: boolean
  because: string
  citations?: Citation[]
}

export interface AnswerJson {
  q: string
  of?: string
  value?: unknown
  because?: string
  legal?: boolean
  illegal?: boolean
  citations?: Citation[]
  [more: string]: unknown
}

const DRAFT_KEY = 'arcanum.playground.draft'

/** Where a JSON.parse error is, as line and column, from V8's "at position N" message. */
export function jsonErrorMessage(source: string, e: Error): string {
  const m = /position (\d+)/.exec(e.message)
  if (!m) return e.message
  const pos = Number(m[1])
  const before = source.slice(0, pos)
  const line = before.split('\n').length
  const column = pos - before.lastIndexOf('\n')
  return `${e.message.replace(/ in JSON at position \d+.*$/, '')} at line ${line}, column ${column}.`
}

function formatValue(value: unknown): string {
  if (value === undefined) return '—'
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}

/** The names the scenario gives its cards (ref → card name), for "~" and for questions in words. */
type Names = Map<string, string>

function citationItem(c: Citation): HTMLElement {
  if ('rule' in c && typeof c.rule === 'string') {
    const rc = c as RuleCitation
    return h(
      'li',
      { class: 'citation citation-rule' },
      h('a', { href: urls.rule(rc.rule), class: 'rule-link' }, `CR ${rc.rule}`),
      rc.text ? h('span', { class: 'citation-text' }, ' ', linkRuleNumbers(rc.text, textWithSymbols)) : null,
      rc.effective ? h('span', { class: 'muted' }, ` (effective ${rc.effective})`) : null,
    )
  }
  if ('ruling' in c && c.ruling && typeof c.ruling === 'object') {
    const r = (c as RulingCitation).ruling
    return h(
      'li',
      { class: 'citation citation-ruling' },
      h('span', { class: 'citation-kind' }, 'Ruling on '),
      h('a', { href: urls.search(`!"${r.card}"`) }, r.card),
      r.date ? [' · ', h('time', { datetime: r.date }, r.date)] : null,
      h('blockquote', null, textWithSymbols(withName(r.text, r.card))),
    )
  }
  return h('li', { class: 'citation' }, h('code', null, JSON.stringify(c)))
}

/** The card "~" stands for in an answer: the one it is about, or the scenario's only card. */
const nameFor = (of: string | undefined, names: Names) =>
  (of ? names.get(of) : undefined) ?? (new Set(names.values()).size === 1 ? [...names.values()][0] : undefined)

export function answerItem(a: AnswerJson, names: Names = new Map()): HTMLElement {
  const illegal = a.illegal === true || a.legal === false
  return h(
    'li',
    { class: `answer${illegal ? ' answer-illegal' : ''}` },
    h('p', { class: 'answer-question' }, questionWords(a.q, a.of, names)),
    h(
      'p',
      { class: 'answer-head' },
      h('strong', { class: 'answer-value' }, formatValue(a.value)),
      illegal ? h('span', { class: 'badge legality-banned' }, 'illegal') : null,
      ' ',
      h('code', { class: 'answer-q muted' }, a.q),
      a.of ? h('span', { class: 'muted' }, ' of ', h('code', null, a.of)) : null,
    ),
    a.because ? h('p', { class: 'answer-because' }, linkRuleNumbers(withName(a.because, nameFor(a.of, names)), textWithSymbols)) : null,
    a.citations?.length
      ? h('div', { class: 'citations' }, h('p', { class: 'citations-h' }, 'Citations'), h('ul', null, a.citations.map(citationItem)))
      : null,
  )
}

function actionItem(a: ActionOutcomeJson, names: Names): HTMLElement {
  return h(
    'li',
    { class: `action-outcome${a.legal ? '' : ' answer-illegal'}` },
    h(
      'p',
      { class: 'answer-head' },
      h('span', { class: 'muted' }, `${a.index + 1}. `),
      h('strong', null, humanize(a.do)),
      ' ',
      h('code', { class: 'muted' }, a.do),
      a.id ? [' ', h('code', null, a.id)] : null,
      ' ',
      h('span', { class: `badge ${a.legal ? 'legality-legal' : 'legality-banned'}` }, a.legal ? 'done' : 'illegal'),
    ),
    h('p', { class: 'answer-because' }, linkRuleNumbers(withName(a.because, nameFor(undefined, names)), textWithSymbols)),
    a.citations?.length ? h('ul', { class: 'citations inline-citations' }, a.citations.map(citationItem)) : null,
  )
}

export function playgroundPage({ main, query, signal }: PageContext) {
  setTitle('Rules playground')
  const select = h(
    'select',
    { id: 'sample' },
    h('option', { value: '' }, 'Choose a sample scenario…'),
    SAMPLE_SCENARIOS.map((s) => h('option', { value: s.id }, s.title)),
  )
  const first = SAMPLE_SCENARIOS[0]!
  // a shared link (?s=…) wins over the draft kept in this tab
  const shared = query.get('s') ? scenarioFromParam(query.get('s')!) : null
  const saved = shared ? JSON.stringify(JSON.parse(shared), null, 2) : sessionStorage.getItem(DRAFT_KEY)
  const editor = h('textarea', {
    id: 'scenario',
    class: 'scenario-editor',
    spellcheck: 'false',
    autocapitalize: 'off',
    autocomplete: 'off',
    rows: 18,
    'aria-describedby': 'scenario-help',
  })
  editor.value = saved ?? JSON.stringify(first.scenario, null, 2)
  if (!saved) select.value = first.id
  const output = h('div', { class: 'evaluation', 'aria-live': 'polite' })
  const button = h('button', { type: 'submit', class: 'primary' }, 'Evaluate')
  const shareLink = h('a', { class: 'share-link', href: urls.playground() }, 'Link to this scenario')
  /** The scenario in the address bar (and the share link), so the page can be bookmarked and shared. */
  const share = () => {
    let compact: string
    try {
      compact = JSON.stringify(JSON.parse(editor.value))
    } catch {
      return // not JSON yet: the last good link stays
    }
    const url = `${urls.playground()}?s=${scenarioParam(compact)}`
    shareLink.setAttribute('href', url)
    history.replaceState(null, '', url)
  }

  // the builder writes the JSON; JSON edited by hand is read back into the builder when the editor loses focus
  let builder: ScenarioBuilder | undefined
  const builderBox = h('div', { class: 'builder-box' }, loading('the scenario language'))
  const parsed = () => {
    try {
      return JSON.parse(editor.value) as unknown
    } catch {
      return undefined
    }
  }
  getJson<SchemaNode>('/evaluate/schema', signal)
    .then((schema) => {
      builder = scenarioBuilder(schema, () => {
        editor.value = JSON.stringify(builder!.value(), null, 2)
        sessionStorage.setItem(DRAFT_KEY, editor.value)
        share()
      })
      builder.load(parsed())
      replace(builderBox, builder.element)
    })
    .catch((e: unknown) => {
      if (!signal.aborted) replace(builderBox, errorBox(e, 'The scenario builder could not be loaded; the JSON editor still works'))
    })

  select.addEventListener('change', () => {
    const s = SAMPLE_SCENARIOS.find((x) => x.id === select.value)
    if (!s) return
    editor.value = JSON.stringify(s.scenario, null, 2)
    sessionStorage.setItem(DRAFT_KEY, editor.value)
    share()
    builder?.load(s.scenario)
    replace(output)
  })
  editor.addEventListener('input', () => {
    sessionStorage.setItem(DRAFT_KEY, editor.value)
    share()
  })
  editor.addEventListener('change', () => {
    const value = parsed()
    if (value !== undefined) builder?.load(value)
  })

  let running: AbortController | undefined
  const run = async () => {
    let scenario: unknown
    try {
      scenario = JSON.parse(editor.value)
    } catch (e) {
      replace(output, errorBox(new Error(jsonErrorMessage(editor.value, e as Error)), 'The scenario is not valid JSON'))
      return
    }
    running?.abort()
    running = new AbortController()
    button.disabled = true
    replace(output, h('p', { class: 'loading', role: 'status' }, 'Evaluating…'))
    try {
      const result = await postJson<{ answers: AnswerJson[]; actions?: ActionOutcomeJson[] }>('/evaluate', scenario, running.signal)
      const names = cardNames(scenario)
      replace(
        output,
        h('h2', { id: 'answers-h' }, `Answers (${result.answers.length})`),
        h(
          'ol',
          { class: 'answers', 'aria-labelledby': 'answers-h' },
          result.answers.map((a) => answerItem(a, names)),
        ),
        result.actions?.length
          ? h(
              'details',
              { class: 'action-log', open: result.actions.some((a) => !a.legal) },
              h(
                'summary',
                null,
                `What happened: ${result.actions.length} action${result.actions.length === 1 ? '' : 's'}${result.actions.some((a) => !a.legal) ? ', some forbidden by the rules' : ''}`,
              ),
              h(
                'ol',
                { class: 'actions-list' },
                result.actions.map((a) => actionItem(a, names)),
              ),
            )
          : null,
      )
    } catch (e) {
      if ((e as Error).name === 'AbortError') return
      replace(output, errorBox(e, 'The scenario was not accepted'))
    } finally {
      button.disabled = false
    }
  }
  onCtrlEnter(editor, run)

  replace(
    main,
    h('h1', null, 'Rules playground'),
    h(
      'p',
      { class: 'lede' },
      'Describe a situation as a scenario — the cards, what happens, and what you want to know — and the rules engine answers each question, citing the Comprehensive Rules and rulings it rests on.',
    ),
    h(
      'form',
      {
        class: 'playground',
        on: {
          submit: (e: SubmitEvent) => {
            e.preventDefault()
            void run()
          },
        },
      },
      h('div', { class: 'field' }, h('label', { for: 'sample' }, 'Sample scenarios'), select),
      h(
        'div',
        { class: 'playground-columns' },
        h(
          'div',
          { class: 'playground-build' },
          // above the form: what the JSON editor's blur reloads into the builder below can't move it
          // from under a click
          h('div', { class: 'actions' }, button, shareLink),
          builderBox,
          h(
            'div',
            { class: 'field' },
            h('label', { for: 'scenario' }, 'Scenario (JSON)'),
            editor,
            h(
              'p',
              { id: 'scenario-help', class: 'muted help' },
              'Cards by name from the database or defined inline; actions such as cast, copySpell, resolve; questions such as isKicked, zone, totalCost. The builder writes this JSON; edit it by hand and the builder follows. Ctrl+Enter evaluates.',
            ),
          ),
        ),
        h(
          'section',
          { class: 'playground-answers', 'aria-label': 'Answers' },
          output.childElementCount
            ? null
            : h('p', { class: 'muted' }, 'Evaluate the scenario: each answer appears here with the rules and rulings it cites.'),
          output,
        ),
      ),
    ),
  )
  share()
}
