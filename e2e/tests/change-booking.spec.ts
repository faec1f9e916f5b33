// A booking changed in place (issue 48, items 1, 5 and 7): from the profile, a new time and
// party, the same booking, and an updated calendar file that replaces the first.
import { createActiveUser, signInAs } from '../support/accounts';
import { findBookableRestaurant, twelveHour } from '../support/booking';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mailbox';

/** A property's value in a calendar file, its folded lines joined (RFC 5545 3.1). */
const icsValue = (ics: string, name: string) =>
  new RegExp(`\\r\\n${name}[:;]([^\\r]*)`).exec(ics.replace(/\r\n[ \t]/g, ''))?.[1];

test.describe('changing a booking', () => {
  // Two emails through the outbox and an account made for the test: more than a page's 30 s
  // on a loaded machine.
  test.describe.configure({ timeout: 90_000 });

  test('a signed-in diner changes the time and party from the profile and gets the updated calendar file @mobile', async ({
    page,
    request,
  }, testInfo) => {
    const account = await createActiveUser(request, `change.${testInfo.project.name}`);
    const user = account.user as unknown as { id: number };
    // Two times free tomorrow: one to book, another to move to.
    const { place, slots, date, day } = await findBookableRestaurant(request, 2, 2);
    const booked = slots[Math.max(0, slots.length - 3)]!;
    const query = {
      start_time: booked.start,
      end_time: booked.end,
      date,
      day,
      rest_uuid: place.uuid,
      number_of_people: '2',
    };
    const held = await request.get('/api/v1/user/reservation/reservation-time-hold', {
      params: { ...query, status: 'hold' },
    });
    expect(held.status()).toBe(200);
    const hold = (await held.json()).data as { uuid: string; hold_token: string };
    const book = await request.get('/api/v1/user/reservation/reservation-book', {
      params: { ...query, status: 'pending', reservation_uuid: hold.uuid, guest_id: user.id },
      headers: { 'x-hold-token': hold.hold_token, authorization: `Bearer ${account.token}` },
    });
    expect(book.status()).toBe(200);
    const confirmation = await waitForMail(
      request,
      account.email,
      `Your table at ${place.name} is booked`,
    );

    try {
      await signInAs(page, account);
      await page.goto('/profile');
      const card = page
        .getByRole('region', { name: 'Upcoming (1)', exact: true })
        .getByRole('article', { name: place.name, exact: true });
      await expect(card).toContainText(`${twelveHour(booked.start)} – ${twelveHour(booked.end)}`);
      await card.getByRole('button', { name: 'Change reservation' }).click();

      const dialog = page.getByRole('dialog', { name: 'Change reservation' });
      await dialog
        .getByRole('combobox', { name: 'Party size' })
        .selectOption({ label: '3 people' });
      // The times offered for three, the booking's own table left out; any but the one booked.
      const time = dialog.getByRole('combobox', { name: 'Time' });
      const offered = async () =>
        (await time.locator('option').allTextContents()).filter(
          (label) => label !== 'Choose a time' && label !== twelveHour(booked.start),
        );
      await expect.poll(async () => (await offered()).length).toBeGreaterThan(0);
      const chosen = (await offered())[0]!;
      await time.selectOption({ label: chosen });
      await dialog.getByRole('button', { name: 'Confirm change' }).click();

      await expect(page.getByRole('status').filter({ hasText: 'is now on' })).toContainText(
        `Your reservation at ${place.name} is now on`,
      );
      await expect(dialog).toHaveCount(0);
      await expect(card).toContainText(`${chosen} –`);
      await expect(card).toContainText('3 people');
      // The server has it so too: a reload shows the same booking changed.
      await page.reload();
      await expect(card).toContainText(`${chosen} –`);
      await expect(card).toContainText('3 people');

      const changed = await waitForMail(
        request,
        account.email,
        `Your booking at ${place.name} has changed`,
      );
      expect(changed.text).toContain('Party: 3 people');
      expect(changed.text).toContain(`Time: ${chosen}`);
      const [file] = changed.attachments;
      expect(file!.filename).toBe('reservation.ics');
      expect(file!.contentType).toContain('method=REQUEST');
      const first = confirmation.attachments[0]!.content;
      expect(icsValue(file!.content, 'METHOD')).toBe('REQUEST');
      expect(icsValue(file!.content, 'UID')).toBe(icsValue(first, 'UID'));
      expect(Number(icsValue(file!.content, 'SEQUENCE'))).toBeGreaterThan(
        Number(icsValue(first, 'SEQUENCE')),
      );
    } finally {
      // The suite's journeys cancel what they book: the table goes back for the next run.
      await request.post(`/api/v1/user/reservation/${hold.uuid}/cancel`, {
        headers: { authorization: `Bearer ${account.token}` },
      });
    }
  });
});
