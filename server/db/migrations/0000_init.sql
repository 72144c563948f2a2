CREATE TABLE "appointments" (
	"id" integer PRIMARY KEY NOT NULL,
	"relation_id" integer NOT NULL,
	"delivery_address_id" integer,
	"object_id" integer,
	"job_order_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"engineer_email" text,
	"engineer_name" text,
	"status" text DEFAULT 'open' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_lines" (
	"id" integer PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"object_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"service_interval" text,
	"response_time" text,
	"amount" numeric(14, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" integer PRIMARY KEY NOT NULL,
	"relation_id" integer NOT NULL,
	"contract_number" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"next_invoice_date" date,
	"amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"service_interval" text,
	"response_time" text
);
--> statement-breakpoint
CREATE TABLE "erp_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erp_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"counts" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_orders" (
	"id" integer PRIMARY KEY NOT NULL,
	"relation_id" integer NOT NULL,
	"delivery_address_id" integer,
	"object_id" integer,
	"contract_id" integer,
	"order_number" text NOT NULL,
	"job_order_number" text NOT NULL,
	"order_category" text,
	"order_date" date NOT NULL,
	"order_amount" numeric(14, 2),
	"reference" text,
	"customer_order_number" text,
	"service_type" text,
	"contact" text,
	"description" text,
	"operation_time_machine" numeric(10, 2),
	"operation_time_employee" numeric(10, 2),
	"date_in_wip" date,
	"cost_price" numeric(14, 2),
	"sales_price" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "quotation_lines" (
	"id" integer PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"pos" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"price" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" integer PRIMARY KEY NOT NULL,
	"relation_id" integer NOT NULL,
	"delivery_address_id" integer,
	"object_id" integer,
	"quotation_number" text NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"date" date NOT NULL,
	"description" text,
	"amount" numeric(14, 2) NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_invoices" (
	"id" integer PRIMARY KEY NOT NULL,
	"relation_id" integer NOT NULL,
	"contract_id" integer,
	"job_order_id" integer,
	"object_id" integer,
	"invoice_number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date,
	"description" text,
	"amount_incl_vat" numeric(14, 2) NOT NULL,
	"open_amount" numeric(14, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "failure_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"relation_id" integer NOT NULL,
	"delivery_address_id" integer,
	"object_id" integer,
	"user_id" uuid,
	"kind" text NOT NULL,
	"power_supply_active" boolean,
	"traffic_light" text,
	"traffic_possible" text,
	"incident_cause" text,
	"incident_details" text,
	"description" text NOT NULL,
	"photo_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inspection_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inspection_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_results" (
	"inspection_id" uuid NOT NULL,
	"property_id" integer NOT NULL,
	"value" text,
	"lifetime" text,
	"current_state" text NOT NULL,
	"conform" boolean NOT NULL,
	"repair_remarks" text,
	CONSTRAINT "inspection_results_inspection_id_property_id_pk" PRIMARY KEY("inspection_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"object_id" integer NOT NULL,
	"engineer_id" uuid,
	"step" text DEFAULT 'start' NOT NULL,
	"maintenance_possible" boolean DEFAULT true NOT NULL,
	"approval" text,
	"cycle_count_before" integer,
	"cycle_count_after" integer,
	"repair_remarks" text,
	"internal_remarks" text,
	"signer_name" text,
	"signature_sha256" text,
	"signed_at" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "maintenance_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_nl" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_locations" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_nl" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_properties" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"location_id" integer,
	"object_type_id" integer,
	"name_nl" text NOT NULL,
	"name_en" text NOT NULL,
	"lifetime_years" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"website" text NOT NULL,
	"phone_24h" text NOT NULL,
	"logo_sha256" text
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"extension" text NOT NULL,
	"file_sha256" text,
	"relation_id" integer,
	"object_type_id" integer,
	"object_id" integer,
	"invoice_id" integer,
	"job_order_id" integer,
	"quotation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"sha256" text PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_users" (
	"user_id" uuid NOT NULL,
	"delivery_address_id" integer NOT NULL,
	CONSTRAINT "location_users_user_id_delivery_address_id_pk" PRIMARY KEY("user_id","delivery_address_id")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "relation_users" (
	"user_id" uuid NOT NULL,
	"relation_id" integer NOT NULL,
	"is_manager" boolean DEFAULT false NOT NULL,
	CONSTRAINT "relation_users_user_id_relation_id_pk" PRIMARY KEY("user_id","relation_id")
);
--> statement-breakpoint
CREATE TABLE "user_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"new_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_permissions" (
	"user_id" uuid NOT NULL,
	"permission" text NOT NULL,
	"granted" boolean NOT NULL,
	CONSTRAINT "user_permissions_user_id_permission_pk" PRIMARY KEY("user_id","permission")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"pending_email" text,
	"name" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"function" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"role" text NOT NULL,
	"language" text DEFAULT 'nl' NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"invited_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"deactivated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "object_properties" (
	"object_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "object_properties_object_id_name_pk" PRIMARY KEY("object_id","name")
);
--> statement-breakpoint
CREATE TABLE "object_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_intervals" (
	"id" integer PRIMARY KEY NOT NULL,
	"object_id" integer NOT NULL,
	"description" text NOT NULL,
	"interval_months" integer NOT NULL,
	"last_date" date,
	"next_date" date
);
--> statement-breakpoint
CREATE TABLE "service_objects" (
	"id" integer PRIMARY KEY NOT NULL,
	"relation_id" integer NOT NULL,
	"delivery_address_id" integer NOT NULL,
	"object_type_id" integer,
	"service_object_number" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand" text,
	"color" text,
	"power_supply" text,
	"fill_in" text,
	"walk_through_door" text,
	"gate_state" text,
	"build_date" date,
	"warranty_date" date,
	"provider_only" boolean DEFAULT false NOT NULL,
	"own_speedgate" boolean DEFAULT false NOT NULL,
	"notes" text,
	"remarks" text,
	"realized_solution" text,
	"internal_notes" text,
	"access_key" text
);
--> statement-breakpoint
CREATE TABLE "delivery_addresses" (
	"id" integer PRIMARY KEY NOT NULL,
	"relation_id" integer NOT NULL,
	"name" text NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"manager_company" text,
	"manager_name" text,
	"manager_contact_phone" text,
	"manager_notes" text,
	"contact_name" text,
	"contact_phone" text,
	"contact_notes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relations" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_relation_id_relations_id_fk" FOREIGN KEY ("relation_id") REFERENCES "public"."relations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_delivery_address_id_delivery_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."delivery_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_object_id_service_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."service_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_lines" ADD CONSTRAINT "contract_lines_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_lines" ADD CONSTRAINT "contract_lines_object_id_service_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."service_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_relation_id_relations_id_fk" FOREIGN KEY ("relation_id") REFERENCES "public"."relations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_relation_id_relations_id_fk" FOREIGN KEY ("relation_id") REFERENCES "public"."relations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_delivery_address_id_delivery_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."delivery_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_object_id_service_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."service_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_relation_id_relations_id_fk" FOREIGN KEY ("relation_id") REFERENCES "public"."relations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_delivery_address_id_delivery_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."delivery_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_object_id_service_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."service_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoices" ADD CONSTRAINT "sales_invoices_relation_id_relations_id_fk" FOREIGN KEY ("relation_id") REFERENCES "public"."relations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoices" ADD CONSTRAINT "sales_invoices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoices" ADD CONSTRAINT "sales_invoices_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoices" ADD CONSTRAINT "sales_invoices_object_id_service_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."service_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "failure_reports" ADD CONSTRAINT "failure_reports_relation_id_relations_id_fk" FOREIGN KEY ("relation_id") REFERENCES "public"."relations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "failure_reports" ADD CONSTRAINT "failure_reports_delivery_address_id_delivery_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."delivery_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "failure_reports" ADD CONSTRAINT "failure_reports_object_id_service_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."service_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "failure_reports" ADD CONSTRAINT "failure_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "failure_reports" ADD CONSTRAINT "failure_reports_photo_sha256_stored_files_sha256_fk" FOREIGN KEY ("photo_sha256") REFERENCES "public"."stored_files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_file_sha256_stored_files_sha256_fk" FOREIGN KEY ("file_sha256") REFERENCES "public"."stored_files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_results" ADD CONSTRAINT "inspection_results_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_results" ADD CONSTRAINT "inspection_results_property_id_maintenance_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."maintenance_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_object_id_service_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."service_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_engineer_id_users_id_fk" FOREIGN KEY ("engineer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_signature_sha256_stored_files_sha256_fk" FOREIGN KEY ("signature_sha256") REFERENCES "public"."stored_files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_properties" ADD CONSTRAINT "maintenance_properties_group_id_maintenance_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."maintenance_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_properties" ADD CONSTRAINT "maintenance_properties_location_id_maintenance_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."maintenance_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_properties" ADD CONSTRAINT "maintenance_properties_object_type_id_object_types_id_fk" FOREIGN KEY ("object_type_id") REFERENCES "public"."object_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_settings" ADD CONSTRAINT "provider_settings_logo_sha256_stored_files_sha256_fk" FOREIGN KEY ("logo_sha256") REFERENCES "public"."stored_files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_sha256_stored_files_sha256_fk" FOREIGN KEY ("file_sha256") REFERENCES "public"."stored_files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_relation_id_relations_id_fk" FOREIGN KEY ("relation_id") REFERENCES "public"."relations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_object_type_id_object_types_id_fk" FOREIGN KEY ("object_type_id") REFERENCES "public"."object_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_object_id_service_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."service_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_invoice_id_sales_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sales_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_users" ADD CONSTRAINT "location_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_users" ADD CONSTRAINT "location_users_delivery_address_id_delivery_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."delivery_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation_users" ADD CONSTRAINT "relation_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation_users" ADD CONSTRAINT "relation_users_relation_id_relations_id_fk" FOREIGN KEY ("relation_id") REFERENCES "public"."relations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_codes" ADD CONSTRAINT "user_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_properties" ADD CONSTRAINT "object_properties_object_id_service_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."service_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_intervals" ADD CONSTRAINT "service_intervals_object_id_service_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."service_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_objects" ADD CONSTRAINT "service_objects_relation_id_relations_id_fk" FOREIGN KEY ("relation_id") REFERENCES "public"."relations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_objects" ADD CONSTRAINT "service_objects_delivery_address_id_delivery_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."delivery_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_objects" ADD CONSTRAINT "service_objects_object_type_id_object_types_id_fk" FOREIGN KEY ("object_type_id") REFERENCES "public"."object_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_relation_id_relations_id_fk" FOREIGN KEY ("relation_id") REFERENCES "public"."relations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_starts_idx" ON "appointments" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "appointments_relation_idx" ON "appointments" USING btree ("relation_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_object_idx" ON "appointments" USING btree ("object_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_job_order_idx" ON "appointments" USING btree ("job_order_id");--> statement-breakpoint
CREATE INDEX "appointments_address_idx" ON "appointments" USING btree ("delivery_address_id");--> statement-breakpoint
CREATE INDEX "appointments_engineer_idx" ON "appointments" USING btree ("engineer_email","starts_at");--> statement-breakpoint
CREATE INDEX "contract_lines_contract_idx" ON "contract_lines" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contract_lines_object_idx" ON "contract_lines" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "contracts_relation_idx" ON "contracts" USING btree ("relation_id","contract_number");--> statement-breakpoint
CREATE INDEX "job_orders_relation_idx" ON "job_orders" USING btree ("relation_id","order_date");--> statement-breakpoint
CREATE INDEX "job_orders_address_idx" ON "job_orders" USING btree ("delivery_address_id");--> statement-breakpoint
CREATE INDEX "job_orders_object_idx" ON "job_orders" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "job_orders_contract_idx" ON "job_orders" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "quotation_lines_quotation_idx" ON "quotation_lines" USING btree ("quotation_id","pos");--> statement-breakpoint
CREATE INDEX "quotations_relation_idx" ON "quotations" USING btree ("relation_id","date");--> statement-breakpoint
CREATE INDEX "quotations_address_idx" ON "quotations" USING btree ("delivery_address_id");--> statement-breakpoint
CREATE INDEX "quotations_object_idx" ON "quotations" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "sales_invoices_relation_idx" ON "sales_invoices" USING btree ("relation_id","invoice_date","id");--> statement-breakpoint
CREATE INDEX "sales_invoices_contract_idx" ON "sales_invoices" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "sales_invoices_job_order_idx" ON "sales_invoices" USING btree ("job_order_id");--> statement-breakpoint
CREATE INDEX "sales_invoices_object_idx" ON "sales_invoices" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "failure_reports_relation_idx" ON "failure_reports" USING btree ("relation_id","created_at");--> statement-breakpoint
CREATE INDEX "failure_reports_object_idx" ON "failure_reports" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "failure_reports_address_idx" ON "failure_reports" USING btree ("delivery_address_id");--> statement-breakpoint
CREATE INDEX "failure_reports_user_idx" ON "failure_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "failure_reports_photo_idx" ON "failure_reports" USING btree ("photo_sha256");--> statement-breakpoint
CREATE INDEX "inspection_photos_inspection_idx" ON "inspection_photos" USING btree ("inspection_id");--> statement-breakpoint
CREATE INDEX "inspection_photos_file_idx" ON "inspection_photos" USING btree ("file_sha256");--> statement-breakpoint
CREATE INDEX "inspection_results_property_idx" ON "inspection_results" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "inspections_object_idx" ON "inspections" USING btree ("object_id","started_at");--> statement-breakpoint
CREATE INDEX "inspections_engineer_idx" ON "inspections" USING btree ("engineer_id");--> statement-breakpoint
CREATE INDEX "inspections_signature_idx" ON "inspections" USING btree ("signature_sha256");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "maintenance_properties_group_idx" ON "maintenance_properties" USING btree ("group_id","sort_order");--> statement-breakpoint
CREATE INDEX "maintenance_properties_location_idx" ON "maintenance_properties" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "maintenance_properties_type_idx" ON "maintenance_properties" USING btree ("object_type_id");--> statement-breakpoint
CREATE INDEX "documents_relation_idx" ON "documents" USING btree ("relation_id");--> statement-breakpoint
CREATE INDEX "documents_file_idx" ON "documents" USING btree ("file_sha256");--> statement-breakpoint
CREATE INDEX "documents_object_type_idx" ON "documents" USING btree ("object_type_id");--> statement-breakpoint
CREATE INDEX "documents_object_idx" ON "documents" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "documents_invoice_idx" ON "documents" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "documents_job_order_idx" ON "documents" USING btree ("job_order_id");--> statement-breakpoint
CREATE INDEX "documents_quotation_idx" ON "documents" USING btree ("quotation_id");--> statement-breakpoint
CREATE INDEX "location_users_address_idx" ON "location_users" USING btree ("delivery_address_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "relation_users_relation_idx" ON "relation_users" USING btree ("relation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_codes_hash_key" ON "user_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "user_codes_user_idx" ON "user_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");--> statement-breakpoint
CREATE INDEX "service_intervals_object_idx" ON "service_intervals" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "service_objects_relation_idx" ON "service_objects" USING btree ("relation_id","service_object_number");--> statement-breakpoint
CREATE INDEX "service_objects_address_idx" ON "service_objects" USING btree ("delivery_address_id","service_object_number");--> statement-breakpoint
CREATE INDEX "service_objects_type_idx" ON "service_objects" USING btree ("object_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_objects_access_key" ON "service_objects" USING btree ("access_key");--> statement-breakpoint
CREATE INDEX "delivery_addresses_relation_idx" ON "delivery_addresses" USING btree ("relation_id","name");--> statement-breakpoint
CREATE INDEX "relations_name_idx" ON "relations" USING btree ("name");