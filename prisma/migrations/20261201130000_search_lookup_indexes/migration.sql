-- Hand-written: a function and expression indexes for card search (src/search). No table changes.

-- A collector number's leading digits as a number ("123a" → 123; "★" → NULL): what cn>=300
-- compares. Indexed, so a range of numbers is an index scan instead of a regex over every printing.
CREATE OR REPLACE FUNCTION arcanum_collector_number(collector_number text) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN substring(collector_number from '^[0-9]{1,9}')::integer;

CREATE INDEX "printings_collector_number_int_idx" ON "printings" (arcanum_collector_number("collector_number"));

-- tag: and otag: match a tag by slug (indexed already) or by label, case-insensitive.
CREATE INDEX "card_tags_label_lower_idx" ON "card_tags" (lower("label"));
