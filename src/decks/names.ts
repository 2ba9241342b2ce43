// Card names as decklists write them. Split and double-faced cards come written several ways:
// "Fire // Ice" (Oracle, Arena), "Fire/Ice" (MTGO), "Fire / Ice", or the front face alone
// ("Delver of Secrets"). One canonical spelling is looked up: faces joined with " // ".
import { normalizeName } from '../store/normalize-name.js'

/** "Fire/Ice", "Fire / Ice", "Fire//Ice" → "Fire // Ice"; runs of spaces collapsed; trimmed. */
export function canonicalName(name: string): string {
  return name
    .replace(/\s+/g, ' ')
    .trim()
    .split(/\s*\/\/?\s*/)
    .filter((part) => part !== '')
    .join(' // ')
}

/** The keys a name is looked up by: the store's normalized name, and the lower-cased name for face names. */
export function nameKeys(canonical: string): { normalized: string; lower: string } {
  return { normalized: normalizeName(canonical), lower: canonical.toLowerCase() }
}

/**
 * Cards count as the same card for deck construction when they have the same English name (CR
 * 100.2a, 903.5b); the store writes each name one way, so its name is the key.
 */
export const copyKey = (storeName: string) => storeName
