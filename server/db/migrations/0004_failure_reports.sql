CREATE TABLE "failure_report_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"report_id" uuid NOT NULL,
	"file_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "failure_reports" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "failure_reports" ADD COLUMN "realized_solution" text;--> statement-breakpoint
ALTER TABLE "failure_reports" ADD COLUMN "source" text DEFAULT 'portal' NOT NULL;--> statement-breakpoint
ALTER TABLE "failure_reports" ADD COLUMN "reporter_name" text;--> statement-breakpoint
ALTER TABLE "failure_reports" ADD COLUMN "reporter_phone" text;--> statement-breakpoint
ALTER TABLE "failure_reports" ADD COLUMN "reporter_ip" text;--> statement-breakpoint
ALTER TABLE "failure_reports" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_settings" ADD COLUMN "service_desk_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "failure_report_photos" ADD CONSTRAINT "failure_report_photos_report_id_failure_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."failure_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "failure_report_photos" ADD CONSTRAINT "failure_report_photos_file_sha256_stored_files_sha256_fk" FOREIGN KEY ("file_sha256") REFERENCES "public"."stored_files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "failure_report_photos_report_idx" ON "failure_report_photos" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "failure_reports_status_idx" ON "failure_reports" USING btree ("status","created_at");--> statement-breakpoint
UPDATE "failure_reports" SET "status" = 'solved', "status_changed_at" = "resolved_at" WHERE "resolved_at" IS NOT NULL;
