ALTER TABLE "users" ADD COLUMN "access_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers). Every change that can change what a signed-in user reads
-- raises their access_version in the changing transaction: a server process that keeps a caller states the
-- version it holds in the very statement that reads the list (server/access/caller-proof.ts), so a change made
-- through any process takes effect on the user's next request to every other one. The access_changed
-- notifications of 0006 stay: PGlite's cache of callers is cleared by them.
-- A change to the user's own row (status, role, name, email, ...), unless the statement set the version itself.
CREATE FUNCTION "raise_own_access_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."access_version" = OLD."access_version" THEN
    NEW."access_version" := OLD."access_version" + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_access_version" BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION "raise_own_access_version"();--> statement-breakpoint
-- Rows naming a user (permission overrides, relation and location memberships): the users of the changed rows,
-- once per statement; a truncate, every user.
CREATE FUNCTION "raise_access_versions_of_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "users" SET "access_version" = "access_version" + 1 WHERE "id" IN (SELECT "user_id" FROM "new_rows");
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "access_version" = "access_version" + 1 WHERE "id" IN (SELECT "user_id" FROM "old_rows");
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "users" SET "access_version" = "access_version" + 1
      WHERE "id" IN (SELECT "user_id" FROM "old_rows" UNION SELECT "user_id" FROM "new_rows");
  ELSE
    UPDATE "users" SET "access_version" = "access_version" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_permissions_version_insert" AFTER INSERT ON "user_permissions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_versions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "user_permissions_version_update" AFTER UPDATE ON "user_permissions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_versions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "user_permissions_version_delete" AFTER DELETE ON "user_permissions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_versions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "user_permissions_version_truncate" AFTER TRUNCATE ON "user_permissions" FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_versions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "relation_users_version_insert" AFTER INSERT ON "relation_users" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_versions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "relation_users_version_update" AFTER UPDATE ON "relation_users" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_versions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "relation_users_version_delete" AFTER DELETE ON "relation_users" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_versions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "relation_users_version_truncate" AFTER TRUNCATE ON "relation_users" FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_versions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "location_users_version_insert" AFTER INSERT ON "location_users" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_versions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "location_users_version_update" AFTER UPDATE ON "location_users" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_versions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "location_users_version_delete" AFTER DELETE ON "location_users" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_versions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "location_users_version_truncate" AFTER TRUNCATE ON "location_users" FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_versions_of_rows"();--> statement-breakpoint
-- A session's end (logout, a revoked family, a changed expiry): its user. A new refresh token needs nothing:
-- a kept caller ends with the session it was read with (caller-cache.ts).
CREATE FUNCTION "raise_access_version_of_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "access_version" = "access_version" + 1 WHERE "id" IN (OLD."user_id", NEW."user_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_version_update" AFTER UPDATE ON "refresh_tokens" FOR EACH ROW
  WHEN (OLD."revoked_at" IS DISTINCT FROM NEW."revoked_at" OR OLD."expires_at" IS DISTINCT FROM NEW."expires_at"
    OR OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."family_id" IS DISTINCT FROM NEW."family_id")
  EXECUTE FUNCTION "raise_access_version_of_session"();--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_version_delete" AFTER DELETE ON "refresh_tokens" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_versions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_version_truncate" AFTER TRUNCATE ON "refresh_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_versions_of_rows"();--> statement-breakpoint
-- A delivery address added to, taken from or moved between relations changes the addresses of every user of
-- those relations (scope.ts, memberAddressIds).
CREATE FUNCTION "raise_access_versions_of_addresses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "users" SET "access_version" = "access_version" + 1 WHERE "id" IN (
      SELECT "user_id" FROM "relation_users" WHERE "relation_id" IN (SELECT "relation_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "access_version" = "access_version" + 1 WHERE "id" IN (
      SELECT "user_id" FROM "relation_users" WHERE "relation_id" IN (SELECT "relation_id" FROM "old_rows"));
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "users" SET "access_version" = "access_version" + 1 WHERE "id" IN (
      SELECT "user_id" FROM "relation_users" WHERE "relation_id" IN (
        SELECT o."relation_id" FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
          WHERE o."relation_id" IS DISTINCT FROM n."relation_id"
        UNION
        SELECT n."relation_id" FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
          WHERE o."relation_id" IS DISTINCT FROM n."relation_id"));
  ELSE
    UPDATE "users" SET "access_version" = "access_version" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "delivery_addresses_version_insert" AFTER INSERT ON "delivery_addresses" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_versions_of_addresses"();--> statement-breakpoint
CREATE TRIGGER "delivery_addresses_version_update" AFTER UPDATE ON "delivery_addresses" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_versions_of_addresses"();--> statement-breakpoint
CREATE TRIGGER "delivery_addresses_version_delete" AFTER DELETE ON "delivery_addresses" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_versions_of_addresses"();--> statement-breakpoint
CREATE TRIGGER "delivery_addresses_version_truncate" AFTER TRUNCATE ON "delivery_addresses" FOR EACH STATEMENT EXECUTE FUNCTION "raise_access_versions_of_addresses"();
