-- AlterTable
ALTER TABLE "cards" ADD COLUMN     "game_changer" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "printings" ADD COLUMN     "printed_text" TEXT,
ADD COLUMN     "printed_type_line" TEXT;
