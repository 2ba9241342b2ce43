// A term in rules text (a keyword, a keyword action, a glossary word) that shows its Comprehensive
// Rules definition: on hover for a mouse, on focus for a keyboard, on tap for a phone (a tap pins
// it open, a second tap or Escape closes it). The definition is a disclosure, not a tooltip, so
// its rule link can be reached with the keyboard too.
import { h, uid } from '../dom.js'
import { textWithSymbols } from '../mana.js'
import { urls } from '../router.js'
import { linkRuleNumbers } from './rule-links.js'

export interface Definition {
  /** "Kicker", "search", "cast" */
  term: string
  /** "Keyword ability", "Keyword action", "Glossary term" */
  kindLabel: string
  /** Its defining rule: "702.33", "701.23"; null when only the glossary defines it. */
  rule: string | null
  /** The definition text; paragraphs (subrules) separated by newlines. */
  text: string
  /** Where the "more" link points: a rule page or a glossary page. */
  href?: string
}

let openTerm: { close(): void } | undefined

// Escape closes an open definition wherever the focus is (one opened by hover, say).
document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape' && openTerm && !e.defaultPrevented) openTerm.close()
})

export function termWithDefinition(display: Node[] | string, def: Definition, kindClass: string): HTMLElement {
  const popId = uid('def')
  const button = h(
    'button',
    {
      type: 'button',
      class: `term ${kindClass}`,
      'aria-expanded': 'false',
      'aria-controls': popId,
      'data-term': def.term,
      'data-rule': def.rule ?? undefined,
    },
    display,
  )
  const paragraphs = def.text.split(/\n+/).filter((p) => p.trim())
  const href = def.href ?? (def.rule ? urls.rule(def.rule) : urls.glossary(def.term))
  const pop = h(
    'span',
    { class: 'definition', id: popId, role: 'note', 'aria-label': `Definition of ${def.term}`, hidden: true },
    h(
      'span',
      { class: 'definition-head' },
      h('strong', { class: 'definition-term' }, def.term),
      h('span', { class: 'definition-kind' }, def.kindLabel),
      h('a', { class: 'definition-rule', href }, def.rule ? `CR ${def.rule}` : 'Glossary'),
    ),
    h(
      'span',
      { class: 'definition-text' },
      paragraphs.map((p) => h('span', { class: 'definition-para' }, linkRuleNumbers(p, textWithSymbols))),
    ),
  )
  const wrap = h('span', { class: 'term-wrap' }, button, pop)

  let open = false
  let pinned = false
  let hovering = false
  const set = (next: boolean) => {
    if (next === open) return
    open = next
    pop.hidden = !open
    button.setAttribute('aria-expanded', String(open))
    wrap.classList.toggle('open', open)
    if (open) {
      if (openTerm && openTerm !== handle) openTerm.close()
      openTerm = handle
      place()
    } else if (openTerm === handle) openTerm = undefined
  }
  const handle = {
    close: () => {
      pinned = false
      set(false)
    },
  }
  // Keep the box inside the viewport on narrow screens and near the right edge.
  const place = () => {
    pop.classList.remove('align-right')
    const r = pop.getBoundingClientRect()
    if (r.right > document.documentElement.clientWidth - 8) pop.classList.add('align-right')
  }

  wrap.addEventListener('mouseenter', () => {
    hovering = true
    set(true)
  })
  wrap.addEventListener('mouseleave', () => {
    hovering = false
    if (!pinned && !wrap.contains(document.activeElement)) set(false)
  })
  button.addEventListener('focus', () => set(true))
  wrap.addEventListener('focusout', (e) => {
    if (wrap.contains(e.relatedTarget as Node | null)) return
    pinned = false
    if (!hovering) set(false)
  })
  // a click or tap pins the definition open; the next one closes it (hovering or not)
  button.addEventListener('click', () => {
    pinned = !pinned
    set(pinned)
  })
  wrap.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault()
      handle.close()
      button.focus()
      // focusing again must not reopen it straight away
      set(false)
    }
  })
  return wrap
}
