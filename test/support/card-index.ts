// Every card of the shared MTGJSON data (the 14 set files and the 562 corpus files) by name, so a
// test names only the cards it wants. A card is found by its name, and a face of a multi-faced card
// by its face name; the newest wording wins: the 2026 build before the 2022 one, within a build the
// set files before the corpus files, then the file name, then the first entry of the file.
//
// The index (where each name's entry is: which file, which position) is built by reading every file
// once (tens of seconds), then kept on disk under node_modules/.cache, keyed on the files' names,
// sizes and modification times, so a run reads one small file (about 1 MB) instead. Workers that find no index
// wait for the one that builds it (a lock file beside it).
import { createHash } from 'node:crypto'
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { corpusFiles, mtgjsonSetFiles, SHARED_DATA } from './data.js'

/** The fields of an MTGJSON card entry a test reads; the entry holds more. */
export interface MtgjsonEntry {
  name: string
  faceName?: string
}

/** One MTGJSON set file's card entries (.json or .json.gz). */
export function readSetFile<T = MtgjsonEntry>(file: string): T[] {
  const raw = readFileSync(file)
  return (JSON.parse((file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8')) as { data: { cards: T[] } }).data.cards
}

interface CardIndex {
  /** the files, relative to the shared data directory */
  files: string[]
  /** name (or face name) → [file, position of the entry in the file's cards] */
  names: Record<string, [number, number]>
}

const buildDate = (file: string) => /v\d+\.\d+\.\d+-(\d{8})/.exec(file)?.[1] ?? '00000000'

/** The files in the order their wording is preferred: newest build, set files, then by name. */
export function filesNewestFirst(): string[] {
  const sets = new Set(mtgjsonSetFiles())
  return [...sets, ...corpusFiles()].sort(
    (a, b) =>
      buildDate(b).localeCompare(buildDate(a)) ||
      Number(sets.has(b)) - Number(sets.has(a)) ||
      path.basename(a).localeCompare(path.basename(b)) ||
      a.localeCompare(b),
  )
}

function build(files: string[]): CardIndex {
  const names = new Map<string, [number, number]>()
  const faces = new Map<string, [number, number]>()
  files.forEach((file, f) => {
    readSetFile(file).forEach((c, i) => {
      const [key, into] = c.faceName ? [c.faceName, faces] : [c.name, names]
      if (!into.has(key)) into.set(key, [f, i])
    })
  })
  // a whole card's name wins over a face of the same name
  for (const [face, at] of faces) if (!names.has(face)) names.set(face, at)
  return { files: files.map((f) => path.relative(SHARED_DATA, f)), names: Object.fromEntries(names) }
}

const CACHE_DIR = path.join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'arcanum-card-index')
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

function indexOnDisk(): CardIndex {
  const files = filesNewestFirst()
  const hash = createHash('sha256').update(SHARED_DATA)
  for (const f of files) {
    const s = statSync(f)
    hash.update(`${f}\0${s.size}\0${s.mtimeMs}\n`)
  }
  const key = hash.digest('hex').slice(0, 16)
  const file = path.join(CACHE_DIR, `${key}.json`)
  const lock = `${file}.lock`
  mkdirSync(CACHE_DIR, { recursive: true })
  for (;;) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as CardIndex
    let fd: number
    try {
      fd = openSync(lock, 'wx')
    } catch {
      // another worker builds it; a lock older than ten minutes was left by a killed one
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs
      if (since !== undefined && Date.now() - since > 600_000) rmSync(lock, { force: true })
      sleep(200)
      continue
    }
    try {
      const index = build(files)
      writeFileSync(`${file}.${process.pid}`, JSON.stringify(index))
      renameSync(`${file}.${process.pid}`, file)
      // the indexes of data that changed since
      for (const old of readdirSync(CACHE_DIR))
        if (/^[0-9a-f]{16}\.json$/.test(old) && old !== path.basename(file)) rmSync(path.join(CACHE_DIR, old))
      return index
    } finally {
      closeSync(fd)
      rmSync(lock, { force: true })
    }
  }
}

let index: CardIndex | undefined

/** Every card and face name of the shared MTGJSON data. */
export function cardNames(): string[] {
  index ??= indexOnDisk()
  return Object.keys(index.names)
}

/** The newest MTGJSON entry of each named card or face, with the file it is read from. */
export function findCards<T extends MtgjsonEntry = MtgjsonEntry>(names: string[]): Map<string, { entry: T; file: string }> {
  index ??= indexOnDisk()
  const byFile = new Map<number, string[]>()
  for (const name of names) {
    const at = Object.hasOwn(index.names, name) ? index.names[name] : undefined
    if (!at)
      throw new Error(
        `test data: no card or face named ${name} in the ${index.files.length} MTGJSON files of ${SHARED_DATA} (a multi-faced card is named by a face)`,
      )
    byFile.set(at[0], [...(byFile.get(at[0]) ?? []), name])
  }
  const found = new Map<string, { entry: T; file: string }>()
  for (const [f, wanted] of byFile) {
    const file = path.join(SHARED_DATA, index.files[f]!)
    const cards = readSetFile<T>(file)
    for (const name of wanted) found.set(name, { entry: cards[index.names[name]![1]]!, file })
  }
  return found
}
