-- The timeline of a gate (routes/timeline.ts): each kind of event is read newest first from an index that leads
-- with the object and its time, so a page is one short index walk per kind, whatever the gate's age.
CREATE TABLE "gate_state_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gate_state_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"object_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_state" text,
	"to_state" text
);
--> statement-breakpoint
ALTER TABLE "gate_state_changes" ADD CONSTRAINT "gate_state_changes_object_id_service_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."service_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gate_state_changes_timeline_idx" ON "gate_state_changes" USING btree ("object_id","changed_at","id");--> statement-breakpoint
CREATE INDEX "inspections_timeline_idx" ON "inspections" USING btree ("object_id","completed_at","id") WHERE "inspections"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "failure_reports_timeline_idx" ON "failure_reports" USING btree ("object_id","created_at","id");--> statement-breakpoint
CREATE INDEX "failure_reports_solved_timeline_idx" ON "failure_reports" USING btree ("object_id","resolved_at","id") WHERE "failure_reports"."resolved_at" is not null;--> statement-breakpoint
CREATE INDEX "job_orders_timeline_idx" ON "job_orders" USING btree ("object_id","order_date","id");--> statement-breakpoint
CREATE INDEX "sales_invoices_timeline_idx" ON "sales_invoices" USING btree ("object_id","invoice_date","id");--> statement-breakpoint
CREATE INDEX "quotations_timeline_idx" ON "quotations" USING btree ("object_id","date","id");--> statement-breakpoint
CREATE INDEX "appointments_timeline_idx" ON "appointments" USING btree ("object_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "documents_timeline_idx" ON "documents" USING btree ("object_id","created_at","id");--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers): every change of a gate's state, by the ERP's import or by an
-- inspection, is kept with its time, in the transaction that makes it. A gate's first state is no change.
CREATE FUNCTION "record_gate_state_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "gate_state_changes" ("object_id", "from_state", "to_state")
    VALUES (NEW."id", OLD."gate_state", NEW."gate_state");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "service_objects_gate_state_changes" AFTER UPDATE OF "gate_state" ON "service_objects"
  FOR EACH ROW WHEN (OLD."gate_state" IS DISTINCT FROM NEW."gate_state")
  EXECUTE FUNCTION "record_gate_state_change"();
