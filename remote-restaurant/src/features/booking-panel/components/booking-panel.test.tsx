import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'shared/router';
import { MemoryRouter } from 'shared/testing/router';
import { ApiError } from 'shared/api/errors';
import { getAvailability, type AvailabilityRequest } from 'shared/api/get-availability';
import { holdTable, type HoldTableResponse } from 'shared/api/hold-table';
import { releaseHold } from 'shared/api/release-hold';
import { getNextAvailable } from 'shared/api/get-next-available';
import { emptyReservation, useRootStore } from 'shared/store';
import type { AvailableSlot, CurrentReservation } from 'shared/types';
import type { BookingPanelProps } from 'shared/federation/booking-panel-contract';
import { TOO_MANY_HOLDS_FALLBACK } from '../api/use-hold-slot';
import BookingPanel from './booking-panel';
import { preloadCalendar } from './deferred-calendar';

// Role queries over ~100 buttons (party sizes and the calendar) cost about a second a test in
// jsdom; on a busy two-core CI box that can pass Jest's 5 s default.
jest.setTimeout(20_000);

jest.mock('shared/api/get-availability', () => ({
  ...jest.requireActual<object>('shared/api/get-availability'),
  getAvailability: jest.fn(),
}));
jest.mock('shared/api/hold-table', () => ({
  ...jest.requireActual<object>('shared/api/hold-table'),
  holdTable: jest.fn(),
}));
jest.mock('shared/api/get-next-available', () => ({
  ...jest.requireActual<object>('shared/api/get-next-available'),
  getNextAvailable: jest.fn(),
}));
jest.mock('shared/api/release-hold', () => ({ releaseHold: jest.fn(() => Promise.resolve()) }));
jest.mock('./deferred-calendar', () => {
  const actual = jest.requireActual<typeof import('./deferred-calendar')>('./deferred-calendar');
  return { ...actual, preloadCalendar: jest.fn(actual.preloadCalendar) };
});

const mockedAvailability = jest.mocked(getAvailability);
const mockedHold = jest.mocked(holdTable);
const mockedNext = jest.mocked(getNextAvailable);

// Saturday, 21 November 2026, 10:00 in London (GMT): Sunday the 22nd is Tomorrow.
const NOW = new Date('2026-11-21T10:00:00Z');
const RESTAURANT = { uuid: 'rest-uuid-1', name: 'Dishoom Covent Garden' };
const SLOT_TAKEN = 'Sorry, that time has just been taken. Please choose another time.';

const slot = (start: string): AvailableSlot => {
  const [h, m] = start.split(':').map(Number) as [number, number];
  const end = h * 60 + m + 30;
  return {
    start,
    end: `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`,
  };
};

const availability = (slots: AvailableSlot[]) => ({
  status: true,
  message: slots.length ? 'ok' : 'No available slots',
  data: { available_slots: slots },
});

/** Answers every availability request with the slots for its date. */
function serveSlots(byDate: Record<string, string[]>) {
  mockedAvailability.mockImplementation(({ date }: AvailabilityRequest) =>
    Promise.resolve(availability((byDate[date] ?? []).map(slot))),
  );
}

const held = (overrides: Partial<HoldTableResponse['data']> = {}): HoldTableResponse => ({
  status: true,
  message: 'Your table is held for 5 minutes.',
  data: {
    id: 42,
    uuid: 'res-uuid-42',
    start: '18:00',
    end: '18:30',
    date: '2026-11-21',
    number_of_people: 2,
    status: 'hold',
    expires_at: '2026-11-21T10:05:00Z',
    seconds_left: 300,
    hold_token: 'hold-token-42',
    ...overrides,
  },
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderPanel(props: Partial<BookingPanelProps> = {}, search = '') {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  render(
    <MemoryRouter initialEntries={[`/restaurant-details/rest-uuid-1${search}`]}>
      <Routes>
        <Route
          path="/restaurant-details/:restaurantId"
          element={<BookingPanel restaurant={RESTAURANT} {...props} />}
        />
        <Route path="/checkout" element={<h1>Checkout</h1>} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
  return user;
}

const setCurrent = (patch: Partial<CurrentReservation>) =>
  useRootStore.getState().patchReservation(patch);
/** A hold in progress at this restaurant: the diner is coming back to it. */
const holdingHere = (patch: Partial<CurrentReservation>) =>
  setCurrent({
    res_id: RESTAURANT.uuid,
    reservation_uuid: 'res-uuid-7',
    hold_token: 'hold-token-7',
    ...patch,
  });
const current = () => useRootStore.getState().reservations.current;
const timeButton = (name: string) => screen.findByRole('button', { name });
// While the hold is under way the button also holds a 'Loading' spinner.
const reserveButton = () => screen.getByRole('button', { name: /Reserve now$/ });
const updateButton = () => screen.getByRole('button', { name: /Update booking$/ });
const dateCaption = () => screen.getByText(/^Selected date:/);

async function openSection(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(screen.getByRole('button', { name }));
  // The Date section's calendar comes with its own code (deferred-calendar.tsx).
  await waitFor(() => expect(screen.queryByText('Loading calendar')).not.toBeInTheDocument());
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  mockedAvailability.mockReset();
  mockedHold.mockReset();
  mockedNext.mockReset();
  mockedNext.mockResolvedValue({ status: true, message: 'No available slots', data: [] });
  jest.mocked(releaseHold).mockClear();
  useRootStore.setState({ reservations: { current: emptyReservation(NOW), made: [] } });
  serveSlots({ '21/11/2026': ['09:00', '18:00', '18:30'], '22/11/2026': ['12:00', '19:00'] });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('BookingPanel: a new visit', () => {
  // A party of 6 on Thursday 3 December, as thank-you leaves it when its tab is closed.
  const BOOKED = {
    person: 6,
    date: '03/12/2026',
    day: 'thursday',
    start_time: '19:00',
    end_time: '19:30',
    reservation_uuid: 'res-uuid-6',
  } as const;

  it.each([
    ['booked here', { ...BOOKED, res_id: RESTAURANT.uuid, hold_token: null }],
    ['booked elsewhere', { ...BOOKED, res_id: 'rest-uuid-2', hold_token: null }],
    ['held elsewhere', { ...BOOKED, res_id: 'rest-uuid-2', hold_token: 'hold-token-6' }],
  ])('starts from 1 person and today after a table %s, and holds for them', async (_, earlier) => {
    setCurrent(earlier);
    mockedHold.mockResolvedValue(held());
    const user = renderPanel();
    expect(screen.getByRole('button', { name: 'Person 1 person' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Date Today' })).toBeInTheDocument();
    await user.click(await timeButton('6:00 PM to 6:30 PM'));
    await user.click(reserveButton());
    expect(mockedAvailability).toHaveBeenCalledWith(
      { restaurantUuid: 'rest-uuid-1', date: '21/11/2026', day: 'saturday', partySize: 1 },
      expect.any(AbortSignal),
    );
    expect(mockedHold).toHaveBeenCalledWith(
      expect.objectContaining({ date: '21/11/2026', day: 'saturday', partySize: 1 }),
    );
    // One table at a time: a hold elsewhere is given back for this one.
    expect(releaseHold).toHaveBeenCalledTimes(earlier.hold_token ? 1 : 0);
  });

  it("starts from a link's date, party and time (a search card's time)", async () => {
    mockedHold.mockResolvedValue(held({ start: '19:00', end: '19:30', date: '2026-11-22' }));
    const user = renderPanel({}, '?date=2026-11-22&party=2&time=19:00');
    expect(screen.getByRole('button', { name: 'Person 2 people' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Date Tomorrow' })).toBeInTheDocument();
    expect(await timeButton('7:00 PM to 7:30 PM')).toHaveAttribute('aria-pressed', 'true');
    await user.click(reserveButton());
    expect(mockedHold).toHaveBeenCalledWith(
      expect.objectContaining({ date: '22/11/2026', partySize: 2, startTime: '19:00' }),
    );
  });

  it.each([
    ['a malformed link', '?date=22-11-2026&party=two&time=7pm'],
    ['a past date', '?date=2026-11-20&party=0'],
  ])('starts from the defaults for %s', async (_, search) => {
    renderPanel({}, search);
    expect(screen.getByRole('button', { name: 'Person 1 person' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Date Today' })).toBeInTheDocument();
    expect(await timeButton('6:00 PM to 6:30 PM')).toHaveAttribute('aria-pressed', 'false');
  });

  it("follows a link over the hold in progress here: it is the diner's latest choice", async () => {
    holdingHere(BOOKED);
    renderPanel({}, '?date=2026-11-22&party=2&time=19:00');
    expect(screen.getByRole('button', { name: 'Person 2 people' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Date / })).not.toHaveAccessibleName(
      'Date 03/12/2026',
    );
  });

  it('keeps the party and day of the hold in progress when the diner comes back to it', async () => {
    holdingHere(BOOKED);
    renderPanel();
    expect(screen.getByRole('button', { name: 'Person 6 people' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Date 03/12/2026' })).toBeInTheDocument();
    await waitFor(() =>
      expect(mockedAvailability).toHaveBeenCalledWith(
        { restaurantUuid: 'rest-uuid-1', date: '03/12/2026', day: 'thursday', partySize: 6 },
        expect.any(AbortSignal),
      ),
    );
  });
});

describe('BookingPanel: Person', () => {
  it('offers 50 party sizes as toggle buttons, starting from the hold in progress here', async () => {
    holdingHere({ person: 4 });
    const user = renderPanel();
    const toggle = screen.getByRole('button', { name: 'Person 4 people' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    const sizes = within(screen.getByRole('group', { name: 'Number of people' })).getAllByRole(
      'button',
    );
    expect(sizes).toHaveLength(50);
    expect(sizes[0]).toHaveAccessibleName('1 person');
    expect(sizes[49]).toHaveAccessibleName('50 people');
    expect(screen.getByRole('button', { name: '4 people' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: '1 person' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('is one tab stop whose arrow keys move focus and Enter picks', async () => {
    const user = renderPanel();
    await openSection(user, /^Person/);
    act(() => screen.getByRole('button', { name: '1 person' }).focus());

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: '3 people' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: '11 people' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: '50 people' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}{Enter}');

    expect(screen.getByRole('button', { name: '2 people' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const tabStops = within(screen.getByRole('group', { name: 'Number of people' }))
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(tabStops).toHaveLength(1);
  });
});

describe('BookingPanel: Date', () => {
  it('disables days before London today and names Today and Tomorrow', async () => {
    const user = renderPanel();
    expect(screen.getByRole('button', { name: 'Date Today' })).toBeInTheDocument();
    await openSection(user, /^Date/);

    expect(screen.getByRole('button', { name: 'Friday, 20 November 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Monday, 26 October 2026' })).toBeDisabled();
    const today = screen.getByRole('button', {
      name: 'Today, Saturday, 21 November 2026, selected',
    });
    expect(today).toBeEnabled();
    expect(
      screen.getByRole('button', { name: 'Tomorrow, Sunday, 22 November 2026' }),
    ).toBeEnabled();
    expect(dateCaption()).toHaveTextContent('Selected date: Today');

    await user.click(screen.getByRole('button', { name: 'Tomorrow, Sunday, 22 November 2026' }));
    expect(dateCaption()).toHaveTextContent('Selected date: Tomorrow');
    expect(screen.getByRole('button', { name: 'Date Tomorrow' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Friday, 27 November 2026' }));
    expect(dateCaption()).toHaveTextContent('Selected date: 27/11/2026');
  });

  it('shows week numbers and the outside days of the month', async () => {
    const user = renderPanel();
    await openSection(user, /^Date/);
    expect(screen.getByRole('rowheader', { name: 'Week 47' })).toHaveTextContent(/^47$/);
    // November 2026 ends on a Monday: the rest of that week is December's.
    expect(screen.getByRole('button', { name: 'Sunday, 6 December 2026' })).toBeInTheDocument();
  });

  it('numbers the weeks without locale-aware formatting, which costs a phone its startup', async () => {
    const toLocaleString = jest.spyOn(Number.prototype, 'toLocaleString');
    try {
      const user = renderPanel();
      await openSection(user, /^Date/);
      expect(screen.getByRole('rowheader', { name: 'Week 45' })).toHaveTextContent(/^45$/);
      expect(toLocaleString).not.toHaveBeenCalled();
    } finally {
      toLocaleString.mockRestore();
    }
  });

  it("asks for the calendar's code when the diner reaches for Date, before the click", async () => {
    jest.mocked(preloadCalendar).mockClear();
    const user = renderPanel();
    expect(preloadCalendar).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('button', { name: /^Date/ }));
    expect(preloadCalendar).toHaveBeenCalledTimes(1);
  });

  it('starts from the day of the hold in progress here', async () => {
    holdingHere({ date: '22/11/2026', day: 'sunday' });
    const first = renderPanel();
    expect(screen.getByRole('button', { name: 'Date Tomorrow' })).toBeInTheDocument();
    await first.click(screen.getByRole('button', { name: /^Date/ }));
    expect(
      await screen.findByRole('button', { name: 'Tomorrow, Sunday, 22 November 2026, selected' }),
    ).toBeInTheDocument();
  });

  it("disables days after the restaurant's booking horizon", async () => {
    const user = renderPanel({ restaurant: { ...RESTAURANT, bookingHorizonDays: 10 } });
    await openSection(user, /^Date/);
    // 21 November + 10 days: Tuesday 1 December is the last day booked online.
    expect(screen.getByRole('button', { name: 'Tuesday, 1 December 2026' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Wednesday, 2 December 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sunday, 6 December 2026' })).toBeDisabled();
  });

  it('offers half a year ahead when the restaurant does not say', async () => {
    const user = renderPanel();
    await openSection(user, /^Date/);
    expect(screen.getByRole('button', { name: 'Sunday, 6 December 2026' })).toBeEnabled();
  });

  it("falls back to today for a stored day past this restaurant's horizon", async () => {
    holdingHere({ date: '10/12/2026', day: 'thursday' });
    renderPanel({ restaurant: { ...RESTAURANT, bookingHorizonDays: 10 } });
    await timeButton('6:00 PM to 6:30 PM');
    expect(screen.getByRole('button', { name: 'Date Today' })).toBeInTheDocument();
  });

  it('falls back to today for a stored day in the past', async () => {
    holdingHere({ date: '01/11/2026', day: 'sunday' });
    renderPanel();
    await timeButton('6:00 PM to 6:30 PM');
    expect(screen.getByRole('button', { name: 'Date Today' })).toBeInTheDocument();
    expect(mockedAvailability).toHaveBeenLastCalledWith(
      expect.objectContaining({ date: '21/11/2026', day: 'saturday' }),
      expect.any(AbortSignal),
    );
  });
});

describe('BookingPanel: Time', () => {
  it('is open by default and lists the live slots in 12-hour time, past ones removed', async () => {
    const user = renderPanel();
    expect(screen.getByRole('button', { name: /^Time/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading times');

    expect(await timeButton('6:00 PM to 6:30 PM')).toBeInTheDocument();
    const times = within(screen.getByRole('group', { name: 'Available times' })).getAllByRole(
      'button',
    );
    // 09:00 has already passed at 10:00 in London.
    expect(times.map((b) => b.textContent)).toEqual(['6:00 PM to 6:30 PM', '6:30 PM to 7:00 PM']);
    expect(mockedAvailability).toHaveBeenCalledWith(
      { restaurantUuid: 'rest-uuid-1', date: '21/11/2026', day: 'saturday', partySize: 1 },
      expect.any(AbortSignal),
    );

    await user.click(times[0]!);
    expect(times[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Time 6:00 PM' })).toBeInTheDocument();
  });

  it('fetches again, aborting the old request, when the party or the date changes', async () => {
    const user = renderPanel();
    await timeButton('6:00 PM to 6:30 PM');
    const firstSignal = mockedAvailability.mock.calls[0]![1]!;

    await openSection(user, /^Person/);
    await user.click(screen.getByRole('button', { name: '6 people' }));
    expect(mockedAvailability).toHaveBeenLastCalledWith(
      { restaurantUuid: 'rest-uuid-1', date: '21/11/2026', day: 'saturday', partySize: 6 },
      expect.any(AbortSignal),
    );
    expect(firstSignal.aborted).toBe(true);
    await timeButton('6:00 PM to 6:30 PM');

    await openSection(user, /^Date/);
    await user.click(screen.getByRole('button', { name: 'Tomorrow, Sunday, 22 November 2026' }));
    expect(mockedAvailability).toHaveBeenLastCalledWith(
      { restaurantUuid: 'rest-uuid-1', date: '22/11/2026', day: 'sunday', partySize: 6 },
      expect.any(AbortSignal),
    );
    expect(await timeButton('12:00 PM to 12:30 PM')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '6:00 PM to 6:30 PM' })).not.toBeInTheDocument();
  });

  it('ignores an old answer that arrives after the new one', async () => {
    const slow = deferred<ReturnType<typeof availability>>();
    mockedAvailability
      .mockImplementationOnce(() => slow.promise)
      .mockImplementation(() => Promise.resolve(availability([slot('20:00')])));
    const user = renderPanel();
    await openSection(user, /^Person/);
    await user.click(screen.getByRole('button', { name: '2 people' }));
    expect(await timeButton('8:00 PM to 8:30 PM')).toBeInTheDocument();

    await act(async () => slow.resolve(availability([slot('18:00')])));
    expect(screen.queryByRole('button', { name: '6:00 PM to 6:30 PM' })).not.toBeInTheDocument();
  });

  it("says 'No more times available' when every slot today has passed", async () => {
    serveSlots({ '21/11/2026': ['09:00', '09:30'] });
    renderPanel();
    expect(await screen.findByText('No more times available')).toBeInTheDocument();
    expect(reserveButton()).toBeDisabled();
  });

  it('drops a slot that starts while the page sits open', async () => {
    serveSlots({ '21/11/2026': ['10:30', '18:00'] });
    renderPanel();
    expect(await timeButton('10:30 AM to 11:00 AM')).toBeInTheDocument();
    // 10:31 in London: the page re-renders each minute and 10:30 has started.
    act(() => jest.advanceTimersByTime(31 * 60_000));
    expect(screen.queryByRole('button', { name: '10:30 AM to 11:00 AM' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '6:00 PM to 6:30 PM' })).toBeInTheDocument();
  });

  it("says 'No more times available' when today has no slot left", async () => {
    serveSlots({});
    renderPanel();
    expect(await screen.findByText('No more times available')).toBeInTheDocument();
  });

  it("says 'No available slots' for another day with none", async () => {
    serveSlots({ '21/11/2026': ['18:00'] });
    holdingHere({ date: '25/11/2026', day: 'wednesday' });
    renderPanel();
    expect(await screen.findByText('No available slots')).toBeInTheDocument();
    expect(screen.queryByText('No more times available')).not.toBeInTheDocument();
  });

  describe('a party the restaurant cannot seat online', () => {
    const CALL =
      'Online bookings here are for up to 12 people. For a party of 16, please call the restaurant.';
    const PHONED = { ...RESTAURANT, phone: '020 7946 0165' };

    beforeEach(() => {
      mockedAvailability.mockImplementation(({ partySize }: AvailabilityRequest) =>
        Promise.resolve(
          partySize > 12
            ? { ...availability([]), data: { available_slots: [], call_to_book: CALL } }
            : availability([slot('18:00')]),
        ),
      );
    });

    it("says to call, with the restaurant's Call link, in place of the times", async () => {
      holdingHere({ person: 16 });
      renderPanel({ restaurant: PHONED });
      expect(await screen.findByText(CALL)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Call 020 7946 0165' })).toHaveAttribute(
        'href',
        'tel:02079460165',
      );
      expect(screen.queryByText('No available slots')).not.toBeInTheDocument();
      expect(screen.queryByText('No more times available')).not.toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Available times' })).not.toBeInTheDocument();
      expect(reserveButton()).toBeDisabled();
    });

    it('gives the times back for a party it seats, and takes the choice away for one it does not', async () => {
      const user = renderPanel({ restaurant: PHONED });
      await user.click(await timeButton('6:00 PM to 6:30 PM'));
      expect(reserveButton()).toBeEnabled();
      await openSection(user, /^Person/);
      await user.click(screen.getByRole('button', { name: '16 people' }));
      expect(await screen.findByText(CALL)).toBeInTheDocument();
      expect(reserveButton()).toBeDisabled();
      await user.click(screen.getByRole('button', { name: '12 people' }));
      expect(await timeButton('6:00 PM to 6:30 PM')).toBeInTheDocument();
      expect(screen.queryByText(CALL)).not.toBeInTheDocument();
    });

    it('without a phone, still says why', async () => {
      holdingHere({ person: 16 });
      renderPanel();
      expect(await screen.findByText(CALL)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    });
  });

  it('shows a failed availability request with a retry', async () => {
    mockedAvailability.mockRejectedValueOnce(
      new ApiError('network', 'We could not reach TableHop. Check your connection and try again.'),
    );
    const user = renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach TableHop');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await timeButton('6:00 PM to 6:30 PM')).toBeInTheDocument();
    expect(mockedAvailability).toHaveBeenCalledTimes(2);
  });
});

describe('BookingPanel: Next available', () => {
  const NEXT = [
    { date: '24/11/2026', day: 'tuesday', start: '19:00', end: '19:30' },
    { date: '25/11/2026', day: 'wednesday', start: '19:30', end: '20:00' },
    { date: '28/11/2026', day: 'saturday', start: '12:00', end: '12:30' },
  ];

  beforeEach(() => {
    mockedNext.mockResolvedValue({ status: true, message: 'ok', data: NEXT });
  });

  it('offers the nearest dates and times under an empty day, and choosing one sets day and time', async () => {
    serveSlots({ '24/11/2026': ['18:00', '19:00'] });
    holdingHere({ date: '23/11/2026', day: 'monday', person: 2 });
    mockedHold.mockResolvedValue(held({ start: '19:00', end: '19:30', date: '2026-11-24' }));
    const user = renderPanel();
    expect(await screen.findByText('No available slots')).toBeInTheDocument();
    const next = await screen.findByRole('region', { name: 'Next available' });
    const choices = within(next).getAllByRole('button');
    expect(choices.map((b) => b.textContent)).toEqual([
      'Tue 24 Nov, 7:00 PM',
      'Wed 25 Nov, 7:30 PM',
      'Sat 28 Nov, 12:00 PM',
    ]);
    expect(mockedNext).toHaveBeenCalledWith(
      { restaurantUuid: 'rest-uuid-1', date: '23/11/2026', partySize: 2 },
      expect.any(AbortSignal),
    );
    await user.click(choices[0]!);
    expect(screen.getByRole('button', { name: 'Date 24/11/2026' })).toBeInTheDocument();
    expect(await timeButton('7:00 PM to 7:30 PM')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('region', { name: 'Next available' })).not.toBeInTheDocument();
    expect(reserveButton()).toBeEnabled();
    await user.click(reserveButton());
    expect(mockedHold).toHaveBeenCalledWith(
      expect.objectContaining({
        date: '24/11/2026',
        day: 'tuesday',
        partySize: 2,
        startTime: '19:00',
        endTime: '19:30',
      }),
    );
  });

  it('asks nothing and shows nothing more when the day has times', async () => {
    renderPanel();
    expect(await timeButton('6:00 PM to 6:30 PM')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Next available' })).not.toBeInTheDocument();
    expect(mockedNext).not.toHaveBeenCalled();
  });

  it('asks nothing for a party that must call', async () => {
    mockedAvailability.mockResolvedValue({
      ...availability([]),
      data: { available_slots: [], call_to_book: 'Please call the restaurant.' },
    });
    renderPanel();
    expect(await screen.findByText('Please call the restaurant.')).toBeInTheDocument();
    expect(mockedNext).not.toHaveBeenCalled();
  });

  it('keeps the empty day as it was when the call fails', async () => {
    mockedNext.mockRejectedValue(new ApiError('network', 'We could not reach TableHop.'));
    serveSlots({});
    renderPanel();
    expect(await screen.findByText('No more times available')).toBeInTheDocument();
    await waitFor(() => expect(mockedNext).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Next available' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reserveButton()).toBeDisabled();
  });
});

describe('BookingPanel: Reserve now', () => {
  it('is disabled until a time is chosen', async () => {
    const user = renderPanel();
    expect(reserveButton()).toBeDisabled();
    await user.click(await timeButton('6:00 PM to 6:30 PM'));
    expect(reserveButton()).toBeEnabled();
  });

  it('holds the slot, fills the current reservation and goes to /checkout', async () => {
    mockedHold.mockResolvedValue(held({ number_of_people: 3 }));
    const user = renderPanel();
    await openSection(user, /^Person/);
    await user.click(screen.getByRole('button', { name: '3 people' }));
    await user.click(await timeButton('6:00 PM to 6:30 PM'));
    await user.click(reserveButton());

    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    expect(mockedHold).toHaveBeenCalledWith({
      restaurantUuid: 'rest-uuid-1',
      date: '21/11/2026',
      day: 'saturday',
      startTime: '18:00',
      endTime: '18:30',
      partySize: 3,
      move: undefined,
    });
    expect(current()).toMatchObject({
      person: 3,
      date: '21/11/2026',
      day: 'saturday',
      time: '18:00',
      start_time: '18:00',
      end_time: '18:30',
      res_id: 'rest-uuid-1',
      rest_name: 'Dishoom Covent Garden',
      reservation_id: 42,
      reservation_uuid: 'res-uuid-42',
      hold_token: 'hold-token-42',
      reservation_message: 'Your table is held for 5 minutes.',
    });
  });

  it("keeps the table time, the extensions left and what checkout's Edit needs of the restaurant", async () => {
    mockedHold.mockResolvedValue(held({ table_minutes: 90, extensions_left: 2 }));
    const user = renderPanel({
      restaurant: { ...RESTAURANT, phone: '020 7946 0165', bookingHorizonDays: 60 },
    });
    await user.click(await timeButton('6:00 PM to 6:30 PM'));
    await user.click(reserveButton());
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(current()).toMatchObject({
      tableMinutes: 90,
      extensionsLeft: 2,
      restaurantPhone: '020 7946 0165',
      bookingHorizonDays: 60,
    });
  });

  it('makes one hold for a double click', async () => {
    const pending = deferred<HoldTableResponse>();
    mockedHold.mockReturnValue(pending.promise);
    const user = renderPanel();
    await user.click(await timeButton('6:00 PM to 6:30 PM'));
    await user.dblClick(reserveButton());
    expect(mockedHold).toHaveBeenCalledTimes(1);
    expect(reserveButton()).toBeDisabled();

    await act(async () => pending.resolve(held()));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(mockedHold).toHaveBeenCalledTimes(1);
  });

  it('makes one hold for two clicks in the same frame, before the button re-renders', async () => {
    const pending = deferred<HoldTableResponse>();
    mockedHold.mockReturnValue(pending.promise);
    const user = renderPanel();
    await user.click(await timeButton('6:00 PM to 6:30 PM'));
    const button = reserveButton();
    act(() => {
      button.click();
      button.click();
    });
    expect(mockedHold).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve(held()));
  });

  it('on 409 shows the server message and refreshes the slots', async () => {
    mockedHold.mockRejectedValue(
      new ApiError('http', SLOT_TAKEN, 409, { status: false, message: SLOT_TAKEN }),
    );
    const user = renderPanel();
    await user.click(await timeButton('6:00 PM to 6:30 PM'));
    // Someone else holds 18:00's last table meanwhile.
    serveSlots({ '21/11/2026': ['18:30'] });
    await user.click(reserveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(SLOT_TAKEN);
    // Focus follows the explanation rather than falling to the page from the disabled button.
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(await timeButton('6:30 PM to 7:00 PM')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '6:00 PM to 6:30 PM' })).not.toBeInTheDocument();
    expect(mockedAvailability).toHaveBeenCalledTimes(2);
    expect(reserveButton()).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/restaurant-details/rest-uuid-1');
    expect(current().reservation_uuid).toBeNull();

    // Choosing another time clears the message.
    await user.click(screen.getByRole('button', { name: '6:30 PM to 7:00 PM' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on 409 without a server message still says the time was taken', async () => {
    mockedHold.mockRejectedValue(new ApiError('http', 'Request failed with status 409', 409));
    const user = renderPanel();
    await user.click(await timeButton('6:00 PM to 6:30 PM'));
    await user.click(reserveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(SLOT_TAKEN);
  });

  it('shows the server message for other errors and keeps the slots', async () => {
    mockedHold.mockRejectedValue(
      new ApiError('http', 'start_time has already passed today', 400, {
        status: false,
        message: 'start_time has already passed today',
      }),
    );
    const user = renderPanel();
    await user.click(await timeButton('6:00 PM to 6:30 PM'));
    await user.click(reserveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'start_time has already passed today',
    );
    expect(mockedAvailability).toHaveBeenCalledTimes(1);
    expect(reserveButton()).toBeEnabled();
  });
});

describe('BookingPanel: Reserve now refused for holding too much (429)', () => {
  const TOO_MANY = 'You already hold 3 tables. Book or release one before holding another.';

  it("shows the server's message where a taken time's is shown, and keeps the slots", async () => {
    mockedHold.mockRejectedValue(
      new ApiError('http', TOO_MANY, 429, { status: false, message: TOO_MANY }),
    );
    const user = renderPanel();
    await user.click(await timeButton('6:00 PM to 6:30 PM'));
    await user.click(reserveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY);
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(mockedAvailability).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/restaurant-details/rest-uuid-1');
  });

  it('says so in its own words when the answer has no message', async () => {
    mockedHold.mockRejectedValue(new ApiError('http', 'Request failed with status 429', 429));
    const user = renderPanel();
    await user.click(await timeButton('6:00 PM to 6:30 PM'));
    await user.click(reserveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_HOLDS_FALLBACK);
  });
});

describe("BookingPanel in 'edit' mode", () => {
  beforeEach(() => {
    setCurrent({
      person: 2,
      date: '22/11/2026',
      day: 'sunday',
      time: '12:00',
      start_time: '12:00',
      end_time: '12:30',
      res_id: 'rest-uuid-1',
      rest_name: 'Dishoom Covent Garden',
      reservation_id: 7,
      reservation_uuid: 'res-uuid-7',
      hold_token: 'hold-token-7',
      reservation_message: 'Your table is held for 5 minutes.',
    });
  });

  it('starts from the held time, and Update booking waits for a change', async () => {
    const user = renderPanel({ mode: 'edit' });
    expect(await timeButton('12:00 PM to 12:30 PM')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Time/ })).toHaveTextContent('12:00 PM');
    // Its own button is not a second Reserve now: the checkout form's books.
    expect(screen.queryByRole('button', { name: /Reserve now/ })).toBeNull();
    expect(updateButton()).toBeDisabled();
    await user.click(await timeButton('7:00 PM to 7:30 PM'));
    expect(updateButton()).toBeEnabled();
    await user.click(await timeButton('12:00 PM to 12:30 PM'));
    expect(updateButton()).toBeDisabled();
  });

  // Issue 44: the held 12:00 stayed chosen on the new day (it offers 12:00 too), so the Time
  // header still read 12:00 PM and Update booking would move to a time the diner never picked.
  it.each([
    ['the date', /^Date/, 'Monday, 23 November 2026'],
    ['the party size', /^Person/, '3 people'],
  ])('clears the chosen time when %s changes', async (_, section, choice) => {
    serveSlots({ '22/11/2026': ['12:00', '19:00'], '23/11/2026': ['12:00', '19:00'] });
    const user = renderPanel({ mode: 'edit' });
    expect(await timeButton('12:00 PM to 12:30 PM')).toHaveAttribute('aria-pressed', 'true');
    await openSection(user, section);
    await user.click(screen.getByRole('button', { name: choice }));
    expect(await timeButton('12:00 PM to 12:30 PM')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Time' })).toBeInTheDocument();
    expect(updateButton()).toBeDisabled();
    // A time picked on the new day is the one the header shows.
    await user.click(await timeButton('7:00 PM to 7:30 PM'));
    expect(screen.getByRole('button', { name: /^Time/ })).toHaveTextContent('7:00 PM');
    expect(updateButton()).toBeEnabled();
  });

  it('offers the held time even when it took the last table, for the held party only', async () => {
    serveSlots({ '22/11/2026': ['19:00'] });
    const user = renderPanel({ mode: 'edit' });
    const times = () =>
      within(screen.getByRole('group', { name: 'Available times' }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    await screen.findByRole('group', { name: 'Available times' });
    expect(times()).toEqual(['12:00 PM to 12:30 PM', '7:00 PM to 7:30 PM']);
    await openSection(user, /^Person/);
    await user.click(screen.getByRole('button', { name: '3 people' }));
    await waitFor(() => expect(times()).toEqual(['7:00 PM to 7:30 PM']));
  });

  it('moves the live hold, keeps its token, calls onHeld and stays on the page', async () => {
    const moved = held({
      id: 7,
      uuid: 'res-uuid-7',
      start: '19:00',
      end: '19:30',
      date: '2026-11-22',
      hold_token: undefined,
    });
    moved.message = 'Your table has moved and is held for 5 minutes.';
    mockedHold.mockResolvedValue(moved);
    const onHeld = jest.fn();
    const user = renderPanel({ mode: 'edit', onHeld });

    await user.click(await timeButton('7:00 PM to 7:30 PM'));
    const asked = mockedAvailability.mock.calls.length;
    await user.click(updateButton());

    await act(async () => undefined);
    expect(onHeld).toHaveBeenCalledWith(moved);
    // The slots are asked for again: the freed time comes back, the held one goes.
    await waitFor(() => expect(mockedAvailability.mock.calls.length).toBe(asked + 1));
    expect(mockedHold).toHaveBeenCalledWith({
      restaurantUuid: 'rest-uuid-1',
      date: '22/11/2026',
      day: 'sunday',
      startTime: '19:00',
      endTime: '19:30',
      partySize: 2,
      move: { reservationUuid: 'res-uuid-7', holdToken: 'hold-token-7' },
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/restaurant-details/rest-uuid-1');
    expect(current()).toMatchObject({
      time: '19:00',
      start_time: '19:00',
      end_time: '19:30',
      reservation_id: 7,
      reservation_uuid: 'res-uuid-7',
      hold_token: 'hold-token-7',
      reservation_message: 'Your table has moved and is held for 5 minutes.',
    });
  });

  it('makes a new hold when there is no live hold left to move', async () => {
    setCurrent({ reservation_uuid: null, hold_token: null });
    mockedHold.mockResolvedValue(held({ start: '19:00', end: '19:30' }));
    const onHeld = jest.fn();
    const user = renderPanel({ mode: 'edit', onHeld });
    await user.click(await timeButton('7:00 PM to 7:30 PM'));
    await user.click(updateButton());
    await act(async () => undefined);
    expect(mockedHold).toHaveBeenCalledWith(expect.objectContaining({ move: undefined }));
    expect(onHeld).toHaveBeenCalledTimes(1);
    expect(current().hold_token).toBe('hold-token-42');
    expect(screen.getByTestId('location')).toHaveTextContent('/restaurant-details/rest-uuid-1');
  });
});
