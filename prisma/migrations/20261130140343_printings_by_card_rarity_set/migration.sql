-- A card's printings by Oracle id, with rarity and set code in the key: search's "has a printing of
-- this rarity / in this set" test (r:, s: beside card filters, e.g. kw:flying pow>=3 r:rare) probes
-- this index per card without reading printings rows, and r:mythic alone reads it instead of the
-- table. It replaces the plain oracle_id index (same leading column: foreign-key checks and
-- per-card lookups use this one).

-- DropIndex
DROP INDEX "printings_oracle_id_idx";

-- CreateIndex
CREATE INDEX "printings_oracle_id_rarity_set_code_idx" ON "printings"("oracle_id", "rarity", "set_code");
