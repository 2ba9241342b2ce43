// A card page, after seed 000 and Scryfall's: the card's image (both faces of a double-faced card,
// with a flip), name and mana symbols, type line, the Oracle text annotated with CR definitions,
// P/T or loyalty, flavor text, artist, set and rarity, price, legalities per format, rulings with
// dates, tags grouped by category with their provenance, related cards and tokens, the rules of its
// keywords, and every printing with its price.
import { h, replace } from '../dom.js'
import { manaCost, textWithSymbols } from '../mana.js'
import { urls, type PageContext } from '../router.js'
import { cardPicture } from '../components/card-image.js'
import { annotatedText } from '../components/annotated-text.js'
import { linkRuleNumbers } from '../components/rule-links.js'
import { errorBox, loading } from '../components/status.js'
import { setTitle } from '../title.js'
import { loadCard } from './card-data.js'
import type { CardView, FaceView, PrintingView, TagView } from './card-view.js'
import { communityTagsSection } from '../components/community-tags.js'

// Seed 000's "Tags and classifications" headings, in its order.
const TAG_CATEGORIES: [category: string, heading: string][] = [
  ['ability', 'Ability tags'],
  ['mana_cost', 'Mana costs'],
  ['color_identity', 'Color identity'],
  ['keyword', 'Keyword tags'],
  ['mana_value', 'Mana value'],
  ['theme', 'Theme tags'],
  ['timing', 'Timing tags'],
  ['type', 'Type tags'],
]

const PROVENANCE_LABEL: Record<string, string> = {
  attribute: 'Card attribute',
  extracted: 'Extracted from rules text',
  inferred: 'Suggested theme',
}

const LEGALITY_LABEL: Record<string, string> = { legal: 'Legal', not_legal: 'Not legal', banned: 'Banned', restricted: 'Restricted' }

// The formats players look for first, then the rest alphabetically.
const FORMAT_ORDER = [
  'standard',
  'pioneer',
  'modern',
  'legacy',
  'vintage',
  'commander',
  'pauper',
  'oathbreaker',
  'brawl',
  'historic',
  'timeless',
  'alchemy',
  'explorer',
]

// How the formats are usually written; others get a capital letter.
const FORMAT_NAMES: Record<string, string> = {
  paupercommander: 'Pauper Commander',
  historicbrawl: 'Historic Brawl',
  standardbrawl: 'Standard Brawl',
  oldschool: 'Old School',
  predh: 'PreDH',
  duel: 'Duel Commander',
  penny: 'Penny Dreadful',
  gladiator: 'Gladiator',
}
const formatName = (f: string) =>
  FORMAT_NAMES[f] ??
  f
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .replace(/^./, (c) => c.toUpperCase())

function statLine(face: FaceView): HTMLElement | null {
  if (face.power !== null && face.toughness !== null)
    return h('p', { class: 'stats' }, h('span', { class: 'visually-hidden' }, 'Power and toughness: '), `${face.power}/${face.toughness}`)
  if (face.loyalty !== null) return h('p', { class: 'stats' }, `Loyalty: ${face.loyalty}`)
  if (face.defense !== null) return h('p', { class: 'stats' }, `Defense: ${face.defense}`)
  return null
}

function faceBlock(face: FaceView, asSection: boolean): HTMLElement {
  const body = [
    h('p', { class: 'type-line' }, face.typeLine),
    face.spans.length ? annotatedText(face.spans) : h('p', { class: 'muted' }, 'No rules text.'),
    statLine(face),
  ]
  if (!asSection) return h('div', { class: 'face' }, body)
  return h(
    'section',
    { class: 'face', 'aria-label': face.name },
    h('h2', { class: 'face-name' }, face.name, ' ', manaCost(face.manaCost)),
    body,
  )
}

function price(p: PrintingView | null, printings: PrintingView[]): HTMLElement {
  const known = p?.priceUsd ? p : printings.find((x) => x.priceUsd)
  return h(
    'section',
    { class: 'price panel', 'aria-labelledby': 'price-h' },
    h('h2', { id: 'price-h' }, 'Price'),
    known?.priceUsd
      ? h(
          'p',
          null,
          h('span', { class: 'price-value' }, `$${known.priceUsd}`),
          h('span', { class: 'muted' }, ` USD · ${known.setName} (${known.setCode})`),
          known.priceUsdFoil ? h('span', { class: 'muted' }, ` · foil $${known.priceUsdFoil}`) : null,
        )
      : h('p', { class: 'muted' }, 'No price known for this card.'),
  )
}

function legalities(legal: Record<string, string>): HTMLElement {
  const formats = Object.keys(legal).sort((a, b) => {
    const ia = FORMAT_ORDER.indexOf(a),
      ib = FORMAT_ORDER.indexOf(b)
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || a.localeCompare(b)
  })
  const playable = formats.filter((f) => legal[f] === 'legal' || legal[f] === 'restricted').length
  return h(
    'section',
    { class: 'legalities panel', 'aria-labelledby': 'legal-h' },
    h('h2', { id: 'legal-h' }, 'Legalities'),
    formats.length ? h('p', { class: 'muted legality-summary' }, `Legal in ${playable} of ${formats.length} formats.`) : null,
    formats.length
      ? h(
          'dl',
          { class: 'legality-list' },
          formats.map((f) =>
            h(
              'div',
              { class: 'legality', 'data-format': f, 'data-status': legal[f] },
              h('dt', null, formatName(f)),
              h('dd', { class: `badge legality-${legal[f]}` }, LEGALITY_LABEL[legal[f]!] ?? legal[f]),
            ),
          ),
        )
      : h('p', { class: 'muted' }, 'No format legalities recorded.'),
  )
}

function tagChip(tag: TagView): HTMLElement {
  const confidence = tag.provenance === 'inferred' && tag.confidence !== null ? ` · ${Math.round(tag.confidence * 100)}% confidence` : ''
  const provenance = PROVENANCE_LABEL[tag.provenance] ?? tag.provenance
  return h(
    'li',
    { class: `tag tag-${tag.provenance}`, 'data-provenance': tag.provenance, 'data-slug': tag.slug },
    h(
      'a',
      { href: urls.search(`tag:${tag.slug}`), title: tag.evidence ? `Because: ${tag.evidence}` : undefined },
      textWithSymbols(tag.label),
    ),
    h(
      'span',
      { class: 'tag-provenance' },
      tag.provenance === 'inferred' ? `suggestion${confidence}` : tag.provenance === 'attribute' ? 'printed' : 'extracted',
    ),
    h('span', { class: 'visually-hidden' }, ` (${provenance}${tag.evidence ? `; evidence: ${tag.evidence}` : ''})`),
  )
}

function tagsSection(tags: TagView[], problem: unknown): HTMLElement {
  const known = new Set(TAG_CATEGORIES.map(([c]) => c))
  const extra = [...new Set(tags.map((t) => t.category).filter((c) => !known.has(c)))].map((c): [string, string] => [
    c,
    formatName(c.replace(/_/g, ' ')),
  ])
  const groups = [...TAG_CATEGORIES, ...extra].map(([category, heading]) => {
    const inCategory = tags.filter((t) => t.category === category)
    const facts = inCategory.filter((t) => t.provenance !== 'inferred')
    const suggestions = inCategory.filter((t) => t.provenance === 'inferred').sort((a, b) => (b.confidence ?? 0) - (a.confidence ?? 0))
    return h(
      'section',
      { class: 'tag-group', 'data-category': category, 'aria-labelledby': `tags-${category}` },
      h('h3', { id: `tags-${category}` }, heading),
      facts.length ? h('ul', { class: 'tag-list' }, facts.map(tagChip)) : null,
      suggestions.length
        ? h('ul', { class: 'tag-list suggestions-list', 'aria-label': `${heading}: suggestions` }, suggestions.map(tagChip))
        : null,
      inCategory.length ? null : h('p', { class: 'muted none' }, 'None'),
    )
  })
  return h(
    'section',
    { class: 'tags panel', 'aria-labelledby': 'tags-h' },
    h('h2', { id: 'tags-h' }, 'Tags and classifications'),
    h(
      'p',
      { class: 'tags-note' },
      'Card attributes ',
      h('span', { class: 'legend legend-attribute' }, 'printed'),
      ' are distinct from ability facts ',
      h('span', { class: 'legend legend-extracted' }, 'extracted'),
      ' from the rules text and inferred themes ',
      h('span', { class: 'legend legend-inferred' }, 'suggestion'),
      '. Inferred themes are suggestions with a confidence, not rules text.',
    ),
    problem
      ? errorBox(problem, 'The tags could not be loaded')
      : tags.length
        ? h('div', { class: 'tag-groups' }, groups)
        : h('p', { class: 'muted' }, 'No tags for this card yet.'),
  )
}

function rulingsSection(card: CardView): HTMLElement {
  return h(
    'section',
    { class: 'rulings panel', 'aria-labelledby': 'rulings-h' },
    h('h2', { id: 'rulings-h' }, card.problems.rulings ? 'Rulings' : `Rulings (${card.rulings.length})`),
    card.problems.rulings
      ? errorBox(card.problems.rulings, 'The rulings could not be loaded')
      : card.rulings.length
        ? h(
            'ol',
            { class: 'ruling-list' },
            card.rulings.map((r) =>
              h(
                'li',
                { class: 'ruling' },
                h('time', { datetime: r.date }, r.date),
                r.source ? h('span', { class: 'muted' }, ` · ${r.source}`) : null,
                h('p', null, linkRuleNumbers(r.text, textWithSymbols)),
              ),
            ),
          )
        : h('p', { class: 'muted' }, 'No rulings for this card.'),
  )
}

function printingsSection(card: CardView): HTMLElement {
  return h(
    'section',
    { class: 'printings panel', 'aria-labelledby': 'printings-h' },
    h('h2', { id: 'printings-h' }, card.problems.printings ? 'Printings' : `Printings (${card.printings.length})`),
    card.problems.printings
      ? errorBox(card.problems.printings, 'The printings could not be loaded')
      : card.printings.length
        ? h(
            'ul',
            { class: 'printing-list' },
            card.printings.map((p) => {
              const current = card.printing?.id === p.id
              return h(
                'li',
                { class: 'printing' },
                h('a', { href: urls.card(p.id), 'aria-current': current ? 'true' : undefined }, `${p.setName} (${p.setCode})`),
                h(
                  'span',
                  { class: 'muted' },
                  ` #${p.collectorNumber} · ${p.rarity}${p.releasedAt ? ` · ${p.releasedAt.slice(0, 4)}` : ''}`,
                ),
                p.priceUsd ? h('span', { class: 'printing-price' }, ` $${p.priceUsd}`) : null,
              )
            }),
          )
        : h('p', { class: 'muted' }, 'No printings stored.'),
  )
}

/** The card's image, large; a double-faced card shows one face at a time and a button to flip it. */
function pictureColumn(card: CardView): HTMLElement {
  const faces = card.pictures.map((f, i) => {
    const el = cardPicture(f, 'normal', { eager: true })
    el.dataset.face = String(i)
    el.hidden = i > 0
    return el
  })
  let shown = 0
  const flip =
    faces.length > 1
      ? h(
          'button',
          {
            type: 'button',
            class: 'flip-button',
            'aria-label': `Flip: show ${card.pictures[1]!.name}`,
            on: {
              click: (e: MouseEvent) => {
                faces[shown]!.hidden = true
                shown = (shown + 1) % faces.length
                faces[shown]!.hidden = false
                const next = card.pictures[(shown + 1) % faces.length]!
                ;(e.currentTarget as HTMLElement).setAttribute('aria-label', `Flip: show ${next.name}`)
              },
            },
          },
          '⟲ Flip',
        )
      : null
  return h('div', { class: 'card-picture-column' }, h('div', { class: 'card-pictures' }, faces), flip)
}

const RARITY_LABEL: Record<string, string> = {
  common: 'Common',
  uncommon: 'Uncommon',
  rare: 'Rare',
  mythic: 'Mythic rare',
  special: 'Special',
  bonus: 'Bonus',
}

/** Set symbol and rarity (the symbol drawn as the set code in the rarity's color), artist, flavor. */
function printedDetails(card: CardView): HTMLElement | null {
  const p = card.printing
  if (!p && !card.artist && !card.flavor.length) return null
  return h(
    'section',
    { class: 'printed panel', 'aria-label': 'This printing' },
    card.flavor.map((f) =>
      h('p', { class: 'flavor-text' }, card.flavor.length > 1 ? h('span', { class: 'visually-hidden' }, `${f.face}: `) : null, f.text),
    ),
    p
      ? h(
          'p',
          { class: 'set-line' },
          h('span', { class: `set-symbol rarity-${p.rarity}`, 'aria-hidden': 'true' }, p.setCode),
          h('a', { href: urls.search(`e:${p.setCode.toLowerCase()}`) }, p.setName),
          h('span', { class: 'muted' }, ` · #${p.collectorNumber} · `),
          h('span', { class: 'rarity' }, RARITY_LABEL[p.rarity] ?? p.rarity),
        )
      : null,
    card.artist ? h('p', { class: 'artist' }, 'Illustrated by ', h('a', { href: urls.search(`a:"${card.artist}"`) }, card.artist)) : null,
  )
}

/** Tokens the card makes, meld partners, combo pieces (Scryfall's all_parts), and its keywords' rules. */
function relatedSection(card: CardView): HTMLElement | null {
  if (!card.related.length && !card.keywords.length) return null
  const COMPONENT: Record<string, string> = { token: 'Token', meld_part: 'Meld part', meld_result: 'Meld result', combo_piece: 'Related' }
  return h(
    'section',
    { class: 'related panel', 'aria-labelledby': 'related-h' },
    h('h2', { id: 'related-h' }, 'Related cards and rules'),
    card.related.length
      ? h(
          'ul',
          { class: 'related-list' },
          card.related.map((r) =>
            h(
              'li',
              { class: 'related-card' },
              h('span', { class: 'badge' }, COMPONENT[r.component] ?? r.component),
              ' ',
              h('a', { href: urls.card(r.id) }, r.name),
              h('span', { class: 'muted' }, ` · ${r.type_line}`),
            ),
          ),
        )
      : null,
    card.keywords.length
      ? h(
          'p',
          { class: 'keyword-rules' },
          'Rules: ',
          card.keywords.map((k, i) => [i ? ', ' : '', h('a', { href: urls.keyword(k) }, k)]),
        )
      : null,
  )
}

export function renderCard(card: CardView): HTMLElement {
  const multiFaced = card.faces.length > 1
  return h(
    'article',
    { class: 'card-page' },
    h(
      'header',
      { class: 'card-head' },
      h('h1', { class: 'card-name' }, card.name),
      h('span', { class: 'card-cost' }, manaCost(card.manaCost)),
      multiFaced ? h('p', { class: 'type-line' }, card.typeLine) : null,
    ),
    h(
      'div',
      { class: 'card-columns' },
      pictureColumn(card),
      h(
        'div',
        { class: 'card-main' },
        h(
          'section',
          { class: 'card-text panel', 'aria-label': 'Rules text' },
          card.problems.text ? errorBox(card.problems.text, 'The definitions could not be loaded; the plain rules text follows') : null,
          multiFaced ? card.faces.map((f) => faceBlock(f, true)) : faceBlock(card.faces[0]!, false),
          h('p', { class: 'hint muted' }, 'Select an underlined term to see its Comprehensive Rules definition.'),
        ),
        printedDetails(card),
        relatedSection(card),
        tagsSection(card.tags, card.problems.tags),
        rulingsSection(card),
      ),
      h('div', { class: 'card-side' }, price(card.printing, card.printings), legalities(card.legalities), printingsSection(card)),
    ),
  )
}

export async function cardPage({ main, params, signal }: PageContext) {
  setTitle('Card')
  replace(main, loading('the card'))
  let card: CardView
  try {
    card = await loadCard(params.id!, signal)
  } catch (e) {
    if (signal.aborted) throw e
    setTitle('Card not found')
    replace(main, h('h1', null, 'Card not found'), errorBox(e, 'This card could not be loaded'))
    return
  }
  setTitle(card.name)
  replace(main, renderCard(card))
  // Tagger's and curated tags, apart from ours, loaded after the card (components/community-tags.ts)
  main.querySelector('.tags.panel')?.after(communityTagsSection(card.oracleId, signal))
}
