import { londonToday } from 'shared/format/date';
import {
  DEFAULT_FILTERS,
  createRootStore,
  emptyReservation,
  type KeyValueStorage,
} from 'shared/store';
import type { RestaurantCard } from 'shared/api/restaurant-card';
import type { AccountUser } from 'shared/types';

/** An in-memory Storage-like object, so each test has its own "localStorage". */
function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map<string, string>(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: jest.fn((key: string) => map.get(key) ?? null),
    setItem: jest.fn((key: string, value: string) => {
      map.set(key, String(value));
    }),
    removeItem: jest.fn((key: string) => {
      map.delete(key);
    }),
  };
  return { storage, map };
}

const guest: AccountUser = {
  id: 7,
  uuid: 'guest-uuid-7',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '07700900123',
  email: 'ada@example.co.uk',
  status: 'inactive',
};

const user: AccountUser = {
  id: 3,
  uuid: 'user-uuid-3',
  first_name: 'Alan',
  last_name: 'Turing',
  phone: '07700900456',
  email: 'alan@example.co.uk',
  status: 'active',
};

const restaurant: RestaurantCard = {
  id: 11,
  uuid: 'rest-uuid-11',
  name: 'Dishoom',
  avatar: null,
  address: '12 Upper St Martin’s Lane, London',
  post_code: 'WC2N 4AA',
  category: 'Indian',
  category_list: { name: 'Indian' },
  label_tags: [],
  rating: 4.6,
  review_count: 12,
  price_level: 2,
  online_booking: true,
};

const persistedState = (map: Map<string, string>) => {
  const raw = map.get('persist:root');
  if (raw === undefined) throw new Error('nothing persisted under persist:root');
  return (JSON.parse(raw) as { state: Record<string, unknown> }).state;
};

describe('user token', () => {
  it('is initialised from the stored token key', () => {
    const { storage } = memoryStorage({ token: 'stored-token' });
    const store = createRootStore({ keys: storage });
    expect(store.getState().user.token).toBe('stored-token');
  });

  it('is null when no token is stored', () => {
    const { storage } = memoryStorage();
    expect(createRootStore({ keys: storage }).getState().user.token).toBeNull();
  });

  it('setToken writes the token key, and setToken(null) removes it', () => {
    const { storage, map } = memoryStorage();
    const store = createRootStore({ keys: storage });

    store.getState().setToken('abc');
    expect(store.getState().user.token).toBe('abc');
    expect(map.get('token')).toBe('abc');

    store.getState().setToken(null);
    expect(store.getState().user.token).toBeNull();
    expect(map.has('token')).toBe(false);
    expect(storage.removeItem).toHaveBeenCalledWith('token');
  });

  it('is not written into persist:root: the token key stays the source of truth', () => {
    const { storage, map } = memoryStorage();
    const store = createRootStore({ keys: storage });
    store.getState().signIn(user, 'secret');
    expect(map.get('persist:root')).not.toContain('secret');
  });
});

describe('signIn / signOut', () => {
  it('signIn stores the user and the token, and both survive a reload', () => {
    const { storage, map } = memoryStorage();
    const store = createRootStore({ keys: storage });

    store.getState().signIn(user, 'tok-1');
    expect(store.getState().user).toEqual({ user, token: 'tok-1' });
    expect(map.get('token')).toBe('tok-1');

    const reloaded = createRootStore({ keys: storage });
    expect(reloaded.getState().user).toEqual({ user, token: 'tok-1' });
  });

  it('signOut clears the user and the token key, and a reload stays signed out', () => {
    const { storage, map } = memoryStorage();
    const store = createRootStore({ keys: storage });
    store.getState().signIn(user, 'tok-1');

    store.getState().signOut();
    expect(store.getState().user).toEqual({ user: null, token: null });
    expect(map.has('token')).toBe(false);

    expect(createRootStore({ keys: storage }).getState().user).toEqual({ user: null, token: null });
  });

  it('signOut forgets the bookings made on this device and the thank-you flag, not a live hold', () => {
    const { storage, map } = memoryStorage({ reservationComplete: 'true' });
    const store = createRootStore({ keys: storage });
    store.getState().signIn(user, 'tok-1');
    store.getState().patchReservation({ rest_name: 'Dishoom', reservation_uuid: 'res-1' });
    store.getState().recordBooking({ reservation_message: 'Your reservation is confirmed.' });

    store.getState().signOut();
    expect(store.getState().reservations.made).toEqual([]);
    expect(store.getState().reservations.current.reservation_uuid).toBeFalsy();
    expect(map.has('reservationComplete')).toBe(false);

    // A table held when the diner signs out is still theirs to book as a guest.
    store.getState().patchReservation({ reservation_uuid: 'res-2', hold_token: 'secret' });
    store.getState().signOut();
    expect(store.getState().reservations.current).toMatchObject({
      reservation_uuid: 'res-2',
      hold_token: 'secret',
    });
  });

  it('drops a persisted user whose token key has gone', () => {
    const { storage, map } = memoryStorage();
    createRootStore({ keys: storage }).getState().signIn(user, 'tok-1');
    map.delete('token');

    expect(createRootStore({ keys: storage }).getState().user).toEqual({ user: null, token: null });
  });
});

describe('guest session', () => {
  it('guestLogin writes guest (JSON) and guestToken and authenticates', () => {
    const { storage, map } = memoryStorage();
    const store = createRootStore({ keys: storage });

    store.getState().guestLogin(guest, 'guest-tok');

    expect(JSON.parse(map.get('guest') ?? 'null')).toEqual(guest);
    expect(map.get('guestToken')).toBe('guest-tok');
    expect(store.getState().guestUser).toEqual({
      guest,
      guestToken: 'guest-tok',
      isAuthenticated: true,
    });
  });

  it('guestLogout removes both keys and clears the session', () => {
    const { storage, map } = memoryStorage();
    const store = createRootStore({ keys: storage });
    store.getState().guestLogin(guest, 'guest-tok');

    store.getState().guestLogout();

    expect(map.has('guest')).toBe(false);
    expect(map.has('guestToken')).toBe(false);
    expect(store.getState().guestUser).toEqual({
      guest: null,
      guestToken: null,
      isAuthenticated: false,
    });
    expect(createRootStore({ keys: storage }).getState().guestUser.isAuthenticated).toBe(false);
  });

  it('is restored when both guest and guestToken are stored', () => {
    const { storage } = memoryStorage({ guest: JSON.stringify(guest), guestToken: 'guest-tok' });
    expect(createRootStore({ keys: storage }).getState().guestUser).toEqual({
      guest,
      guestToken: 'guest-tok',
      isAuthenticated: true,
    });
  });

  it.each([
    ['only guest', { guest: JSON.stringify(guest) }],
    ['only guestToken', { guestToken: 'guest-tok' }],
    ['guest that is not JSON', { guest: '{not json', guestToken: 'guest-tok' }],
    ['neither', {}],
  ])('is not restored with %s', (_label, initial: Record<string, string>) => {
    const { storage } = memoryStorage(initial);
    expect(createRootStore({ keys: storage }).getState().guestUser).toEqual({
      guest: null,
      guestToken: null,
      isAuthenticated: false,
    });
  });

  it('follows the separate keys, not a stale copy in persist:root', () => {
    const { storage, map } = memoryStorage();
    const store = createRootStore({ keys: storage });
    store.getState().guestLogin(guest, 'guest-tok');
    expect(map.get('persist:root')).toBeDefined();

    map.delete('guest');
    map.delete('guestToken');

    expect(createRootStore({ keys: storage }).getState().guestUser.isAuthenticated).toBe(false);
  });
});

describe('filters', () => {
  it('start with the defaults: online booking off (README, Decisions), no cuisine, top rated', () => {
    const { storage } = memoryStorage();
    expect(createRootStore({ keys: storage }).getState().filters).toEqual({
      onlineBooking: false,
      cuisine: [],
      sort: 'rating',
    });
    expect(DEFAULT_FILTERS).toEqual({ onlineBooking: false, cuisine: [], sort: 'rating' });
  });

  it('patchFilters merges a partial change', () => {
    const { storage } = memoryStorage();
    const store = createRootStore({ keys: storage });
    store.getState().patchFilters({ cuisine: [2, 5] });
    store.getState().patchFilters({ onlineBooking: true });
    expect(store.getState().filters).toEqual({
      onlineBooking: true,
      cuisine: [2, 5],
      sort: 'rating',
    });
  });

  it('patchFilters with what the store holds already tells no subscriber', () => {
    const { storage } = memoryStorage();
    const store = createRootStore({ keys: storage });
    store.getState().patchFilters({ cuisine: [2, 5], sort: 'price_asc' });
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.getState().patchFilters({ cuisine: [2, 5], onlineBooking: false });
    expect(listener).not.toHaveBeenCalled();
    store.getState().patchFilters({ cuisine: [5, 2] });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('are not persisted: a new store over the same storage is back to the defaults', () => {
    const { storage, map } = memoryStorage();
    const store = createRootStore({ keys: storage });
    store.getState().patchFilters({ onlineBooking: true, cuisine: [3], sort: 'price_asc' });
    // Something persisted is written too, so persist:root certainly exists.
    store.getState().patchReservation({ person: 2 });

    expect(persistedState(map)).not.toHaveProperty('filters');
    const reloaded = createRootStore({ keys: storage });
    expect(reloaded.getState().filters).toEqual({
      onlineBooking: false,
      cuisine: [],
      sort: 'rating',
    });
    expect(reloaded.getState().reservations.current.person).toBe(2);
  });

  it('ignores filters found in an older persist:root blob', () => {
    const { storage } = memoryStorage({
      'persist:root': JSON.stringify({
        state: { filters: { onlineBooking: true, cuisine: [9], sort: 'price_desc' } },
        version: 0,
      }),
    });
    expect(createRootStore({ keys: storage }).getState().filters).toEqual(DEFAULT_FILTERS);
  });
});

describe('persisted search result and reservations (persist:root)', () => {
  it('with a write-behind, serialises and writes once, the latest state, when it runs', () => {
    const { storage, map } = memoryStorage();
    let waiting: (() => void) | null = null;
    const store = createRootStore({
      keys: storage,
      writeBehind: {
        schedule: (write) => {
          waiting = write;
        },
        cancel: () => {
          waiting = null;
        },
        flush: () => waiting?.(),
      },
    });
    store.getState().setSearchQuery({ post_code: 'SW1A 1AA' });
    store.getState().patchSearchResult({ data: [restaurant], currentPage: 2 });
    expect(storage.setItem).not.toHaveBeenCalledWith('persist:root', expect.anything());

    (waiting as (() => void) | null)?.();
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    expect(persistedState(map)).toMatchObject({
      searchResult: { query: { post_code: 'SW1A 1AA' }, currentPage: 2 },
    });
  });

  it('setSearchQuery with the search it holds already changes nothing', () => {
    const { storage } = memoryStorage();
    const store = createRootStore({ keys: storage });
    store.getState().setSearchQuery({ name: 'Dishoom' });
    const listener = jest.fn();
    store.subscribe(listener);
    store.getState().setSearchQuery({ name: 'Dishoom' });
    expect(listener).not.toHaveBeenCalled();
    store.getState().setSearchQuery({ post_code: 'Dishoom' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().searchResult.query).toEqual({ post_code: 'Dishoom' });
  });

  it('persists the search result, with loading forced off', () => {
    const { storage, map } = memoryStorage();
    const store = createRootStore({ keys: storage });
    store.getState().setSearchQuery({ post_code: 'SW1A 1AA' });
    store.getState().patchSearchResult({
      data: [restaurant],
      currentPage: 2,
      totalPages: 4,
      loading: true,
    });

    expect(persistedState(map)).toMatchObject({
      searchResult: {
        query: { post_code: 'SW1A 1AA' },
        currentPage: 2,
        totalPages: 4,
        loading: false,
      },
    });

    const reloaded = createRootStore({ keys: storage }).getState().searchResult;
    expect(reloaded).toEqual({
      query: { post_code: 'SW1A 1AA' },
      requestKey: null,
      data: [restaurant],
      currentPage: 2,
      totalPages: 4,
      total: 0,
      error: null,
      loading: false,
      errorMessage: null,
    });
  });

  it('persists the current reservation', () => {
    const { storage, map } = memoryStorage();
    const store = createRootStore({ keys: storage });
    store.getState().patchReservation({
      person: 4,
      res_id: restaurant.uuid,
      rest_name: restaurant.name,
      start_time: '18:00',
      end_time: '18:30',
    });

    expect(persistedState(map)).toMatchObject({
      reservations: { current: { person: 4, res_id: 'rest-uuid-11' } },
    });
    expect(createRootStore({ keys: storage }).getState().reservations.current).toMatchObject({
      person: 4,
      res_id: 'rest-uuid-11',
      rest_name: 'Dishoom',
      start_time: '18:00',
      end_time: '18:30',
    });
  });

  it('uses a separate persistStorage for persist:root when one is given', () => {
    const keys = memoryStorage();
    const persisted = memoryStorage();
    const store = createRootStore({ keys: keys.storage, persistStorage: persisted.storage });
    store.getState().patchReservation({ person: 6 });

    expect(persisted.map.has('persist:root')).toBe(true);
    expect(keys.map.has('persist:root')).toBe(false);
  });
});

describe('current reservation', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('defaults to one person on today’s London date and weekday', () => {
    // 23:30 UTC on Friday 10 July is already Saturday 11 July in London.
    jest.useFakeTimers({ now: new Date('2026-07-10T23:30:00Z') });
    const { storage } = memoryStorage();
    const current = createRootStore({ keys: storage }).getState().reservations.current;

    expect(current).toEqual({
      person: 1,
      date: '11/07/2026',
      day: 'saturday',
      time: null,
      start_time: null,
      end_time: null,
      res_id: null,
      rest_name: null,
      reservation_id: null,
      reservation_uuid: null,
      hold_token: null,
      reservation_message: null,
      user_id: null,
      user_name: null,
      user_email: null,
    });
    expect(createRootStore({ keys: storage }).getState().reservations.made).toEqual([]);
  });

  it('matches londonToday() with real time', () => {
    const { storage } = memoryStorage();
    const current = createRootStore({ keys: storage }).getState().reservations.current;
    const today = londonToday();
    expect({ date: current.date, day: current.day }).toEqual(today);
  });

  it('patchReservation merges fields', () => {
    const { storage } = memoryStorage();
    const store = createRootStore({ keys: storage });
    store.getState().patchReservation({ person: 3 });
    store.getState().patchReservation({ time: '19:00' });
    expect(store.getState().reservations.current).toMatchObject({ person: 3, time: '19:00' });
  });

  it('recordBooking adds the booking to the made list once and forgets the hold token', () => {
    const { storage } = memoryStorage();
    const store = createRootStore({ keys: storage });
    store.getState().patchReservation({
      rest_name: 'Dishoom',
      reservation_uuid: 'res-1',
      hold_token: 'secret',
    });
    store.getState().recordBooking({ reservation_message: 'Your reservation is confirmed.' });
    store.getState().recordBooking({ reservation_message: 'Your reservation is confirmed.' });
    const { current, made } = store.getState().reservations;
    expect(current).toMatchObject({ reservation_uuid: 'res-1', hold_token: null });
    expect(current.reservation_message).toBe('Your reservation is confirmed.');
    expect(made).toEqual([current]);
  });

  it('clearReservation goes back to an empty reservation for today', () => {
    jest.useFakeTimers({ now: new Date('2026-10-24T23:30:00Z') });
    const { storage } = memoryStorage();
    const store = createRootStore({ keys: storage });
    store.getState().patchReservation({
      person: 8,
      date: '31/10/2026',
      day: 'saturday',
      time: '20:00',
      start_time: '20:00',
      end_time: '20:30',
      res_id: 'rest-uuid-11',
      rest_name: 'Dishoom',
      reservation_id: 99,
      reservation_uuid: 'res-uuid-99',
      reservation_message: 'Held for you',
      user_id: 3,
      user_name: 'Alan',
      user_email: 'alan@example.co.uk',
    });

    store.getState().clearReservation();

    expect(store.getState().reservations.current).toEqual(emptyReservation());
    expect(store.getState().reservations.current).toMatchObject({
      person: 1,
      date: '25/10/2026',
      day: 'sunday',
      time: null,
      reservation_uuid: null,
    });
    // The cleared reservation is what a reload sees, too.
    expect(createRootStore({ keys: storage }).getState().reservations.current.person).toBe(1);
  });
});
