-- Hand-written: indexes for search keywords on the printing columns of issue 12 (src/search). No table changes.

-- is:promo, is:digital, is:spotlight, is:full: flags a few printings carry (on the full corpus 5,041,
-- 121, 303 and 2,008 of 72,073). A partial index of each holds only those printings, by card, so
-- "has a printing with the flag" reads them alone instead of every printing (is:digital 93 → 1 ms).
CREATE INDEX "printings_promo_idx" ON "printings" ("oracle_id") WHERE "promo";
CREATE INDEX "printings_digital_idx" ON "printings" ("oracle_id") WHERE "digital";
CREATE INDEX "printings_story_spotlight_idx" ON "printings" ("oracle_id") WHERE "story_spotlight";
CREATE INDEX "printings_full_art_idx" ON "printings" ("oracle_id") WHERE "full_art";

-- frame:showcase, is:extendedart, …: containment in the frame effects.
CREATE INDEX "printings_frame_effects_idx" ON "printings" USING gin ("frame_effects");
