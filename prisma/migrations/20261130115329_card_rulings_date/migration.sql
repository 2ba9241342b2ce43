-- AlterTable
ALTER TABLE "cards" ADD COLUMN     "rulings_date" DATE;
