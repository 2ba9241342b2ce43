-- Hand-written: an index for card search (src/search). No table changes.

-- The printing that stands for a card in search results and name lookups is its newest one
-- (release date, then set code and collector number): this index hands it over without a sort.
CREATE INDEX "printings_oracle_id_newest_idx" ON "printings" ("oracle_id", "released_at" DESC NULLS LAST, "set_code", "collector_number", "id");
