CREATE TABLE "file_chunks" (
	"sha256" text NOT NULL,
	"n" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_sha256_n_pk" PRIMARY KEY("sha256","n")
);
