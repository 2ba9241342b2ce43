// Constructed (CR 100.2a: at least 60 cards, four copies of a card by English name; 100.4a: a
// sideboard of at most fifteen, the four-copy limit across deck and sideboard) and limited (100.2b:
// at least 40 cards, no copy limit; 100.4b: the rest of the pool is the sideboard). Pure.
import type { FormatSpec } from '../formats.js'
import { companionIssues } from './companions.js'
import { copyIssues } from './copies.js'
import { legalityIssues } from './legality.js'
import { issue, plural, total, type DeckCard, type DeckIssue } from './model.js'

export interface ConstructedParts {
  main: DeckCard[]
  sideboard: DeckCard[]
  companion: DeckCard | null
  companionDesignated: boolean
}

export function constructedIssues(spec: FormatSpec, parts: ConstructedParts): DeckIssue[] {
  const { main, sideboard, companion } = parts
  const out: DeckIssue[] = []
  const size = total(main)
  if (size < spec.size.min) {
    out.push(
      issue(
        'deck_too_small',
        'error',
        spec.size.rule,
        `The main deck has ${plural(size, 'card')}; a ${spec.label} deck has at least ${spec.size.min}.`,
        [],
        [{ rule: spec.size.rule }, { rule: '100.5' }],
      ),
    )
  }
  // a companion comes from the sideboard (702.139a; Arena lists it in both places)
  const companionOutside = companion && !sideboard.some((c) => c.key === companion.key) ? [companion] : []
  const outside = [...sideboard, ...companionOutside]
  if (spec.sideboard?.max != null && total(outside) > spec.sideboard.max) {
    out.push(
      issue(
        'sideboard_too_large',
        'error',
        spec.sideboard.rule,
        `The sideboard has ${plural(total(outside), 'card')}${companionOutside.length ? ' with the companion' : ''}; at most ${spec.sideboard.max}.`,
        [],
        [{ rule: spec.sideboard.rule }],
      ),
    )
  }
  out.push(...copyIssues(spec, [...main, ...outside], outside.length > 0))
  out.push(...legalityIssues(spec, [...main, ...outside], []))
  if (companion) {
    out.push(
      ...companionIssues(
        companion,
        { starting: main, minimumDeckSize: spec.size.min, maximumDeckSize: null },
        parts.companionDesignated,
        false,
      ),
    )
  }
  return out
}
