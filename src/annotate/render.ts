// renderAnnotatedHtml: annotated spans as HTML with the CR definitions attached. Card text is data:
// every character of it is escaped, in element content and in attributes alike.
//
//   keywords, actions, glossary terms → <abbr class="kw kw-keyword" data-term="Kicker" data-rule="702.33"
//                                          title="Kicker (CR 702.33): …definition…">Kicker <span class="ms ms-2" …>{2}</span></abbr>
//   mana and tap symbols             → <span class="ms ms-g" title="one green mana (CR 107.4a)">{G}</span>
//   reminder text                     → <span class="reminder">(…)</span>
//   the card's own name               → <span class="self-ref">Shivan Fire</span>
//   line breaks                       → <br>
import type { Span } from './annotate.js'
import type { AnnotationDictionary } from './dictionary.js'
import { glossaryDefinition } from './dictionary.js'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]!)
}

const textHtml = (s: string) => escapeHtml(s).replace(/\n/g, '<br>\n')

const KIND_LABEL: Record<string, string> = {
  keyword: 'Keyword ability',
  action: 'Keyword action',
  ability_word: 'Ability word',
  glossary: 'Glossary',
}

const ABILITY_WORD_NOTE = 'An ability word has no rules meaning of its own (CR 207.2c).'

function title(span: Span): string {
  const head = `${span.term ?? span.text}${span.rule ? ` (CR ${span.rule})` : ''}`
  if (span.kind === 'ability_word') return `${head}: ${ABILITY_WORD_NOTE}`
  return span.definition ? `${head}: ${span.definition}` : `${head}: ${KIND_LABEL[span.kind] ?? span.kind}`
}

function attrs(pairs: Record<string, string | null | undefined>): string {
  return Object.entries(pairs)
    .filter((p): p is [string, string] => p[1] !== undefined && p[1] !== null && p[1] !== '')
    .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
    .join('')
}

function renderSpan(span: Span, dictionary: AnnotationDictionary): string {
  const inner = () => (span.children?.length ? renderSpans(span.children, dictionary) : textHtml(span.text))
  switch (span.kind) {
    case 'text':
      return textHtml(span.text)
    case 'symbol':
      return `<span${attrs({ class: span.cssClass ?? 'ms', title: span.description, 'data-symbol': span.text })}>${escapeHtml(span.text)}</span>`
    case 'reminder':
      return `<span class="reminder">${inner()}</span>`
    case 'self':
      return `<span${attrs({ class: 'self-ref', title: 'This card’s own name (CR 201.5)' })}>${inner()}</span>`
    case 'keyword':
    case 'action':
    case 'ability_word':
    case 'glossary': {
      // a span made before the dictionary held the definition may still find it there
      const defined =
        span.definition == null && span.term ? { ...span, definition: glossaryDefinition(dictionary, span.term)?.definition ?? null } : span
      const cls = { keyword: 'kw kw-keyword', action: 'kw kw-action', ability_word: 'kw kw-ability-word', glossary: 'kw kw-glossary' }[
        span.kind
      ]
      return `<abbr${attrs({ class: cls, 'data-term': span.term, 'data-rule': span.rule ?? undefined, title: title(defined) })}>${inner()}</abbr>`
    }
  }
}

export function renderSpans(spans: readonly Span[], dictionary: AnnotationDictionary): string {
  return spans.map((s) => renderSpan(s, dictionary)).join('')
}

/** The annotated text as an HTML fragment (no wrapper element). */
export function renderAnnotatedHtml(spans: readonly Span[], dictionary: AnnotationDictionary): string {
  return renderSpans(spans, dictionary)
}
