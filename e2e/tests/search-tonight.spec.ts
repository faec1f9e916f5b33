import { londonTomorrow, twelveHour } from '../support/booking';
import { expect, test } from '../support/fixtures';

// 'Where can we eat tonight?' (issue 47 item 3, ADR 0051): the result page's date and party
// control, the Available filter in the URL, each card's times, and a time opening the
// restaurant page with its booking panel set to it.

interface Card {
  uuid: string;
  name: string;
  online_booking: boolean;
  times?: string[];
}

test('choose a party and a date, keep the restaurants with a table, and open one at a time @mobile', async ({
  page,
  request,
}) => {
  const people = 3;
  const tomorrow = londonTomorrow();
  const [dd, mm, yyyy] = tomorrow.date.split('/');
  const iso = `${yyyy}-${mm}-${dd}`;
  // A seeded restaurant with a time for three tomorrow, searched for by its name.
  const list = (
    await (await request.get('/api/v1/user/restaurant', { params: { per_page: 50 } })).json()
  ).data.data as Card[];
  let chosen: (Card & { times: string[] }) | null = null;
  for (const candidate of list.filter((r) => r.online_booking)) {
    const answer = (
      await (
        await request.get('/api/v1/user/search-restaurant', {
          params: { name: candidate.name, date: tomorrow.date, number_of_people: people },
        })
      ).json()
    ).data.data as Card[];
    const card = answer.find((r) => r.uuid === candidate.uuid);
    if (card?.times && card.times.length > 0) {
      chosen = { ...card, times: card.times };
      break;
    }
  }
  expect(chosen, 'a seeded restaurant with a table for three tomorrow').not.toBeNull();
  const { uuid, name, times } = chosen!;

  await page.goto(`/search-result?name=${encodeURIComponent(name)}`);
  const control = page.getByRole('group', { name: 'When and how many' });
  await control.getByRole('combobox', { name: 'Party' }).selectOption(String(people));
  await expect(page).toHaveURL(/[?&]party=3(&|$)/);
  await control.getByLabel('Date').fill(iso);
  await expect(page).toHaveURL(new RegExp(`[?&]date=${iso}(&|$)`));
  // The box follows the URL, which a loaded phone may take a moment to change.
  const available = control.getByRole('checkbox', { name: 'Available tomorrow' });
  await available.click();
  await expect(page).toHaveURL(/[?&]available=1(&|$)/);
  await expect(available).toBeChecked();

  // Every card left has a time; the chosen one shows its first three.
  const results = page.getByRole('list', { name: 'Restaurants' });
  await expect(results.getByText(/^No tables for/)).toHaveCount(0);
  const cardTimes = results.getByRole('list', { name: `Times for ${people} people at ${name}` });
  await expect(cardTimes.getByRole('link')).toHaveText(times.map(twelveHour));

  // A reload keeps the choice: it is all in the URL.
  await page.reload();
  await expect(control.getByRole('combobox', { name: 'Party' })).toHaveValue(String(people));
  await expect(control.getByRole('checkbox', { name: 'Available tomorrow' })).toBeChecked();

  await cardTimes.getByRole('link').first().click();
  await expect(page).toHaveURL(
    new RegExp(`/restaurant-details/${uuid}\\?date=${iso}&party=${people}&time=${times[0]!}$`),
  );
  const panel = page.getByRole('complementary', { name: 'Book a table' });
  await expect(panel.getByRole('button', { name: /^Person/ })).toContainText(`${people} people`);
  await expect(panel.getByRole('button', { name: /^Date/ })).toContainText('Tomorrow');
  await expect(panel.getByRole('button', { name: /^Time/ })).toContainText(twelveHour(times[0]!));
  await expect(panel.getByRole('button', { name: 'Reserve now' })).toBeEnabled();
});
