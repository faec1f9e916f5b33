import { type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { rows } from '../repositories/restaurant-repository';
import { slotEnd } from './dates';
import { insertUser as createUser, issueToken } from '../repositories/user-repository';

export interface FixtureRestaurant {
  name: string;
  latitude: number;
  longitude: number;
  rating?: number;
  reviews?: number;
  priceLevel?: number;
  onlineBooking?: boolean;
  /** Seats per table. */
  tables?: number[];
  /** 'HH:MM' starts of 30-minute slots, every weekday. */
  slots?: string[];
  /** Seating rules that differ from the defaults, by column name. */
  rules?: Partial<Record<SeatingColumn, number>>;
  /** Joinable tables, by their positions (0-based) in `tables`. */
  combinations?: { tables: number[]; minParty: number; maxParty: number }[];
}

type SeatingColumn =
  | 'turn_1_2_minutes'
  | 'turn_3_4_minutes'
  | 'turn_5_8_minutes'
  | 'turn_9_plus_minutes'
  | 'buffer_minutes'
  | 'pacing_covers'
  | 'max_online_party'
  | 'min_notice_minutes'
  | 'free_cancellation_hours'
  | 'large_party_size'
  | 'large_party_cancellation_hours'
  | 'booking_horizon_days';

let counter = 0;

/** A restaurant with known facts, so tests do not depend on what the demo seed happens to hold. */
export async function insertRestaurant(db: AppDatabase, fixture: FixtureRestaurant) {
  counter += 1;
  const uuid = `00000000-0000-4000-8000-${String(process.pid % 1e6).padStart(6, '0')}${String(counter).padStart(6, '0')}`;
  const [cuisine] = await rows<{ id: number; name: string }>(
    db,
    sql`select id, name from cuisines order by id limit 1`,
  );
  const [row] = await rows<{ id: number }>(
    db,
    sql`insert into restaurants (uuid, name, latitude, longitude, cuisine_id, price_level, online_booking, rating_avg, review_count, address, post_code)
        values (${uuid}::uuid, ${fixture.name}, ${fixture.latitude}, ${fixture.longitude}, ${cuisine!.id},
                ${fixture.priceLevel ?? 2}, ${fixture.onlineBooking ?? true}, ${fixture.rating ?? 0}, ${fixture.reviews ?? 0},
                '1 Test Street', 'ZE1 0AA')
        returning id`,
  );
  const id = row!.id;
  const tableIds: number[] = [];
  for (const seats of fixture.tables ?? []) {
    const [table] = await rows<{ id: number }>(
      db,
      sql`insert into restaurant_tables (restaurant_id, seats) values (${id}, ${seats}) returning id`,
    );
    tableIds.push(table!.id);
  }
  // One statement: the checks see the rules together (a large-party policy is two columns).
  const rules = Object.entries(fixture.rules ?? {}).map(
    ([column, value]) => sql`${sql.identifier(column)} = ${value}`,
  );
  if (rules.length > 0) {
    await db.execute(sql`update restaurants set ${sql.join(rules, sql`, `)} where id = ${id}`);
  }
  for (const combination of fixture.combinations ?? []) {
    const ids = combination.tables.map((position) => tableIds[position]!);
    await db.execute(
      sql`insert into table_combinations (restaurant_id, name, table_ids, min_party, max_party)
          values (${id}, ${`Tables ${combination.tables.map((p) => p + 1).join('+')}`}, ${`{${ids.join(',')}}`}::int[],
                  ${combination.minParty}, ${combination.maxParty})`,
    );
  }
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  for (const start of fixture.slots ?? []) {
    const end = slotEnd(start);
    for (const day of days) {
      await db.execute(
        sql`insert into opening_slots (restaurant_id, weekday, slot_start, slot_end) values (${id}, ${day}, ${start}::time, ${end}::time)`,
      );
    }
  }
  return { id, uuid, cuisine: cuisine!, tableIds };
}

/** A claim on the smallest table of at least `seats` seats, as the reservation engine will make it. */
export async function insertClaim(
  db: AppDatabase,
  restaurantId: number,
  claim: {
    date: string;
    start: string;
    seats: number;
    status: 'hold' | 'pending' | 'completed' | 'cancelled';
    expiresInSeconds?: number;
  },
) {
  const [table] = await rows<{ id: number }>(
    db,
    sql`select id from restaurant_tables where restaurant_id = ${restaurantId} and seats >= ${claim.seats} order by seats, id limit 1`,
  );
  counter += 1;
  const uuid = `00000000-0000-4000-9000-${String(process.pid % 1e6).padStart(6, '0')}${String(counter).padStart(6, '0')}`;
  const expires =
    claim.expiresInSeconds === undefined
      ? null
      : new Date(Date.now() + claim.expiresInSeconds * 1000).toISOString();
  await db.execute(
    sql`insert into reservations (uuid, restaurant_id, table_id, table_ids, occupancy, table_minutes, reservation_date,
                                  slot_start, slot_end, number_of_people, status, expires_at)
        select ${uuid}::uuid, ${restaurantId}, ${table!.id}, array[${table!.id}::int], ${claimSpan(sql`${claim.date}::date`, sql`${claim.start}::time`, claim.seats)},
               ${claim.date}::date, ${claim.start}::time, (${claim.start}::time + interval '30 minutes'),
               ${claim.seats}, ${claim.status}, ${expires}::timestamptz
        from restaurants r where r.id = ${restaurantId}`,
  );
}

/**
 * SQL for a claim's occupancy and turn time (two select columns, `r` the restaurant), as the
 * engine computes them: for tests that write claims straight into the database.
 */
export function claimSpan(date: SQL, start: SQL, party: number) {
  const turn = sql`(case when ${party}::int <= 2 then r.turn_1_2_minutes when ${party}::int <= 4 then r.turn_3_4_minutes
                         when ${party}::int <= 8 then r.turn_5_8_minutes else r.turn_9_plus_minutes end)`;
  const arrival = sql`((${date} + ${start}) at time zone 'Europe/London')`;
  return sql`tstzrange(${arrival}, ${arrival} + make_interval(mins => ${turn} + r.buffer_minutes)), ${turn}`;
}

let userCounter = 0;

/**
 * An account straight in the database with a live session token: tests about bookings need a
 * signed-in diner without going through registration, email and a password hash each time.
 */
export async function insertUser(
  db: AppDatabase,
  fields: { email?: string; status?: 'active' | 'inactive'; passwordHash?: string | null } = {},
) {
  userCounter += 1;
  const user = await createUser(
    db,
    {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: fields.email ?? `diner-${process.pid}-${userCounter}@example.com`,
      phone: '07700900123',
      passwordHash: fields.passwordHash ?? null,
      registerType: 'register',
    },
    new Date(),
  );
  if (fields.status !== 'inactive') {
    await db.execute(sql`update users set status = 'active' where id = ${user!.id}`);
  }
  const token = await issueToken(db, user!.id, 'session', new Date());
  return { ...user!, status: fields.status ?? 'active', token };
}
