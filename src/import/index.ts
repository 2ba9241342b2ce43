// Public entry point of the importers (the contract other layers and the tests rely on).
// Implementation: see issue 2. Each source is a path or URL; its format is recognised by content.
import type { Database } from '../store/database.js'

export interface ImportOptions {
  /** Show a progress bar (default: when stderr is a TTY). */
  progress?: boolean
  log?: (line: string) => void
}

export interface ImportSummary {
  /** Per kind of record (cards, printings, sets, rulings, rules, glossary, keywords, tags): counts. */
  [kind: string]: { added: number; updated: number; unchanged: number }
}

export async function importSources(_db: Database, _sources: string[], _options: ImportOptions = {}): Promise<ImportSummary> {
  throw new Error('importSources: not implemented yet (issue 2)')
}
