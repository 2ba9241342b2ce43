-- Hand-written: an index for m: terms of generic mana only (src/search/compile-filter.ts). No table changes.

-- m=3, m<=2: a cost with no symbols but generic mana. The GIN index on mana_symbols answers
-- "no symbols" ('{}') by reading its whole list of empty arrays (3,720 on the full corpus, 2.5 ms);
-- this partial index holds only those rows, by generic amount, so m=3 reads its 604 matches alone.
CREATE INDEX "cards_mana_generic_only_idx" ON "cards" ("mana_generic") WHERE "mana_symbols" = '{}';
