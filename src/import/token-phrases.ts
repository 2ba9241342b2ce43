// The tokens a card's Oracle text creates, read from its "create a … token" phrases, and the test
// of whether a stored token is the one a phrase describes. Pure: the token-links import step
// (token-links.ts) does the reading and writing. A phrase this reader is not sure of (an ability it
// does not know, words it cannot place) is marked unsure and never linked: a missing link is
// better than a wrong one.

/** A token as the store holds it (cards of layout "token"). */
export interface TokenCard {
  name: string
  colors: readonly string[]
  supertypes: readonly string[]
  /** "Token" included, as MTGJSON lists them. */
  types: readonly string[]
  subtypes: readonly string[]
  power: string | null
  toughness: string | null
  /** tokenAbilities of its Oracle text. */
  abilities: readonly string[]
}

/** One token described by a "create … token(s)" phrase. */
export interface TokenPhrase {
  /** The phrase as printed, from the count to its last ability: "a 1/1 white Soldier creature token with flying". */
  text: string
  /** A name the phrase gives ("named Kaldra", "Ragavan, a legendary …"). */
  name: string | null
  /** Named only by its kind ("a Treasure token", "a Wicked Role token"): the words, as a name. */
  predefined: string | null
  power: string | null
  toughness: string | null
  /** W U B R G; [] for "colorless". */
  colors: string[]
  supertypes: string[]
  /** Card types, capitalised: Creature, Artifact. */
  types: string[]
  subtypes: string[]
  /** Normalised abilities after "with" (see abilityKey); [] when there is none. */
  abilities: string[]
  /** Something in the phrase was not understood: never linked. */
  unsure: boolean
  /** "a token that's a copy of …": a copy of something else, never a stored token. */
  copy: boolean
}

const COLORS: Record<string, string> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' }
const CARD_TYPES: Record<string, string> = {
  artifact: 'Artifact',
  creature: 'Creature',
  enchantment: 'Enchantment',
  land: 'Land',
  planeswalker: 'Planeswalker',
  battle: 'Battle',
}
const SUPERTYPES: Record<string, string> = { legendary: 'Legendary', snow: 'Snow' }
/** How many: "a", "two", "X", "that many", "a number of". */
const COUNT =
  /^(?:a number of|any number of|that many|twice that many|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|x|\d+)\s+/i
/** Words that start a new clause after "and", never an ability. */
const CLAUSE_START =
  /^(?:where|except|then|until|for|if|instead|equal|under|put|puts|attach|attaches|exile|exiles|return|returns|sacrifice|draw|draws|gain|gains|lose|loses|you|it|they|that|then|tap|untap|scry|mill|each|target|search|shuffle|create|creates|deal|deals)\b/
const PT = /^([0-9*X]+)\/([0-9*X]+)$/
/** Where a "create" verb starts (creates, create; not "created"). */
const CREATE = /\bcreates?\s+/gi

/** An ability, normalised for comparison: lower case, reminder text, quotes and end punctuation gone. */
export function abilityKey(text: string): string {
  return (
    text
      .replace(/\([^)]*\)/g, '')
      // a token's own text says "this creature" or "this artifact" where newer Oracle text says "this token"
      .replace(/\bthis (?:token|creature|artifact)\b/gi, 'this permanent')
      .replace(/["“”]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[.]+$/, '')
      .toLowerCase()
  )
}

/** A token's abilities from its Oracle text: one per line, a keyword line split at its commas. */
export function tokenAbilities(oracleText: string): string[] {
  const out: string[] = []
  for (const line of oracleText.split('\n')) {
    const bare = line.replace(/\([^)]*\)/g, '').trim()
    if (!bare) continue
    // "Flying, vigilance" is a keyword line (no end period); a sentence or an activated ability is one ability
    const parts = !/[:.]$/.test(bare) && !bare.includes(':') ? bare.split(',') : [bare]
    for (const p of parts) if (abilityKey(p)) out.push(abilityKey(p))
  }
  return out
}

/** The words before "token(s)": count, then adjectives, P/T, colours and types, or a kind's name. */
function readDescription(words: string[], phrase: TokenPhrase) {
  const kind: string[] = []
  let i = 0
  const lower = (w: string) => w.toLowerCase()
  while (i < words.length && /^(tapped|untapped|and|attacking)$/i.test(words[i]!)) i++
  for (; i < words.length; i++) {
    const w = words[i]!.replace(/,$/, '')
    const l = lower(w)
    if (SUPERTYPES[l]) phrase.supertypes.push(SUPERTYPES[l])
    else if (PT.test(w)) {
      const [, p, t] = PT.exec(w)!
      phrase.power = p === 'X' ? '*' : p!
      phrase.toughness = t === 'X' ? '*' : t!
    } else if (COLORS[l]) phrase.colors.push(COLORS[l])
    else if (l === 'colorless') phrase.colors.length = 0
    else if (l === 'and' && phrase.colors.length && i + 1 < words.length && COLORS[lower(words[i + 1]!)]) continue
    else if (CARD_TYPES[l]) phrase.types.push(CARD_TYPES[l])
    else if (/^[A-Z][\w'’-]*$/.test(w) && !phrase.types.length) kind.push(w)
    else phrase.unsure = true
  }
  const stated = phrase.power != null || phrase.types.length || phrase.supertypes.length
  const colorWord = words.some((w) => COLORS[lower(w.replace(/,$/, ''))] || lower(w) === 'colorless')
  if (!stated && !colorWord) {
    // "a Treasure token", "a Wicked Role token": the kind's own name
    if (!kind.length) phrase.unsure = true
    phrase.predefined = kind.join(' ')
  } else {
    phrase.subtypes = kind
    if (!phrase.types.length) phrase.unsure = true
  }
}

/**
 * After "with": abilities the vocabulary knows (keywords that stored tokens have) or quoted ones,
 * joined by ", ", " and " or ", and ". Returns the length read; marks the phrase unsure when an
 * ability it cannot read follows.
 */
function readAbilities(rest: string, vocabulary: readonly string[], phrase: TokenPhrase): number {
  let at = 0
  for (;;) {
    const s = rest.slice(at)
    let item: string | null = null
    let len = 0
    const quote = /^["“]([^"”]*)["”]/.exec(s)
    if (quote) {
      item = abilityKey(quote[1]!)
      len = quote[0].length
    } else {
      const low = s.toLowerCase()
      const known = vocabulary.find((v) => low.startsWith(v) && !/^[\w{]/.test(low.slice(v.length)))
      if (known) {
        item = known
        len = known.length
      }
    }
    if (item == null) {
      phrase.unsure = true
      return at
    }
    phrase.abilities.push(item)
    at += len
    const sep = /^(?:,? and |, )/.exec(rest.slice(at))
    if (!sep) return at
    const next = rest.slice(at + sep[0].length)
    // ", and a 2/2 …" starts the next token; anything else after a separator is another ability
    if (COUNT.test(next) && /\btokens?\b/.test(next.split(/[.;]/)[0]!)) return at
    // "… with lifelink and put a +1/+1 counter on it": the sentence goes on, the abilities ended
    if (!/^["“a-z]/.test(next) || CLAUSE_START.test(next)) return at
    at += sep[0].length
  }
}

/** The end of a sentence: a period, semicolon or line break outside quotes. */
function sentenceEnd(text: string, from: number): number {
  let quoted = false
  for (let i = from; i < text.length; i++) {
    const c = text[i]!
    if (c === '"' || c === '“' || c === '”') quoted = c === '“' ? true : c === '”' ? false : !quoted
    else if (!quoted && (c === '.' || c === '\n' || c === ';')) return i
  }
  return text.length
}

const blank = (): TokenPhrase => ({
  text: '',
  name: null,
  predefined: null,
  power: null,
  toughness: null,
  colors: [],
  supertypes: [],
  types: [],
  subtypes: [],
  abilities: [],
  unsure: false,
  copy: false,
})

/**
 * Every token the text's "create(s) … token(s)" phrases describe, in order. `vocabulary`: the
 * keyword abilities a phrase may name after "with", lower case (tokenAbilities of the stored tokens).
 */
export function tokenPhrases(oracleText: string, vocabulary: readonly string[]): TokenPhrase[] {
  const vocab = [...new Set(vocabulary)].filter((v) => !/["“”:]/.test(v)).sort((a, b) => b.length - a.length)
  const out: TokenPhrase[] = []
  for (const m of oracleText.matchAll(CREATE)) {
    const start = m.index + m[0].length
    const end = sentenceEnd(oracleText, start)
    const clause = oracleText.slice(start, end)
    const first = out.length
    let rest = clause
    for (;;) {
      const phrase = blank()
      const from = clause.length - rest.length
      // "create Ragavan, a legendary 2/1 red Monkey creature token"
      const named = /^([A-Z][^,]*), (?=an? )/.exec(rest)
      if (named) {
        phrase.name = named[1]!
        rest = rest.slice(named[0].length)
      }
      const count = COUNT.exec(rest)
      if (!count) break
      const word = /\btokens?\b/i.exec(rest)
      if (!word) break
      const before = rest.slice(count[0].length, word.index).trim()
      let after = rest.slice(word.index + word[0].length)
      if (/^\s*(that's|that are) (a )?cop(y|ies)\b/i.test(after) || /\bcop(y|ies) of\b/i.test(before)) {
        phrase.copy = true
        out.push(phrase)
        break
      }
      // "create four of those tokens instead", "create one or more tokens": no description of its own
      if (!/[A-Z0-9]/.test(before) && !/\b(colorless|white|blue|black|red|green)\b/.test(before)) break
      readDescription(before.split(/\s+/), phrase)
      // "an Incubator token with three +1/+1 counters on it": counters, not abilities
      const counters = /^ with (?:an?|one|two|three|four|five|x|\d+|that many|a number of) [^.]*?counters? on (?:it|them)\b/i.exec(after)
      if (counters) after = after.slice(counters[0].length)
      else if (/^ with /i.test(after)) {
        const read = readAbilities(after.slice(6), vocab, phrase)
        after = after.slice(6 + read)
      }
      const namedAfter = /^,? named ([A-Z][^,.]*?)(?=,| with | and |$)/.exec(after)
      if (namedAfter) {
        phrase.name = namedAfter[1]!.trim()
        after = after.slice(namedAfter[0].length)
      }
      phrase.text = clause.slice(from, clause.length - after.length).trim()
      out.push(phrase)
      const another = /^(?:,? and |, )(?=(?:[A-Z][^,]*, )?an? |(?:one|two|three|four|five|x|\d+) )/i.exec(after)
      if (!another) break
      rest = after.slice(another[0].length)
    }
    // "… creature tokens. They have "Sacrifice this token: Add {C}."": the next sentence gives the abilities
    const granted = /^\.\s+(?:It has|They have|They each have) /.exec(oracleText.slice(end))
    if (granted && out.length === first + 1 && !out[first]!.copy) {
      const phrase = out[first]!
      const from = end + granted[0].length
      const read = readAbilities(oracleText.slice(from), vocab, phrase)
      // only when the sentence is nothing but those abilities (and perhaps reminder text)
      if (!/^\.?(?:\s*\(|\s*\n|\s*$)/.test(oracleText.slice(from + read))) phrase.unsure = true
    }
  }
  return out
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x))

/** The name of the token a phrase describes: the one it gives, its kind's, or its subtypes' (Scryfall names tokens so). */
export const phraseName = (phrase: TokenPhrase): string => phrase.name ?? phrase.predefined ?? phrase.subtypes.join(' ')

/** Whether a stored token is the one the phrase describes: name, P/T, colours, types and abilities all agree. */
export function describes(phrase: TokenPhrase, token: TokenCard): boolean {
  if (phrase.unsure || phrase.copy || token.name !== phraseName(phrase)) return false
  // a kind named alone is a noncreature token of fixed characteristics (Treasure, Food, a Role);
  // a creature token is always described with its P/T and colours
  if (phrase.predefined != null) return token.power == null
  const types = token.types.filter((t) => t !== 'Token')
  return (
    sameSet(phrase.subtypes, token.subtypes) &&
    sameSet(phrase.types, types) &&
    sameSet(phrase.supertypes, token.supertypes) &&
    sameSet(phrase.colors, token.colors) &&
    (phrase.power ?? null) === (token.power ?? null) &&
    (phrase.toughness ?? null) === (token.toughness ?? null) &&
    sameSet(phrase.abilities, token.abilities)
  )
}
