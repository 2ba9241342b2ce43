-- is:frenchvanilla as a card column (src/search/compile-filter.ts).
--
-- The browsing mix of bench:api found is:frenchvanilla among the slowest terms: it split the rules
-- text of every creature at lines, commas and semicolons and compared each part with the card's
-- keywords, on every search (470–520 ms on the full corpus under load). The test is a function of
-- the card's own fields, so it is now a generated column: the database computes it whenever a card
-- row is written (an import, the seed, a Prisma write) and for the rows already stored when this
-- migration runs. The diff generator wrote a plain column; it is edited here into a generated one
-- (Prisma declares it Unsupported(…)?, so Prisma Client never writes it).

-- French vanilla (Scryfall's is:frenchvanilla): a creature whose rules text, reminder text aside,
-- is keyword abilities only: every line, split at commas and semicolons, is one of the card's
-- keywords, alone or with its cost or quality ("Ward {2}", "Protection from red"). An ability word
-- ("Landfall — …") is not a keyword ability (CR 207.2c). NULL where the card has no types or
-- keywords stored (NULL arrays), as the search term was.
CREATE OR REPLACE FUNCTION arcanum_french_vanilla(types text[], oracle_text text, keywords text[]) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN 'Creature' = ANY(types) AND oracle_text <> '' AND cardinality(keywords) > 0
    AND NOT EXISTS (
      SELECT 1 FROM regexp_split_to_table(arcanum_rules_text(oracle_text), '\n|, |; ') AS part(s)
       WHERE btrim(part.s, ' .') <> '' AND NOT EXISTS (
         SELECT 1 FROM unnest(arcanum_lower_array(keywords)) AS k(w)
          WHERE btrim(part.s, ' .') = k.w OR (btrim(part.s, ' .') LIKE k.w || ' %' AND part.s NOT LIKE '% — %')
             OR btrim(part.s, ' .') LIKE k.w || '—%'));

-- AlterTable
ALTER TABLE "cards" ADD COLUMN "french_vanilla" boolean
  GENERATED ALWAYS AS (arcanum_french_vanilla("types", "oracle_text", "keywords")) STORED;

-- the few hundred French vanilla cards in name order: a page and its total read this index only
CREATE INDEX "cards_french_vanilla_name_order_idx" ON "cards" ("name_order" COLLATE "C", "name" COLLATE "C", "oracle_id")
  WHERE "french_vanilla" AND NOT "is_extra";
