import {
  choosePartyAndTomorrow,
  findBookableRestaurant,
  slotsFor,
  storedReservation,
  twelveHour,
} from '../support/booking';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mailbox';

// The standby list (issue 47): a diner joins the list for a full evening, another diner lets
// go of a table, and the first gets one email whose link opens the panel set to that time.

test('joining the standby list of a full day, then booking from the email when a table frees up @mobile', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A large party: few tables seat it, so few holds fill its day.
  let found: Awaited<ReturnType<typeof findBookableRestaurant>> | null = null;
  let people = 0;
  for (const size of [8, 6, 4]) {
    found = await findBookableRestaurant(request, size).catch(() => null);
    if (found) {
      people = size;
      break;
    }
  }
  expect(found, 'a seeded restaurant with a time tomorrow for a party of 4 or more').not.toBeNull();
  const { place, date, day } = found!;

  // Another diner (this test, through the API) holds every time the party could have.
  const holds: { uuid: string; token: string }[] = [];
  const release = (hold: { uuid: string; token: string }) =>
    request.get('/api/v1/user/reservation/reservation-removed', {
      params: { reservation_uuid: hold.uuid },
      headers: { 'x-hold-token': hold.token },
    });
  try {
    for (let free = found!.slots.map((s) => s.start); free.length > 0 && holds.length < 150;) {
      const start = free[0]!;
      const response = await request.get('/api/v1/user/reservation/reservation-time-hold', {
        params: {
          start_time: start,
          end_time: found!.slots.find((s) => s.start === start)?.end ?? start,
          date,
          day,
          status: 'hold',
          rest_uuid: place.uuid,
          number_of_people: people,
        },
      });
      if (response.ok()) {
        const answer = await response.json();
        holds.push({ uuid: answer.data.uuid, token: answer.data.hold_token });
      }
      free = await slotsFor(request, place.uuid, date, day, people);
    }
    expect(await slotsFor(request, place.uuid, date, day, people)).toEqual([]);

    // The diner finds the day full and joins its standby list.
    const email = `standby-${test.info().project.name}-${Date.now()}@example.com`;
    await page.goto(`/restaurant-details/${place.uuid}`);
    const panel = page.getByRole('complementary', { name: 'Book a table' });
    await choosePartyAndTomorrow(panel, people);
    await expect(panel.getByText('No available slots')).toBeVisible();
    await panel.getByRole('button', { name: 'Join the standby list' }).click();
    const form = panel.getByRole('form', { name: 'Join the standby list' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('checkbox', { name: /not a robot/ }).check();
    await form.getByRole('button', { name: 'Join the standby list' }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'standby list' })).toHaveText(
      'You are on the standby list. We will email you if a table frees up.',
    );

    // The other diner lets go of a table: everyone on the list is emailed at once.
    const freed = holds.pop()!;
    expect((await release(freed)).ok()).toBe(true);
    const mail = await waitForMail(request, email, `A table is free at ${place.name}`);
    const link =
      /https?:\/\/[^/\s]+(\/restaurant-details\/[^\s?]+\?date=[\d-]+&party=\d+&time=[\d:]+)/.exec(
        mail.text,
      );
    expect(link, mail.text).not.toBeNull();
    const time = /time=([\d:]+)/.exec(link![1]!)![1]!;
    expect(link![1]).toContain(`party=${people}`);
    expect(mail.text).toMatch(/Leave the list: \S+\/api\/v1\/user\/standby\/leave\?entry=\d+&key=/);

    // The link opens the restaurant with the panel set to that date, party and time.
    await page.goto(link![1]!);
    const linked = page.getByRole('complementary', { name: 'Book a table' });
    await expect(linked.getByRole('button', { name: `Person ${people} people` })).toBeVisible();
    await expect(linked.getByRole('button', { name: /^Date Tomorrow/ })).toBeVisible();
    await expect(linked.getByRole('button', { name: /^Time/ })).toContainText(twelveHour(time));
    await linked.getByRole('button', { name: 'Reserve now' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const held = await storedReservation(page);
    expect({ date: held.date, start: held.start_time }).toEqual({ date, start: time });
  } finally {
    for (const hold of holds) await release(hold);
  }
});
