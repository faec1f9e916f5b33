CREATE TABLE "dietary_needs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"allergens" text[] NOT NULL,
	"notes" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "occasion" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "dietary_allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "dietary_notes" text;--> statement-breakpoint
ALTER TABLE "dietary_needs" ADD CONSTRAINT "dietary_needs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;