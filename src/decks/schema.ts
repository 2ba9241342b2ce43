// The decks API's request shapes, written once (TypeBox): the REST routes and the OpenAPI document
// use them, and readDeckInput checks a deck given as data, naming the field that is wrong
// ("deck.entries[3].quantity …"). A deck is the list as text, or entries as /decks/parse returns
// them (so a parsed deck can be sent back as it is).
import Type from 'typebox'
import { DECK_LIMITS, deckError } from './limits.js'
import { canonicalName } from './names.js'
import { INPUT_FORMATS, SECTIONS, type DeckLine, type DeckList, type Section } from './types.js'
import { EXPORT_FORMATS } from './export.js'

const StringEnum = <T extends string>(values: readonly T[], description: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], description })

/**
 * A decklist: the text as pasted, or { entries: [DeckItem…], unresolved?: [DeckItem…] } as /decks/parse
 * returns it. Checked by parseDeckText and deckListFromEntries, which name the line or entry at fault;
 * the schema only documents it (a union's validation errors would not say which line is wrong).
 */
export const DeckInputSchema = Type.Unsafe<unknown>({
  description: `The list as pasted (plain text, Arena, MTGO .txt or .dek, CSV; at most ${DECK_LIMITS.lines.toLocaleString('en-US')} lines of ${DECK_LIMITS.lineLength.toLocaleString('en-US')} characters, ${DECK_LIMITS.bytes.toLocaleString('en-US')} bytes), or { "entries": [{ "quantity", "name", "section"?, "set"?, "collector_number"?, "foil"? }] } as /decks/parse returns it.`,
})

export const InputFormatSchema = StringEnum(INPUT_FORMATS, 'Read the list as this format instead of detecting it from its content.')
export const ExportFormatSchema = StringEnum(EXPORT_FORMATS, 'arena, mtgo, text or csv')

export const ParseBodySchema = Type.Object(
  { deck: DeckInputSchema, input_format: Type.Optional(InputFormatSchema) },
  { additionalProperties: false },
)

export const ValidateBodySchema = Type.Object(
  {
    format: Type.String({ minLength: 1, maxLength: 40, description: 'standard, modern, commander, brawl, oathbreaker, limited, …' }),
    deck: DeckInputSchema,
    input_format: Type.Optional(InputFormatSchema),
    commanders: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
        maxItems: 2,
        description: 'The commander(s), when the list does not mark them with a "Commander" header.',
      }),
    ),
  },
  { additionalProperties: false },
)

export const ExportBodySchema = Type.Object(
  { deck: DeckInputSchema, input_format: Type.Optional(InputFormatSchema) },
  { additionalProperties: false },
)

/** A deck given as entries → the same DeckList a parsed text makes (line = the entry's position, from 1). */
export function deckListFromEntries(input: unknown): DeckList {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || !Array.isArray((input as { entries?: unknown }).entries)) {
    throw deckError(
      'invalid_deck',
      null,
      'deck must be the list as text, or an object with "entries": [{ "quantity", "name", "section"? … }].',
    )
  }
  const given = input as { entries: unknown[]; unresolved?: unknown }
  const unresolved = Array.isArray(given.unresolved) ? given.unresolved : []
  const all = [
    ...given.entries.map((e, i) => [e, `deck.entries[${i}]`] as const),
    ...unresolved.map((e, i) => [e, `deck.unresolved[${i}]`] as const),
  ]
  if (all.length > DECK_LIMITS.lines) {
    throw deckError(
      'too_many_lines',
      DECK_LIMITS.lines + 1,
      `The deck has ${all.length.toLocaleString('en-US')} entries; at most ${DECK_LIMITS.lines.toLocaleString('en-US')}.`,
    )
  }
  if (!all.length) throw deckError('empty_deck', null, 'The deck has no entries.')
  const lines: DeckLine[] = all.map(([raw, path], i) => {
    const line = i + 1
    const bad = (what: string) => deckError('invalid_deck', line, `${path}${what}`)
    if (typeof raw !== 'object' || raw === null) throw bad(' must be an object with "quantity" and "name"')
    const e = raw as Record<string, unknown>
    if (!Number.isSafeInteger(e.quantity) || (e.quantity as number) < 1 || (e.quantity as number) > DECK_LIMITS.quantity)
      throw bad(`.quantity must be a whole number from 1 to ${DECK_LIMITS.quantity.toLocaleString('en-US')}`)
    if (typeof e.name !== 'string' || canonicalName(e.name) === '' || e.name.length > 200)
      throw bad('.name must be a card name (1 to 200 characters)')
    if (e.section !== undefined && !(SECTIONS as readonly unknown[]).includes(e.section))
      throw bad(`.section must be one of ${SECTIONS.join(', ')}`)
    for (const f of ['set', 'collector_number'] as const) {
      if (e[f] !== undefined && e[f] !== null && (typeof e[f] !== 'string' || (e[f] as string).length > 60))
        throw bad(`.${f} must be a string`)
    }
    const name = canonicalName(e.name)
    const quantity = e.quantity as number
    return {
      line,
      text: `${quantity} ${name}`,
      section: (e.section as Section | undefined) ?? 'main',
      quantity,
      name,
      block: 0,
      ...(typeof e.set === 'string' && e.set ? { set: e.set } : {}),
      ...(typeof e.collector_number === 'string' && e.collector_number ? { collectorNumber: e.collector_number } : {}),
      ...(e.foil === true ? { foil: true } : {}),
      ...(e.etched === true ? { etched: true } : {}),
    }
  })
  return { inputFormat: 'entries', lines, skipped: [], notes: [] }
}
