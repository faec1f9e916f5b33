import {
  choosePartyAndTomorrow,
  findBookableRestaurant,
  londonTomorrow,
  slotButtonName,
  storedReservation,
} from '../support/booking';
import { expect, longEmail, test } from '../support/fixtures';

// The seating engine as a diner meets it (issue 43, ADR 0040): a large party at joined tables,
// the time the table is theirs, and a party the restaurant takes only by phone.

const tableTime = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours === 0 ? `${rest} min` : rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
};

test('a party of 16 books at joined tables, and is told how long the table is theirs', async ({
  page,
  request,
}) => {
  const people = 16;
  // A restaurant whose joined tables seat 16 tomorrow (most seeded restaurants have none).
  const { place, slots } = await findBookableRestaurant(request, people);
  const slot = slots[slots.length - 1]!;

  await page.goto(`/restaurant-details/${place.uuid}`);
  const panel = page.getByRole('complementary', { name: 'Book a table' });
  await choosePartyAndTomorrow(panel, people);
  await panel.getByRole('button', { name: slotButtonName(slot), exact: true }).click();
  await panel.getByRole('button', { name: 'Reserve now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const held = await storedReservation(page);
  const status = await request.get('/api/v1/user/reservation/reservation-hold-status', {
    params: { reservation_uuid: held.reservation_uuid },
    headers: { 'x-hold-token': held.hold_token },
  });
  const minutes = (await status.json()).data.table_minutes as number;
  expect(minutes).toBeGreaterThanOrEqual(120);
  const sentence = `Your table is yours for ${tableTime(minutes)}`;
  const summary = page.getByRole('region', { name: place.name });
  await expect(summary).toContainText(`${people} people`);
  await expect(summary).toContainText('30 min');
  await expect(page.getByText(sentence)).toBeVisible();

  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('07700 900123');
  await page.getByRole('textbox', { name: 'Email' }).fill(longEmail('sixteen'));
  await page.getByRole('button', { name: 'Reserve now' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByText(`Your reservation at ${place.name} is confirmed`)).toBeVisible();
  await expect(page.getByText(sentence)).toBeVisible();
});

test('a party above the online maximum is asked to call, with the Call link in place of times @mobile', async ({
  page,
  request,
}) => {
  const { date, day } = londonTomorrow();
  const list = (
    await (await request.get('/api/v1/user/restaurant', { params: { per_page: 50 } })).json()
  ).data.data as { uuid: string; name: string; online_booking: boolean }[];
  let found: { uuid: string; name: string; phone: string; max: number } | null = null;
  for (const candidate of list.filter((r) => r.online_booking)) {
    const detail = (await (await request.get(`/api/v1/user/restaurants/${candidate.uuid}`)).json())
      .data as { phone: string | null; max_online_party: number };
    if (detail.phone && detail.max_online_party < 20) {
      found = { ...candidate, phone: detail.phone, max: detail.max_online_party };
      break;
    }
  }
  expect(found).not.toBeNull();
  const place = found!;
  const people = place.max + 1;
  const answer = await (
    await request.get(`/api/v1/user/restaurants/${place.uuid}/availability`, {
      params: { date, day, number_of_people: people },
    })
  ).json();
  expect(answer.data).toEqual({ available_slots: [], call_to_book: expect.any(String) });
  expect(answer.data.call_to_book).toContain(`up to ${place.max} people`);

  await page.goto(`/restaurant-details/${place.uuid}`);
  const panel = page.getByRole('complementary', { name: 'Book a table' });
  await choosePartyAndTomorrow(panel, people);
  await expect(panel.getByText(answer.data.call_to_book)).toBeVisible();
  await expect(panel.getByRole('link', { name: `Call ${place.phone}` })).toBeVisible();
  await expect(panel.getByText('No available slots')).toHaveCount(0);
  await expect(panel.getByRole('group', { name: 'Available times' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Reserve now' })).toBeDisabled();
});
