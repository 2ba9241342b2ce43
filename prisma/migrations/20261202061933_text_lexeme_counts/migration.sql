-- Full text for a common word (issue 16): the total of a common lexeme's search, stored.
--
-- With text_lexeme_hits (migration text_lexeme_hits) a page of `spell` is the index's first 25
-- rows, but its total still counted every hit through the index (5,439 for spell, 14,696 for
-- abil): about half of what was left of the statement. text_lexeme_counts holds how many hits
-- each stored lexeme has per kind and CR edition (document_id 0 for rulings, which belong to no
-- edition), so the total is a sum of a few rows. The function the triggers call and the import's
-- refresh are replaced by ones that keep the counts with the hits.

-- CreateTable
CREATE TABLE "text_lexeme_counts" (
    "lexeme_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "document_id" INTEGER NOT NULL,
    "hits" INTEGER NOT NULL,

    CONSTRAINT "text_lexeme_counts_pkey" PRIMARY KEY ("lexeme_id","kind","document_id")
);

-- Rows of one kind (rule, glossary, ruling) a statement removed, then rows it added: the removed
-- rows' hits go, the added rows' hits come, and the counts follow. An updated row is in both when
-- its id, edition or vector changed (the triggers pass old EXCEPT new and new EXCEPT old), else in
-- neither.
CREATE OR REPLACE FUNCTION arcanum_text_lexeme_hits_change(hit_kind text, old_ids integer[], old_vectors tsvector[],
                                                new_ids integer[], new_documents integer[], new_vectors tsvector[])
RETURNS void LANGUAGE sql AS $$
  WITH gone AS (
    DELETE FROM text_lexeme_hits t
     USING unnest(old_ids, old_vectors) o(id, v), arcanum_text_lexeme_hits_of(o.v) h
     WHERE t.lexeme_id = h.lexeme_id AND t.rank = h.rank AND t.kind = hit_kind AND t.id = o.id
    RETURNING t.lexeme_id, coalesce(t.document_id, 0) AS document_id
  )
  INSERT INTO text_lexeme_counts AS c (lexeme_id, kind, document_id, hits)
  SELECT lexeme_id, hit_kind, document_id, -count(*) FROM gone GROUP BY lexeme_id, document_id
  ON CONFLICT (lexeme_id, kind, document_id) DO UPDATE SET hits = c.hits + excluded.hits;
  WITH came AS (
    INSERT INTO text_lexeme_hits (lexeme_id, rank, kind, id, document_id)
    SELECT h.lexeme_id, h.rank, hit_kind, n.id, n.document_id
      FROM unnest(new_ids, new_documents, new_vectors) n(id, document_id, v), arcanum_text_lexeme_hits_of(n.v) h
    RETURNING lexeme_id, coalesce(document_id, 0) AS document_id
  )
  INSERT INTO text_lexeme_counts AS c (lexeme_id, kind, document_id, hits)
  SELECT lexeme_id, hit_kind, document_id, count(*) FROM came GROUP BY lexeme_id, document_id
  ON CONFLICT (lexeme_id, kind, document_id) DO UPDATE SET hits = c.hits + excluded.hits;
  DELETE FROM text_lexeme_counts WHERE hits = 0;
$$;

-- Choose the lexemes again: those with at least min_hits rows among rules, glossary terms and
-- ruling texts (every edition) whose one-lexeme tsquery reads back as the lexeme (one with a quote
-- mark or a backslash is left out). Lexemes no longer chosen lose their hits; newly chosen ones get
-- theirs, one index search each; the others are left as the triggers keep them, so an import that
-- changes no choice writes nothing here.
CREATE OR REPLACE FUNCTION arcanum_refresh_text_lexemes(min_hits integer DEFAULT 500) RETURNS void LANGUAGE plpgsql AS $$
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
  DELETE FROM text_lexeme_counts c USING text_lexemes l WHERE c.lexeme_id = l.id AND l.lexeme <> ALL (chosen);
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
  -- the counts of the lexemes just added (a lexeme chosen before has its counts)
  INSERT INTO text_lexeme_counts (lexeme_id, kind, document_id, hits)
  SELECT h.lexeme_id, h.kind, coalesce(h.document_id, 0), count(*) FROM text_lexeme_hits h
   WHERE NOT EXISTS (SELECT 1 FROM text_lexeme_counts c WHERE c.lexeme_id = h.lexeme_id)
   GROUP BY h.lexeme_id, h.kind, coalesce(h.document_id, 0);
END $$;

-- the hits already stored
INSERT INTO text_lexeme_counts (lexeme_id, kind, document_id, hits)
SELECT lexeme_id, kind, coalesce(document_id, 0), count(*) FROM text_lexeme_hits GROUP BY 1, 2, 3;
