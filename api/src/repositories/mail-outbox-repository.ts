import { sql } from 'drizzle-orm';
import type { MailOutboxPayload } from '../db/schema';
import { type MailOutboxKind, STARTS_AT } from './reservation-repository';
import { type Executor, rows } from './restaurant-repository';

/** A queued email, claimed for sending: a booking's or a standby entry's. */
export type OutboxMail = BookingMail | StandbyMail;

/** A standby entry's one email: a time in its window can be held now (ADR 0050). */
export interface StandbyMail {
  id: number;
  kind: 'standby_table_free';
  attempts: number;
  standby: {
    id: number;
    email: string;
    /** yyyy-mm-dd, London */
    date: string;
    /** HH:MM, London: the first time in the window that was free. */
    time: string;
    party: number;
  };
  restaurant: { uuid: string; name: string };
}

/** A queued booking email, claimed for sending, with what its template says. */
export interface BookingMail {
  id: number;
  kind: Exclude<MailOutboxKind, 'standby_table_free'>;
  /** Claims so far, this one included: the fence for completing or rescheduling it. */
  attempts: number;
  payload: MailOutboxPayload;
  reservation: {
    uuid: string;
    /** yyyy-mm-dd, London */
    date: string;
    /** HH:MM, London */
    start: string;
    end: string;
    party: number;
    /** How long the table is the party's (its turn time). */
    tableMinutes: number;
    startsAt: Date;
    endsAt: Date;
    bookedAt: Date | null;
    cancelledAt: Date | null;
    /** The end of free cancellation; null for bookings made before policies. */
    cancelBy: Date | null;
    /** Changes so far: each calendar file's SEQUENCE builds on it (ADR 0054). */
    revision: number;
    changedAt: Date | null;
  };
  /** Null when the guest's account is gone: nobody to write to. */
  guest: { email: string; firstName: string } | null;
  restaurant: { name: string; address: string | null };
}

interface OutboxRow {
  id: number;
  kind: MailOutboxKind;
  attempts: number;
  payload: MailOutboxPayload | string;
  uuid: string;
  reservation_date: string;
  slot_start: string;
  slot_end: string;
  number_of_people: number;
  table_minutes: number;
  starts_at: string | Date;
  ends_at: string | Date;
  booked_at: string | Date | null;
  cancelled_at: string | Date | null;
  cancel_by: string | Date | null;
  revision: number;
  changed_at: string | Date | null;
  email: string | null;
  first_name: string | null;
  name: string;
  address: string | null;
  restaurant_uuid: string;
  standby_id: number | null;
  standby_email: string | null;
  standby_date: string | null;
  standby_time: string | null;
  standby_party: number | null;
}

const instant = (value: string | Date | null) => (value === null ? null : new Date(value));

const toOutboxMail = (row: OutboxRow): OutboxMail =>
  row.standby_id !== null
    ? {
        id: row.id,
        kind: 'standby_table_free',
        attempts: Number(row.attempts),
        standby: {
          id: row.standby_id,
          email: row.standby_email!,
          date: String(row.standby_date).slice(0, 10),
          time: row.standby_time!.slice(0, 5),
          party: Number(row.standby_party),
        },
        restaurant: { uuid: row.restaurant_uuid, name: row.name },
      }
    : toBookingMail(row);

const toBookingMail = (row: OutboxRow): BookingMail => ({
  id: row.id,
  kind: row.kind as BookingMail['kind'],
  attempts: Number(row.attempts),
  payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : (row.payload ?? {}),
  reservation: {
    uuid: row.uuid,
    date: String(row.reservation_date).slice(0, 10),
    start: row.slot_start.slice(0, 5),
    end: row.slot_end.slice(0, 5),
    party: Number(row.number_of_people),
    tableMinutes: Number(row.table_minutes),
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    bookedAt: instant(row.booked_at),
    cancelledAt: instant(row.cancelled_at),
    cancelBy: instant(row.cancel_by),
    revision: Number(row.revision ?? 0),
    changedAt: instant(row.changed_at),
  },
  guest: row.email === null ? null : { email: row.email, firstName: row.first_name ?? '' },
  restaurant: { name: row.name, address: row.address },
});

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** How long before a booking its reminder goes out; a booking made later than this gets none. */
export const REMINDER_LEAD_HOURS = 24;

/**
 * Queues the reminder of every booking now within REMINDER_LEAD_HOURS of its start that was
 * made (or last changed: its email has just said it all) before then and has none yet. Marking the booking and queuing its email is one
 * statement: two processes sweeping at once both try the update, and the second finds the
 * mark set (it re-reads the row after the first commits), so a booking is reminded once.
 */
export async function queueDueReminders(db: Executor, now: Date): Promise<number> {
  const lead = sql`make_interval(hours => ${REMINDER_LEAD_HOURS})`;
  const queued = await rows<{ id: number }>(
    db,
    sql`with due as (
          update reservations set reminder_queued_at = ${ts(now)}
          where status = 'pending' and reminder_queued_at is null
            and lower(occupancy) > ${ts(now)} and lower(occupancy) <= ${ts(now)} + ${lead}
            and coalesce(changed_at, booked_at) <= lower(occupancy) - ${lead}
          returning id)
        insert into mail_outbox (kind, reservation_id, next_attempt_at)
        select 'booking_reminder', id, ${ts(now)} from due
        on conflict do nothing
        returning id`,
  );
  return queued.length;
}

/**
 * Parks rows that used up their tries without a sender ever finishing them (each claim counts
 * a try): a message whose sending kills or hangs its process is not claimed for ever.
 */
export async function parkAbandonedMail(
  db: Executor,
  now: Date,
  maxAttempts: number,
): Promise<{ id: number; reservationId: number | null }[]> {
  return rows<{ id: number; reservationId: number | null }>(
    db,
    sql`update mail_outbox set next_attempt_at = null,
          last_error = coalesce(last_error, 'no sender finished it within its lease')
        where next_attempt_at <= ${ts(now)} and attempts >= ${maxAttempts}
        returning id, reservation_id as "reservationId"`,
  );
}

/** Each row's id and attempts: a row claimed again since (attempts moved on) does not match. */
const fence = (done: readonly Pick<OutboxMail, 'id' | 'attempts'>[]) =>
  sql.join(
    done.map(({ id, attempts }) => sql`(${id}::int, ${attempts}::int)`),
    sql`, `,
  );

/**
 * Claims up to `limit` due emails in one statement and leases them for `leaseSeconds`:
 * `for update skip locked` keeps two senders (processes) off the same rows, and the lease
 * (next_attempt_at pushed ahead, attempts counted) keeps them off while this one sends, with
 * no transaction left open. A sender that dies leaves its rows to be claimed again once the
 * lease ends. A booking's emails go out in order: a row waits while an older one for the same
 * reservation is still queued (a cancellation never overtakes its confirmation).
 *
 * The same statement first deletes `done`, the rows the previous batch sent (fenced as in
 * completeMail): under load the worker runs batch after batch, and a statement of its own
 * for each batch's completion was a third of its database round trips. The claim cannot see
 * those deletions (one snapshot per statement), so a row waiting behind one of them is
 * claimed by the next statement, not this one.
 *
 * The pick is a materialised CTE, run once per statement. Written `where o.id in (pick)`,
 * PostgreSQL was free to plan it as a semi-join run again for every outbox row: planned on
 * statistics from a short queue, under a backlog of thousands a single claim ran for minutes
 * at full CPU and no email went out.
 */
export async function claimDueMail(
  db: Executor,
  now: Date,
  limit: number,
  leaseSeconds: number,
  maxAttempts: number,
  done: readonly Pick<OutboxMail, 'id' | 'attempts'>[] = [],
): Promise<OutboxMail[]> {
  const fenced = done.length > 0 ? fence(done) : null;
  const found = await rows<OutboxRow>(
    db,
    sql`with ${fenced ? sql`done as (delete from mail_outbox where (id, attempts) in (${fenced})),` : sql``}
        picked as materialized (
          select d.id from mail_outbox d
          where d.next_attempt_at <= ${ts(now)} and d.attempts < ${maxAttempts}
            ${fenced ? sql`and (d.id, d.attempts) not in (${fenced})` : sql``}
            and not exists (select 1 from mail_outbox e where e.reservation_id = d.reservation_id
                              and e.id < d.id and e.next_attempt_at is not null)
          order by d.next_attempt_at, d.id
          limit ${limit}
          for update skip locked),
        claimed as (
          update mail_outbox o
          set attempts = o.attempts + 1, next_attempt_at = ${ts(new Date(now.getTime() + leaseSeconds * 1000))}
          from picked
          where o.id = picked.id and o.next_attempt_at <= ${ts(now)}
          returning o.id, o.kind, o.attempts, o.payload, o.reservation_id, o.standby_entry_id)
        select claimed.id, claimed.kind, claimed.attempts, claimed.payload,
               r.uuid::text as uuid, r.reservation_date::text as reservation_date,
               r.slot_start::text as slot_start, r.slot_end::text as slot_end, r.number_of_people,
               r.table_minutes, ${STARTS_AT} as starts_at,
               ${STARTS_AT} + make_interval(mins => r.table_minutes) as ends_at, r.booked_at, r.cancelled_at,
               r.cancel_by, r.revision, r.changed_at, u.email, u.first_name, s.name, s.address, s.uuid::text as restaurant_uuid,
               w.id as standby_id, w.email as standby_email, w.entry_date::text as standby_date,
               w.notified_time::text as standby_time, w.number_of_people as standby_party
        from claimed
          left join reservations r on r.id = claimed.reservation_id
          left join standby_entries w on w.id = claimed.standby_entry_id
          join restaurants s on s.id = coalesce(r.restaurant_id, w.restaurant_id)
          left join users u on u.id = r.guest_id
        order by claimed.id`,
  );
  return found.map(toOutboxMail);
}

/** Sent (or nothing to send): gone, unless another sender has claimed it since (the fence). */
export async function completeMail(
  db: Executor,
  done: readonly Pick<OutboxMail, 'id' | 'attempts'>[],
) {
  if (done.length === 0) return;
  await db.execute(sql`delete from mail_outbox where (id, attempts) in (${fence(done)})`);
}

/** Not sent: due again at `retryAt`, or parked for good (kept for an operator) when null. */
export async function rescheduleMail(
  db: Executor,
  mail: Pick<OutboxMail, 'id' | 'attempts'>,
  retryAt: Date | null,
  error: string,
) {
  await db.execute(
    sql`update mail_outbox set next_attempt_at = ${retryAt ? ts(retryAt) : null}, last_error = ${error.slice(0, 500)}
        where id = ${mail.id} and attempts = ${mail.attempts}`,
  );
}
