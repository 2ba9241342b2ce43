// One normalisation of card names for lookups: the importer stores it in `cards.normalized_name`,
// and the search layer applies the same function to what a user typed, so "grow from teh ashes",
// "GROW FROM THE ASHES!" and "Grów from the Ashes" all meet the stored "grow from the ashes".

/** Letters NFKD does not split into a base letter and a mark. */
const LIGATURES: Record<string, string> = {
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
}

/**
 * Lower case, accents removed (Lim-Dûl → limdul, Æther → aether), punctuation and symbols removed
 * (Urza's → urzas, "Fire // Ice" → "fire ice"), runs of whitespace collapsed to one space, trimmed.
 */
export function normalizeName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[æœßøđðłþı]/g, (c) => LIGATURES[c] ?? c)
    .replace(/[\p{P}\p{S}]+/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
}
