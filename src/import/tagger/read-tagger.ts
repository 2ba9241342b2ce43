// Scryfall Tagger's tag bulk files (bulk-data types `oracle_tags` and `art_tags`): gzipped JSON
// Lines, one tag a line, with its taggings. The record this reader accepts (docs/tags.md, "The
// Tagger file format", says where the shape comes from and what is assumed):
//   {"object":"tag","id":"<uuid>","type":"oracle"|"art","slug":"ramp","name":"Ramp",
//    "description":"…"|null,"aliases":["mana-ramp"],"parent_ids":["<uuid>"],"child_ids":["<uuid>"],
//    "taggings":[{"oracle_id":"<uuid>","weight":"median"}]}          (art tags: "illustration_id")
// A line that is not such a record is an error naming its line and field; nothing is imported.
import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { createInterface } from 'node:readline'
import { createGunzip } from 'node:zlib'
import type { Readable } from 'node:stream'

export type TagKind = 'oracle' | 'art'

export interface TaggerTag {
  scryfallId: string
  kind: TagKind
  slug: string
  name: string
  description: string | null
  aliases: string[]
  parentIds: string[]
  childIds: string[]
  taggings: { targetId: string; weight: string | null }[]
}

export class TaggerFileError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`)
    this.name = 'TaggerFileError'
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/
/** Tagger calls art tags "illustration" tags in places; both spellings are read. */
const KINDS: Record<string, TagKind> = { oracle: 'oracle', art: 'art', illustration: 'art', artwork: 'art' }

/** One line of the file as a tag, or an error naming the field that is wrong. */
export function parseTaggerLine(text: string, line: number): TaggerTag {
  let o: Record<string, unknown>
  try {
    o = JSON.parse(text)
  } catch {
    throw new TaggerFileError(line, 'not a JSON object')
  }
  if (!o || typeof o !== 'object' || Array.isArray(o)) throw new TaggerFileError(line, 'not a JSON object')
  const fail = (field: string, what: string): never => {
    throw new TaggerFileError(line, `${field} ${what}`)
  }
  if (o.object !== undefined && o.object !== 'tag') fail('object', `must be "tag", not ${JSON.stringify(o.object)}`)
  const id = typeof o.id === 'string' && UUID.test(o.id) ? o.id.toLowerCase() : fail('id', 'must be a UUID')
  const kind = typeof o.type === 'string' && KINDS[o.type] ? KINDS[o.type]! : fail('type', 'must be "oracle" or "art"')
  const slug = typeof o.slug === 'string' && SLUG.test(o.slug) ? o.slug : fail('slug', 'must be lowercase letters, digits and hyphens')
  const name = typeof o.name === 'string' && o.name.trim() ? o.name : typeof o.label === 'string' ? o.label : slug
  const description =
    o.description == null ? null : typeof o.description === 'string' ? o.description : fail('description', 'must be a string or null')
  const strings = (field: string, pattern: RegExp): string[] => {
    const v = o[field]
    if (v == null) return []
    if (!Array.isArray(v) || !v.every((s) => typeof s === 'string' && pattern.test(s)))
      fail(field, `must be a list of ${pattern === UUID ? 'UUIDs' : 'slugs'}`)
    return (v as string[]).map((s) => (pattern === UUID ? s.toLowerCase() : s))
  }
  const target = kind === 'oracle' ? 'oracle_id' : 'illustration_id'
  const raw = o.taggings ?? []
  if (!Array.isArray(raw)) fail('taggings', 'must be a list')
  const taggings = (raw as unknown[]).map((t, i) => {
    const r = t as Record<string, unknown>
    const targetId =
      r && typeof r[target] === 'string' && UUID.test(r[target] as string)
        ? (r[target] as string).toLowerCase()
        : fail(`taggings[${i}].${target}`, 'must be a UUID')
    const weight = r.weight == null ? null : typeof r.weight === 'string' ? r.weight : fail(`taggings[${i}].weight`, 'must be a string')
    return { targetId, weight }
  })
  return {
    scryfallId: id,
    kind,
    slug,
    name,
    description,
    aliases: strings('aliases', SLUG),
    parentIds: strings('parent_ids', UUID),
    childIds: strings('child_ids', UUID),
    taggings,
  }
}

/** Every tag of a file, gzipped or not (told by its first bytes). */
export async function readTaggerFile(file: string): Promise<TaggerTag[]> {
  const head = Buffer.alloc(2)
  const fh = await open(file, 'r')
  try {
    await fh.read(head, 0, 2, 0)
  } finally {
    await fh.close()
  }
  let input: Readable = createReadStream(file)
  if (head[0] === 0x1f && head[1] === 0x8b) input = input.pipe(createGunzip())
  const tags: TaggerTag[] = []
  let line = 0
  for await (const text of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    line++
    if (!text.trim()) continue
    tags.push(parseTaggerLine(text, line))
  }
  return tags
}
