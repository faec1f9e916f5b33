-- The seating functions keep one generic plan per connection (ADR 0064). PL/pgSQL plans each
-- query for its first five calls and then keeps a generic plan only if its estimate is no
-- worse than the custom plans'; for these queries it never is (by a few hundredths), so every
-- call was planned afresh: two thirds of PostgreSQL's time for availability and for a hold.
-- The generic plans use the same indexes (reservations_live_start, opening_slots_unique).
ALTER FUNCTION seating_day(int, date, text, timestamptz, int) SET plan_cache_mode = force_generic_plan;--> statement-breakpoint
ALTER FUNCTION seating_days(int, timestamptz, date, int) SET plan_cache_mode = force_generic_plan;--> statement-breakpoint
ALTER FUNCTION seating_claim_day(int, date, text, timestamptz, text, int) SET plan_cache_mode = force_generic_plan;
