// The rulings the engine implements, quoted word for word from the seed documents
// (../shared/seeds/003: Wicker Picker and the kicker rulings) and from the rulings MTGJSON ships
// for the cards named. The engine cites a ruling by key; the evaluate service looks the text up in
// the store — first among the rulings of the card the answer is about, then (for general rulings)
// on any card — and cites the stored ruling with its date. Matching ignores case, quote style and
// spacing; `variants` lists older wordings of the same ruling.
//
// scope "general": a ruling Wizards publishes on every card with the mechanic (kicker, madness…);
// scope "card": a ruling about one card, cited only when that card is in the scenario.

/**
 * When a card's own ruling applies: the engine announces the event ("a spell resolved cast with
 * flashback and buyback") and cites the rulings of the card involved that are about it. A ruling
 * about one card is data attached to that card, never an `if (name === …)` in engine code.
 */
export type CardRulingEvent =
  | 'totalCost.kicked' // its total cost was asked, and it was kicked
  | 'canCast.madnessWithKickerOrBuyback' // cast with madness, paying kicker or buyback
  | 'canCast.flashbackKicked' // cast with flashback, paying kicker
  | 'manaSpent.cast' // the mana spent to cast it counts (it was cast)
  | 'manaSpent.notCast' // no mana was spent to cast it (it wasn't cast)
  | 'resolve.flashbackBuyback' // it resolved, cast with flashback and buyback
  | 'counter.cantBeCountered' // an attempt to counter it failed
  | 'manaAbility.noCounters' // its mana ability counts counters it doesn't have

export interface RulingEntry {
  text: string
  variants?: string[]
  scope: 'general' | 'card'
  /** The card the ruling was published for, cited when the store holds no copy of the ruling. */
  publishedFor: string
  /** A card ruling: the events it is about, for publishedFor only. */
  on?: CardRulingEvent[]
}

export const RULINGS = {
  // ------------------------------------------------------------ kicker (seed 003; on every kicker card)
  'kicker.kicked': {
    text: 'If a spell\'s kicker cost was paid, the spell is "kicked."',
    variants: [
      'Kicker represents an optional additional cost that you may choose to pay as you cast the spell. A spell cast with that additional cost paid is “kicked.”',
    ],
    scope: 'general',
    publishedFor: 'Grow from the Ashes',
  },
  'kicker.once': {
    text: "The kicker ability doesn't let you pay a kicker cost more than once.",
    variants: ['You can’t pay a kicker cost more than once.'],
    scope: 'general',
    publishedFor: 'Grow from the Ashes',
  },
  'kicker.notCast': {
    text: "If you put a permanent with a kicker ability onto the battlefield without casting it, you can't kick it.",
    scope: 'general',
    publishedFor: 'Bog Badger',
  },
  'kicker.copySpell': {
    text: 'If you copy a kicked spell on the stack, the copy is also kicked. If the copied spell is a permanent spell, the token the copy of that spell becomes when it enters is also kicked.',
    variants: [
      'If you copy a kicked spell, the copy is also kicked. If a card or token enters the battlefield as a copy of a permanent that’s already on the battlefield, the new permanent isn’t kicked, even if the original was.',
    ],
    scope: 'general',
    publishedFor: 'Grow from the Ashes',
  },
  'kicker.enterAsCopy': {
    text: "If a card or token enters as a copy of a permanent, the new permanent isn't kicked, even if the original was.",
    variants: [
      'If you copy a kicked spell, the copy is also kicked. If a card or token enters the battlefield as a copy of a permanent that’s already on the battlefield, the new permanent isn’t kicked, even if the original was.',
    ],
    scope: 'general',
    publishedFor: 'Phyrexian Missionary',
  },
  'kicker.totalCost': {
    text: "To determine a spell's total cost, start with the mana cost (or an alternative cost if another card's effect allows you to pay one instead), add any cost increases (such as kicker), then apply any cost reductions. The spell's mana value remains unchanged, no matter what the total cost to cast it was.",
    variants: [
      'To determine a spell’s total cost, start with the mana cost (or an alternative cost if another card’s effect allows you to pay one instead), add any cost increases (such as kicker), then apply any cost reductions. The converted mana cost of the spell is determined only by its mana cost, no matter what the total cost to cast it was.',
    ],
    scope: 'general',
    publishedFor: 'Grow from the Ashes',
  },
  // ------------------------------------------------------------ sticker kicker (seed 003: Wicker Picker)
  'sticker.linkedOnlyOwnKicker': {
    text: "If a creature spell has kicker or multikicker and another ability that checks if it was kicked (such as Bog Badger or Phyrexian Missionary), that ability is linked to its own printed kicker or multikicker ability and will apply only if you paid its own kicker or multikicker cost. Sticker kicker won't turn on those effects. However, sticker kicker will work with cards that care about other spells being kicked, such as Elfhame Druid or Verazol, the Split Current.",
    scope: 'general',
    publishedFor: 'Wicker Picker',
  },
  'sticker.optionalAdditionalCost': {
    text: 'Sticker kicker is an optional additional cost that you may pay as you cast a creature spell.',
    scope: 'general',
    publishedFor: 'Wicker Picker',
  },
  'sticker.noNameDodge': {
    text: "Conversely, you can't use sticker kicker to change a spell's name to get around effects that prohibit that spell from being cast (such as Meddling Mage).",
    scope: 'general',
    publishedFor: 'Wicker Picker',
  },
  'sticker.notCast': {
    text: "If you put a creature onto the battlefield without casting it, you can't sticker kick it.",
    scope: 'general',
    publishedFor: 'Wicker Picker',
  },
  'sticker.ticket': {
    text: 'If you sticker kick a creature spell, you get {TK} and may choose a sticker to put on the creature spell.',
    scope: 'general',
    publishedFor: 'Wicker Picker',
  },
  'sticker.oncePerSource': {
    text: 'Each Wicker Picker only lets you pay the sticker kicker cost once per spell. If you control multiple Wicker Pickers, then you can pay {1} for each of them, gaining {TK} and a sticker each time.',
    scope: 'general',
    publishedFor: 'Wicker Picker',
  },
  'sticker.notOwned': {
    text: "If you cast a creature spell you don't own, you may still choose to sticker kick it. If you do, you'll get the ticket counter, even though you can't put a sticker on a card you don't own.",
    scope: 'general',
    publishedFor: 'Wicker Picker',
  },
  'sticker.beforeCast': {
    text: "You get the ticket counter and the sticker is put on the creature spell just before it's considered cast. Any triggered abilities that trigger whenever you cast a spell with particular qualities will see the spell with the sticker applied.",
    scope: 'general',
    publishedFor: 'Wicker Picker',
  },
  // ------------------------------------------------------------ flashback
  'flashback.alwaysExiled': {
    text: 'A spell cast using flashback will always be exiled afterward, whether it resolves, is countered, or leaves the stack in some other way.',
    scope: 'general',
    publishedFor: 'Deep Analysis',
  },
  'flashback.totalCost': {
    text: "To determine the total cost of a spell, start with the mana cost or alternative cost (such as a flashback cost) you're paying, add any cost increases, then apply any cost reductions. The mana value of the spell is determined only by its mana cost, no matter what the total cost to cast the spell was.",
    variants: [
      "To determine the total cost of a spell, start with the mana cost or alternative cost (such as a flashback cost) you're paying, add any cost increases, then apply any cost reductions. The mana value of the spell is determined only by its mana cost, no matter what the total cost to cast that spell was.",
    ],
    scope: 'general',
    publishedFor: 'Deep Analysis',
  },
  'flashback.notCastBefore': {
    text: 'You can cast a spell using flashback even if it was somehow put into your graveyard without having been cast.',
    scope: 'general',
    publishedFor: 'Deep Analysis',
  },
  // ------------------------------------------------------------ madness
  'madness.stillDiscarded': {
    text: "A card with madness that's discarded counts as having been discarded even though it's put into exile rather than a graveyard. If it was discarded to pay a cost, that cost is still paid. Abilities that trigger when a card is discarded will still trigger.",
    variants: [
      'When you cast a card with madness, it was still discarded. If it was discarded to pay a cost, that cost is still paid. Abilities that trigger when a card is discarded will still trigger.',
    ],
    scope: 'general',
    publishedFor: 'Fiery Temper',
  },
  'madness.declined': {
    text: "If you choose not to cast a card with madness when the madness triggered ability resolves, it's put into your graveyard. Madness doesn't give you another chance to cast it later.",
    variants: [
      'If you choose not to cast a card with madness when the madness triggered ability resolves, it’s put into your graveyard. You don’t get another chance to cast it later.',
    ],
    scope: 'general',
    publishedFor: 'Fiery Temper',
  },
  'madness.totalCost': {
    text: "To determine the total cost of a spell, start with the mana cost or alternative cost (such as a madness cost) you're paying, add any cost increases, then apply any cost reductions. The mana value of the spell is determined by only its mana cost, no matter what the total cost to cast that spell was.",
    scope: 'general',
    publishedFor: 'Fiery Temper',
  },
  'madness.onlyFromHand': {
    text: "Cards are discarded in a Magic game only from a player's hand. Effects that put cards into a player's graveyard from anywhere else do not cause those cards to be discarded.",
    scope: 'general',
    publishedFor: 'Fiery Temper',
  },
  'madness.likeAnySpell': {
    text: "A spell cast for its madness cost is put onto the stack like any other spell. It can be countered, copied, and so on. As it resolves, it's put onto the battlefield if it's a permanent card or into its owner's graveyard if it's an instant or sorcery card.",
    scope: 'general',
    publishedFor: 'Fiery Temper',
  },
  // ------------------------------------------------------------ cycling and search
  'cycling.cycleOrDiscardOnce': {
    text: 'An ability that triggers whenever you “cycle or discard” a card triggers only once if you cycle a card. The ability “Whenever you discard a card” is functionally identical to this ability; cycling is mentioned for clarity.',
    scope: 'general',
    publishedFor: 'Drake Haven',
  },
  'search.statedQuality': {
    text: 'Because the “search” requires you to find a card with certain characteristics, you don’t have to find the card if you don’t want to.',
    scope: 'general',
    publishedFor: 'Pattern of Rebirth',
  },
  // ------------------------------------------------------------ single cards
  'blast.flashbackBuyback': {
    text: 'Flashback and buyback don’t mix. If you cast Blast from the Past using flashback, it will be exiled rather than go back to your hand.',
    scope: 'card',
    publishedFor: 'Blast from the Past',
    on: ['resolve.flashbackBuyback'],
  },
  'blast.flashbackKicker': {
    text: 'Flashback and kicker do mix. You can pay the kicker cost in addition to the flashback cost to get the extra Goblin token.',
    scope: 'card',
    publishedFor: 'Blast from the Past',
    on: ['canCast.flashbackKicked'],
  },
  'blast.cycleThenMadness': {
    text: 'If you cycle Blast from the Past, you can then use madness to cast it. If you cast Blast from the Past using madness, you may also pay for kicker or buyback.',
    scope: 'card',
    publishedFor: 'Blast from the Past',
    on: ['canCast.madnessWithKickerOrBuyback'],
  },
  'verazol.copyKicked': {
    text: 'You can’t choose to pay any additional costs for the copy. However, effects based on any additional costs that were paid for the original spell are copied as though those same costs were paid for the copy too. Most notably, the copy is also kicked.',
    scope: 'card',
    publishedFor: 'Verazol, the Split Current',
  },
  'verazol.copyNotCast': {
    text: 'The copy is created on the stack, so it’s not “cast.” Abilities that trigger when a player casts a spell won’t trigger.',
    scope: 'card',
    publishedFor: 'Verazol, the Split Current',
  },
  'verazol.manaSpent': {
    text: 'The amount of mana you spent to cast Verazol is usually equal to its converted mana cost, normally 2 plus the value chosen for X. However, you also include any additional costs you pay, including the “commander tax” in a Commander game.',
    scope: 'card',
    publishedFor: 'Verazol, the Split Current',
    on: ['manaSpent.cast'],
  },
  'verazol.notCast': {
    text: 'If Verazol enters the battlefield without being cast, then no mana was spent to cast it. It enters the battlefield without any +1/+1 counters. If no other effects are increasing its toughness at that time, it will be put into its owner’s graveyard as a state-based action.',
    scope: 'card',
    publishedFor: 'Verazol, the Split Current',
    on: ['manaSpent.notCast'],
  },
  'verazol.copyX': {
    text: 'For spells with {X} in their mana costs, the copy has the same value of X.',
    scope: 'card',
    publishedFor: 'Verazol, the Split Current',
  },
  'chalice.noCounters': {
    text: "You can cast Everflowing Chalice without kicking it at all if you wish. However, if Everflowing Chalice has no charge counters on it, activating its last ability won't produce any mana.",
    scope: 'card',
    publishedFor: 'Everflowing Chalice',
    on: ['manaAbility.noCounters'],
  },
  'cometStorm.totalCost': {
    text: "For example, if you want Comet Storm to deal 4 damage to each of three different targets, that means X is 4 and you're kicking the spell twice. You'll pay a mana cost of {4}{R}{R}, plus a kicker cost of {1}, plus another kicker cost of {1}, for a total of {6}{R}{R}.",
    scope: 'card',
    publishedFor: 'Comet Storm',
    on: ['totalCost.kicked'],
  },
  'urzasRage.cantBeCountered': {
    text: "A spell or ability that counters spells can still target Urza's Rage. When that spell or ability resolves, Urza's Rage won't be countered, but any additional effects of that spell or ability will still happen.",
    scope: 'card',
    publishedFor: "Urza's Rage",
    on: ['counter.cantBeCountered'],
  },
} satisfies Record<string, RulingEntry>

export type RulingKey = keyof typeof RULINGS

/** The keys of a card's own rulings about an event (none for another card). */
export function cardRulingsOn(event: CardRulingEvent, card: string): RulingKey[] {
  const name = card.toLowerCase()
  return (Object.entries(RULINGS) as [RulingKey, RulingEntry][])
    .filter(([, r]) => r.on?.includes(event) && r.publishedFor.toLowerCase() === name)
    .map(([k]) => k)
}

/** How the service compares ruling texts: case, quote style, dashes and spacing don't matter. */
export function normalizeRulingText(text: string): string {
  return text.toLowerCase().replace(/[’‘`]/g, "'").replace(/[“”]/g, '"').replace(/[—–]/g, '-').replace(/\s+/g, ' ').trim()
}
