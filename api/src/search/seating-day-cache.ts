import type { CalendarDate } from '../lib/wire-date';
import { LruCache } from '../lib/lru-cache';
import type { Executor } from '../repositories/restaurant-repository';
import { loadSeatingDays, type SeatingDay } from '../repositories/seating-repository';

/** About 1 KB each: 10,000 restaurants' days for one date. */
const CAPACITY = 10_000;

/**
 * The seating days behind search cards' times (ADR 0051), each reused for `ttlMs` of the app's
 * clock: one search page asks for ten to a hundred restaurants, and the same areas are asked
 * about again and again. The rules are applied afresh on each use (with the request's now, so
 * passing times and notice are exact); only the claims can be up to `ttlMs` old. A hold or a
 * booking checks live, and the restaurant page shows live times.
 */
export class SeatingDayCache {
  private readonly days = new LruCache<string, { day: SeatingDay | null; at: number }>(CAPACITY);

  constructor(private readonly ttlMs: number) {}

  /** Each known restaurant's day on `date`; the missing ones read in one round trip. */
  async get(
    db: Executor,
    restaurantIds: readonly number[],
    date: CalendarDate,
    now: Date,
  ): Promise<Map<number, SeatingDay>> {
    const found = new Map<number, SeatingDay>();
    const missing: number[] = [];
    for (const id of restaurantIds) {
      const hit = this.ttlMs > 0 ? this.days.get(`${id}|${date.iso}`) : undefined;
      const age = hit ? now.getTime() - hit.at : Infinity;
      if (hit && age >= 0 && age < this.ttlMs) {
        if (hit.day) found.set(id, hit.day);
      } else missing.push(id);
    }
    if (missing.length === 0) return found;
    const loaded = await loadSeatingDays(db, missing, date, now);
    for (const id of missing) {
      const day = loaded.get(id) ?? null;
      if (this.ttlMs > 0) this.days.set(`${id}|${date.iso}`, { day, at: now.getTime() });
      if (day) found.set(id, day);
    }
    return found;
  }
}
