CREATE TABLE "invoice_counts" (
	"relation_id" integer NOT NULL,
	"object_id" integer,
	"n" integer NOT NULL,
	CONSTRAINT "invoice_counts_key" UNIQUE NULLS NOT DISTINCT("relation_id","object_id")
);
--> statement-breakpoint
CREATE INDEX "invoice_counts_sum_idx" ON "invoice_counts" USING btree ("relation_id","object_id","n");--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers): each relation's invoices per service object, kept in the
-- transaction that changes them (server/db/schema/commerce.ts, invoiceCounts). A key whose invoices are all gone
-- keeps its row at 0: it adds nothing to a sum, and removing it would need a pass of its own.
CREATE FUNCTION "count_invoices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "invoice_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "invoice_counts" AS "c" ("relation_id", "object_id", "n")
      SELECT "relation_id", "object_id", count(*)::int FROM "new_rows" GROUP BY 1, 2
      ON CONFLICT ON CONSTRAINT "invoice_counts_key" DO UPDATE SET "n" = "c"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "invoice_counts" AS "c" ("relation_id", "object_id", "n")
      SELECT "relation_id", "object_id", -count(*)::int FROM "old_rows" GROUP BY 1, 2
      ON CONFLICT ON CONSTRAINT "invoice_counts_key" DO UPDATE SET "n" = "c"."n" + excluded."n";
  ELSE
    -- An update moves an invoice only when it changes its relation or its object: the rest cancel out.
    INSERT INTO "invoice_counts" AS "c" ("relation_id", "object_id", "n")
      SELECT "relation_id", "object_id", sum("moved")::int
      FROM (
        SELECT "relation_id", "object_id", -1 AS "moved" FROM "old_rows"
        UNION ALL SELECT "relation_id", "object_id", 1 FROM "new_rows"
      ) AS "changes"
      GROUP BY 1, 2 HAVING sum("moved") <> 0
      ON CONFLICT ON CONSTRAINT "invoice_counts_key" DO UPDATE SET "n" = "c"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO "invoice_counts" ("relation_id", "object_id", "n")
  SELECT "relation_id", "object_id", count(*)::int FROM "sales_invoices" GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER "sales_invoices_by_object_insert" AFTER INSERT ON "sales_invoices" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_invoices"();--> statement-breakpoint
CREATE TRIGGER "sales_invoices_by_object_update" AFTER UPDATE ON "sales_invoices" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_invoices"();--> statement-breakpoint
CREATE TRIGGER "sales_invoices_by_object_delete" AFTER DELETE ON "sales_invoices" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_invoices"();--> statement-breakpoint
CREATE TRIGGER "sales_invoices_by_object_truncate" AFTER TRUNCATE ON "sales_invoices" FOR EACH STATEMENT EXECUTE FUNCTION "count_invoices"();
