CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key_hash" "bytea" PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_ends_at" ON "rate_limit_hits" USING btree ("window_ends_at");