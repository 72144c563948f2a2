CREATE TABLE "photo_upload_pieces" (
	"photo_id" uuid NOT NULL,
	"offset" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "photo_upload_pieces_photo_id_offset_pk" PRIMARY KEY("photo_id","offset")
);
--> statement-breakpoint
ALTER TABLE "photo_upload_pieces" ADD CONSTRAINT "photo_upload_pieces_photo_id_photo_uploads_photo_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photo_uploads"("photo_id") ON DELETE cascade ON UPDATE no action;