DROP INDEX "service_objects_relation_idx";--> statement-breakpoint
DROP INDEX "service_objects_address_idx";--> statement-breakpoint
CREATE INDEX "service_objects_relation_idx" ON "service_objects" USING btree ("relation_id","service_object_number","id","delivery_address_id","provider_only");--> statement-breakpoint
CREATE INDEX "service_objects_address_idx" ON "service_objects" USING btree ("delivery_address_id","service_object_number","id","relation_id","provider_only");