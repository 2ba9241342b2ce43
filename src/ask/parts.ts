// A question that asks two things at once ("does regenerating take it out of combat, and does it work
// against a 'can't be regenerated' wrath?") is answered part by part: it is split where a new question
// starts (after a question mark, a semicolon or a slash, or at ", and"/"and"/"or"/"also" followed by
// a question word), each part is ranked on its own, and the rankings are merged with the whole
// question's (reciprocal-rank fusion), so that every part's best passages are near the top.
import { isContentWord, tokenize } from './words.js'

/** Words that open a question of their own after "and" / "or" / "also". */
const OPENERS =
  'does do did is are was were can could will would should may might must who whose what which when where why how if whats hows'.split(' ')

/** A part with fewer content words than this is not a question of its own ("or not?", "and why"). */
const MIN_CONTENT_WORDS = 2
const MAX_PARTS = 3

const CONNECTOR = new RegExp(`(?:,?\\s+(?:and|or|also|plus|but)\\s+(?:also\\s+)?(?=(?:${OPENERS.join('|')})\\b))`, 'gi')

/** The parts of a multi-part question, as written; one part (the question) when it asks one thing. */
export function questionParts(question: string): string[] {
  const pieces = question
    // a question mark, semicolon or slash between two questions; " — " or ": " before a question word
    .split(/\?+\s+|;\s+|\s+\/\s+|\s+[—–]\s+(?=(?:does|do|can|is|are|what|how|who|will|would|should)\b)/i)
    .flatMap((p) => p.split(CONNECTOR))
    .map((p) => p.trim().replace(/^[,.!?\s]+|[,.!?\s]+$/g, ''))
    .filter(Boolean)
  // a piece too short to be asked alone stays with the piece before it
  const parts: string[] = []
  for (const p of pieces) {
    const content = tokenize(p).filter(isContentWord).length
    if (parts.length && content < MIN_CONTENT_WORDS) parts[parts.length - 1] = `${parts.at(-1)} ${p}`
    else parts.push(p)
  }
  if (parts.length > 1 && tokenize(parts[0]!).filter(isContentWord).length < MIN_CONTENT_WORDS) {
    parts[1] = `${parts[0]} ${parts[1]}`
    parts.shift()
  }
  return parts.length > MAX_PARTS ? [question] : parts
}

/** Reciprocal-rank fusion's constant: how flat the credit of lower ranks is. */
export const FUSION_K = 4

/**
 * Merge rankings by reciprocal-rank fusion: an item's score is the sum over the rankings of
 * weight / (FUSION_K + its rank). The first ranking (the whole question's) breaks ties.
 */
export function fuseRankings<T>(rankings: readonly { items: readonly T[]; weight: number }[], key: (t: T) => string): T[] {
  const score = new Map<string, { item: T; score: number; first: number }>()
  for (const [r, { items, weight }] of rankings.entries())
    for (const [i, item] of items.entries()) {
      const k = key(item)
      const s = score.get(k)
      const add = weight / (FUSION_K + i + 1)
      if (s) s.score += add
      else score.set(k, { item, score: add, first: r === 0 ? i : Number.MAX_SAFE_INTEGER })
    }
  return [...score.values()].sort((a, b) => b.score - a.score || a.first - b.first).map((s) => s.item)
}
