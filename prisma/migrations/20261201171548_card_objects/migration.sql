-- CreateTable
CREATE TABLE "card_objects" (
    "printing_id" UUID NOT NULL,
    "json" TEXT NOT NULL,

    CONSTRAINT "card_objects_pkey" PRIMARY KEY ("printing_id")
);

-- AddForeignKey
ALTER TABLE "card_objects" ADD CONSTRAINT "card_objects_printing_id_fkey" FOREIGN KEY ("printing_id") REFERENCES "printings"("id") ON DELETE CASCADE ON UPDATE CASCADE;
