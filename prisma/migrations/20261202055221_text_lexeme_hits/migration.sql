-- Full text for a common word (issue 16): precomputed rankings of the lexemes with many hits.
--
-- `spell` matches 5,439 rows (4,760 ruling texts, 584 rules, 95 glossary terms); the search
-- statement ranked every one with ts_rank to sort them for a page of 25 and count them, ~3/4 of its
-- time. ts_rank(vector, query, 1) depends only on the row's stored vector and the query, so for a
-- query that is one lexeme alone the ranks can be computed once: text_lexemes holds the lexemes
-- with at least 500 hits (chosen again by the import: arcanum_refresh_text_lexemes), each with its
-- one-lexeme tsquery; text_lexeme_hits every hit of each, with ts_rank's value for that tsquery,
-- kind and id as the search names them and the CR edition of rules and glossary terms. Its unique
-- index is in the search's order (rank DESC, kind, id) and includes document_id, so a page is the
-- index's first rows and the count an index-only scan. The search reads it only when its
-- websearch_to_tsquery equals a stored query (tsquery equality: the same lexeme, no weight, no
-- prefix), else ranks as before.
--
-- Kept in step by statement-level triggers on rules, glossary_terms and ruling_texts (the rows
-- a statement removed or changed lose their hits, the rows it added or changed get theirs), so it
-- is right whoever writes them (the importer, Prisma Client, a cascade, ruling_texts' own triggers).

-- CreateTable
CREATE TABLE "text_lexemes" (
    "id" SERIAL NOT NULL,
    "lexeme" TEXT NOT NULL,
    "query" tsquery NOT NULL,

    CONSTRAINT "text_lexemes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "text_lexeme_hits" (
    "lexeme_id" INTEGER NOT NULL,
    "rank" REAL NOT NULL,
    "kind" TEXT NOT NULL,
    "id" INTEGER NOT NULL,
    "document_id" INTEGER
);

-- CreateIndex
CREATE UNIQUE INDEX "text_lexemes_lexeme_key" ON "text_lexemes"("lexeme");

-- CreateIndex
CREATE UNIQUE INDEX "text_lexeme_hits_rank_key" ON "text_lexeme_hits"("lexeme_id", "rank" DESC, "kind", "id") INCLUDE ("document_id");

-- the search finds a query's lexeme by the tsquery it parsed
CREATE UNIQUE INDEX "text_lexemes_query_key" ON "text_lexemes"("query");

-- The hits of one row for each stored lexeme it holds: the lexeme's id and ts_rank of the row's
-- vector for that lexeme's query, the value the search statement computes (its `@@` match too).
CREATE FUNCTION arcanum_text_lexeme_hits_of(v tsvector) RETURNS TABLE (lexeme_id integer, rank real)
LANGUAGE sql STABLE AS $$
  SELECT l.id, ts_rank(v, l.query, 1) FROM unnest(tsvector_to_array(v)) w JOIN text_lexemes l ON l.lexeme = w WHERE v @@ l.query
$$;

-- Rows of one kind (rule, glossary, ruling) a statement removed, then rows it added: the removed
-- rows' hits go, the added rows' hits come. An updated row is in both when its id, edition or
-- vector changed (the triggers pass old EXCEPT new and new EXCEPT old), else in neither.
CREATE FUNCTION arcanum_text_lexeme_hits_change(hit_kind text, old_ids integer[], old_vectors tsvector[],
                                                new_ids integer[], new_documents integer[], new_vectors tsvector[])
RETURNS void LANGUAGE sql AS $$
  DELETE FROM text_lexeme_hits t
   USING unnest(old_ids, old_vectors) o(id, v), arcanum_text_lexeme_hits_of(o.v) h
   WHERE t.lexeme_id = h.lexeme_id AND t.rank = h.rank AND t.kind = hit_kind AND t.id = o.id;
  INSERT INTO text_lexeme_hits (lexeme_id, rank, kind, id, document_id)
  SELECT h.lexeme_id, h.rank, hit_kind, n.id, n.document_id
    FROM unnest(new_ids, new_documents, new_vectors) n(id, document_id, v), arcanum_text_lexeme_hits_of(n.v) h;
$$;

-- One trigger function per table, for its INSERT, UPDATE and DELETE triggers (each branch reads
-- only the transition tables its statement has).
CREATE FUNCTION arcanum_text_hits_rules_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM arcanum_text_lexeme_hits_change('rule', NULL, NULL, array_agg(id), array_agg(document_id), array_agg(search_vector)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM arcanum_text_lexeme_hits_change('rule', array_agg(id), array_agg(search_vector), NULL, NULL, NULL) FROM old_rows;
  ELSE
    PERFORM arcanum_text_lexeme_hits_change('rule', o.ids, o.vectors, n.ids, n.documents, n.vectors)
       FROM (SELECT array_agg(id) AS ids, array_agg(search_vector) AS vectors
               FROM (SELECT id, document_id, search_vector FROM old_rows EXCEPT SELECT id, document_id, search_vector FROM new_rows) x) o,
            (SELECT array_agg(id) AS ids, array_agg(document_id) AS documents, array_agg(search_vector) AS vectors
               FROM (SELECT id, document_id, search_vector FROM new_rows EXCEPT SELECT id, document_id, search_vector FROM old_rows) x) n;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION arcanum_text_hits_glossary_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM arcanum_text_lexeme_hits_change('glossary', NULL, NULL, array_agg(id), array_agg(document_id), array_agg(search_vector)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM arcanum_text_lexeme_hits_change('glossary', array_agg(id), array_agg(search_vector), NULL, NULL, NULL) FROM old_rows;
  ELSE
    PERFORM arcanum_text_lexeme_hits_change('glossary', o.ids, o.vectors, n.ids, n.documents, n.vectors)
       FROM (SELECT array_agg(id) AS ids, array_agg(search_vector) AS vectors
               FROM (SELECT id, document_id, search_vector FROM old_rows EXCEPT SELECT id, document_id, search_vector FROM new_rows) x) o,
            (SELECT array_agg(id) AS ids, array_agg(document_id) AS documents, array_agg(search_vector) AS vectors
               FROM (SELECT id, document_id, search_vector FROM new_rows EXCEPT SELECT id, document_id, search_vector FROM old_rows) x) n;
  END IF;
  RETURN NULL;
END $$;

-- a ruling hit is named by ruling_texts.ruling_id (the text's first ruling), which changes when
-- that ruling goes; rulings belong to no edition
CREATE FUNCTION arcanum_text_hits_ruling_texts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM arcanum_text_lexeme_hits_change('ruling', NULL, NULL, array_agg(ruling_id), array_agg(NULL::integer), array_agg(search_vector)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM arcanum_text_lexeme_hits_change('ruling', array_agg(ruling_id), array_agg(search_vector), NULL, NULL, NULL) FROM old_rows;
  ELSE
    PERFORM arcanum_text_lexeme_hits_change('ruling', o.ids, o.vectors, n.ids, n.documents, n.vectors)
       FROM (SELECT array_agg(ruling_id) AS ids, array_agg(search_vector) AS vectors
               FROM (SELECT ruling_id, search_vector FROM old_rows EXCEPT SELECT ruling_id, search_vector FROM new_rows) x) o,
            (SELECT array_agg(ruling_id) AS ids, array_agg(NULL::integer) AS documents, array_agg(search_vector) AS vectors
               FROM (SELECT ruling_id, search_vector FROM new_rows EXCEPT SELECT ruling_id, search_vector FROM old_rows) x) n;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER text_lexeme_hits_after_insert AFTER INSERT ON "rules"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION arcanum_text_hits_rules_changed();
CREATE TRIGGER text_lexeme_hits_after_update AFTER UPDATE ON "rules"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION arcanum_text_hits_rules_changed();
CREATE TRIGGER text_lexeme_hits_after_delete AFTER DELETE ON "rules"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION arcanum_text_hits_rules_changed();
CREATE TRIGGER text_lexeme_hits_after_insert AFTER INSERT ON "glossary_terms"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION arcanum_text_hits_glossary_changed();
CREATE TRIGGER text_lexeme_hits_after_update AFTER UPDATE ON "glossary_terms"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION arcanum_text_hits_glossary_changed();
CREATE TRIGGER text_lexeme_hits_after_delete AFTER DELETE ON "glossary_terms"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION arcanum_text_hits_glossary_changed();
CREATE TRIGGER text_lexeme_hits_after_insert AFTER INSERT ON "ruling_texts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION arcanum_text_hits_ruling_texts_changed();
CREATE TRIGGER text_lexeme_hits_after_update AFTER UPDATE ON "ruling_texts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION arcanum_text_hits_ruling_texts_changed();
CREATE TRIGGER text_lexeme_hits_after_delete AFTER DELETE ON "ruling_texts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION arcanum_text_hits_ruling_texts_changed();

-- Choose the lexemes again: those with at least min_hits rows among rules, glossary terms and
-- ruling texts (every edition) whose one-lexeme tsquery reads back as the lexeme (one with a quote
-- mark or a backslash is left out). Lexemes no longer chosen lose their hits; newly chosen ones get
-- theirs, one index search each; the others are left as the triggers keep them, so an import that
-- changes no choice writes nothing here.
CREATE FUNCTION arcanum_refresh_text_lexemes(min_hits integer DEFAULT 500) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  chosen text[] := ARRAY(
    SELECT word FROM (SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM rules')
                      UNION ALL SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM glossary_terms')
                      UNION ALL SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM ruling_texts')) s
     GROUP BY word HAVING sum(ndoc) >= min_hits
       AND CASE WHEN word ~ '[''\\]' THEN false ELSE format('''%s''', word)::tsquery::text = format('''%s''', word) END
     ORDER BY word);
BEGIN
  DELETE FROM text_lexeme_hits h USING text_lexemes l WHERE h.lexeme_id = l.id AND l.lexeme <> ALL (chosen);
  DELETE FROM text_lexemes WHERE lexeme <> ALL (chosen);
  WITH added AS (
    INSERT INTO text_lexemes (lexeme, query)
    SELECT w, format('''%s''', w)::tsquery FROM unnest(chosen) w
     WHERE NOT EXISTS (SELECT 1 FROM text_lexemes l WHERE l.lexeme = w) ORDER BY w
    RETURNING id, query
  )
  INSERT INTO text_lexeme_hits (lexeme_id, rank, kind, id, document_id)
  SELECT a.id, h.rank, h.kind, h.id, h.document_id FROM added a CROSS JOIN LATERAL (
    SELECT ts_rank(r.search_vector, a.query, 1) AS rank, 'rule' AS kind, r.id, r.document_id FROM rules r WHERE r.search_vector @@ a.query
    UNION ALL
    SELECT ts_rank(g.search_vector, a.query, 1), 'glossary', g.id, g.document_id FROM glossary_terms g WHERE g.search_vector @@ a.query
    UNION ALL
    SELECT ts_rank(t.search_vector, a.query, 1), 'ruling', t.ruling_id, NULL FROM ruling_texts t WHERE t.search_vector @@ a.query
  ) h;
END $$;

-- the rows already stored
SELECT arcanum_refresh_text_lexemes();
