// Fetching a card page's data from the REST API and shaping it for card.ts: the card object,
// then its rulings, printings, tags and keyword definitions in parallel.
import { getJson } from '../api.js'
import type { TextSpan } from '../components/annotated-text.js'
import type { CardJson, ListJson } from '../model.js'
import { pictureFaces } from '../components/card-image.js'
import type { CardView, FaceView, PrintingView, RulingView, TagView } from './card-view.js'

/** A span of GET /cards/:id/annotations (src/api/rest/annotations.ts). */
interface SpanJson {
  kind: TextSpan['kind']
  text: string
  term?: string
  rule?: string | null
  definition?: string | null
  children?: SpanJson[]
}
interface AnnotationsJson {
  annotated_text: SpanJson[]
  card_faces?: { name: string; annotated_text: SpanJson[] }[]
}

const KIND_LABEL: Partial<Record<TextSpan['kind'], string>> = {
  keyword: 'Keyword ability',
  action: 'Keyword action',
  glossary: 'Glossary term',
  ability_word: 'Ability word',
}

/** API spans → the page's spans; a term without a stored definition says so rather than vanish. */
export function toSpan(s: SpanJson): TextSpan {
  const label = KIND_LABEL[s.kind]
  const span: TextSpan = { kind: s.kind, text: s.text }
  if (label && s.term && (s.definition || s.rule)) {
    span.definition = {
      term: s.term,
      kindLabel: label,
      rule: s.rule ?? null,
      text: s.definition || 'The stored Comprehensive Rules hold no text for this term; follow the link to its rule.',
    }
  }
  if (s.children?.length) span.children = s.children.map(toSpan)
  return span
}

interface RulingJson {
  published_at: string
  source: string | null
  comment: string
}
interface TagJson {
  slug: string
  label: string
  category: string
  provenance: string
  confidence: number | null
  evidence: string | null
}

function printingOf(c: CardJson): PrintingView | null {
  if (!c.id || !c.set) return null
  return {
    id: c.id,
    setCode: c.set.toUpperCase(),
    setName: c.set_name ?? c.set,
    collectorNumber: c.collector_number ?? '',
    rarity: c.rarity ?? '',
    releasedAt: c.released_at ?? null,
    priceUsd: c.prices?.usd ?? null,
    priceUsdFoil: c.prices?.usd_foil ?? null,
  }
}

function plainSpans(text: string | null | undefined): TextSpan[] {
  return text ? [{ kind: 'text', text }] : []
}

export async function loadCard(id: string, signal: AbortSignal): Promise<CardView> {
  // every endpoint takes a printing id or an Oracle id: ask for the card and its parts at once
  const key = encodeURIComponent(id)
  const part = <T>(p: Promise<T>) =>
    p.then(
      (value) => ({ value, error: undefined }),
      (error: unknown) => ({ value: undefined, error }),
    )
  const [card, annotations, rulings, tags, printings] = await Promise.all([
    getJson<CardJson>(`/cards/${key}`, signal),
    part(getJson<AnnotationsJson>(`/cards/${key}/annotations`, signal)),
    part(getJson<ListJson<RulingJson>>(`/cards/${key}/rulings`, signal)),
    part(getJson<ListJson<TagJson>>(`/cards/${key}/tags`, signal)),
    part(getJson<ListJson<CardJson>>(`/cards/${key}/printings`, signal)),
  ])
  // the card itself must load (a bad or unknown id is the page's error); a part that fails is shown
  // as that section's error, the rest of the page still works
  if (signal.aborted) throw new DOMException('navigated away', 'AbortError')
  const problems: CardView['problems'] = {}
  if (annotations.error) problems.text = annotations.error
  if (rulings.error) problems.rulings = rulings.error
  if (tags.error) problems.tags = tags.error
  if (printings.error) problems.printings = printings.error
  const faceSpans = (i: number, text: string | null | undefined) => {
    const a = annotations.value?.card_faces?.[i]?.annotated_text
    return a ? a.map(toSpan) : plainSpans(text)
  }
  const faces: FaceView[] = card.card_faces?.length
    ? card.card_faces.map((f, i) => ({
        name: f.name,
        manaCost: f.mana_cost || null,
        typeLine: f.type_line ?? '',
        spans: faceSpans(i, f.oracle_text),
        power: f.power ?? null,
        toughness: f.toughness ?? null,
        loyalty: f.loyalty ?? null,
        defense: f.defense ?? null,
      }))
    : [
        {
          name: card.name,
          manaCost: card.mana_cost || null,
          typeLine: card.type_line,
          spans: annotations.value ? annotations.value.annotated_text.map(toSpan) : plainSpans(card.oracle_text),
          power: card.power ?? null,
          toughness: card.toughness ?? null,
          loyalty: card.loyalty ?? null,
          defense: card.defense ?? null,
        },
      ]
  return {
    id,
    oracleId: card.oracle_id,
    name: card.name,
    manaCost: card.mana_cost || null,
    typeLine: card.type_line,
    faces,
    legalities: card.legalities ?? {},
    printing: printingOf(card),
    printings: (printings.value?.data ?? []).map(printingOf).filter((p): p is PrintingView => p !== null),
    rulings: (rulings.value?.data ?? []).map((r): RulingView => ({ date: r.published_at, source: r.source, text: r.comment })),
    problems,
    pictures: pictureFaces(card),
    artist: card.artist ?? ([...new Set((card.card_faces ?? []).map((f) => f.artist).filter(Boolean))].join(' & ') || null),
    flavor: [
      ...(card.flavor_text ? [{ face: card.name, text: card.flavor_text }] : []),
      ...(card.card_faces ?? []).flatMap((f) => (f.flavor_text ? [{ face: f.name, text: f.flavor_text }] : [])),
    ],
    related: (card.all_parts ?? []).filter((p) => p.id !== card.id && p.name !== card.name),
    keywords: card.keywords ?? [],
    tags: (tags.value?.data ?? []).map(
      (t): TagView => ({
        slug: t.slug,
        label: t.label,
        category: t.category,
        provenance: t.provenance,
        confidence: t.confidence,
        evidence: t.evidence,
      }),
    ),
  }
}
