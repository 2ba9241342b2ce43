// Theme tags: strategic roles inferred from the other tags (provenance `inferred`). They are
// suggestions, not rules text: each carries a confidence in 0..1 and, as evidence, the tags it was
// inferred from. A theme's confidence is the highest of the signals that suggest it.
import type { DerivedTag, TaggableCard } from './tag-types.js'

interface Signal {
  /** A tag slug the card must carry (any of them), e.g. "puts-lands-onto-battlefield". */
  slugs: string[]
  confidence: number
  /** Extra condition on the card. */
  when?: (card: TaggableCard) => boolean
}

interface Theme {
  slug: string
  label: string
  signals: Signal[]
}

const isLand = (c: TaggableCard) => c.types.includes('Land')
const notLand = (c: TaggableCard) => !isLand(c)
const textHas = (re: RegExp) => (c: TaggableCard) => re.test(c.oracleText)

const THEMES: Theme[] = [
  {
    slug: 'theme-ramp',
    label: 'Ramp',
    signals: [
      { slugs: ['puts-lands-onto-battlefield'], confidence: 0.9 },
      { slugs: ['searches-library-basic-land', 'searches-library-land'], confidence: 0.7 },
      { slugs: ['adds-mana'], confidence: 0.75, when: notLand },
      { slugs: ['cost-reduction'], confidence: 0.4 },
    ],
  },
  {
    slug: 'theme-card-advantage',
    label: 'Card advantage',
    signals: [
      {
        slugs: ['draws-cards'],
        confidence: 0.8,
        when: textHas(/\bdraws? (?:two|three|four|five|six|seven|X|that many|cards equal)|\bdraw a card for each\b/i),
      },
      { slugs: ['draws-cards'], confidence: 0.55 },
      { slugs: ['tutors'], confidence: 0.6 },
      { slugs: ['kw-investigate', 'kw-cycling'], confidence: 0.45 },
    ],
  },
  {
    slug: 'theme-removal',
    label: 'Removal',
    signals: [
      {
        slugs: ['destroys'],
        confidence: 0.85,
        when: textHas(
          /\bdestroy target (?:creature|permanent|nonland permanent|artifact|enchantment|planeswalker|\w+ creature|attacking|tapped)/i,
        ),
      },
      {
        slugs: ['exiles'],
        confidence: 0.8,
        when: textHas(
          /\bexile target (?:creature|permanent|nonland permanent|artifact|enchantment|planeswalker|\w+ creature|attacking|tapped)/i,
        ),
      },
      {
        slugs: ['deals-damage'],
        confidence: 0.75,
        when: textHas(
          /\bdeals? (?:\d+|X|damage equal)[^.]*?\bto (?:target creature|any target|target attacking|target blocking|target planeswalker|target \w+ creature|each creature)/i,
        ),
      },
      { slugs: ['shrinks-creatures'], confidence: 0.6, when: textHas(/\btarget creature gets [-−]/i) },
      { slugs: ['fights', 'kw-fight'], confidence: 0.65 },
      { slugs: ['bounces'], confidence: 0.45 },
      { slugs: ['destroys', 'exiles'], confidence: 0.4 },
    ],
  },
  {
    slug: 'theme-board-wipe',
    label: 'Board wipe',
    signals: [
      { slugs: ['destroys-all'], confidence: 0.9 },
      { slugs: ['exiles'], confidence: 0.85, when: textHas(/\bexile all (?:creatures|nonland permanents|permanents)/i) },
      { slugs: ['deals-damage'], confidence: 0.7, when: textHas(/\bdeals? \S+ damage to each creature\b/i) },
      { slugs: ['shrinks-creatures'], confidence: 0.7, when: textHas(/\b(?:all|each) (?:other )?creatures? gets? [-−]/i) },
    ],
  },
  {
    slug: 'theme-counterspell',
    label: 'Counterspell',
    signals: [
      { slugs: ['counters-spells'], confidence: 0.9 },
      { slugs: ['counters-abilities'], confidence: 0.6 },
    ],
  },
  {
    slug: 'theme-graveyard',
    label: 'Graveyard value',
    signals: [
      { slugs: ['casts-from-graveyard', 'reanimates'], confidence: 0.85 },
      { slugs: ['returns-from-graveyard'], confidence: 0.75 },
      { slugs: ['kw-dredge', 'kw-delve', 'kw-threshold', 'kw-delirium', 'kw-undergrowth', 'kw-escape', 'kw-scavenge'], confidence: 0.7 },
      { slugs: ['mills', 'kw-mill', 'kw-surveil'], confidence: 0.5 },
    ],
  },
  { slug: 'theme-reanimator', label: 'Reanimation', signals: [{ slugs: ['reanimates'], confidence: 0.85 }] },
  {
    slug: 'theme-tokens',
    label: 'Tokens',
    signals: [
      { slugs: ['creates-creature-tokens'], confidence: 0.85 },
      { slugs: ['creates-tokens', 'kw-populate', 'kw-amass', 'kw-fabricate'], confidence: 0.65 },
    ],
  },
  {
    slug: 'theme-lifegain',
    label: 'Lifegain',
    signals: [
      { slugs: ['gains-life'], confidence: 0.75 },
      { slugs: ['kw-lifelink'], confidence: 0.6 },
    ],
  },
  { slug: 'theme-drain', label: 'Life drain', signals: [{ slugs: ['drains-life'], confidence: 0.7 }] },
  {
    slug: 'theme-burn',
    label: 'Burn',
    signals: [
      {
        slugs: ['deals-damage'],
        confidence: 0.8,
        when: textHas(
          /\bdeals? (?:\d+|X|damage equal)[^.]*?\bto (?:any target|target player|each opponent|target opponent|each player|that player)/i,
        ),
      },
    ],
  },
  {
    slug: 'theme-discard',
    label: 'Hand disruption',
    signals: [
      {
        slugs: ['discards'],
        confidence: 0.75,
        when: textHas(
          /\b(?:target (?:player|opponent)|each opponent|each player|that player) discards?\b|\bdiscards? [^.]*? of your choice\b/i,
        ),
      },
    ],
  },
  {
    slug: 'theme-counters',
    label: '+1/+1 counters',
    signals: [
      { slugs: ['plus-one-counters'], confidence: 0.7 },
      {
        slugs: [
          'proliferates',
          'kw-proliferate',
          'kw-evolve',
          'kw-adapt',
          'kw-outlast',
          'kw-bolster',
          'kw-modular',
          'kw-graft',
          'kw-mentor',
          'kw-support',
        ],
        confidence: 0.7,
      },
    ],
  },
  {
    slug: 'theme-sacrifice',
    label: 'Sacrifice outlet',
    signals: [
      { slugs: ['sacrifices'], confidence: 0.6, when: textHas(/\bsacrifice (?:a|an|another) (?:creature|permanent|artifact)[^:]*:/i) },
    ],
  },
  {
    slug: 'theme-evasion',
    label: 'Evasion',
    signals: [
      {
        slugs: ['kw-flying', 'kw-menace', 'kw-shadow', 'kw-fear', 'kw-intimidate', 'kw-horsemanship', 'kw-skulk', 'kw-landwalk'],
        confidence: 0.6,
      },
      { slugs: ['grants-evasion'], confidence: 0.5 },
    ],
  },
  {
    slug: 'theme-protection',
    label: 'Protection',
    signals: [
      { slugs: ['kw-hexproof', 'kw-indestructible', 'kw-shroud', 'kw-protection', 'kw-ward'], confidence: 0.55 },
      { slugs: ['grants-protection'], confidence: 0.6 },
    ],
  },
  { slug: 'theme-tutor', label: 'Tutor', signals: [{ slugs: ['tutors'], confidence: 0.8 }] },
  {
    slug: 'theme-land-destruction',
    label: 'Land destruction',
    signals: [{ slugs: ['destroys'], confidence: 0.85, when: textHas(/\bdestroy (?:target|all|each) (?:nonbasic )?lands?\b/i) }],
  },
  {
    slug: 'theme-spellslinger',
    label: 'Spellslinger',
    signals: [
      { slugs: ['cast-trigger'], confidence: 0.7, when: textHas(/\bwhenever you cast (?:an? )?(?:instant|sorcery|noncreature)/i) },
      { slugs: ['kw-prowess', 'kw-magecraft', 'kw-storm'], confidence: 0.7 },
    ],
  },
  {
    slug: 'theme-mill',
    label: 'Mill',
    signals: [
      {
        slugs: ['mills', 'kw-mill'],
        confidence: 0.7,
        when: textHas(/\b(?:target player|target opponent|each opponent|each player|that player) mills?\b/i),
      },
    ],
  },
  { slug: 'theme-extra-turns', label: 'Extra turns', signals: [{ slugs: ['extra-turn'], confidence: 0.9 }] },
]

export function themeTags(card: TaggableCard, tags: readonly DerivedTag[]): DerivedTag[] {
  const bySlug = new Map(tags.map((t) => [t.slug, t]))
  const out: DerivedTag[] = []
  for (const theme of THEMES) {
    let best: { confidence: number; from: string[] } | undefined
    for (const signal of theme.signals) {
      const from = signal.slugs.filter((s) => bySlug.has(s))
      if (from.length === 0 || (signal.when && !signal.when(card))) continue
      if (!best || signal.confidence > best.confidence) best = { confidence: signal.confidence, from }
    }
    if (best) {
      out.push({
        slug: theme.slug,
        label: theme.label,
        category: 'theme',
        provenance: 'inferred',
        confidence: best.confidence,
        evidence: `suggested by: ${best.from.map((s) => bySlug.get(s)!.label).join(', ')}`,
      })
    }
  }
  return out
}
