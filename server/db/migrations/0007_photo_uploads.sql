CREATE TABLE "photo_uploads" (
	"photo_id" uuid PRIMARY KEY NOT NULL,
	"inspection_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"property_id" integer,
	"size" integer NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_property_id_maintenance_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."maintenance_properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_uploads_inspection_idx" ON "photo_uploads" USING btree ("inspection_id");--> statement-breakpoint
CREATE INDEX "photo_uploads_property_idx" ON "photo_uploads" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "photo_uploads_updated_idx" ON "photo_uploads" USING btree ("updated_at");