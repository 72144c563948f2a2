-- Written by hand (migration numbers are handed out per piece of work). Where a user is signed in: one row per
-- login session (refresh token family), with the browser it was opened in and its first and last use.
CREATE TABLE "login_sessions" (
	"family_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_sessions" ADD CONSTRAINT "login_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_sessions_user_idx" ON "login_sessions" USING btree ("user_id","last_used_at");--> statement-breakpoint
-- The sessions open before this migration: their times from their tokens; browser and address unknown.
INSERT INTO "login_sessions" ("family_id", "user_id", "created_at", "last_used_at")
  SELECT "family_id", (array_agg("user_id"))[1], min("created_at"), max("created_at")
  FROM "refresh_tokens" GROUP BY "family_id"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A user's personal calendar address: only the digest of its secret is kept; a new one replaces the old at once.
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds" USING btree ("token_hash");
