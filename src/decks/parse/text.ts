// Line-based decklists: plain text ("4 Lightning Bolt", "4x Lightning Bolt", "Lightning Bolt x4"),
// the MTG Arena export ("4 Lightning Bolt (M11) 146" under Deck / Sideboard / Commander /
// Companion headers, an About block naming the deck) and MTGO's .txt (the sideboard after a blank
// line). Set-and-number forms with finish markers ("1 Sol Ring (CMM) 464 *F*"), bracket tags
// ("[Commander{top}]"), "SB:" prefixes, comments and blank lines are read too. Pure: text in, lines out.
import { DECK_LIMITS, deckError, previewLine } from '../limits.js'
import { canonicalName } from '../names.js'
import type { DeckLine, DeckList, InputFormat, ParseNote, Section, SkippedLine } from '../types.js'
import { readHeader, sectionFromTag } from './sections.js'

/** The longest card name in print is about 140 characters; a longer "name" is a mistake. */
const MAX_NAME_LENGTH = 200

export interface Entry {
  quantity: number
  name: string
  set?: string
  collectorNumber?: string
  foil?: boolean
  etched?: boolean
  /** A section a tag on the line names ("*CMDR*", "[Sideboard]"). */
  section?: Section
  /** The quantity was written ("4 Opt"), not implied ("Opt"). */
  counted: boolean
  /** Written with Arena's "(SET) number". */
  setNumber: boolean
}

const FINISH_MARKER = /\s+\*([A-Za-z-]{1,10})\*$/
const BRACKET_TAG = /\s+\[([^\][]{0,100})\]$/
const CARET_TAG = /\s+\^[^^]{0,100}\^$/
const HASH_TAG = /\s+#\S.*$/

/**
 * One card line → quantity, name, set, collector number, finish. Returns a string saying what is
 * wrong when the line can't be a card line (a quantity out of range, no name).
 */
export function readEntry(text: string): Entry | string {
  let rest = text
  let foil = false
  let etched = false
  let section: Section | undefined
  for (;;) {
    const finish = FINISH_MARKER.exec(rest)
    if (finish) {
      const m = finish[1]!.toLowerCase()
      if (m === 'f' || m === 'foil') foil = true
      else if (m === 'e' || m === 'etched' || m === 'f-etch') etched = true
      else if (m === 'cmdr' || m === 'commander') section = 'commander'
      rest = rest.slice(0, finish.index)
      continue
    }
    const bracket = BRACKET_TAG.exec(rest)
    if (bracket) {
      section = sectionFromTag(bracket[1]!) ?? section
      rest = rest.slice(0, bracket.index)
      continue
    }
    const tag = CARET_TAG.exec(rest) ?? HASH_TAG.exec(rest)
    if (tag) {
      rest = rest.slice(0, tag.index)
      continue
    }
    break
  }
  let quantity = 1
  let counted = true
  const lead = /^(\d+)\s*[xX×]?\s+(\S.*)$/.exec(rest) ?? /^(\d+)[xX×](\S.*)$/.exec(rest)
  const trail = lead ? null : /^(.+?)\s+[xX×]\s*(\d+)$/.exec(rest)
  if (lead) {
    quantity = Number(lead[1])
    rest = lead[2]!
  } else if (trail) {
    quantity = Number(trail[2])
    rest = trail[1]!
  } else {
    counted = false
  }
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > DECK_LIMITS.quantity) {
    return `the quantity ${lead?.[1] ?? trail?.[2]} is not a number of copies from 1 to ${DECK_LIMITS.quantity.toLocaleString('en-US')}`
  }
  let set: string | undefined
  let collectorNumber: string | undefined
  const printing = /^(.+?)\s+[([]([A-Za-z0-9]{2,6})[)\]](?:\s+([^\s()[\]]{1,20}))?$/.exec(rest)
  if (printing) {
    rest = printing[1]!
    set = printing[2]!
    collectorNumber = printing[3]
  }
  const name = canonicalName(rest)
  if (name === '') return 'it has a quantity but no card name'
  if (name.length > MAX_NAME_LENGTH) return `a card name is at most ${MAX_NAME_LENGTH} characters`
  return {
    quantity,
    name,
    counted,
    setNumber: printing !== null,
    ...(set ? { set } : {}),
    ...(collectorNumber ? { collectorNumber } : {}),
    ...(foil ? { foil } : {}),
    ...(etched ? { etched } : {}),
    ...(section ? { section } : {}),
  }
}

const COMMENT = /^(\/\/|#|--|;)/
/** Arena writes its headers in this case; other tools write "SIDEBOARD:", "Sideboard (15)", … */
const ARENA_HEADERS = new Set(['Deck', 'Sideboard', 'Commander', 'Companion', 'About'])

/** The sideboard of an MTGO .txt (or an Arena list without headers) is the block after the blank line, at most this many cards. */
const IMPLIED_SIDEBOARD_MAX = 15

export function parseTextLines(lines: string[]): DeckList {
  const entries: DeckLine[] = []
  const skipped: SkippedLine[] = []
  const notes: ParseNote[] = []
  let section: Section = 'main'
  let block = 0
  let blockHasContent = false
  let inAbout = false
  let explicitSections = false
  let arenaSigns = 0
  let plainOnly = true
  let listName: string | undefined
  lines.forEach((raw, i) => {
    const line = i + 1
    const text = raw.trim()
    if (text === '') {
      if (blockHasContent) block++
      blockHasContent = false
      inAbout = false
      return
    }
    blockHasContent = true
    if (inAbout) {
      const name = /^name\s+(.+)$/i.exec(text)
      skipped.push({ line, text, kind: 'metadata' })
      if (name) listName = name[1]!.trim()
      return
    }
    const header = readHeader(text)
    if (header) {
      skipped.push({ line, text, kind: 'header' })
      plainOnly = false
      if (ARENA_HEADERS.has(text)) arenaSigns++
      if (header.kind === 'about') inAbout = true
      if (header.kind === 'section') {
        section = header.section
        explicitSections = true
      }
      return
    }
    if (COMMENT.test(text)) {
      skipped.push({ line, text, kind: 'comment' })
      plainOnly = false
      const name = /^\/\/\s*(?:deck\s*)?name\s*[:=]\s*(.+)$/i.exec(text)
      if (name && !listName) listName = name[1]!.trim()
      return
    }
    let body = text
    let lineSection = section
    const sb = /^SB:\s*(.+)$/i.exec(text)
    if (sb) {
      body = sb[1]!
      lineSection = 'sideboard'
      explicitSections = true
    }
    const entry = readEntry(body)
    if (typeof entry === 'string') {
      throw deckError('invalid_line', line, `Line ${line} ("${previewLine(text)}") can't be read as a card: ${entry}.`, {
        text: previewLine(text),
      })
    }
    if (entry.section) {
      lineSection = entry.section
      explicitSections = true
    }
    if (entry.setNumber) arenaSigns++
    if (!entry.counted || !/^\d+ \S/.test(body) || entry.setNumber || entry.foil || entry.etched || entry.section) plainOnly = false
    entries.push({
      line,
      text,
      section: lineSection,
      quantity: entry.quantity,
      name: entry.name,
      block,
      ...(entry.set ? { set: entry.set } : {}),
      ...(entry.collectorNumber ? { collectorNumber: entry.collectorNumber } : {}),
      ...(entry.foil ? { foil: true } : {}),
      ...(entry.etched ? { etched: true } : {}),
    })
  })

  // MTGO's .txt and Arena's clipboard without headers: the block after the blank line is the sideboard
  const blocks = [...new Set(entries.map((e) => e.block))]
  let impliedSideboard = false
  if (!explicitSections && blocks.length === 2) {
    const last = entries.filter((e) => e.block === blocks[1])
    const cards = last.reduce((n, e) => n + e.quantity, 0)
    if (cards <= IMPLIED_SIDEBOARD_MAX) {
      for (const e of last) e.section = 'sideboard'
      impliedSideboard = true
      notes.push({
        line: last[0]!.line,
        code: 'sideboard_after_blank_line',
        message: `${cards === 1 ? 'The card' : `The ${cards} cards`} after the blank line (from line ${last[0]!.line}) ${cards === 1 ? 'is' : 'are'} read as the sideboard, as MTGO and Arena write it. Put a "Sideboard" header before ${cards === 1 ? 'it' : 'them'}, or "Deck" before the whole list, to say otherwise.`,
      })
    }
  }
  const inputFormat: InputFormat =
    arenaSigns > 0 ? 'arena' : plainOnly && (impliedSideboard || entries.some((e) => /\S\/\S/.test(e.text))) ? 'mtgo' : 'text'
  return { inputFormat, lines: entries, skipped, notes, ...(listName ? { name: listName } : {}) }
}
