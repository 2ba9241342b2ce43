// Commander (CR 903) and its Brawl option (903.12): who may be the commander (903.3, 903.3a,
// 903.12c), the partner abilities that allow two (702.124), the deck's size (903.5a, 903.12d),
// singleton (903.5b), color identity (903.4, 903.5c, 903.5d, 903.12e) and no sideboard (903.5e).
// Pure.
import type { FormatSpec } from '../formats.js'
import { COLOR_NAMES, withoutReminderText, type Color } from '../identity.js'
import { companionIssues } from './companions.js'
import { copyIssues } from './copies.js'
import { legalityIssues } from './legality.js'
import { isBasicLand, issue, listNames, plural, total, type CiteKey, type DeckCard, type DeckIssue } from './model.js'

export interface PartnerAbility {
  kind: 'partner' | 'partner-text' | 'partner-with' | 'background' | 'doctors-companion'
  /** partner—[text]'s text, or partner with's name. */
  value?: string
  /** The ability as printed, for citing. */
  text: string
}

/** The partner abilities of a card (702.124a), read from its rules text without reminder text. */
export function partnerAbilities(c: DeckCard): PartnerAbility[] {
  const out: PartnerAbility[] = []
  for (const raw of withoutReminderText(c.card.oracleText).split('\n')) {
    const line = raw.trim()
    let m: RegExpExecArray | null
    if ((m = /^Partner with (.+?)\s*$/.exec(line))) out.push({ kind: 'partner-with', value: m[1]!, text: line })
    else if ((m = /^Partner\s*[—–-]\s*(.+?)\s*$/.exec(line))) out.push({ kind: 'partner-text', value: m[1]!.toLowerCase(), text: line })
    else if (/^Partner$/.test(line)) out.push({ kind: 'partner', text: line })
    // before the 2026 rules, "partner—Friends forever" was written "Friends forever"
    else if (/^Friends forever$/i.test(line)) out.push({ kind: 'partner-text', value: 'friends forever', text: line })
    else if (/^Choose a Background$/i.test(line)) out.push({ kind: 'background', text: line })
    else if (/^Doctor['’]s companion$/i.test(line)) out.push({ kind: 'doctors-companion', text: line })
  }
  return out
}

const isLegendary = (c: DeckCard) => c.library.supertypes.includes('Legendary')
const isBackground = (c: DeckCard) => isLegendary(c) && c.library.types.includes('Enchantment') && c.library.subtypes.includes('Background')
const isTimeLordDoctor = (c: DeckCard) =>
  isLegendary(c) &&
  c.library.types.includes('Creature') &&
  c.library.subtypes.length === 2 &&
  c.library.subtypes.includes('Time Lord') &&
  c.library.subtypes.includes('Doctor')
const canBeYourCommander = (c: DeckCard) => /\bcan be your commander\b/i.test(withoutReminderText(c.card.oracleText))

/** Why a card can be a commander on its own (903.3, 903.3a, 903.12c), or null. */
function eligibleAlone(c: DeckCard, spec: FormatSpec): string | null {
  const rules = spec.commander!
  if (rules.uncommonCreature) {
    if (!c.rarities) throw new Error(`${spec.id}: the deck was resolved without its cards' rarities (resolveDeck's rarities option)`)
    return c.library.types.includes('Creature') && c.rarities.includes('uncommon') ? 'uncommon creature' : null
  }
  if (canBeYourCommander(c)) return '903.3a'
  if (!isLegendary(c)) return null
  const t = c.library.types
  if (t.includes('Creature')) return rules.eligibility
  if (c.library.subtypes.includes('Vehicle')) return rules.eligibility
  if (c.library.subtypes.includes('Spacecraft') && c.card.power != null) return rules.eligibility
  if (rules.planeswalkers && t.includes('Planeswalker')) return '903.12c'
  return null
}

/** Whether two commanders' partner abilities allow them together (702.124f–m), and the rule that says so or not. */
export function pairAllowed(a: DeckCard, b: DeckCard): { ok: boolean; rule: string; why: string } {
  const pa = partnerAbilities(a)
  const pb = partnerAbilities(b)
  const has = (p: PartnerAbility[], kind: PartnerAbility['kind']) => p.some((x) => x.kind === kind)
  if (has(pa, 'partner') && has(pb, 'partner')) return { ok: true, rule: '702.124h', why: 'both have partner' }
  const texts = pa.filter((x) => x.kind === 'partner-text').map((x) => x.value)
  const shared = pb.find((x) => x.kind === 'partner-text' && texts.includes(x.value))
  if (shared) return { ok: true, rule: '702.124i', why: `both have partner—${shared.value}` }
  const withName = (p: PartnerAbility[], other: DeckCard) =>
    p.some((x) => x.kind === 'partner-with' && x.value!.toLowerCase() === other.name.toLowerCase())
  if (withName(pa, b) && withName(pb, a)) return { ok: true, rule: '702.124j', why: "each has partner with the other's name" }
  if ((has(pa, 'background') && isBackground(b)) || (has(pb, 'background') && isBackground(a)))
    return { ok: true, rule: '702.124k', why: 'choose a Background with a legendary Background enchantment' }
  if ((has(pa, 'doctors-companion') && isTimeLordDoctor(b)) || (has(pb, 'doctors-companion') && isTimeLordDoctor(a)))
    return { ok: true, rule: '702.124m', why: "Doctor's companion with a legendary Time Lord Doctor" }
  if (withName(pa, b) || withName(pb, a))
    return { ok: false, rule: '702.124j', why: 'partner with needs each to name the other, and both to have it' }
  if (has(pa, 'background') || has(pb, 'background') || isBackground(a) || isBackground(b))
    return { ok: false, rule: '702.124k', why: 'choose a Background pairs only with a legendary Background enchantment' }
  if (pa.length && pb.length) return { ok: false, rule: '702.124f', why: 'different partner abilities cannot be combined' }
  return { ok: false, rule: '702.124a', why: `${pa.length ? b.name : a.name} has no partner ability` }
}

export interface CommanderParts {
  commanders: DeckCard[]
  main: DeckCard[]
  sideboard: DeckCard[]
  companion: DeckCard | null
  companionDesignated: boolean
  notes: DeckIssue[]
}

export function commanderIssues(spec: FormatSpec, parts: CommanderParts): DeckIssue[] {
  const { commanders, main, sideboard, companion } = parts
  const out: DeckIssue[] = [...parts.notes]
  const rules = spec.commander!
  const eligibility = rules.uncommonCreature ? { format: rules.uncommonCreature } : { rule: rules.eligibility }

  if (!commanders.length) {
    out.push(
      issue(
        'no_commander',
        'error',
        rules.eligibility,
        `No commander: put it under a "Commander" header (or pass "commanders": [name]). A ${spec.label} deck is led by its commander.`,
        [],
        [eligibility as CiteKey],
      ),
    )
  }
  const commanderCount = total(commanders)
  if (commanderCount > 2) {
    out.push(
      issue(
        'too_many_commanders',
        'error',
        '702.124g',
        `${commanderCount} commanders: a deck has one commander, or two with partner abilities.`,
        commanders,
        [{ rule: '702.124g' }],
      ),
    )
  }
  // who may be the commander
  const pair = commanders.length === 2 && commanderCount === 2 ? pairAllowed(commanders[0]!, commanders[1]!) : null
  for (const c of commanders) {
    const alone = eligibleAlone(c, spec)
    const asBackground = pair?.ok && pair.rule === '702.124k' && isBackground(c)
    if (alone || asBackground) continue
    const what = rules.uncommonCreature
      ? 'the commander must be a creature printed at uncommon'
      : `the commander must be a legendary creature${rules.planeswalkers ? ' or planeswalker' : ''}, a legendary Vehicle or Spacecraft, or a card that says it can be your commander`
    out.push(
      issue(
        'not_a_commander',
        'error',
        rules.uncommonCreature ? 'paupercommander:commander' : rules.eligibility,
        `${c.name} can't be the commander: ${what}.`,
        [c],
        [eligibility as CiteKey, ...(rules.uncommonCreature ? [] : [{ rule: '903.3a' }])],
      ),
    )
  }
  if (pair && !pair.ok) {
    out.push(
      issue(
        'invalid_partners',
        'error',
        pair.rule,
        `${commanders[0]!.name} and ${commanders[1]!.name} can't both be commanders: ${pair.why}.`,
        commanders,
        [{ rule: '702.124a' }, { rule: pair.rule }],
      ),
    )
  }
  // size: the commanders are part of the deck (903.5a, 702.124b)
  const size = total(main) + commanderCount
  const sizeCite: CiteKey = spec.size.text ? { format: spec.size.text } : { rule: spec.size.rule }
  if (size !== spec.size.min) {
    out.push(
      issue(
        size < spec.size.min ? 'deck_too_small' : 'deck_too_large',
        'error',
        spec.size.rule,
        `The deck has ${plural(size, 'card')} including ${commanderCount === 1 ? 'its commander' : `its ${commanderCount} commanders`}; a ${spec.label} deck has exactly ${spec.size.min}.`,
        [],
        [sizeCite, ...(commanderCount === 2 ? [{ rule: '702.124b' }] : [])],
      ),
    )
  }
  // no sideboard, but the companion comes from outside the game (903.5e, 702.139d)
  const extra = sideboard.filter((c) => c !== companion)
  if (extra.length) {
    out.push(
      issue(
        'sideboard_not_allowed',
        'error',
        '903.5e',
        `${spec.label} decks have no sideboard, but this list has ${plural(total(extra), 'sideboard card')} (${listNames(extra)}). Cards being considered belong under a "Maybeboard" header.`,
        extra,
        [{ rule: '903.5e' }],
      ),
    )
  }
  out.push(...copyIssues(spec, [...commanders, ...main], false))
  out.push(...identityIssues(spec, commanders, main))
  out.push(...legalityIssues(spec, [...main, ...(companion ? [companion] : [])], commanders))
  if (companion) {
    const identity = new Set(commanders.flatMap((c) => c.colors))
    const outside = companion.colors.filter((c) => !identity.has(c))
    if (outside.length && commanders.length) {
      out.push(
        issue(
          'companion_identity',
          'error',
          '903.11a',
          `${companion.name} can't be brought in as the companion: its color identity (${companion.colors.join('')}) isn't within the commander's (${[...identity].join('') || 'colorless'}).`,
          [companion],
          [{ rule: '903.11a' }, { rule: '702.139d' }],
        ),
      )
    }
    out.push(
      ...companionIssues(
        companion,
        { starting: [...commanders, ...main], minimumDeckSize: spec.size.min, maximumDeckSize: spec.size.max },
        parts.companionDesignated,
        true,
      ),
    )
  }
  return out
}

/** "… choose a color before the game begins." (Prismatic Piper; 903.4b) */
const COLOR_CHOICE = /\bchoose a colou?r before the game begins\b/i

/** 903.5c (and 903.4), 903.5d: every card within the commanders' combined identity (702.124c); 903.12e for Brawl. */
export function identityIssues(spec: FormatSpec, commanders: DeckCard[], deck: DeckCard[], identityRule = '903.5c'): DeckIssue[] {
  if (!commanders.length) return []
  // 903.4b: a commander whose color is chosen before the game begins has the identity of a choice
  // the list can't state; judging the deck by its printed identity alone would be a confident wrong answer
  const choosing = commanders.filter((c) => COLOR_CHOICE.test(withoutReminderText(c.card.oracleText)))
  if (choosing.length) {
    return [
      issue(
        'commander_color_choice',
        'error',
        '903.4b',
        `${listNames(choosing)} ${choosing.length === 1 ? 'has' : 'have'} a color chosen before the game begins (903.4b); that choice is part of the commander's color identity, and a decklist can't state it, so the color identity of the deck was not checked.`,
        choosing,
        [
          { rule: '903.4b' },
          ...choosing.map((c) => ({
            oracle: { card: c.name, text: c.card.oracleText.split('\n').find((l) => COLOR_CHOICE.test(l)) ?? c.card.oracleText },
          })),
        ],
        { supported: false },
      ),
    ]
  }
  const identity = new Set<Color>(commanders.flatMap((c) => c.colors))
  const shown = [...identity].join('') || 'colorless'
  const out: DeckIssue[] = []
  const basicTypes = new Set<string>()
  const outside: DeckCard[] = []
  const landTypesOnly: DeckCard[] = []
  for (const c of deck) {
    if (c.colors.every((x) => identity.has(x))) continue
    if (spec.commander?.colorlessBasics && identity.size === 0 && isBasicLand(c)) {
      basicTypes.add(c.library.subtypes.join(' '))
      continue
    }
    // colors only the basic land types bring in break 903.5d; any other color, 903.5c
    const extra = c.colors.filter((x) => !identity.has(x))
    if (extra.every((x) => c.identity.landTypeColors.includes(x))) landTypesOnly.push(c)
    else outside.push(c)
  }
  const commanderCite: CiteKey[] = commanders.length === 2 ? [{ rule: '702.124c' }] : []
  if (outside.length) {
    const why = outside.map((c) => outsideColors(c, identity))
    // the subrules that put the colors there: a back face (903.4d), an adventure (903.4e), a color indicator (204), …
    const subrules = [...new Set(why.flatMap((w) => w.rules))].filter((r) => r !== '903.4')
    const shownCards = why.slice(0, 8).map((w, i) => `${outside[i]!.name} (${w.text})`)
    const more = outside.length > 8 ? ` and ${outside.length - 8} more` : ''
    out.push(
      issue(
        'color_identity',
        'error',
        identityRule,
        `${shownCards.join('; ')}${more} ${outside.length === 1 ? 'is' : 'are'} outside the commander's color identity (${shown}).`,
        outside,
        [{ rule: identityRule }, { rule: '903.4' }, ...subrules.map((rule) => ({ rule })), ...commanderCite],
      ),
    )
  }
  if (landTypesOnly.length) {
    out.push(
      issue(
        'land_type_identity',
        'error',
        '903.5d',
        `${listNames(landTypesOnly, 8)} could produce mana outside the commander's color identity (${shown}) through ${landTypesOnly.length === 1 ? 'its' : 'their'} basic land types.`,
        landTypesOnly,
        [{ rule: '903.5d' }, { rule: '305.6' }],
      ),
    )
  }
  if (basicTypes.size > 1) {
    const basics = deck.filter((c) => isBasicLand(c) && !c.colors.every((x) => identity.has(x)))
    out.push(
      issue(
        'colorless_basics',
        'error',
        '903.12e',
        `With a colorless commander, the deck may hold basic lands of one basic land type only; it has ${[...basicTypes].join(', ')}.`,
        basics,
        [{ rule: '903.12e' }],
      ),
    )
  }
  return out
}

/** Why a card has the colors outside `identity` (903.4): "{G/W} in the mana cost", "{W} in the rules text of its back face, …". */
function outsideColors(c: DeckCard, identity: Set<Color>): { text: string; rules: string[] } {
  const parts: string[] = []
  const rules: string[] = []
  for (const color of c.colors.filter((x) => !identity.has(x))) {
    const sources = c.identity.sources[color]
    if (!sources?.length) {
      // only the store's identity has it (a meld result's color indicator, …)
      parts.push(`${COLOR_NAMES[color]}: the color identity the store records for it`)
      continue
    }
    parts.push(`${COLOR_NAMES[color]}: ${sources.map((x) => x.text).join(' and ')}`)
    rules.push(...sources.flatMap((x) => x.rules))
  }
  return { text: parts.join(', '), rules }
}
