-- The same invariant with intarray's signature opclass (ADR 0060): gist__int_ops's build grows
-- faster than linearly and took minutes per half-million bookings; && is rechecked on the row.
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_no_overlap";--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap" EXCLUDE USING gist (
  "restaurant_id" WITH =, "table_ids" gist__intbig_ops WITH &&, "occupancy" WITH &&)
  WHERE ("status" IN ('hold', 'pending', 'completed'));
