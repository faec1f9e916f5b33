import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PHONE_BOOKINGS_ONLY } from 'shared/api/phone-bookings-only';
import { SLOT_LOST } from '../../features/guest-checkout/api/use-submit-reservation';
import type { ComponentType } from 'react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation, useNavigate } from 'shared/router';
import { BackButton, MemoryRouter } from 'shared/testing/router';
import { bookReservation } from 'shared/api/book-reservation';
import { getKeptDietaryNeeds } from 'shared/api/dietary-needs';
import { ApiError } from 'shared/api/errors';
import { extendHold } from 'shared/api/extend-hold';
import { getHoldStatus } from 'shared/api/get-hold-status';
import type { HoldTableResponse } from 'shared/api/hold-table';
import { confirmReturningGuest, registerGuest } from 'shared/api/register-guest';
import { releaseHold, releaseHoldOnExit } from 'shared/api/release-hold';
import { STORAGE_KEYS } from 'shared/constants';
import type { BookingPanelProps } from 'shared/federation/booking-panel-contract';
import { loadRemoteComponent } from 'shared/federation/remote-registry';
import { emptyReservation, useRootStore } from 'shared/store';
import { colors } from 'shared/ui/theme';
import type { AccountUser } from 'shared/types';
import { NO_MORE_EXTENSIONS_MESSAGE } from '../../features/hold-timer/api/use-hold-timer';
import CheckoutPage from './checkout-page';

jest.setTimeout(20_000);

jest.mock('shared/api/get-hold-status', () => ({ getHoldStatus: jest.fn() }));
jest.mock('shared/api/extend-hold', () => ({ extendHold: jest.fn() }));
jest.mock('shared/api/book-reservation', () => ({ bookReservation: jest.fn() }));
jest.mock('shared/api/release-hold', () => ({
  releaseHold: jest.fn(),
  releaseHoldOnExit: jest.fn(),
}));
jest.mock('shared/api/register-guest', () => ({
  ...jest.requireActual('shared/api/register-guest'),
  registerGuest: jest.fn(),
  confirmReturningGuest: jest.fn(),
}));
jest.mock('shared/federation/remote-registry', () => ({ loadRemoteComponent: jest.fn() }));
jest.mock('shared/api/dietary-needs', () => ({ getKeptDietaryNeeds: jest.fn() }));

const statusOf = jest.mocked(getHoldStatus);
const extend = jest.mocked(extendHold);
const book = jest.mocked(bookReservation);
const release = jest.mocked(releaseHold);
const releaseOnExit = jest.mocked(releaseHoldOnExit);
const register = jest.mocked(registerGuest);
const confirmCode = jest.mocked(confirmReturningGuest);
const loadRemote = jest.mocked(loadRemoteComponent);
const keptNeeds = jest.mocked(getKeptDietaryNeeds);

const NOW = new Date('2026-11-21T10:00:00Z');
const HELD = { reservationUuid: 'res-uuid-42', holdToken: 'hold-token-42' };

const hold = (overrides: Partial<HoldTableResponse['data']> = {}): HoldTableResponse => ({
  status: true,
  message: 'ok',
  data: {
    id: 42,
    uuid: 'res-uuid-42',
    start: '19:00',
    end: '19:30',
    date: '24/11/2026',
    number_of_people: 2,
    status: 'hold',
    expires_at: '2026-11-21T10:03:07Z',
    seconds_left: 187,
    ...overrides,
  },
});

const ADA: AccountUser = {
  id: 5,
  uuid: 'user-5',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '07123456789',
  email: 'ada@example.com',
  status: 'active',
};

function Location() {
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{location.pathname}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </>
  );
}

/** The header's search, as far as leaving goes: a form for another page, sent by the router. */
function SearchStub() {
  const navigate = useNavigate();
  return (
    <form
      role="search"
      aria-label="Find a restaurant"
      action="/search-result"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate('/search-result');
      }}
    >
      <button type="submit">Find</button>
    </form>
  );
}

function renderCheckout() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  render(
    <MemoryRouter initialEntries={['/checkout']}>
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
      <Link to="/faq">FAQ</Link>
      <SearchStub />
      <Location />
    </MemoryRouter>,
  );
  return user;
}

const location = () => screen.getByTestId('location').textContent;
const current = () => useRootStore.getState().reservations.current;
// Lets the first hold-status answer land without moving the clock (findBy* would move it).
const settle = () => act(async () => {});
const tick = (seconds: number) =>
  act(async () => {
    jest.advanceTimersByTime(seconds * 1000);
  });

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  for (const mock of [statusOf, extend, book, release, releaseOnExit, register, loadRemote]) {
    mock.mockReset();
  }
  statusOf.mockResolvedValue(hold());
  keptNeeds.mockReset();
  keptNeeds.mockResolvedValue({ allergens: [], dietaryNotes: '' });
  release.mockResolvedValue({ status: true, message: 'released' });
  localStorage.clear();
  useRootStore.getState().signOut();
  useRootStore.getState().guestLogout();
  useRootStore.setState({
    reservations: {
      made: [],
      current: {
        ...emptyReservation(NOW),
        person: 2,
        date: '24/11/2026',
        day: 'tuesday',
        time: '19:00',
        start_time: '19:00',
        end_time: '19:30',
        res_id: 'rest-uuid-1',
        rest_name: 'Dishoom Covent Garden',
        reservation_id: 42,
        reservation_uuid: HELD.reservationUuid,
        hold_token: HELD.holdToken,
        reservation_message: 'Your table is held for 5 minutes.',
      },
    },
  });
});

afterEach(async () => {
  // The page's unmount schedules a release; let it run before the next test's store.
  await act(async () => {
    jest.runOnlyPendingTimers();
  });
  jest.useRealTimers();
});

describe('CheckoutPage without a held table', () => {
  it('says so and offers the way back to search', () => {
    useRootStore.getState().clearReservation();
    renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText(/no table held right now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a restaurant' })).toHaveAttribute('href', '/');
    expect(statusOf).not.toHaveBeenCalled();
  });
});

describe('CheckoutPage: summary and countdown', () => {
  it('shows the reservation message and the summary card', async () => {
    renderCheckout();
    expect(screen.getByText('Your table is held for 5 minutes.')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Dishoom Covent Garden' });
    expect(within(card).getByText('2 people')).toBeInTheDocument();
    expect(within(card).getByText('24/11/2026')).toBeInTheDocument();
    expect(within(card).getByText('7:00 PM – 7:30 PM')).toBeInTheDocument();
    expect(within(card).getByText('30 min')).toBeInTheDocument();
    expect(await screen.findByRole('timer', { name: '3:07 remaining' })).toBeInTheDocument();
  });

  it('says how long the table is theirs, beside the slot and its 30 min', async () => {
    statusOf.mockResolvedValue(hold({ table_minutes: 90 }));
    renderCheckout();
    const card = screen.getByRole('region', { name: 'Dishoom Covent Garden' });
    expect(await within(card).findByText('Your table is yours for 1 h 30 min')).toBeInTheDocument();
    expect(within(card).getByText('7:00 PM – 7:30 PM')).toBeInTheDocument();
    expect(within(card).getByText('30 min')).toBeInTheDocument();
    expect(current().tableMinutes).toBe(90);
  });

  it('counts down from the server’s seconds and turns red under 120 s', async () => {
    renderCheckout();
    await settle();
    const clock = screen.getByRole('timer');
    expect(clock).toHaveTextContent('3:07');
    expect(clock.parentElement).not.toHaveAttribute('data-urgent');
    await tick(67);
    expect(clock).toHaveTextContent('2:00');
    expect(clock.parentElement).not.toHaveAttribute('data-urgent');
    await tick(1);
    expect(clock).toHaveTextContent('1:59');
    expect(clock.parentElement).toHaveAttribute('data-urgent', 'true');
  });

  it('the heading’s sentence follows the time left, not the 5 minutes of when it was held', async () => {
    renderCheckout();
    await settle();
    expect(screen.getByText('Your table is held for 4 minutes.')).toBeInTheDocument();
    await tick(72);
    expect(screen.getByRole('timer')).toHaveTextContent('1:55');
    expect(screen.getByText('Your table is held for 2 minutes.')).toBeInTheDocument();
    expect(screen.queryByText('Your table is held for 5 minutes.')).toBeNull();
    await tick(60);
    expect(screen.getByText('Your table is held for less than a minute.')).toBeInTheDocument();
  });

  it('its terms links are the site’s brand red, not the browser’s blue', () => {
    renderCheckout();
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveStyle({
      color: colors.brand,
    });
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveStyle({
      color: colors.brand,
    });
  });

  it('asks the server again when the tab is shown again', async () => {
    renderCheckout();
    await screen.findByRole('timer', { name: '3:07 remaining' });
    statusOf.mockResolvedValueOnce(hold({ seconds_left: 40 }));
    await act(async () => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(statusOf).toHaveBeenLastCalledWith(HELD);
    expect(await screen.findByRole('timer', { name: '0:40 remaining' })).toBeInTheDocument();
  });

  it('opens the Reservation Alert at 0; Continue Reservation extends the hold to 300 s', async () => {
    statusOf.mockResolvedValue(hold({ seconds_left: 2 }));
    extend.mockResolvedValue(hold({ seconds_left: 300 }));
    const user = renderCheckout();
    await screen.findByRole('timer', { name: '0:02 remaining' });
    await tick(2);
    const alert = await screen.findByRole('dialog', { name: 'Reservation Alert' });
    expect(within(alert).getByRole('timer')).toHaveTextContent('5:00');
    await tick(10);
    expect(within(alert).getByRole('timer')).toHaveTextContent('4:50');
    await user.click(within(alert).getByRole('button', { name: 'Continue Reservation' }));
    expect(extend).toHaveBeenCalledWith(HELD);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('timer')).toHaveTextContent('5:00');
  });

  it('at 0 with no extensions left, says the table cannot be held and offers no Continue', async () => {
    statusOf.mockResolvedValue(hold({ seconds_left: 2, extensions_left: 0 }));
    const user = renderCheckout();
    await screen.findByRole('timer', { name: '0:02 remaining' });
    expect(current().extensionsLeft).toBe(0);
    await tick(2);
    const alert = await screen.findByRole('dialog', { name: 'Reservation Alert' });
    expect(within(alert).getByRole('alert')).toHaveTextContent(
      'This table cannot be held any longer.',
    );
    expect(within(alert).getByRole('alert')).toHaveTextContent(NO_MORE_EXTENSIONS_MESSAGE);
    expect(within(alert).queryByRole('button', { name: 'Continue Reservation' })).toBeNull();
    expect(extend).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Make New Reservation' }));
    expect(release).toHaveBeenCalledWith(HELD);
    await waitFor(() => expect(location()).toBe('/restaurant-details/rest-uuid-1'));
  });

  it('an extension left: Continue Reservation is offered, and its answer counts it down', async () => {
    statusOf.mockResolvedValue(hold({ seconds_left: 2, extensions_left: 1 }));
    extend.mockResolvedValue(hold({ seconds_left: 300, extensions_left: 0 }));
    const user = renderCheckout();
    await screen.findByRole('timer', { name: '0:02 remaining' });
    await tick(2);
    const alert = await screen.findByRole('dialog', { name: 'Reservation Alert' });
    await user.click(within(alert).getByRole('button', { name: 'Continue Reservation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(current().extensionsLeft).toBe(0);
  });

  it('an extension refused (429) shows the server’s message and no Continue Reservation', async () => {
    const refused =
      'This table cannot be held any longer. Please book it now or choose a time again.';
    statusOf.mockResolvedValue(hold({ status: 'expired', seconds_left: 0 }));
    extend.mockRejectedValue(
      new ApiError('http', refused, 429, { status: false, message: refused }),
    );
    const user = renderCheckout();
    const alert = await screen.findByRole('dialog', { name: 'Reservation Alert' });
    await user.click(within(alert).getByRole('button', { name: 'Continue Reservation' }));
    expect(await screen.findByText(refused)).toBeInTheDocument();
    const gone = screen.getByRole('dialog', { name: 'Reservation Alert' });
    expect(within(gone).queryByRole('button', { name: 'Continue Reservation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Make New Reservation' })).toHaveFocus();
  });

  it('Make New Reservation releases the hold and returns to the restaurant page', async () => {
    statusOf.mockResolvedValue(hold({ status: 'expired', seconds_left: 0 }));
    const user = renderCheckout();
    const alert = await screen.findByRole('dialog', { name: 'Reservation Alert' });
    await user.click(within(alert).getByRole('button', { name: 'Make New Reservation' }));
    expect(release).toHaveBeenCalledWith(HELD);
    await waitFor(() => expect(location()).toBe('/restaurant-details/rest-uuid-1'));
    expect(current()).toMatchObject({ hold_token: null, reservation_uuid: null, person: 2 });
  });

  it('releases the hold when the alert’s own countdown runs out', async () => {
    statusOf.mockResolvedValue(hold({ status: 'expired', seconds_left: 0 }));
    renderCheckout();
    await settle();
    expect(screen.getByRole('dialog', { name: 'Reservation Alert' })).toBeInTheDocument();
    await tick(299);
    expect(release).not.toHaveBeenCalled();
    await tick(1);
    expect(release).toHaveBeenCalledWith(HELD);
    const alert = screen.getByRole('dialog', { name: 'Reservation Alert' });
    expect(within(alert).getByText(/held table has been released/)).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Continue Reservation' })).toBeNull();
  });

  it.each([
    ['released', /held table has been released/],
    ['pending', /already been booked/],
  ] as const)('a hold the server calls %s offers only a new reservation', async (status, text) => {
    statusOf.mockResolvedValue(hold({ status, seconds_left: 0 }));
    renderCheckout();
    const alert = await screen.findByRole('dialog', { name: 'Reservation Alert' });
    expect(within(alert).getByText(text)).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Continue Reservation' })).toBeNull();
  });

  it('tells the diner when the table went to someone else meanwhile', async () => {
    statusOf.mockResolvedValue(hold({ status: 'expired', seconds_left: 0 }));
    extend.mockRejectedValue(new ApiError('http', 'taken', 410));
    const user = renderCheckout();
    const alert = await screen.findByRole('dialog', { name: 'Reservation Alert' });
    await user.click(within(alert).getByRole('button', { name: 'Continue Reservation' }));
    expect(await screen.findByText(/given to another diner/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make New Reservation' })).toHaveFocus();
  });

  it('a hold no longer held (409) is looked up again: booked in another tab', async () => {
    statusOf.mockResolvedValueOnce(hold({ status: 'expired', seconds_left: 0 }));
    statusOf.mockResolvedValueOnce(hold({ status: 'pending', seconds_left: 0 }));
    extend.mockRejectedValue(new ApiError('http', 'Only a held table can be extended', 409));
    const user = renderCheckout();
    const alert = await screen.findByRole('dialog', { name: 'Reservation Alert' });
    await user.click(within(alert).getByRole('button', { name: 'Continue Reservation' }));
    expect(await screen.findByText(/already been booked/)).toBeInTheDocument();
  });

  it('a table held in another tab: says at once that this one was released, and leaving keeps that tab’s', async () => {
    const user = renderCheckout();
    await screen.findByRole('timer', { name: '3:07 remaining' });
    // Tab B held another table (releasing this one) and wrote the shared store.
    const otherTab = {
      state: {
        reservations: {
          made: [],
          current: { ...current(), reservation_uuid: 'res-uuid-77', hold_token: 'token-77' },
        },
      },
      version: 0,
    };
    localStorage.setItem(STORAGE_KEYS.rootStore, JSON.stringify(otherTab));
    statusOf.mockResolvedValue(hold({ status: 'released', seconds_left: 0 }));
    await act(async () => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: STORAGE_KEYS.rootStore,
          newValue: JSON.stringify(otherTab),
        }),
      );
    });
    expect(statusOf).toHaveBeenLastCalledWith(HELD);
    const alert = screen.getByRole('dialog', { name: 'Reservation Alert' });
    expect(within(alert).getByRole('alert')).toHaveTextContent(
      'Your held table was released in another tab or window. Please make a new reservation to choose a time again.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Make New Reservation' }));
    await waitFor(() => expect(location()).toBe('/restaurant-details/rest-uuid-1'));
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    // The other tab's table is neither released nor forgotten here.
    expect(release).not.toHaveBeenCalled();
    expect(current()).toMatchObject({ reservation_uuid: 'res-uuid-77', hold_token: 'token-77' });
  });

  it('another tab’s write that still names this hold, or a stale one the server denies, changes nothing', async () => {
    renderCheckout();
    await screen.findByRole('timer', { name: '3:07 remaining' });
    statusOf.mockClear();
    const write = (uuid: string) =>
      act(async () => {
        window.dispatchEvent(
          new StorageEvent('storage', {
            key: STORAGE_KEYS.rootStore,
            newValue: JSON.stringify({
              state: { reservations: { current: { reservation_uuid: uuid } } },
            }),
          }),
        );
      });
    await write(HELD.reservationUuid);
    expect(statusOf).not.toHaveBeenCalled();
    // A tab opened before this hold writes its older store: the server says the hold is live.
    await write('res-uuid-1');
    expect(statusOf).toHaveBeenCalledWith(HELD);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('timer')).toBeInTheDocument();
  });

  it('a hold found expired 100 s ago gets what is left of the grace', async () => {
    statusOf.mockResolvedValue(
      hold({ status: 'expired', seconds_left: 0, expires_at: '2026-11-21T09:58:20Z' }),
    );
    renderCheckout();
    await settle();
    const alert = screen.getByRole('dialog', { name: 'Reservation Alert' });
    expect(within(alert).getByRole('timer')).toHaveTextContent('3:20');
  });

  it('counts down from a full hold when the server cannot be asked on entry', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    statusOf.mockRejectedValue(new ApiError('network', 'offline'));
    renderCheckout();
    await settle();
    expect(screen.getByRole('timer')).toHaveTextContent('5:00');
    await tick(3);
    expect(screen.getByRole('timer')).toHaveTextContent('4:57');
    jest.restoreAllMocks();
  });
});

describe('CheckoutPage: guest form', () => {
  it('shows every required message of spec section 5 and books nothing', async () => {
    const user = renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Reserve now' }));
    for (const message of [
      'First name is required.',
      'Last name is required.',
      'Phone number is required.',
      'Email is required.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    expect(register).not.toHaveBeenCalled();
  });

  it('checks the phone has 11 digits and the email is an address', async () => {
    const user = renderCheckout();
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '0712 345');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Reserve now' }));
    expect(screen.getByText('Phone number must be 11 digits.')).toBeInTheDocument();
    expect(screen.getByText('Email address is invalid.')).toBeInTheDocument();
  });

  async function fillGuest(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByRole('textbox', { name: 'First name' }), ' Ada ');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '07123 456789');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Ada@Example.com');
    await user.type(screen.getByRole('textbox', { name: /Special request/ }), 'A quiet table');
  }

  it('registers the guest for this hold, books it once and opens thank-you', async () => {
    register.mockResolvedValue({
      status: true,
      message: 'ok',
      data: { ...ADA, phone: '07123456789', id: 7, status: 'inactive' },
    });
    let confirm!: (value: HoldTableResponse) => void;
    book.mockImplementation(() => new Promise((resolve) => (confirm = resolve)));
    const user = renderCheckout();
    await fillGuest(user);
    const reserve = screen.getByRole('button', { name: 'Reserve now' });
    await user.click(reserve);
    await user.click(reserve);
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith({
      register_type: 'reservation',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '07123456789',
      email: 'ada@example.com',
      ...HELD,
    });
    await waitFor(() => expect(book).toHaveBeenCalledTimes(1));
    expect(book).toHaveBeenCalledWith({
      ...HELD,
      guestId: 7,
      auth: 'none',
      restaurantUuid: 'rest-uuid-1',
      date: '24/11/2026',
      day: 'tuesday',
      startTime: '19:00',
      endTime: '19:30',
      partySize: 2,
      noted: 'A quiet table',
      needs: { allergens: [] },
      rememberDietary: false,
    });
    await act(async () => confirm(hold({ status: 'pending', seconds_left: 0 })));
    await waitFor(() => expect(location()).toBe('/thank-you'));
    expect(localStorage.getItem(STORAGE_KEYS.reservationComplete)).toBe('completed');
    expect(useRootStore.getState().reservations.made).toHaveLength(1);
    expect(current()).toMatchObject({
      hold_token: null,
      user_id: 7,
      user_email: 'ada@example.com',
    });
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    expect(release).not.toHaveBeenCalled();
  });

  it.each([
    ['a table someone else took', 'That table has just been taken.', SLOT_LOST],
    // Another time would be refused too: the API's own words, not "choose another time".
    ['a restaurant gone phone-only meanwhile', PHONE_BOOKINGS_ONLY, PHONE_BOOKINGS_ONLY],
  ])('a booking refused (409) for %s says so', async (_, answer, shown) => {
    register.mockResolvedValue({
      status: true,
      message: 'ok',
      data: { ...ADA, phone: '07123456789', id: 7, status: 'inactive' },
    });
    book.mockRejectedValueOnce(new ApiError('http', answer, 409));
    const user = renderCheckout();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Reserve now' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it('after a failed booking and an Edit, a retry books with the guest already registered', async () => {
    register.mockResolvedValue({
      status: true,
      message: 'ok',
      data: { ...ADA, phone: '07123456789', id: 7, status: 'inactive' },
    });
    book.mockRejectedValueOnce(new ApiError('network', 'offline')).mockResolvedValueOnce(hold());
    const user = renderCheckout();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Reserve now' }));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
    // Edit moved the hold: a new uuid, the same token (the server carries the guest over).
    act(() => useRootStore.getState().patchReservation({ reservation_uuid: 'res-uuid-43' }));
    await user.click(screen.getByRole('button', { name: 'Reserve now' }));
    await waitFor(() => expect(location()).toBe('/thank-you'));
    expect(register).toHaveBeenCalledTimes(1);
    expect(book).toHaveBeenLastCalledWith(
      expect.objectContaining({ guestId: 7, reservationUuid: 'res-uuid-43' }),
    );
  });

  describe('a returning guest (an email with an account)', () => {
    const CODE_SENT =
      'This email already has a TableHop account. We have emailed it a 6-digit code: enter it to book this table.';
    const codeSent = () =>
      new ApiError('http', CODE_SENT, 409, {
        status: false,
        message: CODE_SENT,
        data: { id: null, email: 'ada@example.com', status: 'code_sent' },
      });

    it('books the held table with the emailed code, keeping the special request', async () => {
      register.mockRejectedValue(codeSent());
      confirmCode.mockResolvedValue({
        status: true,
        message: 'Your email is confirmed.',
        data: { ...ADA, phone: '07123456789', id: 9 },
      });
      book.mockResolvedValue(hold({ status: 'pending' }));
      const user = renderCheckout();
      await fillGuest(user);
      await user.click(screen.getByRole('button', { name: 'Reserve now' }));
      const dialog = await screen.findByRole('dialog', { name: 'Book with your email' });
      expect(within(dialog).getByText(CODE_SENT)).toBeInTheDocument();
      const code = within(dialog).getByRole('textbox', { name: 'Code sent to ada@example.com' });
      await user.click(within(dialog).getByRole('button', { name: 'Book my table' }));
      expect(within(dialog).getByText('Please enter the code from the email.')).toBeInTheDocument();
      expect(confirmCode).not.toHaveBeenCalled();
      await user.type(code, '123456');
      await user.click(within(dialog).getByRole('button', { name: 'Book my table' }));
      await waitFor(() => expect(location()).toBe('/thank-you'));
      expect(confirmCode).toHaveBeenCalledWith({
        ...HELD,
        email: 'ada@example.com',
        code: '123456',
      });
      expect(register).toHaveBeenCalledTimes(1);
      expect(book).toHaveBeenCalledWith(
        expect.objectContaining({ guestId: 9, auth: 'none', noted: 'A quiet table' }),
      );
      expect(release).not.toHaveBeenCalled();
    });

    it('says when the code is wrong, sends a new one on request, and never gives the table up', async () => {
      register.mockRejectedValue(codeSent());
      const wrong =
        'That code is not right or has expired. Check the latest email, or ask for a new code.';
      confirmCode.mockRejectedValue(
        new ApiError('http', wrong, 400, {
          status: false,
          message: wrong,
          errors: { code: wrong },
        }),
      );
      const user = renderCheckout();
      await fillGuest(user);
      await user.click(screen.getByRole('button', { name: 'Reserve now' }));
      const dialog = await screen.findByRole('dialog', { name: 'Book with your email' });
      await user.type(within(dialog).getByRole('textbox', { name: /Code sent to/ }), '000000');
      await user.click(within(dialog).getByRole('button', { name: 'Book my table' }));
      expect(await within(dialog).findByText(wrong)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
      expect(
        await within(dialog).findByText('We have sent a new code to ada@example.com.'),
      ).toBeInTheDocument();
      expect(register).toHaveBeenCalledTimes(2);
      expect(book).not.toHaveBeenCalled();
      await user.click(within(dialog).getByRole('button', { name: 'Sign in instead' }));
      await waitFor(() => expect(location()).toBe('/sign-in'));
      await act(async () => {
        jest.runOnlyPendingTimers();
      });
      expect(release).not.toHaveBeenCalled();
      expect(current().hold_token).toBe(HELD.holdToken);
    });
  });

  it('an inactive account: the server message, Ok releases the hold and goes to sign-in', async () => {
    const message = 'This email is already registered but not yet activated.';
    register.mockRejectedValue(
      new ApiError('http', message, 409, {
        status: false,
        message,
        data: { id: null, email: 'ada@example.com', status: 'inactive' },
      }),
    );
    const user = renderCheckout();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Reserve now' }));
    const alert = await screen.findByRole('dialog', { name: 'Alert' });
    expect(within(alert).getByText(message)).toBeInTheDocument();
    expect(
      within(alert).getByRole('button', { name: 'Resend Activation Email' }),
    ).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(location()).toBe('/sign-in'));
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    expect(release).toHaveBeenCalledWith(HELD);
    expect(current().reservation_uuid).toBeNull();
    expect(book).not.toHaveBeenCalled();
  });

  it('an inactive account: Resend Activation Email opens resend-mail with the email', async () => {
    register.mockRejectedValue(
      new ApiError('http', 'not active', 409, {
        message: 'not active',
        data: { email: 'ada@example.com', status: 'inactive' },
      }),
    );
    const user = renderCheckout();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Reserve now' }));
    await user.click(await screen.findByRole('button', { name: 'Resend Activation Email' }));
    await waitFor(() => expect(location()).toBe('/resend-mail'));
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({
      email: 'ada@example.com',
    });
    // Only Ok gives the table up: back from resend-mail, the hold goes on.
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    expect(release).not.toHaveBeenCalled();
    expect(current().hold_token).toBe(HELD.holdToken);
  });

  it('an active account: the message with Ok (stay) and Login', async () => {
    const message = 'An account with this email already exists. Please sign in.';
    register.mockRejectedValue(
      new ApiError('http', message, 409, { message, data: { status: 'active' } }),
    );
    const user = renderCheckout();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Reserve now' }));
    let alert = await screen.findByRole('dialog', { name: 'Alert' });
    expect(within(alert).getByText(message)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(location()).toBe('/checkout'));
    await user.click(screen.getByRole('button', { name: 'Reserve now' }));
    alert = await screen.findByRole('dialog', { name: 'Alert' });
    await user.click(within(alert).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/sign-in'));
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    expect(release).not.toHaveBeenCalled();
  });

  it('refused by a limit (429): the server’s sentence, which says the limit and when to retry', async () => {
    const limited =
      'Too many guest bookings from this network: at most 100 in 10 minutes. Please try again in 7 minutes.';
    register.mockRejectedValue(
      new ApiError('http', limited, 429, { status: false, message: limited }),
    );
    const user = renderCheckout();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Reserve now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(book).not.toHaveBeenCalled();
  });

  it('refused by a limit (429) that gives no reason: says to wait a few minutes', async () => {
    register.mockRejectedValue(new ApiError('http', 'Request failed with status 429', 429, ''));
    const user = renderCheckout();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Reserve now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many guest bookings from this network just now. Please try again in a few minutes.',
    );
  });

  it('any other refusal: An error occurred. Please try again.', async () => {
    register.mockRejectedValue(new ApiError('http', 'Internal error', 500, { message: 'x' }));
    const user = renderCheckout();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Reserve now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
    expect(book).not.toHaveBeenCalled();
  });

  it('a hold that expired meanwhile brings up the Reservation Alert', async () => {
    register.mockRejectedValue(new ApiError('http', 'expired', 410, { message: 'expired' }));
    const user = renderCheckout();
    await screen.findByRole('timer');
    await fillGuest(user);
    statusOf.mockResolvedValue(hold({ status: 'expired', seconds_left: 0 }));
    await user.click(screen.getByRole('button', { name: 'Reserve now' }));
    expect(await screen.findByRole('dialog', { name: 'Reservation Alert' })).toBeInTheDocument();
  });
});

describe('CheckoutPage: signed in', () => {
  it('has no guest form and books with the stored user id and token', async () => {
    useRootStore.getState().signIn(ADA, 'user-token');
    book.mockResolvedValue(hold({ status: 'pending' }));
    const user = renderCheckout();
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reserve now' }));
    await waitFor(() => expect(location()).toBe('/thank-you'));
    expect(register).not.toHaveBeenCalled();
    expect(book).toHaveBeenCalledWith(expect.objectContaining({ guestId: 5, auth: 'user' }));
  });

  it('records the table time of the booking as made, for thank-you', async () => {
    useRootStore.getState().signIn(ADA, 'user-token');
    statusOf.mockResolvedValue(hold({ table_minutes: 90 }));
    book.mockResolvedValue(hold({ status: 'pending', table_minutes: 120 }));
    const user = renderCheckout();
    await screen.findByText('Your table is yours for 1 h 30 min');
    await user.click(screen.getByRole('button', { name: 'Reserve now' }));
    await waitFor(() => expect(location()).toBe('/thank-you'));
    expect(useRootStore.getState().reservations.made.at(-1)?.tableMinutes).toBe(120);
  });
});

describe('CheckoutPage: occasion and dietary needs', () => {
  const allergies = () =>
    screen.getByRole('group', { name: 'Allergies and dietary needs (optional)' });
  const remember = () =>
    screen.queryByRole('checkbox', { name: 'Remember my dietary needs for next time' });

  it('a guest sends the occasion and the ticked allergens beside the request, on this booking only', async () => {
    register.mockResolvedValue({
      status: true,
      message: 'ok',
      data: { ...ADA, phone: '07123456789', id: 7, status: 'inactive' },
    });
    book.mockResolvedValue(hold({ status: 'pending' }));
    const user = renderCheckout();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '07123456789');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: /Special request/ }), 'A quiet table');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Occasion (optional)' }),
      'Birthday',
    );
    // Ticked out of order; sent in the FSA's.
    await user.click(within(allergies()).getByRole('checkbox', { name: 'Peanuts' }));
    await user.click(within(allergies()).getByRole('checkbox', { name: 'Milk' }));
    await user.type(
      within(allergies()).getByRole('textbox', { name: 'Other dietary needs' }),
      'No coriander',
    );
    expect(within(allergies()).getAllByRole('checkbox')).toHaveLength(14);
    expect(remember()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reserve now' }));
    await waitFor(() => expect(location()).toBe('/thank-you'));
    expect(book).toHaveBeenCalledWith(
      expect.objectContaining({
        guestId: 7,
        noted: 'A quiet table',
        needs: {
          occasion: 'birthday',
          allergens: ['milk', 'peanuts'],
          dietaryNotes: 'No coriander',
        },
        rememberDietary: false,
      }),
    );
    expect(keptNeeds).not.toHaveBeenCalled();
  });

  it('signed in: the kept needs are filled in, and remembered again unless unticked', async () => {
    useRootStore.getState().signIn(ADA, 'user-token');
    keptNeeds.mockResolvedValue({ allergens: ['sesame', 'soya'], dietaryNotes: 'Vegan' });
    book.mockResolvedValue(hold({ status: 'pending' }));
    const user = renderCheckout();
    const sesame = within(allergies()).getByRole('checkbox', { name: 'Sesame' });
    await waitFor(() => expect(sesame).toBeChecked());
    expect(within(allergies()).getByRole('checkbox', { name: 'Soya' })).toBeChecked();
    expect(within(allergies()).getByRole('checkbox', { name: 'Milk' })).not.toBeChecked();
    expect(within(allergies()).getByRole('textbox', { name: 'Other dietary needs' })).toHaveValue(
      'Vegan',
    );
    expect(screen.getByText(/Filled in from your last booking/)).toBeInTheDocument();
    expect(keptNeeds).toHaveBeenCalledWith('user', expect.anything());
    expect(remember()).toBeChecked();
    await user.click(sesame);
    expect(screen.queryByText(/Filled in from your last booking/)).toBeNull();
    await user.click(remember()!);
    await user.click(screen.getByRole('button', { name: 'Reserve now' }));
    await waitFor(() => expect(location()).toBe('/thank-you'));
    expect(book).toHaveBeenCalledWith(
      expect.objectContaining({
        guestId: 5,
        auth: 'user',
        needs: { allergens: ['soya'], dietaryNotes: 'Vegan' },
        rememberDietary: false,
      }),
    );
  });

  it('signed in with nothing kept (or kept needs that cannot be had): an empty form, remembered', async () => {
    useRootStore.getState().signIn(ADA, 'user-token');
    keptNeeds.mockRejectedValue(new ApiError('network', 'offline'));
    book.mockResolvedValue(hold({ status: 'pending' }));
    const user = renderCheckout();
    await settle();
    // Only 'Remember' is ticked: no allergen.
    expect(within(allergies()).getAllByRole('checkbox', { checked: true })).toEqual([remember()]);
    await user.click(
      within(allergies()).getByRole('checkbox', { name: 'Cereals containing gluten' }),
    );
    await user.click(screen.getByRole('button', { name: 'Reserve now' }));
    await waitFor(() => expect(location()).toBe('/thank-you'));
    expect(book).toHaveBeenCalledWith(
      expect.objectContaining({ needs: { allergens: ['gluten'] }, rememberDietary: true }),
    );
  });
});

describe('CheckoutPage: Edit', () => {
  it('shows remote-restaurant’s booking panel in edit mode, and a moved hold resets the countdown', async () => {
    let panelProps: BookingPanelProps | null = null;
    function FakePanel(props: BookingPanelProps) {
      panelProps = props;
      return <p>Booking panel for {props.restaurant.name}</p>;
    }
    loadRemote.mockResolvedValue({ default: FakePanel as ComponentType<unknown> });
    const user = renderCheckout();
    await screen.findByRole('timer', { name: '3:07 remaining' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('Booking panel for Dishoom Covent Garden')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('remote_restaurant', 'booking-panel', false);
    expect(panelProps).toMatchObject({
      mode: 'edit',
      restaurant: { uuid: 'rest-uuid-1', name: 'Dishoom Covent Garden' },
    });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-expanded', 'true');
    await act(async () => panelProps!.onHeld!(hold({ seconds_left: 300 })));
    expect(screen.queryByText(/Booking panel for/)).toBeNull();
    expect(screen.getByRole('timer')).toHaveTextContent('5:00');
  });

  it('gives the panel the phone and booking horizon the hold recorded for the restaurant', async () => {
    useRootStore
      .getState()
      .patchReservation({ restaurantPhone: '020 7946 0165', bookingHorizonDays: 60 });
    let panelProps: BookingPanelProps | null = null;
    function FakePanel(props: BookingPanelProps) {
      panelProps = props;
      return <p>Booking panel for {props.restaurant.name}</p>;
    }
    loadRemote.mockResolvedValue({ default: FakePanel as ComponentType<unknown> });
    const user = renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByText('Booking panel for Dishoom Covent Garden');
    expect(panelProps!.restaurant).toEqual({
      uuid: 'rest-uuid-1',
      name: 'Dishoom Covent Garden',
      phone: '020 7946 0165',
      bookingHorizonDays: 60,
    });
  });

  it('Cancel closes the panel; a panel that fails to load offers a retry', async () => {
    loadRemote.mockRejectedValueOnce(new Error('remote down'));
    loadRemote.mockResolvedValue({ default: () => <p>Booking panel</p> });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText(/could not load the booking options/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Booking panel')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenLastCalledWith('remote_restaurant', 'booking-panel', true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Booking panel')).toBeNull();
    jest.restoreAllMocks();
  });
});

/** The diner's answers to the leave question: Cancel the first time, OK the second. */
const stayThenLeave = () =>
  jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);

/** Checkout on the leave guard's copy of its entry; the diner answers OK to leaving. */
function checkoutOnGuardCopy() {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  window.history.replaceState({ idx: 1 }, '', '/checkout');
  renderCheckout();
  return confirm;
}

/** Back, as the browser does it: the entry below, then popstate. */
const browserBack = () =>
  jest.spyOn(window.history, 'back').mockImplementation(() => {
    window.history.replaceState({ idx: 1 }, '', '/checkout');
    setTimeout(() => window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 1 } })));
  });

/** The search was made, after one question and one Back; the page's doubles are put away. */
async function searchedOnce(confirm: jest.SpyInstance, back: jest.SpyInstance) {
  try {
    await waitFor(() => expect(location()).toBe('/search-result'));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(back).toHaveBeenCalledTimes(1);
  } finally {
    back.mockRestore();
    confirm.mockRestore();
    window.history.replaceState(null, '', '/');
  }
}

describe('CheckoutPage: leaving', () => {
  it('asks before a reload or closing the tab, and releases the hold when the page goes', async () => {
    renderCheckout();
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    window.dispatchEvent(new Event('pagehide'));
    expect(releaseOnExit).toHaveBeenCalledWith(HELD);
    expect(current().reservation_uuid).toBeNull();
  });

  it.each([
    ['a link to another page', () => screen.getByRole('link', { name: 'FAQ' }), '/faq'],
    ["the header's search", () => screen.getByRole('button', { name: 'Find' }), '/search-result'],
  ])(
    '%s asks first: staying keeps the hold, leaving releases it',
    async (_, control, destination) => {
      const confirm = stayThenLeave();
      renderCheckout();
      fireEvent.click(control());
      expect(confirm).toHaveBeenCalledWith(
        'If you leave, your reservation will be canceled. Are you sure?',
      );
      await waitFor(() => expect(location()).toBe('/checkout'));
      expect(current().hold_token).toBe(HELD.holdToken);
      fireEvent.click(control());
      await waitFor(() => expect(location()).toBe(destination));
      await act(async () => {
        jest.runOnlyPendingTimers();
      });
      expect(release).toHaveBeenCalledWith(HELD);
      expect(current().reservation_uuid).toBeNull();
      confirm.mockRestore();
    },
  );

  it('a link left by replaces the current entry rather than adding one', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    render(
      <MemoryRouter
        initialEntries={['/restaurant-details/rest-uuid-1', '/checkout']}
        initialIndex={1}
      >
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="*" element={<h1>Elsewhere</h1>} />
        </Routes>
        <Link to="/faq">FAQ</Link>
        <BackButton />
        <Location />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(location()).toBe('/faq'));
    // In the browser the entry replaced is the back button's copy of checkout's (see
    // checkout.spec.ts); this router has no copy, so Back here goes past checkout.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/restaurant-details/rest-uuid-1'));
    confirm.mockRestore();
  });

  it("the header's search left by takes the back button's copy away first, then searches", async () => {
    const confirm = checkoutOnGuardCopy();
    expect(window.history.state).toEqual({ idx: 1, tablehopLeaveGuard: true });
    const back = browserBack();
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(back).toHaveBeenCalledTimes(1);
    // Not searched yet: the search would add its page on top of the copy.
    expect(location()).toBe('/checkout');
    await act(async () => {
      jest.advanceTimersByTime(0);
    });
    // Asked once, for the search; the Back it made is not a Back to ask about.
    await searchedOnce(confirm, back);
  });

  it("the header's search pressed twice while its Back is on the way asks and searches once", async () => {
    const confirm = checkoutOnGuardCopy();
    const back = browserBack();
    // Only a submit the guard lets through reaches the form itself.
    const form = screen.getByRole('search', { name: 'Find a restaurant' });
    const submits = jest.fn();
    form.addEventListener('submit', submits);
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    await act(async () => {
      jest.advanceTimersByTime(0);
    });
    await searchedOnce(confirm, back);
    expect(submits).toHaveBeenCalledTimes(1);
  });

  it("the header's search is sent all the same when the browser does not go back", async () => {
    const confirm = checkoutOnGuardCopy();
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(location()).toBe('/checkout');
    await tick(1);
    await searchedOnce(confirm, back);
  });

  it('the skip link (#main, an entry of its own) does not ask', () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    window.history.replaceState(null, '', '/checkout');
    renderCheckout();
    window.history.pushState(null, '', '/checkout#main');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(confirm).not.toHaveBeenCalled();
    expect(current().hold_token).toBe(HELD.holdToken);
    confirm.mockRestore();
    window.history.replaceState(null, '', '/');
  });

  it('the back button lands on a copy of the checkout entry first, where the diner is asked', async () => {
    const confirm = stayThenLeave();
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => {});
    window.history.replaceState({ idx: 3 }, '', '/checkout');
    const entries = window.history.length;
    renderCheckout();
    expect(window.history.length).toBe(entries + 1);
    expect(window.history.state).toEqual({ idx: 3, tablehopLeaveGuard: true });

    // Back: the browser is on the router's own entry again. Cancel puts the copy back.
    const pressBack = () => {
      window.history.replaceState({ idx: 3 }, '', '/checkout');
      window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 3 } }));
    };
    pressBack();
    expect(confirm).toHaveBeenCalledWith(
      'If you leave, your reservation will be canceled. Are you sure?',
    );
    expect(window.history.state).toEqual({ idx: 3, tablehopLeaveGuard: true });
    expect(back).not.toHaveBeenCalled();
    expect(current().hold_token).toBe(HELD.holdToken);

    // OK goes back one more entry, to the page before checkout.
    pressBack();
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
    confirm.mockRestore();
    window.history.replaceState(null, '', '/');
  });

  it('leaving the page another way releases the hold and clears the reservation', async () => {
    const { unmount } = render(
      <MemoryRouter>
        <CheckoutPage />
      </MemoryRouter>,
    );
    unmount();
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    expect(release).toHaveBeenCalledWith(HELD);
    expect(current().reservation_uuid).toBeNull();
  });
});
