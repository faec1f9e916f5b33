import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { MemoryRouter } from 'shared/testing/router';
import { ApiError } from 'shared/api/errors';
import { getMyStandby, removeStandby, type StandbyEntry } from 'shared/api/standby';
import { useRootStore } from 'shared/store';
import { ADA_ACCOUNT, TOKEN } from '../testing/profile-fixtures';
import StandbySection from './standby-section';

jest.mock('shared/api/standby', () => ({ getMyStandby: jest.fn(), removeStandby: jest.fn() }));

const list = jest.mocked(getMyStandby);
const remove = jest.mocked(removeStandby);

const ENTRIES: StandbyEntry[] = [
  {
    id: 7,
    restaurant_uuid: 'rest-1',
    restaurant_name: 'Dishoom',
    date: '05/12/2026',
    number_of_people: 2,
    window_start: '18:00',
    window_end: '20:00',
  },
  {
    id: 8,
    restaurant_uuid: 'rest-2',
    restaurant_name: 'Hawksmoor',
    date: '06/12/2026',
    number_of_people: 4,
    window_start: '19:30',
    window_end: '21:00',
  },
];

function renderSection() {
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <Routes>
        <Route path="/profile" element={<StandbySection userUuid={ADA_ACCOUNT.uuid} />} />
        <Route path="/sign-in" element={<h1>Sign in</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const removeButton = (name: RegExp) => screen.findByRole('button', { name });

beforeEach(() => {
  list.mockReset();
  remove.mockReset();
  localStorage.clear();
  useRootStore.getState().signIn(ADA_ACCOUNT, TOKEN);
});

it('lists the entries, each with its restaurant link, day, party and window', async () => {
  list.mockResolvedValue(ENTRIES);
  renderSection();
  expect(screen.getByRole('status', { name: 'Loading your standby list' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Dishoom' })).toHaveAttribute(
    'href',
    '/restaurant-details/rest-1',
  );
  expect(screen.getByText('Sat 5 Dec, 2 people, 6:00 PM to 8:00 PM')).toBeInTheDocument();
  expect(screen.getByText('Sun 6 Dec, 4 people, 7:30 PM to 9:00 PM')).toBeInTheDocument();
});

it('removes an entry and says so', async () => {
  list.mockResolvedValue(ENTRIES);
  remove.mockResolvedValue({ status: true, message: 'You have left the standby list.' });
  renderSection();
  await userEvent.click(await removeButton(/^Remove standby at Dishoom/));
  expect(remove).toHaveBeenCalledWith(7);
  expect(await screen.findByText('You have left the standby list at Dishoom.')).toHaveFocus();
  expect(screen.queryByRole('link', { name: 'Dishoom' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Hawksmoor' })).toBeInTheDocument();
});

it('an entry that has already ended leaves the list too', async () => {
  list.mockResolvedValue(ENTRIES);
  remove.mockRejectedValue(new ApiError('http', 'Standby entry not found', 404));
  renderSection();
  await userEvent.click(await removeButton(/^Remove standby at Hawksmoor/));
  expect(screen.queryByRole('link', { name: 'Hawksmoor' })).not.toBeInTheDocument();
});

it('says when there is none', async () => {
  list.mockResolvedValue([]);
  renderSection();
  expect(await screen.findByText(/You are not waiting for a table/)).toBeInTheDocument();
});

it('a refused token signs the diner out', async () => {
  list.mockRejectedValue(new ApiError('http', 'Please sign in to continue.', 401));
  renderSection();
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
});

it('a failure offers Try again', async () => {
  list.mockRejectedValueOnce(new ApiError('network', 'We could not reach TableHop.'));
  list.mockResolvedValueOnce(ENTRIES);
  renderSection();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not load your standby list.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Dishoom' })).toBeInTheDocument();
});
