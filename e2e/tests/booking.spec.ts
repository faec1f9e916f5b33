import {
  choosePartyAndTomorrow,
  findBookableRestaurant,
  londonTomorrow,
  slotButtonName,
  slotsFor,
  storedReservation,
  twelveHour,
} from '../support/booking';
import { expect, test, waitForApp } from '../support/fixtures';
import { firstPhoneOnlyRestaurant, phoneOnlyCard } from '../support/restaurants';

test('party, date and time make a hold on the server; the last table goes for a second browser', async ({
  page,
  request,
  browser,
}) => {
  const people = 2;
  const found = await findBookableRestaurant(request, people);
  const { place, date, day } = found;
  // A late slot: an e2e run near midnight still finds it in the future tomorrow.
  const slot = found.slots[found.slots.length - 1]!;

  // Hold every table but one through the API, so the diner's hold takes the last one.
  const ours: { uuid: string; token: string }[] = [];
  const hold = () =>
    request.get('/api/v1/user/reservation/reservation-time-hold', {
      params: {
        start_time: slot.start,
        end_time: slot.end,
        date,
        day,
        status: 'hold',
        rest_uuid: place.uuid,
        number_of_people: people,
      },
    });
  for (let i = 0; i < 30; i++) {
    const response = await hold();
    if (!response.ok()) break;
    const answer = await response.json();
    ours.push({ uuid: answer.data.uuid, token: answer.data.hold_token });
    if (!(await slotsFor(request, place.uuid, date, day, people)).includes(slot.start)) break;
  }
  const last = ours.pop()!;
  await request.get('/api/v1/user/reservation/reservation-removed', {
    params: { reservation_uuid: last.uuid },
    headers: { 'x-hold-token': last.token },
  });
  expect(await slotsFor(request, place.uuid, date, day, people)).toContain(slot.start);

  try {
    await page.goto(`/restaurant-details/${place.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Book a table' });
    await choosePartyAndTomorrow(panel, people);
    const time = panel.getByRole('button', { name: slotButtonName(slot), exact: true });
    await time.click();
    await panel.getByRole('button', { name: 'Reserve now' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // The hold is on the server, and it is this browser's: its token is in the store.
    const current = await storedReservation(page);
    ours.push({ uuid: current.reservation_uuid, token: current.hold_token });
    expect(current).toMatchObject({
      person: people,
      date,
      day,
      start_time: slot.start,
      res_id: place.uuid,
    });
    const status = await request.get('/api/v1/user/reservation/reservation-hold-status', {
      params: { reservation_uuid: current.reservation_uuid },
      headers: { 'x-hold-token': current.hold_token },
    });
    expect((await status.json()).data).toMatchObject({ status: 'hold', start: slot.start });

    // A second diner no longer sees the time: it was the last table.
    const other = await browser.newContext();
    await other.addInitScript(() => localStorage.setItem('cookiesConsent', 'accepted'));
    const second = await other.newPage();
    await second.goto(`/restaurant-details/${place.uuid}`);
    // The page is the server's (ADR 0023) until the app takes it over.
    await waitForApp(second);
    const otherPanel = second.getByRole('complementary', { name: 'Book a table' });
    await choosePartyAndTomorrow(otherPanel, people);
    await expect(
      otherPanel
        .getByRole('group', { name: 'Available times' })
        .or(otherPanel.getByText('No available slots')),
    ).toBeVisible();
    await expect(
      otherPanel.getByRole('button', { name: new RegExp(`^${twelveHour(slot.start)} to`) }),
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

test('the booking panel: a cut row shows the party sizes go on, and every time fits one line @mobile', async ({
  page,
  request,
}) => {
  const people = 2;
  const { place } = await findBookableRestaurant(request, people);
  await page.goto(`/restaurant-details/${place.uuid}`);
  const panel = page.getByRole('complementary', { name: 'Book a table' });

  await panel.getByRole('button', { name: /^Person/ }).click();
  const sizes = panel.getByRole('button', { name: /^\d+ (person|people)$/ });
  const grid = await sizes.first().evaluate((button) => {
    const box = button.parentElement!.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom };
  });
  // The fifth row (33-40) is cut by the grid's bottom edge: part of it shows, part does not.
  const fifth = (await panel
    .getByRole('button', { name: '33 people', exact: true })
    .boundingBox())!;
  expect(fifth.y).toBeLessThan(grid.bottom - 8);
  expect(fifth.y + fifth.height).toBeGreaterThan(grid.bottom);

  await panel.getByRole('button', { name: /^Person/ }).click();
  await choosePartyAndTomorrow(panel, people);
  const slots = panel.getByRole('button', { name: /^\d{1,2}:\d\d (AM|PM)/ });
  // Tomorrow's times arrive from the API after the click.
  await expect.poll(() => slots.count()).toBeGreaterThan(4);
  const heights = await slots.evaluateAll((buttons) =>
    buttons.map((b) => Math.round(b.getBoundingClientRect().height)),
  );
  expect(heights.length).toBeGreaterThan(4);
  expect(new Set(heights).size).toBe(1);
});

test('a restaurant that takes bookings by phone only shows how to call it, and no table can be held there', async ({
  page,
  request,
}) => {
  const place = await firstPhoneOnlyRestaurant(request);

  // Find lists it by its name, and the results say so before the page is opened.
  const card = await phoneOnlyCard(page, place);
  await card.getByRole('link', { name: place.name }).click();
  await expect(page).toHaveURL(`/restaurant-details/${place.uuid}`);
  const panel = page.getByRole('complementary', { name: 'Book a table' });
  await expect(panel.getByRole('heading', { name: 'Book by phone' })).toBeVisible();
  await expect(panel).toContainText(`${place.name} takes bookings by phone only`);
  await expect(panel.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(panel.getByRole('button', { name: 'Reserve now' })).toHaveCount(0);

  // Nor through the API: the site holds no table the restaurant does not take online.
  const { date, day } = londonTomorrow();
  const refused = await request.get('/api/v1/user/reservation/reservation-time-hold', {
    params: {
      start_time: '19:00',
      end_time: '19:30',
      date,
      day,
      status: 'hold',
      rest_uuid: place.uuid,
      number_of_people: 2,
    },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe('This restaurant takes bookings by phone only.');
});
