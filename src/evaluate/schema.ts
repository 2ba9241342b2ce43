// The scenario language as JSON Schema (TypeBox), written once: Fastify's route schema and the
// OpenAPI document use it, and validateScenario checks REST bodies and GraphQL inputs with it,
// naming what is wrong ("actions[1].kicker must be …", "unknown action \"kick\"").
import Type, { type TSchema } from 'typebox'
import Compile from 'typebox/compile'
import { ManaCostSyntaxError, parseManaCost } from '../engine/mana/cost.js'
import { ZONES, type Scenario } from '../engine/index.js'

const LIMITS = { cards: 100, actions: 200, ask: 100, refLength: 64, nameLength: 200, textLength: 5000 }

const Ref = Type.String({
  minLength: 1,
  maxLength: LIMITS.refLength,
  description: 'A card of "cards", or a reference an earlier action made with "as".',
})
const Player = Type.String({ minLength: 1, maxLength: 40, description: 'A player: "you" or "opponent" unless "players" names them.' })
const Zone = Type.Enum([...ZONES], { description: 'library, hand, graveyard, exile, stack, battlefield or command' })
const Mana = Type.String({
  minLength: 3,
  maxLength: 100,
  pattern: '^(\\{[^{}]+\\})+$',
  description: 'Mana symbols in braces, e.g. "{2}{G}".',
})
const Bool = Type.Boolean()
const Id = Type.String({
  minLength: 1,
  maxLength: LIMITS.refLength,
  description: 'Names the action for "legal", "found" and "manaProduced" questions.',
})
const Count = Type.Integer({ minimum: 0, maximum: 1000 })
const Opt = <T extends TSchema>(t: T) => Type.Optional(t)
const closed = { additionalProperties: false } as const

const Placement = {
  zone: Opt(Zone),
  owner: Opt(Player),
  controller: Opt(Player),
  tapped: Opt(Bool),
  summoningSick: Opt(Type.Boolean({ description: "On the battlefield: it came under its controller's control this turn (CR 302.6)." })),
  counters: Opt(Type.Record(Type.String({ minLength: 1, maxLength: 40 }), Count)),
  chosenName: Opt(Type.String({ minLength: 1, maxLength: LIMITS.nameLength })),
}
const NullableText = (max: number) => Opt(Type.Union([Type.String({ maxLength: max }), Type.Null()]))

export const StoreCardSpec = Type.Object(
  {
    card: Type.String({ minLength: 1, maxLength: LIMITS.nameLength, description: 'A card name in the store (exact, any case).' }),
    ...Placement,
  },
  { ...closed, title: 'StoreCard' },
)
export const InlineCardSpec = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: LIMITS.nameLength }),
    manaCost: Opt(Type.Union([Mana, Type.Null()])),
    typeLine: Type.String({ minLength: 1, maxLength: LIMITS.nameLength }),
    oracleText: NullableText(LIMITS.textLength),
    power: NullableText(10),
    toughness: NullableText(10),
    loyalty: NullableText(10),
    ...Placement,
  },
  { ...closed, title: 'InlineCard' },
)
export const CardSpec = Type.Union([
  Type.String({ minLength: 1, maxLength: LIMITS.nameLength, description: 'A card name in the store.' }),
  StoreCardSpec,
  InlineCardSpec,
])

const Kicker = Type.Union(
  [Bool, Type.Integer({ minimum: 0, maximum: 100 }), Type.Enum(['A', 'B']), Type.Array(Type.Enum(['A', 'B']), { maxItems: 2 })],
  { description: 'true, a number of times (multikicker), "A", "B", or ["A","B"] (CR 702.33).' },
)
const CostChoice = Type.Enum(['normal', 'madness', 'flashback'])
const Refs = Type.Union([Ref, Type.Array(Ref, { minItems: 1, maxItems: 10 })])

const CastOptions = {
  from: Opt(Zone),
  cost: Opt(
    Type.Union([CostChoice, Type.Array(CostChoice, { minItems: 1, maxItems: 3 })], {
      description: '"normal", "madness" or "flashback" (two at once are illegal, CR 118.9a).',
    }),
  ),
  kicker: Opt(Kicker),
  buyback: Opt(Bool),
  stickerKickerFrom: Opt(
    Type.Union([Ref, Type.Array(Ref, { maxItems: 10 })], { description: 'The permanent(s) granting sticker kicker whose cost is paid.' }),
  ),
  controller: Opt(Player),
  owner: Opt(Player),
  x: Opt(Count),
  costIncrease: Opt(Mana),
  costReduction: Opt(Mana),
  allowedBy: Opt(
    Type.String({ minLength: 1, maxLength: 200, description: 'The effect that lets the card be cast from where it is (CR 601.3).' }),
  ),
}

const action = <P extends Record<string, TSchema>>(name: string, props: P, description: string) =>
  Type.Object({ do: Type.Literal(name), id: Opt(Id), ...props }, { ...closed, title: `Action_${name}`, description })

export const ACTIONS = {
  cast: action('cast', { card: Ref, ...CastOptions }, 'Cast a card (CR 601.2).'),
  copySpell: action(
    'copySpell',
    { of: Ref, as: Opt(Ref), controller: Opt(Player), by: Opt(Ref) },
    'Copy a spell on the stack (CR 707.10).',
  ),
  resolve: action(
    'resolve',
    { card: Opt(Ref), find: Opt(Type.Array(Ref, { maxItems: 20 })) },
    'Resolve the top of the stack; "find" chooses the cards its search finds.',
  ),
  counter: action('counter', { card: Ref }, 'Counter a spell (CR 701.6).'),
  putOntoBattlefield: action(
    'putOntoBattlefield',
    {
      card: Ref,
      controller: Opt(Player),
      kicker: Opt(Kicker),
      stickerKickerFrom: Opt(Refs),
      x: Opt(Count),
      tapped: Opt(Bool),
      chooseName: Opt(Type.String({ minLength: 1, maxLength: LIMITS.nameLength })),
    },
    'Put a card onto the battlefield without casting it.',
  ),
  enterAsCopy: action(
    'enterAsCopy',
    { card: Ref, of: Ref, controller: Opt(Player) },
    'The card enters the battlefield as a copy of a permanent.',
  ),
  createTokenCopy: action(
    'createTokenCopy',
    { of: Ref, as: Opt(Ref), controller: Opt(Player) },
    'Create a token that is a copy of a permanent.',
  ),
  discard: action('discard', { card: Ref }, "Discard a card from its owner's hand (CR 701.9)."),
  declineMadness: action('declineMadness', { card: Ref }, "Don't cast a card whose madness trigger is resolving (CR 702.35a)."),
  cycle: action(
    'cycle',
    { card: Ref, ability: Opt(Type.String({ minLength: 1, maxLength: 60 })), find: Opt(Type.Array(Ref, { maxItems: 1 })) },
    'Cycle or typecycle a card (CR 702.29).',
  ),
  search: action(
    'search',
    {
      player: Opt(Player),
      for: Type.String({
        minLength: 1,
        maxLength: 200,
        description: '"a basic land card", "two Forest cards", "a card", "a card named Forest"…',
      }),
      find: Opt(Type.Array(Ref, { maxItems: 20 })),
      // biome-ignore lint/suspicious/noThenProperty: a scenario field, not a thenable
      then: Opt(Type.Enum(['hand', 'battlefield', 'graveyard', 'exile', 'top'])),
      shuffle: Opt(Bool),
      reveal: Opt(Bool),
    },
    'Search a library (CR 701.23).',
  ),
  shuffle: action(
    'shuffle',
    { player: Opt(Player), cards: Opt(Type.Array(Ref, { maxItems: 20 })) },
    'Shuffle a library, optionally shuffling cards into it first (CR 701.24).',
  ),
  move: action('move', { card: Ref, to: Zone }, 'Put a card into a zone (not a discard, not a cast).'),
  activateManaAbility: action(
    'activateManaAbility',
    { card: Ref, ability: Opt(Type.Integer({ minimum: 1, maximum: 20 })) },
    'Activate a mana ability (CR 605).',
  ),
  tap: action('tap', { card: Ref }, 'Tap a permanent.'),
  untap: action('untap', { card: Ref }, 'Untap a permanent.'),
  beginTurn: action('beginTurn', { player: Opt(Player) }, "A player's turn begins (CR 302.6)."),
  gainControl: action('gainControl', { card: Ref, player: Opt(Player) }, 'A player gains control of a permanent.'),
  prohibit: action(
    'prohibit',
    { name: Type.String({ minLength: 1, maxLength: LIMITS.nameLength }), source: Opt(Type.String({ maxLength: 200 })) },
    "Spells with this name can't be cast (as Meddling Mage).",
  ),
}

const question = <P extends Record<string, TSchema>>(name: string, props: P, description: string) =>
  Type.Object({ q: Type.Literal(name), ...props }, { ...closed, title: `Question_${name}`, description })
const of = { of: Ref }

export const QUESTIONS = {
  legal: question('legal', { of: Id }, 'Was the action with this id allowed by the rules?'),
  isKicked: question('isKicked', of, 'Is it kicked (CR 702.33d)?'),
  timesKicked: question('timesKicked', of, 'How many times was it kicked?'),
  kickedWith: question('kickedWith', of, 'Which printed kicker costs ([A], [B]) were paid (CR 702.33f)?'),
  linkedKickerApplies: question(
    'linkedKickerApplies',
    { of: Ref, ability: Opt(Type.Union([Type.Integer({ minimum: 1, maximum: 20 }), Type.Enum(['A', 'B'])])) },
    'Does its "if it was kicked" ability apply (CR 607.2i)?',
  ),
  seenAsKickedSpell: question('seenAsKickedSpell', of, 'Is it a kicked spell for cards that care (Verazol, Elfhame Druid)?'),
  zone: question('zone', of, 'Where is it?'),
  owner: question('owner', of, 'Who owns it?'),
  controller: question('controller', of, 'Who controls it?'),
  isToken: question('isToken', of, 'Is it a token?'),
  isCopy: question('isCopy', of, 'Is it a copy?'),
  wasCast: question('wasCast', of, 'Was it cast?'),
  totalCost: question('totalCost', of, 'The total cost paid to cast it (CR 601.2f).'),
  manaValue: question('manaValue', of, 'Its mana value (CR 202.3).'),
  manaSpent: question('manaSpent', of, 'How much mana was spent to cast it.'),
  xValue: question(
    'xValue',
    { of: Ref, for: Opt(Type.Enum(['object', 'entersAbility'])) },
    'The value of X for it, or for its enters abilities (CR 107.3m).',
  ),
  counters: question('counters', { of: Ref, kind: Opt(Type.String({ minLength: 1, maxLength: 40 })) }, 'Its counters.'),
  ticketCounters: question('ticketCounters', { of: Opt(Player) }, "A player's ticket counters (CR 702.33h)."),
  stickers: question('stickers', of, 'How many stickers are on it.'),
  keywords: question('keywords', of, 'Its keyword abilities with costs, as parsed from its Oracle text.'),
  couldProduce: question('couldProduce', of, 'The types of mana it could produce (CR 106.7).'),
  canCast: question('canCast', { of: Ref, ...CastOptions }, 'Could it be cast this way now? Takes the options of "cast".'),
  triggerCount: question(
    'triggerCount',
    { of: Opt(Ref), event: Opt(Type.String({ minLength: 1, maxLength: 40 })) },
    'How many times its abilities triggered, or how many events of a kind happened (shuffle, search, cast, cycle, discard…).',
  ),
  canActivate: question(
    'canActivate',
    { of: Ref, ability: Opt(Type.Integer({ minimum: 1, maximum: 20 })) },
    'Could its activated ability be activated now (CR 107.5, 107.6, 302.6)?',
  ),
  manaProduced: question('manaProduced', { of: Id }, 'What the mana ability activation with this id produced.'),
  canSpendMana: question(
    'canSpendMana',
    { of: Ref, from: Ref, ability: Opt(Type.Integer({ minimum: 1, maximum: 20 })) },
    "Can mana from this source's ability be spent on this spell?",
  ),
  found: question('found', { of: Id }, 'What the search with this id found.'),
}

export const ScenarioSchema = Type.Object(
  {
    cards: Type.Record(Type.String({ minLength: 1, maxLength: LIMITS.refLength }), CardSpec, {
      maxProperties: LIMITS.cards,
      description: 'The cards of the scenario by reference: a store card name, { card, zone, … }, or an inline card.',
    }),
    players: Opt(Type.Array(Player, { minItems: 1, maxItems: 8 })),
    actions: Opt(Type.Array(Type.Union(Object.values(ACTIONS)), { maxItems: LIMITS.actions })),
    ask: Type.Array(Type.Union(Object.values(QUESTIONS)), { minItems: 1, maxItems: LIMITS.ask }),
  },
  { ...closed, title: 'Scenario', description: 'A rules scenario: cards, actions in order, and the questions to answer afterwards.' },
)

// ------------------------------------------------------------------------------ responses

const RuleCitation = Type.Object(
  { rule: Type.String(), text: Type.Union([Type.String(), Type.Null()]), effective: Type.Union([Type.String(), Type.Null()]) },
  { title: 'RuleCitation' },
)
const RulingCitation = Type.Object(
  {
    ruling: Type.Object({
      card: Type.String(),
      date: Type.Union([Type.String(), Type.Null()]),
      text: Type.String(),
      stored: Opt(Type.Boolean()),
    }),
  },
  { title: 'RulingCitation' },
)
const Citations = Type.Array(Type.Union([RuleCitation, RulingCitation]))

export const EvaluateResponseSchema = Type.Object(
  {
    answers: Type.Array(
      Type.Object({
        q: Type.String(),
        of: Opt(Type.String()),
        value: Type.Unsafe<unknown>({ description: 'The answer: boolean, number, string, list or null.' }),
        legal: Opt(Type.Boolean()),
        because: Type.String(),
        citations: Citations,
        detail: Opt(Type.Object({}, { additionalProperties: true })),
      }),
    ),
    actions: Type.Array(
      Type.Object({
        index: Type.Integer(),
        do: Type.String(),
        id: Opt(Type.String()),
        legal: Type.Boolean(),
        because: Type.String(),
        citations: Citations,
      }),
    ),
  },
  { title: 'EvaluateResult' },
)

// ------------------------------------------------------------------------------ validation

const compiled = new Map<TSchema, ReturnType<typeof Compile>>()
const validator = (schema: TSchema) => {
  let v = compiled.get(schema)
  if (!v) {
    v = Compile(schema)
    compiled.set(schema, v)
  }
  return v
}

const FRIENDLY: Record<string, string> = {
  kicker: 'true, a number of times, "A", "B" or ["A","B"]',
  cost: '"normal", "madness", "flashback" or a list of them',
  stickerKickerFrom: 'a card reference or a list of them',
  ability: 'a number (1 for the first ability), or "A"/"B" for linkedKickerApplies',
  manaCost: 'mana symbols in braces, e.g. "{2}{G}", or null',
  oracleText: 'a string or null',
}

const jsonPath = (base: string, instancePath: string) =>
  base +
  instancePath
    .split('/')
    .slice(1)
    .map((seg) => (/^\d+$/.test(seg) ? `[${seg}]` : `.${seg.replace(/~1/g, '/').replace(/~0/g, '~')}`))
    .join('')

const show = (v: unknown) => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v))

/** The first problem TypeBox finds, said so a user knows what to fix. */
function describe(schema: TSchema, value: unknown, base: string): string | null {
  const v = validator(schema)
  if (v.Check(value)) return null
  const errors = v.Errors(value)
  const pick =
    errors.find((e) => e.keyword === 'additionalProperties') ??
    errors.find((e) => e.keyword === 'required') ??
    errors.find((e) => e.keyword === 'anyOf') ??
    errors[0]!
  const where = jsonPath(base, pick.instancePath)
  switch (pick.keyword) {
    case 'additionalProperties': {
      const extra = (pick.params as { additionalProperties: string[] }).additionalProperties
      const props = Object.keys((schema as { properties?: Record<string, unknown> }).properties ?? {})
      return `${where}: unknown field${extra.length > 1 ? 's' : ''} ${extra.map((e) => `"${e}"`).join(', ')}${props.length && !pick.instancePath ? ` (known: ${props.join(', ')})` : ''}`
    }
    case 'required': {
      const missing = (pick.params as { requiredProperties?: string[] }).requiredProperties ?? []
      return `${where}: ${missing.length ? missing.map((m) => `"${m}"`).join(', ') : 'a field'} is required`
    }
    case 'anyOf': {
      const field = pick.instancePath.split('/').pop() ?? ''
      return `${where} must be ${FRIENDLY[field] ?? 'one of the accepted forms'}`
    }
    case 'enum':
      return `${where} must be one of ${(pick.params as { allowedValues: unknown[] }).allowedValues.map(show).join(', ')}`
    default:
      return `${where} ${pick.message}`
  }
}

export type Validation = { ok: true; value: Scenario } | { ok: false; message: string }

const Shell = Type.Object(
  {
    cards: Type.Record(Type.String({ minLength: 1, maxLength: LIMITS.refLength }), Type.Unknown(), { maxProperties: LIMITS.cards }),
    players: Opt(Type.Array(Player, { minItems: 1, maxItems: 8 })),
    actions: Opt(Type.Array(Type.Object({ do: Type.String({ minLength: 1 }) }), { maxItems: LIMITS.actions })),
    ask: Type.Array(Type.Object({ q: Type.String({ minLength: 1 }) }), { minItems: 1, maxItems: LIMITS.ask }),
  },
  closed,
)

function manaFields(obj: Record<string, unknown>, path: string, fields: string[]): string | null {
  for (const f of fields) {
    if (typeof obj[f] !== 'string') continue
    try {
      parseManaCost(obj[f] as string)
    } catch (e) {
      if (e instanceof ManaCostSyntaxError) return `${path}.${f}: ${e.message}`
      throw e
    }
  }
  return null
}

/** Check a scenario's shape; the first problem, with its JSON path, or the scenario. */
export function validateScenario(input: unknown): Validation {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, message: 'The scenario must be a JSON object with "cards", "actions" and "ask".' }
  const shell = describe(Shell, input, 'scenario')
  if (shell) return { ok: false, message: shell.replace(/^scenario\./, '').replace(/^scenario: /, '') }
  const s = input as Record<string, unknown> & {
    cards: Record<string, unknown>
    actions?: Record<string, unknown>[]
    ask: Record<string, unknown>[]
  }
  for (const [ref, spec] of Object.entries(s.cards)) {
    const path = `cards.${ref}`
    const schema = typeof spec === 'string' ? CardSpec : typeof spec === 'object' && spec && 'card' in spec ? StoreCardSpec : InlineCardSpec
    const problem =
      describe(schema, spec, path) ??
      (typeof spec === 'object' && spec ? manaFields(spec as Record<string, unknown>, path, ['manaCost']) : null)
    if (problem) return { ok: false, message: problem }
  }
  const each = (
    list: Record<string, unknown>[] | undefined,
    key: 'do' | 'q',
    table: Record<string, TSchema>,
    path: string,
  ): string | null => {
    for (const [i, item] of (list ?? []).entries()) {
      const kind = item[key] as string
      const schema = table[kind]
      if (!schema)
        return `${path}[${i}].${key}: unknown ${key === 'do' ? 'action' : 'question'} ${show(kind)}; known: ${Object.keys(table).join(', ')}`
      const problem = describe(schema, item, `${path}[${i}]`) ?? manaFields(item, `${path}[${i}]`, ['costIncrease', 'costReduction'])
      if (problem) return problem
    }
    return null
  }
  const problem = each(s.actions, 'do', ACTIONS, 'actions') ?? each(s.ask, 'q', QUESTIONS, 'ask')
  return problem ? { ok: false, message: problem } : { ok: true, value: input as unknown as Scenario }
}
