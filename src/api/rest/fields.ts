// `fields=name,mana_cost`: field selection over card objects.
import { Type } from 'typebox'
import { badRequest } from '../../errors.js'
import { CARD_FIELDS, type CardField } from './card-object.js'

export const FieldsQuery = {
  fields: Type.Optional(
    Type.String({
      maxLength: 1000,
      description: `Comma-separated card fields to return (e.g. name,mana_cost,type_line); default all. One of: ${CARD_FIELDS.join(', ')}.`,
    }),
  ),
}

const KNOWN = new Set<string>(CARD_FIELDS)

/** null: all fields. Unknown names are a 400 listing the valid ones. */
export function parseFields(fields: string | undefined): CardField[] | null {
  if (fields === undefined) return null
  const names = [
    ...new Set(
      fields
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean),
    ),
  ]
  if (!names.length) throw badRequest('fields is empty: list card fields separated by commas, e.g. fields=name,mana_cost.')
  const unknown = names.filter((n) => !KNOWN.has(n))
  if (unknown.length) {
    throw badRequest(
      `Unknown card field${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `"${u}"`).join(', ')} in fields. Valid fields: ${CARD_FIELDS.join(', ')}.`,
    )
  }
  return names as CardField[]
}
