// The playground's scenario builder, generated from the scenario language's JSON Schema as the
// service serves it (GET /evaluate/schema): the action and question menus are the schema's
// branches (each `do` and `q` constant, with its description), and each row's fields are that
// branch's properties, with selects for enums. Cards are picked by name with autocomplete
// (GET /cards/autocomplete). The builder writes the scenario's JSON; it can also read one back.
import { getJson, qs } from '../api.js'
import { h, replace, uid } from '../dom.js'
import { humanize } from './playground-words.js'

/** The parts of a JSON Schema the builder reads. */
export interface SchemaNode {
  type?: string | string[]
  const?: unknown
  enum?: unknown[]
  description?: string
  properties?: Record<string, SchemaNode>
  required?: string[]
  anyOf?: SchemaNode[]
  items?: SchemaNode
  minimum?: number
}

/** One kind of action or question: its name (the `do` or `q` constant), description and fields. */
export interface Branch {
  name: string
  description: string
  fields: { name: string; schema: SchemaNode; required: boolean }[]
}

/** The action or question kinds of a list in the schema (scenario.actions, scenario.ask), keyed by `do` or `q`. */
export function branchesOf(list: SchemaNode | undefined, key: 'do' | 'q'): Branch[] {
  const options = list?.items?.anyOf ?? (list?.items ? [list.items] : [])
  return options.flatMap((b) => {
    const name = b.properties?.[key]?.const
    if (typeof name !== 'string') return []
    const required = new Set(b.required ?? [])
    return [
      {
        name,
        description: b.description ?? b.properties?.[key]?.description ?? '',
        fields: Object.entries(b.properties ?? {})
          .filter(([f]) => f !== key)
          .map(([f, schema]) => ({ name: f, schema, required: required.has(f) })),
      },
    ]
  })
}

/** Fields that name a card of the scenario (or a copy an action made): offered the scenario's references. */
const REFERENCE_FIELDS = new Set(['card', 'of', 'copyOf'])

const isType = (s: SchemaNode, t: string) => s.type === t || (Array.isArray(s.type) && s.type.includes(t))

/** A field's value as typed → JSON: numbers for numeric fields; JSON where it parses (true, 2, ["A","B"]); else the text. */
export function fieldValue(schema: SchemaNode, raw: string): unknown {
  const text = raw.trim()
  if (text === '') return undefined
  if (schema.enum || isType(schema, 'string')) return text
  if (isType(schema, 'integer') || isType(schema, 'number')) return Number(text)
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

const fieldText = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value))

interface Row {
  element: HTMLElement
  value(): Record<string, unknown>
}

export interface ScenarioBuilder {
  element: HTMLElement
  /** The scenario the builder holds. */
  value(): Record<string, unknown>
  /** Fill the builder from a scenario (a sample, or JSON typed by hand); what it can't show is left out. */
  load(scenario: unknown): void
}

export function scenarioBuilder(schema: SchemaNode, onChange: () => void): ScenarioBuilder {
  const actionKinds = branchesOf(schema.properties?.actions, 'do')
  const questionKinds = branchesOf(schema.properties?.ask, 'q')
  const refsId = uid('scenario-refs')
  const refs = h('datalist', { id: refsId })
  /** extra: the rest of an inline or placed card ({ card, zone, … }), kept as it was loaded. */
  const cardRows: { element: HTMLElement; ref: HTMLInputElement; name: HTMLInputElement; extra: Record<string, unknown> }[] = []
  const actionRows: Row[] = []
  const questionRows: Row[] = []
  const cardList = h('ol', { class: 'builder-rows builder-cards' })
  const actionList = h('ol', { class: 'builder-rows builder-actions' })
  const questionList = h('ol', { class: 'builder-rows builder-questions' })

  /** Card references and the names actions give (copySpell's "as", an action's "id"): what "card" and "of" may name. */
  const updateRefs = () => {
    const names = new Set(cardRows.map((r) => r.ref.value.trim()).filter(Boolean))
    for (const a of actionRows) {
      const v = a.value()
      for (const k of ['as', 'id']) if (typeof v[k] === 'string') names.add(v[k] as string)
    }
    replace(
      refs,
      [...names].map((n) => h('option', { value: n })),
    )
  }
  const changed = () => {
    updateRefs()
    onChange()
  }

  // ----------------------------------------------------------------- cards, with name autocomplete
  let completing: AbortController | undefined
  const complete = async (input: HTMLInputElement, list: HTMLDataListElement) => {
    const q = input.value.trim()
    if (q.length < 2) return
    completing?.abort()
    completing = new AbortController()
    try {
      const found = await getJson<{ data: string[] }>(`/cards/autocomplete?${qs({ q })}`, completing.signal)
      replace(
        list,
        found.data.map((n) => h('option', { value: n })),
      )
    } catch {
      // a failed suggestion leaves the field as typed
    }
  }
  const addCard = (ref = '', name = '', extra: Record<string, unknown> = {}) => {
    const n = cardRows.length + 1
    const listId = uid('card-names')
    const names = h('datalist', { id: listId })
    const refInput = h('input', { type: 'text', value: ref, 'aria-label': `Card ${n} reference`, class: 'builder-ref', size: 8 })
    const nameInput = h('input', {
      type: 'text',
      value: name,
      list: listId,
      'aria-label': `Card ${n} name`,
      class: 'builder-card-name',
      placeholder: 'Card name',
      autocomplete: 'off',
    })
    // suggestions once typing pauses, so a fast typist doesn't send (and abandon) a request per key
    let pause: ReturnType<typeof setTimeout> | undefined
    nameInput.addEventListener('input', () => {
      clearTimeout(pause)
      pause = setTimeout(() => void complete(nameInput, names), 150)
    })
    for (const i of [refInput, nameInput]) i.addEventListener('input', changed)
    const row = { element: h('li', { class: 'builder-row' }), ref: refInput, name: nameInput, extra }
    const remove = h('button', { type: 'button', class: 'link-button', 'aria-label': `Remove card ${n}` }, 'Remove')
    remove.addEventListener('click', () => {
      cardRows.splice(cardRows.indexOf(row), 1)
      row.element.remove()
      changed()
    })
    const more = Object.keys(extra).length ? h('code', { class: 'muted builder-extra' }, JSON.stringify(extra)) : null
    replace(
      row.element,
      h('span', { class: 'builder-card-field' }, h('span', { class: 'builder-caption', 'aria-hidden': 'true' }, 'Called'), refInput),
      h(
        'span',
        { class: 'builder-card-field grow' },
        h('span', { class: 'builder-caption', 'aria-hidden': 'true' }, 'Card'),
        nameInput,
        names,
      ),
      more,
      remove,
    )
    cardRows.push(row)
    cardList.append(row.element)
  }

  // ----------------------------------------------------------------- actions and questions, from the schema
  const rowOf = (kind: Branch, key: 'do' | 'q', label: string, rows: Row[], values: Record<string, unknown> = {}): Row => {
    const inputs: { name: string; schema: SchemaNode; input: HTMLInputElement | HTMLSelectElement }[] = []
    const field = (f: Branch['fields'][number]) => {
      const id = uid('field')
      const helpId = uid('help')
      let input: HTMLInputElement | HTMLSelectElement
      const choices = f.schema.enum ?? (isType(f.schema, 'boolean') ? [true, false] : null)
      if (choices) {
        input = h(
          'select',
          { id },
          h('option', { value: '' }, '—'),
          choices.map((c) => h('option', { value: String(c) }, String(c))),
        )
        input.value = fieldText(values[f.name])
      } else {
        input = h('input', {
          id,
          type: isType(f.schema, 'integer') || isType(f.schema, 'number') ? 'number' : 'text',
          value: fieldText(values[f.name]),
          list: REFERENCE_FIELDS.has(f.name) ? refsId : null,
          autocomplete: 'off',
          placeholder: REFERENCE_FIELDS.has(f.name) ? 'a card it names' : null,
        })
      }
      input.addEventListener('input', changed)
      input.addEventListener('change', changed)
      inputs.push({ name: f.name, schema: f.schema, input })
      if (f.schema.description) input.setAttribute('aria-describedby', helpId)
      return h(
        'span',
        { class: `builder-field${f.required ? ' required' : ''}` },
        h('label', { for: id }, humanize(f.name), f.required ? ' *' : ''),
        input,
        f.schema.description ? h('small', { id: helpId, class: 'builder-help' }, f.schema.description) : null,
      )
    }
    // required fields first; the optional ones folded away unless the row already sets one
    const optional = kind.fields.filter((f) => !f.required)
    const fields = [
      kind.fields.filter((f) => f.required).map(field),
      optional.length
        ? h(
            'details',
            { class: 'builder-options', open: optional.some((f) => values[f.name] !== undefined) },
            h('summary', null, `Options (${optional.length})`),
            optional.map(field),
          )
        : null,
    ]
    const element = h('li', { class: 'builder-row' })
    const row: Row = {
      element,
      value() {
        const out: Record<string, unknown> = { [key]: kind.name }
        for (const { name, schema, input } of inputs) {
          const v =
            input instanceof HTMLSelectElement && input.value === 'true'
              ? true
              : input instanceof HTMLSelectElement && input.value === 'false'
                ? false
                : fieldValue(schema, input.value)
          if (v !== undefined) out[name] = v
        }
        return out
      },
    }
    const remove = h('button', { type: 'button', class: 'link-button', 'aria-label': `Remove ${label} ${kind.name}` }, 'Remove')
    remove.addEventListener('click', () => {
      rows.splice(rows.indexOf(row), 1)
      element.remove()
      changed()
    })
    replace(
      element,
      h(
        'fieldset',
        null,
        h(
          'legend',
          null,
          h('span', { class: 'builder-step' }, key === 'do' ? 'Step' : 'Question'),
          ' ',
          h('strong', null, humanize(kind.name)),
          ' ',
          h('code', { class: 'builder-kind' }, kind.name),
          kind.description ? h('span', { class: 'builder-help' }, kind.description) : null,
        ),
        fields,
        remove,
      ),
    )
    rows.push(row)
    return row
  }

  const menu = (kinds: Branch[], key: 'do' | 'q', label: string, list: HTMLElement, rows: Row[]) => {
    const id = uid('menu')
    const select = h(
      'select',
      { id },
      kinds.map((k) =>
        h('option', { value: k.name, title: k.description }, k.description ? `${humanize(k.name)} — ${k.description}` : humanize(k.name)),
      ),
    )
    const add = h('button', { type: 'button' }, `Add ${label}`)
    add.addEventListener('click', () => {
      const kind = kinds.find((k) => k.name === select.value)
      if (!kind) return
      list.append(rowOf(kind, key, label, rows).element)
      changed()
    })
    return h(
      'div',
      { class: 'inline-form builder-menu' },
      h('label', { for: id, class: 'visually-hidden' }, `Choose ${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`),
      select,
      add,
    )
  }

  const addCardButton = h('button', { type: 'button' }, 'Add card')
  addCardButton.addEventListener('click', () => {
    addCard()
    changed()
  })

  const element = h(
    'div',
    { class: 'scenario-builder' },
    refs,
    h('section', { 'aria-labelledby': 'builder-cards-h' }, h('h2', { id: 'builder-cards-h' }, 'Cards'), cardList, addCardButton),
    h(
      'section',
      { 'aria-labelledby': 'builder-actions-h' },
      h('h2', { id: 'builder-actions-h' }, 'Actions, in order'),
      actionList,
      menu(actionKinds, 'do', 'action', actionList, actionRows),
    ),
    h(
      'section',
      { 'aria-labelledby': 'builder-ask-h' },
      h('h2', { id: 'builder-ask-h' }, 'Questions'),
      questionList,
      menu(questionKinds, 'q', 'question', questionList, questionRows),
    ),
  )

  return {
    element,
    value() {
      const cards: Record<string, unknown> = {}
      for (const r of cardRows) {
        const ref = r.ref.value.trim()
        const name = r.name.value.trim()
        if (!ref) continue
        if ('name' in r.extra)
          cards[ref] = { ...r.extra, name } // an inline card
        else cards[ref] = Object.keys(r.extra).length ? { card: name, ...r.extra } : name
      }
      return { cards, actions: actionRows.map((r) => r.value()), ask: questionRows.map((r) => r.value()) }
    },
    load(scenario) {
      const s = (scenario && typeof scenario === 'object' ? scenario : {}) as Record<string, unknown>
      cardRows.length = 0
      actionRows.length = 0
      questionRows.length = 0
      replace(cardList)
      replace(actionList)
      replace(questionList)
      for (const [ref, spec] of Object.entries((s.cards ?? {}) as Record<string, unknown>)) {
        if (typeof spec === 'string') {
          addCard(ref, spec)
          continue
        }
        const { card, name, ...rest } = (spec ?? {}) as Record<string, unknown>
        addCard(ref, String(card ?? name ?? ''), name !== undefined && card === undefined ? { ...rest, name } : rest)
      }
      const fill = (items: unknown, kinds: Branch[], key: 'do' | 'q', label: string, list: HTMLElement, rows: Row[]) => {
        for (const item of Array.isArray(items) ? items : []) {
          const values = (item ?? {}) as Record<string, unknown>
          const kind = kinds.find((k) => k.name === values[key])
          if (kind) list.append(rowOf(kind, key, label, rows, values).element)
        }
      }
      fill(s.actions, actionKinds, 'do', 'action', actionList, actionRows)
      fill(s.ask, questionKinds, 'q', 'question', questionList, questionRows)
      updateRefs()
    },
  }
}
