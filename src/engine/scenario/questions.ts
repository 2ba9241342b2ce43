// The questions of the scenario language, one schema each. A question is about "of": a card or
// reference, a player (ticketCounters) or an action id (legal, found, manaProduced).
import Type, { type TSchema } from 'typebox'
import { CastOptions } from './actions.js'
import { AbilityRef, closed, Id, Opt, Player, Ref } from './primitives.js'

/** The game events the engine records, which triggerCount can count. */
export const GAME_EVENTS = ['cast', 'cycle', 'discard', 'draw', 'enters', 'shuffle', 'search', 'tappedForMana'] as const

const question = <N extends string, P extends Record<string, TSchema>>(name: N, props: P, description: string) =>
  Type.Object({ q: Type.Literal(name), ...props }, { ...closed, title: `Question_${name}`, description })
const of = { of: Ref }

export const QUESTIONS = {
  legal: question('legal', { of: Id }, 'Was the action with this id allowed by the rules?'),
  // the game core (src/engine/game): power/toughness, damage, life, state-based actions
  power: question('power', of, 'Its power (CR 208, 613.4: printed value and P/T counters; other effects are unsupported).'),
  toughness: question('toughness', of, 'Its toughness (CR 208, 613.4: printed value and P/T counters; other effects are unsupported).'),
  damageMarked: question('damageMarked', of, 'The damage marked on it (CR 120.3e, 120.6).'),
  wouldDie: question(
    'wouldDie',
    of,
    'Did (or would) state-based actions put it into its graveyard: 0 toughness, lethal or deathtouch damage, 0 loyalty (CR 704.5f–i)?',
  ),
  stateBasedActions: question(
    'stateBasedActions',
    {},
    'The state-based actions performed after the set-up and each action, in order (CR 704.3); detail.pending: what the next check would do.',
  ),
  lifeTotal: question('lifeTotal', { of: Opt(Player) }, "A player's life total (CR 119; default: you)."),
  poisonCounters: question('poisonCounters', { of: Opt(Player) }, "A player's poison counters (CR 122.1f; default: you)."),
  hasLost: question(
    'hasLost',
    { of: Opt(Player) },
    'Has the player lost the game to a state-based action (CR 704.5a, 704.5c; default: you)?',
  ),
  isKicked: question('isKicked', of, 'Is it kicked (CR 702.33d)?'),
  timesKicked: question('timesKicked', of, 'How many times was it kicked?'),
  kickedWith: question('kickedWith', of, 'Which printed kicker costs ([A], [B]) were paid (CR 702.33f)?'),
  linkedKickerApplies: question(
    'linkedKickerApplies',
    { of: Ref, ability: Opt(AbilityRef) },
    'Does its "if it was kicked" ability apply (CR 607.2i)? "ability": the number of the linked ability, or the kicker label "A"/"B".',
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
  counters: question(
    'counters',
    { of: Ref, kind: Opt(Type.String({ minLength: 1, maxLength: 40 })) },
    'Its counters, or how many of one kind.',
  ),
  ticketCounters: question('ticketCounters', { of: Opt(Player) }, "A player's ticket counters (CR 702.33h)."),
  stickers: question('stickers', of, 'How many stickers are on it.'),
  keywords: question('keywords', of, 'Its keyword abilities with costs, as read from its Oracle text.'),
  couldProduce: question('couldProduce', of, 'The types of mana it could produce (CR 106.7).'),
  canCast: question('canCast', { of: Ref, ...CastOptions }, 'Could it be cast this way now? Takes the options of "cast".'),
  triggerCount: question(
    'triggerCount',
    {
      of: Opt(Ref),
      event: Opt(Type.Enum([...GAME_EVENTS], { description: 'Count only what this kind of game event set off.' })),
    },
    'How many times its abilities triggered; without "of", how many events of a kind happened (or how many abilities triggered in all).',
  ),
  canActivate: question(
    'canActivate',
    { of: Ref, ability: Opt(AbilityRef) },
    'Could its activated ability be activated now (CR 602.2, 107.5, 302.6)?',
  ),
  manaProduced: question('manaProduced', { of: Id }, 'What the mana ability activation with this id produced.'),
  canSpendMana: question(
    'canSpendMana',
    { of: Ref, source: Type.String({ ...Ref, description: 'The permanent whose mana ability makes the mana.' }), ability: Opt(AbilityRef) },
    "Can mana from this source's mana ability be spent on this spell (CR 106.6)?",
  ),
  found: question('found', { of: Id }, 'What the search with this id found.'),
  // the stack (src/engine/game): what is on it, and targets
  stack: question(
    'stack',
    {},
    'The spells and abilities on the stack, top first (CR 405.2); detail: each with its controller and targets.',
  ),
  canTarget: question(
    'canTarget',
    {
      of: Type.String({ ...Ref, description: 'The spell (a card, cast or not), or the spell or ability on the stack, that would target.' }),
      target: Type.String({ ...Ref, description: 'The card, reference or player it would target.' }),
      ability: Opt(AbilityRef),
      index: Opt(Type.Integer({ minimum: 1, maximum: 10, description: 'Which of its "target" phrases (default: the first).' })),
    },
    'Could it target this card or player (CR 115, 601.2c: type, controller, zone, hexproof, shroud, protection)? "ability": one of a permanent\'s activated abilities.',
  ),
  targets: question(
    'targets',
    of,
    'The targets chosen for a spell or ability on the stack, and whether each is still legal (CR 115.1, 608.2b).',
  ),
  // turn structure and zones
  phase: question('phase', {}, 'The current step or main phase, its phase, the active player and who has priority (CR 500.1, 117).'),
  handSize: question('handSize', { of: Opt(Player) }, "How many cards are in a player's hand (default: you)."),
  libraryCount: question('libraryCount', { of: Opt(Player) }, "How many cards are in a player's library (default: you)."),
  graveyard: question('graveyard', { of: Opt(Player) }, "The cards in a player's graveyard, as references (default: you)."),
  library: question('library', { of: Opt(Player) }, "The cards in a player's library, as references, top first (default: you; CR 401.1)."),
  attachedTo: question(
    'attachedTo',
    of,
    'The permanent an Aura or Equipment is attached to, as a reference; null when it is unattached (CR 301.5, 303.4).',
  ),
  isTapped: question('isTapped', of, 'Is the permanent tapped (CR 110.5)?'),
  abilities: question(
    'abilities',
    of,
    'Its keyword abilities now: printed, from keyword counters (CR 122.1b) and granted by continuous effects (CR 613.1f); detail: every ability of its text.',
  ),
}
