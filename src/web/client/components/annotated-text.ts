// A card's Oracle text as annotated spans: keywords, keyword actions and glossary terms carry
// their CR definitions (see definition.ts); symbols are drawn; reminder text is set apart; lines
// become paragraphs.
import { h } from '../dom.js'
import { manaSymbol, textWithSymbols } from '../mana.js'
import { termWithDefinition, type Definition } from './definition.js'

export type SpanKind = 'text' | 'keyword' | 'action' | 'glossary' | 'symbol' | 'reminder' | 'self' | 'ability_word'

export interface TextSpan {
  kind: SpanKind
  text: string
  /** For keyword, action and glossary spans: what the term means, from the stored CR. */
  definition?: Definition
  /** Reminder text may itself hold terms and symbols. */
  children?: TextSpan[]
}

const KIND_CLASS: Partial<Record<SpanKind, string>> = {
  keyword: 'term-keyword',
  action: 'term-action',
  glossary: 'term-glossary',
  ability_word: 'term-ability-word',
}

function renderInert(span: TextSpan): Node[] {
  if (span.kind === 'symbol') return [manaSymbol(span.text)]
  return span.children?.length ? span.children.flatMap(renderInert) : textWithSymbols(span.text)
}

function renderSpan(span: TextSpan): Node[] {
  if (span.kind === 'symbol') return [manaSymbol(span.text)]
  if (span.kind === 'reminder') {
    return [h('span', { class: 'reminder' }, span.children?.length ? span.children.flatMap(renderSpan) : textWithSymbols(span.text))]
  }
  if (span.kind === 'self') return [h('span', { class: 'self-ref', title: 'This card’s own name' }, span.text)]
  const kindClass = KIND_CLASS[span.kind]
  if (kindClass && span.definition) {
    // a term is a button: what it holds ("Kicker {2}") renders inert, symbols drawn, no nested terms
    const inner = span.children?.length ? span.children.flatMap(renderInert) : textWithSymbols(span.text)
    return [termWithDefinition(inner, span.definition, kindClass)]
  }
  return textWithSymbols(span.text)
}

/** Render spans as paragraphs, one per line of the Oracle text. */
export function annotatedText(spans: TextSpan[]): HTMLElement {
  const box = h('div', { class: 'oracle-text' })
  let paragraph = h('p')
  const flush = () => {
    if (paragraph.childNodes.length) box.appendChild(paragraph)
    paragraph = h('p')
  }
  for (const span of spans) {
    if (span.kind === 'text' && span.text.includes('\n')) {
      const lines = span.text.split('\n')
      lines.forEach((line, i) => {
        if (i > 0) flush()
        if (line) paragraph.append(...textWithSymbols(line))
      })
    } else {
      paragraph.append(...renderSpan(span))
    }
  }
  flush()
  return box
}
