// Card names in a question, whole or in part ("Grow from the Ashes", "Grow", "the Ashes card",
// "Yawgmoth's ability", "Snapcastor Mage"). Candidates are the cards whose stored name shares a word
// with the question, and, for words no card name and no rule contains (typos), the cards with the
// most similar name words (pg_trgm's trigram similarity); both are looked up in the in-memory
// card-name index (card-names.ts). Each candidate is scored by how much of its name the question
// covers, rare name words counting for more than common ones; a name made only of rules words
// ("Exile", "Counterspell" is not one) must be written with a capital letter to count.
import type { Db } from '../queries/index.js'
import { cardNameIndex, similarWords, type CardNameIndex, type IndexedCard } from './card-names.js'
import { isOrdinaryEnglish } from './english.js'
import { STOPWORDS, type Token } from './words.js'

export interface CardMention {
  oracleId: string
  name: string
  keywords: string[]
  /** 0..1: how surely the question names this card. */
  confidence: number
  /** What in the question named it: "Grow from the Ashes", "Grow". */
  matched: string
  /** Question token positions the name took. */
  positions: number[]
}

/** Negations ("can't", "doesn't") are how a question is asked, never the word that names a card ("An Offer You Can't Refuse"). */
const NEGATIONS = new Set(
  "can't cannot don't doesn't didn't won't isn't aren't wasn't weren't shouldn't couldn't wouldn't haven't hasn't hadn't"
    .split(' ')
    .flatMap(
      // as chat writes them too, without the apostrophe ("cant", "doesnt")
      (n) => [n, n.replace("'", '')],
    ),
)

/**
 * Words of chat, never part of a card name however a name spells them ("stuff" is not Stuffy Doll,
 * "the other guy" no Guy, "dudes" no Dude): fillers, vague nouns for things and creatures, and the
 * shorthand of chat. A name that has one is still read when written capitalized.
 */
const CHAT_WORDS = new Set(
  'stuff stuffs thing things guy guys dude dudes fella fellas lol lmao idk btw imo imho tbh pls plz thx ty gonna wanna gotta kinda sorta yeah yep nope ok okay opp opps hey uh um'.split(
    ' ',
  ),
)

/** A name word read through a verb form of it ("shocked", "countering" for Shock, Counter): a plural ("two Panharmonicons") is still the name. */
const asVerb = (t: Token, w: string) => t.inflected.includes(w) && /(ed|ing)$/.test(t.text)

/**
 * A one-word name read only through a bare form of the word the question has: never when that
 * word is a verb form ("shocked" is not Shock), nor when the word as written is itself a name word
 * ("swords" is Swords to Plowshares' word, not the plural of a card named Sword).
 */
const throughForm = (t: Token, w: string, isNameWord: (f: string) => boolean) =>
  asVerb(t, w) || (t.inflected.includes(w) && isNameWord(t.nameForms[0]!))

/** Words before a name that make it an object of the game: an owner, copies counted, or playing it ("my fury", "two shocks", "evoked fury", "cast silence"). */
const CARD_BEFORE = new Set(
  "my your his her their our opp's opponent's opponents' two three four both 2 3 4 cast casts casting casted play plays playing played evoke evokes evoking evoked hardcast hardcasting hardcasted resolve resolved resolving".split(
    ' ',
  ),
)
/** Words after a name that make it an object of the game: what a card does, or is ("fury triggers", "with wish out", "its ability"). */
const CARD_AFTER = new Set(
  'enters entered etb etbs etbed dies died triggers triggered triggering resolves resolved resolving attacks attacked attacking blocks blocked blocking out ability abilities trigger token tokens copy copies target targets targeting counters counter effect'.split(
    ' ',
  ),
)
/** Object words after a name made a verb ("bolt their bird", "path that token"); a pronoun only after a nickname ("bolt it"), since "hide it" is English. */
const VERBED_OBJECT = new Set('their his my your target that this those these'.split(' '))
const PRONOUN_OBJECT = new Set('it them him her'.split(' '))

/**
 * A one-word name written in lower case that is also ordinary English (english.ts: "balance",
 * "wish", "fury") names the card only when its place in the sentence makes
 * it one: a possessive ("fury's trigger"), an owner or a playing verb before it ("my fury", "evoked
 * fury"), what a card does after it ("fury triggers", "with fury out"), or made a verb with an object
 * ("bolt their bird"; a nickname also "bolt it"). Elsewhere it is the word ("the balance of the game", "I wish I could").
 */
export function readAsName(tokens: readonly Token[], at: number, nickname = false): boolean {
  const t = tokens[at]!
  if (t.capitalized || t.allCaps) return true
  if (!isOrdinaryEnglish(t.text.replace(/'s$/, ''))) return true
  if (/'s$/.test(t.text)) return true
  const before = tokens[at - 1]?.text
  const after = tokens[at + 1]?.text
  if (before !== undefined && CARD_BEFORE.has(before)) return true
  return after !== undefined && (CARD_AFTER.has(after) || VERBED_OBJECT.has(after) || (nickname && PRONOUN_OBJECT.has(after)))
}

/** Cards named by fewer rules-free words than this much information are not taken. */
const MIN_CONFIDENCE = 0.45
/** A partly named card: at least this share of its name's information must be in the question. */
const MIN_COVERAGE = 0.3
const MAX_CARDS = 3
const KEYWORD_AFFINITY = 0.3
/** A partly named card's confidence gains this much times its popularity (0..1). */
const POPULARITY = 0.2
/** A misspelt word brings in the cards of at most this many similar name words, and at most this many cards. */
const FUZZY_WORDS = 3
const FUZZY_CARDS = 50
/** How similar (pg_trgm similarity) a question word and a name word must be to be taken for each other. */
const MIN_SIMILARITY = 0.45

/**
 * The cards a question names, surest first. `isRulesWord` tells whether a token is ordinary rules
 * vocabulary (it occurs in several rules): such words name a card only when capitalized.
 */
export async function findCardMentions(
  db: Db,
  tokens: readonly Token[],
  rulesWord: Promise<(t: Token) => boolean>,
  saidKeywords: readonly string[] = [],
  reserved: ReadonlySet<number> = new Set(),
  rulesPhrase: RulesPhrase = () => true,
): Promise<CardMention[]> {
  if (!tokens.some((t) => !STOPWORDS.has(t.text))) return []
  return findCardMentionsIn(await cardNameIndex(db), tokens, rulesWord, saidKeywords, reserved, rulesPhrase)
}

/** Whether these name words (normalized) stand together in the rules ("first strike"): a name of rules words written so in lower case is rules English. */
export type RulesPhrase = (words: readonly string[]) => boolean

/** findCardMentions over a card-name index of one's own. */
export async function findCardMentionsIn(
  index: CardNameIndex,
  tokens: readonly Token[],
  rulesWord: Promise<(t: Token) => boolean>,
  saidKeywords: readonly string[] = [],
  /** Tokens a vocabulary phrase took ("summoning sick"): part of a name only if the name is written out, capitalized. */
  reserved: ReadonlySet<number> = new Set(),
  rulesPhrase: RulesPhrase = () => true,
): Promise<CardMention[]> {
  const content = tokens.filter(
    (t) =>
      !STOPWORDS.has(t.text) &&
      !NEGATIONS.has(t.text) &&
      !(CHAT_WORDS.has(t.text) && !t.capitalized) &&
      t.nameForms.some((f) => f.length > 1 && !/^\d+$/.test(f)),
  )
  const words = [...new Set(content.flatMap((t) => t.nameForms))].filter((w) => /^[a-z0-9]+$/.test(w) && !STOPWORDS.has(w))
  if (!words.length) return []
  const candidates = new Set<IndexedCard>()
  for (const w of words) for (const c of index.byWord.get(w) ?? []) candidates.add(c)
  const total = Math.max(index.cards.length, 1000)
  const isRulesWord = await rulesWord
  const frequency = (w: string) => index.byWord.get(w)?.length

  // words that no card name contains and that are not rules vocabulary: perhaps a misspelt name
  const unknown = content.filter((t) => t.text.length >= 4 && !t.nameForms.some((f) => frequency(f)) && !isRulesWord(t))
  // each name word like a misspelt word, with the likest of them: a card's name words are read through it
  const likeUnknown = new Map<string, { token: Token; similarity: number }>()
  for (const token of unknown) {
    const similar = [...swapped(index, token.nameForms.at(-1)!), ...similarWords(index, token.nameForms.at(-1)!, MIN_SIMILARITY)]
    for (const { word, similarity } of similar)
      if (similarity > (likeUnknown.get(word)?.similarity ?? 0)) likeUnknown.set(word, { token, similarity })
    for (const c of similarNames(index, similar)) candidates.add(c)
  }

  const idf = (w: string) => Math.log(total / Math.max(1, frequency(w) ?? 20))
  const keywords = new Set(saidKeywords.map((k) => k.toLowerCase()))
  const scored: CardMention[] = []
  const at = positionsOf(tokens)
  for (const c of candidates) {
    const m = scoreCandidate(c, tokens, at, likeUnknown, idf, isRulesWord, reserved, (f) => (frequency(f) ?? 0) > 0, rulesPhrase)
    if (!m) continue
    // a half-named card that has a keyword the question talks about is the likelier one
    // (not when the keyword's own word is what named the card: "changeling" is not Changeling Sentinel)
    if (m.confidence < 0.9 && c.keywords.some((k) => keywords.has(k.toLowerCase()) && !m.matched.includes(k.toLowerCase())))
      m.confidence = Math.min(0.95, m.confidence + KEYWORD_AFFINITY)
    // a keyword the question talks about names no card unless written like a name ("undying" is not Undying Evil)
    const onlyKeywords = m.positions.every((p) => keywords.has(tokens[p]!.text) && !tokens[p]!.capitalized)
    if (m.confidence >= MIN_CONFIDENCE && !onlyKeywords) scored.push(textAffinity(m, c, tokens))
  }
  for (const m of [
    ...shorthandMentions(index, tokens, isRulesWord, frequency, reserved),
    ...shortenedMentions(index, tokens, isRulesWord, frequency, reserved),
  ]) {
    const same = scored.find((x) => x.oracleId === m.oracleId)
    if (same) same.confidence = Math.max(same.confidence, m.confidence)
    else scored.push(m)
  }
  scored.sort((a, b) => b.confidence - a.confidence || a.name.localeCompare(b.name))
  const best = scored[0]?.confidence ?? 0
  // names that overlap a surer name's words are the same mention read worse ("Grow" inside "Grow from the Ashes")
  const taken: CardMention[] = []
  for (const m of scored) {
    if (taken.length >= MAX_CARDS || m.confidence < best - 0.2) break
    const same = (t: CardMention) => t.positions.length === m.positions.length && t.positions.every((p) => m.positions.includes(p))
    // the same words naming two cards ("Thalia"): the likelier (more played) one is meant
    const overlaps = taken.some(
      (t) => t.positions.some((p) => m.positions.includes(p)) && (t.confidence > m.confidence + 0.05 || (same(t) && m.confidence < 1)),
    )
    if (!overlaps) taken.push(m)
  }
  return taken
}

/** A partly named card gains this much for each of the question's other words its Oracle text has, up to TEXT_WORDS words. */
const TEXT_AFFINITY = 0.05
const TEXT_WORDS = 4

/**
 * Of two cards the same words half name ("Thalia", "Jitte"), the one whose Oracle text has the
 * question's other words ("tax my noncreature spells", "remove a counter for +2/+2") is the likelier:
 * each such word (four letters or more as a loose form, outside the name) adds a little, short of a
 * whole name's confidence.
 */
function textAffinity(m: CardMention, card: IndexedCard, tokens: readonly Token[]): CardMention {
  if (m.confidence >= 1 || !card.text) return m
  const forms = new Set<string>()
  for (const t of tokens)
    if (!m.positions.includes(t.index) && !STOPWORDS.has(t.text) && t.form.length >= 4 && card.text.includes(t.form)) forms.add(t.form)
  if (!forms.size) return m
  return { ...m, confidence: Math.min(0.99, m.confidence + TEXT_AFFINITY * Math.min(TEXT_WORDS, forms.size)) }
}

/**
 * Cards named the way players shorten them: a community nickname ("Bob"), initials ("STP", "LED":
 * written in capitals, or a word no card name has), or a first letter and a word ("o-ring"). Of
 * several cards the same shorthand fits, the most played is meant, surely only if it is far ahead.
 */
function shorthandMentions(
  index: CardNameIndex,
  tokens: readonly Token[],
  isRulesWord: (t: Token) => boolean,
  frequency: (w: string) => number | undefined,
  reserved: ReadonlySet<number>,
): CardMention[] {
  const out: CardMention[] = []
  for (const t of tokens) {
    // a word player vocabulary took ("ETB") is not initials
    if (STOPWORDS.has(t.text) || reserved.has(t.index)) continue
    // a nickname of two words ("Baby Jace")
    const next = tokens[t.index + 1]
    const pair = next && !reserved.has(next.index) ? index.byShorthand.get(`${t.nameForms[0]}${next.nameForms[0]}`) : undefined
    const nick = pair?.find((h) => h.how === 'nickname')
    if (nick) {
      out.push({
        oracleId: nick.card.oracleId,
        name: nick.card.name,
        keywords: nick.card.keywords,
        confidence: 0.9,
        matched: `${t.text} ${next!.text}`,
        positions: [t.index, next!.index],
      })
      continue
    }
    for (const form of t.nameForms) {
      const hits = index.byShorthand.get(form)
      if (!hits?.length) continue
      const fits = hits.filter(({ how }) =>
        how === 'nickname'
          ? t.capitalized || t.allCaps || (!isRulesWord(t) && readAsName(tokens, t.index, true))
          : how === 'initials'
            ? // lower-case initials only when they cannot be a word ("stp", not "got")
              form.length >= 3 && (t.allCaps || (/^[^aeiouy]+$/.test(form) && !frequency(form) && !isRulesWord(t)))
            : how === 'blend'
              ? // a made-up word no card name, no rule and no Oracle text has ("thoracle")
                form.length >= 6 && !frequency(form) && !isRulesWord(t) && !index.textWords.has(form)
              : /^\p{L}-\p{L}{3,}$/u.test(t.text),
      )
      const [first, second] = fits
      if (!first) continue
      const clear = !second || first.how === 'nickname' || first.card.popularity - second.card.popularity > 0.15
      out.push({
        oracleId: first.card.oracleId,
        name: first.card.name,
        keywords: first.card.keywords,
        confidence: clear ? 0.9 : 0.6,
        matched: t.text,
        positions: [t.index],
      })
      break
    }
  }
  return out
}

/**
 * Names players shorten word by word: each word cut to its start ("lab man" → Laboratory Maniac,
 * two words or more, each three letters or more, the whole name covered), or a long one-word name
 * cut to its telling half ("goyf" → Tarmogoyf, "tarmo"; a word no card name and no rule has, four
 * letters or more). Of several cards the same cut fits, the most played is meant, surely only if it
 * is far ahead.
 */
function shortenedMentions(
  index: CardNameIndex,
  tokens: readonly Token[],
  isRulesWord: (t: Token) => boolean,
  frequency: (w: string) => number | undefined,
  reserved: ReadonlySet<number>,
): CardMention[] {
  const out: CardMention[] = []
  const usable = (t: Token | undefined): t is Token =>
    t !== undefined &&
    !STOPWORDS.has(t.text) &&
    !NEGATIONS.has(t.text) &&
    !CHAT_WORDS.has(t.text) &&
    !reserved.has(t.index) &&
    /^[a-z]{3,}$/.test(t.nameForms[0] ?? '')
  const pick = (cards: IndexedCard[], positions: number[], sure: number, unsure: number) => {
    const ranked = [...new Set(cards)].filter((c) => !c.isFunny).sort((a, b) => b.popularity - a.popularity)
    const [first, second] = ranked
    if (!first) return
    const clear = !second || first.popularity - second.popularity > 0.15
    out.push({
      oracleId: first.oracleId,
      name: first.name,
      keywords: first.keywords,
      confidence: clear ? sure : unsure,
      matched: positions.map((p) => tokens[p]!.text).join(' '),
      positions,
    })
  }
  // word by word: a run of cut words, at least one of them not a whole name word
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i]
    if (!usable(first)) continue
    const starts = index.byPrefix.get(first.nameForms[0]!) ?? []
    if (!starts.length && !frequency(first.nameForms[0]!)) continue
    const fits: { card: IndexedCard; length: number }[] = []
    const seen = new Set<IndexedCard>()
    for (const w of [first.nameForms[0]!, ...starts])
      for (const c of index.byWord.get(w) ?? []) {
        if (seen.has(c)) continue
        seen.add(c)
        const words = c.words.filter((x) => !STOPWORDS.has(x))
        if (words.length < 2 || words.length > 4 || !words[0]!.startsWith(first.nameForms[0]!)) continue
        let ok = true
        let cut = false
        for (let j = 0; j < words.length && ok; j++) {
          const t = tokens[i + j]
          const f = t?.nameForms[0]
          ok = usable(t) && f !== undefined && words[j]!.startsWith(f)
          if (ok && f !== words[j]) cut = true
        }
        if (ok && cut) fits.push({ card: c, length: words.length })
      }
    if (!fits.length) continue
    const length = Math.max(...fits.map((f) => f.length))
    const positions = Array.from({ length }, (_, j) => i + j)
    // ordinary words cut short ("the top card") are not a name: one word at least must not be rules vocabulary
    if (positions.every((p) => isRulesWord(tokens[p]!) && !tokens[p]!.capitalized)) continue
    pick(
      fits.filter((f) => f.length === length).map((f) => f.card),
      positions,
      0.85,
      0.6,
    )
  }
  // a long one-word name cut to its telling half
  for (const t of tokens) {
    if (!usable(t) || t.nameForms[0]!.length < 4) continue
    const f = t.nameForms[0]!
    // a word of the game's own English ("hide", "light") is never a name cut short
    if (frequency(f) || isRulesWord(t) || index.textWords.has(f) || index.textWords.has(t.text)) continue
    // nor an English word where the sentence does not make it a card ("consult" is not Demonic Consultation's start)
    if (!readAsName(tokens, t.index)) continue
    const words = index.byPart.get(f)
    if (!words?.length) continue
    pick(
      words.flatMap((w) => index.byWord.get(w) ?? []),
      [t.index],
      0.8,
      0.55,
    )
  }
  return out
}

/** A misspelling with two neighbouring letters swapped ("preist") is taken to be this like the word. */
const SWAPPED_SIMILARITY = 0.9

/**
 * The name words a misspelt word is with two neighbouring letters swapped back ("preist" →
 * "priest", "containment preist"): the commonest typing slip, which trigram similarity rates low
 * in a short word (two of its trigrams change).
 */
function swapped(index: CardNameIndex, word: string): { word: string; similarity: number }[] {
  const out: { word: string; similarity: number }[] = []
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue
    const w = `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`
    if (index.byWord.has(w) && !out.some((o) => o.word === w)) out.push({ word: w, similarity: SWAPPED_SIMILARITY })
  }
  return out
}

/** The cards whose name has one of these similar words: those of the likest words first. */
function similarNames(index: CardNameIndex, similar: readonly { word: string }[]): IndexedCard[] {
  const out: IndexedCard[] = []
  for (const { word } of similar.slice(0, FUZZY_WORDS)) for (const c of index.byWord.get(word)!) if (out.length < FUZZY_CARDS) out.push(c)
  return out
}

/** Whether the token at `at` was read as a misspelt name word. */
const likeUnknownAt = (like: ReadonlyMap<string, { token: Token }>, at: number) => [...like.values()].some((l) => l.token.index === at)

/** Where each name form occurs in the question: the token positions, ascending. */
type Positions = Map<string, number[]>

function positionsOf(tokens: readonly Token[]): Positions {
  const out: Positions = new Map()
  for (const t of tokens)
    for (const f of t.nameForms) {
      const list = out.get(f)
      if (list) list.push(t.index)
      else out.set(f, [t.index])
    }
  return out
}

/** Where `words` occur in the question as consecutive tokens (a token matches through any of its name forms). */
function findRun(tokens: readonly Token[], at: Positions, words: readonly string[]): number {
  for (const i of at.get(words[0]!) ?? []) {
    if (i + words.length > tokens.length) break
    let ok = true
    for (let j = 1; j < words.length && ok; j++) ok = tokens[i + j]!.nameForms.includes(words[j]!)
    if (ok) return i
  }
  return -1
}

function scoreCandidate(
  card: IndexedCard,
  tokens: readonly Token[],
  at: Positions,
  likeUnknown: ReadonlyMap<string, { token: Token; similarity: number }>,
  idf: (w: string) => number,
  isRulesWord: (t: Token) => boolean,
  reserved: ReadonlySet<number>,
  isNameWord: (f: string) => boolean,
  rulesPhrase: RulesPhrase,
): CardMention | null {
  const mention = (confidence: number, positions: number[]): CardMention => ({
    oracleId: card.oracleId,
    name: card.name,
    keywords: card.keywords,
    // of two cards the same words name ("Thalia"), players mean the one they play
    confidence: Math.min(1, confidence < 1 ? confidence + POPULARITY * card.popularity : confidence),
    matched: positions.map((p) => tokens[p]!.text).join(' '),
    positions,
  })
  // names written out whole: the card's, a face's, or the part before the comma ("Yawgmoth")
  for (const [i, n] of card.wholeNames.entries()) {
    const words = n.split(' ')
    const start = findRun(tokens, at, words)
    if (start < 0) continue
    const positions = words.map((_, j) => start + j)
    const run = positions.map((p) => tokens[p]!)
    if (positions.some((p) => reserved.has(p)) && !run.some((t) => t.capitalized)) continue
    const contentWords = run.filter((t) => !STOPWORDS.has(t.text))
    // a one-word name is never read through a verb or plural ("shocked" is not Shock, "swords" not Sword)
    if (contentWords.length === 1 && words.length === 1 && throughForm(run[0]!, words[0]!, isNameWord)) continue
    // a one-word name that is ordinary English, in lower case, is the card only where the sentence makes it one
    if (words.length === 1 && !readAsName(tokens, start)) continue
    // one ordinary word ("Exile", "Fog"), or a short name ("Jace"), is a name only when written like one
    const plain = contentWords.every((t) => isRulesWord(t))
    if (contentWords.length >= 2 && !plain) return mention(i === 0 ? 1 : 0.95, positions)
    // of rules words, in lower case: the card when its words never stand together in the rules ("blood moon", not "first strike")
    if (contentWords.length >= 2 && (run.some((t) => t.capitalized) || words.length >= 3 || !rulesPhrase(words)))
      return mention(0.9, positions)
    if (contentWords.length === 1 && (!plain || run.some((t) => t.capitalized))) return mention(i === 0 ? 0.9 : 0.8, positions)
  }
  // part of the name: the share of the name's information the question's words cover (an Un-card's
  // name is only ever written out: "Creature Guy" is not "my guy")
  if (card.isFunny) return null
  let have = 0
  let all = 0
  let telling = false
  const positions: number[] = []
  for (const w of card.words) {
    const weight = STOPWORDS.has(w) ? 0.5 : idf(w)
    all += weight
    let found = [w, ...(card.altWords.get(w) ?? [])].flatMap((f) => at.get(f) ?? []).find((i) => !reserved.has(i)) ?? -1
    let similarity = 1
    const close = found < 0 ? likeUnknown.get(w) : undefined
    if (close) {
      found = close.token.index
      similarity = close.similarity
    }
    if (found < 0 || STOPWORDS.has(w)) continue
    if (CHAT_WORDS.has(tokens[found]!.text) && !tokens[found]!.capitalized) continue
    if (card.words.length === 1 && throughForm(tokens[found]!, w, isNameWord)) continue
    have += weight * similarity
    positions.push(found)
    const t = tokens[found]!
    if (t.capitalized || !isRulesWord(t) || similarity < 1) telling = true
  }
  if (!positions.length || !telling) return null
  // one word of it, ordinary English in lower case, names it only where the sentence makes it a card ("my double striker" is no Goblin Striker)
  const distinct = [...new Set(positions)]
  if (distinct.length === 1 && !likeUnknownAt(likeUnknown, distinct[0]!) && !readAsName(tokens, distinct[0]!)) return null
  const coverage = have / all
  if (coverage < MIN_COVERAGE) return null
  return mention(
    0.85 * Math.sqrt(coverage),
    [...new Set(positions)].sort((a, b) => a - b),
  )
}
