// Card names in a scenario → card characteristics from the store, through the query layer. A name
// may be a card's full name or one face's name (any case). Results are cached: cards change only
// when an import runs, so a short time-to-live keeps imports visible without a query per request.
import { cardByExactName, cardByFuzzyName, rulingsByOracleIds } from '../queries/index.js'
import type { Ruling } from '../queries/types.js'
import type { Database } from '../store/database.js'
import { normalizeRulingText, type CardCharacteristics } from '../engine/index.js'

export interface StoredCard {
  oracleId: string
  /** The card's full name (faces joined with " // "). */
  cardName: string
  characteristics: CardCharacteristics
  rulings: Ruling[]
  /** The card's rulings by normalized text (normalizeRulingText), for matching the engine's citations. */
  rulingsByText: Map<string, Ruling>
}

interface Entry {
  at: number
  card: StoredCard | null
}

interface StoreFace {
  name: string
  manaCost: string | null
  typeLine: string
  oracleText: string | null
  power: string | null
  toughness: string | null
  loyalty: string | null
}

/**
 * What the engine gets for a store card named `name`: the named face of a multi-faced card, or the
 * whole card (faces joined as the store keeps them; the engine says what it can't use of that).
 */
export function storeCharacteristics(card: StoreFace & { faces: StoreFace[] }, name: string): CardCharacteristics {
  const face = card.faces.length > 1 ? card.faces.find((x) => x.name.toLowerCase() === name.toLowerCase()) : undefined
  const c = face ?? card
  return {
    name: c.name,
    manaCost: c.manaCost,
    typeLine: c.typeLine,
    oracleText: c.oracleText,
    power: c.power,
    toughness: c.toughness,
    loyalty: c.loyalty,
  }
}

export class CardResolver {
  private readonly cache = new Map<string, Entry>()

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 5000,
  ) {}

  /** The cached entry for a name, unless it is older than ttlMs. */
  private fresh(name: string, now: number): Entry | undefined {
    const hit = this.cache.get(name.toLowerCase())
    return hit && now - hit.at < this.ttlMs ? hit : undefined
  }

  /** Cards by name from the cache alone, or null when any of them must be loaded. */
  cached(names: Iterable<string>): Map<string, StoredCard | null> | null {
    const now = Date.now()
    const out = new Map<string, StoredCard | null>()
    for (const name of names) {
      const hit = this.fresh(name, now)
      if (!hit) return null
      out.set(name, hit.card)
    }
    return out
  }

  /** Cards by name; null for a name the store doesn't have. */
  async resolve(names: string[]): Promise<Map<string, StoredCard | null>> {
    const now = Date.now()
    const out = new Map<string, StoredCard | null>()
    const missing: string[] = []
    for (const name of new Set(names)) {
      const hit = this.fresh(name, now)
      if (hit) out.set(name, hit.card)
      else missing.push(name)
    }
    if (missing.length) {
      const found = await Promise.all(missing.map((n) => cardByExactName(this.db, n)))
      const oracleIds = found.flatMap((f) => (f ? [f.card.oracleId] : []))
      const rulings = await rulingsByOracleIds(this.db, oracleIds)
      if (this.cache.size + missing.length > this.maxEntries) this.cache.clear()
      missing.forEach((name, i) => {
        const f = found[i]
        let card: StoredCard | null = null
        if (f) {
          const c = f.card
          const chars = storeCharacteristics(c, name)
          const list = rulings.get(c.oracleId.toLowerCase()) ?? []
          card = {
            oracleId: c.oracleId,
            cardName: c.name,
            characteristics: chars,
            rulings: list,
            rulingsByText: new Map(list.map((r) => [normalizeRulingText(r.text), r])),
          }
        }
        this.cache.set(name.toLowerCase(), { at: now, card })
        out.set(name, card)
      })
    }
    return out
  }

  /** A "did you mean" for a name the store doesn't have, from the fuzzy name lookup. */
  async suggest(name: string): Promise<string | null> {
    try {
      const r = await cardByFuzzyName(this.db, name)
      if (r && 'card' in r) return r.card.card.name
      if (r && 'ambiguous' in r) return r.ambiguous.slice(0, 3).join('", "')
    } catch {
      /* a name the fuzzy lookup rejects has no suggestion */
    }
    return null
  }
}
