ALTER TABLE "appointments" ADD COLUMN "request_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_request_key" ON "appointments" USING btree ("request_key");