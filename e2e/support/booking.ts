// What the booking journeys share: London's tomorrow, the panel's controls, live slots.
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'long',
});

/** The lowercase weekday of a UTC calendar date, as the API spells it. */
const weekdayOf = (date: Date) =>
  date.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' }).toLowerCase();

/**
 * Tomorrow in London as the API takes it: dd/mm/yyyy and the lowercase weekday. Calendar
 * arithmetic, not + 24 h, which is wrong on the 23- and 25-hour clock-change days.
 */
export function londonTomorrow() {
  return londonDaysAhead(1);
}

/** The London date `days` after today, as londonTomorrow gives tomorrow. */
export function londonDaysAhead(days: number) {
  const parts = Object.fromEntries(LONDON.formatToParts(new Date()).map((p) => [p.type, p.value]));
  const next = new Date(
    Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day) + days),
  );
  const dd = String(next.getUTCDate()).padStart(2, '0');
  const mm = String(next.getUTCMonth() + 1).padStart(2, '0');
  return { date: `${dd}/${mm}/${next.getUTCFullYear()}`, day: weekdayOf(next) };
}

/** Picks party and tomorrow in a booking panel; tomorrow may be on next month's page. */
export async function choosePartyAndTomorrow(panel: Locator, people: number) {
  await panel.getByRole('button', { name: /^Person/ }).click();
  await panel.getByRole('button', { name: `${people} people`, exact: true }).click();
  await panel.getByRole('button', { name: /^Date/ }).click();
  // The calendar's code may still be on its way (ADR 0030): the month is shown once it is.
  await panel.getByRole('grid').first().waitFor();
  const tomorrow = panel.getByRole('button', { name: /^Tomorrow, / });
  if (!(await tomorrow.isVisible()))
    await panel.getByRole('button', { name: /next month/i }).click();
  await tomorrow.click();
}

export const twelveHour = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

export interface Slot {
  start: string;
  end: string;
}

export async function slotsFor(
  request: APIRequestContext,
  uuid: string,
  date: string,
  day: string,
  people: number,
) {
  const answer = await request.get(`/api/v1/user/restaurants/${uuid}/availability`, {
    params: { date, day, number_of_people: people },
  });
  return ((await answer.json()).data.available_slots as Slot[]).map((s) => s.start);
}

interface Policy {
  free_cancellation_hours: number;
  large_party_size: number | null;
}

// Each restaurant's cancellation policy, asked once per worker: the places are chosen from
// the restaurants whose policy suits before any test takes its place among them.
let policies: Promise<Map<string, Policy>> | undefined;
const policiesOf = (request: APIRequestContext, uuids: string[]) =>
  (policies ??= Promise.all(
    uuids.map(async (uuid) => {
      const answer = await request.get(`/api/v1/user/restaurants/${uuid}`);
      return [uuid, (await answer.json()).data.cancellation_policy as Policy] as const;
    }),
  ).then((pairs) => new Map(pairs)));

/**
 * A seeded restaurant that takes online bookings, lets tomorrow's booking be cancelled (the
 * tests cancel what they book; some seeded ones want 24 or 48 hours' notice) and has at least
 * `minSlots` times free.
 */
export async function findBookableRestaurant(
  request: APIRequestContext,
  people: number,
  minSlots = 1,
) {
  const { date, day } = londonTomorrow();
  const list = (
    await (await request.get('/api/v1/user/restaurant', { params: { per_page: 50 } })).json()
  ).data.data as { uuid: string; name: string; online_booking: boolean }[];
  const policy = await policiesOf(
    request,
    list.filter((r) => r.online_booking).map((r) => r.uuid),
  );
  const cancellable = ({ uuid }: { uuid: string }) => {
    const terms = policy.get(uuid);
    return (
      terms !== undefined &&
      terms.free_cancellation_hours <= 2 &&
      (terms.large_party_size === null || people < terms.large_party_size)
    );
  };
  // Tests running at once (two projects, several workers) would all take the first
  // restaurant's last times and refuse each other's holds. Each worker has its own stretch of
  // the list (parallelIndex is never shared by two tests running at once), and each test its
  // own place in that stretch, the same on every run.
  const bookable = list.filter((r) => r.online_booking && cancellable(r));
  const { titlePath, project, repeatEachIndex, parallelIndex, config } = test.info();
  const stretch = Math.max(Math.floor(bookable.length / Math.max(config.workers, 1)), 1);
  let within = 0;
  for (const char of [...titlePath, project.name, repeatEachIndex].join('|'))
    within = (within * 31 + char.charCodeAt(0)) >>> 0;
  const start = (parallelIndex * stretch + (within % stretch)) % Math.max(bookable.length, 1);
  for (const candidate of [...bookable.slice(start), ...bookable.slice(0, start)]) {
    const answer = await request.get(`/api/v1/user/restaurants/${candidate.uuid}/availability`, {
      params: { date, day, number_of_people: people },
    });
    const slots = (await answer.json()).data.available_slots as Slot[];
    if (slots.length >= minSlots) return { place: candidate, slots, date, day };
  }
  throw new Error(`no seeded restaurant has ${minSlots} free times tomorrow`);
}

/** The exact name of a time button in the booking panel. */
export const slotButtonName = (slot: Slot) =>
  `${twelveHour(slot.start)} to ${twelveHour(slot.end)}`;

/** What the checkout stored about its hold (persist:root). */
type StoredReservation = Record<string, unknown> & {
  reservation_uuid: string | null;
  hold_token: string | null;
  start_time: string;
};

/**
 * The persisted store's current reservation, once `ready` says it is the one the test waits
 * for (by default: a hold, with its token). The store is written behind (ADR 0016), a moment
 * after the page has changed, so reading it at once raced the write.
 */
export async function storedReservation(
  page: Page,
  ready: (current: StoredReservation) => boolean = (current) =>
    typeof current.hold_token === 'string',
): Promise<StoredReservation & { reservation_uuid: string; hold_token: string }> {
  const read = () =>
    page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('persist:root') ?? '{}')?.state?.reservations?.current ??
          {}) as StoredReservation,
    );
  let current = {} as StoredReservation;
  // On the condition, for as long as the test may take: a loaded machine writes late, and a
  // fixed deadline handed back a reservation that was not ready yet.
  await expect
    .poll(async () => ready((current = await read())), {
      message: 'the stored reservation to be ready',
      timeout: 0,
    })
    .toBe(true);
  return current as StoredReservation & { reservation_uuid: string; hold_token: string };
}

export interface BookedTable {
  uuid: string;
  place: { uuid: string; name: string };
  date: string;
  day: string;
  slot: Slot;
}

/**
 * Holds and books one of `slots` for a signed-in diner through the API, as checkout does; a
 * time another test took first (409) passes to the next. Undefined when none could be had.
 */
export async function bookOneOf(
  request: APIRequestContext,
  session: { user: { id: number }; token: string },
  {
    place,
    date,
    day,
    people,
  }: { place: BookedTable['place']; date: string; day: string; people: number },
  slots: Slot[],
): Promise<BookedTable | undefined> {
  for (const slot of slots) {
    const params = {
      start_time: slot.start,
      end_time: slot.end,
      date,
      day,
      rest_uuid: place.uuid,
      number_of_people: people,
    };
    const held = await request.get('/api/v1/user/reservation/reservation-time-hold', {
      params: { ...params, status: 'hold' },
    });
    if (held.status() === 409) continue;
    expect(held.status()).toBe(200);
    const { uuid, hold_token } = (await held.json()).data as { uuid: string; hold_token: string };
    const booked = await request.get('/api/v1/user/reservation/reservation-book', {
      params: { ...params, reservation_uuid: uuid, guest_id: session.user.id, status: 'pending' },
      headers: { 'x-hold-token': hold_token, authorization: `Bearer ${session.token}` },
    });
    expect(booked.status()).toBe(200);
    return { uuid, place, date, day, slot };
  }
  return undefined;
}

/** Where this test starts in a list tests share: its own place, the same on every run. */
function placeOfThisTest(length: number) {
  const { titlePath, project, repeatEachIndex } = test.info();
  let hash = 0;
  for (const char of [...titlePath, project.name, repeatEachIndex].join('|'))
    hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return length === 0 ? 0 : hash % length;
}

/**
 * Books, for a signed-in diner, a table whose free cancellation has ended though it has not
 * started: a time within the next day at a restaurant that asks a day's notice (ADR 0053),
 * one with a phone number to show. The suite's other bookings are at restaurants that ask 2
 * hours (findBookableRestaurant), so this takes nobody's table.
 */
export async function bookPastFreeCancellation(
  request: APIRequestContext,
  session: { user: { id: number }; token: string },
  people = 2,
): Promise<BookedTable & { phone: string; cancelBy: string }> {
  const list = (
    await (await request.get('/api/v1/user/restaurant', { params: { per_page: 50 } })).json()
  ).data.data as { uuid: string; name: string; online_booking: boolean }[];
  const strict = (
    await Promise.all(
      list
        .filter((r) => r.online_booking)
        .map(async (r) => {
          const details = (await (await request.get(`/api/v1/user/restaurants/${r.uuid}`)).json())
            .data as { phone: string | null; cancellation_policy: Policy };
          const terms = details.cancellation_policy;
          const noLargeParty = terms.large_party_size === null || people < terms.large_party_size;
          return terms.free_cancellation_hours >= 24 && noLargeParty && details.phone
            ? { place: { uuid: r.uuid, name: r.name }, phone: details.phone }
            : undefined;
        }),
    )
  ).filter((r) => r !== undefined);
  const start = placeOfThisTest(strict.length);
  for (const { place, phone } of [...strict.slice(start), ...strict.slice(0, start)]) {
    // Tomorrow's times before this time of day, then today's: all start within 24 hours.
    for (const { date, day } of [londonDaysAhead(1), londonDaysAhead(0)]) {
      const answer = await request.get(`/api/v1/user/restaurants/${place.uuid}/availability`, {
        params: { date, day, number_of_people: people },
      });
      const slots = ((await answer.json()).data.available_slots as Slot[]) ?? [];
      const late: (Slot & { cancelBy: string })[] = [];
      for (const slot of slots) {
        const terms = await request.get(`/api/v1/user/restaurants/${place.uuid}/cancellation`, {
          params: { date, time: slot.start, number_of_people: people },
        });
        const cancelBy = (await terms.json()).data.cancel_by as string;
        if (new Date(cancelBy).getTime() < Date.now()) late.push({ ...slot, cancelBy });
      }
      // The latest such time: the furthest from starting while the test runs.
      const booked = await bookOneOf(
        request,
        session,
        { place, date, day, people },
        late.reverse(),
      );
      if (booked) {
        const { cancelBy } = late.find((slot) => slot.start === booked.slot.start)!;
        return { ...booked, phone, cancelBy };
      }
    }
  }
  throw new Error('no seeded restaurant with a day-ahead policy has a time within the next day');
}
