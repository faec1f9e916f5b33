import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'shared/router';
import { MemoryRouter } from 'shared/testing/router';
import { removeSentData, sendInPage } from 'shared/testing/page-data';
import { availabilityUrl } from 'shared/api/availability-url';
import { ApiError } from 'shared/api/errors';
import { restaurantFilesUrl } from 'shared/api/restaurant-files-url';
import { londonToday } from 'shared/format/date';
import { emptyReservation, useRootStore } from 'shared/store';
import type { CurrentReservation } from 'shared/types';
import { PLACEHOLDER_IMAGE } from 'shared/ui/restaurant-image';
import {
  MENU_FILES,
  RESTAURANT_UUID,
  envelope,
  restaurantDetail,
} from '../../features/restaurant-details/testing/restaurant-fixtures';
import { CACHE_TIME_MS } from 'shared/api/cache-time';
import RestaurantPage from './restaurant-page';

const getRestaurant = jest.fn();
jest.mock('shared/api/get-restaurant', () => ({
  // sentRestaurant reads the answers sent in the page, as in the browser.
  ...jest.requireActual<object>('shared/api/get-restaurant'),
  getRestaurant: (uuid: string, signal?: AbortSignal) => getRestaurant(uuid, signal),
}));
const getRestaurantFiles = jest.fn();
jest.mock('shared/api/get-restaurant-files', () => ({
  ...jest.requireActual<object>('shared/api/get-restaurant-files'),
  getRestaurantFiles: (uuid: string, signal?: AbortSignal) => getRestaurantFiles(uuid, signal),
}));
const getAvailability = jest.fn();
jest.mock('shared/api/get-availability', () => ({
  ...jest.requireActual<object>('shared/api/get-availability'),
  getAvailability: (request: unknown, signal?: AbortSignal) => getAvailability(request, signal),
}));

const OTHER_UUID = 'f43dce9d-9581-4b97-9c63-09f04eb33c8a';

function renderPage(uuid = RESTAURANT_UUID) {
  return render(
    <MemoryRouter initialEntries={[`/restaurant-details/${uuid}`]}>
      <Routes>
        <Route
          path="/restaurant-details/:restaurantId"
          element={
            <>
              <RestaurantPage />
              <Link to={`/restaurant-details/${OTHER_UUID}`}>Another restaurant</Link>
            </>
          }
        />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const pending = () => new Promise<never>(() => {});
const loaded = () => screen.findByRole('heading', { level: 1, name: 'Saigon Kitchen' });

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  getRestaurant.mockReset().mockResolvedValue(envelope(restaurantDetail()));
  getRestaurantFiles.mockReset().mockResolvedValue(envelope(MENU_FILES));
  getAvailability.mockReset().mockResolvedValue(envelope({ available_slots: [] }));
  useRootStore.setState({ restaurantDetails: { restaurant: null, loading: false, error: null } });
});

afterEach(() => jest.restoreAllMocks());

describe('RestaurantPage: loading', () => {
  it('shows the skeleton, with About, Menu, Photos and a Reviews tab, under the title "Restaurant"', () => {
    getRestaurant.mockReturnValue(pending());
    getRestaurantFiles.mockReturnValue(pending());
    renderPage();

    const status = screen.getByRole('status', { name: 'Loading restaurant' });
    const tabs = within(status).getByTestId('skeleton-tabs');
    expect(
      within(tabs)
        .getAllByText(/./)
        .map((t) => t.textContent),
    ).toEqual(['About', 'Menu', 'Photos', 'Reviews']);
    // Placeholders, not controls: nothing to press while the page loads.
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Restaurant' })).toBeInTheDocument();
    expect(document.title).toBe('Restaurant | TableHop');
  });

  it('marks the store loading for this restaurant, and drops another restaurant it held', () => {
    useRootStore.setState({
      restaurantDetails: {
        restaurant: { ...restaurantDetail(), uuid: OTHER_UUID, reviews: [] },
        loading: false,
        error: null,
      },
    });
    getRestaurant.mockReturnValue(pending());
    getRestaurantFiles.mockReturnValue(pending());
    renderPage();
    expect(useRootStore.getState().restaurantDetails).toEqual({
      restaurant: null,
      loading: true,
      error: null,
    });
  });

  it('scrolls to the top on entry, and again for another restaurant', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    await loaded();
    const calls = jest.mocked(window.scrollTo).mock.calls.length;

    getRestaurant.mockResolvedValue(envelope(restaurantDetail({ uuid: OTHER_UUID, name: 'Jade' })));
    await user.click(screen.getByRole('link', { name: 'Another restaurant' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jade' })).toBeInTheDocument();
    expect(jest.mocked(window.scrollTo).mock.calls.length).toBe(calls + 1);
    expect(getRestaurant).toHaveBeenLastCalledWith(OTHER_UUID, expect.any(AbortSignal));
  });

  it('aborts the request when the page is left, and stops the store loading', () => {
    getRestaurant.mockReturnValue(pending());
    const { unmount } = renderPage();
    const signal = getRestaurant.mock.calls[0]?.[1] as AbortSignal;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
    expect(useRootStore.getState().restaurantDetails.loading).toBe(false);
  });
});

describe('RestaurantPage: loaded', () => {
  it('titles the page with the restaurant, shows its image, the tabs and the Reviews section', async () => {
    renderPage();
    await loaded();

    expect(getRestaurant).toHaveBeenCalledWith(RESTAURANT_UUID, expect.any(AbortSignal));
    expect(getRestaurantFiles).toHaveBeenCalledWith(RESTAURANT_UUID, expect.any(AbortSignal));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Saigon Kitchen | TableHop');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Steaming bowls of pho with broth simmered overnight.',
    );
    expect(screen.getByRole('img', { name: 'Saigon Kitchen' })).toHaveAttribute(
      'src',
      `/api/v1/images/restaurants/${RESTAURANT_UUID}.svg`,
    );
    const tabs = within(screen.getByRole('tablist', { name: 'Restaurant details' }));
    expect(tabs.getAllByRole('tab').map((t) => t.textContent)).toEqual(['About', 'Menu', 'Photos']);
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading restaurant' })).not.toBeInTheDocument();
  });

  it("says when it opens today: the first slot's start, 12-hour", async () => {
    // Saturday 21 November 2026, 10:00 in London: before lunch (the line depends on the hour).
    jest.useFakeTimers({
      now: new Date('2026-11-21T10:00:00Z'),
      doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
    });
    try {
      renderPage();
      const header = within((await loaded()).closest('header') as HTMLElement);
      expect(header.getByText('Opens at 12:00 PM')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("says 'Closed' when there are no slots today", async () => {
    getRestaurant.mockResolvedValue(envelope(restaurantDetail({ aval_slots: {} })));
    renderPage();
    const header = within((await loaded()).closest('header') as HTMLElement);
    expect(header.getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByText(/^Opens at/)).not.toBeInTheDocument();
  });

  it('shows the placeholder when the restaurant has no image', async () => {
    getRestaurant.mockResolvedValue(envelope(restaurantDetail({ avatar: null })));
    renderPage();
    await loaded();
    expect(screen.getByRole('img', { name: 'Saigon Kitchen' })).toHaveAttribute(
      'src',
      PLACEHOLDER_IMAGE,
    );
  });

  it('shows the placeholder when the image fails to load', async () => {
    renderPage();
    await loaded();
    const image = screen.getByRole('img', { name: 'Saigon Kitchen' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('keeps the place of the booking panel: an aside named "Book a table"', async () => {
    renderPage();
    await loaded();
    expect(screen.getByRole('complementary', { name: 'Book a table' })).toBeInTheDocument();
  });

  describe('a restaurant that takes bookings by phone only', () => {
    const book = () => screen.getByRole('complementary', { name: 'Book a table' });

    it("says so in the panel's place, with a Call link, and offers no times", async () => {
      getRestaurant.mockResolvedValue(envelope(restaurantDetail({ online_booking: false })));
      renderPage();
      await loaded();
      expect(within(book()).getByRole('heading', { name: 'Book by phone' })).toBeInTheDocument();
      expect(within(book()).getByText(/takes bookings by phone only/)).toBeInTheDocument();
      expect(within(book()).getByRole('link', { name: 'Call 020 7946 0165' })).toHaveAttribute(
        'href',
        'tel:02079460165',
      );
      expect(within(book()).queryByRole('button', { name: 'Reserve now' })).toBeNull();
      expect(getAvailability).not.toHaveBeenCalled();
    });

    it('without a phone, points to its website', async () => {
      getRestaurant.mockResolvedValue(
        envelope(restaurantDetail({ online_booking: false, phone: null, description: null })),
      );
      renderPage();
      await loaded();
      expect(
        within(book()).getByRole('link', {
          name: "Saigon Kitchen's website (opens in a new tab)",
        }),
      ).toHaveAttribute('href', 'https://www.saigonkitchen.co.uk');
      // Nor does the page's description promise live tables.
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        'Saigon Kitchen: menu, photos, reviews and how to book by phone.',
      );
    });
  });

  it("gives its booking panel the restaurant's booking horizon: later days are greyed out", async () => {
    jest.useFakeTimers({
      now: new Date('2026-11-21T10:00:00Z'),
      doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
    });
    try {
      getRestaurant.mockResolvedValue(envelope(restaurantDetail({ booking_horizon_days: 3 })));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderPage();
      await loaded();
      await user.click(screen.getByRole('button', { name: /^Date/ }));
      expect(
        await screen.findByRole('button', { name: 'Tuesday, 24 November 2026' }),
      ).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Wednesday, 25 November 2026' })).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('writes the restaurant to the store for the booking panel and checkout', async () => {
    renderPage();
    await loaded();
    const { restaurantDetails } = useRootStore.getState();
    expect(restaurantDetails.loading).toBe(false);
    expect(restaurantDetails.error).toBeNull();
    expect(restaurantDetails.restaurant).toMatchObject({
      uuid: RESTAURANT_UUID,
      name: 'Saigon Kitchen',
      aval_slots: restaurantDetail().aval_slots,
    });
  });

  it('switches to the Menu tab and shows the categories and files', async () => {
    const user = userEvent.setup();
    renderPage();
    await loaded();
    await user.click(screen.getByRole('tab', { name: 'Menu' }));
    const panel = screen.getByRole('tabpanel', { name: 'Menu' });
    expect(within(panel).getByRole('heading', { name: 'Mains' })).toBeInTheDocument();
    expect(await within(panel).findByRole('link', { name: /lunch-menu\.pdf/ })).toBeVisible();
  });
});

describe('RestaurantPage: rendered by the server with its details (ADR 0023)', () => {
  const detailsUrl = (uuid: string) => `/api/v1/user/restaurants/${uuid}`;
  afterEach(removeSentData);

  it('shows the restaurant at its first render, without fetching it, and stores it', () => {
    sendInPage({ [detailsUrl(RESTAURANT_UUID)]: envelope(restaurantDetail()) });
    renderPage();
    // Synchronously: the first commit is the page the diner already sees, not the skeleton.
    expect(screen.getByRole('heading', { level: 1, name: 'Saigon Kitchen' })).toBeInTheDocument();
    expect(getRestaurant).not.toHaveBeenCalled();
    expect(useRootStore.getState().restaurantDetails).toMatchObject({
      restaurant: { uuid: RESTAURANT_UUID, name: 'Saigon Kitchen' },
      loading: false,
    });
  });

  it('uses the sent details once: coming back to the restaurant fetches it afresh', async () => {
    sendInPage({ [detailsUrl(RESTAURANT_UUID)]: envelope(restaurantDetail()) });
    const first = renderPage();
    first.unmount();
    getRestaurant.mockResolvedValue(envelope(restaurantDetail({ name: 'Saigon Kitchen Soho' })));
    renderPage();
    // Kept from a moment ago (the 5-minute cache time): drawn at once while it is asked again.
    expect(screen.getByRole('heading', { level: 1, name: 'Saigon Kitchen' })).toBeInTheDocument();
    expect(getRestaurant).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Saigon Kitchen Soho' }),
    ).toBeInTheDocument();
  });

  it("fetches when what was sent is another restaurant's or not a restaurant", async () => {
    sendInPage({
      [detailsUrl(OTHER_UUID)]: envelope(restaurantDetail({ uuid: OTHER_UUID })),
      [detailsUrl(RESTAURANT_UUID)]: { status: true, message: 'ok', data: { name: 'no uuid' } },
    });
    renderPage();
    expect(screen.queryByRole('heading', { level: 1, name: 'Saigon Kitchen' })).toBeNull();
    await loaded();
    expect(getRestaurant).toHaveBeenCalledWith(RESTAURANT_UUID, expect.any(AbortSignal));
  });
});

describe('RestaurantPage: the 5-minute cache time (spec section 7)', () => {
  const T0 = 1_700_000_000_000;
  let now: jest.SpyInstance<number, []>;
  beforeEach(() => {
    now = jest.spyOn(Date, 'now').mockReturnValue(T0);
  });

  /** Opens the restaurant, leaves it, and comes back `later` ms after it came. */
  async function comeBack(later: number) {
    const first = renderPage();
    await loaded();
    first.unmount();
    now.mockReturnValue(T0 + later);
    renderPage();
  }

  it('after 5 minutes the restaurant is waited for behind the skeleton', async () => {
    await comeBack(CACHE_TIME_MS + 1);
    expect(screen.getByRole('status', { name: 'Loading restaurant' })).toBeInTheDocument();
    await loaded();
    expect(getRestaurant).toHaveBeenCalledTimes(2);
  });

  it('a refresh that fails keeps the restaurant on screen, not an error', async () => {
    getRestaurant.mockResolvedValueOnce(envelope(restaurantDetail()));
    getRestaurant.mockRejectedValueOnce(new ApiError('network', 'We could not reach TableHop.'));
    await comeBack(CACHE_TIME_MS);
    expect(screen.getByRole('heading', { level: 1, name: 'Saigon Kitchen' })).toBeInTheDocument();
    await act(async () => {});
    expect(getRestaurant).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Saigon Kitchen' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useRootStore.getState().restaurantDetails).toMatchObject({
      restaurant: { name: 'Saigon Kitchen' },
      loading: false,
    });
  });

  it('stays drawn while the refresh is out, even as the kept details pass 5 minutes', async () => {
    getRestaurant.mockResolvedValueOnce(envelope(restaurantDetail()));
    getRestaurant.mockReturnValueOnce(pending());
    await comeBack(CACHE_TIME_MS - 1000);
    now.mockReturnValue(T0 + CACHE_TIME_MS + 1);
    // The menu files' answer re-renders the page.
    await act(async () => {});
    expect(getRestaurantFiles).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Saigon Kitchen' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading restaurant' })).toBeNull();
  });

  it('a restaurant gone meanwhile (404) says so', async () => {
    getRestaurant.mockResolvedValueOnce(envelope(restaurantDetail()));
    getRestaurant.mockRejectedValueOnce(new ApiError('http', 'Restaurant not found', 404));
    await comeBack(1000);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Restaurant not found' }),
    ).toBeInTheDocument();
  });
});

describe('RestaurantPage: sent with its slots and menu files (ADR 0031)', () => {
  // Saturday, 21 November 2026, 10:00 in London: a 19:00 slot today has not started.
  const NOW = new Date('2026-11-21T10:00:00Z');
  const today = () => ({ restaurantUuid: RESTAURANT_UUID, ...londonToday(NOW), partySize: 1 });
  const SENT_SLOT = { start: '19:00', end: '19:30' };
  const startReservation = (patch: Partial<CurrentReservation> = {}) =>
    useRootStore.setState((state) => ({
      reservations: { ...state.reservations, current: { ...emptyReservation(NOW), ...patch } },
    }));
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
    startReservation();
  });
  afterEach(() => {
    jest.useRealTimers();
    useRootStore.setState((state) => ({
      reservations: { ...state.reservations, current: emptyReservation() },
    }));
  });
  const sendPage = (slots = [SENT_SLOT]) =>
    sendInPage({
      [`/api/v1/user/restaurants/${RESTAURANT_UUID}`]: envelope(restaurantDetail()),
      [availabilityUrl(today())]: envelope({ available_slots: slots }),
      [restaurantFilesUrl(RESTAURANT_UUID)]: envelope(MENU_FILES),
    });
  afterEach(removeSentData);

  it("shows today's sent times and the sent files at once, and asks the API for nothing", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    sendPage();
    renderPage();
    expect(screen.getByRole('button', { name: /7:00 PM/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: /lunch-menu\.pdf/ })).toBeVisible();
    expect(getAvailability).not.toHaveBeenCalled();
    expect(getRestaurantFiles).not.toHaveBeenCalled();
    expect(getRestaurant).not.toHaveBeenCalled();
  });

  it('uses them once: coming back to the restaurant asks again', async () => {
    sendPage();
    renderPage().unmount();
    renderPage();
    await loaded();
    expect(getAvailability).toHaveBeenCalledWith(today(), expect.any(AbortSignal));
    expect(getRestaurantFiles).toHaveBeenCalledWith(RESTAURANT_UUID, expect.any(AbortSignal));
  });

  it('asks for the times of the party of the hold the diner comes back to, not the sent ones', async () => {
    startReservation({ person: 4, res_id: RESTAURANT_UUID, hold_token: 'hold-token-4' });
    sendPage();
    getAvailability.mockResolvedValue(envelope({ available_slots: [] }));
    renderPage();
    expect(screen.queryByRole('button', { name: /7:00 PM/ })).toBeNull();
    expect(getAvailability).toHaveBeenCalledWith(
      { ...today(), partySize: 4 },
      expect.any(AbortSignal),
    );
    expect(await screen.findByText(/No more times available/)).toBeInTheDocument();
  });

  it('fetches what was sent in a shape it does not read', () => {
    sendInPage({
      [`/api/v1/user/restaurants/${RESTAURANT_UUID}`]: envelope(restaurantDetail()),
      [availabilityUrl(today())]: { status: true, message: 'ok', data: { slots: 'none' } },
      [restaurantFilesUrl(RESTAURANT_UUID)]: { status: true, message: 'ok', data: {} },
    });
    renderPage();
    expect(getAvailability).toHaveBeenCalledTimes(1);
    expect(getRestaurantFiles).toHaveBeenCalledTimes(1);
  });
});

describe('RestaurantPage: failures', () => {
  it('a restaurant that does not exist (404): says so and links home', async () => {
    const user = userEvent.setup();
    getRestaurant.mockRejectedValue(new ApiError('http', 'Restaurant not found', 404));
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Restaurant not found' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Restaurant not found | TableHop');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(useRootStore.getState().restaurantDetails).toEqual({
      restaurant: null,
      loading: false,
      error: 'Restaurant not found',
    });

    const home = screen.getByRole('link', { name: 'Go to the home page' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('an id the API refuses (400) reads as not found too', async () => {
    getRestaurant.mockRejectedValue(new ApiError('http', 'params/uuid must match pattern', 400));
    renderPage('not-a-uuid');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Restaurant not found' }),
    ).toBeInTheDocument();
  });

  it('a failed load: shows the reason, a link home, and Try again loads it', async () => {
    const user = userEvent.setup();
    const offline = 'We could not reach TableHop. Check your connection and try again.';
    getRestaurant.mockRejectedValueOnce(new ApiError('network', offline));
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not load this restaurant' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(offline);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(useRootStore.getState().restaurantDetails.error).toBe(offline);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await loaded()).toBeInTheDocument();
    expect(getRestaurant).toHaveBeenCalledTimes(2);
  });
});
