-- Card search in name order without per-card text processing or wide rows (src/search/compile.ts).
--
-- 1. cards.type_line_lower: lower(type_line), computed by the database whenever a card row is
--    written. t: compared lower(c.type_line) on every card a search reads; on the full corpus
--    (28,927 cards) the locale-aware lower() was most of the time of t:creature. The diff
--    generator wrote it as a plain column; it is edited here into a generated one (Prisma declares
--    it Unsupported(…)?, so Prisma Client never writes it). Its trigram index replaces the index on
--    the expression lower(type_line), which nothing else compares.
--
-- 2. cards_search_name_order_idx: a page in name order (the default) is read from this index in
--    the page's own order and stops after the page's rows, with no table rows and no sort, for the
--    terms on the columns it holds (type line and types, colors and identity, mana value,
--    keywords, power and toughness); the page's total is counted by its own subquery, which reads
--    the same index when no other index narrows the matches (t:creature mv>=3: 11,000 of 28,927
--    cards, 8 ms instead of 81 ms for reading the ~1.1 kB table rows). Extras (tokens, emblems, …)
--    are left out, as searches leave them out unless asked (NOT c.is_extra). The columns are the
--    short ones most terms compare, no more: with ~900 pages (7 MB) the planner finds a count
--    through the index cheaper than one through the table (4,290 pages); wider, it counted
--    through the table. Terms on other columns (oracle text, subtypes, mana symbols, legalities,
--    printings) read the table as before; the page still stops early through this index.

-- AlterTable
ALTER TABLE "cards" ADD COLUMN "type_line_lower" text GENERATED ALWAYS AS (lower("type_line")) STORED;

DROP INDEX "cards_type_line_trgm_idx";
CREATE INDEX "cards_type_line_lower_trgm_idx" ON "cards" USING GIN ("type_line_lower" gin_trgm_ops);

CREATE INDEX "cards_search_name_order_idx" ON "cards" ("normalized_name" COLLATE "C", "name" COLLATE "C", "oracle_id")
  INCLUDE ("mana_value", "type_line_lower", "types", "colors", "color_identity", "keywords", "power", "toughness")
  WHERE NOT "is_extra";
