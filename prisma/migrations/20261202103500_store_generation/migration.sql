-- The store's generation (issue 16): one number that every transaction writing a store table
-- bumps, so a value computed from the store and kept in memory (a search's total, src/search/
-- totals.ts) is known to be current by reading one row in the same snapshot as the answer.
-- The bump is part of the writing transaction: it is seen exactly when the rows it stands for are
-- (a rolled-back import leaves it as it was), unlike a sequence's nextval.
CREATE TABLE "store_generation" (
  "id" BOOLEAN PRIMARY KEY DEFAULT true CHECK ("id"),
  "value" BIGINT NOT NULL
);
INSERT INTO "store_generation" ("id", "value") VALUES (true, 1);

-- Once per transaction: a statement of a transaction that has already bumped the row (its xmin is
-- this transaction's id) leaves it, so an import of thousands of statements makes one row version.
CREATE FUNCTION arcanum_bump_store_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE store_generation SET value = value + 1 WHERE xmin <> pg_current_xact_id()::xid;
  RETURN NULL;
END $$;

-- Every table of the store but the migrations' own and this one; a table added later gets the
-- trigger in its migration (test/store/store-generation.test.ts fails for one that has none).
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema()
             AND tablename NOT IN ('_prisma_migrations', 'store_generation') ORDER BY tablename LOOP
    EXECUTE format('CREATE TRIGGER store_generation_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION arcanum_bump_store_generation()', t);
  END LOOP;
END $$;
