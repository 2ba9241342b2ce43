// A few lines instead of a framework: build DOM nodes from tags, properties and children.
// Text always goes in as text nodes, never as HTML, so card and rules text can't inject markup.

export type Child = Node | string | number | null | undefined | false | Child[]

export interface Props {
  class?: string
  /** Event handlers: { click: (e) => … } */
  on?: { [K in keyof HTMLElementEventMap]?: (e: HTMLElementEventMap[K]) => void }
  /** Any other attribute; false/null/undefined leaves it out, true sets it empty. */
  [attribute: string]: unknown
}

export function append(parent: Node, children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue
    if (Array.isArray(c)) append(parent, c)
    else parent.appendChild(typeof c === 'object' ? c : document.createTextNode(String(c)))
  }
}

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props?: Props | null, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag)
  if (props) {
    for (const [key, value] of Object.entries(props)) {
      if (key === 'on') {
        for (const [event, handler] of Object.entries(value as Record<string, EventListener>)) el.addEventListener(event, handler)
      } else if (key === 'class') {
        if (value) el.className = String(value)
      } else if (value !== false && value !== null && value !== undefined) {
        el.setAttribute(key, value === true ? '' : String(value))
      }
    }
  }
  append(el, children)
  return el
}

const SVG_NS = 'http://www.w3.org/2000/svg'

export function svg(tag: string, attributes: Record<string, string | number>, ...children: SVGElement[]): SVGElement {
  const el = document.createElementNS(SVG_NS, tag)
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, String(v))
  for (const c of children) el.appendChild(c)
  return el
}

/** Replace everything inside `el`. */
export function replace(el: Element, ...children: Child[]): void {
  el.replaceChildren()
  append(el, children)
}

let idCounter = 0
/** A page-unique id for aria-controls / aria-describedby pairs. */
export const uid = (prefix: string) => `${prefix}-${++idCounter}`

/** Ctrl+Enter (⌘+Enter) in a text area runs what its button runs. */
export function onCtrlEnter(editor: HTMLElement, run: () => unknown): void {
  editor.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault()
      void run()
    }
  })
}
