// Fetching a card page's data from the REST API and shaping it for card.ts: the card object,
// then its rulings, printings, tags and keyword definitions in parallel.
import { getJson } from '../api.js'
import type { TextSpan } from '../components/annotated-text.js'
import type { CardJson, ListJson } from '../model.js'
import type { CardView, FaceView, PrintingView, RulingView, TagView } from './card-view.js'

interface RulingJson { published_at: string; source: string | null; comment: string }
interface TagJson { slug: string; label: string; category: string; provenance: string; confidence: number | null; evidence: string | null }

function printingOf(c: CardJson): PrintingView | null {
  if (!c.id || !c.set) return null
  return {
    id: c.id, setCode: c.set.toUpperCase(), setName: c.set_name ?? c.set, collectorNumber: c.collector_number ?? '',
    rarity: c.rarity ?? '', releasedAt: c.released_at ?? null, priceUsd: c.prices?.usd ?? null, priceUsdFoil: c.prices?.usd_foil ?? null,
  }
}

function plainSpans(text: string | null | undefined): TextSpan[] {
  return text ? [{ kind: 'text', text }] : []
}

export async function loadCard(id: string, signal: AbortSignal): Promise<CardView> {
  const card = await getJson<CardJson>(`/cards/${encodeURIComponent(id)}`, signal)
  const key = encodeURIComponent(card.id ?? card.oracle_id)
  const [rulings, tags, printings] = await Promise.all([
    getJson<ListJson<RulingJson>>(`/cards/${key}/rulings`, signal),
    getJson<ListJson<TagJson>>(`/cards/${key}/tags`, signal),
    getJson<ListJson<CardJson>>(`/cards/${key}/printings`, signal),
  ])
  const faces: FaceView[] = card.card_faces?.length
    ? card.card_faces.map((f) => ({
        name: f.name, manaCost: f.mana_cost || null, typeLine: f.type_line ?? '', spans: plainSpans(f.oracle_text),
        power: f.power ?? null, toughness: f.toughness ?? null, loyalty: f.loyalty ?? null, defense: f.defense ?? null,
      }))
    : [{
        name: card.name, manaCost: card.mana_cost || null, typeLine: card.type_line, spans: plainSpans(card.oracle_text),
        power: card.power ?? null, toughness: card.toughness ?? null, loyalty: card.loyalty ?? null, defense: card.defense ?? null,
      }]
  return {
    id,
    oracleId: card.oracle_id,
    name: card.name,
    manaCost: card.mana_cost || null,
    typeLine: card.type_line,
    faces,
    legalities: card.legalities ?? {},
    printing: printingOf(card),
    printings: printings.data.map(printingOf).filter((p): p is PrintingView => p !== null),
    rulings: rulings.data.map((r): RulingView => ({ date: r.published_at, source: r.source, text: r.comment })),
    tags: tags.data.map((t): TagView => ({ slug: t.slug, label: t.label, category: t.category, provenance: t.provenance, confidence: t.confidence, evidence: t.evidence })),
  }
}
