// Writing a deck back out: MTG Arena's import text ("4 Lightning Bolt (M11) 149" under Commander /
// Companion / Deck / Sideboard), MTGO's .txt (main deck, a blank line, the sideboard; the commander
// and companion in the sideboard, as MTGO keeps them), plain text with section headers, and CSV.
// Lines that did not resolve are written as they were given, never dropped. Pure.
import { stringify } from 'csv-stringify/sync'
import type { Card } from '../queries/types.js'
import type { DeckLine, ResolvedDeck, ResolvedLine, Section } from './types.js'

export const EXPORT_FORMATS = ['arena', 'mtgo', 'text', 'csv'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

export interface ExportResult {
  text: string
  contentType: string
  /** Cards left out because the format has no place for them (the maybeboard in Arena and MTGO). */
  omitted: { section: Section; cards: number }[]
}

const SPLIT_LAYOUTS = new Set(['split', 'aftermath'])

/** Arena writes split cards whole and other multi-faced cards by their front face. */
const arenaName = (c: Card) => (c.faces.length && !SPLIT_LAYOUTS.has(c.layout) ? c.faces[0]!.name : c.name)
/** MTGO writes split cards "Fire/Ice" and double-faced cards by their front face. */
const mtgoName = (c: Card) => (SPLIT_LAYOUTS.has(c.layout) ? c.faces.map((f) => f.name).join('/') : arenaName(c))

type Line = (DeckLine & { found?: undefined }) | ResolvedLine

function lines(deck: ResolvedDeck): Line[] {
  return [...deck.entries, ...deck.unresolved].sort((a, b) => a.line - b.line) as Line[]
}

const HEADERS: Record<Section, string> = {
  commander: 'Commander',
  companion: 'Companion',
  main: 'Deck',
  sideboard: 'Sideboard',
  maybeboard: 'Maybeboard',
}

function sectioned(all: Line[], order: Section[], write: (l: Line) => string, header: (s: Section) => string | null): string {
  const blocks: string[] = []
  for (const s of order) {
    const here = all.filter((l) => l.section === s)
    if (!here.length) continue
    const h = header(s)
    blocks.push([...(h ? [h] : []), ...here.map(write)].join('\n'))
  }
  return `${blocks.join('\n\n')}\n`
}

export function exportDeck(deck: ResolvedDeck, format: ExportFormat): ExportResult {
  const all = lines(deck)
  const maybe = all.filter((l) => l.section === 'maybeboard').reduce((n, l) => n + l.quantity, 0)
  const omitted = maybe && (format === 'arena' || format === 'mtgo') ? [{ section: 'maybeboard' as const, cards: maybe }] : []
  if (format === 'arena') {
    const write = (l: Line) => {
      const p = l.found?.printing
      return l.found
        ? `${l.quantity} ${arenaName(l.found.card)}${p ? ` (${p.setCode}) ${p.collectorNumber}` : ''}`
        : `${l.quantity} ${l.name}`
    }
    return {
      text: sectioned(all, ['commander', 'companion', 'main', 'sideboard'], write, (s) => HEADERS[s]),
      contentType: 'text/plain; charset=utf-8',
      omitted,
    }
  }
  if (format === 'mtgo') {
    const write = (l: Line) => `${l.quantity} ${l.found ? mtgoName(l.found.card) : l.name}`
    const main = all.filter((l) => l.section === 'main').map(write)
    const side = all.filter((l) => l.section === 'sideboard' || l.section === 'commander' || l.section === 'companion').map(write)
    return {
      text: `${[main.join('\n'), ...(side.length ? [side.join('\n')] : [])].join('\n\n')}\n`,
      contentType: 'text/plain; charset=utf-8',
      omitted,
    }
  }
  if (format === 'text') {
    const write = (l: Line) => `${l.quantity} ${l.found ? l.found.card.name : l.name}${l.foil ? ' *F*' : l.etched ? ' *E*' : ''}`
    return {
      text: sectioned(all, ['commander', 'companion', 'main', 'sideboard', 'maybeboard'], write, (s) => HEADERS[s]),
      contentType: 'text/plain; charset=utf-8',
      omitted,
    }
  }
  const rows = all.map((l) => [
    l.quantity,
    l.found ? l.found.card.name : l.name,
    l.section,
    l.found?.printing?.setCode.toLowerCase() ?? l.set ?? '',
    l.found?.printing?.collectorNumber ?? l.collectorNumber ?? '',
    l.etched ? 'etched' : l.foil ? 'foil' : '',
  ])
  return {
    text: stringify([['quantity', 'name', 'section', 'set', 'collector_number', 'finish'], ...rows]),
    contentType: 'text/csv; charset=utf-8',
    omitted,
  }
}
