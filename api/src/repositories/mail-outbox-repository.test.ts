import { sql } from 'drizzle-orm';
import { insertRestaurant } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { claimDueMail } from './mail-outbox-repository';
import { rows } from './restaurant-repository';

let database: TestDatabase;
let restaurantId: number;
let tableId: number;

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 2 });
  ({ id: restaurantId } = await insertRestaurant(database.db, {
    name: 'The Backlog',
    latitude: 51.5,
    longitude: -0.1,
    tables: [4],
    slots: ['19:00'],
  }));
  [{ id: tableId }] = (await rows<{ id: number }>(
    database.db,
    sql`select id from restaurant_tables where restaurant_id = ${restaurantId}`,
  )) as [{ id: number }];
}, 60_000);

afterAll(async () => {
  await database?.dispose();
});

/** `count` booked reservations, each on a day of its own (one table, one slot), each with a due confirmation. */
async function queueConfirmations(count: number, firstDay: number, now: Date) {
  await database.db.execute(
    sql`with booked as (
          insert into reservations (uuid, restaurant_id, table_id, table_ids, occupancy, table_minutes,
                                    reservation_date, slot_start, slot_end, number_of_people, status, booked_at)
          select gen_random_uuid(), ${restaurantId}, ${tableId}, array[${tableId}::int],
                 tstzrange(day + time '19:00', day + time '21:00'), 90,
                 day, '19:00', '19:30', 2, 'pending', ${now.toISOString()}::timestamptz
          from generate_series(1, ${count}) as n, lateral (select date '2030-01-01' + (${firstDay}::int + n) as day) d
          returning id)
        insert into mail_outbox (kind, reservation_id, next_attempt_at)
        select 'booking_confirmation', id, ${new Date(now.getTime() - 1000).toISOString()}::timestamptz from booked`,
  );
}

describe('claimDueMail under a backlog its statistics have not seen', () => {
  // The state a live site reaches daily: the outbox analysed while empty (between bookings),
  // then a rush queues far more than a batch before the sender catches up.
  it('claims one batch, not the whole queue, and the next claim the next batch', async () => {
    const now = new Date();
    await queueConfirmations(200, 0, now);
    await database.db.execute(sql`delete from mail_outbox`);
    await database.db.execute(sql`analyze mail_outbox`);
    await queueConfirmations(300, 1000, now);

    const first = await claimDueMail(database.db, now, 20, 600, 8);
    expect(first).toHaveLength(20);
    const second = await claimDueMail(database.db, now, 20, 600, 8, first);
    expect(second).toHaveLength(20);
    const firstIds = new Set(first.map((mail) => mail.id));
    expect(second.filter((mail) => firstIds.has(mail.id))).toEqual([]);
    const [left] = await rows<{ due: string; gone: string }>(
      database.db,
      sql`select count(*) filter (where next_attempt_at <= ${now.toISOString()}::timestamptz) as due,
                 300 - count(*) as gone
          from mail_outbox`,
    );
    // The first batch was deleted by the second claim; the second is leased; the rest wait.
    expect({ due: Number(left!.due), gone: Number(left!.gone) }).toEqual({ due: 260, gone: 20 });
  });
});
