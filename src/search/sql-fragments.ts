// Fixed SQL expressions over a card row `c` (table cards) and a printing row `p` (table printings).
// No value from a query is ever written into these; they are assembled around $n placeholders.

/**
 * Oracle text as o: reads it: reminder text removed, lower-cased (Scryfall's o:; fo: reads the full
 * text). arcanum_rules_text is an IMMUTABLE SQL function from the search_indexes migration, with a
 * trigram index on it, so o: substring and regex searches use that index.
 */
export const rulesText = (text: string) => `arcanum_rules_text(${text})`

// CR 700.7: "this [something]" in an ability refers to the object itself; older Oracle text names
// the card instead, and some files write CARDNAME. All of them become "~" for o:~ searches.
export const SELF_PHRASES = [
  'cardname',
  ...[
    'spell',
    'card',
    'creature',
    'permanent',
    'artifact',
    'enchantment',
    'land',
    'planeswalker',
    'battle',
    'token',
    'vehicle',
    'equipment',
    'aura',
    'saga',
    'class',
    'case',
    'room',
    'siege',
    'instant',
    'sorcery',
    'kindred',
    'spacecraft',
    'planet',
  ].map((t) => `this ${t}`),
]

/**
 * Lower-case text (already lower-cased) in which the card's own name (whole, each face's, and a
 * legend's short name before the comma: "Verazol" for "Verazol, the Split Current") and the phrases
 * above read "~". Plain replace() rather than one regex: it is several times faster per row.
 */
export function selfReferenced(lowerText: string): string {
  let t = `replace(${lowerText}, lower(c.name), '~')`
  for (const face of [1, 2, 3]) t = `replace(${t}, lower(split_part(c.name, ' // ', ${face})), '~')`
  const shortName = `(CASE WHEN 'Legendary' = ANY(c.supertypes) AND strpos(c.name, ', ') > 0 THEN lower(split_part(c.name, ', ', 1)) ELSE '' END)`
  t = `replace(${t}, ${shortName}, '~')`
  for (const phrase of SELF_PHRASES) t = `replace(${t}, '${phrase}', '~')`
  return t
}

/**
 * A power/toughness/loyalty/defense column as a number: "3" → 3, "1+*" → 1, "*" → 0; NULL when
 * absent. Plain digits (nearly every card) are read without a regex.
 */
export const statNumber = (col: string) =>
  `(CASE WHEN ${col} IS NULL THEN NULL ` +
  `WHEN ${col} <> '' AND translate(${col}, '0123456789', '') = '' THEN ${col}::numeric ` +
  // as Scryfall compares them: the number part, with * as 0 ("*+1" and "1+*" are 1, "7-*" is 7)
  `ELSE coalesce(substring(replace(${col}, '*', '') from '^[-+]?[0-9]+(?:\\.[0-9]+)?')::numeric, 0) END)`

export const manaCostOf = (col: string) => `coalesce(${col}, '')`

/** r:: the printing `p` has one of the rarities in the text[] placeholder. */
export const rarityIn = (placeholder: string) => `(p.rarity = ANY(${placeholder}))`

export const RARITY_RANK = `array_position(ARRAY['common','uncommon','rare','special','mythic','bonus']::text[], %s)`

export const frontTypeLine = `split_part(c.type_line, ' // ', 1)`

/**
 * A card's default printing, the one that stands for it wherever none is asked for (search
 * results, named lookups, lookups by Oracle id, GraphQL's Card.printing, REST's stored card
 * object): its newest printing, then by set code, collector number and id. Defined here only:
 * every query over a printing `p` orders by it, and printings_oracle_id_newest_idx (migrations
 * search_printing_order, search_printing_rarities) holds exactly these keys, so the first
 * printing of a card is read from the index without a sort.
 */
export const PRINTING_TIEBREAK = 'p.set_code, p.collector_number, p.id'
export const DEFAULT_PRINTING_ORDER = `p.released_at DESC NULLS LAST, ${PRINTING_TIEBREAK}`
