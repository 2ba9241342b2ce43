// Sample scenarios for the playground: the three questions of issue 4 and a few from the seed
// rulings. Each is a complete request body for POST /evaluate.

export interface SampleScenario {
  id: string
  title: string
  scenario: unknown
}

export const SAMPLE_SCENARIOS: SampleScenario[] = [
  {
    id: 'copy-kicked',
    title: 'Is a copy of a kicked spell kicked?',
    scenario: {
      cards: { gfa: 'Grow from the Ashes' },
      actions: [
        { do: 'cast', card: 'gfa', kicker: true },
        { do: 'copySpell', card: 'gfa', as: 'copy1' },
      ],
      ask: [
        { q: 'isKicked', of: 'copy1' },
        { q: 'isKicked', of: 'gfa' },
      ],
    },
  },
  {
    id: 'kick-without-casting',
    title: 'Can I kick a creature I put onto the battlefield without casting it?',
    scenario: {
      cards: { gorger: 'Baloth Gorger' },
      actions: [{ do: 'putOntoBattlefield', card: 'gorger' }],
      ask: [{ q: 'isKicked', of: 'gorger' }],
    },
  },
  {
    id: 'flashback-buyback',
    title: 'Where does Blast from the Past go if I flash it back with buyback paid?',
    scenario: {
      cards: { bfp: { card: 'Blast from the Past', zone: 'graveyard' } },
      actions: [
        { do: 'cast', card: 'bfp', from: 'graveyard', cost: 'flashback', buyback: true },
        { do: 'resolve', card: 'bfp' },
      ],
      ask: [{ q: 'zone', of: 'bfp' }],
    },
  },
  {
    id: 'total-cost',
    title: 'Total cost and mana value of a kicked spell with a cost reduction',
    scenario: {
      cards: { gfa: 'Grow from the Ashes' },
      actions: [{ do: 'cast', card: 'gfa', kicker: true, costReduction: '{1}' }],
      ask: [
        { q: 'totalCost', of: 'gfa' },
        { q: 'manaValue', of: 'gfa' },
      ],
    },
  },
  {
    id: 'enter-as-copy',
    title: 'A permanent entering as a copy of a kicked creature is not kicked',
    scenario: {
      cards: {
        gorger: 'Baloth Gorger',
        clone: {
          name: 'Test Clone',
          manaCost: '{3}{U}',
          typeLine: 'Creature — Shapeshifter',
          oracleText: 'You may have this creature enter as a copy of any creature on the battlefield.',
          power: '0',
          toughness: '0',
        },
      },
      actions: [
        { do: 'cast', card: 'gorger', kicker: true },
        { do: 'resolve', card: 'gorger' },
        { do: 'enterAsCopy', card: 'clone', copyOf: 'gorger' },
      ],
      ask: [
        { q: 'isKicked', of: 'gorger' },
        { q: 'isKicked', of: 'clone' },
      ],
    },
  },
  {
    id: 'inline-ab-kicker',
    title: 'A card defined inline, kicked with its B kicker only',
    scenario: {
      cards: {
        bp: {
          name: 'Custom Card',
          manaCost: '{1}{R}',
          typeLine: 'Instant',
          oracleText:
            'Kicker {1}{U} and/or {2}\nThis spell deals 2 damage to any target. If this spell was kicked with its {1}{U} kicker, draw a card. If this spell was kicked with its {2} kicker, it deals 2 more damage.',
        },
      },
      actions: [{ do: 'cast', card: 'bp', kicker: ['B'] }],
      ask: [
        { q: 'isKicked', of: 'bp' },
        { q: 'kickedWith', of: 'bp' },
        { q: 'totalCost', of: 'bp' },
      ],
    },
  },
]
