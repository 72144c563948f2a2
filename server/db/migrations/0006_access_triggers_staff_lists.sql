CREATE TABLE "row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "sales_invoices_relation_idx";--> statement-breakpoint
CREATE INDEX "job_orders_every_row_idx" ON "job_orders" USING btree ("order_date","id") WHERE "job_orders"."id" > 0;--> statement-breakpoint
CREATE INDEX "quotations_every_row_idx" ON "quotations" USING btree ("date","id") WHERE "quotations"."id" > 0;--> statement-breakpoint
CREATE INDEX "sales_invoices_every_row_idx" ON "sales_invoices" USING btree ("invoice_date","id") WHERE "sales_invoices"."id" > 0;--> statement-breakpoint
CREATE INDEX "sales_invoices_relation_idx" ON "sales_invoices" USING btree ("relation_id","invoice_date","id","object_id");--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers): the row counts of the tables provider staff list whole, kept
-- in the transaction that changes them (server/db/schema/commerce.ts, rowCounts).
CREATE FUNCTION "count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "row_counts" SET "n" = "n" + (SELECT count(*) FROM "new_rows") WHERE "table_name" = TG_TABLE_NAME;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "row_counts" SET "n" = "n" - (SELECT count(*) FROM "old_rows") WHERE "table_name" = TG_TABLE_NAME;
  ELSE
    UPDATE "row_counts" SET "n" = 0 WHERE "table_name" = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO "row_counts" ("table_name", "n")
  SELECT 'sales_invoices', count(*) FROM "sales_invoices"
  UNION ALL SELECT 'job_orders', count(*) FROM "job_orders"
  UNION ALL SELECT 'quotations', count(*) FROM "quotations";
--> statement-breakpoint
CREATE TRIGGER "sales_invoices_count_insert" AFTER INSERT ON "sales_invoices" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
CREATE TRIGGER "sales_invoices_count_delete" AFTER DELETE ON "sales_invoices" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
CREATE TRIGGER "sales_invoices_count_truncate" AFTER TRUNCATE ON "sales_invoices" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
CREATE TRIGGER "job_orders_count_insert" AFTER INSERT ON "job_orders" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
CREATE TRIGGER "job_orders_count_delete" AFTER DELETE ON "job_orders" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
CREATE TRIGGER "job_orders_count_truncate" AFTER TRUNCATE ON "job_orders" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
CREATE TRIGGER "quotations_count_insert" AFTER INSERT ON "quotations" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
CREATE TRIGGER "quotations_count_delete" AFTER DELETE ON "quotations" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
CREATE TRIGGER "quotations_count_truncate" AFTER TRUNCATE ON "quotations" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
-- Every change to who a user is, what they may do, what they belong to and whether their sessions live: a
-- server process that keeps callers (PGlite, server/access/caller-cache.ts) forgets them. Once per statement.
CREATE FUNCTION "notify_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('access_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_access_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_access_changed"();--> statement-breakpoint
CREATE TRIGGER "user_permissions_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_permissions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_access_changed"();--> statement-breakpoint
CREATE TRIGGER "relation_users_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "relation_users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_access_changed"();--> statement-breakpoint
CREATE TRIGGER "location_users_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "location_users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_access_changed"();--> statement-breakpoint
CREATE TRIGGER "delivery_addresses_access_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "relation_id" ON "delivery_addresses" FOR EACH STATEMENT EXECUTE FUNCTION "notify_access_changed"();--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_access_changed" AFTER DELETE OR TRUNCATE OR UPDATE OF "revoked_at", "expires_at", "user_id", "family_id" ON "refresh_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "notify_access_changed"();
