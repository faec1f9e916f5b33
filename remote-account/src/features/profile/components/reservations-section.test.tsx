import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { MemoryRouter } from 'shared/testing/router';
import { cancelReservation } from 'shared/api/cancel-reservation';
import { changeReservation, getChangeTimes } from 'shared/api/change-reservation';
import { ApiError } from 'shared/api/errors';
import { getUserReservations } from 'shared/api/user-reservations';
import { useRootStore } from 'shared/store';
import {
  ADA_ACCOUNT,
  RESERVATIONS,
  TOKEN,
  envelope,
  reservation,
} from '../testing/profile-fixtures';
import { ReservationsSection } from './reservations-section';

jest.mock('shared/api/user-reservations', () => ({
  ...jest.requireActual<object>('shared/api/user-reservations'),
  getUserReservations: jest.fn(),
}));
jest.mock('shared/api/cancel-reservation', () => ({ cancelReservation: jest.fn() }));
jest.mock('shared/api/change-reservation', () => ({
  changeReservation: jest.fn(),
  getChangeTimes: jest.fn(),
}));

const list = jest.mocked(getUserReservations);
const cancel = jest.mocked(cancelReservation);

function renderSection() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <Routes>
        <Route path="/profile" element={<ReservationsSection userUuid={ADA_ACCOUNT.uuid} />} />
        <Route path="/sign-in" element={<h1>Sign in</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const group = (title: string) => screen.getByRole('region', { name: new RegExp(`^${title} \\(`) });
const cards = (title: string) => within(group(title)).queryAllByRole('article');
const card = (name: string) => screen.getByRole('article', { name });
const STARTED = 'This reservation has already started and can no longer be cancelled.';

beforeEach(() => {
  list.mockReset();
  cancel.mockReset();
  localStorage.clear();
  useRootStore.getState().signIn(ADA_ACCOUNT, TOKEN);
});

describe('ReservationsSection', () => {
  it("loads the user's reservations by uuid behind a skeleton", async () => {
    list.mockResolvedValue(envelope(RESERVATIONS));
    renderSection();
    expect(screen.getByRole('status', { name: 'Loading your reservations' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Upcoming (2)' });
    expect(list).toHaveBeenCalledWith('user-uuid-5');
    expect(screen.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument();
  });

  it('groups them into upcoming, past and cancelled, each with a count', async () => {
    list.mockResolvedValue(envelope(RESERVATIONS));
    renderSection();
    await screen.findByRole('region', { name: 'Upcoming (2)' });
    expect(screen.getByRole('region', { name: 'Past (1)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cancelled (1)' })).toBeInTheDocument();
    // Soonest first: Monday's lunch before Tuesday's dinner.
    expect(cards('Upcoming')).toEqual([card('Padella'), card('Dishoom Covent Garden')]);
    expect(cards('Past')).toEqual([card('Hawksmoor')]);
    expect(cards('Cancelled')).toEqual([card('Bao Soho')]);
    // Only upcoming bookings can be cancelled.
    expect(
      within(group('Upcoming')).getAllByRole('button', { name: 'Cancel reservation' }),
    ).toHaveLength(2);
    expect(within(group('Past')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(group('Cancelled')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows each booking: link, image, date, time, party, request and status', async () => {
    list.mockResolvedValue(envelope(RESERVATIONS));
    renderSection();
    const dishoom = within(await screen.findByRole('article', { name: 'Dishoom Covent Garden' }));
    expect(dishoom.getByRole('link', { name: 'Dishoom Covent Garden' })).toHaveAttribute(
      'href',
      '/restaurant-details/rest-uuid-1',
    );
    expect(dishoom.getByRole('img', { name: 'Dishoom Covent Garden' })).toHaveAttribute(
      'src',
      '/api/v1/images/restaurants/dishoom.svg',
    );
    expect(dishoom.getByText('Tuesday 24/11/2026')).toBeInTheDocument();
    expect(dishoom.getByText('7:00 PM – 7:30 PM')).toBeInTheDocument();
    expect(dishoom.getByText('2 people')).toBeInTheDocument();
    expect(dishoom.getByText('A high chair, please')).toBeInTheDocument();
    expect(dishoom.getByText('20/11/2026')).toBeInTheDocument();
    expect(dishoom.getByText('Booked')).toBeInTheDocument();

    const padella = within(card('Padella'));
    expect(padella.getByText('1 person')).toBeInTheDocument();
    expect(padella.getByText('12:30 PM – 1:00 PM')).toBeInTheDocument();
    expect(padella.queryByText('Special request')).not.toBeInTheDocument();
    expect(padella.getByRole('img', { name: 'Padella' })).toHaveAttribute(
      'src',
      '/api/v1/images/placeholder.svg',
    );
    expect(within(card('Hawksmoor')).getByText('Completed')).toBeInTheDocument();
    expect(within(card('Bao Soho')).getByText('Cancelled')).toBeInTheDocument();
  });

  it('shows how long the table is theirs when the booking says', async () => {
    const [, padella] = RESERVATIONS;
    list.mockResolvedValue(envelope([reservation({ table_minutes: 90 }), padella!]));
    renderSection();
    const timed = within(await screen.findByRole('article', { name: 'Dishoom Covent Garden' }));
    expect(timed.getByText('Table time')).toBeInTheDocument();
    expect(timed.getByText('1 h 30 min')).toBeInTheDocument();
    // A booking from before table times shows none.
    expect(within(card('Padella')).queryByText('Table time')).not.toBeInTheDocument();
  });

  it('says when there are no reservations at all, with a way to find a restaurant', async () => {
    list.mockResolvedValue(envelope([]));
    renderSection();
    expect(await screen.findByText('You have no reservations yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a restaurant' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('region', { name: /^Upcoming/ })).not.toBeInTheDocument();
  });

  it('says which groups are empty', async () => {
    list.mockResolvedValue(envelope([reservation({ status: 'completed' })]));
    renderSection();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming (0)' });
    expect(within(upcoming).getByText(/You have no upcoming reservations\./)).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: 'Find a restaurant' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(
      within(screen.getByRole('region', { name: 'Cancelled (0)' })).getByText(
        'You have no cancelled reservations.',
      ),
    ).toBeInTheDocument();
    expect(cards('Past')).toHaveLength(1);
  });

  it('says when the list could not be loaded, and Try again asks again', async () => {
    list
      .mockRejectedValueOnce(new ApiError('network', 'We could not reach TableHop.'))
      .mockResolvedValueOnce(envelope(RESERVATIONS));
    const user = renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your reservations. We could not reach TableHop.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Upcoming (2)' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs out and goes to sign-in when the token is refused (401)', async () => {
    list.mockRejectedValue(new ApiError('http', 'Please sign in to continue.', 401));
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(useRootStore.getState().user).toEqual({ user: null, token: null });
  });
});

describe('Cancelling a reservation', () => {
  beforeEach(() => list.mockResolvedValue(envelope(RESERVATIONS)));

  const openDialog = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
    const item = within(await screen.findByRole('article', { name }));
    await user.click(item.getByRole('button', { name: 'Cancel reservation' }));
    return screen.getByRole('dialog', { name: 'Cancel reservation' });
  };

  it('asks first, naming the restaurant, date and time; Keep reservation changes nothing', async () => {
    const user = renderSection();
    const dialog = await openDialog(user, 'Dishoom Covent Garden');
    expect(dialog).toHaveTextContent(
      'Cancel your table for 2 people at Dishoom Covent Garden on Tuesday 24/11/2026, 7:00 PM – 7:30 PM?',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep reservation' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Keep reservation' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancel).not.toHaveBeenCalled();
    expect(cards('Upcoming')).toHaveLength(2);
    // Focus goes back to the button that opened the dialog.
    expect(
      within(card('Dishoom Covent Garden')).getByRole('button', { name: 'Cancel reservation' }),
    ).toHaveFocus();
  });

  it('cancels once on confirmation, even on a double click, and moves it to Cancelled', async () => {
    cancel.mockResolvedValue({ status: true, message: 'Your reservation has been cancelled.' });
    const user = renderSection();
    const dialog = await openDialog(user, 'Dishoom Covent Garden');
    await user.dblClick(within(dialog).getByRole('button', { name: /Cancel reservation/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(cancel).toHaveBeenCalledWith('res-uuid-1', undefined);
    expect(screen.getByRole('region', { name: 'Upcoming (1)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cancelled (2)' })).toBeInTheDocument();
    const moved = within(group('Cancelled')).getByRole('article', {
      name: 'Dishoom Covent Garden',
    });
    expect(within(moved).getByText('Cancelled')).toBeInTheDocument();
    expect(within(moved).queryByRole('button')).not.toBeInTheDocument();
    const notice = screen.getByText(
      'Your reservation at Dishoom Covent Garden on Tuesday 24/11/2026 has been cancelled.',
    );
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveFocus();
  });

  it("shows the server's message when the booking has already started (409)", async () => {
    cancel.mockRejectedValue(new ApiError('http', STARTED, 409));
    const user = renderSection();
    const dialog = await openDialog(user, 'Padella');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(STARTED);
    expect(alert).toHaveFocus();
    // Asking again cannot help: only Close is left.
    expect(within(dialog).queryByRole('button', { name: /Cancel reservation/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(cards('Upcoming')).toHaveLength(2);
  });

  it('lets the diner try again after a failure that may pass', async () => {
    cancel
      .mockRejectedValueOnce(new ApiError('network', 'We could not reach TableHop.'))
      .mockResolvedValueOnce({ status: true, message: 'Your reservation has been cancelled.' });
    const user = renderSection();
    const dialog = await openDialog(user, 'Padella');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not reach TableHop.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancel).toHaveBeenCalledTimes(2);
    expect(within(group('Cancelled')).getByRole('article', { name: 'Padella' })).toBeVisible();
  });

  it('signs out and goes to sign-in when the token is refused while cancelling (401)', async () => {
    cancel.mockRejectedValue(new ApiError('http', 'Please sign in to continue.', 401));
    const user = renderSection();
    const dialog = await openDialog(user, 'Padella');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(useRootStore.getState().user).toEqual({ user: null, token: null });
  });
  it('changes the time and party of an upcoming booking in place and says so', async () => {
    list.mockResolvedValue(envelope(RESERVATIONS));
    jest.mocked(getChangeTimes).mockResolvedValue({ times: ['19:00', '20:30'], callToBook: null });
    const changed = { ...RESERVATIONS[0]!, reservation_time: '20:30:00', end_time: '21:00' };
    jest.mocked(changeReservation).mockResolvedValue({
      message: 'Your reservation has been changed. We have emailed you the new details.',
      reservation: { ...changed, number_of_people: 3 },
    });
    const user = renderSection();
    const dishoom = within(await screen.findByRole('article', { name: 'Dishoom Covent Garden' }));
    // Past and cancelled bookings cannot be changed.
    expect(within(group('Past')).queryByRole('button')).toBeNull();
    await user.click(dishoom.getByRole('button', { name: 'Change reservation' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change reservation' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Party size' }), '3 people');
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Time' }), '8:30 PM');
    await user.click(dialog.getByRole('button', { name: 'Confirm change' }));
    expect(changeReservation).toHaveBeenCalledWith(
      'res-uuid-1',
      { date: '24/11/2026', startTime: '20:30', partySize: 3 },
      undefined,
    );
    expect(
      await screen.findByText(
        'Your reservation at Dishoom Covent Garden is now on Tuesday 24/11/2026, 8:30 PM – 9:00 PM, for 3 people. We have emailed you the new details.',
      ),
    ).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dishoom.getByText('8:30 PM – 9:00 PM')).toBeInTheDocument();
    expect(dishoom.getByText('3 people')).toBeInTheDocument();
  });
});
