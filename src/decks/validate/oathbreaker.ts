// Oathbreaker: a planeswalker leads the deck, with an instant or sorcery as its Signature Spell;
// 60 cards including both, singleton, within the Oathbreaker's color identity. The CR does not
// describe the format: its rules are quoted from the format's own, marked as not from the store.
import { OATHBREAKER_RULES, type FormatSpec } from '../formats.js'
import { copyIssues } from './copies.js'
import { identityIssues } from './commander.js'
import { legalityIssues } from './legality.js'
import { issue, listNames, plural, total, type DeckCard, type DeckIssue } from './model.js'

export function oathbreakerIssues(
  spec: FormatSpec,
  leaders: DeckCard[],
  main: DeckCard[],
  sideboard: DeckCard[],
  notes: DeckIssue[],
): DeckIssue[] {
  const out: DeckIssue[] = [...notes]
  const walkers = leaders.filter((c) => c.library.types.includes('Planeswalker'))
  const spells = leaders.filter((c) => c.library.types.includes('Instant') || c.library.types.includes('Sorcery'))
  const others = leaders.filter((c) => !walkers.includes(c) && !spells.includes(c))
  if (total(walkers) !== 1) {
    out.push(
      issue(
        walkers.length ? 'too_many_commanders' : 'no_commander',
        'error',
        'oathbreaker:oathbreaker',
        walkers.length
          ? `${total(walkers)} planeswalkers under "Commander": an Oathbreaker deck has one Oathbreaker.`
          : 'No Oathbreaker: put a planeswalker (and the Signature Spell) under a "Commander" header.',
        walkers,
        [{ format: OATHBREAKER_RULES.oathbreaker }],
      ),
    )
  }
  if (total(spells) !== 1) {
    out.push(
      issue(
        'signature_spell',
        'error',
        'oathbreaker:signature',
        spells.length
          ? `${total(spells)} instants or sorceries under "Commander": the deck has one Signature Spell.`
          : 'No Signature Spell: put one instant or sorcery under the "Commander" header with the Oathbreaker.',
        spells,
        [{ format: OATHBREAKER_RULES.signature }],
      ),
    )
  }
  if (others.length) {
    out.push(
      issue(
        'not_a_commander',
        'error',
        'oathbreaker:oathbreaker',
        `${listNames(others)} can be neither the Oathbreaker (a planeswalker) nor the Signature Spell (an instant or sorcery).`,
        others,
        [{ format: OATHBREAKER_RULES.oathbreaker }, { format: OATHBREAKER_RULES.signature }],
      ),
    )
  }
  const size = total(main) + total(leaders)
  if (size !== spec.size.min) {
    out.push(
      issue(
        size < spec.size.min ? 'deck_too_small' : 'deck_too_large',
        'error',
        spec.size.rule,
        `The deck has ${plural(size, 'card')} including its Oathbreaker and Signature Spell; an Oathbreaker deck has exactly ${spec.size.min}.`,
        [],
        [{ format: OATHBREAKER_RULES.size }],
      ),
    )
  }
  if (sideboard.length) {
    out.push(
      issue(
        'sideboard_not_allowed',
        'error',
        '903.5e',
        `Oathbreaker decks have no sideboard, but this list has ${plural(total(sideboard), 'sideboard card')}.`,
        sideboard,
        [{ rule: '903.5e' }],
      ),
    )
  }
  out.push(...copyIssues(spec, [...leaders, ...main], false))
  if (walkers.length === 1) {
    for (const i of identityIssues(spec, walkers, [...spells, ...main], 'oathbreaker:identity')) {
      // the format's own identity rule in place of the rule number it is not, with 903.4 and its subrules kept
      const crRules = i.cite.filter((x) => !('rule' in x) || x.rule !== 'oathbreaker:identity')
      out.push(i.code === 'color_identity' ? { ...i, cite: [{ format: OATHBREAKER_RULES.identity }, ...crRules] } : i)
    }
  }
  out.push(...legalityIssues(spec, main, leaders))
  return out
}
