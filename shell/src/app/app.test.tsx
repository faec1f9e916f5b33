import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackButton, MemoryRouter } from 'shared/testing/router';
import { useRootStore } from 'shared/store';
import { useRehydrated } from 'shared/store/use-rehydrated';
import { App } from './app';

jest.mock('shared/store/use-rehydrated', () => ({ useRehydrated: jest.fn() }));

// No Module Federation, no network: a remote page is a labelled placeholder.
jest.mock('./remotes/remote-route', () => ({
  RemoteRoute: ({ remote, module }: { remote: string; module: string }) => (
    <h1>{`Remote page ${remote}/${module}`}</h1>
  ),
}));

const mockedUseRehydrated = jest.mocked(useRehydrated);

function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  mockedUseRehydrated.mockReturnValue(true);
  useRootStore.getState().signOut();
  localStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('App (spec section 4, store start-up)', () => {
  it('renders nothing until the store has rehydrated', () => {
    mockedUseRehydrated.mockReturnValue(false);
    const { container } = renderApp('/');
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('renders the layout once the store has rehydrated', () => {
    const { container, rerender } = renderApp('/faq');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();

    mockedUseRehydrated.mockReturnValue(false);
    rerender(
      <MemoryRouter initialEntries={['/faq']}>
        <App />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('App routes (spec section 2)', () => {
  it.each([
    ['/', 'remote_search/home-page'],
    ['/search-result?name=Dishoom', 'remote_search/search-result-page'],
    ['/restaurant-details/0b6f-uuid', 'remote_restaurant/restaurant-page'],
    ['/checkout', 'remote_checkout/checkout-page'],
    ['/edit-reservation', 'remote_checkout/edit-reservation-page'],
    ['/sign-in', 'remote_account/sign-in-page'],
    ['/sign-up', 'remote_account/sign-up-page'],
    ['/forgot-password', 'remote_account/forgot-password-page'],
    ['/otp-verification', 'remote_account/otp-verification-page'],
    ['/reset-password', 'remote_account/reset-password-page'],
    ['/resend-mail', 'remote_account/resend-mail-page'],
    ['/faq', 'remote_content/faq-page'],
    ['/privacy-policy', 'remote_content/privacy-policy-page'],
    ['/terms-and-conditions', 'remote_content/terms-page'],
    ['/contact', 'remote_content/contact-page'],
    ['/about-us', 'remote_content/about-us-page'],
    ['/partner', 'remote_content/partner-page'],
    ['/test', 'remote_content/test-page'],
  ])('%s is served by %s inside the layout', (path, page) => {
    renderApp(path);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      `Remote page ${page}`,
    );
  });

  it('guards /profile: a signed-out visitor lands on the sign-in page', () => {
    renderApp('/profile');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Remote page remote_account/sign-in-page',
    );
  });

  it('guards /thank-you: without the completed flag the diner lands home', () => {
    renderApp('/thank-you');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Remote page remote_search/home-page',
    );
  });

  it('opens /thank-you with the completed flag', () => {
    localStorage.setItem('reservationComplete', 'completed');
    renderApp('/thank-you');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Remote page remote_checkout/thank-you-page',
    );
  });

  it('guards /registration-success: without the flag the visitor lands on sign-up', () => {
    renderApp('/registration-success');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Remote page remote_account/sign-up-page',
    );
  });

  it('shows the 404 page for an unknown path, with its title', () => {
    renderApp('/no/such/page');
    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Page not found | TableHop');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('the 404 Home button goes to /', async () => {
    const user = userEvent.setup();
    renderApp('/no/such/page');
    await user.click(screen.getByRole('button', { name: 'Home' }));
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Remote page remote_search/home-page',
    );
    // Home has no header search form.
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('opens every page at its top, after Back and Forward too', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/no/such/page']}>
        <App />
        <BackButton />
      </MemoryRouter>,
    );
    const scrollTo = jest.mocked(window.scrollTo);
    const before = scrollTo.mock.calls.length;
    expect(before).toBeGreaterThanOrEqual(1);
    await user.click(screen.getByRole('button', { name: 'Home' }));
    expect(scrollTo.mock.calls.length).toBe(before + 1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    // The browser's own restoring ran on the page being left: a page that can put the diner
    // back does so itself (the result list, use-scroll-memory.ts).
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(scrollTo.mock.calls.length).toBe(before + 2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
