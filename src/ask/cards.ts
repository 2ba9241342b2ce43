// Card names in a question, whole or in part ("Grow from the Ashes", "Grow", "the Ashes card",
// "Yawgmoth's ability", "Snapcastor Mage"). Candidates are the cards whose stored name shares a word
// with the question (a GIN index on the words of cards.normalized_name, migration ask_card_name_words),
// and, for words no card name and no rule contains (typos), the names pg_trgm finds similar. Each
// candidate is scored by how much of its name the question covers, rare name words counting for
// more than common ones; a name made only of rules words ("Exile", "Counterspell" is not one) must
// be written with a capital letter to count.
import type { Db } from '../queries/index.js'
import { normalizeName } from '../store/normalize-name.js'
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

interface CandidateRow {
  oracle_id: string
  name: string
  normalized_name: string
  keywords: string[]
}

const MAX_CANDIDATES = 4000
/** Cards named by fewer rules-free words than this much information are not taken. */
const MIN_CONFIDENCE = 0.45
/** A partly named card: at least this share of its name's information must be in the question. */
const MIN_COVERAGE = 0.3
const MAX_CARDS = 3
const KEYWORD_AFFINITY = 0.3

/**
 * The cards a question names, surest first. `isRulesWord` tells whether a token is ordinary rules
 * vocabulary (it occurs in several rules): such words name a card only when capitalized.
 */
export async function findCardMentions(
  db: Db,
  tokens: readonly Token[],
  rulesWord: Promise<(t: Token) => boolean>,
  saidKeywords: readonly string[] = [],
  /** Tokens a vocabulary phrase took ("summoning sick"): part of a name only if the name is written out, capitalized. */
  reserved: ReadonlySet<number> = new Set(),
): Promise<CardMention[]> {
  const content = tokens.filter((t) => !STOPWORDS.has(t.text) && t.nameForms.some((f) => f.length > 1 && !/^\d+$/.test(f)))
  const words = [...new Set(content.flatMap((t) => t.nameForms))].filter((w) => /^[a-z0-9]+$/.test(w) && !STOPWORDS.has(w))
  if (!words.length) return []
  const { rows } = await db.pool.query<CandidateRow & { total: number }>(
    `SELECT oracle_id, name, normalized_name, keywords, (SELECT reltuples::int FROM pg_class WHERE oid = 'cards'::regclass) AS total FROM cards
      WHERE to_tsvector('simple', normalized_name) @@ to_tsquery('simple', $1) LIMIT ${MAX_CANDIDATES}`,
    [words.map((w) => `'${w}'`).join(' | ')],
  )
  // the planner's row count (kept by ANALYZE, which every import runs) is close enough for word weights
  const total = Math.max(rows[0]?.total ?? 0, rows.length, 1000)
  const isRulesWord = await rulesWord
  const frequency = new Map<string, number>()
  for (const r of rows) for (const w of new Set(r.normalized_name.split(' '))) frequency.set(w, (frequency.get(w) ?? 0) + 1)

  // words that no candidate name contains and that are not rules vocabulary: perhaps a misspelt name
  const unknown = content.filter((t) => t.text.length >= 4 && !t.nameForms.some((f) => frequency.has(f)) && !isRulesWord(t))
  const fuzzy = unknown.length ? await similarNames(db, unknown) : []
  const candidates = new Map<string, CandidateRow>()
  for (const r of [...rows, ...fuzzy]) candidates.set(r.oracle_id, r)

  const idf = (w: string) => Math.log(total / Math.max(1, frequency.get(w) ?? 20))
  const keywords = new Set(saidKeywords.map((k) => k.toLowerCase()))
  const scored: CardMention[] = []
  for (const c of candidates.values()) {
    const m = scoreCandidate(c, tokens, unknown, idf, isRulesWord, reserved)
    if (!m) continue
    // a half-named card that has a keyword the question talks about is the likelier one
    if (m.confidence < 0.9 && c.keywords.some((k) => keywords.has(k.toLowerCase())))
      m.confidence = Math.min(0.95, m.confidence + KEYWORD_AFFINITY)
    if (m.confidence >= MIN_CONFIDENCE) scored.push(m)
  }
  scored.sort((a, b) => b.confidence - a.confidence || a.name.localeCompare(b.name))
  const best = scored[0]?.confidence ?? 0
  // names that overlap a surer name's words are the same mention read worse ("Grow" inside "Grow from the Ashes")
  const taken: CardMention[] = []
  for (const m of scored) {
    if (taken.length >= MAX_CARDS || m.confidence < best - 0.2) break
    const overlaps = taken.some((t) => t.positions.some((p) => m.positions.includes(p)) && t.confidence > m.confidence + 0.05)
    if (!overlaps) taken.push(m)
  }
  return taken
}

async function similarNames(db: Db, unknown: readonly Token[]): Promise<CandidateRow[]> {
  const { rows } = await db.pool.query<CandidateRow>(
    `SELECT c.oracle_id, c.name, c.normalized_name, c.keywords FROM unnest($1::text[]) AS w
       CROSS JOIN LATERAL (SELECT * FROM cards c WHERE c.normalized_name %> w
                            ORDER BY word_similarity(w, c.normalized_name) DESC, c.name LIMIT 5) c`,
    [[...new Set(unknown.map((t) => t.nameForms.at(-1)!))]],
  )
  return rows
}

/** Where `words` occur in the question as consecutive tokens (a token matches through any of its name forms). */
function findRun(tokens: readonly Token[], words: readonly string[]): number {
  for (let i = 0; i + words.length <= tokens.length; i++) {
    let ok = true
    for (let j = 0; j < words.length && ok; j++) ok = tokens[i + j]!.nameForms.includes(words[j]!)
    if (ok) return i
  }
  return -1
}

function scoreCandidate(
  card: CandidateRow,
  tokens: readonly Token[],
  unknown: readonly Token[],
  idf: (w: string) => number,
  isRulesWord: (t: Token) => boolean,
  reserved: ReadonlySet<number>,
): CardMention | null {
  const mention = (confidence: number, positions: number[]): CardMention => ({
    oracleId: card.oracle_id,
    name: card.name,
    keywords: card.keywords,
    confidence: Math.min(1, confidence),
    matched: positions.map((p) => tokens[p]!.text).join(' '),
    positions,
  })
  // names written out whole: the card's, a face's, or the part before the comma ("Yawgmoth")
  const names = [card.normalized_name]
  if (card.name.includes(' // ')) names.push(...card.name.split(' // ').map(normalizeName))
  if (card.name.includes(',')) names.push(normalizeName(card.name.split(',')[0]!))
  for (const [i, n] of names.entries()) {
    const words = n.split(' ')
    const at = findRun(tokens, words)
    if (at < 0) continue
    const positions = words.map((_, j) => at + j)
    const run = positions.map((p) => tokens[p]!)
    if (positions.some((p) => reserved.has(p)) && !run.some((t) => t.capitalized)) continue
    const contentWords = run.filter((t) => !STOPWORDS.has(t.text))
    // one ordinary word ("Exile", "Fog"), or a short name ("Jace"), is a name only when written like one
    const plain = contentWords.every((t) => isRulesWord(t))
    if (contentWords.length >= 2 && !plain) return mention(i === 0 ? 1 : 0.95, positions)
    if (contentWords.length >= 2 && (run.some((t) => t.capitalized) || words.length >= 3)) return mention(0.9, positions)
    if (contentWords.length === 1 && (!plain || run.some((t) => t.capitalized))) return mention(i === 0 ? 0.9 : 0.8, positions)
  }
  // part of the name: the share of the name's information the question's words cover
  const nameWords = [...new Set(card.normalized_name.split(' '))]
  let have = 0
  let all = 0
  let telling = false
  const positions: number[] = []
  for (const w of nameWords) {
    const weight = STOPWORDS.has(w) ? 0.5 : idf(w)
    all += weight
    let at = tokens.findIndex((t) => !reserved.has(t.index) && t.nameForms.includes(w))
    let similarity = 1
    if (at < 0) {
      const close = unknown.map((t) => ({ t, s: trigramSimilarity(t.nameForms.at(-1)!, w) })).sort((a, b) => b.s - a.s)[0]
      if (close && close.s >= 0.45) {
        at = close.t.index
        similarity = close.s
      }
    }
    if (at < 0 || STOPWORDS.has(w)) continue
    have += weight * similarity
    positions.push(at)
    const t = tokens[at]!
    if (t.capitalized || !isRulesWord(t) || similarity < 1) telling = true
  }
  if (!positions.length || !telling) return null
  const coverage = have / all
  if (coverage < MIN_COVERAGE) return null
  return mention(
    0.85 * Math.sqrt(coverage),
    [...new Set(positions)].sort((a, b) => a - b),
  )
}

/** pg_trgm's similarity of two words: shared trigrams of "  w " over all trigrams. */
export function trigramSimilarity(a: string, b: string): number {
  const grams = (s: string) => {
    const p = `  ${s} `
    const out = new Set<string>()
    for (let i = 0; i + 3 <= p.length; i++) out.add(p.slice(i, i + 3))
    return out
  }
  const ga = grams(a)
  const gb = grams(b)
  let shared = 0
  for (const g of ga) if (gb.has(g)) shared++
  return shared / (ga.size + gb.size - shared)
}
