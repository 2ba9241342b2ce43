-- Full text for a common word (issue 16): the import's choice of lexemes counts only the hits it
-- adds. The function of migration text_lexeme_counts counted the new lexemes' hits by reading every
-- stored hit (287,895 on the full corpus, ~0.1 s of every import that writes rules or rulings, even
-- when no lexeme changes); this one counts the rows its own INSERT returns.

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
  ), hits AS (
    INSERT INTO text_lexeme_hits (lexeme_id, rank, kind, id, document_id)
    SELECT a.id, h.rank, h.kind, h.id, h.document_id FROM added a CROSS JOIN LATERAL (
      SELECT ts_rank(r.search_vector, a.query, 1) AS rank, 'rule' AS kind, r.id, r.document_id FROM rules r WHERE r.search_vector @@ a.query
      UNION ALL
      SELECT ts_rank(g.search_vector, a.query, 1), 'glossary', g.id, g.document_id FROM glossary_terms g WHERE g.search_vector @@ a.query
      UNION ALL
      SELECT ts_rank(t.search_vector, a.query, 1), 'ruling', t.ruling_id, NULL FROM ruling_texts t WHERE t.search_vector @@ a.query
    ) h
    RETURNING lexeme_id, kind, coalesce(document_id, 0) AS document_id
  )
  -- the counts of the lexemes just added, from the hits just inserted (a lexeme chosen before has its counts)
  INSERT INTO text_lexeme_counts (lexeme_id, kind, document_id, hits)
  SELECT lexeme_id, kind, document_id, count(*) FROM hits GROUP BY lexeme_id, kind, document_id;
END $$;
