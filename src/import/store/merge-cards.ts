// Merging staged cards, printings, sets and rulings into the store, set-based. The rules:
// - a card's Oracle fields (and faces) come from the newest build that has it: a staged row
//   replaces the stored one only when its build is newer (or the stored one came from the seed);
//   for the same build, legalities are merged (MTGJSON lists some formats on some printings only);
// - a card's whole ruling list comes from the newest source that carries rulings for it
//   (cards.rulings_date);
// - a printing's fields come from the newest source; a price is kept when a newer source has none;
// - rows are only written when something differs, so a second run changes nothing.
import type pg from 'pg'
import { derivedSetIdSql } from '../../store/set-id.js'
import { runOn, sessionTables, sql, type Statement } from '../../store/typed-sql.js'
import { n, type KindCounts } from './counts.js'

/** The card columns kept by triggers on printings beside printing_rarities (migration search_printing_summary), as m_card_rarities gives them. */
const SUMMARY = [
  ['printing_count', 'coalesce(cr.prints, 0)'],
  ['set_count', 'coalesce(cr.sets, 0)'],
  ['paper_printing_count', 'coalesce(cr.paper_prints, 0)'],
  ['paper_set_count', 'coalesce(cr.paper_sets, 0)'],
  ['first_released_at', 'cr.first_released'],
] as const

const LEGALITY_RANK = `(CASE e.value #>> '{}' WHEN 'banned' THEN 3 WHEN 'restricted' THEN 2 WHEN 'legal' THEN 1 ELSE 0 END)`

const CARD_FIELDS = [
  'name',
  'normalized_name',
  'layout',
  'mana_cost',
  'mana_value',
  'colors',
  'color_identity',
  'color_indicator',
  'type_line',
  'supertypes',
  'types',
  'subtypes',
  'oracle_text',
  'power',
  'toughness',
  'loyalty',
  'defense',
  'keywords',
  'legalities',
  'is_funny',
  'is_reserved',
  'game_changer',
  'hand_modifier',
  'life_modifier',
  'edhrec_rank',
  'is_extra',
]
const PROVENANCE = ['source_format', 'source_version', 'source_date']
const FACE_COLUMNS = `position int, name text, mana_cost text, mana_value float8, colors text[], color_indicator text[], type_line text,
  supertypes text[], types text[], subtypes text[], oracle_text text, power text, toughness text, loyalty text, defense text`
const FACE_JSON = `jsonb_build_object('position', f.position, 'name', f.name, 'mana_cost', f.mana_cost, 'mana_value', f.mana_value,
  'colors', f.colors, 'color_indicator', f.color_indicator, 'type_line', f.type_line, 'supertypes', f.supertypes, 'types', f.types,
  'subtypes', f.subtypes, 'oracle_text', f.oracle_text, 'power', f.power, 'toughness', f.toughness, 'loyalty', f.loyalty, 'defense', f.defense)`
const PRINTING_FIELDS = [
  'oracle_id',
  'set_code',
  'collector_number',
  'mtgjson_uuid',
  'rarity',
  'language',
  'released_at',
  'artist',
  'flavor_text',
  'border_color',
  'frame',
  'finishes',
  'multiverse_ids',
  // Scryfall's printing fields (issue 12)
  'frame_effects',
  'security_stamp',
  'watermark',
  'promo',
  'promo_types',
  'digital',
  'full_art',
  'textless',
  'story_spotlight',
  'booster',
  'oversized',
  'variation',
  'reprint',
  'highres_image',
  'games',
  'is_extra',
  'printed_name',
  'printed_type_line',
  'printed_text',
  'flavor_name',
  'arena_id',
  'mtgo_id',
  'mtgo_foil_id',
  'tcgplayer_id',
  'tcgplayer_etched_id',
  'cardmarket_id',
  'card_back_id',
  'illustration_id',
  'related_token_uuids',
  'related_names',
]
const PRICES = ['price_usd', 'price_usd_foil', 'price_eur', 'price_tix', 'price_usd_etched', 'price_eur_foil']
/** Set columns beside code, name, type and release date (Scryfall's set object). */
const SET_EXTRAS = [
  'scryfall_id',
  'tcgplayer_id',
  'mtgo_code',
  'block',
  'parent_code',
  'digital',
  'foil_only',
  'nonfoil_only',
  'printed_size',
  'icon_code',
  'is_partial_preview',
]
const SET_FLAGS = new Set(['digital', 'foil_only', 'nonfoil_only', 'is_partial_preview'])
/** Set types whose printings are extras whatever the card (Scryfall: tokens, memorabilia). */
const EXTRA_SET_TYPES = `('token', 'memorabilia')`

const list = (cols: string[], prefix: string) => cols.map((c) => `${prefix}.${c}`).join(', ')

// The merge's temporary tables, each made from the staged rows (or an earlier one) by a query; npm
// run sql:types creates them to describe the statements that read them.
const M_SETS_TABLE = sessionTables(`
  CREATE TEMP TABLE m_sets ON COMMIT DROP AS
    SELECT DISTINCT ON (x.code) x.code, x.name, x.type, x.release_date, ${list(SET_EXTRAS, 'x')}, s.source_date
    FROM s_sets x JOIN s_sources s USING (src)
    ORDER BY x.code, s.source_date DESC, x.release_date IS NULL, x.ord DESC`)
const M_CARDS_TABLE = sessionTables(`
  CREATE TEMP TABLE m_cards ON COMMIT DROP AS
    SELECT DISTINCT ON (c.oracle_id) c.*, s.source_date, s.format AS source_format, s.version AS source_version,
           NULL::text AS action, false AS seed_replace, false AS content_changed
    FROM s_cards c JOIN s_sources s USING (src)
    ORDER BY c.oracle_id, s.source_date DESC, c.ord ASC`)
const M_CARD_RARITIES_TABLE = sessionTables(`
  CREATE TEMP TABLE m_card_rarities ON COMMIT DROP AS
    WITH staged AS (
      -- a printing without its own date takes its set's (mergePrintings): the set stored, or staged
      SELECT DISTINCT ON (p.id) p.id, p.oracle_id, p.rarity, p.set_code, p.games,
             coalesce(p.released_at, (SELECT t.release_date FROM sets t WHERE t.code = p.set_code),
                      (SELECT t.release_date FROM m_sets t WHERE t.code = p.set_code)) AS released_at
        FROM s_printings p JOIN s_sources s USING (src)
      ORDER BY p.id, s.source_date DESC, p.ord ASC)
    SELECT x.oracle_id, coalesce(array_agg(DISTINCT x.rarity ORDER BY x.rarity) FILTER (WHERE x.rarity IS NOT NULL), '{}') AS rarities,
           count(*)::int AS prints, count(DISTINCT x.set_code)::int AS sets,
           (count(*) FILTER (WHERE 'paper' = ANY(x.games)))::int AS paper_prints,
           (count(DISTINCT x.set_code) FILTER (WHERE 'paper' = ANY(x.games)))::int AS paper_sets, min(x.released_at) AS first_released
    FROM (
      SELECT oracle_id, rarity, set_code, games, released_at FROM staged
      UNION ALL
      SELECT p.oracle_id, p.rarity, p.set_code, p.games, p.released_at FROM printings p JOIN m_cards m ON m.oracle_id = p.oracle_id
       WHERE NOT EXISTS (SELECT 1 FROM staged s WHERE s.id = p.id)) x
    GROUP BY x.oracle_id`)
const M_FACES_CHANGED_TABLE = sessionTables(`
  CREATE TEMP TABLE m_faces_changed ON COMMIT DROP AS
    SELECT m.oracle_id FROM m_cards m
    LEFT JOIN (SELECT f.oracle_id, jsonb_agg(${FACE_JSON} ORDER BY f.position) AS faces
               FROM card_faces f JOIN m_cards m USING (oracle_id) WHERE m.action = 'replace' GROUP BY f.oracle_id) e USING (oracle_id)
    WHERE m.action IN ('insert', 'replace') AND COALESCE(e.faces, '[]'::jsonb) <> COALESCE(m.faces, '[]'::jsonb)`)
const M_RULINGS_SF_TABLE = sessionTables(`
  CREATE TEMP TABLE m_rulings_sf ON COMMIT DROP AS
    SELECT DISTINCT ON (g.oracle_id) g.* FROM (
      SELECT r.oracle_id, r.src, s.source_date AS d,
             jsonb_agg(jsonb_build_object('published_at', to_char(r.published_at, 'YYYY-MM-DD'), 'source', r.source, 'text', r.text) ORDER BY r.ord) AS list
      FROM s_rulings r JOIN s_sources s USING (src)
      WHERE EXISTS (SELECT 1 FROM cards c WHERE c.oracle_id = r.oracle_id) OR EXISTS (SELECT 1 FROM m_cards m WHERE m.oracle_id = r.oracle_id)
      GROUP BY r.oracle_id, r.src, s.source_date) g
    ORDER BY g.oracle_id, g.d DESC, g.src DESC`)
const M_RULINGS_TABLE = sessionTables(`
  CREATE TEMP TABLE m_rulings ON COMMIT DROP AS
    WITH base AS (
      SELECT k.oracle_id, c.rulings_date, m.rulings AS card_list, m.source_date AS card_date,
             (m.rulings IS NOT NULL AND (c.rulings_date IS NULL OR m.source_date > c.rulings_date OR m.seed_replace)) AS card_applies
      FROM (SELECT oracle_id FROM m_cards UNION SELECT oracle_id FROM m_rulings_sf) k
        LEFT JOIN cards c ON c.oracle_id = k.oracle_id
        LEFT JOIN m_cards m ON m.oracle_id = k.oracle_id
    ),
    decided AS (
      SELECT b.*, sf.list AS sf_list, sf.d AS sf_date,
             (sf.oracle_id IS NOT NULL AND CASE WHEN b.card_applies THEN sf.d > b.card_date ELSE (b.rulings_date IS NULL OR sf.d > b.rulings_date) END) AS sf_applies
      FROM base b LEFT JOIN m_rulings_sf sf USING (oracle_id)
    )
    SELECT oracle_id,
           CASE WHEN sf_applies THEN sf_list WHEN card_applies THEN card_list END AS list,
           CASE WHEN sf_applies THEN sf_date WHEN card_applies THEN card_date END AS d,
           GREATEST(COALESCE(jsonb_array_length(card_list), 0), COALESCE(jsonb_array_length(sf_list), 0)) AS seen
    FROM decided`)
const M_RULING_ROWS_TABLE = sessionTables(`
  CREATE TEMP TABLE m_ruling_rows ON COMMIT DROP AS
    SELECT r.oracle_id, (x.ord - 1)::int AS position, (x.value->>'published_at')::date AS published_at, x.value->>'source' AS source, x.value->>'text' AS text
    FROM m_rulings r, jsonb_array_elements(r.list) WITH ORDINALITY AS x(value, ord)
    WHERE r.list IS NOT NULL`)
const M_PRINTINGS_TABLE = sessionTables(`
  CREATE TEMP TABLE m_printings ON COMMIT DROP AS
    SELECT DISTINCT ON (p.id) p.*, s.source_date FROM s_printings p JOIN s_sources s USING (src)
    ORDER BY p.id, s.source_date DESC, p.ord ASC`)
const M_PRICES_TABLE = sessionTables(`
  CREATE TEMP TABLE m_prices ON COMMIT DROP AS
    SELECT DISTINCT ON (x.mtgjson_uuid) x.* FROM s_prices x JOIN s_sources s USING (src)
    ORDER BY x.mtgjson_uuid, s.source_date DESC, x.ord DESC`)

const COUNTS = {
  unknownRulingCards: sql(
    'merge-cards.unknownRulingCards',
    'SELECT count(*) AS n FROM s_rulings r WHERE NOT EXISTS (SELECT 1 FROM cards c WHERE c.oracle_id = r.oracle_id)',
  ),
  rulingsSeen: sql(
    'merge-cards.rulingsSeen',
    'SELECT COALESCE(sum(CASE WHEN list IS NOT NULL THEN jsonb_array_length(list) ELSE seen END), 0) AS n FROM m_rulings',
  ),
  printings: sql('merge-cards.printingsTotal', 'SELECT count(*) AS n FROM m_printings'),
  prices: sql('merge-cards.pricesTotal', 'SELECT count(*) AS n FROM m_prices'),
  unknownPrices: sql(
    'merge-cards.unknownPrices',
    'SELECT count(*) AS n FROM m_prices m WHERE NOT EXISTS (SELECT 1 FROM printings p WHERE p.mtgjson_uuid = m.mtgjson_uuid)',
  ),
}

async function count(client: pg.ClientBase, statement: Statement<(typeof COUNTS)[keyof typeof COUNTS]['name']>): Promise<number> {
  const rows = await runOn(client, statement, [])
  return n(rows[0]?.n)
}

/**
 * Staged sets (the newest source's row per code): stored sets are updated here; new ones are
 * inserted with the printings (insertNewSets), when their card count is known, so that each set
 * row is written once. Card counts of stored sets are refreshed after the printings.
 */
export async function mergeSets(client: pg.ClientBase): Promise<{ updated: Set<string>; staged: Set<string> }> {
  await client.query(M_SETS_TABLE)
  await client.query(`UPDATE m_sets SET scryfall_id = ${derivedSetIdSql('code')} WHERE scryfall_id IS NULL`)
  const updated = await runOn(client, UPDATE_SETS, [])
  const staged = (await runOn(client, STAGED_SET_CODES, [])).map((r) => r.code)
  return { updated: new Set(updated.map((r) => r.code)), staged: new Set(staged) }
}

// a set row changes only for a source at least as new as the printings already stored for it
const UPDATE_SETS = sql(
  'merge-cards.updateSets',
  `
    UPDATE sets t SET name = m.name, type = COALESCE(m.type, t.type), release_date = COALESCE(m.release_date, t.release_date),
      ${SET_EXTRAS.map((c) => `${c} = m.${c}`).join(', ')}
    FROM m_sets m
    WHERE t.code = m.code
      AND (t.name, t.type, t.release_date, ${list(SET_EXTRAS, 't')})
          IS DISTINCT FROM (m.name, COALESCE(m.type, t.type), COALESCE(m.release_date, t.release_date), ${list(SET_EXTRAS, 'm')})
      -- a set stored before these columns existed (scryfall_id NULL) takes them from any source
      AND (t.scryfall_id IS NULL
           OR m.source_date >= COALESCE((SELECT max(p.source_date) FROM printings p WHERE p.set_code = t.code), m.source_date))
    RETURNING t.code`,
)
// a staged set always has a code (records.ts)
const STAGED_SET_CODES = sql('merge-cards.stagedSetCodes', 'SELECT code AS "code!" FROM m_sets')

/**
 * Sets not stored yet, inserted before the printings that need them (after m_printings is
 * decided): the staged ones, and set codes printings name that no source described (a card whose
 * setCode is not its file's code). Each comes with its final card count: no stored printing can
 * be in a set that did not exist, so its printings are the staged ones this run writes (new ones,
 * and stored ones a newer source moves there).
 */
async function insertNewSets(client: pg.ClientBase): Promise<Set<string>> {
  const rows = await runOn(client, INSERT_NEW_SETS, [])
  return new Set(rows.map((r) => r.code))
}

const INSERT_NEW_SETS = sql(
  'merge-cards.insertNewSets',
  `
    WITH new_codes AS (
      SELECT code FROM m_sets UNION SELECT set_code FROM m_printings
      EXCEPT SELECT code FROM sets),
    written AS (
      SELECT m.set_code AS code, count(*)::int AS n FROM m_printings m
       WHERE m.set_code IN (SELECT code FROM new_codes)
         AND NOT EXISTS (SELECT 1 FROM printings p WHERE p.id = m.id AND p.source_date >= m.source_date)
       GROUP BY m.set_code)
    INSERT INTO sets (code, name, type, release_date, card_count, ${SET_EXTRAS.join(', ')})
    SELECT k.code, COALESCE(d.name, k.code), d.type, d.release_date, COALESCE(w.n, 0),
           ${SET_EXTRAS.map((c) => (SET_FLAGS.has(c) ? `COALESCE(d.${c}, false)` : c === 'scryfall_id' ? `COALESCE(d.scryfall_id, ${derivedSetIdSql('k.code')})` : `d.${c}`)).join(', ')}
      FROM new_codes k LEFT JOIN m_sets d ON d.code = k.code LEFT JOIN written w ON w.code = k.code
    RETURNING code`,
)

/** After the printings: each touched set's card count (new sets have theirs). Returns the codes whose count changed. */
export async function refreshSetCounts(client: pg.ClientBase): Promise<string[]> {
  const rows = await runOn(client, REFRESH_SET_COUNTS, [])
  return rows.map((r) => r.code)
}

const REFRESH_SET_COUNTS = sql(
  'merge-cards.refreshSetCounts',
  `
    WITH touched AS (SELECT code FROM m_sets UNION SELECT DISTINCT set_code FROM m_printings),
    counts AS (SELECT t.code, (SELECT count(*) FROM printings p WHERE p.set_code = t.code)::int AS n FROM touched t)
    UPDATE sets s SET card_count = c.n FROM counts c WHERE s.code = c.code AND s.card_count <> c.n
    RETURNING s.code`,
)

export async function mergeCards(client: pg.ClientBase): Promise<KindCounts> {
  await client.query(M_CARDS_TABLE)
  await client.query('ALTER TABLE m_cards ADD PRIMARY KEY (oracle_id)')
  // the same build seen more than once: legalities are the union of what each printing says
  // (the stager keeps only the extra rows whose legalities differ)
  await client.query(`
    WITH extra AS (
      SELECT l.oracle_id, l.legalities FROM s_legalities l JOIN s_sources s USING (src)
        JOIN m_cards m ON m.oracle_id = l.oracle_id AND m.source_date = s.source_date
    ),
    cand AS (SELECT oracle_id, legalities FROM extra UNION ALL SELECT m.oracle_id, m.legalities FROM m_cards m WHERE m.oracle_id IN (SELECT oracle_id FROM extra)),
    merged AS (
      SELECT x.oracle_id, jsonb_object_agg(x.k, x.v) AS legalities FROM (
        SELECT DISTINCT ON (c.oracle_id, e.key) c.oracle_id, e.key AS k, e.value AS v
        FROM cand c, jsonb_each(c.legalities) e
        ORDER BY c.oracle_id, e.key, ${LEGALITY_RANK} DESC
      ) x GROUP BY x.oracle_id)
    UPDATE m_cards m SET legalities = merged.legalities FROM merged WHERE m.oracle_id = merged.oracle_id`)
  // what to do with each staged card
  await client.query(`
    UPDATE m_cards m SET
      action = CASE
        WHEN e.oracle_id IS NULL THEN 'insert'
        WHEN m.source_format = 'seed' AND e.source_format <> 'seed' THEN 'keep'
        WHEN e.source_format = 'seed' AND m.source_format <> 'seed' THEN 'replace'
        WHEN m.source_date > e.source_date THEN 'replace'
        WHEN m.source_date = e.source_date THEN 'merge'
        ELSE 'keep' END,
      seed_replace = (e.source_format = 'seed' AND m.source_format <> 'seed')
    FROM m_cards m2 LEFT JOIN cards e ON e.oracle_id = m2.oracle_id
    WHERE m.oracle_id = m2.oracle_id`)
  // same build as stored: merge the stored legalities in too
  await client.query(`
    WITH merged AS (
      SELECT x.oracle_id, jsonb_object_agg(x.k, x.v) AS legalities FROM (
        SELECT DISTINCT ON (c.oracle_id, e.key) c.oracle_id, e.key AS k, e.value AS v
        FROM (SELECT m.oracle_id, m.legalities FROM m_cards m WHERE m.action = 'merge'
              UNION ALL SELECT c.oracle_id, c.legalities FROM cards c JOIN m_cards m USING (oracle_id) WHERE m.action = 'merge') c,
             jsonb_each(c.legalities) e
        ORDER BY c.oracle_id, e.key, ${LEGALITY_RANK} DESC
      ) x GROUP BY x.oracle_id)
    UPDATE m_cards m SET legalities = merged.legalities FROM merged WHERE m.oracle_id = merged.oracle_id`)
  // a newer build may change any field; the same build again only adds legalities
  await client.query(`
    UPDATE m_cards m SET content_changed = CASE WHEN m.action = 'replace'
      THEN (${list(CARD_FIELDS, 'c')}) IS DISTINCT FROM (${list(CARD_FIELDS, 'm')})
      ELSE c.legalities IS DISTINCT FROM m.legalities END
    FROM cards c WHERE c.oracle_id = m.oracle_id AND m.action IN ('replace', 'merge')`)

  // rulings are decided now, so each card row is written once with its rulings date
  await decideRulings(client)

  // printing_rarities (the set of the card's printings' rarities, migration search_printing_rarities)
  // and the printing and set counts and first release date (SUMMARY, migration search_printing_summary)
  // are kept by triggers on printings, which run after the printings are merged, when the card rows
  // are written already: so the cards are written here with the rarities their printings will have
  // (the staged printings, each as its newest source gives it, and the stored ones not staged), and
  // the triggers find nothing to change; each card row is written once. Where a staged printing
  // does not win over the stored one (an older source), the triggers correct the card.
  await client.query(M_CARD_RARITIES_TABLE)
  const added = await client.query(`
    INSERT INTO cards (oracle_id, ${CARD_FIELDS.join(', ')}, ${PROVENANCE.join(', ')}, rulings_date, updated_at, printing_rarities, ${SUMMARY.map(([col]) => col).join(', ')})
    SELECT m.oracle_id, ${list(CARD_FIELDS, 'm')}, ${list(PROVENANCE, 'm')}, r.d, now(), coalesce(cr.rarities, '{}'), ${SUMMARY.map(([, of]) => of).join(', ')}
    FROM m_cards m LEFT JOIN m_rulings r ON r.oracle_id = m.oracle_id AND r.list IS NOT NULL
      LEFT JOIN m_card_rarities cr ON cr.oracle_id = m.oracle_id
    WHERE m.action = 'insert'`)

  // faces: rewritten for inserted cards and for replaced cards whose faces differ
  await client.query(M_FACES_CHANGED_TABLE)
  await client.query('DELETE FROM card_faces WHERE oracle_id IN (SELECT oracle_id FROM m_faces_changed)')
  await client.query(`
    INSERT INTO card_faces (oracle_id, position, name, mana_cost, mana_value, colors, color_indicator, type_line, supertypes, types,
                            subtypes, oracle_text, power, toughness, loyalty, defense)
    SELECT m.oracle_id, f.position, f.name, f.mana_cost, f.mana_value, f.colors, f.color_indicator, f.type_line, f.supertypes, f.types,
           f.subtypes, COALESCE(f.oracle_text, ''), f.power, f.toughness, f.loyalty, f.defense
    FROM m_cards m JOIN m_faces_changed USING (oracle_id), jsonb_to_recordset(COALESCE(m.faces, '[]'::jsonb)) AS f(${FACE_COLUMNS})`)

  // a newer build: its fields replace the stored ones; the same content from a newer build only
  // moves the provenance (so that an older file cannot win later). Same build: legalities merged.
  await client.query(`
    UPDATE cards c SET ${[...CARD_FIELDS, ...PROVENANCE].map((f) => (f === 'legalities' ? 'legalities = m.legalities' : `${f} = CASE WHEN m.action = 'replace' THEN m.${f} ELSE c.${f} END`)).join(', ')},
      rulings_date = COALESCE(r.d, c.rulings_date),
      updated_at = CASE WHEN m.content_changed OR f.oracle_id IS NOT NULL THEN now() ELSE c.updated_at END,
      printing_rarities = COALESCE(cr.rarities, '{}'), ${SUMMARY.map(([col, of]) => `${col} = ${of}`).join(', ')}
    FROM m_cards m
      LEFT JOIN m_rulings r ON r.oracle_id = m.oracle_id AND r.list IS NOT NULL
      LEFT JOIN m_faces_changed f ON f.oracle_id = m.oracle_id
      LEFT JOIN m_card_rarities cr ON cr.oracle_id = m.oracle_id
    WHERE c.oracle_id = m.oracle_id AND m.action IN ('replace', 'merge')
      AND (m.content_changed OR f.oracle_id IS NOT NULL OR c.rulings_date IS DISTINCT FROM COALESCE(r.d, c.rulings_date)
           OR c.printing_rarities IS DISTINCT FROM COALESCE(cr.rarities, '{}')
           OR ${SUMMARY.map(([col, of]) => `c.${col} IS DISTINCT FROM ${of}`).join(' OR ')}
           OR (m.action = 'replace' AND (${list(PROVENANCE, 'c')}) IS DISTINCT FROM (${list(PROVENANCE, 'm')})))`)
  // cards kept as they are whose ruling list still changes (a newer rulings file)
  await client.query(`
    UPDATE cards c SET rulings_date = r.d FROM m_rulings r
    WHERE c.oracle_id = r.oracle_id AND r.list IS NOT NULL AND c.rulings_date IS DISTINCT FROM r.d`)
  const rows = await runOn(client, CARD_TOTALS, [])
  const inserted = added.rowCount ?? 0
  const updated = n(rows[0]?.updated)
  return { added: inserted, updated, unchanged: n(rows[0]?.total) - inserted - updated }
}

const CARD_TOTALS = sql(
  'merge-cards.cardTotals',
  `
    SELECT count(*) AS total, count(*) FILTER (WHERE m.content_changed OR f.oracle_id IS NOT NULL AND m.action = 'replace') AS updated
    FROM m_cards m LEFT JOIN m_faces_changed f USING (oracle_id)`,
)

/**
 * A seed card whose Oracle id is the seed's own (Wicker Picker: no real data for it was at hand)
 * gives way to a card of the same name from a real source. Returns how many went.
 */
export async function retireSeedCards(client: pg.ClientBase): Promise<number> {
  const { rowCount } = await client.query(`
    DELETE FROM cards s
    WHERE s.source_format = 'seed'
      AND EXISTS (SELECT 1 FROM cards r WHERE r.normalized_name = s.normalized_name AND r.oracle_id <> s.oracle_id AND r.source_format <> 'seed')`)
  return rowCount ?? 0
}

/**
 * Each card's ruling list: the newest among the stored one (cards.rulings_date), the card
 * source's own list and the lists of Scryfall rulings files, replaced whole (m_rulings).
 */
async function decideRulings(client: pg.ClientBase): Promise<void> {
  await client.query(M_RULINGS_SF_TABLE)
  await client.query(M_RULINGS_TABLE)
  await client.query('ALTER TABLE m_rulings ADD PRIMARY KEY (oracle_id)')
}

/** Rulings rows, after the cards (decided with them, see decideRulings). */
export async function mergeRulings(client: pg.ClientBase): Promise<{ counts: KindCounts; skippedUnknownCards: number; removed: number }> {
  const skippedUnknownCards = await count(client, COUNTS.unknownRulingCards)
  await client.query(M_RULING_ROWS_TABLE)
  // rows at a position the card did not have are inserted; the others updated where they differ
  const added = await client.query(`
    INSERT INTO rulings (oracle_id, position, published_at, source, text)
    SELECT x.oracle_id, x.position, x.published_at, x.source, x.text FROM m_ruling_rows x
    WHERE NOT EXISTS (SELECT 1 FROM rulings r WHERE r.oracle_id = x.oracle_id AND r.position = x.position)`)
  const updated = await client.query(`
    UPDATE rulings r SET published_at = x.published_at, source = x.source, text = x.text
    FROM m_ruling_rows x
    WHERE r.oracle_id = x.oracle_id AND r.position = x.position
      AND (r.published_at, r.source, r.text) IS DISTINCT FROM (x.published_at, x.source, x.text)`)
  const removed = await client.query(`
    DELETE FROM rulings r USING m_rulings m
    WHERE r.oracle_id = m.oracle_id AND m.list IS NOT NULL AND r.position >= jsonb_array_length(m.list)`)
  const seen = await count(client, COUNTS.rulingsSeen)
  const a = added.rowCount ?? 0
  const u = updated.rowCount ?? 0
  return { counts: { added: a, updated: u, unchanged: Math.max(0, seen - a - u) }, skippedUnknownCards, removed: removed.rowCount ?? 0 }
}

export async function mergePrintings(client: pg.ClientBase): Promise<KindCounts & { setsAdded: Set<string> }> {
  await client.query(M_PRINTINGS_TABLE)
  await client.query('ALTER TABLE m_printings ADD PRIMARY KEY (id), ADD COLUMN highres_image boolean NOT NULL DEFAULT true')
  // an MTGJSON uuid belongs to one printing: the newest source's claim wins
  await client.query(`
    UPDATE m_printings m SET mtgjson_uuid = NULL FROM (
      SELECT id FROM (
        SELECT id, row_number() OVER (PARTITION BY mtgjson_uuid ORDER BY source_date DESC, ord ASC) AS rank
        FROM m_printings WHERE mtgjson_uuid IS NOT NULL) x
      WHERE x.rank > 1) later
    WHERE m.id = later.id`)
  await client.query(`
    UPDATE printings p SET mtgjson_uuid = NULL FROM m_printings m
    WHERE p.mtgjson_uuid = m.mtgjson_uuid AND p.id <> m.id AND m.source_date >= p.source_date`)
  await client.query(`
    UPDATE m_printings m SET mtgjson_uuid = NULL FROM printings p
    WHERE p.mtgjson_uuid = m.mtgjson_uuid AND p.id <> m.id`)
  const setsAdded = await insertNewSets(client)
  // a printing without its own date was released with its set
  await client.query(`
    UPDATE m_printings m SET released_at = t.release_date FROM sets t
    WHERE m.released_at IS NULL AND t.code = m.set_code AND t.release_date IS NOT NULL`)
  // what the set says of its printings (its file lists these after its cards): online only, a
  // spoiler's low-res images, a token or memorabilia set; and what the card's layout says
  await client.query(`
    UPDATE m_printings m SET digital = m.digital OR COALESCE(t.digital, false),
           highres_image = NOT COALESCE(t.is_partial_preview, false),
           is_extra = COALESCE(t.type IN ${EXTRA_SET_TYPES}, false)
             OR COALESCE((SELECT c.is_extra FROM cards c WHERE c.oracle_id = m.oracle_id), false)
    FROM sets t WHERE t.code = m.set_code`)
  const added = await client.query(`
    INSERT INTO printings (id, ${PRINTING_FIELDS.join(', ')}, ${PRICES.join(', ')}, source_date)
    SELECT m.id, ${list(PRINTING_FIELDS, 'm')}, ${list(PRICES, 'm')}, m.source_date FROM m_printings m
    WHERE NOT EXISTS (SELECT 1 FROM printings p WHERE p.id = m.id)`)
  const priceSet = PRICES.map((c) => `COALESCE(m.${c}, p.${c})`)
  const updated = await client.query(`
    UPDATE printings p SET ${PRINTING_FIELDS.map((f) => `${f} = m.${f}`).join(', ')},
           ${PRICES.map((c, i) => `${c} = ${priceSet[i]}`).join(', ')}, source_date = m.source_date
    FROM m_printings m
    -- a printing stored before the Scryfall fields existed (games NULL) takes them from any source
    WHERE p.id = m.id AND (m.source_date > p.source_date OR p.games IS NULL)
      AND (${list(PRINTING_FIELDS, 'p')}, ${list(PRICES, 'p')}) IS DISTINCT FROM (${list(PRINTING_FIELDS, 'm')}, ${priceSet.join(', ')})`)
  await client.query(`
    UPDATE printings p SET source_date = m.source_date FROM m_printings m
    WHERE p.id = m.id AND m.source_date > p.source_date`)
  const total = await count(client, COUNTS.printings)
  const a = added.rowCount ?? 0
  const u = updated.rowCount ?? 0
  return { added: a, updated: u, unchanged: total - a - u, setsAdded }
}

/** MTGJSON prices (AllPrices / AllPricesToday), by MTGJSON uuid. */
export async function mergePrices(client: pg.ClientBase): Promise<{ counts: KindCounts; skippedUnknown: number }> {
  await client.query(M_PRICES_TABLE)
  const total = await count(client, COUNTS.prices)
  if (!total) return { counts: { added: 0, updated: 0, unchanged: 0 }, skippedUnknown: 0 }
  const skippedUnknown = await count(client, COUNTS.unknownPrices)
  const updated = await client.query(`
    UPDATE printings p SET ${PRICES.map((c) => `${c} = m.${c}`).join(', ')}
    FROM m_prices m
    WHERE p.mtgjson_uuid = m.mtgjson_uuid AND (${list(PRICES, 'p')}) IS DISTINCT FROM (${list(PRICES, 'm')})`)
  const u = updated.rowCount ?? 0
  return { counts: { added: 0, updated: u, unchanged: total - skippedUnknown - u }, skippedUnknown }
}
