// Managing a booking (issue 48): after the free cancellation, a reminder's one-tap cancel, and
// the schema.org markup search engines and mail clients read (ADR 0056).
import type { APIRequestContext, Page } from '@playwright/test';
import { createActiveUser, signInAs } from '../support/accounts';
import { bookOneOf, bookPastFreeCancellation, findBookableRestaurant } from '../support/booking';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mailbox';

// Whole journeys that make an account and wait on the outbox's emails.
test.describe.configure({ timeout: 90_000 });

/** The JSON-LD blocks of an HTML document, parsed by the browser's own HTML parser. */
const jsonLdOf = (page: Page, html: string) =>
  page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    return [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
  }, html);

/** The booking's status as the diner's own list has it. */
const statusOf = async (
  request: APIRequestContext,
  account: { user: { uuid: string }; token: string },
  uuid: string,
) => {
  const answer = await request.get(
    `/api/v1/user/reservation/user-reservations/${account.user.uuid}`,
    { headers: { authorization: `Bearer ${account.token}` } },
  );
  const list = (await answer.json()).data as { uuid: string; status: string }[];
  return list.find((booking) => booking.uuid === uuid)?.status;
};

test('a diner tries to cancel after the deadline and sees the phone number @mobile', async ({
  page,
  request,
}) => {
  const account = await createActiveUser(request, `late.${test.info().project.name}`);
  const booked = await bookPastFreeCancellation(request, account);

  // The API refuses, saying when free cancellation ended and whom to call.
  const refused = await request.post(`/api/v1/user/reservation/${booked.uuid}/cancel`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(refused.status()).toBe(409);
  const message = (await refused.json()).message as string;
  const ended =
    /^Free cancellation ended at (\d{1,2}:\d\d [AP]M on \w{3} \d{1,2} \w{3,4}), so this booking can no longer be cancelled online\. Please call (.+) on (.+)\.$/.exec(
      message,
    );
  expect(ended?.slice(2)).toEqual([booked.place.name, booked.phone]);
  expect(await statusOf(request, account, booked.uuid)).toBe('pending');

  // The profile shows the number where Cancel was.
  await signInAs(page, account);
  await page.goto('/profile');
  const upcoming = page.getByRole('region', { name: 'Upcoming (1)', exact: true });
  const card = upcoming.getByRole('article', { name: booked.place.name, exact: true });
  await expect(card).toContainText(`Free cancellation ended at ${ended![1]}`);
  await expect(card).toContainText(
    `It can no longer be changed or cancelled online. Call ${booked.place.name} on ${booked.phone}.`,
  );
  await expect(card.getByRole('link', { name: booked.phone })).toHaveAttribute(
    'href',
    `tel:${booked.phone.replace(/\s+/g, '')}`,
  );
  await expect(card.getByRole('button', { name: 'Cancel reservation' })).toHaveCount(0);
  await expect(card).toContainText('Status: Booked');
});

test("a reminder's cancel link cancels once and says so the second time @mobile", async ({
  page,
  request,
}) => {
  const account = await createActiveUser(request, `reminder.${test.info().project.name}`);
  const people = 2;
  const { place, slots, date, day } = await findBookableRestaurant(request, people);
  // From the middle of the evening: the journeys hold the last times.
  const middle = Math.floor(slots.length / 2);
  const booked = await bookOneOf(request, account, { place, date, day, people }, [
    ...slots.slice(middle),
    ...slots.slice(0, middle),
  ]);
  expect(booked, `a free time at ${place.name}`).toBeDefined();

  // A reminder goes out 24 hours before (ADR 0052): a run cannot wait for that without faking
  // the server's clock. Its Cancel is the booking's signed link with reply=cancel, the link the
  // confirmation's markup gives mail clients as cancelReservationUrl (an API test checks that
  // the reminder carries that same link): the journey opens it from there.
  const confirmation = await waitForMail(
    request,
    account.email,
    `Your table at ${place.name} is booked`,
  );
  const [markup, ...more] = await jsonLdOf(page, confirmation.html);
  expect(more).toEqual([]);
  expect(markup).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'FoodEstablishmentReservation',
    reservationNumber: booked!.uuid,
    reservationStatus: 'https://schema.org/ReservationConfirmed',
    underName: { '@type': 'Person', name: account.user.first_name },
    reservationFor: { '@type': 'FoodEstablishment', name: place.name },
    partySize: people,
    startTime: expect.stringMatching(
      new RegExp(`^${date.split('/').reverse().join('-')}T${booked!.slot.start}:00\\+0[01]:00$`),
    ),
  });
  const link = new URL(markup!.cancelReservationUrl as string);
  expect(link.pathname).toBe(`/my-booking/${booked!.uuid}`);
  expect(link.searchParams.get('reply')).toBe('cancel');
  expect(confirmation.text).toContain(markup!.modifyReservationUrl as string);

  // Opening the link asks (a mail scanner that follows it cancels nothing); the button cancels.
  await page.goto(link.pathname + link.search);
  const dialog = page.getByRole('dialog', { name: 'Cancel reservation' });
  await expect(dialog).toBeVisible();
  expect(await statusOf(request, account, booked!.uuid)).toBe('pending');
  await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(page.getByText(/has been cancelled\.$/)).toBeVisible();
  expect(await statusOf(request, account, booked!.uuid)).toBe('cancelled');

  // The same link again: nothing to ask, and the page says the booking is cancelled.
  await page.goto(link.pathname + link.search);
  const card = page.getByRole('article', { name: place.name, exact: true });
  await expect(card).toContainText('Status: Cancelled');
  await expect(page.getByText('This booking is already cancelled.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel reservation' })).toHaveCount(0);
  // One cancellation, one notice.
  const notice = await waitForMail(
    request,
    account.email,
    `Your booking at ${place.name} is cancelled`,
  );
  expect((await jsonLdOf(page, notice.html))[0]).toMatchObject({
    reservationNumber: booked!.uuid,
    reservationStatus: 'https://schema.org/ReservationCancelled',
  });
});

test("the restaurant page's server HTML describes the restaurant in schema.org JSON-LD", async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/v1/user/restaurant-top-review')).json()).data
    .data as { uuid: string }[];
  const { uuid } = list[0]!;
  const details = (await (await request.get(`/api/v1/user/restaurants/${uuid}`)).json()).data;
  // The page is rendered with its data when the answer comes within the server's limit; a
  // loaded machine may miss it once, so the HTML is asked again until it has it.
  let blocks: Record<string, unknown>[] = [];
  await expect
    .poll(async () => {
      const answer = await request.get(`/restaurant-details/${uuid}`, {
        headers: { accept: 'text/html' },
      });
      expect(answer.status()).toBe(200);
      blocks = await jsonLdOf(page, await answer.text());
      return blocks.length;
    })
    .toBe(1);
  const [restaurant] = blocks;
  expect(restaurant).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: details.name,
    geo: { '@type': 'GeoCoordinates', latitude: details.latitude, longitude: details.longitude },
    servesCuisine: details.category,
    priceRange: '£'.repeat(details.price_level),
    aggregateRating: {
      '@type': 'AggregateRating',
      reviewCount: details.review_count,
    },
  });
  expect(new URL(restaurant!.url as string).pathname).toBe(`/restaurant-details/${uuid}`);
  const hours = restaurant!.openingHoursSpecification as Record<string, string>[];
  expect(hours.length).toBeGreaterThan(0);
  expect(hours[0]).toEqual({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: expect.stringMatching(/^https:\/\/schema\.org\/[A-Z][a-z]+day$/),
    opens: expect.stringMatching(/^\d\d:\d\d$/),
    closes: expect.stringMatching(/^\d\d:\d\d$/),
  });
});
