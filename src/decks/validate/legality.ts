// Cards against the format's legality list, as the store has it (Scryfall's vocabulary: legal,
// not_legal, banned, restricted). CR 100.6: tournament rules may limit the use of some cards; the
// lists themselves are the formats' own, cited as stored with the build they came from.
import type { FormatSpec } from '../formats.js'
import { issue, listNames, type CiteKey, type DeckCard, type DeckIssue } from './model.js'

export const legalityOf = (c: DeckCard, spec: FormatSpec) => (spec.legality ? (c.card.legalities[spec.legality] ?? null) : 'legal')

export const legalityCite = (c: DeckCard, spec: FormatSpec): CiteKey => ({
  legality: { card: c.name, format: spec.legality ?? spec.id, status: legalityOf(c, spec) ?? 'missing', source: c.sourceVersion },
})

const distinct = (cards: DeckCard[]) => [...new Map(cards.map((c) => [c.key, c])).values()]
const are = (cards: DeckCard[]) => (cards.length === 1 ? 'is' : 'are')

/**
 * Banned, not legal, unknown to the store (each one issue naming every card); "restricted" as the
 * format reads it: legal only as the commander, or banned as commander (one copy is checked with
 * the copy counts).
 */
export function legalityIssues(spec: FormatSpec, deckCards: DeckCard[], commanders: DeckCard[]): DeckIssue[] {
  if (!spec.legality) return []
  const all = distinct([...commanders, ...deckCards])
  const out: DeckIssue[] = []
  const group = (cards: DeckCard[], code: string, rule: string, message: string, extra: { supported?: false } = {}) => {
    if (cards.length)
      out.push(issue(code, 'error', rule, message, cards, [{ rule: '100.6' }, ...cards.map((c) => legalityCite(c, spec))], extra))
  }
  const banned = all.filter((c) => legalityOf(c, spec) === 'banned')
  group(banned, 'banned', `${spec.id} banned list`, `${listNames(banned, 8)} ${are(banned)} banned in ${spec.label}.`)
  const notLegal = all.filter((c) => legalityOf(c, spec) === 'not_legal')
  const funny = notLegal.some((c) => c.card.isFunny) ? ' (Un-set and playtest cards are not legal in any format)' : ''
  group(notLegal, 'not_legal', `${spec.id} card pool`, `${listNames(notLegal, 8)} ${are(notLegal)} not legal in ${spec.label}${funny}.`)
  const unknown = all.filter((c) => legalityOf(c, spec) === null)
  group(
    unknown,
    'legality_unknown',
    `${spec.id} card pool`,
    `The store has no ${spec.label} legality for ${listNames(unknown)}: whether ${unknown.length === 1 ? 'it is' : 'they are'} legal can't be said.`,
    { supported: false },
  )
  if (spec.restricted === 'commander-only') {
    const only = distinct(deckCards).filter((c) => legalityOf(c, spec) === 'restricted')
    group(
      only,
      'commander_only',
      `${spec.id} card pool`,
      `${listNames(only, 8)} ${are(only)} legal in ${spec.label} only as the commander.`,
    )
  }
  if (spec.restricted === 'banned-as-commander') {
    const asCommander = commanders.filter((c) => legalityOf(c, spec) === 'restricted')
    group(
      asCommander,
      'banned_as_commander',
      `${spec.id} banned as commander list`,
      `${listNames(asCommander)} ${are(asCommander)} banned as commander in ${spec.label} (legal among the other cards).`,
    )
  }
  return out
}
