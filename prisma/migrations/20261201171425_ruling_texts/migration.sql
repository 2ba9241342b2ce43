-- One row per distinct ruling text, for full-text search (src/queries/fulltext.ts).
--
-- A ruling printed word for word on many cards ("If you copy a kicked spell…") is one search hit
-- with the number of cards that carry it. Grouping the matching rulings at query time made a
-- common word rank and group every match (`spell`: 14,521 rulings, 4,760 texts); ranking the
-- distinct texts reads a third of the rows and groups nothing.
--
-- rulings.text_key: md5 of the text with typographic quotes made straight (texts that differ in
-- quote marks only are one text; the parser drops the marks, so their vectors and ranks are the
-- same). The diff generator wrote it as a plain column; it is edited here into a generated one.
-- ruling_texts is kept in step by statement-level triggers on rulings (one refresh per statement,
-- so the importer's set-based INSERT/UPDATE/DELETE each refresh the texts they touched once), so
-- it stays right whoever writes rulings (the importer's SQL, Prisma Client, a cascade from cards).

-- AlterTable
ALTER TABLE "rulings" ADD COLUMN "text_key" text
  GENERATED ALWAYS AS (md5(translate("text", '’‘“”', '''''""'))) STORED;

-- CreateTable
CREATE TABLE "ruling_texts" (
    "key" TEXT NOT NULL,
    "ruling_id" INTEGER NOT NULL,
    "card_count" INTEGER NOT NULL,
    "search_vector" tsvector NOT NULL,

    CONSTRAINT "ruling_texts_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "rulings_text_key_idx" ON "rulings"("text_key");
CREATE INDEX "ruling_texts_search_vector_idx" ON "ruling_texts" USING GIN ("search_vector");

-- Recompute the rows of the given text keys from rulings: the lowest ruling id of each text, its
-- vector, and how many rulings carry it; a key no ruling has any more is removed.
CREATE FUNCTION arcanum_refresh_ruling_texts(keys text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM ruling_texts t WHERE t.key = ANY(keys) AND NOT EXISTS (SELECT 1 FROM rulings r WHERE r.text_key = t.key);
  INSERT INTO ruling_texts (key, ruling_id, card_count, search_vector)
  SELECT DISTINCT ON (r.text_key) r.text_key, r.id, count(*) OVER (PARTITION BY r.text_key), r.search_vector
    FROM rulings r WHERE r.text_key = ANY(keys) ORDER BY r.text_key, r.id
  ON CONFLICT (key) DO UPDATE
    SET ruling_id = excluded.ruling_id, card_count = excluded.card_count, search_vector = excluded.search_vector
    WHERE (ruling_texts.ruling_id, ruling_texts.card_count) IS DISTINCT FROM (excluded.ruling_id, excluded.card_count)
       OR ruling_texts.search_vector IS DISTINCT FROM excluded.search_vector;
$$;

CREATE FUNCTION arcanum_ruling_texts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM arcanum_refresh_ruling_texts(ARRAY(SELECT DISTINCT text_key FROM new_rulings));
  RETURN NULL;
END $$;

CREATE FUNCTION arcanum_ruling_texts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM arcanum_refresh_ruling_texts(ARRAY(SELECT text_key FROM old_rulings UNION SELECT text_key FROM new_rulings));
  RETURN NULL;
END $$;

CREATE FUNCTION arcanum_ruling_texts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM arcanum_refresh_ruling_texts(ARRAY(SELECT DISTINCT text_key FROM old_rulings));
  RETURN NULL;
END $$;

CREATE TRIGGER ruling_texts_after_insert AFTER INSERT ON "rulings"
  REFERENCING NEW TABLE AS new_rulings FOR EACH STATEMENT EXECUTE FUNCTION arcanum_ruling_texts_inserted();
CREATE TRIGGER ruling_texts_after_update AFTER UPDATE ON "rulings"
  REFERENCING OLD TABLE AS old_rulings NEW TABLE AS new_rulings FOR EACH STATEMENT EXECUTE FUNCTION arcanum_ruling_texts_updated();
CREATE TRIGGER ruling_texts_after_delete AFTER DELETE ON "rulings"
  REFERENCING OLD TABLE AS old_rulings FOR EACH STATEMENT EXECUTE FUNCTION arcanum_ruling_texts_deleted();

-- the rulings already stored
INSERT INTO ruling_texts (key, ruling_id, card_count, search_vector)
SELECT DISTINCT ON (r.text_key) r.text_key, r.id, count(*) OVER (PARTITION BY r.text_key), r.search_vector
  FROM rulings r ORDER BY r.text_key, r.id;
