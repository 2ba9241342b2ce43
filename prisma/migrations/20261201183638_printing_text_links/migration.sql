-- CreateTable
CREATE TABLE "printing_text_links" (
    "printing_id" UUID NOT NULL,
    "token_ids" UUID[],
    "creator_names" TEXT[],

    CONSTRAINT "printing_text_links_pkey" PRIMARY KEY ("printing_id")
);

-- AddForeignKey
ALTER TABLE "printing_text_links" ADD CONSTRAINT "printing_text_links_printing_id_fkey" FOREIGN KEY ("printing_id") REFERENCES "printings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- the links a store already holds move with it
INSERT INTO "printing_text_links" ("printing_id", "token_ids", "creator_names")
SELECT "id", "text_token_ids", "text_creator_names" FROM "printings"
 WHERE "text_token_ids" IS NOT NULL OR "text_creator_names" IS NOT NULL;

-- AlterTable
ALTER TABLE "printings" DROP COLUMN "text_creator_names",
DROP COLUMN "text_token_ids";
