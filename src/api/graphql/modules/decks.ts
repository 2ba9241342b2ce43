// Decks in GraphQL: parseDeck, validateDeck and exportDeck, the same service and answers as
// POST /decks/parse, /decks/validate and /decks/export (docs/decks.md). A deck is the list as text
// or its entries as data (scalar DeckInput); a list that can't be read is a BAD_USER_INPUT error
// naming the line (HTTP 400).
import { GraphQLScalarType } from 'graphql'
import { GraphQLJSON } from 'graphql-scalars'
import type { CitedIssue, DeckCitation } from '../../../decks/citations.js'
import { EXPORT_FORMATS, type ExportFormat } from '../../../decks/export.js'
import { deckServiceFor, type ParsedDeck } from '../../../decks/service.js'
import { CURVE_BUCKETS, deckStats } from '../../../decks/stats.js'
import { INPUT_FORMATS, type InputFormat, type ResolvedLine } from '../../../decks/types.js'
import { ClientError } from '../../../errors.js'
import type { GraphQLContext } from '../context.js'
import { badUserInput } from '../errors.js'
import type { GraphQLModule } from '../module.js'

const DeckInput = new GraphQLScalarType({
  ...GraphQLJSON.toConfig(),
  name: 'DeckInput',
  description: 'A decklist: the text as pasted (a String), or { entries: [{ quantity, name, section?, set?, collector_number? }] }.',
})

async function call<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f()
  } catch (e) {
    if (e instanceof ClientError && e.status < 500) throw badUserInput(e.details, { reason: e.code, ...e.extra })
    throw e
  }
}

function inputFormat(value: string | null | undefined): InputFormat | undefined {
  if (value == null) return undefined
  if (!(INPUT_FORMATS as readonly string[]).includes(value)) throw badUserInput(`inputFormat must be one of ${INPUT_FORMATS.join(', ')}.`)
  return value as InputFormat
}

const deckCounts = ({ deck }: ParsedDeck) => {
  const counts = { main: 0, sideboard: 0, commander: 0, companion: 0, maybeboard: 0 }
  for (const e of [...deck.entries, ...deck.unresolved]) counts[e.section] += e.quantity
  return counts
}

export const decks: GraphQLModule = {
  typeDefs: /* GraphQL */ `
    scalar DeckInput

    enum DeckExportFormat { ${EXPORT_FORMATS.join(' ')} }

    extend type Query {
      "Read a decklist: each line's card and printing, what didn't resolve (with suggestions), curve, colors, types and price."
      parseDeck(deck: DeckInput!, inputFormat: String): Deck!
      "Is the deck legal in the format? Each issue names the rule it breaks, cited from the store."
      validateDeck(format: String!, deck: DeckInput!, inputFormat: String, commanders: [String!]): DeckValidation!
      "The deck written as MTG Arena, MTGO (.txt), plain text or CSV."
      exportDeck(deck: DeckInput!, format: DeckExportFormat!, inputFormat: String): DeckExport!
    }

    type DeckCounts { main: Int! sideboard: Int! commander: Int! companion: Int! maybeboard: Int! }

    type Deck {
      "arena, mtgo, dek, text, csv, or entries (given as data)."
      inputFormat: String!
      name: String
      counts: DeckCounts!
      entries: [DeckEntry!]!
      unresolved: [DeckUnresolvedLine!]!
      skipped: [DeckSkippedLine!]!
      notes: [DeckNote!]!
      stats: DeckStats!
    }
    type DeckEntry {
      line: Int!
      text: String!
      section: String!
      quantity: Int!
      name: String!
      set: String
      collectorNumber: String
      foil: Boolean!
      etched: Boolean!
      "exact, set, default or not_found: how the printing was found."
      printingMatch: String!
      ambiguous: Boolean!
      candidates: [String!]!
      "The card, seen through the printing the line asked for (or its newest)."
      card: Card!
    }
    type DeckUnresolvedLine {
      line: Int!
      text: String!
      section: String!
      quantity: Int!
      name: String!
      suggestions: [String!]!
    }
    type DeckSkippedLine { line: Int! text: String! kind: String! }
    type DeckNote { line: Int! code: String! message: String! }
    type DeckCurvePoint { manaValue: String! count: Int! }
    type DeckTypeCount { type: String! count: Int! }
    type DeckColorCounts { W: Int! U: Int! B: Int! R: Int! G: Int! colorless: Int! multicolor: Int! }
    type DeckPrice { usd: String eur: String tix: String priced: Int! unpriced: Int! }
    type DeckStats {
      cards: Int!
      "Nonland cards by mana value, 0 to 7+."
      curve: [DeckCurvePoint!]!
      colors: DeckColorCounts!
      types: [DeckTypeCount!]!
      price: DeckPrice!
    }

    type DeckValidation {
      format: String!
      "Null when some rule could not be checked (supported: false)."
      legal: Boolean
      supported: Boolean!
      counts: DeckCounts!
      issues: [DeckIssue!]!
      deck: Deck!
    }
    type DeckIssue {
      code: String!
      "error, warning or info."
      severity: String!
      message: String!
      cards: [String!]!
      "The CR rule broken, or a format's own rule."
      rule: String!
      lines: [Int!]!
      "False when the check could not be made."
      supported: Boolean!
      citations: [DeckCitation!]!
    }
    "A CR rule (rule, text, effective), a ruling, a stored legality, a card's Oracle text, or a format's own rule."
    type DeckCitation {
      rule: String
      text: String
      effective: String
      ruling: DeckCitedRuling
      legality: DeckCitedLegality
      oracle: DeckCitedOracle
      format: DeckCitedFormatRule
    }
    type DeckCitedRuling { card: String! date: String! text: String! }
    type DeckCitedLegality { card: String! format: String! status: String! source: String! }
    type DeckCitedOracle { card: String! text: String! }
    type DeckCitedFormatRule { name: String! text: String! source: String! stored: Boolean! }

    type DeckExport {
      format: DeckExportFormat!
      text: String!
      "Sections left out because the format has no place for them."
      omitted: [DeckOmitted!]!
      deck: Deck!
    }
    type DeckOmitted { section: String! cards: Int! }
  `,
  resolvers: {
    DeckInput,
    Query: {
      parseDeck: (_: unknown, a: { deck: unknown; inputFormat?: string | null }, { db }: GraphQLContext) =>
        call(() => deckServiceFor(db).parse(a.deck, { inputFormat: inputFormat(a.inputFormat) })),
      validateDeck: async (
        _: unknown,
        a: { format: string; deck: unknown; inputFormat?: string | null; commanders?: string[] | null },
        { db }: GraphQLContext,
      ) => {
        const v = await call(() =>
          deckServiceFor(db).validate(a.deck, a.format, { inputFormat: inputFormat(a.inputFormat), commanders: a.commanders ?? undefined }),
        )
        return { ...v.validation, deck: v }
      },
      exportDeck: async (_: unknown, a: { deck: unknown; format: ExportFormat; inputFormat?: string | null }, { db }: GraphQLContext) => {
        const out = await call(() => deckServiceFor(db).export(a.deck, a.format, { inputFormat: inputFormat(a.inputFormat) }))
        return { format: a.format, text: out.text, omitted: out.omitted, deck: { deck: out.deck, stats: deckStats(out.deck) } }
      },
    },
    Deck: {
      inputFormat: (p: ParsedDeck) => p.deck.inputFormat,
      name: (p: ParsedDeck) => p.deck.name ?? null,
      counts: deckCounts,
      entries: (p: ParsedDeck) => p.deck.entries,
      unresolved: (p: ParsedDeck) => p.deck.unresolved,
      skipped: (p: ParsedDeck) => p.deck.skipped,
      notes: (p: ParsedDeck) => p.deck.notes,
    },
    DeckEntry: {
      foil: (e: ResolvedLine) => e.foil === true,
      etched: (e: ResolvedLine) => e.etched === true,
      card: (e: ResolvedLine) => e.found,
    },
    DeckStats: {
      curve: (s: ParsedDeck['stats']) => CURVE_BUCKETS.map((b) => ({ manaValue: b, count: s.curve[b] })),
      types: (s: ParsedDeck['stats']) => Object.entries(s.types).map(([type, count]) => ({ type, count })),
    },
    DeckIssue: {
      supported: (i: CitedIssue) => i.supported !== false,
    },
    DeckCitation: {
      text: (c: DeckCitation) => ('text' in c && 'rule' in c ? c.text : null),
    },
  },
}
