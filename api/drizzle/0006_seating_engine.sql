CREATE TABLE "table_combinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"table_ids" integer[] NOT NULL,
	"min_party" smallint NOT NULL,
	"max_party" smallint NOT NULL,
	CONSTRAINT "table_combinations_size" CHECK (cardinality("table_combinations"."table_ids") between 2 and 4),
	CONSTRAINT "table_combinations_party" CHECK ("table_combinations"."min_party" between 1 and "table_combinations"."max_party" and "table_combinations"."max_party" <= 50)
);
--> statement-breakpoint
DROP INDEX "reservations_claim";--> statement-breakpoint
DROP INDEX "reservations_one_live_claim";--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS intarray;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "table_ids" integer[];--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "occupancy" "tstzrange";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "table_minutes" smallint;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "extensions" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "held_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "turn_1_2_minutes" smallint DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "turn_3_4_minutes" smallint DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "turn_5_8_minutes" smallint DEFAULT 150 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "turn_9_plus_minutes" smallint DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "buffer_minutes" smallint DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "pacing_covers" smallint DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "max_online_party" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "min_notice_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "booking_horizon_days" smallint DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "table_combinations" ADD CONSTRAINT "table_combinations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "table_combinations_restaurant" ON "table_combinations" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "reservations_client_live_holds" ON "reservations" USING btree ("client_key","expires_at") WHERE "reservations"."status" = 'hold';--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_tables" CHECK (cardinality("reservations"."table_ids") between 1 and 4);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_turn_minutes" CHECK (least("restaurants"."turn_1_2_minutes", "restaurants"."turn_3_4_minutes", "restaurants"."turn_5_8_minutes", "restaurants"."turn_9_plus_minutes") >= 30
          and greatest("restaurants"."turn_1_2_minutes", "restaurants"."turn_3_4_minutes", "restaurants"."turn_5_8_minutes", "restaurants"."turn_9_plus_minutes") <= 480);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_buffer_minutes" CHECK ("restaurants"."buffer_minutes" between 0 and 120);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_pacing_covers" CHECK ("restaurants"."pacing_covers" between 1 and 500);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_max_online_party" CHECK ("restaurants"."max_online_party" between 1 and 50);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_min_notice_minutes" CHECK ("restaurants"."min_notice_minutes" between 0 and 10080);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_booking_horizon_days" CHECK ("restaurants"."booking_horizon_days" between 1 and 730);--> statement-breakpoint
-- Carry existing claims over (ADR 0040). Lapsed holds stop counting first. Every claim gets its
-- table and its party's turn time; a live claim then occupies its table for the turn plus the
-- buffer, cut short where the next live claim on that table (sold under the old 30-minute rule)
-- starts: every booking already made is honoured, none is sold again while its party is seated,
-- and the constraint below can be created.
UPDATE "reservations" SET "status" = 'expired' WHERE "status" = 'hold' AND "expires_at" <= now();--> statement-breakpoint
UPDATE "reservations" r SET "table_ids" = ARRAY[r."table_id"],
  "table_minutes" = CASE WHEN r."number_of_people" <= 2 THEN s."turn_1_2_minutes" WHEN r."number_of_people" <= 4 THEN s."turn_3_4_minutes"
                         WHEN r."number_of_people" <= 8 THEN s."turn_5_8_minutes" ELSE s."turn_9_plus_minutes" END,
  "occupancy" = tstzrange((r."reservation_date" + r."slot_start") AT TIME ZONE 'Europe/London',
                          (r."reservation_date" + r."slot_start") AT TIME ZONE 'Europe/London'
                            + make_interval(mins => CASE WHEN r."number_of_people" <= 2 THEN s."turn_1_2_minutes"
                                WHEN r."number_of_people" <= 4 THEN s."turn_3_4_minutes" WHEN r."number_of_people" <= 8 THEN s."turn_5_8_minutes"
                                ELSE s."turn_9_plus_minutes" END + s."buffer_minutes"))
FROM "restaurants" s WHERE s."id" = r."restaurant_id";--> statement-breakpoint
WITH "live" AS (
  SELECT "id", lower("occupancy") AS "starts", upper("occupancy") AS "ends",
    lead(lower("occupancy")) OVER (PARTITION BY "table_id" ORDER BY lower("occupancy")) AS "next_starts"
  FROM "reservations" WHERE "status" IN ('hold', 'pending', 'completed'))
UPDATE "reservations" r SET "occupancy" = tstzrange(l."starts", l."next_starts")
FROM "live" l WHERE r."id" = l."id" AND l."next_starts" < l."ends";--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "table_ids" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "occupancy" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "table_minutes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap" EXCLUDE USING gist (
  "restaurant_id" WITH =, "table_ids" gist__int_ops WITH &&, "occupancy" WITH &&)
  WHERE ("status" IN ('hold', 'pending', 'completed'));