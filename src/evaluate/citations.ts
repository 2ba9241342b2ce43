// Citation keys from the engine → citations with texts from the store: a rule with its text in the
// current CR edition and that edition's effective date; a ruling as the store has it (card, date,
// text). Rule texts are cached per edition (they change only when a CR is imported; the current
// edition is re-checked at most every few seconds), rulings per text.
import { normalizeRulingText, RULINGS, type CitationKey, type RulingKey } from '../engine/index.js'
import { rulesByKeys, rulesEdition, searchText } from '../queries/index.js'
import type { Database } from '../store/database.js'
import type { StoredCard } from './cards.js'
import type { CitationOut, RulingCitationOut } from './response.js'

interface Edition {
  id: number
  effectiveDate: string
}

const wantedTexts = new Map<RulingKey, string[]>()
/** A ruling entry's text and older wordings, normalized once. */
function wanted(key: RulingKey): string[] {
  let w = wantedTexts.get(key)
  if (!w) {
    const entry = RULINGS[key]
    w = [...new Set([entry.text, ...('variants' in entry ? entry.variants : [])].map(normalizeRulingText))]
    wantedTexts.set(key, w)
  }
  return w
}

export class CitationResolver {
  private edition: Edition | null = null
  private editionCheckedAt = -Infinity
  private readonly ruleTexts = new Map<string, string | null>()
  private readonly anyCardRuling = new Map<RulingKey, { at: number; hit: RulingCitationOut | null }>()

  constructor(
    private readonly db: Database,
    private readonly recheckMs = 5_000,
    private readonly rulingTtlMs = 60_000,
  ) {}

  private async currentEdition(): Promise<Edition | null> {
    const now = Date.now()
    if (now - this.editionCheckedAt > this.recheckMs) {
      const e = await rulesEdition(this.db)
      if (e?.id !== this.edition?.id) this.ruleTexts.clear()
      this.edition = e
      this.editionCheckedAt = now
    }
    return this.edition
  }

  /** The store's copy of a general ruling, on whichever card carries it; cached for rulingTtlMs. */
  private async loadRulingOnAnyCard(key: RulingKey): Promise<void> {
    const entry = RULINGS[key]
    const texts = new Set(wanted(key))
    let found: RulingCitationOut | null = null
    for (const text of [entry.text, ...('variants' in entry ? entry.variants : [])]) {
      const page = await searchText(this.db, text, { kinds: ['ruling'], limit: 10, offset: 0 })
      const match = page.items.find((h) => h.ruling && texts.has(normalizeRulingText(h.text)))
      if (match?.ruling) {
        found = { ruling: { card: match.ruling.cardName, date: match.ruling.publishedAt, text: match.text } }
        break
      }
    }
    this.anyCardRuling.set(key, { at: Date.now(), hit: found })
  }

  /** What the keys need from the store that the caches cannot answer now: rule texts, general rulings. */
  private due(keys: CitationKey[], cardsByName: Map<string, StoredCard>): { rules: Set<string>; rulings: Set<RulingKey> } {
    const now = Date.now()
    const rules = new Set<string>()
    const rulings = new Set<RulingKey>()
    for (const k of keys) {
      if ('rule' in k) {
        if (!this.ruleTexts.has(k.rule)) rules.add(k.rule)
        continue
      }
      if (RULINGS[k.ruling.key].scope !== 'general' || this.ownRuling(k.ruling.key, k.ruling.card, cardsByName)) continue
      const hit = this.anyCardRuling.get(k.ruling.key)
      if (!hit || now - hit.at >= this.rulingTtlMs) rulings.add(k.ruling.key)
    }
    return { rules, rulings }
  }

  /** Whether resolve() can answer these keys from the caches alone (no store query due). */
  ready(keys: CitationKey[], cardsByName: Map<string, StoredCard>): boolean {
    if (Date.now() - this.editionCheckedAt > this.recheckMs) return false
    const { rules, rulings } = this.due(keys, cardsByName)
    // without a stored CR edition there are no rule texts to load
    return rulings.size === 0 && (rules.size === 0 || !this.edition)
  }

  /** Load what the keys need that isn't cached yet: rule texts of the current edition, general rulings on any card. */
  async prepare(keys: CitationKey[], cardsByName: Map<string, StoredCard>): Promise<void> {
    const edition = await this.currentEdition()
    const { rules, rulings } = this.due(keys, cardsByName)
    for (const key of rulings) await this.loadRulingOnAnyCard(key)
    if (edition && rules.size) {
      const rows = await rulesByKeys(
        this.db,
        [...rules].map((number) => ({ documentId: edition.id, number })),
      )
      for (const n of rules) this.ruleTexts.set(n, rows.get(`${edition.id}:${n}`)?.text ?? null)
    }
  }

  private ownRuling(key: RulingKey, card: string, cardsByName: Map<string, StoredCard>): RulingCitationOut | null {
    const own = cardsByName.get(card.toLowerCase())
    if (!own) return null
    for (const t of wanted(key)) {
      const r = own.rulingsByText.get(t)
      if (r) return { ruling: { card: own.cardName, date: r.publishedAt, text: r.text } }
    }
    return null
  }

  /** Citation keys → citations, from what prepare() loaded. Rulings: the scenario's own store card first, then any card, then the engine's quote. */
  resolve(keys: CitationKey[], cardsByName: Map<string, StoredCard>): CitationOut[] {
    const out: CitationOut[] = []
    const seen = new Set<string>()
    for (const k of keys) {
      if ('rule' in k) {
        out.push({ rule: k.rule, text: this.ruleTexts.get(k.rule) ?? null, effective: this.edition?.effectiveDate ?? null })
        continue
      }
      const entry = RULINGS[k.ruling.key]
      let c = this.ownRuling(k.ruling.key, k.ruling.card, cardsByName)
      if (!c && entry.scope === 'general') c = this.anyCardRuling.get(k.ruling.key)?.hit ?? null
      // not in the store: the text the engine quotes (from the seed documents or MTGJSON), undated
      c ??= { ruling: { card: entry.publishedFor, date: null, text: entry.text, stored: false } }
      const id = `${c.ruling.card}\u0000${c.ruling.date}\u0000${c.ruling.text}`
      if (seen.has(id)) continue
      seen.add(id)
      out.push(c)
    }
    return out
  }
}
