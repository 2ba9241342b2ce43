// evaluate_scenario's input schema two ways: the full scenario language (the engine's JSON Schema,
// ~60 KB: every field of every action and question) and the compact one tools/list shows (the
// top-level fields, and for actions and questions the names they are chosen by). The compact one
// loses no power: arguments are still checked against the full schema by the scenario's own
// validator, and the full schema is one get_scenario_schema call (or the resource) away.
import { ClientError } from '../errors.js'

export const SCENARIO_SCHEMA_URI = 'arcanum://schemas/scenario'

type Schema = Record<string, unknown>

/** The property every member of a union fixes to a constant ("do", "q"), with each member by its value. */
function discriminated(union: Schema[]): { key: string; members: Map<string, Schema> } | null {
  const first = union[0]?.properties as Record<string, Schema> | undefined
  for (const key of Object.keys(first ?? {})) {
    const members = new Map<string, Schema>()
    for (const m of union) {
      const c = (m.properties as Record<string, Schema> | undefined)?.[key]?.const
      if (typeof c !== 'string') break
      members.set(c, m)
    }
    if (members.size === union.length) return { key, members }
  }
  return null
}

const unionOf = (s: Schema | undefined): Schema[] | null => {
  const u = (s?.anyOf ?? s?.oneOf) as Schema[] | undefined
  return Array.isArray(u) ? u : null
}

/** A field shown by its type, limits and description, without what is inside it. */
function shallow(s: Schema): Schema {
  const out: Schema = {}
  for (const k of ['type', 'description', 'minItems', 'maxItems', 'maxProperties', 'enum', 'const', 'minimum', 'maximum'])
    if (s[k] !== undefined) out[k] = s[k]
  if (!out.type && unionOf(s)) out.description = `${s.description ?? ''} (several forms: see get_scenario_schema)`.trim()
  return out
}

function compactField(s: Schema): Schema {
  const items = s.items as Schema | undefined
  const union = unionOf(items)
  const d = union && discriminated(union)
  if (s.type === 'array' && d) {
    return {
      ...shallow(s),
      items: {
        type: 'object',
        required: [d.key],
        properties: {
          [d.key]: {
            type: 'string',
            enum: [...d.members.keys()],
            description: `Which one; its other fields: get_scenario_schema part=<${d.key}>.`,
          },
        },
        additionalProperties: true,
      },
    }
  }
  if (s.type === 'object' && s.properties) {
    const props = Object.fromEntries(Object.entries(s.properties as Record<string, Schema>).map(([k, v]) => [k, shallow(v)]))
    return { ...shallow(s), properties: props }
  }
  return shallow(s)
}

/** The schema tools/list shows for evaluate_scenario: the top-level fields, and the actions' and questions' names. */
export function compactScenarioSchema(full: Schema): Schema {
  const props = full.properties as Record<string, Schema>
  return {
    type: 'object',
    description:
      `${full.description ?? ''} Every field of every action and question: get_scenario_schema, or the resource ${SCENARIO_SCHEMA_URI}.`.trim(),
    properties: Object.fromEntries(Object.entries(props).map(([k, v]) => [k, compactField(v)])),
    required: full.required,
  }
}

/** The full schema, or one part of it: an action by its do, a question by its q, a top-level field by name. */
export function scenarioSchemaPart(full: Schema, part: string | undefined): Record<string, unknown> {
  if (!part) return { part: null, schema: full }
  const props = full.properties as Record<string, Schema>
  if (props[part]) return { part, schema: props[part] }
  const known: string[] = []
  for (const field of Object.values(props)) {
    const union = unionOf(field.items as Schema | undefined)
    const d = union && discriminated(union)
    if (!d) continue
    const m = d.members.get(part) ?? [...d.members.entries()].find(([k]) => k.toLowerCase() === part.toLowerCase())?.[1]
    if (m) return { part, schema: m }
    known.push(...d.members.keys())
  }
  throw new ClientError(
    404,
    'not_found',
    `part: no action, question or field "${part}" in the scenario language. Known: ${[...Object.keys(props), ...known].join(', ')}.`,
  )
}
