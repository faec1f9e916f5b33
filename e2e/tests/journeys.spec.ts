// Journeys across remotes (issue 11): account and checkout pages, the API and its mail together.
import type { Page } from '@playwright/test';
import { createActiveUser, newSession, signInAs } from '../support/accounts';
import { layoutShiftTotal, recordLayoutShifts } from '../support/layout-shifts';
import {
  choosePartyAndTomorrow,
  findBookableRestaurant,
  slotButtonName,
  twelveHour,
} from '../support/booking';
import { expect, longEmail, test } from '../support/fixtures';
import { waitForMail } from '../support/mailbox';

/** Fills and sends the sign-in form (the captcha is cleared after every refusal). */
async function submitSignIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('checkbox', { name: /not a robot/ }).check();
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * One account per project for both journeys, made in the order written: guest-register lets a
 * server process take 10 sign-ups in 10 minutes, and the rest of the suite already makes 7.
 * The booking goes first, as it uses the session the reset later signs out.
 */
test.describe('a real account', () => {
  // Whole journeys (a booking and its cancellation, a reset) that wait on emails the outbox
  // sends: a loaded machine needs more than the 30 s a single page's test is given.
  test.describe.configure({ mode: 'default', timeout: 90_000 });
  let account: Awaited<ReturnType<typeof createActiveUser>>;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    // A long address: the pages and dialogs that name it must wrap it on a phone.
    const tag = `journey.${testInfo.project.name}`;
    account = await createActiveUser(api, tag, longEmail(tag));
    await api.dispose();
  });

  test('a signed-in diner books without the guest form, finds it under Upcoming, cancels it and is emailed @mobile', async ({
    page,
    request,
  }) => {
    // A session of its own: it ends with a sign-out, and the reset below needs the account's.
    const session = await newSession(request, account);
    await signInAs(page, session);
    const people = 2;
    const found = await findBookableRestaurant(request, people);
    const { place, date, day } = found;
    // A late slot (still ahead if the run crosses midnight), but not the very last, which
    // other journeys hold.
    const slot = found.slots[Math.max(0, found.slots.length - 3)]!;
    const time = `${twelveHour(slot.start)} – ${twelveHour(slot.end)}`;
    const when = `${day.charAt(0).toUpperCase()}${day.slice(1)} ${date}`;
    const noted = 'A quiet corner, please';

    await page.goto(`/restaurant-details/${place.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Book a table' });
    await choosePartyAndTomorrow(panel, people);
    await panel.getByRole('button', { name: slotButtonName(slot), exact: true }).click();
    await panel.getByRole('button', { name: 'Reserve now' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('region', { name: place.name })).toContainText(time);

    // Signed in, the account books as itself: no guest details to give.
    const form = page.getByRole('form', { name: 'Complete your reservation' });
    await expect(form.getByRole('textbox', { name: /Special request/ })).toBeVisible();
    await expect(form.getByRole('group', { name: 'Your details' })).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await form.getByRole('textbox', { name: /Special request/ }).fill(noted);
    await form.getByRole('button', { name: 'Reserve now' }).click();

    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await expect(page.getByText(`Your reservation at ${place.name} is confirmed`)).toBeVisible();
    await expect(page.getByText(/activate your account/)).toHaveCount(0);
    const booked = await waitForMail(
      request,
      account.email,
      `Your table at ${place.name} is booked`,
    );
    expect(booked.text).toContain(noted);

    // Layout shifts as the profile loads (the reservations arriving above Account details).
    await recordLayoutShifts(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const upcoming = page.getByRole('region', { name: 'Upcoming (1)', exact: true });
    const card = upcoming.getByRole('article', { name: place.name, exact: true });
    await expect(card).toContainText(when);
    await expect(card).toContainText(time);
    await expect(card).toContainText(`${people} people`);
    await expect(card).toContainText(noted);
    await expect(card).toContainText('Status: Booked');
    // Every word of the card's facts on one line: on a phone, beside their terms, the values
    // were about 90 px wide and broke words in half ('Wednesda y').
    const splitWords = await card.locator('dd').evaluateAll((values) => {
      const split: string[] = [];
      for (const value of values) {
        const walker = document.createTreeWalker(value, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const word of node.textContent!.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            if (range.getClientRects().length > 1) split.push(word[0]);
          }
        }
      }
      return split;
    });
    expect(splitWords).toEqual([]);
    await expect(page.getByRole('region', { name: 'Account details' })).toBeVisible();
    const shifted = await layoutShiftTotal(page);
    expect(shifted, 'layout shift while the profile loaded').toBeLessThan(0.02);

    // Opened at #account-details (a reload, a link): the browser looked for it before it was
    // drawn; the page goes there once both parts have loaded, below the header.
    await page.goto('/profile#account-details');
    const details = page.getByRole('region', { name: 'Account details' });
    await expect(details.getByText(account.email)).toBeVisible();
    const headerBottom = await page
      .getByRole('banner')
      .evaluate((el) => el.getBoundingClientRect().bottom);
    await expect
      .poll(() => details.evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(headerBottom + 60);
    expect(await details.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
      headerBottom,
    );

    await card.getByRole('button', { name: 'Cancel reservation' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel reservation' });
    await expect(confirm).toContainText(
      `Cancel your table for ${people} people at ${place.name} on ${when}, ${time}?`,
    );
    await confirm.getByRole('button', { name: 'Cancel reservation' }).click();
    await expect(confirm).toBeHidden();
    await expect(
      page.getByText(`Your reservation at ${place.name} on ${when} has been cancelled.`),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Upcoming (0)', exact: true })).toContainText(
      'You have no upcoming reservations.',
    );
    const cancelled = page.getByRole('region', { name: 'Cancelled (1)', exact: true });
    await expect(cancelled.getByRole('article', { name: place.name, exact: true })).toContainText(
      'Status: Cancelled',
    );
    await expect(cancelled.getByRole('button', { name: 'Cancel reservation' })).toHaveCount(0);

    // The server has it cancelled too, not only this page: a reload lists it so.
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Cancelled (1)', exact: true })
        .getByRole('article', { name: place.name, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Upcoming (0)', exact: true })).toBeVisible();

    const notice = await waitForMail(
      request,
      account.email,
      `Your booking at ${place.name} is cancelled`,
    );
    expect(notice.text).toContain(`Date: ${date}`);
    expect(notice.text).toContain(`Time: ${time}`);
    expect(notice.attachments.map((a) => a.filename)).toEqual(['cancellation.ics']);

    // Signed out, the next person at this device finds no trace of the booking.
    await page.goto('/edit-reservation');
    await expect(page.getByRole('heading', { name: 'Your latest booking' })).toBeVisible();
    await page.getByRole('button', { name: session.user.first_name }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/edit-reservation');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit reservation' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your latest booking' })).toHaveCount(0);
    await expect(page.getByText(place.name)).toHaveCount(0);
  });

  test('forgot password: the emailed code leads to reset-password; the new password signs in and the old one is refused @mobile', async ({
    page,
    request,
  }) => {
    const newPassword = 'another long secret 2';

    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    const ask = page.getByRole('form', { name: 'Request a one-time code' });
    await ask.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await ask.getByRole('button', { name: 'Send OTP' }).click();

    const modal = page.getByRole('dialog', { name: 'Enter OTP' });
    // While Verify waits for its answer, its spinner is a second status (with no text).
    const modalMessage = modal.getByRole('status').filter({ hasText: /\S/ });
    await expect(modalMessage).toHaveText('OTP has been sent to your email.');
    await expect(modal).toContainText(`Enter the 6-digit code we emailed to ${account.email}.`);
    // The address wraps inside the dialog: nothing in it is cut off on a phone.
    expect(await modal.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBe(0);
    const mail = await waitForMail(request, account.email, 'Your TableHop password reset code');
    const code = /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
    expect(code, mail.text).toMatch(/^\d{6}$/);
    await modal.getByRole('textbox', { name: 'OTP', exact: true }).fill(code!);
    await modal.getByRole('button', { name: 'Verify' }).click();
    await expect(modalMessage).toHaveText(
      'OTP verification successful. Please choose a new password.',
    );
    await modal.getByRole('button', { name: 'Change Password' }).click();

    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    const reset = page.getByRole('form', { name: 'Choose a new password' });
    await reset.getByLabel('New password', { exact: true }).fill(newPassword);
    await reset.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await reset.getByRole('button', { name: 'Reset password' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await expect(success.getByRole('status')).toHaveText(
      'Your password has been changed. Please sign in.',
    );
    // The reset signs the account out everywhere: the session made before it is over.
    const before = await request.get('/api/v1/user/profile', {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(before.status()).toBe(401);
    // Spec section 4: reset-password goes on to sign-in by itself after 3 seconds.
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(success).toBeHidden();

    await submitSignIn(page, account.email, account.password);
    const refused = page.getByRole('dialog', { name: 'Error' });
    await expect(refused.getByRole('alert')).toHaveText('The email or password is incorrect.');
    await refused.getByRole('button', { name: 'Ok' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await submitSignIn(page, account.email, newPassword);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });
});
