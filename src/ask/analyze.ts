// Reading a question: the rule numbers it mentions, the player vocabulary it uses, the keywords,
// glossary terms it names, the cards it names, and the lexemes to search the text
// for, each weighted by how much it tells (inverse document frequency over the edition's rules).
import type { Db } from '../queries/index.js'
import { findCardMentions, type CardMention } from './cards.js'
import { inverseFrequency, type EditionFacts, type GlossaryEntry, type KeywordEntry } from './edition.js'
import { lexemesOf } from './lexemes.js'
import { textsWith, type RulingIndex } from './ruling-index.js'
import { matchPrinciples, type PrincipleMatch } from './principles.js'
import { isRulesPhrase } from './rules-phrases.js'
import { matchVocabulary, type VocabularyMatch } from './vocabulary.js'
import { isContentWord, tokenize, type Token } from './words.js'

export interface Mention<T> {
  item: T
  /** The question's words that named it. */
  said: string
  positions: number[]
  /** 0..1: how specific the name is (rare words count for more). */
  weight: number
  /** Named through a vocabulary phrase ("kicked" → Kicker) rather than by its own name. */
  via: VocabularyMatch | null
}

export interface SearchTerm {
  /** A tsquery of one lexeme, as PostgreSQL reads it: 'kick'. */
  query: string
  lexeme: string
  /** The question's words it stands for ("kicked"), or the vocabulary/keyword it came from. */
  words: string[]
  weight: number
  from: 'question' | 'vocabulary' | 'keyword' | 'shared'
}

export interface Analysis {
  tokens: Token[]
  /** Rule numbers written in the question ("702.19c", "rule 704"), normalised. */
  ruleNumbers: string[]
  vocabulary: VocabularyMatch[]
  /** General rules the situation it describes rests on (principles.json). */
  principles: PrincipleMatch[]
  keywords: Mention<KeywordEntry>[]
  glossary: Mention<GlossaryEntry>[]
  cards: CardMention[]
  /** Lexemes to search rules and glossary for: the question's own words (card names left out) and expansions. */
  terms: SearchTerm[]
  /** The share of the question's content words each glossary term covers is measured against this. */
  contentWordCount: number
}

/** Words that frame a question rather than say what it is about. */
const QUESTION_WORDS = new Set([
  'happen',
  'happens',
  'work',
  'works',
  'mean',
  'means',
  'meaning',
  'say',
  'says',
  'rule',
  'rules',
  'explain',
  'tell',
  'question',
  'exactly',
  'still',
  'actually',
  'anything',
  'something',
  'way',
  'really',
  'card',
  'cards',
])

/** Below this specificity a one-word glossary term or title is not taken as named. */
const MIN_TERM_WEIGHT = 0.35

const RULE_NUMBER = /\b(\d{3})\.(\d{1,3})([a-z])?\b|\brules?\s+(\d{3})\b/gi

/** How much a lexeme tells, 0.15..1: as rare as a keyword's own name (in five rules or fewer) is 1. */
function specificity(facts: EditionFacts, lexeme: string): number {
  return Math.max(0.15, Math.min(1, inverseFrequency(facts, lexeme) / inverseFrequency(facts, 5)))
}

/** A word in this many distinct ruling texts or more is everyday vocabulary of the game ("redirect", "reset"), not a name. */
const ORDINARY_IN_RULINGS = 40

/** Ordinary rules vocabulary: a word whose lexeme occurs in at least three rules, or in many rulings. */
function isRulesWord(facts: EditionFacts, rulings: RulingIndex | null, lexemes: readonly string[]): boolean {
  return lexemes.some(
    (l) => (facts.ruleFrequency.get(l) ?? 0) >= 3 || (rulings !== null && textsWith(rulings, l).length >= ORDINARY_IN_RULINGS),
  )
}

export async function analyzeQuestion(
  db: Db,
  facts: EditionFacts,
  question: string,
  rulings: RulingIndex | null = null,
): Promise<Analysis> {
  const tokens = tokenize(question)
  const ruleNumbers = [...question.matchAll(RULE_NUMBER)].map((m) => (m[4] ? m[4] : `${m[1]}.${m[2]}${(m[3] ?? '').toLowerCase()}`))
  const numberWords = new Set(ruleNumbers.flatMap((n) => n.split('.')))

  const vocabulary = matchVocabulary(tokens)
  const expansionWords = vocabulary.flatMap((v) => v.entry.means.split(/\s+/))
  // the lexemes of the question's words and expansions (one statement, cached across questions),
  // while the card names are looked up; card detection asks which words are rules vocabulary
  const lexemesPromise = lexemesOf(db, [...tokens.map((t) => t.text), ...expansionWords])
  const rulesWord = lexemesPromise.then((lx) => (t: Token) => isRulesWord(facts, rulings, lx.get(t.text) ?? []))
  rulesWord.catch(() => {}) // a failure is reported once, by the Promise.all below
  // keywords said anywhere help tell apart cards whose names the question only half gives ("the Ashes card" + "kicking")
  const saidKeywords = keywordMentions(
    tokens,
    facts,
    vocabulary,
    () => true,
    () => 1,
  ).map((k) => k.item.name)
  const [lexemes, cards] = await Promise.all([
    lexemesPromise,
    findCardMentions(db, tokens, rulesWord, saidKeywords, new Set(vocabulary.flatMap((v) => v.positions)), (words) =>
      isRulesPhrase(facts, words),
    ),
  ])

  const cardPositions = new Set(cards.flatMap((c) => c.positions))
  const free = (positions: number[]) => positions.every((p) => !cardPositions.has(p))

  const weightOf = (text: string) => Math.max(0.15, ...(lexemes.get(text) ?? []).map((l) => specificity(facts, l)))
  const phraseWeight = (positions: number[]) => Math.max(0.15, ...positions.map((p) => weightOf(tokens[p]!.text)))
  const keywords = keywordMentions(tokens, facts, vocabulary, free, phraseWeight)

  const glossary: Mention<GlossaryEntry>[] = []
  const byTerm = facts.glossaryByTerm
  for (const v of vocabulary) {
    const g = v.entry.glossary && byTerm.get(v.entry.glossary.toLowerCase())
    if (g && free(v.positions)) glossary.push({ item: g, said: v.said, positions: v.positions, weight: 1, via: v })
  }
  for (const { item: g, positions } of facts.glossaryNames.find(tokens)) {
    if (glossary.some((m) => m.item === g)) continue
    if (!free(positions) || !positions.some((p) => isContentWord(tokens[p]!))) continue
    const w = phraseWeight(positions)
    // an everyday word that happens to be a glossary term ("Creature", "Player", "Instead") tells little
    if (w < MIN_TERM_WEIGHT && positions.length === 1) continue
    glossary.push({ item: g, said: words(tokens, positions), positions, weight: w, via: null })
  }

  // the lexemes to search for: the question's content words outside card names, then expansions
  const terms = new Map<string, SearchTerm>()
  const add = (lexeme: string, word: string, weight: number, from: SearchTerm['from']) => {
    const t = terms.get(lexeme)
    if (t) {
      if (!t.words.includes(word)) t.words.push(word)
      t.weight = Math.max(t.weight, weight)
      return
    }
    terms.set(lexeme, { query: `'${lexeme.replace(/'/g, "''")}'`, lexeme, words: [word], weight, from })
  }
  let contentWordCount = 0
  for (const t of tokens) {
    if (cardPositions.has(t.index) || !isContentWord(t) || QUESTION_WORDS.has(t.text) || numberWords.has(t.text)) continue
    contentWordCount++
    for (const l of lexemes.get(t.text) ?? []) add(l, t.text, 1, 'question')
  }
  for (const v of vocabulary) {
    if (!free(v.positions)) continue
    for (const w of v.entry.means.split(/\s+/)) for (const l of lexemes.get(w) ?? []) add(l, v.said, 1, 'vocabulary')
  }
  // "does deathtouch work with trample?": the words both keywords' rules use (lethal, excess, assign)
  // are what their interaction turns on
  const named = [...new Set(keywords.map((k) => k.item))]
  for (const [i, x] of named.entries())
    for (const y of named.slice(i + 1)) {
      if (x.parent === y.name || y.parent === x.name) continue
      for (const l of x.definitionLexemes)
        if (y.definitionLexemes.has(l) && !terms.has(l)) add(l, `${x.name.toLowerCase()} and ${y.name.toLowerCase()}`, 1, 'shared')
    }
  return {
    tokens,
    ruleNumbers: [...new Set(ruleNumbers)],
    vocabulary: vocabulary.filter((v) => free(v.positions)),
    principles: matchPrinciples(question, tokens),
    keywords,
    glossary,
    cards,
    terms: [...terms.values()],
    contentWordCount: Math.max(1, contentWordCount),
  }
}

const words = (tokens: readonly Token[], positions: number[]) => positions.map((p) => tokens[p]!.text).join(' ')

/**
 * Keywords the question names: by name ("trample", "first strike", "cycling") or through a vocabulary
 * phrase ("kicked" → Kicker). A vocabulary phrase may say a word is not a keyword (the noun
 * "counters"), and a longer keyword ("trample over planeswalkers") hides a shorter one inside it.
 */
function keywordMentions(
  tokens: readonly Token[],
  facts: EditionFacts,
  vocabulary: readonly VocabularyMatch[],
  free: (positions: number[]) => boolean,
  weight: (positions: number[]) => number,
): Mention<KeywordEntry>[] {
  const found: Mention<KeywordEntry>[] = []
  const blocked = new Set(
    vocabulary.flatMap((v) => (v.entry.insteadOf ? v.positions.map((p) => `${v.entry.insteadOf!.toLowerCase()}@${p}`) : [])),
  )
  const byName = facts.keywordByName
  for (const v of vocabulary) {
    const k = v.entry.keyword && byName.get(v.entry.keyword.toLowerCase())
    if (k && free(v.positions) && !found.some((m) => m.item === k))
      found.push({ item: k, said: v.said, positions: v.positions, weight: 1, via: v })
  }
  for (const { item: k, positions } of facts.keywordNames.find(tokens)) {
    if (found.some((m) => m.item === k)) continue
    if (!free(positions) || positions.some((p) => blocked.has(`${k.name.toLowerCase()}@${p}`))) continue
    found.push({ item: k, said: words(tokens, positions), positions, weight: weight(positions), via: null })
  }
  return found.filter(
    (m) => !found.some((o) => o !== m && o.positions.length > m.positions.length && m.positions.every((p) => o.positions.includes(p))),
  )
}
