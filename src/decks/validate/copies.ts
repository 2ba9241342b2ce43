// How many copies of a card by English name a deck may hold (CR 100.2a: four in constructed; 903.5b:
// one in Commander), other than basic lands, and cards that say "A deck can have any number of
// cards named …" or "up to seven". A restricted card (vintage) is one copy.
import type { FormatSpec } from '../formats.js'
import { legalityCite, legalityOf } from './legality.js'
import { deckCountText, isBasicLand, issue, type CiteKey, type DeckCard, type DeckIssue } from './model.js'

/** The cards of several sections counted together by English name (100.4a: deck and sideboard combined). */
export function combined(cards: DeckCard[]): DeckCard[] {
  const by = new Map<string, DeckCard>()
  for (const c of cards) {
    const had = by.get(c.key)
    if (had) by.set(c.key, { ...had, quantity: had.quantity + c.quantity, lines: [...had.lines, ...c.lines] })
    else by.set(c.key, c)
  }
  return [...by.values()]
}

export function copyIssues(spec: FormatSpec, cards: DeckCard[], withSideboard: boolean): DeckIssue[] {
  const limit = spec.copies
  if (!limit) return []
  const out: DeckIssue[] = []
  const limitCite: CiteKey = limit.text ? { format: limit.text } : { rule: limit.rule }
  const sideboardCite: CiteKey[] = withSideboard ? [{ rule: '100.4a' }] : []
  for (const c of combined(cards)) {
    if (isBasicLand(c)) continue
    if (spec.restricted === 'one-copy' && legalityOf(c, spec) === 'restricted') {
      if (c.quantity > 1) {
        out.push(
          issue(
            'restricted',
            'error',
            `${spec.id} restricted list`,
            `${c.name} is restricted in ${spec.label}: one copy at most, and the deck has ${c.quantity}.`,
            [c],
            [{ rule: '100.6' }, legalityCite(c, spec)],
          ),
        )
      }
      continue
    }
    const own = deckCountText(c.card)
    const max = own ? own.max : limit.max
    if (c.quantity <= max) continue
    const cite: CiteKey[] = own ? [limitCite, { oracle: { card: c.name, text: own.text } }] : [limitCite, ...sideboardCite]
    const what = limit.max === 1 && !own ? 'a singleton deck has one copy of each card other than basic lands' : `at most ${max} copies`
    out.push(
      issue(
        'too_many_copies',
        'error',
        limit.rule,
        `${c.quantity} copies of ${c.name}${withSideboard ? ' in the deck and sideboard together' : ''}: ${what}.`,
        [c],
        cite,
      ),
    )
  }
  return out
}
