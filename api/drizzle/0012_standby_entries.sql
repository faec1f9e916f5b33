CREATE TABLE "standby_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"entry_date" date NOT NULL,
	"number_of_people" smallint NOT NULL,
	"window_start" time NOT NULL,
	"window_end" time NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"notified_time" time,
	CONSTRAINT "standby_entries_window" CHECK ("standby_entries"."window_start" < "standby_entries"."window_end"),
	CONSTRAINT "standby_entries_party" CHECK ("standby_entries"."number_of_people" between 1 and 50),
	CONSTRAINT "standby_entries_email" CHECK ("standby_entries"."email" = lower(btrim("standby_entries"."email")) and "standby_entries"."email" <> ''),
	CONSTRAINT "standby_entries_notified" CHECK ("standby_entries"."notified_at" is null or ("standby_entries"."ended_at" is not null and "standby_entries"."notified_time" is not null))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "reservation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "standby_entry_id" integer;--> statement-breakpoint
ALTER TABLE "standby_entries" ADD CONSTRAINT "standby_entries_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standby_entries" ADD CONSTRAINT "standby_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "standby_entries_one_live" ON "standby_entries" USING btree ("email","restaurant_id","entry_date","window_start","window_end") WHERE "standby_entries"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "standby_entries_live_day" ON "standby_entries" USING btree ("restaurant_id","entry_date") WHERE "standby_entries"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "standby_entries_live_client" ON "standby_entries" USING btree ("client_key") WHERE "standby_entries"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "standby_entries_user" ON "standby_entries" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_standby_entry_id_standby_entries_id_fk" FOREIGN KEY ("standby_entry_id") REFERENCES "public"."standby_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_one_per_standby_entry" ON "mail_outbox" USING btree ("standby_entry_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_one_subject" CHECK (num_nonnulls("mail_outbox"."reservation_id", "mail_outbox"."standby_entry_id") = 1);