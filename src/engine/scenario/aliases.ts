// Other spellings users naturally write, accepted for the language's own names: on actions "of" for
// "card" (the object acted on), "by"/"allowedBy" for "source", "chooseName" for "chosenName",
// "stickerKickerFrom" for "stickerKicker", "then" for "to"; on questions "card" for "of". An alias
// is renamed only where the action or question has the canonical field; giving both is an error.
import { ACTIONS } from './actions.js'
import { QUESTIONS } from './questions.js'

type AliasTable = Record<string, string>

const ACTION_ALIASES: AliasTable = {
  of: 'card',
  by: 'source',
  chooseName: 'chosenName',
  stickerKickerFrom: 'stickerKicker',
  // biome-ignore lint/suspicious/noThenProperty: an alias name in a table, not a thenable
  then: 'to',
}
/** Where an action's "of" means something else than the object acted on. */
const ACTION_ALIASES_BY_KIND: Record<string, AliasTable> = {
  enterAsCopy: { ...ACTION_ALIASES, of: 'copyOf' },
  cast: { ...ACTION_ALIASES, allowedBy: 'source' },
}
const QUESTION_ALIASES: AliasTable = { card: 'of', stickerKickerFrom: 'stickerKicker' }
const QUESTION_ALIASES_BY_KIND: Record<string, AliasTable> = {
  canSpendMana: { ...QUESTION_ALIASES, from: 'source' },
  canCast: { ...QUESTION_ALIASES, allowedBy: 'source' },
}

const fieldsOf = (table: Record<string, { properties: Record<string, unknown> }>, kind: string) =>
  (table[kind]?.properties ?? {}) as Record<string, unknown>

/** The aliases each action and question accepts, for documentation: { cast: { allowedBy: "source", … }, … }. */
export function aliasesOf(kind: 'action' | 'question'): Record<string, AliasTable> {
  const table = kind === 'action' ? ACTIONS : QUESTIONS
  const out: Record<string, AliasTable> = {}
  for (const name of Object.keys(table)) {
    const aliases =
      kind === 'action' ? (ACTION_ALIASES_BY_KIND[name] ?? ACTION_ALIASES) : (QUESTION_ALIASES_BY_KIND[name] ?? QUESTION_ALIASES)
    const fields = fieldsOf(table, name)
    const own = Object.fromEntries(Object.entries(aliases).filter(([alias, canonical]) => canonical in fields && !(alias in fields)))
    if (Object.keys(own).length) out[name] = own
  }
  return out
}

const ACTION_TABLE = aliasesOf('action')
const QUESTION_TABLE = aliasesOf('question')

/**
 * An item with its aliases renamed to the canonical fields (a new object only when something was
 * renamed), or the message for an item that gives both spellings.
 */
export function withCanonicalNames(
  item: Record<string, unknown>,
  kind: 'action' | 'question',
  path: string,
): { ok: true; item: Record<string, unknown> } | { ok: false; message: string } {
  const name = item[kind === 'action' ? 'do' : 'q']
  const aliases = typeof name === 'string' ? (kind === 'action' ? ACTION_TABLE : QUESTION_TABLE)[name] : undefined
  if (!aliases) return { ok: true, item }
  let out: Record<string, unknown> | null = null
  for (const [alias, canonical] of Object.entries(aliases)) {
    if (!(alias in item)) continue
    if (canonical in item) return { ok: false, message: `${path}: "${alias}" is another name for "${canonical}"; give one of them` }
    out ??= { ...item }
    out[canonical] = out[alias]
    delete out[alias]
  }
  return { ok: true, item: out ?? item }
}
