// The one place a decklist meets the store: every line's card (and printing) in one statement, and
// suggestions for the names that found nothing in one more, whatever the deck's size.
import { cardsByDeckNames, nameSuggestions, type Db, type DeckNameMatch } from '../queries/index.js'
import { nameKeys } from './names.js'
import type { DeckList, ParseNote, ResolvedDeck, ResolvedLine, UnresolvedLine } from './types.js'

/** Suggestions are looked up for at most this many distinct unresolved names (a pasted essay would otherwise cost a search per word). */
export const MAX_SUGGESTED_NAMES = 25

const lookupKey = (l: { name: string; set?: string; collectorNumber?: string }) =>
  `${l.name.toLowerCase()}\u0000${l.set?.toLowerCase() ?? ''}\u0000${l.collectorNumber ?? ''}`

/** The best of a name's matches: the printing asked for when one candidate has it exactly; else the first. */
function pick(matches: DeckNameMatch[]): { match: DeckNameMatch; ambiguous: boolean } {
  const exact = matches.filter((m) => m.printingMatch === 'exact')
  if (exact.length === 1) return { match: exact[0]!, ambiguous: false }
  return { match: matches[0]!, ambiguous: new Set(matches.map((m) => m.found.card.oracleId)).size > 1 }
}

function describe(m: DeckNameMatch, all: DeckNameMatch[]): string {
  const name = m.found.card.name
  const p = m.found.printing
  return all.filter((o) => o.found.card.name === name).length > 1 && p ? `${name} (${p.setCode} ${p.collectorNumber})` : name
}

export interface ResolveOptions {
  /** Read every rarity each card was printed at (pauper commander's commander rule); else rarities is null. */
  rarities?: boolean
}

export async function resolveDeck(db: Db, list: DeckList, options: ResolveOptions = {}): Promise<ResolvedDeck> {
  const keys = new Map<string, number>()
  const queries: Parameters<typeof cardsByDeckNames>[1][number][] = []
  for (const l of list.lines) {
    const k = lookupKey(l)
    if (keys.has(k)) continue
    keys.set(k, queries.length)
    queries.push({ ...nameKeys(l.name), set: l.set ?? null, collectorNumber: l.collectorNumber ?? null })
  }
  const matches = await cardsByDeckNames(db, queries, { rarities: options.rarities ?? false })
  const entries: ResolvedLine[] = []
  const unresolved: UnresolvedLine[] = []
  const notes: ParseNote[] = [...list.notes]
  for (const l of list.lines) {
    const found = matches[keys.get(lookupKey(l))!]!
    if (!found.length) {
      unresolved.push({ ...l, suggestions: [] })
      continue
    }
    const { match, ambiguous } = pick(found)
    const printingMatch = l.set && match.printingMatch === 'default' ? 'not_found' : match.printingMatch
    if (printingMatch === 'not_found') {
      notes.push({
        line: l.line,
        code: 'printing_not_found',
        message: `Line ${l.line}: the store has no printing of ${match.found.card.name} in set "${l.set}"; the card is read with its newest printing.`,
      })
    } else if (printingMatch === 'set' && l.collectorNumber) {
      notes.push({
        line: l.line,
        code: 'collector_number_not_found',
        message: `Line ${l.line}: ${match.found.card.name} has no collector number "${l.collectorNumber}" in ${l.set!.toUpperCase()}; printing ${match.found.printing?.collectorNumber} of that set is used.`,
      })
    }
    entries.push({
      ...l,
      found: match.found,
      printingMatch,
      ambiguous,
      // candidates that share a name are told apart by a printing
      candidates: ambiguous ? found.map((m) => describe(m, found)) : [],
      rarities: match.rarities,
      sourceVersion: match.sourceVersion,
    })
  }
  // one suggestion lookup for all the names that found nothing
  const missing = [...new Set(unresolved.map((u) => nameKeys(u.name).normalized))].filter((n) => n !== '')
  const asked = missing.slice(0, MAX_SUGGESTED_NAMES)
  const suggestions = await nameSuggestions(db, asked)
  const byName = new Map(asked.map((n, i) => [n, suggestions[i]!]))
  for (const u of unresolved) u.suggestions = byName.get(nameKeys(u.name).normalized) ?? []
  if (missing.length > asked.length) {
    notes.push({
      line: unresolved.find((u) => !byName.has(nameKeys(u.name).normalized))!.line,
      code: 'suggestions_limited',
      message: `Suggestions were looked up for the first ${MAX_SUGGESTED_NAMES} unresolved names only (${missing.length} in all).`,
    })
  }
  return {
    inputFormat: list.inputFormat,
    ...(list.name ? { name: list.name } : {}),
    entries,
    unresolved,
    skipped: list.skipped,
    notes: notes.sort((a, b) => a.line - b.line),
  }
}
