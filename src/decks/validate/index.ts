// Validating a resolved deck for a format: which cards are the commander(s) and the companion, then
// the format's rules, each issue naming the rule it breaks. The deck is legal only when every rule
// could be checked and none is broken; when a check can't be made (a card not found, a format or
// condition this service doesn't know), legal is null and supported false. Pure.
import { FORMAT_IDS, formatSpec, type FormatSpec } from '../formats.js'
import { canonicalName, nameKeys } from '../names.js'
import type { ResolvedDeck } from '../types.js'
import { withoutReminderText } from '../identity.js'
import { commanderIssues } from './commander.js'
import { companionCondition, companionIssues } from './companions.js'
import { constructedIssues } from './constructed.js'
import { legalityIssues } from './legality.js'
import { deckModel, issue, listNames, plural, total, type DeckCard, type DeckIssue, type DeckModel } from './model.js'
import { oathbreakerIssues } from './oathbreaker.js'

export type { CiteKey, DeckIssue, Severity } from './model.js'

export interface ValidateOptions {
  /** Names of the commander(s), when the list does not mark them. */
  commanders?: string[]
}

export interface DeckCounts {
  main: number
  sideboard: number
  commander: number
  companion: number
  maybeboard: number
}

export interface DeckValidation {
  /** The format's id ("modern"), or the name asked for when it is not one we validate. */
  format: string
  legal: boolean | null
  /** false: some rule could not be checked, so legal is null unless another rule is broken. */
  supported: boolean
  counts: DeckCounts
  issues: DeckIssue[]
}

export function validateDeck(deck: ResolvedDeck, format: string, options: ValidateOptions = {}): DeckValidation {
  const spec = formatSpec(format)
  const model = deckModel(deck)
  const issues: DeckIssue[] = [...lookupIssues(deck)]
  if (!spec) {
    issues.unshift(
      issue(
        'unsupported_format',
        'error',
        format,
        `"${format}" is not a format this service validates. Formats: ${FORMAT_IDS.join(', ')}.`,
        [],
        [],
        { supported: false },
      ),
    )
    return finish(format, issues, countsOf(model))
  }
  const maybe = model.bySection.maybeboard
  if (maybe.length) {
    issues.push(
      issue(
        'maybeboard_ignored',
        'info',
        spec.id,
        `The maybeboard (${plural(total(maybe), 'card')}) is not part of the deck and was not checked.`,
        maybe,
        [],
      ),
    )
  }
  if (spec.kind === 'constructed' || spec.kind === 'limited' || spec.kind === 'gladiator') {
    const main = [...model.bySection.main]
    if (model.bySection.commander.length) {
      const listed = model.bySection.commander
      main.push(...listed.map((c) => ({ ...c, section: 'main' as const })))
      issues.push(
        issue(
          'commander_section',
          'warning',
          spec.id,
          `${spec.label} decks have no commander: ${listNames(listed)} ${listed.length === 1 ? 'is' : 'are'} counted with the main deck.`,
          listed,
          [],
        ),
      )
    }
    const designated = model.bySection.companion[0] ?? null
    const sideboard = model.bySection.sideboard
    if (spec.kind === 'gladiator') {
      issues.push(
        issue(
          'unsupported_rule',
          'error',
          'gladiator:construction',
          "Gladiator's deck-construction rules (deck size, singleton) are not in the Comprehensive Rules or the store; only the cards' Gladiator legality was checked.",
          [],
          [],
          { supported: false },
        ),
        ...legalityIssues(spec, [...main, ...sideboard], []),
      )
      return finish(spec.id, issues, countsOf(model, { main: total(main), commander: 0 }))
    }
    issues.push(...companionDesignationIssues(model))
    issues.push(...constructedIssues(spec, { main, sideboard, companion: designated, companionDesignated: true }))
    if (!designated) {
      for (const c of sideboard.filter((s) => companionCondition(s))) {
        issues.push(...companionIssues(c, { starting: main, minimumDeckSize: spec.size.min, maximumDeckSize: null }, false, false))
      }
    }
    return finish(spec.id, issues, countsOf(model, { main: total(main), commander: 0 }))
  }

  const { commanders, main, sideboard, notes } = designateCommanders(spec, model, options)
  if (spec.kind === 'oathbreaker') {
    issues.push(...oathbreakerIssues(spec, commanders, main, sideboard, notes))
    return finish(spec.id, issues, countsOf(model, { main: total(main), commander: total(commanders), sideboard: total(sideboard) }))
  }
  // a companion: listed as one, or the one companion card in a sideboard Commander decks don't otherwise have
  const listedCompanion = model.bySection.companion[0] ?? null
  const sideboardCompanions = sideboard.filter((c) => companionCondition(c))
  const companion = listedCompanion ?? (sideboardCompanions.length === 1 ? sideboardCompanions[0]! : null)
  issues.push(...companionDesignationIssues(model))
  issues.push(
    ...commanderIssues(spec, {
      commanders,
      main,
      sideboard: sideboard.filter((c) => c !== companion),
      companion,
      companionDesignated: companion !== null,
      notes,
    }),
  )
  return finish(
    spec.id,
    issues,
    countsOf(model, {
      main: total(main),
      commander: total(commanders),
      sideboard: total(sideboard.filter((c) => c !== companion)),
      companion: companion ? 1 : 0,
    }),
  )
}

function companionDesignationIssues(model: DeckModel): DeckIssue[] {
  const listed = model.bySection.companion
  if (total(listed) <= 1) return []
  return [
    issue(
      'too_many_companions',
      'error',
      '702.139a',
      `${plural(total(listed), 'companion')} listed: you may reveal one card as your companion; only ${listed[0]!.name} was checked.`,
      listed,
      [{ rule: '702.139a' }],
    ),
  ]
}

/** Unresolved and ambiguous lines: the deck can't be judged without knowing these cards. */
function lookupIssues(deck: ResolvedDeck): DeckIssue[] {
  const out: DeckIssue[] = []
  for (const u of deck.unresolved) {
    const hint = u.suggestions.length
      ? ` Did you mean ${u.suggestions
          .slice(0, 3)
          .map((s) => `"${s}"`)
          .join(', ')}?`
      : ''
    out.push(
      issue('unresolved_card', 'error', 'unresolved', `Line ${u.line}: no card named "${u.name}" in the store.${hint}`, [u.name], [], {
        lines: [u.line],
        supported: false,
      }),
    )
  }
  for (const e of deck.entries.filter((x) => x.ambiguous)) {
    out.push(
      issue(
        'ambiguous_card',
        'error',
        'ambiguous',
        `Line ${e.line}: "${e.name}" names ${e.candidates.length} different cards (${e.candidates.slice(0, 5).join('; ')}); give the set and collector number, or the full name.`,
        [e.name],
        [],
        { lines: [e.line], supported: false },
      ),
    )
  }
  return out
}

/** Could the card lead the deck by itself, for the MTGO and first-block conventions? */
function looksLikeLeader(c: DeckCard, spec: FormatSpec): boolean {
  const t = c.library.types
  if (spec.kind === 'oathbreaker') return t.includes('Planeswalker') || t.includes('Instant') || t.includes('Sorcery')
  if (spec.commander?.uncommonCreature) return t.includes('Creature')
  const legendary = c.library.supertypes.includes('Legendary')
  return (
    /\bcan be your commander\b/i.test(withoutReminderText(c.card.oracleText)) ||
    (legendary &&
      (t.includes('Creature') ||
        t.includes('Planeswalker') ||
        c.library.subtypes.includes('Background') ||
        c.library.subtypes.includes('Vehicle')))
  )
}

interface Designation {
  commanders: DeckCard[]
  main: DeckCard[]
  sideboard: DeckCard[]
  notes: DeckIssue[]
}

/**
 * The commander(s): under a Commander header (or a *CMDR* / [Commander] tag); else named in the
 * request; else, as MTGO keeps them, the sideboard's one or two cards when they make the deck's
 * exact size; else a first block of one or two cards set apart by a blank line.
 */
function designateCommanders(spec: FormatSpec, model: DeckModel, options: ValidateOptions): Designation {
  const main = [...model.bySection.main]
  const sideboard = [...model.bySection.sideboard]
  const listed = model.bySection.commander
  if (listed.length) return { commanders: listed, main, sideboard, notes: [] }
  const notes: DeckIssue[] = []
  if (options.commanders?.length) {
    const commanders: DeckCard[] = []
    for (const name of options.commanders) {
      const wanted = nameKeys(canonicalName(name)).normalized
      const named = (n: string) => nameKeys(n).normalized === wanted
      const i = main.findIndex((c) => named(c.name) || c.card.faces.some((f) => named(f.name)))
      if (i < 0) {
        notes.push(
          issue(
            'commander_not_in_deck',
            'error',
            spec.commander?.eligibility ?? spec.id,
            `"${name}" is named as a commander but is not in the deck.`,
            [name],
            [],
          ),
        )
        continue
      }
      const c = main[i]!
      commanders.push({ ...c, section: 'commander', quantity: 1 })
      if (c.quantity > 1) main[i] = { ...c, quantity: c.quantity - 1 }
      else main.splice(i, 1)
    }
    return { commanders, main, sideboard, notes }
  }
  const size = spec.size.max ?? spec.size.min
  if (
    sideboard.length &&
    total(sideboard) <= 2 &&
    total(main) + total(sideboard) === size &&
    sideboard.every((c) => looksLikeLeader(c, spec))
  ) {
    notes.push(
      issue(
        'commander_from_sideboard',
        'info',
        'MTGO convention',
        `${listNames(sideboard)} ${sideboard.length === 1 ? 'is' : 'are'} read as the commander${sideboard.length === 1 ? '' : 's'}: MTGO keeps a Commander deck's commander in the sideboard.`,
        sideboard,
        [],
      ),
    )
    return { commanders: sideboard.map((c) => ({ ...c, section: 'commander' })), main, sideboard: [], notes }
  }
  const entries = model.deck.entries.filter((e) => e.section === 'main')
  const blocks = new Set(entries.map((e) => e.block))
  const firstBlock = Math.min(...blocks)
  const first = main.filter((c) => entries.some((e) => e.block === firstBlock && c.lines.includes(e.line)))
  if (blocks.size > 1 && first.length && total(first) <= 2 && first.every((c) => looksLikeLeader(c, spec))) {
    notes.push(
      issue(
        'commander_from_first_block',
        'info',
        'list convention',
        `${listNames(first)}, set apart by a blank line at the top, ${first.length === 1 ? 'is' : 'are'} read as the commander${first.length === 1 ? '' : 's'}.`,
        first,
        [],
      ),
    )
    return {
      commanders: first.map((c) => ({ ...c, section: 'commander' })),
      main: main.filter((c) => !first.includes(c)),
      sideboard,
      notes,
    }
  }
  return { commanders: [], main, sideboard, notes }
}

function countsOf(model: DeckModel, over: Partial<DeckCounts> = {}): DeckCounts {
  const s = model.bySection
  return {
    main: total(s.main),
    sideboard: total(s.sideboard),
    commander: total(s.commander),
    companion: total(s.companion),
    maybeboard: total(s.maybeboard),
    ...over,
  }
}

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 }

function finish(format: string, issues: DeckIssue[], counts: DeckCounts): DeckValidation {
  const errors = issues.filter((i) => i.severity === 'error')
  const broken = errors.some((i) => i.supported !== false)
  const unknown = errors.some((i) => i.supported === false)
  return {
    format,
    legal: broken ? false : unknown ? null : true,
    supported: !unknown,
    counts,
    issues: issues.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]),
  }
}
