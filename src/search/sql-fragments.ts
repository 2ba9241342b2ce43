// Fixed SQL expressions over a card row `c` (table cards) and a printing row `p` (table printings).
// No value from a query is ever written into these; they are assembled around $n placeholders.

/** Oracle text without reminder text — Scryfall's o: (fo: searches the full text). */
export const rulesText = (text: string) => `regexp_replace(${text}, ' ?\\([^()]*\\)', '', 'g')`

// CR 700.7: "this [something]" in an ability refers to the object itself; older Oracle text names
// the card instead, and some files write CARDNAME. All of them become "~" for o:~ searches.
const SELF_PHRASES =
  '\\m(this (spell|card|creature|permanent|artifact|enchantment|land|planeswalker|battle|token|' +
  'vehicle|equipment|aura|saga|class|case|room|siege|instant|sorcery|kindred|spacecraft|planet)|cardname)\\M'

/**
 * Lower-cased text in which the card's own name (whole, each face's, and a legend's short name
 * before the comma: "Verazol" for "Verazol, the Split Current") and the phrases above read "~".
 */
export function selfReferenced(text: string): string {
  let t = `lower(${text})`
  t = `replace(${t}, lower(c.name), '~')`
  for (const face of [1, 2, 3]) t = `replace(${t}, lower(split_part(c.name, ' // ', ${face})), '~')`
  const shortName = `(CASE WHEN 'Legendary' = ANY(c.supertypes) AND strpos(c.name, ', ') > 0 THEN lower(split_part(c.name, ', ', 1)) ELSE '' END)`
  t = `replace(${t}, ${shortName}, '~')`
  return `regexp_replace(${t}, '${SELF_PHRASES}', '~', 'g')`
}

/** A power/toughness/loyalty/defense column as a number: "3" → 3, "1+*" → 1, "*" → 0; NULL when absent. */
export const statNumber = (col: string) =>
  `(CASE WHEN ${col} IS NULL THEN NULL ` +
  `WHEN ${col} ~ '^[-+]?[0-9]+(\\.[0-9]+)?$' THEN ${col}::numeric ` +
  `WHEN ${col} ~ '^[-+]?[0-9]' THEN substring(${col} from '^[-+]?[0-9]+(?:\\.[0-9]+)?')::numeric ` +
  `ELSE 0 END)`

export const manaCostOf = (col: string) => `coalesce(${col}, '')`

/** How many times a symbol (bound as $n) occurs in a mana cost string. */
export const symbolCount = (cost: string, symbolRef: string) =>
  `((char_length(${cost}) - char_length(replace(${cost}, ${symbolRef}, ''))) / char_length(${symbolRef}))`

/** Total generic mana in a cost: {2}{G} → 2. */
export const genericMana = (cost: string) =>
  `coalesce((SELECT sum(g[1]::int) FROM regexp_matches(${cost}, '\\{([0-9]+)\\}', 'g') AS g), 0)`

/** Number of non-generic symbols in a cost. */
export const nonGenericCount = (cost: string) =>
  `((char_length(${cost}) - char_length(replace(${cost}, '{', ''))) - (SELECT count(*) FROM regexp_matches(${cost}, '\\{[0-9]+\\}', 'g')))`

export const RARITY_RANK = `array_position(ARRAY['common','uncommon','rare','special','mythic','bonus']::text[], %s)`

export const frontTypeLine = `split_part(c.type_line, ' // ', 1)`
