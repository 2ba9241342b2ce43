-- CreateEnum
CREATE TYPE "RuleKind" AS ENUM ('section', 'chapter', 'rule', 'subrule');

-- CreateEnum
CREATE TYPE "KeywordKind" AS ENUM ('ability', 'action', 'ability_word');

-- CreateEnum
CREATE TYPE "TagCategory" AS ENUM ('ability', 'keyword', 'timing', 'type', 'theme', 'color_identity', 'mana_cost', 'mana_value');

-- CreateEnum
CREATE TYPE "TagProvenance" AS ENUM ('attribute', 'extracted', 'inferred');

-- CreateTable
CREATE TABLE "sets" (
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT,
    "release_date" DATE,
    "card_count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "sets_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "cards" (
    "oracle_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "normalized_name" TEXT NOT NULL,
    "layout" TEXT NOT NULL,
    "mana_cost" TEXT,
    "mana_value" DOUBLE PRECISION NOT NULL,
    "colors" TEXT[],
    "color_identity" TEXT[],
    "color_indicator" TEXT[],
    "type_line" TEXT NOT NULL,
    "supertypes" TEXT[],
    "types" TEXT[],
    "subtypes" TEXT[],
    "oracle_text" TEXT NOT NULL DEFAULT '',
    "power" TEXT,
    "toughness" TEXT,
    "loyalty" TEXT,
    "defense" TEXT,
    "keywords" TEXT[],
    "legalities" JSONB NOT NULL DEFAULT '{}',
    "is_funny" BOOLEAN NOT NULL DEFAULT false,
    "is_reserved" BOOLEAN NOT NULL DEFAULT false,
    "edhrec_rank" INTEGER,
    "source_format" TEXT NOT NULL,
    "source_version" TEXT NOT NULL,
    "source_date" DATE NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cards_pkey" PRIMARY KEY ("oracle_id")
);

-- CreateTable
CREATE TABLE "card_faces" (
    "oracle_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "mana_cost" TEXT,
    "mana_value" DOUBLE PRECISION,
    "colors" TEXT[],
    "color_indicator" TEXT[],
    "type_line" TEXT NOT NULL,
    "supertypes" TEXT[],
    "types" TEXT[],
    "subtypes" TEXT[],
    "oracle_text" TEXT NOT NULL DEFAULT '',
    "power" TEXT,
    "toughness" TEXT,
    "loyalty" TEXT,
    "defense" TEXT,

    CONSTRAINT "card_faces_pkey" PRIMARY KEY ("oracle_id","position")
);

-- CreateTable
CREATE TABLE "printings" (
    "id" UUID NOT NULL,
    "oracle_id" UUID NOT NULL,
    "set_code" TEXT NOT NULL,
    "collector_number" TEXT NOT NULL,
    "mtgjson_uuid" UUID,
    "rarity" TEXT NOT NULL,
    "language" TEXT NOT NULL DEFAULT 'en',
    "released_at" DATE,
    "artist" TEXT,
    "flavor_text" TEXT,
    "border_color" TEXT,
    "frame" TEXT,
    "finishes" TEXT[],
    "multiverse_ids" INTEGER[],
    "price_usd" DECIMAL(12,2),
    "price_usd_foil" DECIMAL(12,2),
    "price_eur" DECIMAL(12,2),
    "price_tix" DECIMAL(12,2),
    "source_date" DATE NOT NULL,

    CONSTRAINT "printings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rulings" (
    "id" SERIAL NOT NULL,
    "oracle_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "published_at" DATE NOT NULL,
    "source" TEXT,
    "text" TEXT NOT NULL,

    CONSTRAINT "rulings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rules_documents" (
    "id" SERIAL NOT NULL,
    "effective_date" DATE NOT NULL,
    "source" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "introduction" TEXT NOT NULL DEFAULT '',
    "imported_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rules_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rules" (
    "id" SERIAL NOT NULL,
    "document_id" INTEGER NOT NULL,
    "number" TEXT NOT NULL,
    "kind" "RuleKind" NOT NULL,
    "parent_number" TEXT,
    "position" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "examples" TEXT[],
    "references" TEXT[],

    CONSTRAINT "rules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "glossary_terms" (
    "id" SERIAL NOT NULL,
    "document_id" INTEGER NOT NULL,
    "term" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "references" TEXT[],

    CONSTRAINT "glossary_terms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "keywords" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "kind" "KeywordKind" NOT NULL,
    "rule_number" TEXT,
    "definition" TEXT NOT NULL DEFAULT '',
    "parent_id" INTEGER,
    "document_id" INTEGER,

    CONSTRAINT "keywords_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "card_tags" (
    "oracle_id" UUID NOT NULL,
    "slug" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "category" "TagCategory" NOT NULL,
    "provenance" "TagProvenance" NOT NULL,
    "confidence" DOUBLE PRECISION,
    "evidence" TEXT,

    CONSTRAINT "card_tags_pkey" PRIMARY KEY ("oracle_id","slug")
);

-- CreateTable
CREATE TABLE "import_runs" (
    "id" SERIAL NOT NULL,
    "started_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMP(3),
    "sources" TEXT[],
    "summary" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "import_runs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "cards_name_idx" ON "cards"("name");

-- CreateIndex
CREATE INDEX "cards_mana_value_idx" ON "cards"("mana_value");

-- CreateIndex
CREATE UNIQUE INDEX "printings_mtgjson_uuid_key" ON "printings"("mtgjson_uuid");

-- CreateIndex
CREATE INDEX "printings_oracle_id_idx" ON "printings"("oracle_id");

-- CreateIndex
CREATE INDEX "printings_set_code_collector_number_idx" ON "printings"("set_code", "collector_number");

-- CreateIndex
CREATE UNIQUE INDEX "rulings_oracle_id_position_key" ON "rulings"("oracle_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "rules_documents_effective_date_key" ON "rules_documents"("effective_date");

-- CreateIndex
CREATE INDEX "rules_document_id_parent_number_idx" ON "rules"("document_id", "parent_number");

-- CreateIndex
CREATE INDEX "rules_document_id_position_idx" ON "rules"("document_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "rules_document_id_number_key" ON "rules"("document_id", "number");

-- CreateIndex
CREATE UNIQUE INDEX "glossary_terms_document_id_term_key" ON "glossary_terms"("document_id", "term");

-- CreateIndex
CREATE UNIQUE INDEX "keywords_name_key" ON "keywords"("name");

-- CreateIndex
CREATE UNIQUE INDEX "keywords_slug_key" ON "keywords"("slug");

-- CreateIndex
CREATE INDEX "keywords_kind_idx" ON "keywords"("kind");

-- CreateIndex
CREATE INDEX "card_tags_slug_idx" ON "card_tags"("slug");

-- AddForeignKey
ALTER TABLE "card_faces" ADD CONSTRAINT "card_faces_oracle_id_fkey" FOREIGN KEY ("oracle_id") REFERENCES "cards"("oracle_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "printings" ADD CONSTRAINT "printings_oracle_id_fkey" FOREIGN KEY ("oracle_id") REFERENCES "cards"("oracle_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "printings" ADD CONSTRAINT "printings_set_code_fkey" FOREIGN KEY ("set_code") REFERENCES "sets"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rulings" ADD CONSTRAINT "rulings_oracle_id_fkey" FOREIGN KEY ("oracle_id") REFERENCES "cards"("oracle_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rules" ADD CONSTRAINT "rules_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "rules_documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "glossary_terms" ADD CONSTRAINT "glossary_terms_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "rules_documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "keywords" ADD CONSTRAINT "keywords_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "keywords"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "keywords" ADD CONSTRAINT "keywords_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "rules_documents"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "card_tags" ADD CONSTRAINT "card_tags_oracle_id_fkey" FOREIGN KEY ("oracle_id") REFERENCES "cards"("oracle_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: what Prisma's schema language cannot express.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Fuzzy name lookup (similarity) and prefix autocomplete on the normalized name.
CREATE INDEX "cards_normalized_name_trgm_idx" ON "cards" USING GIN ("normalized_name" gin_trgm_ops);
CREATE INDEX "cards_normalized_name_prefix_idx" ON "cards" ("normalized_name" text_pattern_ops);
-- o: substring and regex searches.
CREATE INDEX "cards_oracle_text_trgm_idx" ON "cards" USING GIN (lower("oracle_text") gin_trgm_ops);
CREATE INDEX "cards_keywords_idx" ON "cards" USING GIN ("keywords");
CREATE INDEX "cards_types_idx" ON "cards" USING GIN ("types");
CREATE INDEX "cards_legalities_idx" ON "cards" USING GIN ("legalities" jsonb_path_ops);

-- Full-text search over rules, glossary and rulings.
CREATE INDEX "rules_text_fts_idx" ON "rules" USING GIN (to_tsvector('english', "text"));
CREATE INDEX "glossary_terms_fts_idx" ON "glossary_terms" USING GIN (to_tsvector('english', "term" || ' ' || "text"));
CREATE INDEX "rulings_text_fts_idx" ON "rulings" USING GIN (to_tsvector('english', "text"));
