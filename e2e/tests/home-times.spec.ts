import { londonDaysAhead, twelveHour } from '../support/booking';
import { layoutShiftTotal, recordLayoutShifts } from '../support/layout-shifts';
import { expect, test } from '../support/fixtures';

// The home grid's times (issue 47 item 3): each tile shows the next three times for two
// people today, drawn into room the tile kept (nothing moves), and a time opens the restaurant
// page with its booking panel set to it.

test("the home grid's tiles show today's times for two, and a time opens the set panel @mobile", async ({
  page,
  request,
}) => {
  await recordLayoutShifts(page);
  await page.goto('/');
  const cuisine = await page
    .getByRole('group', { name: 'Cuisines' })
    .getByRole('button', { pressed: true })
    .innerText();
  const grid = page.getByRole('list', { name: `${cuisine} restaurants` });
  const tiles = grid.getByRole('link', { name: /,/ });
  await expect(tiles.first()).toBeVisible();
  const uuids = (await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')!)))
    .map((href) => /^\/restaurant-details\/([^/?]+)$/.exec(href)?.[1])
    .filter((uuid): uuid is string => uuid !== undefined);
  expect(uuids.length).toBeGreaterThan(0);

  // What the API offers two people today, under the same rules as the booking panel.
  const today = londonDaysAhead(0);
  const answer = await request.get('/api/v1/user/restaurants/times', {
    params: { uuids: uuids.join(','), date: today.date, number_of_people: 2 },
  });
  expect(answer.status()).toBe(200);
  const offered = (await answer.json()).data as { uuid: string; times: string[] }[];
  const timed = offered.find((entry) => entry.times.length > 0);
  if (!timed) {
    // Late in the evening no tile has a time left today: each says so.
    await expect(grid.getByText('No tables for 2 today').first()).toBeVisible();
    return;
  }
  const times = grid.getByRole('list', { name: /^Times for 2 people at / }).filter({
    has: page.locator(`a[href^="/restaurant-details/${timed.uuid}?"]`),
  });
  await expect(times.getByRole('link').first()).toBeVisible();
  const shown = await times.getByRole('link').allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);
  // A time that passed between the two answers is the only difference allowed.
  expect(timed.times.map(twelveHour)).toEqual(expect.arrayContaining(shown.slice(0, 1)));
  // The times drew into the room their tiles kept.
  const shifted = await layoutShiftTotal(page);
  expect(shifted).toBeLessThan(0.01);

  const first = times.getByRole('link').first();
  const label = await first.innerText();
  const time = timed.times.find((value) => twelveHour(value) === label)!;
  await first.click();
  const [dd, mm, yyyy] = today.date.split('/');
  await expect(page).toHaveURL(
    new RegExp(
      `/restaurant-details/${timed.uuid}\\?date=${yyyy}-${mm}-${dd}&party=2&time=${time}$`,
    ),
  );
  const panel = page.getByRole('complementary', { name: 'Book a table' });
  await expect(panel.getByRole('button', { name: /^Person/ })).toContainText('2 people');
  await expect(panel.getByRole('button', { name: /^Time/ })).toContainText(label);
});
