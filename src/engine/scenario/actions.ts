// The actions of the scenario language, one schema each. The object an action acts on is "card";
// the permanent or effect that grants or causes it is "source"; a destination zone is "to", a zone a
// card is taken from is "from".
import { ALTERNATIVE_COSTS, COST_PAYERS, SPECIAL_EXILES, type CostPayerOption, type SpecialExileName } from '../mechanics/index.js'
import { BuybackChoiceSchema } from '../mechanics/buyback.js'
import { KickerChoiceSchema } from '../mechanics/kicker.js'
import { StickerKickerChoiceSchema } from '../mechanics/sticker-kicker.js'
import Type, { type TSchema } from 'typebox'
import { StepSchema } from './turn.js'
import {
  AbilityRef,
  Bool,
  CardName,
  Chosen,
  closed,
  Count,
  Id,
  LIMITS,
  Mana,
  Opt,
  Player,
  Ref,
  Refs,
  SetupZone,
  Source,
  Zone,
  ZONES,
} from './primitives.js'

/** The kicker cast option's schema is the kicker mechanic's (src/engine/mechanics/kicker.ts). */
export const Kicker = KickerChoiceSchema
/** How a spell is cast: normally, or for one of the registered alternative costs (src/engine/mechanics). */
export const COST_CHOICES: readonly string[] = ['normal', ...ALTERNATIVE_COSTS.map((m) => m.name)]
const CostChoice = Type.Enum([...COST_CHOICES])
const RefOrRefs = StickerKickerChoiceSchema
/** The targets of a spell or ability, one per "target" phrase of its text in order (CR 601.2c). */
const Targets = Refs(
  10,
  'Its targets, one for each "target" phrase of its text, in the order written: a card reference, a reference an action made, or a player (CR 115.1, 601.2c).',
)

/** Decisions made as a spell resolves (CR 608.2d), for its effects (src/engine/effects). */
const EffectChoicesSchema = Type.Object(
  {
    discard: Opt(Refs(20, 'The cards discarded (chosen, or the random result) (CR 701.9).')),
    sacrifice: Opt(Refs(20, 'The permanents sacrificed (CR 701.21a).')),
    bottom: Opt(Refs(20, 'Scry: the cards put on the bottom of the library (CR 701.22a).')),
    graveyard: Opt(Refs(20, 'Surveil: the cards put into the graveyard (CR 701.25a).')),
    top: Opt(Refs(20, 'Scry or surveil: the order of the cards left on top, top first.')),
  },
  { ...closed, description: 'Decisions made as it resolves (CR 608.2d): what is discarded or sacrificed, scry and surveil choices.' },
)

/** The cost payers' cast options (src/engine/mechanics): "convoke", "improvise", "delve", each the objects that pay (CR 601.2h). */
const payerOption = (description: string) => Opt(Refs(20, description))
const PayerOptions = Object.fromEntries(COST_PAYERS.map((m) => [m.option, payerOption(m.describe)])) as Record<
  CostPayerOption,
  ReturnType<typeof payerOption>
>

/** How a card is cast: the options of "cast", also taken by the question "canCast". */
export const CastOptions = {
  from: Opt(
    Type.Enum([...ZONES], {
      description: 'Where the card is cast from (default: where it is). A card whose zone the scenario left unset starts there.',
    }),
  ),
  cost: Opt(
    Type.Union([CostChoice, Type.Array(CostChoice, { minItems: 1, maxItems: 3 })], {
      description: 'The alternative cost paid: "normal", "madness" or "flashback" (two at once are illegal, CR 118.9a).',
    }),
  ),
  kicker: Opt(Kicker),
  buyback: Opt(BuybackChoiceSchema),
  ...PayerOptions,
  stickerKicker: Opt(
    RefOrRefs('The permanent(s) granting sticker kicker (Wicker Picker) whose sticker kicker cost is paid, one payment each (CR 702.33h).'),
  ),
  controller: Opt(Player),
  owner: Opt(Type.String({ minLength: 1, maxLength: 40, description: "Who owns the card, when casting a card you don't own." })),
  x: Opt(Type.Integer({ minimum: 0, maximum: 1000, description: 'The value announced for X (CR 107.3a).' })),
  costIncrease: Opt(Type.String({ ...Mana, description: 'Extra mana to pay, from an effect the scenario states (CR 601.2f).' })),
  costReduction: Opt(
    Type.String({
      ...Mana,
      description: 'Mana the cost is reduced by, from an effect the scenario states; applied last (CR 601.2f, 118.7).',
    }),
  ),
  source: Opt(Type.String({ ...Source, description: 'The permanent or effect that lets the card be cast from where it is (CR 601.3).' })),
  // the stack (src/engine/game/targets.ts) and the effects (src/engine/effects): the targets chosen as it is
  // cast, one for each "target" phrase of its text (of the chosen modes); the modes of a modal spell
  targets: Opt(
    Refs(
      10,
      'Its targets, one for each "target" phrase of its text (of the chosen modes), in the order written: a card reference, a reference an action made, or a player (CR 115.1, 601.2c).',
    ),
  ),
  modes: Opt(
    Type.Array(Type.Integer({ minimum: 1, maximum: 10 }), {
      maxItems: 10,
      description: 'For a modal spell ("Choose one —"): the modes chosen, 1 for the first, in print order (CR 700.2a).',
    }),
  ),
}

const action = <N extends string, P extends Record<string, TSchema>>(name: N, props: P, description: string) =>
  Type.Object({ do: Type.Literal(name), id: Opt(Id), ...props }, { ...closed, title: `Action_${name}`, description })

/** The special actions that exile a card to be cast later (plot: src/engine/mechanics), one action each, named as the keyword. */
const specialExile = <N extends string>(name: N, description: string) => action(name, { card: Ref }, description)
const SpecialExiles = Object.fromEntries(SPECIAL_EXILES.map((m) => [m.name, specialExile(m.name, m.special.describe)])) as {
  [K in SpecialExileName]: ReturnType<typeof specialExile<K>>
}

export const ACTIONS = {
  cast: action('cast', { card: Ref, ...CastOptions }, 'Cast a card (CR 601.2).'),
  ...SpecialExiles,
  copySpell: action(
    'copySpell',
    {
      card: Type.String({ ...Ref, description: 'The spell on the stack to copy.' }),
      as: Opt(Type.String({ ...Ref, description: 'A reference name for the copy.' })),
      controller: Opt(Player),
      source: Opt(Type.String({ ...Source, description: 'The permanent whose ability copies it (e.g. Verazol, the Split Current).' })),
    },
    'Copy a spell on the stack (CR 707.10).',
  ),
  resolve: action(
    'resolve',
    {
      card: Opt(Type.String({ ...Ref, description: 'The spell expected on top of the stack (default: whatever is on top).' })),
      find: Opt(Refs(20, 'The cards its search finds.')),
      pay: Opt(Type.Boolean({ description: 'For "counter it unless that player pays …" (ward, CR 702.21a): whether the player pays.' })),
      // effects (src/engine/effects): the decisions made as it resolves (CR 608.2d)
      choices: Opt(EffectChoicesSchema),
      // CR 614.1c, 614.12: a permanent spell's "As ~ enters, choose …", made as it resolves and enters
      chosen: Opt(Chosen),
    },
    'Resolve the top of the stack (CR 608).',
  ),
  counter: action('counter', { card: Ref }, 'Counter a spell (CR 701.6).'),
  putOntoBattlefield: action(
    'putOntoBattlefield',
    {
      card: Ref,
      from: Opt(
        Type.Enum(['library', 'hand', 'graveyard', 'exile', 'command'], {
          description: 'Where it comes from, e.g. "graveyard" for reanimation.',
        }),
      ),
      controller: Opt(Player),
      tapped: Opt(Bool),
      chosenName: Opt(CardName),
      chosen: Opt(Chosen),
      kicker: Opt(
        Type.Union([Kicker], {
          description: 'Accepted only to be answered: a card put onto the battlefield is not cast, so it cannot be kicked.',
        }),
      ),
      stickerKicker: Opt(RefOrRefs('Accepted only to be answered: a card not cast cannot be sticker kicked.')),
      x: Opt(
        Type.Integer({ minimum: 0, maximum: 1000, description: 'Accepted only to be answered: X is chosen only as a spell is cast.' }),
      ),
    },
    'Put a card onto the battlefield without casting it.',
  ),
  enterAsCopy: action(
    'enterAsCopy',
    { card: Ref, copyOf: Type.String({ ...Ref, description: 'The permanent it enters as a copy of.' }), controller: Opt(Player) },
    'The card enters the battlefield as a copy of a permanent (CR 707.2).',
  ),
  createTokenCopy: action(
    'createTokenCopy',
    {
      card: Type.String({ ...Ref, description: 'The permanent to make a token copy of.' }),
      as: Opt(Type.String({ ...Ref, description: 'A reference name for the token.' })),
      controller: Opt(Player),
    },
    'Create a token that is a copy of a permanent (CR 707.2, 111.2).',
  ),
  discard: action('discard', { card: Ref }, "Discard a card from its owner's hand (CR 701.9)."),
  declineMadness: action('declineMadness', { card: Ref }, "Don't cast a card whose madness trigger is resolving (CR 702.35a)."),
  cycle: action(
    'cycle',
    { card: Ref, ability: Opt(AbilityRef), find: Opt(Refs(1, 'The card a typecycling search finds.')) },
    'Cycle or typecycle a card (CR 702.29).',
  ),
  search: action(
    'search',
    {
      player: Opt(Player),
      for: Type.String({
        minLength: 1,
        maxLength: 200,
        description: '"a basic land card", "two Forest cards", "a card", "a card named Forest", "a card with the chosen name"…',
      }),
      find: Opt(Refs(20, 'The cards found.')),
      to: Opt(
        Type.Enum(['hand', 'battlefield', 'graveyard', 'exile', 'top'], { description: 'Where the found cards go (default: hand).' }),
      ),
      shuffle: Opt(Bool),
      reveal: Opt(Bool),
    },
    'Search a library (CR 701.23).',
  ),
  shuffle: action(
    'shuffle',
    { player: Opt(Player), cards: Opt(Refs(20, 'Cards to shuffle into the library first (CR 701.24c–d).')) },
    'Shuffle a library, optionally shuffling cards into it first (CR 701.24).',
  ),
  move: action(
    'move',
    { card: Ref, to: Zone, from: Opt(SetupZone) },
    'Put a card into a zone: a plain zone change, not a discard or a cast (CR 400.7).',
  ),
  activateManaAbility: action('activateManaAbility', { card: Ref, ability: Opt(AbilityRef) }, 'Activate a mana ability (CR 605).'),
  // the game core (src/engine/game): damage, life and counters as effects the scenario states
  dealDamage: action(
    'dealDamage',
    {
      source: Opt(
        Type.String({
          ...Ref,
          description:
            'The card dealing the damage (its deathtouch, lifelink, infect, wither matter); omit for a source with no abilities.',
        }),
      ),
      to: Type.String({ ...Ref, description: 'The creature, planeswalker or battle (a card reference), or the player, dealt the damage.' }),
      amount: Count,
    },
    'Deal damage, as an effect the scenario states (CR 120); state-based actions follow (CR 704.3).',
  ),
  gainLife: action('gainLife', { player: Opt(Player), amount: Count }, 'A player gains life (CR 119.3).'),
  loseLife: action('loseLife', { player: Opt(Player), amount: Count }, 'A player loses life (CR 119.3).'),
  putCounters: action(
    'putCounters',
    { card: Ref, kind: Type.String({ minLength: 1, maxLength: 40, description: 'e.g. "+1/+1", "-1/-1", "loyalty".' }), amount: Count },
    'Put counters on a permanent (CR 122).',
  ),
  removeCounters: action(
    'removeCounters',
    { card: Ref, kind: Type.String({ minLength: 1, maxLength: 40 }), amount: Count },
    'Remove counters from a permanent (CR 122, 609.3).',
  ),
  tap: action('tap', { card: Ref }, 'Tap a permanent (CR 701.26).'),
  untap: action('untap', { card: Ref }, 'Untap a permanent (CR 701.26).'),
  beginTurn: action('beginTurn', { player: Opt(Player) }, "A player's turn begins (CR 302.6)."),
  gainControl: action('gainControl', { card: Ref, player: Opt(Player) }, 'A player gains control of a permanent.'),
  // the stack (src/engine/game): activated abilities, targets, the order of triggered abilities
  activate: action(
    'activate',
    {
      card: Type.String({ ...Ref, description: 'The permanent whose activated ability is activated.' }),
      ability: Opt(AbilityRef),
      targets: Opt(Targets),
      sacrifice: Opt(Refs(5, 'What is sacrificed to pay "Sacrifice a …" costs (CR 701.21a).')),
      discard: Opt(Refs(5, 'What is discarded to pay "Discard a … card" costs (CR 701.9a).')),
      as: Opt(Type.String({ ...Ref, description: 'A reference name for the ability on the stack (default: "<card>:ability").' })),
    },
    'Activate an activated ability: it goes on the stack, its targets are chosen and its costs paid (CR 602.2).',
  ),
  chooseTargets: action(
    'chooseTargets',
    {
      card: Type.String({ ...Ref, description: 'The spell or ability on the stack, e.g. a triggered ability "<source>:trigger".' }),
      targets: Targets,
    },
    'Choose the targets of a spell or ability on the stack that has none chosen yet, e.g. a triggered ability as it is put on the stack (CR 603.3d, 601.2c).',
  ),
  orderTriggers: action(
    'orderTriggers',
    {
      player: Opt(Player),
      order: Refs(10, 'The triggered abilities just put on the stack together, the first to go on the stack first (it resolves last).'),
    },
    'A player chooses the order of their triggered abilities put on the stack at the same time (CR 603.3b).',
  ),
  // turn structure (src/engine/game/turn.ts, timing.ts)
  advanceTo: action(
    'advanceTo',
    {
      step: StepSchema,
      player: Opt(
        Type.String({ ...Player, description: "Whose turn: go on to that player's next such step (default: the next such step)." }),
      ),
    },
    'Go on to a step (CR 500–514): every step on the way ends and its turn-based actions happen (untap 502.3, draw 504.1, cleanup 514.1–514.2). The stack must be empty (CR 500.2).',
  ),
  passPriority: action(
    'passPriority',
    { player: Opt(Type.String({ ...Player, description: 'The player passing (default: whoever has priority).' })) },
    'Pass priority (CR 117.3d); when all players pass in succession the top of the stack resolves, or the step ends (CR 117.4).',
  ),
  playLand: action(
    'playLand',
    { card: Ref, chosen: Opt(Chosen) },
    'Play a land from hand: a special action, one per turn (CR 305.1, 305.2, 116.2a).',
  ),
  // combat (src/engine/combat): as far as combat damage needs it
  attack: action(
    'attack',
    {
      cards: Refs(20, 'The attacking creatures (CR 508.1a); an empty list declares no attackers.'),
      defending: Opt(
        Type.String({
          ...Player,
          description: 'The player attacked, the defending player (CR 506.2, 508.1b); default: the next opponent.',
        }),
      ),
    },
    'Declare attackers (CR 508.1): from earlier in the turn, the game goes on to the declare attackers step first. Attacking taps them unless they have vigilance (CR 508.1f, 702.20b).',
  ),
  block: action(
    'block',
    {
      blocks: Type.Array(
        Type.Object(
          {
            blocker: Type.String({ ...Ref, description: 'The blocking creature.' }),
            attacker: Type.String({ ...Ref, description: 'The attacking creature it blocks.' }),
          },
          closed,
        ),
        { maxItems: 20, description: 'Each blocker and the attacker it blocks (CR 509.1a); an empty list declares no blockers.' },
      ),
    },
    'Declare blockers (CR 509.1): from the declare attackers step, the game goes on to the declare blockers step first. Flying, reach and menace are checked (CR 702.9b, 702.17b, 702.111b).',
  ),
  assignCombatDamage: action(
    'assignCombatDamage',
    {
      card: Type.String({ ...Ref, description: 'The attacking or blocking creature whose combat damage is divided.' }),
      assign: Type.Record(Type.String({ minLength: 1, maxLength: LIMITS.refLength }), Type.Integer({ minimum: 0, maximum: 1000 }), {
        maxProperties: 10,
        description: "Damage by recipient: a blocking creature's reference, or (with trample) the player attacked.",
      }),
    },
    "How a creature divides its combat damage among several blockers, or with trample between its blockers and the player (CR 510.1c, 702.19b): its controller's choice, checked as combat damage is assigned (CR 510.1e).",
  ),
  prohibit: action(
    'prohibit',
    { name: CardName, source: Opt(Type.String({ ...Source, maxLength: LIMITS.nameLength })) },
    "Spells with this name can't be cast, as an effect the scenario states (e.g. Meddling Mage's).",
  ),
}
