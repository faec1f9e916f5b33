ALTER TABLE "reservations" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
-- A booking changed in place (ADR 0054) moves its start or its party: its end of free
-- cancellation follows, from the restaurant's policy as it stands at the change.
CREATE TRIGGER reservations_cancel_by_on_change BEFORE UPDATE OF occupancy, number_of_people ON reservations
  FOR EACH ROW WHEN (NEW.status = 'pending' AND (OLD.occupancy IS DISTINCT FROM NEW.occupancy
                                                 OR OLD.number_of_people IS DISTINCT FROM NEW.number_of_people))
  EXECUTE FUNCTION reservation_cancel_by();
