-- Hand-written (no table changes): the words of each card's normalized name, indexed, so that
-- GET /rules/ask finds the cards whose name shares a word with a question (src/ask/cards.ts) with
-- one index probe per word instead of a trigram scan of every name.
CREATE INDEX "cards_normalized_name_words_idx" ON "cards" USING GIN (to_tsvector('simple', "normalized_name"));
