-- Hand-written: functions and expression indexes for card search (src/search). No table changes.

-- Oracle text as Scryfall's o: reads it: reminder text (in parentheses) removed, lower-cased.
CREATE OR REPLACE FUNCTION arcanum_rules_text(oracle_text text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(regexp_replace(oracle_text, ' ?\([^()]*\)', '', 'g'));

-- An array of strings, lower-cased: kw: compares keywords without regard to case.
CREATE OR REPLACE FUNCTION arcanum_lower_array(items text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN ARRAY(SELECT lower(item) FROM unnest(items) AS item);

CREATE INDEX "cards_rules_text_trgm_idx" ON "cards" USING GIN (arcanum_rules_text("oracle_text") gin_trgm_ops);
CREATE INDEX "cards_keywords_lower_idx" ON "cards" USING GIN (arcanum_lower_array("keywords"));
CREATE INDEX "cards_type_line_trgm_idx" ON "cards" USING GIN (lower("type_line") gin_trgm_ops);
