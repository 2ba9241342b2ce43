// The decks service: read a list (text in any of the input formats, or entries as data), resolve it
// against the store, and validate, describe or export it. REST (/decks/*), GraphQL and the MCP
// tool call it, so they answer alike. At most three statements per deck, whatever its size: the
// cards, suggestions for names that found nothing, and the texts the issues cite.
import type { Database } from '../store/database.js'
import { citeIssues, loadCitationTexts, type CitedIssue } from './citations.js'
import { exportDeck, type ExportFormat, type ExportResult } from './export.js'
import { parseDeckText } from './parse/index.js'
import { formatSpec } from './formats.js'
import { resolveDeck, type ResolveOptions } from './resolve.js'
import { deckListFromEntries } from './schema.js'
import { deckStats, type DeckStats } from './stats.js'
import type { InputFormat, ResolvedDeck } from './types.js'
import { validateDeck, type DeckValidation } from './validate/index.js'

export interface ReadOptions {
  inputFormat?: InputFormat | undefined
}

export interface ParsedDeck {
  deck: ResolvedDeck
  stats: DeckStats
}

export interface ValidatedDeck extends ParsedDeck {
  validation: Omit<DeckValidation, 'issues'> & { issues: CitedIssue[] }
}

export class DeckService {
  constructor(private readonly db: Database) {}

  /** Text or entries → a resolved deck. Throws a ClientError (400) naming the line for input it can't read. */
  async read(input: unknown, options: ReadOptions & ResolveOptions = {}): Promise<ResolvedDeck> {
    const list =
      typeof input === 'string'
        ? parseDeckText(input, options.inputFormat ? { inputFormat: options.inputFormat } : {})
        : deckListFromEntries(input)
    return resolveDeck(this.db, list, { rarities: options.rarities ?? false })
  }

  async parse(input: unknown, options: ReadOptions = {}): Promise<ParsedDeck> {
    const deck = await this.read(input, options)
    return { deck, stats: deckStats(deck) }
  }

  async validate(
    input: unknown,
    format: string,
    options: ReadOptions & { commanders?: string[] | undefined } = {},
  ): Promise<ValidatedDeck> {
    // the cards' rarities are read only for the format whose rules weigh them (pauper commander)
    const deck = await this.read(input, { ...options, rarities: formatSpec(format)?.commander?.uncommonCreature !== undefined })
    const validation = validateDeck(deck, format, options.commanders ? { commanders: options.commanders } : {})
    const texts = await loadCitationTexts(this.db, validation.issues)
    return { deck, stats: deckStats(deck), validation: { ...validation, issues: citeIssues(validation.issues, texts) } }
  }

  async export(input: unknown, format: ExportFormat, options: ReadOptions = {}): Promise<ExportResult & { deck: ResolvedDeck }> {
    const deck = await this.read(input, options)
    return { ...exportDeck(deck, format), deck }
  }
}

const services = new WeakMap<Database, DeckService>()

/** One service per database, shared by REST, GraphQL and MCP. */
export function deckServiceFor(db: Database): DeckService {
  let s = services.get(db)
  if (!s) {
    s = new DeckService(db)
    services.set(db, s)
  }
  return s
}
