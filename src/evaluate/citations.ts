// Citation keys from the engine → citations with texts from the store: a rule with its text in the
// current CR edition and that edition's effective date; a ruling as the store has it (card, date,
// text). Rule texts are cached per edition (they change only when a CR is imported; the current
// edition is re-checked at most every few seconds), rulings per text.
import { normalizeRulingText, RULINGS, type CitationKey, type RulingKey } from '../engine/index.js'
import { rulesByKeys, rulesEdition, searchText } from '../queries/index.js'
import type { Database } from '../store/database.js'
import type { StoredCard } from './cards.js'

export type RuleCitationOut = { rule: string; text: string | null; effective: string | null }
export type RulingCitationOut = { ruling: { card: string; date: string | null; text: string; stored?: boolean } }
export type CitationOut = RuleCitationOut | RulingCitationOut

interface Edition { id: number; effectiveDate: string }

export class CitationResolver {
  private edition: Edition | null = null
  private editionCheckedAt = -Infinity
  private readonly ruleTexts = new Map<string, string | null>()
  private readonly anyCardRuling = new Map<RulingKey, { at: number; hit: RulingCitationOut | null }>()

  constructor(private readonly db: Database, private readonly recheckMs = 5_000, private readonly rulingTtlMs = 60_000) {}

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

  private async ruleTextsFor(numbers: string[]): Promise<{ edition: Edition | null; texts: Map<string, string | null> }> {
    const edition = await this.currentEdition()
    if (!edition) return { edition, texts: new Map() }
    const missing = [...new Set(numbers)].filter((n) => !this.ruleTexts.has(n))
    if (missing.length) {
      const rows = await rulesByKeys(this.db, missing.map((number) => ({ documentId: edition.id, number })))
      for (const n of missing) this.ruleTexts.set(n, rows.get(`${edition.id}:${n}`)?.text ?? null)
    }
    return { edition, texts: this.ruleTexts }
  }

  /** The store's copy of a general ruling, on whichever card carries it (cached). */
  private async rulingOnAnyCard(key: RulingKey): Promise<RulingCitationOut | null> {
    const hit = this.anyCardRuling.get(key)
    if (hit && Date.now() - hit.at < this.rulingTtlMs) return hit.hit
    const entry = RULINGS[key]
    const wanted = new Set([entry.text, ...('variants' in entry ? entry.variants : [])].map(normalizeRulingText))
    let found: RulingCitationOut | null = null
    for (const text of [entry.text, ...('variants' in entry ? entry.variants : [])]) {
      const page = await searchText(this.db, text, { kinds: ['ruling'], limit: 10, offset: 0 })
      const match = page.items.find((h) => h.ruling && wanted.has(normalizeRulingText(h.text)))
      if (match?.ruling) { found = { ruling: { card: match.ruling.cardName, date: match.ruling.publishedAt, text: match.text } }; break }
    }
    this.anyCardRuling.set(key, { at: Date.now(), hit: found })
    return found
  }

  /** Fill in citation keys; rulings are looked for on the scenario's own store cards first. */
  async resolve(keys: CitationKey[], cardsByName: Map<string, StoredCard>): Promise<CitationOut[]> {
    const { edition, texts } = await this.ruleTextsFor(keys.flatMap((k) => ('rule' in k ? [k.rule] : [])))
    const out: CitationOut[] = []
    const seen = new Set<string>()
    for (const k of keys) {
      if ('rule' in k) {
        out.push({ rule: k.rule, text: texts.get(k.rule) ?? null, effective: edition?.effectiveDate ?? null })
        continue
      }
      const entry = RULINGS[k.ruling.key]
      const wanted = new Set([entry.text, ...('variants' in entry ? entry.variants : [])].map(normalizeRulingText))
      const own = cardsByName.get(k.ruling.card.toLowerCase())
      const onCard = own?.rulings.find((r) => wanted.has(normalizeRulingText(r.text)))
      let c: RulingCitationOut | null = onCard ? { ruling: { card: own!.cardName, date: onCard.publishedAt, text: onCard.text } } : null
      if (!c && entry.scope === 'general') c = await this.rulingOnAnyCard(k.ruling.key)
      // not in the store: the text the engine quotes (from the seed documents or MTGJSON), undated
      c ??= { ruling: { card: entry.publishedFor, date: null, text: entry.text, stored: false } }
      const id = `${c.ruling.card}\u0000${normalizeRulingText(c.ruling.text)}`
      if (seen.has(id)) continue
      seen.add(id)
      out.push(c)
    }
    return out
  }

  clear() { this.edition = null; this.editionCheckedAt = -Infinity; this.ruleTexts.clear(); this.anyCardRuling.clear() }
}
