-- prints>=, sets=, paperprints, papersets, is:unique and is:firstprint / is:reprint as card columns
-- (src/search/compile-filter.ts).
--
-- The browsing mix of bench:api found these the slowest search terms: prints and sets grouped
-- every printing of the store by card on each search (sets=1 r:rare: 17,065 groups of 72,073
-- printings), and is:firstprint / not:reprint probed the card's printings once per printing for an
-- earlier one. Each card now holds how many printings and sets it has (in all and in paper) and
-- its first printing's release date, kept by the triggers of migration search_printing_rarities
-- (their refresh function now writes these columns too, and an update refreshes the cards whose
-- printings changed set, games or release date as well), so whoever writes printings leaves them
-- right. The diff generator wrote the columns; the rest is hand-written.

-- AlterTable
ALTER TABLE "cards" ADD COLUMN     "first_released_at" DATE,
ADD COLUMN     "paper_printing_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "paper_set_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "printing_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "set_count" INTEGER NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION arcanum_refresh_printing_rarities(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE cards c SET printing_rarities = r.rarities, printing_count = r.prints, set_count = r.sets,
         paper_printing_count = r.paper_prints, paper_set_count = r.paper_sets, first_released_at = r.first_released
  FROM (
    SELECT k.oracle_id,
           coalesce(array_agg(DISTINCT p.rarity ORDER BY p.rarity) FILTER (WHERE p.rarity IS NOT NULL), '{}'::text[]) AS rarities,
           count(p.id)::int AS prints,
           count(DISTINCT p.set_code)::int AS sets,
           (count(p.id) FILTER (WHERE 'paper' = ANY(p.games)))::int AS paper_prints,
           (count(DISTINCT p.set_code) FILTER (WHERE 'paper' = ANY(p.games)))::int AS paper_sets,
           min(p.released_at) AS first_released
      FROM (SELECT DISTINCT unnest(ids) AS oracle_id) k LEFT JOIN printings p ON p.oracle_id = k.oracle_id
     GROUP BY k.oracle_id
  ) r
  WHERE c.oracle_id = r.oracle_id
    AND (c.printing_rarities IS DISTINCT FROM r.rarities OR c.printing_count <> r.prints OR c.set_count <> r.sets
         OR c.paper_printing_count <> r.paper_prints OR c.paper_set_count <> r.paper_sets
         OR c.first_released_at IS DISTINCT FROM r.first_released);
$$;

-- an update refreshes the cards of rows whose rarity, card, set, games or release date changed
-- (the importer updates every printing's prices: those leave the columns as they are)
CREATE OR REPLACE FUNCTION arcanum_printing_rarities_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM arcanum_refresh_printing_rarities(ARRAY(
    SELECT unnest(ARRAY[o.oracle_id, n.oracle_id])
      FROM old_printings o FULL JOIN new_printings n ON n.id = o.id
     WHERE o.id IS NULL OR n.id IS NULL OR n.rarity IS DISTINCT FROM o.rarity OR n.oracle_id IS DISTINCT FROM o.oracle_id
        OR n.set_code IS DISTINCT FROM o.set_code OR n.games IS DISTINCT FROM o.games OR n.released_at IS DISTINCT FROM o.released_at));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION arcanum_printing_rarities_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cards SET printing_rarities = '{}', printing_count = 0, set_count = 0, paper_printing_count = 0, paper_set_count = 0,
         first_released_at = NULL
   WHERE printing_rarities IS DISTINCT FROM '{}' OR printing_count <> 0 OR first_released_at IS NOT NULL;
  RETURN NULL;
END $$;

-- the printings already stored
UPDATE cards c SET printing_count = r.prints, set_count = r.sets, paper_printing_count = r.paper_prints,
       paper_set_count = r.paper_sets, first_released_at = r.first_released
  FROM (SELECT oracle_id, count(*)::int AS prints, count(DISTINCT set_code)::int AS sets,
               (count(*) FILTER (WHERE 'paper' = ANY(games)))::int AS paper_prints,
               (count(DISTINCT set_code) FILTER (WHERE 'paper' = ANY(games)))::int AS paper_sets,
               min(released_at) AS first_released
          FROM printings GROUP BY oracle_id) r
 WHERE c.oracle_id = r.oracle_id;

-- the name-order index of migration search_printing_rarities, holding the counts too: a page by
-- name of sets=1 r:rare is read from it in its order and stops after its rows
DROP INDEX "cards_search_name_order_idx";
CREATE INDEX "cards_search_name_order_idx" ON "cards" ("normalized_name" COLLATE "C", "name" COLLATE "C", "oracle_id")
  INCLUDE ("mana_value", "type_line_lower", "types", "colors", "color_identity", "keywords", "power", "toughness", "printing_rarities",
           "printing_count", "set_count", "paper_printing_count", "paper_set_count")
  WHERE NOT "is_extra";

-- the total of prints>=20 or sets>=10 (a few hundred cards): a scan of this index, not of every card
CREATE INDEX "cards_printing_count_idx" ON "cards" ("printing_count") WHERE NOT "is_extra";
CREATE INDEX "cards_set_count_idx" ON "cards" ("set_count") WHERE NOT "is_extra";
