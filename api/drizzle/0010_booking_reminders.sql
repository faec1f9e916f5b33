ALTER TABLE "reservations" ADD COLUMN "reminder_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "kept_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reservations_reminder_due" ON "reservations" USING btree (lower("occupancy")) WHERE "reservations"."status" = 'pending' and "reservations"."reminder_queued_at" is null;