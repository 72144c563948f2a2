-- Written by hand (issue 33): a customer accepts, declines or questions a quotation in the portal; the provider
-- revises it. The ERP stays the source of quotations: erp_status and erp_version keep what it last reported, so
-- an import can tell whether it has seen the portal's change yet (docs/decisions/033).
CREATE SEQUENCE "public"."portal_quotation_line_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1900000000 CACHE 1;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "vat_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "portal_state" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "portal_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "portal_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "erp_status" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "erp_version" integer;--> statement-breakpoint
UPDATE "quotations" SET "erp_status" = "status", "erp_version" = "version";--> statement-breakpoint
CREATE INDEX "quotations_review_idx" ON "quotations" USING btree ("portal_pending","portal_changed_at","id") WHERE "quotations"."portal_state" is not null;--> statement-breakpoint
ALTER TABLE "provider_settings" ADD COLUMN "terms_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE "quotation_versions" (
	"quotation_id" integer NOT NULL,
	"version" integer NOT NULL,
	"date" date NOT NULL,
	"description" text,
	"amount" numeric(14, 2) NOT NULL,
	"vat_rate" numeric(5, 2),
	"valid_until" date,
	"lines" jsonb NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_versions_quotation_id_version_pk" PRIMARY KEY("quotation_id","version")
);
--> statement-breakpoint
ALTER TABLE "quotation_versions" ADD CONSTRAINT "quotation_versions_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "quotation_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotation_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quotation_id" integer NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"status_from" text,
	"status_to" text,
	"user_id" uuid,
	"reason" text,
	"text" text,
	"ip_address" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotation_events" ADD CONSTRAINT "quotation_events_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_events" ADD CONSTRAINT "quotation_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotation_events_quotation_idx" ON "quotation_events" USING btree ("quotation_id","at");--> statement-breakpoint
CREATE INDEX "quotation_events_user_idx" ON "quotation_events" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "quotation_acceptances" (
	"quotation_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"user_id" uuid,
	"signer_name" text NOT NULL,
	"signer_function" text NOT NULL,
	"po_number" text,
	"remark" text,
	"accepted_at" timestamp with time zone NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text,
	"signature_sha256" text NOT NULL,
	"content_sha256" text NOT NULL,
	"document_id" integer
);
--> statement-breakpoint
ALTER TABLE "quotation_acceptances" ADD CONSTRAINT "quotation_acceptances_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_acceptances" ADD CONSTRAINT "quotation_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_acceptances" ADD CONSTRAINT "quotation_acceptances_signature_sha256_stored_files_sha256_fk" FOREIGN KEY ("signature_sha256") REFERENCES "public"."stored_files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_acceptances" ADD CONSTRAINT "quotation_acceptances_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotation_acceptances_user_idx" ON "quotation_acceptances" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quotation_acceptances_document_idx" ON "quotation_acceptances" USING btree ("document_id");
