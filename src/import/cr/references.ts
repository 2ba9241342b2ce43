// The rule numbers a piece of Comprehensive Rules text cites, in the order written, ranges
// expanded: "rules 601.2b and 601.2f–h" → 601.2b, 601.2f, 601.2g, 601.2h; "rule 607" → 607;
// "section 4" → 4; "rules 119.7–8" → 119.7, 119.8.

/** Subrule letters as the CR uses them: "l" and "o" are skipped (see the CR's introduction). */
export const SUBRULE_LETTERS = 'abcdefghijkmnpqrstuvwxyz'

const MAX_RANGE = 60

// 601.2b | 601.2f–h | 119.7–8 | 903.6–903.11 | 510.1c-d
const DOTTED = /(?<![\d.])(\d{3})\.(\d+)([a-z])?(?:\s?[–-]\s?(?:(\d{3})\.)?(\d+)?([a-z])?(?![a-z]))?(?![\d])/g
// "rule 607", "rules 614 and 615", "section 4", "sections 1 and 2"
const CHAPTER_LIST = /\b(rules?|sections?)\s+(\d{1,3})(?![\d.]\d)((?:(?:,\s*|,?\s+(?:and|or)\s+)\d{1,3}(?![\d.]\d))*)/g

export function letterRange(from: string, to: string): string[] | null {
  const a = SUBRULE_LETTERS.indexOf(from)
  const b = SUBRULE_LETTERS.indexOf(to)
  if (a < 0 || b < 0 || b < a || b - a > MAX_RANGE) return null
  return [...SUBRULE_LETTERS.slice(a, b + 1)]
}

export function extractReferences(text: string): string[] {
  const found: string[] = []
  const seen = new Set<string>()
  const add = (n: string) => {
    if (!seen.has(n)) {
      seen.add(n)
      found.push(n)
    }
  }
  const hits: { at: number; numbers: string[] }[] = []
  for (const m of text.matchAll(DOTTED)) {
    const [, chapter, rule, letter, chapter2, rule2, letter2] = m
    const first = `${chapter}.${rule}${letter ?? ''}`
    const numbers = [first]
    if (rule2 !== undefined || letter2 !== undefined) {
      const endChapter = chapter2 ?? chapter
      const endRule = rule2 ?? rule
      if (letter && letter2 && endChapter === chapter && endRule === rule) {
        // 601.2f–h
        const letters = letterRange(letter, letter2)
        if (letters) numbers.splice(0, 1, ...letters.map((l) => `${chapter}.${rule}${l}`))
        else numbers.push(`${endChapter}.${endRule}${letter2}`)
      } else if (!letter && !letter2 && endChapter === chapter && rule2 !== undefined) {
        // 119.7–8, 903.6–903.11
        const a = Number(rule)
        const b = Number(rule2)
        if (b > a && b - a <= MAX_RANGE) for (let n = a + 1; n <= b; n++) numbers.push(`${chapter}.${n}`)
        else numbers.push(`${endChapter}.${endRule}`)
      } else if (rule2 !== undefined || letter2 !== undefined) {
        numbers.push(`${endChapter}.${endRule}${letter2 ?? ''}`)
      }
    }
    hits.push({ at: m.index, numbers })
  }
  for (const m of text.matchAll(CHAPTER_LIST)) {
    const isSection = m[1]!.startsWith('section')
    const numbers = [m[2]!, ...(m[3]!.match(/\d{1,3}/g) ?? [])].filter((n) => (isSection ? n.length === 1 : n.length === 3))
    if (numbers.length) hits.push({ at: m.index, numbers })
  }
  hits.sort((a, b) => a.at - b.at)
  for (const h of hits) for (const n of h.numbers) add(n)
  return found
}
