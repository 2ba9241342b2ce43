-- Columns card search computes from a card's own fields, so that m:, devotion: and produces: are
-- indexed look-ups instead of text processing over every card on every query (docs/search.md).
--
-- Prisma declares them as Unsupported(…)? (Prisma Client never writes them, so its inserts and
-- updates keep working). The diff generator wrote them as plain columns; they are edited here into
-- generated columns: the database computes them whenever a card row is written (an import, the
-- seed, a Prisma write), and for the rows already stored when this migration runs.

-- The non-generic symbols of a mana cost as a set of occurrences: "{2}{W}{W}" → {"{W}1", "{W}2"},
-- "{G/U}{G/U}{R/P}" → {"{G/U}1", "{G/U}2", "{R/P}1"}. Multiset containment is then set containment:
-- "at least {W}{W}" is mana_symbols @> '{"{W}1","{W}2"}', which a GIN index answers. The faces of a
-- multi-faced card are read together, as the cost is stored ("{1}{R} // {2}{U}").
CREATE OR REPLACE FUNCTION arcanum_mana_symbols(cost text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ARRAY(
    SELECT s.symbol || s.n FROM (
      SELECT m[1] AS symbol, row_number() OVER (PARTITION BY m[1]) AS n
      FROM regexp_matches(coalesce(cost, ''), '\{[^{}]*\}', 'g') AS m
      WHERE m[1] !~ '^\{[0-9]+\}$') AS s
    ORDER BY 1);

-- The generic amount of a mana cost: "{2}{W}{W}" → 2; no cost → 0.
CREATE OR REPLACE FUNCTION arcanum_mana_generic(cost text) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN least(coalesce((SELECT sum(g[1]::numeric) FROM regexp_matches(coalesce(cost, ''), '\{([0-9]{1,12})\}', 'g') AS g), 0), 2147483647)::integer;

-- The mana a card's abilities add, as Scryfall's produced_mana lists it (MTGJSON's producedMana is
-- a copy; test/search/keywords.test.ts compares the two card by card): W U B R G C for each symbol
-- after "add" in its full text (reminder text included: a Treasure maker produces every color,
-- as there); every color for mana "of any color", "of the chosen color", "of that color" or "of
-- any type"; the colors of its basic land types (CR 305.6), or of the type it gives every land.
CREATE OR REPLACE FUNCTION arcanum_produced_mana(oracle_text text, subtypes text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ARRAY(
    SELECT x.color
    FROM (VALUES (1, 'W', 'plains'), (2, 'U', 'island'), (3, 'B', 'swamp'), (4, 'R', 'mountain'), (5, 'G', 'forest'), (6, 'C', NULL))
      AS x(ord, color, basic)
    WHERE lower(oracle_text) ~ ('\madds?\M[^.\n]*\{' || lower(x.color) || '\}')
       OR (x.basic IS NOT NULL AND (
             lower(oracle_text) ~ '\madds?\M[^.\n]*(any (one )?colou?r|any combination of colou?rs|chosen colou?r|that colou?r|any type)'
             OR initcap(x.basic) = ANY(subtypes)
             OR lower(oracle_text) ~ ('\meach land is an? ' || x.basic || ' in addition')))
    ORDER BY x.ord);

-- AlterTable
ALTER TABLE "cards"
  ADD COLUMN "mana_generic" integer GENERATED ALWAYS AS (arcanum_mana_generic("mana_cost")) STORED,
  ADD COLUMN "mana_symbols" text[] GENERATED ALWAYS AS (arcanum_mana_symbols("mana_cost")) STORED,
  ADD COLUMN "produced_mana" text[] GENERATED ALWAYS AS (arcanum_produced_mana("oracle_text", "subtypes")) STORED;

CREATE INDEX "cards_mana_symbols_idx" ON "cards" USING GIN ("mana_symbols");
CREATE INDEX "cards_mana_generic_idx" ON "cards" ("mana_generic");
CREATE INDEX "cards_produced_mana_idx" ON "cards" USING GIN ("produced_mana");
