import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'shared/router';
import { MemoryRouter } from 'shared/testing/router';
import { useRootStore } from 'shared/store';
import type { AccountUser } from 'shared/types';
import { Header } from './header';

const endSession = jest.fn();
// Find searches before it navigates; one match is enough to open the result page.
jest.mock('shared/api/search-restaurants', () => {
  const { card, resultsPage } = jest.requireActual('shared/testing/restaurants');
  return { searchRestaurants: async () => resultsPage([card(1)]) };
});
jest.mock('shared/api/guest-logout', () => ({
  guestLogout: (session: unknown) => endSession(session),
}));

beforeEach(() => {
  endSession.mockReset().mockResolvedValue({ status: true, message: 'You have been signed out.' });
});

const DINER: AccountUser = {
  id: 7,
  uuid: 'u-7',
  first_name: 'Priya',
  last_name: 'Shah',
  phone: '07700900123',
  email: 'priya@example.co.uk',
  status: 'active',
};

/** Where the router is: pathname plus search. */
function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current location">{`${pathname}${search}`}</output>;
}

function renderHeader(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
      <Routes>
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}

const location = () => screen.getByRole('status', { name: 'Current location' });

function resetStore() {
  const s = useRootStore.getState();
  s.signOut();
  s.guestLogout();
  s.setSearchQuery(null);
  s.patchSearchResult({ loading: false });
  localStorage.clear();
}

beforeEach(resetStore);
afterEach(resetStore);

describe('Header search form (spec section 2, layout)', () => {
  it('has no search form on the home page', () => {
    renderHeader('/');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(
      screen.queryByPlaceholderText('Enter a restaurant name or postcode'),
    ).not.toBeInTheDocument();
  });

  it.each(['/faq', '/search-result?name=Dishoom', '/restaurant-details/abc'])(
    'shows the search form on %s',
    (path) => {
      renderHeader(path);
      const form = screen.getByRole('search');
      const input = within(form).getByRole('searchbox');
      expect(input).toHaveAttribute('placeholder', 'Enter a restaurant name or postcode');
      const find = within(form).getByRole('button', { name: 'Find' });
      expect(find).toHaveAttribute('type', 'submit');
      expect(find).toBeEnabled();
    },
  );

  it('Enter with a postcode opens /search-result?post_code=...', async () => {
    const user = userEvent.setup();
    renderHeader('/faq');
    await user.type(screen.getByRole('searchbox'), 'SW1A 1AA{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent('/search-result?post_code=SW1A+1AA'));
    expect(useRootStore.getState().searchResult.query).toEqual({ post_code: 'SW1A 1AA' });
  });

  it('Find with a name opens /search-result?name=...', async () => {
    const user = userEvent.setup();
    renderHeader('/faq');
    await user.type(screen.getByRole('searchbox'), 'Dishoom');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(location()).toHaveTextContent('/search-result?name=Dishoom'));
    expect(useRootStore.getState().searchResult.query).toEqual({ name: 'Dishoom' });
  });

  it('mirrors the query held in the store', () => {
    useRootStore.getState().setSearchQuery({ post_code: 'M1 1AE' });
    renderHeader('/search-result?post_code=M1+1AE');
    expect(screen.getByRole('searchbox')).toHaveValue('M1 1AE');
  });

  it('shows a Loading spinner on Find and disables it while a search loads', () => {
    useRootStore.getState().patchSearchResult({ loading: true });
    renderHeader('/faq');
    const find = screen.getByRole('button', { name: /Find/ });
    expect(find).toBeDisabled();
    expect(within(find).getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    act(() => useRootStore.getState().patchSearchResult({ loading: false }));
    expect(screen.getByRole('button', { name: 'Find' })).toBeEnabled();
    expect(
      within(screen.getByRole('button', { name: 'Find' })).queryByRole('status'),
    ).not.toBeInTheDocument();
  });
});

describe('Header account links', () => {
  it('links a signed-out visitor to Sign in, Sign up, Become a partner and For restaurants', () => {
    renderHeader('/faq');
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(within(nav).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(within(nav).getByRole('link', { name: 'Become a partner' })).toHaveAttribute(
      'href',
      '/partner',
    );
    const owners = within(nav).getByRole('link', { name: 'For restaurants' });
    expect(owners).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(owners).toHaveAttribute('target', '_blank');
    expect(owners).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(nav).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('has a logo link home', () => {
    renderHeader('/faq');
    expect(screen.getByRole('link', { name: 'TableHop home' })).toHaveAttribute('href', '/');
  });

  it('Menu toggles aria-expanded on the small-screen menu', async () => {
    const user = userEvent.setup();
    renderHeader('/faq');
    // The toggle is display:none above the small breakpoint (jsdom applies no media query),
    // so it is out of the accessibility tree and has no computed name here.
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const menu = within(nav).getByRole('button', { hidden: true });
    expect(menu).toHaveTextContent('Menu');
    expect(menu).not.toBeVisible();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(list).toContainElement(screen.getByRole('link', { name: 'Sign in' }));
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('a signed-in diner gets a menu named after them with Profile and Sign out', async () => {
    const user = userEvent.setup();
    useRootStore.getState().signIn(DINER, 'tok');
    renderHeader('/faq');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Priya' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('closes the signed-in menu with Escape', async () => {
    const user = userEvent.setup();
    useRootStore.getState().signIn(DINER, 'tok');
    renderHeader('/faq');
    const toggle = screen.getByRole('button', { name: 'Priya' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape from inside the menu gives focus back to its button, not to the page', async () => {
    const user = userEvent.setup();
    useRootStore.getState().signIn(DINER, 'tok');
    renderHeader('/faq');
    const toggle = screen.getByRole('button', { name: 'Priya' });
    await user.click(toggle);
    screen.getByRole('link', { name: 'Profile' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('a signed-in guest sees the menu with the guest first name', () => {
    useRootStore.getState().guestLogin({ ...DINER, first_name: 'Sam' }, 'guest-tok');
    renderHeader('/faq');
    expect(screen.getByRole('button', { name: 'Sam' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('Profile opens /profile', async () => {
    const user = userEvent.setup();
    useRootStore.getState().signIn(DINER, 'tok');
    renderHeader('/faq');
    await user.click(screen.getByRole('button', { name: 'Priya' }));
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    expect(location()).toHaveTextContent(/^\/profile$/);
  });

  it('Sign out clears the token in the store and storage and shows the signed-out links', async () => {
    const user = userEvent.setup();
    useRootStore.getState().signIn(DINER, 'tok');
    expect(localStorage.getItem('token')).toBe('tok');
    renderHeader('/faq');

    await user.click(screen.getByRole('button', { name: 'Priya' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(useRootStore.getState().user.token).toBeNull();
    expect(useRootStore.getState().user.user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Priya' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(location()).toHaveTextContent(/^\/$/);
    expect(endSession).toHaveBeenCalledWith({ uuid: DINER.uuid, token: 'tok' });
  });

  it('Sign out clears the local session even when the server cannot be reached', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    endSession.mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    useRootStore.getState().signIn(DINER, 'tok');
    renderHeader('/faq');
    await user.click(screen.getByRole('button', { name: 'Priya' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(useRootStore.getState().user.token).toBeNull();
    await act(async () => undefined);
    expect(warn).toHaveBeenCalledWith('Sign-out could not reach the server', expect.any(Error));
    warn.mockRestore();
  });

  it('Sign out also ends a guest session', async () => {
    const user = userEvent.setup();
    useRootStore.getState().guestLogin({ ...DINER, first_name: 'Sam' }, 'guest-tok');
    expect(localStorage.getItem('guestToken')).toBe('guest-tok');
    renderHeader('/faq');

    await user.click(screen.getByRole('button', { name: 'Sam' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(useRootStore.getState().guestUser).toEqual({
      guest: null,
      guestToken: null,
      isAuthenticated: false,
    });
    expect(localStorage.getItem('guest')).toBeNull();
    expect(localStorage.getItem('guestToken')).toBeNull();
    expect(endSession).toHaveBeenCalledWith({ uuid: DINER.uuid, token: 'guest-tok' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
