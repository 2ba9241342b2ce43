// A card page's community tags: Scryfall Tagger's and curated ones, apart from ours (the "Tags and
// classifications" panel above them), each with its provenance, Tagger's file date and weight.
// Loaded after the card, so a card page never waits on them. docs/tags.md.
import { getJson } from '../api.js'
import { h, replace } from '../dom.js'
import { errorBox, isAbort, loading } from './status.js'

interface CommunityTag {
  kind: 'oracle' | 'art'
  slug: string
  name: string
  provenance: 'scryfall-tagger' | 'curated'
  file_date?: string | null
  weight?: string | null
}

const GROUPS: [CommunityTag['provenance'], CommunityTag['kind'], string][] = [
  ['scryfall-tagger', 'oracle', "Scryfall Tagger's oracle tags"],
  ['scryfall-tagger', 'art', "Scryfall Tagger's art tags"],
  ['curated', 'oracle', 'Curated oracle tags'],
  ['curated', 'art', 'Curated art tags'],
]

export function communityTagsSection(oracleId: string, signal: AbortSignal): HTMLElement {
  const body = h('div', null, loading('community tags'))
  const section = h(
    'section',
    { class: 'community-tags panel', 'aria-labelledby': 'community-tags-h' },
    h('h2', { id: 'community-tags-h' }, 'Community tags'),
    body,
  )
  getJson<{ data: CommunityTag[] }>(`/cards/${encodeURIComponent(oracleId)}/all-tags?provenance=scryfall-tagger,curated`, signal).then(
    ({ data }) => {
      const groups = GROUPS.map(([provenance, kind, heading]) => {
        const tags = data.filter((t) => t.provenance === provenance && t.kind === kind)
        if (!tags.length) return null
        return h(
          'section',
          { class: 'tag-group', 'data-provenance': provenance, 'data-kind': kind },
          h('h3', null, heading, tags[0]?.file_date ? h('span', { class: 'muted' }, ` (file of ${tags[0].file_date})`) : null),
          h(
            'ul',
            { class: 'tag-list' },
            tags.map((t) =>
              h(
                'li',
                null,
                h('a', { href: `/explore/search?q=${encodeURIComponent(`${kind === 'art' ? 'atag' : 'otag'}:${t.slug}`)}` }, t.name),
                t.weight ? h('span', { class: 'muted' }, ` ${t.weight}`) : null,
              ),
            ),
          ),
        )
      })
      replace(body, groups.some(Boolean) ? groups : h('p', { class: 'muted' }, 'No Tagger or curated tags for this card.'))
    },
    (e: unknown) => {
      if (!isAbort(e)) replace(body, errorBox(e, 'The community tags could not be loaded'))
    },
  )
  return section
}
