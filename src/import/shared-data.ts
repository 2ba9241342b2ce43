// What a shared data folder (ARCANUM_SHARED_DATA, default ../shared/data: see its SOURCES.md)
// holds for the importer: every Comprehensive Rules edition, MTGJSON's Keywords.json, the 14 set
// files of the quick path and the MTGJSON corpus. `npm run import:all` imports all of it, the
// start-up hint compares it with what the database holds.
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

export interface SharedData {
  dir: string
  /** CR text files, oldest edition first (their names carry the effective date). */
  rules: string[]
  keywords: string[]
  /** MTGJSON set files under mtgjson/sets-*: the quick path's 14 sets. */
  sets: string[]
  /** Everything under mtgjson/corpus: every set file of two MTGJSON builds. */
  corpus: string[]
}

function files(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && keep(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
}

const isMtgjson = (name: string) => /\.json(\.gz)?$/.test(name)

export function sharedData(dir: string): SharedData {
  const mtgjson = path.join(dir, 'mtgjson')
  const setDirs = existsSync(mtgjson) ? readdirSync(mtgjson).filter((d) => d.startsWith('sets-')) : []
  return {
    dir,
    // MagicCompRules-20260227.txt: the date in the name orders the editions
    rules: files(path.join(dir, 'comprehensive-rules'), (n) => /^MagicCompRules.*\.txt$/.test(n)),
    keywords: files(path.join(mtgjson, 'keywords'), isMtgjson),
    sets: setDirs.flatMap((d) => files(path.join(mtgjson, d), isMtgjson)),
    corpus: files(path.join(mtgjson, 'corpus'), isMtgjson),
  }
}

/** Everything, in the order an import reads it best: the CR editions oldest first, then cards. */
export const everything = (d: SharedData): string[] => [...d.rules, ...d.keywords, ...d.sets, ...d.corpus]

/** The quick path: the newest CR edition and the 14 set files (about 3,300 cards). */
export const quickPath = (d: SharedData): string[] => [...d.rules.slice(-1), ...d.sets]

/** The set codes the shared data has card files for (a file is named for its set: DOM.json). */
export function setCodes(d: SharedData): Set<string> {
  return new Set(
    [...d.sets, ...d.corpus].map((f) =>
      path
        .basename(f)
        .replace(/\.json(\.gz)?$/, '')
        .toUpperCase(),
    ),
  )
}

export const totalBytes = (list: string[]) => list.reduce((n, f) => n + statSync(f).size, 0)
