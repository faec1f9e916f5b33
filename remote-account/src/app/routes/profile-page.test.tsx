import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { MemoryRouter } from 'shared/testing/router';
import { cancelReservation } from 'shared/api/cancel-reservation';
import { ApiError } from 'shared/api/errors';
import { getProfile, updateProfile } from 'shared/api/profile';
import { getUserReservations } from 'shared/api/user-reservations';
import { useRootStore } from 'shared/store';
import {
  ADA,
  ADA_ACCOUNT,
  RESERVATIONS,
  TOKEN,
  envelope,
} from '../../features/profile/testing/profile-fixtures';
import ProfilePage from './profile-page';

jest.mock('shared/api/profile', () => ({ getProfile: jest.fn(), updateProfile: jest.fn() }));
jest.mock('shared/api/user-reservations', () => ({
  ...jest.requireActual<object>('shared/api/user-reservations'),
  getUserReservations: jest.fn(),
}));
jest.mock('shared/api/cancel-reservation', () => ({ cancelReservation: jest.fn() }));
jest.mock('shared/api/standby', () => ({
  getMyStandby: jest.fn(() => Promise.resolve([])),
  removeStandby: jest.fn(),
}));

const read = jest.mocked(getProfile);
const update = jest.mocked(updateProfile);
const list = jest.mocked(getUserReservations);
const cancel = jest.mocked(cancelReservation);

function renderPage(url = '/profile') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/sign-in" element={<p>The sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

beforeEach(() => {
  for (const mock of [read, update, list, cancel]) mock.mockReset();
  localStorage.clear();
  useRootStore.getState().signIn(ADA_ACCOUNT, TOKEN);
});

describe('ProfilePage', () => {
  it('has one h1 and both parts while their answers are on the way', () => {
    read.mockReturnValue(new Promise(() => {}));
    list.mockReturnValue(new Promise(() => {}));
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(document.title).toBe('Profile | TableHop');
    expect(screen.getByRole('region', { name: 'Reservations' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your reservations' })).toBeInTheDocument();
    // Account details wait for the list above them (no shift), but not for long.
    const details = document.getElementById('account-details');
    expect(details).toHaveTextContent('Account details');
    expect(details).not.toBeVisible();
  });

  it('shows the account details once the reservations have their place', async () => {
    read.mockResolvedValue(envelope(ADA));
    let listReservations = () => {};
    list.mockReturnValue(
      new Promise((resolve) => {
        listReservations = () => resolve(envelope(RESERVATIONS));
      }),
    );
    renderPage();
    // The details have come (ByText finds them, shown or not); the list has not.
    await screen.findByText(ADA.email);
    expect(screen.queryByRole('region', { name: 'Account details' })).toBeNull();
    listReservations();
    expect(await screen.findByRole('region', { name: 'Account details' })).toHaveTextContent(
      ADA.email,
    );
  });

  it('shows the account details after a moment when the reservations are slow', async () => {
    read.mockResolvedValue(envelope(ADA));
    list.mockReturnValue(new Promise(() => {}));
    renderPage();
    expect(
      await screen.findByRole('region', { name: 'Account details' }, { timeout: 3000 }),
    ).toHaveTextContent(ADA.email);
    expect(screen.getByRole('status', { name: 'Loading your reservations' })).toBeInTheDocument();
  });

  it('opened at #account-details, goes there once both parts have their place', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.id);
    };
    let listReservations = () => {};
    list.mockReturnValue(
      new Promise((resolve) => {
        listReservations = () => resolve(envelope(RESERVATIONS));
      }),
    );
    read.mockResolvedValue(envelope(ADA));
    renderPage('/profile#account-details');
    await screen.findByText(ADA.email);
    // The reservations above it have not come: it would still move.
    expect(scrolled).not.toHaveBeenCalled();
    listReservations();
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith('account-details'));
    // Once: the diner's own scrolling afterwards is theirs.
    expect(scrolled).toHaveBeenCalledTimes(1);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('links its sidebar to the two parts', () => {
    read.mockReturnValue(new Promise(() => {}));
    list.mockReturnValue(new Promise(() => {}));
    renderPage();
    const sidebar = within(screen.getByRole('navigation', { name: 'Profile' }));
    expect(sidebar.getByRole('link', { name: 'Reservations' })).toHaveAttribute(
      'href',
      '#reservations',
    );
    expect(sidebar.getByRole('link', { name: 'Account details' })).toHaveAttribute(
      'href',
      '#account-details',
    );
    expect(document.getElementById('reservations')).toBe(
      screen.getByRole('region', { name: 'Reservations' }),
    );
    expect(document.getElementById('account-details')).toHaveTextContent('Account details');
  });

  it('puts the standby list last, so its late chunk moves nothing below it', async () => {
    read.mockReturnValue(new Promise(() => {}));
    list.mockReturnValue(new Promise(() => {}));
    renderPage();
    const standby = await screen.findByRole('region', { name: 'Standby list' });
    const sections = Array.from(document.querySelectorAll('section[id]'), (s) => s.id);
    expect(sections.at(-1)).toBe(standby.id);
    const links = within(screen.getByRole('navigation', { name: 'Profile' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Reservations',
      'Account details',
      'Standby list',
    ]);
  });

  it("shows the signed-in user's reservations and details", async () => {
    read.mockResolvedValue(envelope(ADA));
    list.mockResolvedValue(envelope(RESERVATIONS));
    renderPage();
    expect(await screen.findByRole('region', { name: 'Upcoming (2)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Past (1)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cancelled (1)' })).toBeInTheDocument();
    const details = within(await screen.findByRole('region', { name: 'Account details' }));
    expect(await details.findByText('ada@example.com')).toBeInTheDocument();
    expect(details.getByText('Ada')).toBeInTheDocument();
    expect(details.getByText('Lovelace')).toBeInTheDocument();
    expect(details.getByText('07123456789')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith('user-uuid-5');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('a saved name reaches the store without reloading the reservations', async () => {
    read.mockResolvedValue(envelope(ADA));
    list.mockResolvedValue(envelope(RESERVATIONS));
    update.mockResolvedValue(envelope({ ...ADA, first_name: 'Augusta' }, 'Saved.'));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await user.clear(firstName);
    await user.type(firstName, 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(useRootStore.getState().user.user?.first_name).toBe('Augusta');
    expect(useRootStore.getState().user.token).toBe(TOKEN);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('signs out and goes to sign-in when the token has ended (401)', async () => {
    read.mockRejectedValue(new ApiError('http', 'Please sign in to continue.', 401));
    list.mockRejectedValue(new ApiError('http', 'Please sign in to continue.', 401));
    renderPage();
    expect(await screen.findByText('The sign-in page')).toBeInTheDocument();
    expect(useRootStore.getState().user).toEqual({ user: null, token: null });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('without a user in the store, asks to sign in and fetches nothing', async () => {
    useRootStore.getState().signOut();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText(/Sign in to see your reservations/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    await waitFor(() => expect(read).not.toHaveBeenCalled());
    expect(list).not.toHaveBeenCalled();
  });
});
