// Checking a scenario against the language's schema, naming the first problem so a user knows what
// to fix ("actions[1].kicker must be …", "ask[0].q: unknown question \"kiked\""), with aliases
// renamed to the canonical fields first. Pure: the evaluate service and tests call it alike.
import Type, { type TSchema } from 'typebox'
import Compile from 'typebox/compile'
import { ManaCostSyntaxError, parseManaCost } from '../mana/cost.js'
import { ACTIONS } from './actions.js'
import { withCanonicalNames } from './aliases.js'
import { CardSpec, InlineCardSpec, StoreCardSpec } from './cards.js'
import { closed, LIMITS, Opt } from './primitives.js'
import { QUESTIONS } from './questions.js'
import { ScenarioSchema, type Scenario } from './schema.js'

const compiled = new Map<TSchema, ReturnType<typeof Compile>>()
const validator = (schema: TSchema) => {
  let v = compiled.get(schema)
  if (!v) {
    v = Compile(schema)
    compiled.set(schema, v)
  }
  return v
}

const FRIENDLY: Record<string, string> = {
  kicker: 'true, a number of times, "A", "B" or ["A","B"]',
  cost: '"normal", "madness", "flashback" or a list of them',
  stickerKicker: 'a card reference or a list of them',
  ability: 'a number (1 for the first ability) or a word naming it (a keyword as printed, or "A"/"B")',
  manaCost: 'mana symbols in braces, e.g. "{2}{G}", or null',
  oracleText: 'a string or null',
}

const jsonPath = (base: string, instancePath: string) =>
  base +
  instancePath
    .split('/')
    .slice(1)
    .map((seg) => (/^\d+$/.test(seg) ? `[${seg}]` : `.${seg.replace(/~1/g, '/').replace(/~0/g, '~')}`))
    .join('')

const show = (v: unknown) => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v))

/** The first problem TypeBox finds, said so a user knows what to fix. */
function describe(schema: TSchema, value: unknown, base: string): string | null {
  const v = validator(schema)
  if (v.Check(value)) return null
  const errors = v.Errors(value)
  const pick =
    errors.find((e) => e.keyword === 'additionalProperties') ??
    errors.find((e) => e.keyword === 'required') ??
    errors.find((e) => e.keyword === 'anyOf' && (e.instancePath.split('/').pop() ?? '') in FRIENDLY) ??
    errors.find((e) => e.keyword === 'enum') ??
    errors.find((e) => e.keyword === 'anyOf') ??
    errors[0]!
  const where = jsonPath(base, pick.instancePath)
  switch (pick.keyword) {
    case 'additionalProperties': {
      const extra = (pick.params as { additionalProperties: string[] }).additionalProperties
      const props = Object.keys((schema as { properties?: Record<string, unknown> }).properties ?? {})
      return `${where}: unknown field${extra.length > 1 ? 's' : ''} ${extra.map((e) => `"${e}"`).join(', ')}${props.length && !pick.instancePath ? ` (known: ${props.join(', ')})` : ''}`
    }
    case 'required': {
      const missing = (pick.params as { requiredProperties?: string[] }).requiredProperties ?? []
      return `${where}: ${missing.length ? missing.map((m) => `"${m}"`).join(', ') : 'a field'} is required`
    }
    case 'anyOf': {
      const field = pick.instancePath.split('/').pop() ?? ''
      return `${where} must be ${FRIENDLY[field] ?? 'one of the accepted forms'}`
    }
    case 'enum':
      return `${where} must be one of ${(pick.params as { allowedValues: unknown[] }).allowedValues.map(show).join(', ')}`
    default:
      return `${where} ${pick.message}`
  }
}

export type Validation = { ok: true; value: Scenario } | { ok: false; message: string }

// The scenario's own top-level fields, with the lists checked item by item below (a precise message
// per item): every other field is the schema's own, so a field the schema gains is never refused here
const Shell = Type.Object(
  {
    ...ScenarioSchema.properties,
    cards: Type.Record(Type.String({ minLength: 1, maxLength: LIMITS.refLength }), Type.Unknown(), { maxProperties: LIMITS.cards }),
    actions: Opt(Type.Array(Type.Object({ do: Type.String({ minLength: 1 }) }), { maxItems: LIMITS.actions })),
    ask: Type.Array(Type.Object({ q: Type.String({ minLength: 1 }) }), { minItems: 1, maxItems: LIMITS.ask }),
  },
  closed,
)

function manaFields(obj: Record<string, unknown>, path: string, fields: string[]): string | null {
  for (const f of fields) {
    if (typeof obj[f] !== 'string') continue
    try {
      parseManaCost(obj[f] as string)
    } catch (e) {
      if (e instanceof ManaCostSyntaxError) return `${path}.${f}: ${e.message}`
      throw e
    }
  }
  return null
}

function checkList(
  list: Record<string, unknown>[] | undefined,
  kind: 'action' | 'question',
  table: Record<string, TSchema>,
  path: string,
): { problem: string } | { items: Record<string, unknown>[] | undefined } {
  if (!list) return { items: list }
  const key = kind === 'action' ? 'do' : 'q'
  let items: Record<string, unknown>[] | null = null
  for (const [i, raw] of list.entries()) {
    const name = raw[key] as string
    const schema = table[name]
    if (!schema) return { problem: `${path}[${i}].${key}: unknown ${kind} ${show(name)}; known: ${Object.keys(table).join(', ')}` }
    const renamed = withCanonicalNames(raw, kind, `${path}[${i}]`)
    if (!renamed.ok) return { problem: renamed.message }
    const item = renamed.item
    const problem = describe(schema, item, `${path}[${i}]`) ?? manaFields(item, `${path}[${i}]`, ['costIncrease', 'costReduction'])
    if (problem) return { problem }
    if (item !== raw) {
      items ??= [...list]
      items[i] = item
    }
  }
  return { items: items ?? list }
}

/** Check a scenario's shape: the first problem, with its JSON path, or the scenario with aliases renamed. */
export function validateScenario(input: unknown): Validation {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, message: 'The scenario must be a JSON object with "cards", "actions" and "ask".' }
  const shell = describe(Shell, input, 'scenario')
  if (shell) return { ok: false, message: shell.replace(/^scenario\./, '').replace(/^scenario: /, '') }
  const s = input as Record<string, unknown> & {
    cards: Record<string, unknown>
    actions?: Record<string, unknown>[]
    ask: Record<string, unknown>[]
  }
  for (const [ref, spec] of Object.entries(s.cards)) {
    const path = `cards.${ref}`
    const schema = typeof spec === 'string' ? CardSpec : typeof spec === 'object' && spec && 'card' in spec ? StoreCardSpec : InlineCardSpec
    const problem =
      describe(schema, spec, path) ??
      (typeof spec === 'object' && spec ? manaFields(spec as Record<string, unknown>, path, ['manaCost']) : null)
    if (problem) return { ok: false, message: problem }
  }
  const actions = checkList(s.actions, 'action', ACTIONS, 'actions')
  if ('problem' in actions) return { ok: false, message: actions.problem }
  const ask = checkList(s.ask, 'question', QUESTIONS, 'ask')
  if ('problem' in ask) return { ok: false, message: ask.problem }
  const value = actions.items === s.actions && ask.items === s.ask ? s : { ...s, actions: actions.items, ask: ask.items }
  if (value.actions === undefined) delete value.actions
  return { ok: true, value: value as unknown as Scenario }
}
