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
  WHERE ("status" IN ('hold', 'pending', 'completed'));--> statement-breakpoint
-- What the seating rules need for one restaurant and London date (ADR 0040): its rules, tables,
-- combinations, the day's opening slots with their arrival instants (ms), and every live claim
-- whose occupancy meets [the date's 00:00, two days later) in London, but claim p_except. A hold
-- past its expiry is not live, whether or not it has been retired yet.
-- PL/pgSQL, not SQL: its query is planned once per connection, not on every call.
CREATE FUNCTION seating_day(p_restaurant int, p_date date, p_weekday text, p_now timestamptz, p_except int)
RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN json_build_object(
    'rules', (SELECT json_build_array(turn_1_2_minutes, turn_3_4_minutes, turn_5_8_minutes, turn_9_plus_minutes,
                                      buffer_minutes, pacing_covers, max_online_party, min_notice_minutes, booking_horizon_days)
              FROM restaurants WHERE id = p_restaurant),
    'tables', (SELECT coalesce(json_agg(json_build_array(id, seats)), '[]') FROM restaurant_tables WHERE restaurant_id = p_restaurant),
    'combinations', (SELECT coalesce(json_agg(json_build_array(id, name, table_ids, min_party, max_party)), '[]')
                     FROM table_combinations WHERE restaurant_id = p_restaurant),
    'slots', (SELECT coalesce(json_agg(json_build_array(slot_start::text, slot_end::text,
                (extract(epoch FROM ((p_date + slot_start) AT TIME ZONE 'Europe/London')) * 1000)::bigint) ORDER BY slot_start), '[]')
              FROM opening_slots WHERE restaurant_id = p_restaurant AND weekday = p_weekday),
    'claims', (SELECT coalesce(json_agg(json_build_array(table_ids, (extract(epoch FROM lower(occupancy)) * 1000)::bigint,
                 (extract(epoch FROM upper(occupancy)) * 1000)::bigint, number_of_people)), '[]')
               FROM reservations
               WHERE restaurant_id = p_restaurant AND status IN ('hold', 'pending', 'completed') AND id <> p_except
                 AND (status <> 'hold' OR expires_at > p_now)
                 AND occupancy && tstzrange(p_date::timestamp AT TIME ZONE 'Europe/London',
                                            (p_date + 2)::timestamp AT TIME ZONE 'Europe/London')));
END
$$;--> statement-breakpoint
-- The same for a claim, inside its transaction: first the advisory locks that serialise the
-- claims competing with it (the client address p_client, when given, then the restaurant and
-- date: pacing counts every claim of an interval, which no constraint can), then, each statement
-- seeing what the lock holders committed, lapsed holds of the day are retired (the exclusion
-- constraint no longer counts them) and the address's live holds but p_except are counted.
CREATE FUNCTION seating_claim_day(p_restaurant int, p_date date, p_weekday text, p_now timestamptz, p_client text, p_except int)
RETURNS json LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  day json;
  held json;
BEGIN
  IF p_client IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended(p_client, 0));
  END IF;
  PERFORM pg_advisory_xact_lock(p_restaurant, p_date - date '1970-01-01');
  UPDATE reservations SET status = 'expired', client_key = NULL
  WHERE restaurant_id = p_restaurant AND status = 'hold' AND expires_at <= p_now
    AND occupancy && tstzrange(p_date::timestamp AT TIME ZONE 'Europe/London', (p_date + 2)::timestamp AT TIME ZONE 'Europe/London');
  day := seating_day(p_restaurant, p_date, p_weekday, p_now, p_except);
  SELECT json_build_array(count(*), (extract(epoch FROM min(expires_at)) * 1000)::bigint) INTO held
  FROM reservations WHERE client_key = p_client AND status = 'hold' AND expires_at > p_now AND id <> p_except;
  RETURN json_build_object('day', day, 'client_holds', held);
END
$$;
--> statement-breakpoint
-- A new hold's row (PL/pgSQL: planned once per connection, however its values are sent). No
-- ON CONFLICT: the claim's locks make a conflict rare, and a speculative insert checks the
-- exclusion index twice. A conflict raises exclusion_violation (23P01): the slot was taken.
CREATE FUNCTION seating_insert_hold(p_uuid uuid, p_restaurant int, p_table int, p_tables int[], p_from timestamptz,
  p_to timestamptz, p_minutes int, p_date date, p_start time, p_end time, p_party int, p_expires timestamptz,
  p_token text, p_client text, p_extensions int, p_guest int, p_now timestamptz, p_since timestamptz)
RETURNS SETOF reservations LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  made reservations;
BEGIN
  INSERT INTO reservations (uuid, restaurant_id, table_id, table_ids, occupancy, table_minutes, reservation_date,
                            slot_start, slot_end, number_of_people, status, expires_at, hold_token_hash,
                            client_key, extensions, guest_id, created_at, held_since)
  VALUES (p_uuid, p_restaurant, p_table, p_tables, tstzrange(p_from, p_to), p_minutes, p_date, p_start, p_end,
          p_party, 'hold', p_expires, p_token, p_client, p_extensions, p_guest, p_now, p_since)
  RETURNING * INTO made;
  RETURN NEXT made;
END
$$;
--> statement-breakpoint
-- seating_claim_day for every claim of a batch, answered in order (ADR 0040). Every lock of the
-- batch is taken first, in the one order all claims follow (client addresses by text, then
-- restaurant and date), so two batches never wait on each other in a circle.
CREATE FUNCTION seating_claim_days(p_claims json) RETURNS json LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  item record;
BEGIN
  FOR item IN SELECT DISTINCT c->>4 AS client FROM json_array_elements(p_claims) c
              WHERE c->>4 IS NOT NULL ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(hashtextextended(item.client, 0));
  END LOOP;
  FOR item IN SELECT DISTINCT (c->>0)::int AS restaurant, (c->>1)::date AS day FROM json_array_elements(p_claims) c
              ORDER BY 1, 2 LOOP
    PERFORM pg_advisory_xact_lock(item.restaurant, item.day - date '1970-01-01');
  END LOOP;
  RETURN (SELECT json_agg(seating_claim_day((c->>0)::int, (c->>1)::date, c->>2, (c->>3)::timestamptz, c->>4,
                                            (c->>5)::int) ORDER BY n)
          FROM json_array_elements(p_claims) WITH ORDINALITY AS e(c, n));
END
$$;
