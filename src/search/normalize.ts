// Name normalization for lookups: queries must normalize exactly as `cards.normalized_name` was
// written by the importer (lower case, accents and punctuation removed, whitespace collapsed).
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
}
