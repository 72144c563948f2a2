CREATE SEQUENCE "public"."portal_appointment_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1900000000 CACHE 1;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "request" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "requested_by_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "preferred_date" date;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "day_part" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "visit_kind" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "remarks" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_request_idx" ON "appointments" USING btree ("request","requested_at");