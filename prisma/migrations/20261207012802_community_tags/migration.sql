-- CreateTable
CREATE TABLE "community_tags" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "aliases" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "provenance" TEXT NOT NULL,
    "scryfall_id" UUID,
    "file_date" DATE,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "community_tags_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "community_tag_parents" (
    "child_id" INTEGER NOT NULL,
    "parent_id" INTEGER NOT NULL,

    CONSTRAINT "community_tag_parents_pkey" PRIMARY KEY ("child_id","parent_id")
);

-- CreateTable
CREATE TABLE "community_taggings" (
    "tag_id" INTEGER NOT NULL,
    "target_id" UUID NOT NULL,
    "weight" TEXT,
    "provenance" TEXT NOT NULL,
    "file_date" DATE,

    CONSTRAINT "community_taggings_pkey" PRIMARY KEY ("tag_id","target_id","provenance")
);

-- CreateTable
CREATE TABLE "api_keys" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "key_hash" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMP(3),

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tag_proposals" (
    "id" SERIAL NOT NULL,
    "action" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'proposed',
    "author_id" INTEGER NOT NULL,
    "author" TEXT NOT NULL,
    "reviewer" TEXT,
    "note" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewed_at" TIMESTAMP(3),

    CONSTRAINT "tag_proposals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tag_audit" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "proposal_id" INTEGER,
    "before" JSONB,
    "after" JSONB,
    "reviewer" TEXT,
    "note" TEXT,

    CONSTRAINT "tag_audit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "community_tags_kind_slug_key" ON "community_tags"("kind", "slug");

-- CreateIndex
CREATE INDEX "community_tag_parents_parent_id_idx" ON "community_tag_parents"("parent_id");

-- CreateIndex
CREATE INDEX "community_taggings_target_id_idx" ON "community_taggings"("target_id");

-- CreateIndex
CREATE UNIQUE INDEX "api_keys_name_key" ON "api_keys"("name");

-- CreateIndex
CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "api_keys"("key_hash");

-- CreateIndex
CREATE INDEX "tag_proposals_status_id_idx" ON "tag_proposals"("status", "id");

-- CreateIndex
CREATE INDEX "tag_audit_proposal_id_idx" ON "tag_audit"("proposal_id");

-- What Prisma cannot express: the closed vocabularies, the links between the tables (kept as
-- constraints, not Prisma relations, so the importer can replace a kind's tags in bulk), the
-- append-only audit log and the store generation's trigger on every new table.
ALTER TABLE "community_tags" ADD CONSTRAINT "community_tags_kind_check" CHECK ("kind" IN ('oracle', 'art')),
  ADD CONSTRAINT "community_tags_provenance_check" CHECK ("provenance" IN ('scryfall-tagger', 'curated')),
  ADD CONSTRAINT "community_tags_slug_check" CHECK ("slug" ~ '^[a-z0-9][a-z0-9-]*$');
CREATE INDEX "community_tags_aliases_idx" ON "community_tags" USING GIN ("aliases");
ALTER TABLE "community_tag_parents"
  ADD CONSTRAINT "community_tag_parents_child_fkey" FOREIGN KEY ("child_id") REFERENCES "community_tags"("id") ON DELETE CASCADE,
  ADD CONSTRAINT "community_tag_parents_parent_fkey" FOREIGN KEY ("parent_id") REFERENCES "community_tags"("id") ON DELETE CASCADE,
  ADD CONSTRAINT "community_tag_parents_not_self" CHECK ("child_id" <> "parent_id");
ALTER TABLE "community_taggings"
  ADD CONSTRAINT "community_taggings_tag_fkey" FOREIGN KEY ("tag_id") REFERENCES "community_tags"("id") ON DELETE CASCADE,
  ADD CONSTRAINT "community_taggings_provenance_check" CHECK ("provenance" IN ('scryfall-tagger', 'curated'));
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_scope_check" CHECK ("scope" IN ('propose', 'review', 'admin'));
ALTER TABLE "tag_proposals"
  ADD CONSTRAINT "tag_proposals_status_check" CHECK ("status" IN ('proposed', 'approved', 'rejected')),
  ADD CONSTRAINT "tag_proposals_action_check" CHECK ("action" IN ('add_tagging', 'remove_tagging', 'create_tag', 'rename_tag', 'merge_tags')),
  ADD CONSTRAINT "tag_proposals_author_fkey" FOREIGN KEY ("author_id") REFERENCES "api_keys"("id");

-- The audit log is append-only: no statement may change or remove an entry.
CREATE FUNCTION arcanum_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'tag_audit is append-only: % is not allowed', TG_OP;
END $$;
CREATE TRIGGER tag_audit_append_only BEFORE UPDATE OR DELETE ON "tag_audit"
  FOR EACH ROW EXECUTE FUNCTION arcanum_audit_append_only();
CREATE TRIGGER tag_audit_no_truncate BEFORE TRUNCATE ON "tag_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION arcanum_audit_append_only();

-- The store generation (migration store_generation) follows every write to these tables too.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['community_tags', 'community_tag_parents', 'community_taggings', 'api_keys', 'tag_proposals', 'tag_audit'] LOOP
    EXECUTE format('CREATE TRIGGER store_generation_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION arcanum_bump_store_generation()', t);
  END LOOP;
END $$;
