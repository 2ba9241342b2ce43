// Decklist lookups, each one statement whatever the deck's size: every line's name (and printing)
// at once; fuzzy suggestions for the names that found nothing; the rule and ruling texts a
// validation cites.
import type { Db } from './cards.js'
import { CARD_COLUMNS, outerJoined, PRINTING_COLUMNS, PRINTING_ORDER, toCard, toPrinting } from './cards.js'
import { run, sql } from './typed-sql.js'
import type { CardPrinting } from './types.js'

export interface DeckNameQuery {
  /** normalizeName of the canonical name ("fire ice"). */
  normalized: string
  /** The canonical name in lower case, matched against face names ("delver of secrets"). */
  lower: string
  /** A set code ("M11") or set name ("Magic 2011"), when the line gives one. */
  set?: string | null
  collectorNumber?: string | null
}

export interface DeckNameMatch {
  /** 1: the card's own name; 2: its front face's; 3: another face's. */
  step: 1 | 2 | 3
  found: CardPrinting
  /** exact: the set and number asked for; set: another printing in that set; default: the newest printing. */
  printingMatch: 'exact' | 'set' | 'default'
  /** Every rarity the card was printed at; null when not asked for (options.rarities). */
  rarities: string[] | null
  /** The build of the source the card's row (and its legalities) came from, e.g. "5.3.0+20260709". */
  sourceVersion: string
}

const CARDS_BY_DECK_NAMES = sql(
  'decks.cardsByNames',
  `WITH q AS (
       SELECT q.*, CASE WHEN q.set_key IS NOT NULL THEN
                coalesce((SELECT s.code FROM sets s WHERE s.code = upper(q.set_key)),
                         (SELECT s.code FROM sets s WHERE lower(s.name) = lower(q.set_key) ORDER BY s.code LIMIT 1)) END AS set_code
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS q(norm, lname, set_key, number, i)
     ), hits AS (
       -- a token or emblem (an extra) of the same name counts only where no card has it
       SELECT q.i, q.set_code, q.number, CASE WHEN c.is_extra THEN 11 ELSE 1 END AS step, c.oracle_id
         FROM q JOIN cards c ON c.normalized_name = q.norm
       UNION ALL
       -- face names, only for the lines whose name is no card's (step 1 would win): most lines skip them
       SELECT q.i, q.set_code, q.number, CASE WHEN f.position = 0 THEN 2 ELSE 3 END + CASE WHEN c.is_extra THEN 10 ELSE 0 END, f.oracle_id
         FROM q JOIN card_faces f ON lower(f.name) = q.lname JOIN cards c ON c.oracle_id = f.oracle_id
        WHERE NOT EXISTS (SELECT 1 FROM cards n WHERE n.normalized_name = q.norm AND NOT n.is_extra)
     ), best AS (
       -- the line's set and number ride along, so the lines need not be joined again
       SELECT DISTINCT i, step, oracle_id, set_code, number
         FROM (SELECT h.*, min(h.step) OVER (PARTITION BY h.i) AS best_step FROM hits h) x
        WHERE step = best_step
     )
     SELECT b.i AS "i!", b.step AS "step!", c.source_version AS c_source_version, ${CARD_COLUMNS}, ${outerJoined(PRINTING_COLUMNS)},
            p.matched AS p_matched,
            -- every rarity the card was printed at, only when asked (pauper commander's rule reads them)
            CASE WHEN $5::boolean THEN ARRAY(SELECT DISTINCT r.rarity FROM printings r WHERE r.oracle_id = c.oracle_id ORDER BY 1) END
              AS c_rarities
       FROM best b JOIN cards c ON c.oracle_id = b.oracle_id
       -- the printing asked for (set, and number when given), else the newest: the first branch that finds one
       LEFT JOIN LATERAL (
         (SELECT p.*, CASE WHEN p.collector_number = b.number THEN 'exact' ELSE 'set' END AS matched FROM printings p
           WHERE b.set_code IS NOT NULL AND p.oracle_id = c.oracle_id AND p.set_code = b.set_code
           ORDER BY p.collector_number = b.number DESC NULLS LAST, ${PRINTING_ORDER} LIMIT 1)
         UNION ALL
         (SELECT p.*, 'default' FROM printings p WHERE p.oracle_id = c.oracle_id ORDER BY ${PRINTING_ORDER} LIMIT 1)
         LIMIT 1) p ON true
       LEFT JOIN sets s ON s.code = p.set_code
      ORDER BY b.i, c.is_funny, c.name COLLATE "C", c.oracle_id`,
)

/**
 * Each name's cards: those matched at the best step (its full name beats a front face, which
 * beats another face). More than one card at that step is an ambiguous name. Each card comes with
 * the printing the line asked for (set code or name, and collector number), else its newest one,
 * and, with `rarities`, every rarity it was printed at. One statement; results in the order of `names`.
 */
export async function cardsByDeckNames(
  db: Db,
  names: readonly DeckNameQuery[],
  options: { rarities?: boolean } = {},
): Promise<DeckNameMatch[][]> {
  const out: DeckNameMatch[][] = names.map(() => [])
  if (!names.length) return out
  const rows = await run(
    db,
    CARDS_BY_DECK_NAMES,
    [
      names.map((n) => n.normalized),
      names.map((n) => n.lower),
      names.map((n) => n.set ?? null),
      names.map((n) => (n.set ? (n.collectorNumber ?? null) : null)),
      options.rarities ?? false,
    ],
    { hot: true },
  )
  for (const r of rows) {
    out[Number(r.i) - 1]!.push({
      // the steps the statement computes are the ones DeckNameMatch names
      step: r.step as DeckNameMatch['step'],
      found: { card: toCard(r), printing: toPrinting(r) },
      printingMatch: (r.p_matched ?? 'default') as DeckNameMatch['printingMatch'],
      rarities: r.c_rarities,
      sourceVersion: r.c_source_version,
    })
  }
  return out
}

const NAME_SUGGESTIONS = sql(
  'decks.nameSuggestions',
  `SELECT q.i AS "i!", s.name FROM unnest($1::text[]) WITH ORDINALITY AS q(norm, i)
     CROSS JOIN LATERAL (SELECT c.name FROM cards c WHERE c.normalized_name % q.norm
                          ORDER BY similarity(c.normalized_name, q.norm) DESC, c.name COLLATE "C" LIMIT $2::int) s
    ORDER BY q.i`,
)

/** Up to `limit` card names like each normalized name (trigram similarity, best first): one statement. */
export async function nameSuggestions(db: Db, normalized: readonly string[], limit = 5): Promise<string[][]> {
  const out: string[][] = normalized.map(() => [])
  if (!normalized.length) return out
  const rows = await run(db, NAME_SUGGESTIONS, [normalized, limit])
  for (const r of rows) out[Number(r.i) - 1]!.push(r.name)
  return out
}

export interface DeckCitationTexts {
  /** Rule number → text, in the newest stored CR edition. */
  rules: Map<string, string>
  /** The edition's effective date; null when no CR is stored. */
  effective: string | null
  /** The rulings on the given cards, by Oracle id, in their order. */
  rulings: Map<string, { card: string; date: string; text: string }[]>
}

// every row has its kind; a rule's and a ruling's key is its number or Oracle id (NULL only on the edition's row)
const CITATION_TEXTS = sql(
  'decks.citationTexts',
  `WITH edition AS (SELECT id, effective_date FROM rules_documents ORDER BY effective_date DESC LIMIT 1)
   SELECT 'edition' AS "kind!", NULL::text AS key, NULL::text AS text, e.effective_date::text AS date, NULL::text AS card, 0 AS position
     FROM edition e
   UNION ALL
   SELECT 'rule', r.number, r.text, NULL, NULL, r.position FROM rules r JOIN edition e ON r.document_id = e.id
    WHERE r.number = ANY($1::text[])
   UNION ALL
   SELECT 'ruling', ru.oracle_id::text, ru.text, ru.published_at::text, c.name, ru.position
     FROM rulings ru JOIN cards c ON c.oracle_id = ru.oracle_id WHERE ru.oracle_id = ANY($2::uuid[])
   ORDER BY 1, 6`,
)

/** The texts of rules (newest CR edition) and the rulings of some cards: one statement. */
export async function deckCitationTexts(db: Db, ruleNumbers: readonly string[], oracleIds: readonly string[]): Promise<DeckCitationTexts> {
  const out: DeckCitationTexts = { rules: new Map(), effective: null, rulings: new Map() }
  if (!ruleNumbers.length && !oracleIds.length) return out
  const rows = await run(db, CITATION_TEXTS, [ruleNumbers, oracleIds])
  for (const r of rows) {
    if (r.kind === 'edition') out.effective = r.date
    else if (r.kind === 'rule') out.rules.set(r.key!, r.text ?? '')
    else {
      const list = out.rulings.get(r.key!) ?? []
      list.push({ card: r.card ?? '', date: r.date ?? '', text: r.text ?? '' })
      out.rulings.set(r.key!, list)
    }
  }
  return out
}
