// Where the shared public data lives (../shared/data unless ARCANUM_SHARED_DATA says otherwise).
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { loadConfig } from '../../src/config.js'

export const SHARED_DATA = loadConfig().sharedDataDir

export const sharedData = (...segments: string[]) => path.join(SHARED_DATA, ...segments)

export const CR_FILE = sharedData('comprehensive-rules', 'MagicCompRules-20260227.txt')
export const CR_FILE_APRIL = sharedData('comprehensive-rules', 'MagicCompRules-20260417.lf-normalized.txt')

/** The 14 MTGJSON set files of ../shared/data/mtgjson/sets-* (3,206 unique cards). */
export function mtgjsonSetFiles(): string[] {
  const dirs = ['sets-v5.2.0-20220425', 'sets-v5.3.0-20260709'].map((d) => sharedData('mtgjson', d))
  return dirs.flatMap((d) =>
    readdirSync(d)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => path.join(d, f)),
  )
}

/** The 562 gzip-compressed set files of the scale corpus. */
export function corpusFiles(): string[] {
  const root = sharedData('mtgjson', 'corpus')
  return readdirSync(root)
    .sort()
    .flatMap((d) =>
      readdirSync(path.join(root, d))
        .filter((f) => f.endsWith('.json.gz'))
        .sort()
        .map((f) => path.join(root, d, f)),
    )
}
