-- Stored tsvector columns for full-text search over rulings, rules and glossary terms.
--
-- Prisma declares them as Unsupported("tsvector")? (it leaves them alone: Prisma Client never
-- writes them, so its inserts and updates keep working). The diff generator wrote them as plain
-- columns; they are edited here into generated columns, so the database computes each vector when
-- a row is written. Search then filters (GIN) and ranks (ts_rank) on the stored vector instead of
-- parsing every matching text again; the expression indexes they replace are dropped.

-- AlterTable
ALTER TABLE "rulings" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (to_tsvector('english', "text")) STORED;

-- AlterTable
ALTER TABLE "rules" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (to_tsvector('english', "text")) STORED;

-- AlterTable
ALTER TABLE "glossary_terms" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (to_tsvector('english', "term" || ' ' || "text")) STORED;

DROP INDEX "rulings_text_fts_idx";
DROP INDEX "rules_text_fts_idx";
DROP INDEX "glossary_terms_fts_idx";

CREATE INDEX "rulings_search_vector_idx" ON "rulings" USING GIN ("search_vector");
CREATE INDEX "rules_search_vector_idx" ON "rules" USING GIN ("search_vector");
CREATE INDEX "glossary_terms_search_vector_idx" ON "glossary_terms" USING GIN ("search_vector");
