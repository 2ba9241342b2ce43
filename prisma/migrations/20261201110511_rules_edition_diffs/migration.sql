-- CreateEnum
CREATE TYPE "RulesChangeScope" AS ENUM ('rule', 'glossary');

-- CreateEnum
CREATE TYPE "RulesChangeKind" AS ENUM ('added', 'removed', 'moved', 'changed', 'renumbered');

-- CreateTable
CREATE TABLE "rules_diffs" (
    "id" SERIAL NOT NULL,
    "from_document_id" INTEGER NOT NULL,
    "to_document_id" INTEGER NOT NULL,
    "method" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "summary" JSONB NOT NULL,
    "computed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rules_diffs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rules_changes" (
    "id" SERIAL NOT NULL,
    "diff_id" INTEGER NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "scope" "RulesChangeScope" NOT NULL,
    "kind" "RulesChangeKind" NOT NULL,
    "entry_kind" TEXT NOT NULL,
    "from_key" TEXT,
    "to_key" TEXT,
    "from_text" TEXT,
    "to_text" TEXT,
    "section" TEXT,
    "chapter" TEXT,
    "words" JSONB,
    "renumbered" JSONB,
    "similarity" DOUBLE PRECISION,
    "split_from" TEXT,
    "merged_into" TEXT,

    CONSTRAINT "rules_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "rules_diffs_to_document_id_idx" ON "rules_diffs"("to_document_id");

-- CreateIndex
CREATE UNIQUE INDEX "rules_diffs_from_document_id_to_document_id_key" ON "rules_diffs"("from_document_id", "to_document_id");

-- CreateIndex
CREATE INDEX "rules_changes_diff_id_from_key_idx" ON "rules_changes"("diff_id", "from_key");

-- CreateIndex
CREATE INDEX "rules_changes_diff_id_to_key_idx" ON "rules_changes"("diff_id", "to_key");

-- CreateIndex
CREATE UNIQUE INDEX "rules_changes_diff_id_ordinal_key" ON "rules_changes"("diff_id", "ordinal");

-- AddForeignKey
ALTER TABLE "rules_diffs" ADD CONSTRAINT "rules_diffs_from_document_id_fkey" FOREIGN KEY ("from_document_id") REFERENCES "rules_documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rules_diffs" ADD CONSTRAINT "rules_diffs_to_document_id_fkey" FOREIGN KEY ("to_document_id") REFERENCES "rules_documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rules_changes" ADD CONSTRAINT "rules_changes_diff_id_fkey" FOREIGN KEY ("diff_id") REFERENCES "rules_diffs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
