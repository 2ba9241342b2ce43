-- r: as a card term (issue 16; src/search/compile.ts).
--
-- cards.printing_rarities: the set of its printings' rarities. When r: is a query's only printing
-- term (r:mythic, kw:flying pow>=3 r:rare), "the card has a printing of one of these rarities" is
-- exactly `printing_rarities && rarities`, a card term: the page in name order is read from
-- cards_search_name_order_idx (which now holds the column) and stops after its rows, where the
-- EXISTS over printings made every match be read (r:mythic: a hash join of the 5,536 mythic
-- printings with all 27,872 cards, then a sort). Other printing terms keep the per-printing
-- EXISTS: several of them must hold of one printing.
--
-- The column is kept by statement-level triggers on printings (one refresh per statement, for the
-- cards whose printings were added, removed, or changed rarity or card), so it stays right whoever
-- writes printings (the importer's set-based statements, Prisma Client, a cascade from cards).
-- The diff generator wrote the column; the rest is hand-written.

-- AlterTable
ALTER TABLE "cards" ADD COLUMN     "printing_rarities" text[] DEFAULT '{}'::text[];

CREATE FUNCTION arcanum_refresh_printing_rarities(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE cards c SET printing_rarities = r.rarities
  FROM (
    SELECT k.oracle_id,
           coalesce(array_agg(DISTINCT p.rarity ORDER BY p.rarity) FILTER (WHERE p.rarity IS NOT NULL), '{}'::text[]) AS rarities
      FROM (SELECT DISTINCT unnest(ids) AS oracle_id) k LEFT JOIN printings p ON p.oracle_id = k.oracle_id
     GROUP BY k.oracle_id
  ) r
  WHERE c.oracle_id = r.oracle_id AND c.printing_rarities IS DISTINCT FROM r.rarities;
$$;

CREATE FUNCTION arcanum_printing_rarities_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM arcanum_refresh_printing_rarities(ARRAY(SELECT DISTINCT oracle_id FROM new_printings));
  RETURN NULL;
END $$;

-- an update refreshes only the cards of rows whose rarity or card changed (the importer updates
-- every printing's prices and dates; those leave the column as it is)
CREATE FUNCTION arcanum_printing_rarities_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM arcanum_refresh_printing_rarities(ARRAY(
    SELECT unnest(ARRAY[o.oracle_id, n.oracle_id])
      FROM old_printings o FULL JOIN new_printings n ON n.id = o.id
     WHERE o.id IS NULL OR n.id IS NULL OR n.rarity IS DISTINCT FROM o.rarity OR n.oracle_id IS DISTINCT FROM o.oracle_id));
  RETURN NULL;
END $$;

CREATE FUNCTION arcanum_printing_rarities_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM arcanum_refresh_printing_rarities(ARRAY(SELECT DISTINCT oracle_id FROM old_printings));
  RETURN NULL;
END $$;

CREATE FUNCTION arcanum_printing_rarities_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cards SET printing_rarities = '{}' WHERE printing_rarities IS DISTINCT FROM '{}';
  RETURN NULL;
END $$;

CREATE TRIGGER printing_rarities_after_insert AFTER INSERT ON "printings"
  REFERENCING NEW TABLE AS new_printings FOR EACH STATEMENT EXECUTE FUNCTION arcanum_printing_rarities_inserted();
CREATE TRIGGER printing_rarities_after_update AFTER UPDATE ON "printings"
  REFERENCING OLD TABLE AS old_printings NEW TABLE AS new_printings FOR EACH STATEMENT EXECUTE FUNCTION arcanum_printing_rarities_updated();
CREATE TRIGGER printing_rarities_after_delete AFTER DELETE ON "printings"
  REFERENCING OLD TABLE AS old_printings FOR EACH STATEMENT EXECUTE FUNCTION arcanum_printing_rarities_deleted();
CREATE TRIGGER printing_rarities_after_truncate AFTER TRUNCATE ON "printings"
  FOR EACH STATEMENT EXECUTE FUNCTION arcanum_printing_rarities_truncated();

-- the printings already stored
UPDATE cards c SET printing_rarities = r.rarities
  FROM (SELECT oracle_id, array_agg(DISTINCT rarity ORDER BY rarity) AS rarities FROM printings WHERE rarity IS NOT NULL GROUP BY oracle_id) r
 WHERE c.oracle_id = r.oracle_id;

-- the total of an r: page (r:mythic: 2,071 cards) and r: in another order than by name
-- (order:cmc r:mythic): a bitmap of this index. Partial, as searches leave extras out: with the
-- whole table indexed, the planner counted r:mythic by reading all 27,872 entries of the
-- name-order index (about 10 ms under load) rather than this bitmap and its heap rows (2.5 ms).
CREATE INDEX "cards_printing_rarities_idx" ON "cards" USING GIN ("printing_rarities") WHERE NOT "is_extra";

-- a page's representative printing of those rarities: the newest-first index of migration
-- search_printing_order, holding rarity too, read in order until a printing of them (an
-- index-only scan of a few entries per card, instead of reading the card's printings of that
-- rarity from the table and sorting them)
DROP INDEX "printings_oracle_id_newest_idx";
CREATE INDEX "printings_oracle_id_newest_idx" ON "printings" ("oracle_id", "released_at" DESC NULLS LAST, "set_code", "collector_number", "id")
  INCLUDE ("rarity");

-- the name-order index of migration search_type_line_lower, holding printing_rarities too
DROP INDEX "cards_search_name_order_idx";
CREATE INDEX "cards_search_name_order_idx" ON "cards" ("normalized_name" COLLATE "C", "name" COLLATE "C", "oracle_id")
  INCLUDE ("mana_value", "type_line_lower", "types", "colors", "color_identity", "keywords", "power", "toughness", "printing_rarities")
  WHERE NOT "is_extra";
