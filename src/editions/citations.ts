// The rule numbers a text cites, found so that two texts can be compared with them masked:
// "See rule 726, “Restarting the Game.”" and "See rule 727, “Restarting the Game.”" are the same
// text modulo citations. Only three-digit chapter numbers and dotted rule numbers count (726,
// 601.2f); a range's end ("601.2f–h") and a section number ("section 7") stay literal text, so a
// change there is a change, never taken for a renumbering.

const CITED = /(?<![\d.])\d{3}(?:\.\d+[a-z]?)?(?![\d]|\.\d)/g
export const CITATION_MASK = '§'

/** The cited numbers in order of appearance, repeats kept. */
export function citedNumbers(text: string): string[] {
  return text.match(CITED) ?? []
}

/** The text with every cited number replaced by §. */
export function maskCitations(text: string): string {
  return text.replace(CITED, CITATION_MASK)
}

/**
 * Two texts equal modulo citations differ only in the numbers they cite: is each difference the
 * cited rule's new number? `renumber` maps an old number to its number in the newer edition.
 * Returns the renumberings (each distinct pair once, in order), or null when some cited number is
 * not the old one's new number (a true change).
 */
export function citationRenumberings(
  oldText: string,
  newText: string,
  renumber: (oldNumber: string) => string | undefined,
): { from: string; to: string }[] | null {
  const before = citedNumbers(oldText)
  const after = citedNumbers(newText)
  if (before.length !== after.length) return null
  const out: { from: string; to: string }[] = []
  const seen = new Set<string>()
  for (let i = 0; i < before.length; i++) {
    const from = before[i]!
    const to = after[i]!
    if (from === to) continue
    if (renumber(from) !== to) return null
    const key = `${from}→${to}`
    if (!seen.has(key)) {
      seen.add(key)
      out.push({ from, to })
    }
  }
  return out
}
