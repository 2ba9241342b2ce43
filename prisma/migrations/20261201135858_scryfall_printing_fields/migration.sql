-- AlterTable
ALTER TABLE "sets" ADD COLUMN     "block" TEXT,
ADD COLUMN     "digital" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "foil_only" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "icon_code" TEXT,
ADD COLUMN     "is_partial_preview" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "mtgo_code" TEXT,
ADD COLUMN     "nonfoil_only" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "parent_code" TEXT,
ADD COLUMN     "printed_size" INTEGER,
ADD COLUMN     "scryfall_id" UUID,
ADD COLUMN     "tcgplayer_id" INTEGER;

-- AlterTable
ALTER TABLE "cards" ADD COLUMN     "is_extra" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "printings" ADD COLUMN     "arena_id" INTEGER,
ADD COLUMN     "booster" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "card_back_id" UUID,
ADD COLUMN     "cardmarket_id" INTEGER,
ADD COLUMN     "digital" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "flavor_name" TEXT,
ADD COLUMN     "frame_effects" TEXT[],
ADD COLUMN     "full_art" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "games" TEXT[],
ADD COLUMN     "highres_image" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "illustration_id" UUID,
ADD COLUMN     "is_extra" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "mtgo_foil_id" INTEGER,
ADD COLUMN     "mtgo_id" INTEGER,
ADD COLUMN     "oversized" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "price_eur_foil" DECIMAL(12,2),
ADD COLUMN     "price_usd_etched" DECIMAL(12,2),
ADD COLUMN     "printed_name" TEXT,
ADD COLUMN     "promo" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "promo_types" TEXT[],
ADD COLUMN     "related_names" TEXT[],
ADD COLUMN     "related_token_uuids" TEXT[],
ADD COLUMN     "reprint" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "security_stamp" TEXT,
ADD COLUMN     "story_spotlight" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "tcgplayer_etched_id" INTEGER,
ADD COLUMN     "tcgplayer_id" INTEGER,
ADD COLUMN     "textless" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "variation" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "watermark" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "sets_scryfall_id_key" ON "sets"("scryfall_id");

-- CreateIndex
CREATE INDEX "printings_multiverse_ids_idx" ON "printings" USING GIN ("multiverse_ids");

-- CreateIndex
CREATE INDEX "printings_arena_id_idx" ON "printings"("arena_id");

-- CreateIndex
CREATE INDEX "printings_mtgo_id_idx" ON "printings"("mtgo_id");

-- CreateIndex
CREATE INDEX "printings_tcgplayer_id_idx" ON "printings"("tcgplayer_id");

-- CreateIndex
CREATE INDEX "printings_cardmarket_id_idx" ON "printings"("cardmarket_id");

-- CreateIndex
CREATE INDEX "printings_illustration_id_idx" ON "printings"("illustration_id");
