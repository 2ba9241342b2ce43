-- AlterTable
ALTER TABLE "cards" ADD COLUMN     "hand_modifier" TEXT,
ADD COLUMN     "life_modifier" TEXT;
