// What `npm start` says about the data after "listening on …": what the database holds, and —
// only when the shared data folder has something it doesn't — the one command that imports it.
import path from 'node:path'
import type { Database } from '../store/database.js'
import { runOn, sql } from '../store/typed-sql.js'
import { setCodes, type SharedData } from './shared-data.js'

export interface Held {
  cards: number
  rules: number
  /** Effective dates of the stored CR editions, "2026-02-27". */
  editions: string[]
  /** Set codes with printings stored, upper case. */
  sets: string[]
}

// counts and ARRAY() are never NULL
const HELD = sql(
  'startup-hint.held',
  `SELECT (SELECT count(*)::int FROM cards WHERE NOT is_extra) AS "cards!",
          (SELECT count(*)::int FROM rules r WHERE r.kind IN ('rule', 'subrule')
              AND r.document_id = (SELECT id FROM rules_documents ORDER BY effective_date DESC LIMIT 1)) AS "rules!",
          ARRAY(SELECT effective_date::text FROM rules_documents ORDER BY effective_date) AS "editions!",
          ARRAY(SELECT DISTINCT upper(set_code) FROM printings) AS "sets!"`,
)

export async function heldData(db: Database): Promise<Held> {
  return (await runOn(db.pool, HELD, []))[0]!
}

/** "MagicCompRules-20260227.txt" → "2026-02-27" (null when the name carries no date). */
export function editionOfFile(file: string): string | null {
  const m = /(\d{4})(\d{2})(\d{2})/.exec(path.basename(file))
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null
}

const n = (x: number) => x.toLocaleString('en-US')

/** The lines to print; `shared` is null when there is no shared data folder. */
export function startupHint(held: Held, shared: SharedData | null, cwd = process.cwd()): string[] {
  const editions = held.editions.length ? ` (CR ${held.editions.join(' and ')})` : ''
  const lines = [`It holds ${n(held.cards)} cards in ${n(held.sets.length)} sets and ${n(held.rules)} rules${editions}.`]
  if (!shared || (!shared.rules.length && !shared.sets.length && !shared.corpus.length)) {
    lines.push('To import more, stop the service and run: npm run import -- <CR text, MTGJSON or Scryfall files or URLs>')
    return lines
  }
  const stored = new Set(held.editions)
  const missingEditions = shared.rules.filter((f) => !stored.has(editionOfFile(f) ?? ''))
  const have = new Set(held.sets)
  const missingSets = [...setCodes(shared)].filter((c) => !have.has(c))
  if (!missingEditions.length && !missingSets.length) {
    lines.push(`Everything in ${path.relative(cwd, shared.dir) || '.'} is loaded.`)
    return lines
  }
  const what = [
    missingEditions.length ? `${missingEditions.length} CR edition${missingEditions.length === 1 ? '' : 's'}` : '',
    missingSets.length ? `${n(missingSets.length)} set${missingSets.length === 1 ? '' : 's'}` : '',
  ].filter(Boolean)
  lines.push(
    `${path.relative(cwd, shared.dir) || '.'} holds ${what.join(' and ')} not loaded yet. ` +
      'To import everything, stop the service (the embedded database is single-process) and run:',
    '  npm run import:all              # every CR edition and set file (about a minute)',
  )
  if (held.sets.length < 14) lines.push('  npm run import:all -- --quick   # or just the newest CR and 14 sets (seconds)')
  return lines
}
