-- seating_day() for consecutive dates (issue 47, next available): the restaurant's rules, tables
-- and combinations once, each date's slots with their arrival instants, and the live claims
-- touching any of the dates once, with seating_day()'s filters. PL/pgSQL so that its queries are
-- planned once per connection, as seating_day()'s are (ADR 0040).
CREATE FUNCTION seating_days(p_restaurant int, p_now timestamptz, p_from date, p_count int)
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
                  and occupancy && tstzrange(p_from::timestamp at time zone 'Europe/London',
                                             (p_from + p_count + 1)::timestamp at time zone 'Europe/London'))
   );
END
$$;
