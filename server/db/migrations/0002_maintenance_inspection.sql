CREATE SEQUENCE "public"."portal_document_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1900000000 CACHE 1;--> statement-breakpoint
ALTER TABLE "inspection_results" ALTER COLUMN "value" SET DATA TYPE double precision USING "value"::double precision;--> statement-breakpoint
ALTER TABLE "inspection_results" ALTER COLUMN "lifetime" SET DATA TYPE integer USING "lifetime"::integer;--> statement-breakpoint
ALTER TABLE "inspection_results" ALTER COLUMN "current_state" SET DATA TYPE integer USING "current_state"::integer;--> statement-breakpoint
ALTER TABLE "failure_reports" ADD COLUMN "inspection_id" uuid;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD COLUMN "property_id" integer;--> statement-breakpoint
ALTER TABLE "inspection_results" ADD COLUMN "remarks" text;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "not_possible_reason" text;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "result" text;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "submit_key" text;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "report_document_id" integer;--> statement-breakpoint
ALTER TABLE "maintenance_properties" ADD COLUMN "expectation_nl" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_properties" ADD COLUMN "expectation_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_properties" ADD COLUMN "expected_condition" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_properties" ADD COLUMN "standard" text;--> statement-breakpoint
ALTER TABLE "maintenance_properties" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "maintenance_properties" ADD COLUMN "value_min" double precision;--> statement-breakpoint
ALTER TABLE "maintenance_properties" ADD COLUMN "value_max" double precision;--> statement-breakpoint
ALTER TABLE "maintenance_properties" ADD COLUMN "limit_min" double precision;--> statement-breakpoint
ALTER TABLE "maintenance_properties" ADD COLUMN "limit_max" double precision;--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_property_id_maintenance_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."maintenance_properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_report_document_id_documents_id_fk" FOREIGN KEY ("report_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_photos_property_idx" ON "inspection_photos" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_submit_key" ON "inspections" USING btree ("submit_key");--> statement-breakpoint
CREATE INDEX "inspections_report_idx" ON "inspections" USING btree ("report_document_id");