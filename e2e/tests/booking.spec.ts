import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'long',
});

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * Tomorrow in London as the API takes it: dd/mm/yyyy and the lowercase weekday. Calendar
 * arithmetic, not + 24 h, which is wrong on the 23- and 25-hour clock-change days.
 */
function londonTomorrow() {
  const parts = Object.fromEntries(LONDON.formatToParts(new Date()).map((p) => [p.type, p.value]));
  const next = new Date(
    Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day) + 1),
  );
  const dd = String(next.getUTCDate()).padStart(2, '0');
  const mm = String(next.getUTCMonth() + 1).padStart(2, '0');
  return { date: `${dd}/${mm}/${next.getUTCFullYear()}`, day: WEEKDAYS[next.getUTCDay()]! };
}

/** Picks party and tomorrow in a booking panel; tomorrow may be on next month's page. */
async function choosePartyAndTomorrow(panel: import('@playwright/test').Locator, people: number) {
  await panel.getByRole('button', { name: /^Person/ }).click();
  await panel.getByRole('button', { name: `${people} people`, exact: true }).click();
  await panel.getByRole('button', { name: /^Date/ }).click();
  const tomorrow = panel.getByRole('button', { name: /^Tomorrow, / });
  if (!(await tomorrow.isVisible()))
    await panel.getByRole('button', { name: /next month/i }).click();
  await tomorrow.click();
}

const twelveHour = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

interface Slot {
  start: string;
  end: string;
}

async function slotsFor(
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

test('party, date and time make a hold on the server; the last table goes for a second browser', async ({
  page,
  request,
  browser,
}) => {
  const people = 2;
  const { date, day } = londonTomorrow();
  const list = (
    await (await request.get('/api/v1/user/restaurant', { params: { per_page: 50 } })).json()
  ).data.data as { uuid: string; name: string; online_booking: boolean }[];
  let place: { uuid: string; name: string } | undefined;
  let slot: Slot | undefined;
  for (const candidate of list.filter((r) => r.online_booking)) {
    const answer = await request.get(`/api/v1/user/restaurants/${candidate.uuid}/availability`, {
      params: { date, day, number_of_people: people },
    });
    const slots = (await answer.json()).data.available_slots as Slot[];
    // A late slot: an e2e run near midnight still finds it in the future tomorrow.
    if (slots.length > 0) {
      place = candidate;
      slot = slots[slots.length - 1];
      break;
    }
  }
  expect(place, 'a seeded restaurant open tomorrow').toBeDefined();

  // Hold every table but one through the API, so the diner's hold takes the last one.
  const ours: { uuid: string; token: string }[] = [];
  const hold = () =>
    request.get('/api/v1/user/reservation/reservation-time-hold', {
      params: {
        start_time: slot!.start,
        end_time: slot!.end,
        date,
        day,
        status: 'hold',
        rest_uuid: place!.uuid,
        number_of_people: people,
      },
    });
  for (let i = 0; i < 30; i++) {
    const response = await hold();
    if (!response.ok()) break;
    const answer = await response.json();
    ours.push({ uuid: answer.data.uuid, token: answer.data.hold_token });
    if (!(await slotsFor(request, place!.uuid, date, day, people)).includes(slot!.start)) break;
  }
  const last = ours.pop()!;
  await request.get('/api/v1/user/reservation/reservation-removed', {
    params: { reservation_uuid: last.uuid },
    headers: { 'x-hold-token': last.token },
  });
  expect(await slotsFor(request, place!.uuid, date, day, people)).toContain(slot!.start);

  try {
    await page.goto(`/restaurant-details/${place!.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: place!.name })).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Book a table' });
    await choosePartyAndTomorrow(panel, people);
    const time = panel.getByRole('button', {
      name: `${twelveHour(slot!.start)} to ${twelveHour(slot!.end)}`,
      exact: true,
    });
    await time.click();
    await panel.getByRole('button', { name: 'Reserve now' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // The hold is on the server, and it is this browser's: its token is in the store.
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('persist:root') ?? '{}'),
    );
    const current = stored.state.reservations.current;
    ours.push({ uuid: current.reservation_uuid, token: current.hold_token });
    expect(current).toMatchObject({
      person: people,
      date,
      day,
      start_time: slot!.start,
      res_id: place!.uuid,
    });
    const status = await request.get('/api/v1/user/reservation/reservation-hold-status', {
      params: { reservation_uuid: current.reservation_uuid },
      headers: { 'x-hold-token': current.hold_token },
    });
    expect((await status.json()).data).toMatchObject({ status: 'hold', start: slot!.start });

    // A second diner no longer sees the time: it was the last table.
    const other = await browser.newContext();
    await other.addInitScript(() => localStorage.setItem('cookiesConsent', 'accepted'));
    const second = await other.newPage();
    await second.goto(`/restaurant-details/${place!.uuid}`);
    const otherPanel = second.getByRole('complementary', { name: 'Book a table' });
    await choosePartyAndTomorrow(otherPanel, people);
    await expect(
      otherPanel
        .getByRole('group', { name: 'Available times' })
        .or(otherPanel.getByText('No available slots')),
    ).toBeVisible();
    await expect(
      otherPanel.getByRole('button', { name: new RegExp(`^${twelveHour(slot!.start)} to`) }),
    ).toHaveCount(0);
    await other.close();
  } finally {
    for (const held of ours) {
      await request.get('/api/v1/user/reservation/reservation-removed', {
        params: { reservation_uuid: held.uuid },
        headers: { 'x-hold-token': held.token },
      });
    }
  }
});
