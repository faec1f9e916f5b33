ALTER TABLE "reservations" ADD COLUMN "hold_token_hash" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "booked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reservations_restaurant_date" ON "reservations" USING btree ("restaurant_id","reservation_date");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_live_claim" ON "reservations" USING btree ("table_id","reservation_date","slot_start") WHERE "reservations"."status" in ('hold', 'pending', 'completed');