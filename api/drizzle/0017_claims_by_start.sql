-- Availability's claims found by their start (ADR 0063): the exclusion constraint's GiST index
-- answered "this restaurant's claims meeting these two days" by visiting 10 to 55 pages at 5
-- million bookings; a btree on (restaurant, start) visits 2 or 3. A claim lasts at most a day
-- (turn times up to 480 minutes plus a buffer up to 120), so one meeting a window starts less
-- than 24 hours before it: the check makes that a rule of the table (with bounds [from, to),
-- as every claim is written), and the queries below
-- state overlap on the range's bounds so the planner takes the btree.
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_occupancy_within_a_day"
  CHECK (isempty("occupancy") OR (lower_inc("occupancy") AND NOT upper_inc("occupancy")
         AND NOT lower_inf("occupancy") AND NOT upper_inf("occupancy")
         AND upper("occupancy") - lower("occupancy") <= interval '24 hours'));--> statement-breakpoint
CREATE INDEX "reservations_live_start" ON "reservations" ("restaurant_id", lower("occupancy"))
  WHERE "status" IN ('hold', 'pending', 'completed');--> statement-breakpoint
CREATE OR REPLACE FUNCTION seating_day(p_restaurant int, p_date date, p_weekday text, p_now timestamptz, p_except int)
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
                 AND lower(occupancy) < (p_date + 2)::timestamp AT TIME ZONE 'Europe/London'
                 AND lower(occupancy) > p_date::timestamp AT TIME ZONE 'Europe/London' - interval '24 hours'
                 AND upper(occupancy) > p_date::timestamp AT TIME ZONE 'Europe/London'));
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seating_days(p_restaurant int, p_now timestamptz, p_from date, p_count int)
RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN json_build_object(
     'rules', (select json_build_array(turn_1_2_minutes, turn_3_4_minutes, turn_5_8_minutes, turn_9_plus_minutes,
                                       buffer_minutes, pacing_covers, max_online_party, min_notice_minutes, booking_horizon_days)
               from restaurants where id = p_restaurant),
     'tables', (select coalesce(json_agg(json_build_array(id, seats)), '[]') from restaurant_tables where restaurant_id = p_restaurant),
     'combinations', (select coalesce(json_agg(json_build_array(id, name, table_ids, min_party, max_party)), '[]')
                      from table_combinations where restaurant_id = p_restaurant),
     'days', (select json_agg(json_build_array(d::date::text,
                (select coalesce(json_agg(json_build_array(slot_start::text, slot_end::text,
                   (extract(epoch from ((d::date + slot_start) at time zone 'Europe/London')) * 1000)::bigint) order by slot_start), '[]')
                 from opening_slots where restaurant_id = p_restaurant and weekday = to_char(d, 'FMday'))) order by d)
              from generate_series(p_from, p_from + (p_count - 1), interval '1 day') as d),
     'claims', (select coalesce(json_agg(json_build_array(table_ids, (extract(epoch from lower(occupancy)) * 1000)::bigint,
                  (extract(epoch from upper(occupancy)) * 1000)::bigint, number_of_people)), '[]')
                from reservations
                where restaurant_id = p_restaurant and status in ('hold', 'pending', 'completed')
                  and (status <> 'hold' or expires_at > p_now)
                  and lower(occupancy) < (p_from + p_count + 1)::timestamp at time zone 'Europe/London'
                  and lower(occupancy) > p_from::timestamp at time zone 'Europe/London' - interval '24 hours'
                  and upper(occupancy) > p_from::timestamp at time zone 'Europe/London')
   );
END
$$;
