// The examples of CR 613, interaction of continuous effects (the layer system), as scenarios (see
// ./example.ts). "An effect" of an example is a spell with that text cast and resolved, or a permanent
// with it; cards the example names are the real cards.
import type { CardSpec } from '../../../src/engine/index.js'
import type { CrExample } from './example.js'

/** An inline creature on the battlefield. */
const creature = (name: string, power: number, toughness: number, rest: Partial<Record<string, unknown>> = {}): CardSpec => ({
  name,
  manaCost: '{1}{G}',
  typeLine: 'Creature — Beast',
  oracleText: '',
  power: String(power),
  toughness: String(toughness),
  zone: 'battlefield',
  ...rest,
})
/** An inline instant with this text. */
const instant = (name: string, oracleText: string): CardSpec => ({ name, manaCost: '{U}', typeLine: 'Instant', oracleText })
/** An inline Aura with this static ability. */
const aura = (name: string, ability: string): CardSpec => ({
  name,
  manaCost: '{W}',
  typeLine: 'Enchantment — Aura',
  oracleText: `Enchant creature\n${ability}`,
})
const pt = (of: string) => [
  { q: 'power' as const, of },
  { q: 'toughness' as const, of },
]

export const layers: CrExample[] = [
  {
    rule: '613.4d',
    example:
      'A 1/3 creature is given +0/+1 by an effect. Then another effect switches the creature’s power and toughness. Its new power and toughness is 4/1. A new effect gives the creature +5/+0. Its “unswitched” power and toughness would be 6/4, so its actual power and toughness is 4/6.',
    scenario: {
      cards: {
        c: creature('Test Creature', 1, 3),
        a: instant('Spell A', 'Target creature gets +0/+1 until end of turn.'),
        s: instant('Spell S', "Switch target creature's power and toughness until end of turn."),
        f: instant('Spell F', 'Target creature gets +5/+0 until end of turn.'),
      },
      actions: [
        { do: 'cast', card: 'a', targets: ['c'] },
        { do: 'resolve' },
        { do: 'cast', card: 's', targets: ['c'] },
        { do: 'resolve' },
        { do: 'cast', card: 'f', targets: ['c'] },
        { do: 'resolve' },
      ],
      ask: pt('c'),
    },
    after: [{ actions: 4, answers: [4, 1] }],
    answers: [4, 6],
  },
  {
    rule: '613.4d',
    example:
      'A 1/3 creature is given +0/+1 by an effect. Then another effect switches the creature’s power and toughness. Its new power and toughness is 4/1. If the +0/+1 effect ends before the switch effect ends, the creature becomes 3/1.',
    note: "The +0/+1 effect is an Aura's, so it ends when the Aura leaves the battlefield, before the switch effect ends.",
    scenario: {
      cards: {
        c: creature('Test Creature', 1, 3),
        a: aura('Aura A', 'Enchanted creature gets +0/+1.'),
        s: instant('Spell S', "Switch target creature's power and toughness until end of turn."),
      },
      actions: [
        { do: 'cast', card: 'a', targets: ['c'] },
        { do: 'resolve' },
        { do: 'cast', card: 's', targets: ['c'] },
        { do: 'resolve' },
        { do: 'move', card: 'a', to: 'graveyard' },
      ],
      ask: pt('c'),
    },
    after: [{ actions: 4, answers: [4, 1] }],
    answers: [3, 1],
  },
  {
    rule: '613.4d',
    example:
      'A 1/3 creature is given +0/+1 by an effect. Then another effect switches the creature’s power and toughness. Then another effect switches its power and toughness again. The two switches essentially cancel each other, and the creature becomes 1/4.',
    scenario: {
      cards: {
        c: creature('Test Creature', 1, 3),
        a: instant('Spell A', 'Target creature gets +0/+1 until end of turn.'),
        s: instant('Spell S', "Switch target creature's power and toughness until end of turn."),
        t: instant('Spell T', "Switch target creature's power and toughness until end of turn."),
      },
      actions: [
        { do: 'cast', card: 'a', targets: ['c'] },
        { do: 'resolve' },
        { do: 'cast', card: 's', targets: ['c'] },
        { do: 'resolve' },
        { do: 'cast', card: 't', targets: ['c'] },
        { do: 'resolve' },
      ],
      ask: pt('c'),
    },
    after: [{ actions: 4, answers: [4, 1] }],
    answers: [1, 4],
  },
  {
    rule: '613.5',
    example:
      'Honor of the Pure is an enchantment that reads “White creatures you control get +1/+1.” Honor of the Pure and a 2/2 black creature are on the battlefield under your control. If an effect then turns the creature white (layer 5), it gets +1/+1 from Honor of the Pure (layer 7c), becoming 3/3. If the creature’s color is later changed to red (layer 5), Honor of the Pure’s effect stops applying to it, and it will return to being 2/2.',
    note: 'The color changes are spells with "becomes white/red until end of turn"; the 3/3 on the way is checked, so a final 2/2 from ignoring both changes is not right.',
    scenario: {
      cards: {
        honor: { card: 'Honor of the Pure', zone: 'battlefield' },
        c: creature('Black Creature', 2, 2, { manaCost: '{1}{B}', typeLine: 'Creature — Zombie' }),
        w: instant('Whiten', 'Target creature becomes white until end of turn.'),
        r: instant('Redden', 'Target creature becomes red until end of turn.'),
      },
      actions: [{ do: 'cast', card: 'w', targets: ['c'] }, { do: 'resolve' }, { do: 'cast', card: 'r', targets: ['c'] }, { do: 'resolve' }],
      ask: pt('c'),
    },
    after: [
      { actions: 0, answers: [2, 2] },
      { actions: 2, answers: [3, 3] },
    ],
    answers: [2, 2],
  },
  {
    rule: '613.5',
    example:
      'Gray Ogre, a 2/2 creature, is on the battlefield. An effect puts a +1/+1 counter on it (layer 7c), making it 3/3. A spell targeting it that says “Target creature gets +4/+4 until end of turn” resolves (layer 7c), making it 7/7. An enchantment that says “Creatures you control get +0/+2” enters the battlefield (layer 7c), making it 7/9. An effect that says “Target creature becomes 0/1 until end of turn” is applied to it (layer 7b), making it 5/8 (0/1, with +4/+4 from the resolved spell, +0/+2 from the enchantment, and +1/+1 from the counter).',
    scenario: {
      cards: {
        ogre: { card: 'Gray Ogre', zone: 'battlefield' },
        g: instant('Giant Growth Four', 'Target creature gets +4/+4 until end of turn.'),
        e: { name: 'Toughening Field', manaCost: '{2}{W}', typeLine: 'Enchantment', oracleText: 'Creatures you control get +0/+2.' },
        b: instant('Shrink', 'Target creature becomes 0/1 until end of turn.'),
      },
      actions: [
        { do: 'putCounters', card: 'ogre', kind: '+1/+1', amount: 1 },
        { do: 'cast', card: 'g', targets: ['ogre'] },
        { do: 'resolve' },
        { do: 'cast', card: 'e' },
        { do: 'resolve' },
        { do: 'cast', card: 'b', targets: ['ogre'] },
        { do: 'resolve' },
      ],
      ask: pt('ogre'),
    },
    after: [
      { actions: 1, answers: [3, 3] },
      { actions: 3, answers: [7, 7] },
      { actions: 5, answers: [7, 9] },
    ],
    answers: [5, 8],
  },
  {
    rule: '613.6',
    example:
      'An effect that reads “This creature gets +1/+1 and becomes the color of your choice until end of turn” is both a power- and toughness-changing effect and a color-changing effect. The “becomes the color of your choice” part is applied in layer 5, and then the “gets +1/+1” part is applied in layer 7c.',
    note: 'The effect is an activated ability of the creature itself; the language has no question about color, so only the layer-7c part (+1/+1) is checked.',
    scenario: {
      cards: {
        c: creature('Chameleon Test', 2, 2, {
          oracleText: '{1}: This creature gets +1/+1 and becomes the color of your choice until end of turn.',
        }),
      },
      actions: [{ do: 'activate', card: 'c' }, { do: 'resolve' }],
      ask: pt('c'),
    },
    answers: [3, 3],
  },
  {
    rule: '613.6',
    example:
      'Act of Treason has an effect that reads “Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.” This is both a control-changing effect and an effect that adds an ability to an object. The “gain control” part is applied in layer 2, and then the “it gains haste” part is applied in layer 6.',
    scenario: {
      cards: {
        act: 'Act of Treason',
        bears: { card: 'Grizzly Bears', zone: 'battlefield', owner: 'opponent', tapped: true },
      },
      actions: [{ do: 'cast', card: 'act', targets: ['bears'] }, { do: 'resolve' }],
      ask: [
        { q: 'controller', of: 'bears' },
        { q: 'isTapped', of: 'bears' },
        { q: 'abilities', of: 'bears' },
      ],
    },
    answers: ['you', false, ['haste']],
  },
  {
    rule: '613.6',
    example:
      'An effect that reads “All noncreature artifacts become 2/2 artifact creatures until end of turn” is both a type-changing effect and a power- and toughness-setting effect. The type-changing effect is applied to all noncreature artifacts in layer 4 and the power- and toughness-setting effect is applied to those same permanents in layer 7b, even though those permanents aren’t noncreature artifacts by then.',
    scenario: {
      cards: {
        art: { name: 'Test Artifact', manaCost: '{2}', typeLine: 'Artifact', oracleText: '', zone: 'battlefield' },
        s: {
          name: 'Animate Artifacts',
          manaCost: '{2}{U}',
          typeLine: 'Sorcery',
          oracleText: 'All noncreature artifacts become 2/2 artifact creatures until end of turn.',
        },
      },
      actions: [{ do: 'cast', card: 's' }, { do: 'resolve' }],
      ask: pt('art'),
    },
    answers: [2, 2],
  },
  {
    rule: '613.6',
    example:
      'Svogthos, the Restless Tomb, is on the battlefield. An effect that says “Until end of turn, target land becomes a 3/3 creature that’s still a land” is applied to it (layers 4 and 7b). An effect that says “Target creature gets +1/+1 until end of turn” is applied to it (layer 7c), making it a 4/4 land creature. Then while you have ten creature cards in your graveyard, you activate Svogthos’s ability: “Until end of turn, this land becomes a black and green Plant Zombie creature with ‘This creature’s power and toughness are each equal to the number of creature cards in your graveyard.’ It’s still a land.” (layers 4, 5, and 7b). It becomes an 11/11 land creature. If a creature card enters or leaves your graveyard, Svogthos’s power and toughness will be modified accordingly. If the first effect is applied to it again, it will become a 4/4 land creature again.',
    note: 'Ten creature cards are in your graveyard; one of them is exiled (the count changes), then the first effect is applied again by a second copy of that spell.',
    scenario: {
      cards: {
        svogthos: { card: 'Svogthos, the Restless Tomb', zone: 'battlefield' },
        a: instant('Animate Land', "Until end of turn, target land becomes a 3/3 creature that's still a land."),
        b: instant('Small Growth', 'Target creature gets +1/+1 until end of turn.'),
        a2: instant('Animate Land', "Until end of turn, target land becomes a 3/3 creature that's still a land."),
        ...Object.fromEntries(
          Array.from({ length: 10 }, (_, i) => [`dead${i + 1}`, creature(`Dead Creature ${i + 1}`, 1, 1, { zone: 'graveyard' })]),
        ),
      },
      actions: [
        { do: 'cast', card: 'a', targets: ['svogthos'] },
        { do: 'resolve' },
        { do: 'cast', card: 'b', targets: ['svogthos'] },
        { do: 'resolve' },
        { do: 'activate', card: 'svogthos', ability: 2 },
        { do: 'resolve' },
        { do: 'move', card: 'dead1', to: 'exile' },
        { do: 'cast', card: 'a2', targets: ['svogthos'] },
        { do: 'resolve' },
      ],
      ask: pt('svogthos'),
    },
    after: [
      { actions: 4, answers: [4, 4] },
      { actions: 6, answers: [11, 11] },
      { actions: 7, answers: [10, 10] },
    ],
    answers: [4, 4],
  },
  {
    rule: '613.7a',
    example:
      'Rune of Flight is an Aura that grants enchanted Equipment “Equipped creature has flying.” A player attaches Rune of Flight to Colossus Hammer, an Equipment with “Equipped creature gets +10/+10 and loses flying.” The ability granted by Rune of Flight shares Rune of Flight’s timestamp because it is later than Colossus Hammer’s timestamp. If Colossus Hammer becomes attached to a creature, both of its abilities receive new timestamps (see rule 613.7e), but the relative order of those timestamps remains the same.',
    note: 'Rune of Flight is cast on Colossus Hammer, then the Hammer is equipped to Grizzly Bears: Rune\'s granted "Equipped creature has flying" stays later than the Hammer\'s "loses flying", so the Bears have flying (and +10/+10).',
    scenario: {
      cards: {
        bears: { card: 'Grizzly Bears', zone: 'battlefield' },
        hammer: { card: 'Colossus Hammer', zone: 'battlefield' },
        rune: 'Rune of Flight',
        top: { card: 'Hill Giant', zone: 'library' },
      },
      actions: [
        { do: 'cast', card: 'rune', targets: ['hammer'] },
        { do: 'resolve' },
        { do: 'resolve' },
        { do: 'activate', card: 'hammer', ability: 'Equip', targets: ['bears'] },
        { do: 'resolve' },
      ],
      ask: [{ q: 'abilities', of: 'bears' }, ...pt('bears')],
    },
    answers: [['flying'], 12, 12],
  },
  {
    rule: '613.9',
    example:
      'Two effects are affecting the same creature: one from an Aura that says “Enchanted creature has flying” and one from an Aura that says “Enchanted creature loses flying.” Neither of these depends on the other, since nothing changes what they affect or what they’re doing to it. Applying them in timestamp order means the one that was generated last “wins.” The same process would be followed, and the same result reached, if either of the effects had a duration (such as “Target creature loses flying until end of turn”) or came from a non-Aura source (such as “All creatures lose flying”).',
    scenario: {
      cards: {
        bears: { card: 'Grizzly Bears', zone: 'battlefield' },
        f: aura('Aura of Flight', 'Enchanted creature has flying.'),
        l: aura('Aura of Grounding', 'Enchanted creature loses flying.'),
      },
      actions: [
        { do: 'cast', card: 'f', targets: ['bears'] },
        { do: 'resolve' },
        { do: 'cast', card: 'l', targets: ['bears'] },
        { do: 'resolve' },
      ],
      ask: [{ q: 'abilities', of: 'bears' }],
    },
    after: [{ actions: 2, answers: [['flying']] }],
    answers: [[]],
  },
  {
    rule: '613.9',
    example:
      'One effect reads, “White creatures get +1/+1,” and another reads, “Enchanted creature is white.” The enchanted creature gets +1/+1 from the first effect, regardless of its previous color.',
    scenario: {
      cards: {
        bears: { card: 'Grizzly Bears', zone: 'battlefield' },
        anthem: {
          name: 'White Anthem',
          manaCost: '{2}{W}',
          typeLine: 'Enchantment',
          oracleText: 'White creatures get +1/+1.',
          zone: 'battlefield',
        },
        w: aura('Whitening Aura', 'Enchanted creature is white.'),
      },
      actions: [{ do: 'cast', card: 'w', targets: ['bears'] }, { do: 'resolve' }],
      ask: pt('bears'),
    },
    after: [{ actions: 0, answers: [2, 2] }],
    answers: [3, 3],
  },
]
