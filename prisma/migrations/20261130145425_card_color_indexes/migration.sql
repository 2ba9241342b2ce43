-- CreateIndex
CREATE INDEX "cards_colors_idx" ON "cards" USING GIN ("colors");

-- CreateIndex
CREATE INDEX "cards_color_identity_idx" ON "cards" USING GIN ("color_identity");
