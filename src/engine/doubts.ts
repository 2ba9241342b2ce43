// Why the engine can't be sure: a clause of a card it didn't understand, or a rule it doesn't model.
// A doubt travels with what it could change — a card face, a cast record, a game object — and any
// answer that rests on it comes back unsupported (value null, legal null), quoting the doubts.
// A confident wrong answer is the worst bug the engine can have; "I can't be sure" never is.

/** What a doubt could change; an answer is unsupported when a doubt touches what it rests on. */
export const ASPECTS = [
  'cast', // whether a spell can be cast: permissions, prohibitions, additional costs that must be payable
  'cost', // what casting costs: total cost, mana spent, mana value
  'mana', // what mana abilities produce, and how mana may be spent
  'activate', // whether an activated ability can be activated
  'zone', // where an object goes: replacement effects, effects moving the card itself
  'counters',
  'trigger', // what triggers, and when
  'kicked', // whether and how a spell was kicked; stickers and ticket counters
  'copy',
  'control',
  'keywords', // which keyword abilities with costs the card has
  'pt', // power and toughness (CR 208, 613.4)
  'damage', // what damage is dealt and what it does: prevention, protection, replacement (CR 120, 615)
  'life', // life totals and poison counters (CR 119, 122.1f)
  'target', // what can be targeted: hexproof, shroud, protection, ward, target changes (CR 115, 702.11, 702.16, 702.18, 702.21)
] as const
export type Aspect = (typeof ASPECTS)[number]

export interface Doubt {
  /** Quotes the clause or names the missing rule, and ends with the card in parentheses. */
  text: string
  rules: string[]
  /** What it could change; absent: anything about the object it is attached to. */
  aspects?: Aspect[]
  /** The opaque clause it comes from, when it comes from one: its card, its text and its CR kind (oracle/clause-kind.ts). */
  clause?: { card: string; text: string; kind: string }
}

export const doubt = (text: string, rules: string[] = [], aspects?: Aspect[]): Doubt =>
  aspects ? { text, rules, aspects } : { text, rules }

/** The doubts that touch any of these aspects. */
export const touching = (doubts: readonly Doubt[], aspects: readonly Aspect[]) =>
  doubts.filter((d) => !d.aspects || d.aspects.some((a) => aspects.includes(a)))

/** Add doubts to a list without repeating one. */
export function addDoubts(into: Doubt[], from: readonly Doubt[]): Doubt[] {
  for (const d of from) if (!into.some((x) => x.text === d.text)) into.push(d)
  return into
}

/** "Arcanum can't be sure of this: …", the because of an unsupported answer or action. */
export function doubtText(doubts: readonly Doubt[]): string {
  return `Arcanum can't be sure of this, so it doesn't answer: ${doubts.map((d) => d.text).join(' ')}`
}
