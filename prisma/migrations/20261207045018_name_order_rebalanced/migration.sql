-- Name order puts an Alchemy rebalanced card right after its original ("Lightning Helix", then
-- "A-Lightning Helix"), as Scryfall lists them, instead of sorting it by its "A-" prefix: as
-- normalized_name ("aacererak the archlich") every A- card sorted among the "a…" cards, and several
-- were on the first page of any search by name (docs/search.md, "Name order").
--
-- cards.name_order: the name-order key, computed by the database whenever a card row is written
-- (so the importer, or anyone writing cards, leaves it right). It is normalized_name, except for a
-- card whose name starts with "A-": there the "a" each "A-" face left in front of its first word is
-- taken off (normalizeName keeps the A and drops the hyphen: "A-Alrund, God of the Cosmos //
-- A-Hakka, Whispering Raven" is "aalrund god of the cosmos ahakka whispering raven") and a space is
-- appended. The original's key is then a strict prefix of the rebalanced card's, and a normalized
-- name holds only letters, digits and single inner spaces, so no other card's key falls between
-- them. The diff generator wrote it as a plain column; it is edited here into a generated one (Prisma
-- declares it Unsupported(…)?, so Prisma Client never writes it). normalized_name itself is
-- unchanged: exact, fuzzy and prefix lookups, decks and the name: term still compare it.
--
-- cards_search_name_order_idx leads with the new key instead of normalized_name, which moves to its
-- INCLUDE columns (name: compares it, and the index serves name: terms in name order as before).

-- a face's words in normalized_name are its whitespace-separated tokens that hold a letter or a
-- digit (normalizeName drops tokens of punctuation or symbols only, as " // "); when the faces'
-- words don't add up to the name's, only the front face's "a" is taken off
CREATE OR REPLACE FUNCTION arcanum_name_order(name text, normalized_name text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  words text[];
  face text;
  at int := 1;
  n int;
BEGIN
  IF name NOT LIKE 'A-%' THEN
    RETURN normalized_name;
  END IF;
  words := string_to_array(normalized_name, ' ');
  FOREACH face IN ARRAY string_to_array(name, ' // ') LOOP
    IF face LIKE 'A-%' AND at <= cardinality(words) AND left(words[at], 1) = 'a' THEN
      words[at] := substr(words[at], 2);
    END IF;
    SELECT count(*) INTO n FROM regexp_split_to_table(btrim(face), '\s+') t WHERE t ~ '[[:alnum:]]';
    at := at + n;
  END LOOP;
  IF at - 1 <> cardinality(words) THEN
    RETURN substr(normalized_name, 2) || ' ';
  END IF;
  RETURN array_to_string(words, ' ') || ' ';
END $$;

-- AlterTable (the diff generator wrote: ALTER TABLE "cards" ADD COLUMN "name_order" text;)
ALTER TABLE "cards" ADD COLUMN "name_order" text GENERATED ALWAYS AS (arcanum_name_order("name", "normalized_name")) STORED;

DROP INDEX "cards_search_name_order_idx";
CREATE INDEX "cards_search_name_order_idx" ON "cards" ("name_order" COLLATE "C", "name" COLLATE "C", "oracle_id")
  INCLUDE ("normalized_name", "mana_value", "type_line_lower", "types", "colors", "color_identity", "keywords", "power", "toughness",
           "printing_rarities", "printing_count", "set_count", "paper_printing_count", "paper_set_count")
  WHERE NOT "is_extra";
