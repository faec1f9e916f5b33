import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { MemoryRouter } from 'shared/testing/router';
import { STORAGE_KEYS } from 'shared/constants';
import { emptyReservation, useRootStore } from 'shared/store';
import type { CurrentReservation } from 'shared/types';
import ThankYouPage from './thank-you-page';

const BOOKED: CurrentReservation = {
  ...emptyReservation(new Date('2026-11-21T10:00:00Z')),
  person: 4,
  date: '24/11/2026',
  day: 'tuesday',
  start_time: '19:00',
  end_time: '19:30',
  res_id: 'rest-uuid-1',
  rest_name: 'Dishoom Covent Garden',
  reservation_uuid: 'res-uuid-42',
  user_email: 'ada@example.com',
};

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/thank-you']}>
      <Routes>
        <Route path="/thank-you" element={<ThankYouPage />} />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.reservationComplete, 'completed');
  useRootStore.getState().signOut();
  useRootStore.getState().guestLogout();
  useRootStore.setState({ reservations: { current: BOOKED, made: [BOOKED] } });
});

const signInAda = () =>
  useRootStore.getState().signIn(
    {
      id: 5,
      uuid: 'u-5',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: null,
      email: 'ada@example.com',
      status: 'active',
    },
    'token',
  );

it('confirms the booking with its summary and tells a guest to activate the account', () => {
  renderPage();
  expect(
    screen.getByText(/Your reservation at Dishoom Covent Garden is confirmed/),
  ).toHaveTextContent('emailed the details to ada@example.com');
  expect(screen.getByText(/activate your account/)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Dishoom Covent Garden' })).toHaveTextContent(
    '4 people',
  );
});

it('says how long the table is theirs, beside the slot and its 30 min', () => {
  const older = { ...BOOKED, reservation_uuid: 'res-uuid-41', tableMinutes: 120 };
  const latest = { ...BOOKED, tableMinutes: 90 };
  useRootStore.setState({ reservations: { current: latest, made: [older, latest] } });
  renderPage();
  const card = screen.getByRole('region', { name: 'Dishoom Covent Garden' });
  expect(card).toHaveTextContent('7:00 PM – 7:30 PM');
  expect(card).toHaveTextContent('30 min');
  expect(card).toHaveTextContent('Your table is yours for 1 h 30 min');
});

it('shows no table time for a booking that did not say one', () => {
  renderPage();
  expect(screen.queryByText(/Your table is yours for/)).toBeNull();
});

it('does not ask a signed-in diner to activate anything', () => {
  signInAda();
  renderPage();
  expect(screen.queryByText(/activate your account/)).toBeNull();
});

it('Go To Home clears the reservation and the flag and goes to /', async () => {
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Go To Home' }));
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(localStorage.getItem(STORAGE_KEYS.reservationComplete)).toBeNull();
  expect(useRootStore.getState().reservations.current.reservation_uuid).toBeNull();
  // A guest has no session to sign out of: the booking leaves the device here.
  expect(useRootStore.getState().reservations.made).toEqual([]);
});

it("Go To Home keeps a signed-in diner's bookings on the device until sign-out", async () => {
  signInAda();
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Go To Home' }));
  expect(useRootStore.getState().reservations.made).toHaveLength(1);
});
