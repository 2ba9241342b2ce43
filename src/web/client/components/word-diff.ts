// A word-level diff as text with <del> and <ins>: removed words struck through, added words
// highlighted; screen readers hear "deleted"/"inserted" from the elements themselves.
import { h } from '../dom.js'
import type { WordPart } from '../pages/editions-data.js'

export function wordDiffView(parts: readonly WordPart[]): HTMLElement {
  return h(
    'p',
    { class: 'word-diff' },
    parts.map((p) => (p.op === 'equal' ? p.text : p.op === 'delete' ? h('del', null, p.text) : h('ins', null, p.text))),
  )
}
