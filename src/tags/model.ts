// The shapes of community tags and of the changes a curator proposes, and their validation: every
// problem is a 400 that names the field (proposals[2].tag) and says what to send.
import { ClientError } from '../errors.js'

export type TagKind = 'oracle' | 'art'
export const TAG_KINDS: readonly TagKind[] = ['oracle', 'art']

/** Every provenance a consumer may ask for: ours (printed, extracted, inferred), Tagger's, curated. */
export const PROVENANCES = ['printed', 'extracted', 'inferred', 'scryfall-tagger', 'curated'] as const
export type Provenance = (typeof PROVENANCES)[number]
export const COMMUNITY_PROVENANCES = ['scryfall-tagger', 'curated'] as const
export type CommunityProvenance = (typeof COMMUNITY_PROVENANCES)[number]

export const ACTIONS = ['add_tagging', 'remove_tagging', 'create_tag', 'rename_tag', 'merge_tags'] as const
export type Action = (typeof ACTIONS)[number]

export type Change =
  | { action: 'add_tagging'; kind: TagKind; tag: string; target: string; weight?: string | null }
  | { action: 'remove_tagging'; kind: TagKind; tag: string; target: string }
  | {
      action: 'create_tag'
      kind: TagKind
      slug: string
      name?: string
      description?: string | null
      parents?: string[]
      aliases?: string[]
    }
  | { action: 'rename_tag'; kind: TagKind; tag: string; new_slug: string }
  | { action: 'merge_tags'; kind: TagKind; from: string; into: string }

export const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const WEIGHTS = ['very-weak', 'weak', 'median', 'strong', 'very-strong'] as const

const FIELDS: Record<Action, { required: string[]; optional: string[] }> = {
  add_tagging: { required: ['kind', 'tag', 'target'], optional: ['weight'] },
  remove_tagging: { required: ['kind', 'tag', 'target'], optional: [] },
  create_tag: { required: ['kind', 'slug'], optional: ['name', 'description', 'parents', 'aliases'] },
  rename_tag: { required: ['kind', 'tag', 'new_slug'], optional: [] },
  merge_tags: { required: ['kind', 'from', 'into'], optional: [] },
}

export const fieldError = (field: string, what: string) => new ClientError(400, 'bad_request', `${field} ${what}.`, { field })

/** A change as sent (JSON), checked field by field; `at` names it in errors ("proposals[2]"). */
export function parseChange(raw: unknown, at: string): Change {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw fieldError(at, 'must be an object with an action')
  const o = raw as Record<string, unknown>
  const action = o.action
  if (typeof action !== 'string' || !(ACTIONS as readonly string[]).includes(action)) {
    throw fieldError(`${at}.action`, `must be one of: ${ACTIONS.join(', ')}`)
  }
  const spec = FIELDS[action as Action]
  for (const k of Object.keys(o)) {
    if (k !== 'action' && !spec.required.includes(k) && !spec.optional.includes(k)) {
      throw fieldError(`${at}.${k}`, `is not a field of ${action} (fields: ${[...spec.required, ...spec.optional].join(', ')})`)
    }
  }
  for (const k of spec.required) if (o[k] === undefined || o[k] === null) throw fieldError(`${at}.${k}`, 'is required')
  if (!TAG_KINDS.includes(o.kind as TagKind)) throw fieldError(`${at}.kind`, 'must be oracle or art')
  const slug = (k: string) => {
    if (typeof o[k] !== 'string' || !SLUG.test(o[k] as string))
      throw fieldError(`${at}.${k}`, 'must be a tag slug: lowercase letters, digits and hyphens, at most 100')
  }
  for (const k of ['tag', 'slug', 'new_slug', 'from', 'into']) if (o[k] !== undefined) slug(k)
  if (o.target !== undefined && (typeof o.target !== 'string' || !UUID.test(o.target))) {
    throw fieldError(`${at}.target`, o.kind === 'art' ? 'must be an illustration_id (UUID)' : 'must be an oracle_id (UUID)')
  }
  if (o.weight !== undefined && o.weight !== null && !(WEIGHTS as readonly string[]).includes(o.weight as string)) {
    throw fieldError(`${at}.weight`, `must be one of: ${WEIGHTS.join(', ')}`)
  }
  if (o.name !== undefined && (typeof o.name !== 'string' || !o.name.trim() || o.name.length > 200))
    throw fieldError(`${at}.name`, 'must be a non-empty string of at most 200 characters')
  if (o.description !== undefined && o.description !== null && (typeof o.description !== 'string' || o.description.length > 2000)) {
    throw fieldError(`${at}.description`, 'must be a string of at most 2000 characters')
  }
  for (const k of ['parents', 'aliases']) {
    const v = o[k]
    if (v === undefined) continue
    if (!Array.isArray(v) || v.length > 50 || !v.every((s) => typeof s === 'string' && SLUG.test(s)))
      throw fieldError(`${at}.${k}`, 'must be a list of at most 50 tag slugs')
  }
  if (action === 'merge_tags' && o.from === o.into) throw fieldError(`${at}.into`, 'must differ from from')
  if (action === 'rename_tag' && o.tag === o.new_slug) throw fieldError(`${at}.new_slug`, 'must differ from tag')
  const change = { ...o } as Change
  if ('target' in change) change.target = change.target.toLowerCase()
  return change
}

/** A provenance list from a query (?provenance=curated,scryfall-tagger); every one when absent. */
export function parseProvenances(value: string | undefined, field = 'provenance'): Provenance[] {
  if (value === undefined || value === '') return [...PROVENANCES]
  const out = value.split(',').map((s) => s.trim().toLowerCase())
  for (const p of out)
    if (!(PROVENANCES as readonly string[]).includes(p))
      throw fieldError(field, `must be a comma-separated list of: ${PROVENANCES.join(', ')}`)
  return out as Provenance[]
}
