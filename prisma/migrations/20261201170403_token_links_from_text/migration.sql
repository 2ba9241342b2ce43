-- AlterTable
ALTER TABLE "printings" ADD COLUMN     "text_creator_names" TEXT[],
ADD COLUMN     "text_token_ids" UUID[];
