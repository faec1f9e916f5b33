import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  choosePartyAndTomorrow,
  findBookableRestaurant,
  slotButtonName,
  storedReservation,
  type Slot,
  twelveHour,
} from '../support/booking';
import { createActiveUser, signInAs } from '../support/accounts';
import { expect, expectNoSidewaysScroll, longEmail, test } from '../support/fixtures';
import { mailTo, waitForMail } from '../support/mailbox';

const LEAVE = 'If you leave, your reservation will be canceled. Are you sure?';

const holdStatus = (
  request: APIRequestContext,
  held: { reservation_uuid: string; hold_token: string },
) =>
  request.get('/api/v1/user/reservation/reservation-hold-status', {
    params: { reservation_uuid: held.reservation_uuid },
    headers: { 'x-hold-token': held.hold_token },
  });

/** From the restaurant page to checkout with a table held for `slot`. */
async function holdFromRestaurantPage(page: Page, uuid: string, people: number, slot: Slot) {
  await page.goto(`/restaurant-details/${uuid}`);
  const panel = page.getByRole('complementary', { name: 'Book a table' });
  await choosePartyAndTomorrow(panel, people);
  await panel.getByRole('button', { name: slotButtonName(slot), exact: true }).click();
  await panel.getByRole('button', { name: 'Reserve now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('timer')).toHaveText(/^[45]:\d\d$/);
}

/** A table for two held at checkout, at a restaurant's last time tomorrow. */
async function holdLastTime(page: Page, request: APIRequestContext) {
  const people = 2;
  const { place, slots } = await findBookableRestaurant(request, people);
  await holdFromRestaurantPage(page, place.uuid, people, slots[slots.length - 1]!);
  return { place, held: await storedReservation(page) };
}

test('a guest holds a table, moves it with Edit, books it and gets the confirmation email @mobile', async ({
  page,
  request,
}) => {
  // A journey that waits on an email: 90 s, as journeys.spec.ts says why.
  test.slow();
  const people = 2;
  const { place, slots, date } = await findBookableRestaurant(request, people, 2);
  // Two late slots: a run near midnight still finds them in the future tomorrow.
  const [first, second] = [slots[slots.length - 2]!, slots[slots.length - 1]!];
  await holdFromRestaurantPage(page, place.uuid, people, first);

  const summary = page.getByRole('region', { name: place.name });
  await expect(summary).toContainText(`${people} people`);
  await expect(summary).toContainText(date);
  await expect(summary).toContainText(`${twelveHour(first.start)} – ${twelveHour(first.end)}`);
  await expect(summary).toContainText('30 min');
  const held = await storedReservation(page);

  // Edit loads remote-restaurant's own panel; another time moves the same hold.
  await summary.getByRole('button', { name: 'Edit' }).click();
  const panel = page.getByRole('region', { name: 'Change your booking' });
  await choosePartyAndTomorrow(panel, people);
  // Its calendar fits inside the summary card: on a phone the page stays as wide as the screen.
  await expect(panel.getByRole('grid').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  // It starts from the table held; the page's one Reserve now is the form's, which books.
  await expect(
    panel.getByRole('button', { name: slotButtonName(first), exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByRole('button', { name: 'Reserve now' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Update booking' })).toBeDisabled();
  await panel.getByRole('button', { name: slotButtonName(second), exact: true }).click();
  await panel.getByRole('button', { name: 'Update booking' }).click();
  await expect(panel).toBeHidden();
  await expect(summary).toContainText(`${twelveHour(second.start)} – ${twelveHour(second.end)}`);
  // The move is one transaction: the new claim is live and the first one gone.
  const moved = await storedReservation(
    page,
    (current) => current.reservation_uuid !== held.reservation_uuid && !!current.hold_token,
  );
  expect((await (await holdStatus(request, moved)).json()).data).toMatchObject({
    status: 'hold',
    start: second.start,
  });
  expect(moved.reservation_uuid).not.toBe(held.reservation_uuid);
  expect((await (await holdStatus(request, held)).json()).data.status).toBe('released');

  // The guest form refuses what the spec says, then books.
  await page.getByRole('button', { name: 'Reserve now' }).click();
  await expect(page.getByText('First name is required.')).toBeVisible();
  await expect(page.getByText('Email is required.')).toBeVisible();
  const email = longEmail(`guest.${test.info().project.name}`);
  await page.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('07700 900123');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: /Special request/ }).fill('A table by the window');
  await page.getByRole('button', { name: 'Reserve now' }).dblclick();

  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByText(`Your reservation at ${place.name} is confirmed`)).toBeVisible();
  await expect(page.getByText(/activate your account/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect((await (await holdStatus(request, moved)).json()).data.status).toBe('pending');

  // The confirmation goes out through the mail outbox just after the booking: poll for it.
  const confirmation = await waitForMail(request, email, `Your table at ${place.name} is booked`);
  expect(confirmation.text).toContain('A table by the window');
  expect(
    (await mailTo(request, email)).some((m) => m.subject === 'Activate your TableHop account'),
  ).toBe(true);

  await page.getByRole('button', { name: 'Go To Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/thank-you');
  await expect(page).toHaveURL(/\/$/);
  // The guest has no session to end: the booking left this device with Go To Home.
  await page.goto('/edit-reservation');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit reservation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your latest booking' })).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
});

test("checkout's back button and the header's search ask first too @mobile", async ({
  page,
  request,
}) => {
  const { place, held } = await holdLastTime(page, request);
  await page.getByRole('textbox', { name: 'First name' }).fill('Amelia');
  const answers: ('dismiss' | 'accept')[] = ['dismiss', 'dismiss', 'accept'];
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void (answers.shift() === 'accept' ? dialog.accept() : dialog.dismiss());
  });

  // Back, then Cancel: the diner is still at checkout, with the table and what they typed.
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Amelia');
  expect(messages).toEqual([LEAVE]);

  // The header's search, then Cancel: no search is made.
  const search = page.getByRole('search', { name: 'Find a restaurant' });
  await search.getByRole('searchbox').fill(place.name);
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(messages).toEqual([LEAVE, LEAVE]);
  expect((await (await holdStatus(request, held)).json()).data.status).toBe('hold');

  // Back, then OK: the restaurant page, and the table goes back.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/restaurant-details/${place.uuid}$`));
  expect(messages).toEqual([LEAVE, LEAVE, LEAVE]);
  await expect
    .poll(async () => (await (await holdStatus(request, held)).json()).data.status)
    .toBe('released');
});

test("after the header's search from checkout, Back passes checkout once", async ({
  page,
  request,
}) => {
  const { place, held } = await holdLastTime(page, request);
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  const search = page.getByRole('search', { name: 'Find a restaurant' });
  await search.getByRole('searchbox').fill(place.name);
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(/\/search-result\?/);
  await expect(page.getByRole('link', { name: place.name }).first()).toBeVisible();
  expect(messages).toEqual([LEAVE]);
  await expect
    .poll(async () => (await (await holdStatus(request, held)).json()).data.status)
    .toBe('released');

  // Checkout once, its table gone, then the restaurant page; nothing more is asked.
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('You have no table held right now.', { exact: false })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/restaurant-details/${place.uuid}$`));
  expect(messages).toEqual([LEAVE]);
});

test('leaving checkout asks first; leaving releases the held table', async ({ page, request }) => {
  const { place, held } = await holdLastTime(page, request);

  // A link to another page of the site: Cancel stays, with the hold.
  const messages: string[] = [];
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Faq' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(messages).toEqual([LEAVE]);
  expect((await (await holdStatus(request, held)).json()).data.status).toBe('hold');

  // OK leaves, and the table goes back at once.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('contentinfo').getByRole('link', { name: 'Faq' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect
    .poll(async () => (await (await holdStatus(request, held)).json()).data.status)
    .toBe('released');
  expect(
    (await storedReservation(page, (current) => current.reservation_uuid === null))
      .reservation_uuid,
  ).toBeNull();

  // Back from there passes checkout once: its table is gone, and then the restaurant page.
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/restaurant-details/${place.uuid}$`));
});

test('on a phone the countdown stays in sight below the header while the form scrolls @mobile', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone layout: on a desktop the countdown scrolls with the page');
  await holdLastTime(page, request);
  const banner = page.getByRole('timer').locator('..');
  await page.getByRole('button', { name: 'Reserve now' }).scrollIntoViewIfNeeded();
  const header = await page.locator('#root > header').boundingBox();
  const box = await banner.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  expect(box!.y).toBeLessThan(header!.height + 40);
});

test('a returning guest books again with the code emailed to them, and the email link shows and cancels the booking @mobile', async ({
  page,
  request,
}) => {
  // A journey that waits on two emails: 90 s, as journeys.spec.ts says why.
  test.slow();
  const email = longEmail(`returning.${test.info().project.name}`);
  const fillGuest = async () => {
    await page.getByRole('textbox', { name: 'First name' }).fill('Grace');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('07700 900123');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
  };
  // The first booking makes the guest account (never activated, no password).
  const first = await holdLastTime(page, request);
  await fillGuest();
  await page.getByRole('button', { name: 'Reserve now' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await page.getByRole('button', { name: 'Go To Home' }).click();

  // The same email again: a code goes to it, and the table stays held while it is typed.
  const { place, held } = await holdLastTime(page, request);
  await fillGuest();
  await page.getByRole('textbox', { name: /Special request/ }).fill('Birthday cake at 9');
  await page.getByRole('button', { name: 'Reserve now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book with your email' });
  await expect(dialog).toContainText('We have emailed it a 6-digit code');
  const codeMail = await waitForMail(request, email, `Your TableHop code to book ${place.name}`);
  const code = /\b(\d{6})\b/.exec(codeMail.text)![1]!;
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await dialog.getByRole('textbox', { name: `Code sent to ${email}` }).fill(wrong);
  await dialog.getByRole('button', { name: 'Book my table' }).click();
  await expect(dialog.getByText(/That code is not right/)).toBeVisible();
  await dialog.getByRole('textbox', { name: `Code sent to ${email}` }).fill(code);
  await dialog.getByRole('button', { name: 'Book my table' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  expect((await (await holdStatus(request, held)).json()).data.status).toBe('pending');

  // Its confirmation links to this booking, signed: no sign-in needed to see or cancel it.
  const subject = `Your table at ${place.name} is booked`;
  let links: string[] = [];
  await expect
    .poll(async () => {
      const booked = (await mailTo(request, email)).filter((m) => m.subject === subject);
      links = booked.map((m) => /https?:\/\/\S+\/my-booking\/\S+/.exec(m.text)?.[0] ?? '');
      return booked.length;
    })
    .toBe(place.uuid === first.place.uuid ? 2 : 1);
  const link = new URL(links[0]!);
  expect(link.pathname).toBe(`/my-booking/${held.reservation_uuid}`);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  const card = page.getByRole('article', { name: place.name });
  await expect(card).toContainText('Birthday cake at 9');
  await card.getByRole('button', { name: 'Cancel reservation' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel reservation' })
    .getByRole('button', { name: 'Cancel reservation' })
    .click();
  await expect(page.getByText(/has been cancelled\.$/)).toBeVisible();
  await expect(card).toContainText('Cancelled');
  await expectNoSidewaysScroll(page);
  expect((await (await holdStatus(request, held)).json()).data.status).toBe('cancelled');

  // A link whose key is not this booking's opens nothing.
  await page.goto(`${link.pathname}?key=not-the-key`);
  await expect(page.getByRole('alert')).toContainText('This booking link is not valid.');
});

test('a signed-in diner books for a birthday with two allergies, sees them in the profile and the email, and finds them filled in next time @mobile', async ({
  page,
  request,
}) => {
  // Waits on an email: 90 s, as journeys.spec.ts says why.
  test.slow();
  const account = await createActiveUser(request, `dietary.${test.info().project.name}`);
  await signInAs(page, account);
  const people = 2;
  const { place, slots } = await findBookableRestaurant(request, people, 2);
  const [first, second] = [slots[slots.length - 2]!, slots[slots.length - 1]!];
  await holdFromRestaurantPage(page, place.uuid, people, first);

  const form = page.getByRole('form', { name: 'Complete your reservation' });
  const allergies = form.getByRole('group', { name: 'Allergies and dietary needs (optional)' });
  await form.getByRole('combobox', { name: 'Occasion (optional)' }).selectOption('Birthday');
  await allergies.getByRole('checkbox', { name: 'Peanuts' }).check();
  await allergies.getByRole('checkbox', { name: 'Milk' }).check();
  await allergies.getByRole('textbox', { name: 'Other dietary needs' }).fill('No coriander');
  await expect(
    form.getByRole('checkbox', { name: 'Remember my dietary needs for next time' }),
  ).toBeChecked();
  await form.getByRole('textbox', { name: /Special request/ }).fill('A table by the window');
  // Fourteen allergens and their labels fit a phone's width.
  await expectNoSidewaysScroll(page);
  await form.getByRole('button', { name: 'Reserve now' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);

  const confirmation = await waitForMail(
    request,
    account.email,
    `Your table at ${place.name} is booked`,
  );
  expect(confirmation.text).toContain('Special request: A table by the window');
  expect(confirmation.text).toContain('Occasion: Birthday');
  expect(confirmation.text).toContain('Dietary needs: Milk, Peanuts; No coriander');

  await page.goto('/profile');
  const card = page
    .getByRole('region', { name: 'Upcoming (1)', exact: true })
    .getByRole('article', { name: place.name, exact: true });
  await expect(card).toContainText('A table by the window');
  await expect(card).toContainText('Birthday');
  await expect(card).toContainText('Milk, Peanuts; No coriander');

  // Another booking: the dietary needs (not the occasion) are offered filled in.
  await holdFromRestaurantPage(page, place.uuid, people, second);
  await expect(allergies.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
  await expect(allergies.getByRole('checkbox', { name: 'Peanuts' })).toBeChecked();
  await expect(allergies.getByRole('checkbox', { name: 'Sesame' })).not.toBeChecked();
  await expect(allergies.getByRole('textbox', { name: 'Other dietary needs' })).toHaveValue(
    'No coriander',
  );
  await expect(form.getByRole('combobox', { name: 'Occasion (optional)' })).toHaveValue('');
  // The new fields pass axe's WCAG 2.1 A/AA checks as well as the rest of the form.
  const { violations } = await new AxeBuilder({ page })
    .include('form[aria-label="Complete your reservation"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  // The second table is let go: other tests may want it.
  const held = await storedReservation(page);
  await request.get('/api/v1/user/reservation/reservation-removed', {
    params: { reservation_uuid: held.reservation_uuid },
    headers: { 'x-hold-token': held.hold_token },
  });
});
