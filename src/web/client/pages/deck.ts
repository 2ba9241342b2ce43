// The deck page: paste a list, pick a format, and see it as POST /decks/validate reads it: the
// verdict, each issue with the rule it breaks (CR rules linked, texts quoted), the cards grouped by
// section and type with their mana costs, issues marked on the cards they name, unresolved lines
// with suggestions one click away, the curve, colors and types, and the export.
import { ApiFailure, postJson } from '../api.js'
import { h, onCtrlEnter, replace } from '../dom.js'
import { manaCost, textWithSymbols } from '../mana.js'
import { urls, type PageContext } from '../router.js'
import { cardPicture, pictureFaces } from '../components/card-image.js'
import { errorBox } from '../components/status.js'
import { setTitle } from '../title.js'
import {
  cardCount,
  DECK_FORMATS,
  groupByType,
  SECTION_ORDER,
  type DeckCitationJson,
  type DeckEntryJson,
  type DeckIssueJson,
  type DeckJson,
  type DeckValidationJson,
} from './deck-data.js'

const DRAFT_KEY = 'arcanum.deck.draft'
const FORMAT_KEY = 'arcanum.deck.format'
const CR_RULE = /^\d{3}(\.\d+[a-z]?)?$/
const EXPORTS: [id: string, label: string][] = [
  ['arena', 'MTG Arena'],
  ['mtgo', 'MTGO (.txt)'],
  ['text', 'Plain text'],
  ['csv', 'CSV'],
]

function citationItem(c: DeckCitationJson): HTMLElement {
  if (c.rule) {
    return h(
      'li',
      { class: 'citation citation-rule' },
      h('a', { href: urls.rule(c.rule), class: 'rule-link' }, `CR ${c.rule}`),
      c.text ? h('span', { class: 'citation-text' }, ' ', textWithSymbols(c.text)) : null,
      c.effective ? h('span', { class: 'muted' }, ` (effective ${c.effective})`) : null,
    )
  }
  if (c.ruling) {
    return h(
      'li',
      { class: 'citation citation-ruling' },
      h('span', { class: 'citation-kind' }, `Ruling on ${c.ruling.card} · `),
      h('time', { datetime: c.ruling.date }, c.ruling.date),
      h('blockquote', null, textWithSymbols(c.ruling.text)),
    )
  }
  if (c.legality) {
    const l = c.legality
    return h(
      'li',
      { class: 'citation citation-legality' },
      `${l.card}: `,
      h('span', { class: `badge legality-${l.status}` }, l.status.replace('_', ' ')),
      ` in ${l.format}`,
      h('span', { class: 'muted' }, ` (data ${l.source})`),
    )
  }
  if (c.oracle) return h('li', { class: 'citation citation-oracle' }, `${c.oracle.card}: `, h('q', null, textWithSymbols(c.oracle.text)))
  if (c.format) {
    return h(
      'li',
      { class: 'citation citation-format' },
      `${c.format.name}: `,
      h('q', null, c.format.text),
      h('span', { class: 'muted' }, ` (${c.format.source})`),
    )
  }
  return h('li', { class: 'citation' }, h('code', null, JSON.stringify(c)))
}

function issueItem(i: DeckIssueJson): HTMLElement {
  const rule = CR_RULE.test(i.rule) ? h('a', { href: urls.rule(i.rule), class: 'rule-link' }, `CR ${i.rule}`) : h('span', null, i.rule)
  return h(
    'li',
    { class: `deck-issue severity-${i.severity}`, 'data-code': i.code },
    h(
      'p',
      { class: 'deck-issue-head' },
      h(
        'span',
        {
          class: `badge ${i.severity === 'error' ? 'legality-banned' : i.severity === 'warning' ? 'legality-restricted' : 'legality-not_legal'}`,
        },
        i.severity,
      ),
      i.supported === false ? h('span', { class: 'badge legality-not_legal' }, 'not checked') : null,
      ' ',
      h('span', { class: 'deck-issue-message' }, i.message),
      ' ',
      h('span', { class: 'deck-issue-rule' }, rule),
    ),
    i.citations.length ? h('ul', { class: 'citations inline-citations' }, i.citations.map(citationItem)) : null,
  )
}

function verdict(v: DeckValidationJson, label: string): HTMLElement {
  const [text, cls] =
    v.legal === true
      ? [`Legal in ${label}`, 'legal']
      : v.legal === false
        ? [`Not legal in ${label}`, 'banned']
        : [`Not known: some rules could not be checked`, 'not_legal']
  const c = v.counts
  const parts = [
    c.commander ? `${c.commander} commander${c.commander === 1 ? '' : 's'}` : '',
    `${c.main} main-deck cards`,
    c.sideboard ? `${c.sideboard} in the sideboard` : '',
    c.companion ? 'a companion' : '',
  ].filter(Boolean)
  return h(
    'div',
    { class: `deck-verdict legality-${cls}`, role: 'status' },
    h('strong', null, text),
    h('span', { class: 'muted' }, ` · ${parts.join(' · ')}`),
  )
}

/**
 * The card's picture, shown while the pointer is on its line or the line has focus, as Scryfall's deck
 * lists do. Hidden until then, so its lazy image is fetched only when first shown; a text card
 * stands in when the server has no images or the image can't be reached (card-image.ts).
 */
function hoverPicture(card: DeckEntryJson['card']): HTMLElement {
  const face = pictureFaces(card)[0]!
  return h('span', { class: 'deck-card-preview', 'aria-hidden': 'true' }, cardPicture(face, 'normal'))
}

/**
 * Where a line's picture shows: beside the line, in the window (below it, or above when there is
 * no room below). Fixed to the window, not placed in the list: in the list's columns (CSS
 * multi-column) a picture below the end of a column was cut there and continued at the top of the
 * next one.
 */
function placePreview(line: HTMLElement) {
  const preview = line.querySelector<HTMLElement>('.deck-card-preview')
  if (!preview) return
  const r = line.getBoundingClientRect()
  const width = preview.offsetWidth || 224
  const height = preview.offsetHeight || (width * 680) / 488
  const margin = 8
  const left = Math.max(margin, Math.min(r.left + r.width / 2, innerWidth - width - margin))
  const below = r.bottom + 4
  const top = below + height <= innerHeight - margin ? below : Math.max(margin, r.top - height - 4)
  preview.style.left = `${Math.round(left)}px`
  preview.style.top = `${Math.round(top)}px`
}

function cardLine(e: DeckEntryJson, flagged: Map<string, DeckIssueJson[]>): HTMLElement {
  const issues = flagged.get(e.card.name) ?? []
  const errors = issues.filter((i) => i.severity === 'error')
  const line = h(
    'li',
    {
      class: `deck-card${errors.length ? ' has-issue' : ''}`,
      'data-line': e.line,
      title: issues.length ? issues.map((i) => i.message).join('\n') : undefined,
    },
    h('span', { class: 'deck-qty' }, String(e.quantity)),
    h('a', { class: 'deck-card-name', href: urls.card(e.card.id ?? e.card.oracle_id) }, e.card.name),
    hoverPicture(e.card),
    e.foil ? h('span', { class: 'muted' }, ' (foil)') : null,
    h('span', { class: 'deck-card-cost' }, manaCost(e.card.mana_cost ?? null)),
    h('span', { class: 'deck-card-type muted' }, e.card.type_line),
    errors.length
      ? h('span', { class: 'badge legality-banned deck-card-flag' }, errors.map((i) => i.code.replace(/_/g, ' ')).join(', '))
      : null,
  )
  for (const event of ['pointerenter', 'focusin']) line.addEventListener(event, () => placePreview(line))
  return line
}

function deckList(deck: DeckJson, issues: DeckIssueJson[]): HTMLElement {
  const flagged = new Map<string, DeckIssueJson[]>()
  for (const i of issues) for (const name of i.cards) flagged.set(name, [...(flagged.get(name) ?? []), i])
  return h(
    'section',
    { class: 'deck-sections', 'aria-label': 'The deck' },
    SECTION_ORDER.map(([section, heading]) => {
      const entries = deck.entries.filter((e) => e.section === section)
      if (!entries.length) return null
      return h(
        'section',
        { class: 'deck-section', 'data-section': section },
        h('h2', null, `${heading} (${cardCount(entries)})`),
        groupByType(entries).map(([group, list]) =>
          h(
            'div',
            { class: 'deck-group' },
            h('h3', null, `${group} (${cardCount(list)})`),
            h(
              'ul',
              { class: 'deck-cards' },
              list.map((e) => cardLine(e, flagged)),
            ),
          ),
        ),
      )
    }),
  )
}

/** A bar's fill, its height set through the CSSOM (the page's CSP allows no style attributes). */
function fill(share: number): HTMLElement {
  const bar = h('span', { class: 'deck-curve-fill' })
  bar.style.height = `${share * 100}%`
  return bar
}

function curveChart(curve: Record<string, number>): HTMLElement {
  const buckets = Object.entries(curve)
  const max = Math.max(1, ...buckets.map(([, n]) => n))
  return h(
    'figure',
    { class: 'deck-curve', role: 'img', 'aria-label': `Mana curve: ${buckets.map(([mv, n]) => `${mv}: ${n}`).join(', ')}` },
    h(
      'div',
      { class: 'deck-curve-bars' },
      buckets.map(([mv, n]) =>
        h(
          'div',
          { class: 'deck-curve-bar', 'data-mana-value': mv },
          h('span', { class: 'deck-curve-count' }, String(n)),
          fill(n / max),
          h('span', { class: 'deck-curve-mv' }, mv),
        ),
      ),
    ),
    h('figcaption', null, 'Nonland cards by mana value'),
  )
}

function statsBlock(deck: DeckJson): HTMLElement {
  const s = deck.stats
  const colors = Object.entries(s.colors).filter(([, n]) => n > 0)
  const price = s.price.usd
    ? `$${s.price.usd}${s.price.unpriced ? ` (${s.price.unpriced} cards without a price)` : ''}`
    : 'No prices imported'
  return h(
    'section',
    { class: 'deck-stats', 'aria-label': 'Statistics' },
    curveChart(s.curve),
    h(
      'dl',
      { class: 'deck-counts' },
      h('dt', null, 'Types'),
      h(
        'dd',
        null,
        Object.entries(s.types).map(([t, n]) => h('span', { class: 'deck-count' }, `${t} ${n}`)),
      ),
      h('dt', null, 'Colors'),
      h(
        'dd',
        null,
        colors.length
          ? colors.map(([c, n]) => h('span', { class: 'deck-count' }, c.length === 1 ? manaCost(`{${c}}`) : `${c} `, ` ${n}`))
          : 'none',
      ),
      h('dt', null, 'Price'),
      h('dd', { class: 'deck-price' }, price),
    ),
  )
}

export function deckPage({ main, query }: PageContext) {
  setTitle('Deck')
  const format = h(
    'select',
    { id: 'deck-format' },
    DECK_FORMATS.map(([id, label]) => h('option', { value: id }, label)),
  )
  format.value = query.get('format') ?? localStorage.getItem(FORMAT_KEY) ?? 'modern'
  if (!format.value) format.value = 'modern'
  const editor = h('textarea', {
    id: 'deck-text',
    class: 'deck-editor',
    spellcheck: 'false',
    autocapitalize: 'off',
    autocomplete: 'off',
    rows: 16,
    'aria-describedby': 'deck-help',
    placeholder: '4 Lightning Bolt\n4 Goblin Guide\n…\n\nSideboard\n2 Pyroclasm',
  })
  editor.value = localStorage.getItem(DRAFT_KEY) ?? ''
  const output = h('div', { class: 'deck-result', 'aria-live': 'polite' })
  const button = h('button', { type: 'submit', class: 'primary' }, 'Check deck')
  editor.addEventListener('input', () => localStorage.setItem(DRAFT_KEY, editor.value))
  format.addEventListener('change', () => localStorage.setItem(FORMAT_KEY, format.value))

  /** Replace line `n` (from 1) of the list with `text`, and check again. */
  const fixLine = (n: number, name: string, quantity: number) => {
    const lines = editor.value.split(/\r\n|\r|\n/)
    lines[n - 1] = `${quantity} ${name}`
    editor.value = lines.join('\n')
    localStorage.setItem(DRAFT_KEY, editor.value)
    void run()
  }

  const exportBlock = () => {
    const select = h(
      'select',
      { id: 'deck-export-format' },
      EXPORTS.map(([id, label]) => h('option', { value: id }, label)),
    )
    const out = h('textarea', { id: 'deck-export', class: 'deck-export', readonly: true, rows: 10, 'aria-label': 'Exported list' })
    const link = h('a', { class: 'deck-download', download: 'deck.txt', hidden: true }, 'Download')
    const go = h('button', { type: 'button' }, 'Export')
    go.addEventListener('click', async () => {
      const res = await fetch(`/decks/export?format=${select.value}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ deck: editor.value }),
      })
      const text = await res.text()
      out.value = text
      link.hidden = false
      link.setAttribute('download', select.value === 'csv' ? 'deck.csv' : 'deck.txt')
      link.setAttribute('href', `data:${select.value === 'csv' ? 'text/csv' : 'text/plain'};charset=utf-8,${encodeURIComponent(text)}`)
    })
    return h(
      'section',
      { class: 'deck-export-block', 'aria-label': 'Export' },
      h('h2', null, 'Export'),
      h('div', { class: 'actions' }, h('label', { for: 'deck-export-format' }, 'Export as '), select, ' ', go, ' ', link),
      out,
    )
  }

  let running: AbortController | undefined
  const run = async () => {
    if (!editor.value.trim()) {
      replace(output, h('p', { class: 'muted' }, 'Paste a decklist first.'))
      return
    }
    running?.abort()
    running = new AbortController()
    button.disabled = true
    replace(output, h('p', { class: 'loading', role: 'status' }, 'Checking the deck…'))
    const label = DECK_FORMATS.find(([id]) => id === format.value)?.[1] ?? format.value
    try {
      const v = await postJson<DeckValidationJson>('/decks/validate', { format: format.value, deck: editor.value }, running.signal)
      const unresolved = v.deck.unresolved
      replace(
        output,
        verdict(v, label),
        v.issues.length
          ? h(
              'section',
              { class: 'deck-issues-block' },
              h('h2', { id: 'deck-issues-h' }, `Issues (${v.issues.length})`),
              h('ol', { class: 'deck-issues', 'aria-labelledby': 'deck-issues-h' }, v.issues.map(issueItem)),
            )
          : null,
        unresolved.length
          ? h(
              'section',
              { class: 'deck-unresolved-block' },
              h('h2', null, `Lines not found (${unresolved.length})`),
              h(
                'ul',
                { class: 'deck-unresolved' },
                unresolved.map((u) =>
                  h(
                    'li',
                    { 'data-line': u.line },
                    `Line ${u.line}: `,
                    h('code', null, u.text),
                    u.suggestions.length ? ' — did you mean ' : ' — no card is like it',
                    u.suggestions
                      .slice(0, 3)
                      .map((s) =>
                        h(
                          'button',
                          { type: 'button', class: 'link-button deck-suggestion', on: { click: () => fixLine(u.line, s, u.quantity) } },
                          s,
                        ),
                      ),
                  ),
                ),
              ),
            )
          : null,
        v.deck.notes.length
          ? h(
              'ul',
              { class: 'deck-notes muted' },
              v.deck.notes.map((n) => h('li', null, n.message)),
            )
          : null,
        statsBlock(v.deck),
        deckList(v.deck, v.issues),
        exportBlock(),
      )
    } catch (e) {
      if ((e as Error).name === 'AbortError') return
      replace(
        output,
        errorBox(e, e instanceof ApiFailure && e.status === 400 ? 'The list could not be read' : 'The deck could not be checked'),
      )
    } finally {
      button.disabled = false
    }
  }
  onCtrlEnter(editor, run)

  replace(
    main,
    h('h1', null, 'Deck'),
    h(
      'p',
      { class: 'lede' },
      'Paste a decklist — plain text, MTG Arena, MTGO, Moxfield or a CSV export — pick a format, and see whether the deck is legal, each problem with the rule it breaks.',
    ),
    h(
      'form',
      {
        class: 'deck-form',
        on: {
          submit: (e: SubmitEvent) => {
            e.preventDefault()
            void run()
          },
        },
      },
      h('div', { class: 'field' }, h('label', { for: 'deck-format' }, 'Format'), format),
      h(
        'div',
        { class: 'field' },
        h('label', { for: 'deck-text' }, 'Decklist'),
        editor,
        h(
          'p',
          { id: 'deck-help', class: 'muted help' },
          'One card per line. Headers such as Commander, Deck, Sideboard and Companion are understood. Ctrl+Enter checks.',
        ),
      ),
      h('div', { class: 'actions' }, button),
    ),
    output,
  )
}
