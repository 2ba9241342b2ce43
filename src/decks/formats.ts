// The formats a deck can be validated for, and their deck-construction rules: where each rule is
// written (a CR rule, or a format's own rules where the CR is silent), and which legality list of
// the store it uses. Pure data.

export type FormatKind = 'constructed' | 'limited' | 'commander' | 'oathbreaker' | 'gladiator'

/** A rule the CR does not state: the format's own, quoted here (not from the store) and marked so. */
export interface FormatRuleText {
  name: string
  text: string
  source: string
}

export interface CommanderRules {
  /** The rule saying which cards may be the commander. */
  eligibility: '903.3' | '903.12c'
  /** 903.12c: Brawl also allows planeswalkers. */
  planeswalkers: boolean
  /** 903.12e: with a colorless commander, any number of basic lands of one type. */
  colorlessBasics: boolean
  /** Pauper Commander: the commander is a creature printed at uncommon, not necessarily legendary. */
  uncommonCreature?: FormatRuleText
}

export interface FormatSpec {
  id: string
  label: string
  kind: FormatKind
  /** The store's legalities key; null: no legality list (limited). */
  legality: string | null
  /** Deck size, including the commander(s) where there are some. */
  size: { min: number; max: number | null; rule: string; text?: FormatRuleText }
  /** Most sideboard cards; null: no limit (limited, 100.4b); 0: no sideboard (903.5e). */
  sideboard: { max: number | null; rule: string } | null
  /** Most copies of a card by English name (other than basic lands and "any number" cards); null: no limit. */
  copies: { max: number; rule: string; text?: FormatRuleText } | null
  /** What "restricted" in the legality list means. */
  restricted: 'one-copy' | 'commander-only' | 'banned-as-commander' | null
  commander?: CommanderRules
}

const constructed = (id: string, label: string, restricted: FormatSpec['restricted'] = null): FormatSpec => ({
  id,
  label,
  kind: 'constructed',
  legality: id,
  size: { min: 60, max: null, rule: '100.2a' },
  sideboard: { max: 15, rule: '100.4a' },
  copies: { max: 4, rule: '100.2a' },
  restricted,
})

const commanderLike = (id: string, label: string, restricted: FormatSpec['restricted'], extra: Partial<FormatSpec> = {}): FormatSpec => ({
  id,
  label,
  kind: 'commander',
  legality: id,
  size: { min: 100, max: 100, rule: '903.5a' },
  sideboard: { max: 0, rule: '903.5e' },
  copies: { max: 1, rule: '903.5b' },
  restricted,
  commander: { eligibility: '903.3', planeswalkers: false, colorlessBasics: false },
  ...extra,
})

const brawl = (id: string, label: string, size: FormatSpec['size']): FormatSpec =>
  commanderLike(id, label, null, {
    size,
    commander: { eligibility: '903.12c', planeswalkers: true, colorlessBasics: true },
  })

const OATHBREAKER_SOURCE = 'Oathbreaker format rules (oathbreakermtg.org); not in the Comprehensive Rules'

export const OATHBREAKER_RULES = {
  size: {
    name: 'Oathbreaker deck size',
    text: 'A deck has exactly 60 cards, including its Oathbreaker and its Signature Spell.',
    source: OATHBREAKER_SOURCE,
  },
  singleton: {
    name: 'Oathbreaker singleton',
    text: 'Other than basic lands, each card in the deck must have a different English name.',
    source: OATHBREAKER_SOURCE,
  },
  oathbreaker: {
    name: 'Oathbreaker',
    text: 'Each deck is led by a planeswalker card, its Oathbreaker.',
    source: OATHBREAKER_SOURCE,
  },
  signature: {
    name: 'Signature Spell',
    text: "Each deck has one instant or sorcery card as its Signature Spell, within its Oathbreaker's color identity.",
    source: OATHBREAKER_SOURCE,
  },
  identity: {
    name: 'Oathbreaker color identity',
    text: "Every card in the deck must be within the Oathbreaker's color identity.",
    source: OATHBREAKER_SOURCE,
  },
} satisfies Record<string, FormatRuleText>

export const PAUPER_COMMANDER_RULE: FormatRuleText = {
  name: 'Pauper Commander commander',
  text: 'The commander is a creature printed at uncommon; the other 99 cards are commons (the legality list marks uncommon-only creatures "restricted": legal as the commander only).',
  source: 'Pauper Commander format rules (pdhhomebase.com); not in the Comprehensive Rules',
}

export const HISTORIC_BRAWL_SIZE: FormatRuleText = {
  name: 'Historic Brawl deck size',
  text: 'A deck has exactly 100 cards, including its commander.',
  source: "MTG Arena's Historic Brawl rules; the CR's Brawl (903.12d) has 60",
}

const FORMATS: FormatSpec[] = [
  constructed('standard', 'Standard'),
  constructed('pioneer', 'Pioneer'),
  constructed('modern', 'Modern'),
  constructed('legacy', 'Legacy'),
  constructed('vintage', 'Vintage', 'one-copy'),
  constructed('pauper', 'Pauper'),
  constructed('alchemy', 'Alchemy'),
  constructed('explorer', 'Explorer'),
  constructed('historic', 'Historic'),
  constructed('timeless', 'Timeless', 'one-copy'),
  constructed('future', 'Future Standard'),
  constructed('penny', 'Penny Dreadful'),
  constructed('premodern', 'Premodern'),
  constructed('oldschool', 'Old School 93/94', 'one-copy'),
  {
    id: 'limited',
    label: 'Limited (draft, sealed)',
    kind: 'limited',
    legality: null,
    size: { min: 40, max: null, rule: '100.2b' },
    sideboard: null,
    copies: null,
    restricted: null,
  },
  commanderLike('commander', 'Commander', null),
  commanderLike('duel', 'Duel Commander', 'banned-as-commander'),
  commanderLike('predh', 'PreDH', null),
  commanderLike('paupercommander', 'Pauper Commander', 'commander-only', {
    commander: { eligibility: '903.3', planeswalkers: false, colorlessBasics: false, uncommonCreature: PAUPER_COMMANDER_RULE },
  }),
  brawl('brawl', 'Brawl', { min: 60, max: 60, rule: '903.12d' }),
  brawl('standardbrawl', 'Standard Brawl', { min: 60, max: 60, rule: '903.12d' }),
  brawl('historicbrawl', 'Historic Brawl', { min: 100, max: 100, rule: 'historicbrawl:size', text: HISTORIC_BRAWL_SIZE }),
  {
    id: 'oathbreaker',
    label: 'Oathbreaker',
    kind: 'oathbreaker',
    legality: 'oathbreaker',
    size: { min: 60, max: 60, rule: 'oathbreaker:size', text: OATHBREAKER_RULES.size },
    sideboard: { max: 0, rule: '903.5e' },
    copies: { max: 1, rule: 'oathbreaker:singleton', text: OATHBREAKER_RULES.singleton },
    restricted: null,
  },
  {
    id: 'gladiator',
    label: 'Gladiator',
    kind: 'gladiator',
    legality: 'gladiator',
    size: { min: 100, max: 100, rule: 'gladiator:size' },
    sideboard: null,
    copies: null,
    restricted: null,
  },
]

const BY_ID = new Map(FORMATS.map((f) => [f.id, f]))

/** What users write for a format → our id: "EDH", "Duel Commander", "PDH", "Historic Brawl", "93/94", "draft". */
const ALIASES: Record<string, string> = {
  edh: 'commander',
  cedh: 'commander',
  elderdragonhighlander: 'commander',
  duelcommander: 'duel',
  frenchcommander: 'duel',
  pdh: 'paupercommander',
  pauperedh: 'paupercommander',
  pennydreadful: 'penny',
  oldschool9394: 'oldschool',
  '9394': 'oldschool',
  draft: 'limited',
  sealed: 'limited',
  boosterdraft: 'limited',
  sealeddeck: 'limited',
  futurestandard: 'future',
}

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')

/** The format a name means, or null for one we don't validate. */
export function formatSpec(name: string): FormatSpec | null {
  const k = key(name)
  return BY_ID.get(k) ?? BY_ID.get(ALIASES[k] ?? '') ?? null
}

export const FORMAT_IDS = FORMATS.map((f) => f.id)
