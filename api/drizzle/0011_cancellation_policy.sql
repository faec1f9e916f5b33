ALTER TABLE "reservations" ADD COLUMN "cancel_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "free_cancellation_hours" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "large_party_size" smallint;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "large_party_cancellation_hours" smallint;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_cancellation_policy" CHECK ("restaurants"."free_cancellation_hours" between 0 and 168 and (
            ("restaurants"."large_party_size" is null and "restaurants"."large_party_cancellation_hours" is null) or
            ("restaurants"."large_party_size" between 2 and 50 and "restaurants"."large_party_cancellation_hours" is not null
             and "restaurants"."large_party_cancellation_hours" between "restaurants"."free_cancellation_hours" and 168)));--> statement-breakpoint
-- How many hours before its start a party's booking can be cancelled free at a restaurant:
-- the one statement of the policy, for the trigger below and the API's answer before booking.
CREATE FUNCTION free_cancellation_hours_for(restaurant integer, party integer) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN r.large_party_size IS NOT NULL AND party >= r.large_party_size
              THEN r.large_party_cancellation_hours ELSE r.free_cancellation_hours END
  FROM restaurants r WHERE r.id = restaurant
$$;--> statement-breakpoint
-- A booking's end of free cancellation, from its restaurant's policy as it stands when the
-- booking is made: whichever path books (a hold turned pending, or a row written pending).
CREATE FUNCTION reservation_cancel_by() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.cancel_by := lower(NEW.occupancy) - make_interval(
    hours => free_cancellation_hours_for(NEW.restaurant_id, NEW.number_of_people));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER reservations_cancel_by BEFORE INSERT OR UPDATE OF status ON reservations
  FOR EACH ROW WHEN (NEW.status = 'pending' AND NEW.cancel_by IS NULL)
  EXECUTE FUNCTION reservation_cancel_by();
