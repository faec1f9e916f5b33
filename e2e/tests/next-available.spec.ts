import { slotButtonName, storedReservation, twelveHour } from '../support/booking';
import { expect, test } from '../support/fixtures';

// Next available (issue 47): a day with no time for the party offers the nearest that have
// one, and choosing it sets the panel as if the diner had picked that day and time.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (n: number) => String(n).padStart(2, '0');

/** The next Monday in London after today: most seeded restaurants are closed on Mondays. */
function nextLondonMonday() {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  const today = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  let ahead = 1;
  while (new Date(today + ahead * 86_400_000).getUTCDay() !== 1) ahead += 1;
  const monday = new Date(today + ahead * 86_400_000);
  return {
    date: `${pad(monday.getUTCDate())}/${pad(monday.getUTCMonth() + 1)}/${monday.getUTCFullYear()}`,
    day: 'monday',
    // The calendar's name for the day, after any 'Tomorrow, '.
    label: new RegExp(
      `Monday, ${monday.getUTCDate()} ${MONTHS[monday.getUTCMonth()]} ${monday.getUTCFullYear()}$`,
    ),
    nextMonth: monday.getUTCMonth() !== new Date(today).getUTCMonth(),
  };
}

/** 'Sat 5 Dec' for dd/mm/yyyy. */
function shortDay(date: string) {
  const [d, m, y] = date.split('/').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return `${DAYS[day.getUTCDay()]!.slice(0, 3)} ${d} ${MONTHS[m - 1]!.slice(0, 3)}`;
}

interface NextTime {
  date: string;
  day: string;
  start: string;
  end: string;
}

test('a closed day offers the next available times; choosing one sets the panel and holds it @mobile', async ({
  page,
  request,
}) => {
  const people = 2;
  const monday = nextLondonMonday();
  const list = (
    await (await request.get('/api/v1/user/restaurant', { params: { per_page: 50 } })).json()
  ).data.data as { uuid: string; name: string; online_booking: boolean }[];
  // Desktop and phone run at once: each takes its own restaurant, so their holds do not meet.
  let skip = test.info().project.name === 'mobile' ? 1 : 0;
  let found: { uuid: string; next: NextTime[] } | null = null;
  for (const candidate of list.filter((r) => r.online_booking)) {
    const day = await (
      await request.get(`/api/v1/user/restaurants/${candidate.uuid}/availability`, {
        params: { date: monday.date, day: monday.day, number_of_people: people },
      })
    ).json();
    if (day.data.available_slots.length > 0 || day.data.call_to_book) continue;
    const next = (
      await (
        await request.get(`/api/v1/user/restaurants/${candidate.uuid}/next-available`, {
          params: { date: monday.date, number_of_people: people },
        })
      ).json()
    ).data as NextTime[];
    if (next.length === 0) continue;
    if (skip-- > 0) continue;
    found = { uuid: candidate.uuid, next };
    break;
  }
  expect(found, 'a seeded restaurant closed next Monday').not.toBeNull();
  const { uuid, next } = found!;
  const first = next[0]!;

  await page.goto(`/restaurant-details/${uuid}`);
  const panel = page.getByRole('complementary', { name: 'Book a table' });
  await panel.getByRole('button', { name: /^Person/ }).click();
  await panel.getByRole('button', { name: `${people} people`, exact: true }).click();
  await panel.getByRole('button', { name: /^Date/ }).click();
  await panel.getByRole('grid').first().waitFor();
  if (monday.nextMonth) await panel.getByRole('button', { name: /next month/i }).click();
  await panel.getByRole('button', { name: monday.label }).click();

  await expect(panel.getByText('No available slots')).toBeVisible();
  const suggestions = panel.getByRole('region', { name: 'Next available' });
  await expect(suggestions.getByRole('button')).toHaveText(
    next.map((time) => `${shortDay(time.date)}, ${twelveHour(time.start)}`),
  );
  await suggestions.getByRole('button').first().click();

  await expect(suggestions).toHaveCount(0);
  await expect(
    panel.getByRole('button', { name: slotButtonName(first), exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByRole('button', { name: /^Time/ })).toContainText(twelveHour(first.start));
  await panel.getByRole('button', { name: 'Reserve now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const held = await storedReservation(page);
  expect({ date: held.date, start: held.start_time }).toEqual({
    date: first.date,
    start: first.start,
  });
});
