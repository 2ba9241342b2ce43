-- Hand-written (no table changes): GET /rules/ask now finds the cards a question names in an
-- in-memory index of card names (src/ask/card-names.ts), so the GIN index on the words of
-- cards.normalized_name that migration ask_card_name_words made for it is read by nothing; dropped
-- so that imports no longer keep it up.
DROP INDEX IF EXISTS "cards_normalized_name_words_idx";
