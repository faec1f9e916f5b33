// The one root store of the site. Module Federation shares this module as a singleton, so
// every remote and the shell read and write the same instance: never create another.
import { create } from 'zustand';
import {
  createJSONStorage,
  persist,
  type PersistStorage,
  type StateStorage,
} from 'zustand/middleware';
import type { Cuisine, RestaurantCard } from 'shared/api/restaurant-card';
import {
  DEFAULT_ONLINE_BOOKING,
  DEFAULT_PARTY_SIZE,
  DEFAULT_SORT,
  STORAGE_KEYS,
} from 'shared/constants';
import { londonToday } from 'shared/format/date';
import { createWriteBehind, type WriteBehind } from './write-behind';
import type {
  AccountUser,
  CurrentReservation,
  Restaurant,
  SearchQuery,
  SortOption,
} from 'shared/types';

export interface SearchResultState {
  query: SearchQuery | null;
  /** searchStateKey of the search `data` answers, so a page does not fetch what it has. */
  requestKey: string | null;
  data: RestaurantCard[];
  currentPage: number;
  totalPages: number;
  /** How many restaurants match in all (for the result count). */
  total: number;
  error: string | null;
  loading: boolean;
  errorMessage: string | null;
}

export interface CategoryState {
  categories: Cuisine[];
  loading: boolean;
  error: string | null;
}

export interface FilterState {
  onlineBooking: boolean;
  cuisine: number[];
  sort: SortOption;
}

export interface GuestUserState {
  guest: AccountUser | null;
  guestToken: string | null;
  isAuthenticated: boolean;
}

export interface UserState {
  token: string | null;
  user: AccountUser | null;
}

export interface ReservationsState {
  current: CurrentReservation;
  made: CurrentReservation[];
}

export interface RestaurantDetailsState {
  restaurant: Restaurant | null;
  loading: boolean;
  error: string | null;
}

export interface RootData {
  guestUser: GuestUserState;
  user: UserState;
  searchResult: SearchResultState;
  category: CategoryState;
  reservations: ReservationsState;
  restaurantDetails: RestaurantDetailsState;
  filters: FilterState;
}

export interface RootActions {
  /** Sets or clears the user token; the `token` storage key follows it. */
  setToken(token: string | null): void;
  signIn(user: AccountUser, token: string): void;
  signOut(): void;
  guestLogin(guest: AccountUser, guestToken: string): void;
  guestLogout(): void;
  setSearchQuery(query: SearchQuery | null): void;
  patchSearchResult(patch: Partial<SearchResultState>): void;
  patchFilters(patch: Partial<FilterState>): void;
  patchReservation(patch: Partial<CurrentReservation>): void;
  /** `forgetBookings`: the bookings made on this device go too (a guest leaving thank-you). */
  clearReservation(options?: { forgetBookings?: boolean }): void;
  /**
   * The held table is now booked: it joins the made reservations and the current one keeps
   * its details (thank-you shows them) but no hold token, as there is no hold left to release.
   */
  recordBooking(booked: Partial<CurrentReservation>): void;
}

export type RootState = RootData & RootActions;

export const DEFAULT_FILTERS: FilterState = {
  onlineBooking: DEFAULT_ONLINE_BOOKING,
  cuisine: [],
  sort: DEFAULT_SORT,
};

const sameFilters = (a: FilterState, b: FilterState) =>
  a.onlineBooking === b.onlineBooking &&
  a.sort === b.sort &&
  a.cuisine.length === b.cuisine.length &&
  a.cuisine.every((id, index) => id === b.cuisine[index]);

export function emptyReservation(now: Date = new Date()): CurrentReservation {
  const today = londonToday(now);
  return {
    person: DEFAULT_PARTY_SIZE,
    date: today.date,
    day: today.day,
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
  };
}

const emptySearchResult: SearchResultState = {
  query: null,
  requestKey: null,
  data: [],
  currentPage: 1,
  totalPages: 1,
  total: 0,
  error: null,
  loading: false,
  errorMessage: null,
};

/** Key-value storage the store writes its separate keys to (localStorage in the browser). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readJson<T>(storage: KeyValueStorage, key: string): T | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

interface CreateRootStoreOptions {
  /** Storage of the separate keys token, guest and guestToken. */
  keys: KeyValueStorage;
  /** Storage of the persisted root store; may be asynchronous. */
  persistStorage?: StateStorage;
  /** Defers the persisted store's writes (the browser's store); without it they are at once. */
  writeBehind?: WriteBehind;
}

/** JSON storage of the persisted store whose writes, serialising included, may be deferred. */
function persistedStorage<S>(
  storage: StateStorage,
  writeBehind: WriteBehind | undefined,
): PersistStorage<S> {
  const json = createJSONStorage<S>(() => storage) as PersistStorage<S>;
  if (!writeBehind) return json;
  return {
    getItem: json.getItem,
    // The store's states are immutable snapshots: serialising one later gives the same text.
    setItem: (name, value) => writeBehind.schedule(() => void json.setItem(name, value)),
    removeItem: (name) => {
      writeBehind.cancel();
      return json.removeItem(name);
    },
  };
}

export function createRootStore({ keys, persistStorage, writeBehind }: CreateRootStoreOptions) {
  const storedGuest = readJson<AccountUser>(keys, STORAGE_KEYS.guest);
  const storedGuestToken = keys.getItem(STORAGE_KEYS.guestToken);
  // The guest session is restored only when both halves exist (spec section 4).
  const guestRestored = storedGuest !== null && storedGuestToken !== null;

  return create<RootState>()(
    persist(
      (set) => ({
        guestUser: {
          guest: guestRestored ? storedGuest : null,
          guestToken: guestRestored ? storedGuestToken : null,
          isAuthenticated: guestRestored,
        },
        user: { token: keys.getItem(STORAGE_KEYS.token), user: null },
        searchResult: emptySearchResult,
        category: { categories: [], loading: false, error: null },
        reservations: { current: emptyReservation(), made: [] },
        restaurantDetails: { restaurant: null, loading: false, error: null },
        filters: DEFAULT_FILTERS,

        setToken(token) {
          if (token) keys.setItem(STORAGE_KEYS.token, token);
          else keys.removeItem(STORAGE_KEYS.token);
          set((s) => ({ user: { ...s.user, token } }));
        },
        signIn(user, token) {
          keys.setItem(STORAGE_KEYS.token, token);
          set({ user: { user, token } });
        },
        signOut() {
          keys.removeItem(STORAGE_KEYS.token);
          // The bookings this device was shown go with the session: the next person at it must
          // not find them on thank-you or edit-reservation. A table held right now stays.
          keys.removeItem(STORAGE_KEYS.reservationComplete);
          set(({ reservations: { current } }) => ({
            user: { user: null, token: null },
            reservations: { current: current.hold_token ? current : emptyReservation(), made: [] },
          }));
        },
        guestLogin(guest, guestToken) {
          keys.setItem(STORAGE_KEYS.guest, JSON.stringify(guest));
          keys.setItem(STORAGE_KEYS.guestToken, guestToken);
          set({ guestUser: { guest, guestToken, isAuthenticated: true } });
        },
        guestLogout() {
          keys.removeItem(STORAGE_KEYS.guest);
          keys.removeItem(STORAGE_KEYS.guestToken);
          set({ guestUser: { guest: null, guestToken: null, isAuthenticated: false } });
        },
        setSearchQuery(query) {
          // The same search again (the result page syncs it from its URL on every entry) is
          // no change: the search boxes that mirror it would otherwise be reset to it, over
          // what the diner is typing.
          set((s) =>
            JSON.stringify(s.searchResult.query) === JSON.stringify(query)
              ? s
              : { searchResult: { ...s.searchResult, query } },
          );
        },
        patchSearchResult(patch) {
          set((s) => ({ searchResult: { ...s.searchResult, ...patch } }));
        },
        patchFilters(patch) {
          // The result page writes its URL's filters on every entry, mostly the ones the
          // store holds: no change, so no re-render of the page taking over (ADR 0031).
          set((s) => {
            const filters = { ...s.filters, ...patch };
            return sameFilters(filters, s.filters) ? s : { filters };
          });
        },
        patchReservation(patch) {
          set((s) => ({
            reservations: { ...s.reservations, current: { ...s.reservations.current, ...patch } },
          }));
        },
        clearReservation({ forgetBookings = false } = {}) {
          set(({ reservations: { made } }) => ({
            reservations: { current: emptyReservation(), made: forgetBookings ? [] : made },
          }));
        },
        recordBooking(booked) {
          set((s) => {
            const current = { ...s.reservations.current, ...booked, hold_token: null };
            const made = s.reservations.made.filter(
              (r) => r.reservation_uuid !== current.reservation_uuid,
            );
            return { reservations: { current, made: [...made, current] } };
          });
        },
      }),
      {
        name: STORAGE_KEYS.rootStore,
        storage: persistedStorage(persistStorage ?? (keys as StateStorage), writeBehind),
        // Filters are not persisted (spec section 3); the token lives under its own key,
        // which stays the source of truth when the two disagree.
        partialize: ({
          guestUser,
          user,
          searchResult,
          category,
          reservations,
          restaurantDetails,
        }) => ({
          guestUser,
          user: { user: user.user },
          // Kept for the page to show at once, but a reload still asks the server again.
          searchResult: { ...searchResult, loading: false, requestKey: null },
          category,
          reservations,
          restaurantDetails,
        }),
        merge: (persisted, current) => {
          const saved = (persisted ?? {}) as Partial<RootData>;
          return {
            ...current,
            ...saved,
            guestUser: current.guestUser,
            user: {
              token: current.user.token,
              user: current.user.token ? (saved.user?.user ?? null) : null,
            },
            filters: current.filters,
          };
        },
      },
    ),
  );
}

export type RootStore = ReturnType<typeof createRootStore>;

const browserStorage: KeyValueStorage =
  typeof window !== 'undefined' && window.localStorage
    ? window.localStorage
    : { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** The store hook every app uses: `useRootStore((s) => s.user)`. */
export const useRootStore = createRootStore({
  keys: browserStorage,
  writeBehind: typeof window !== 'undefined' ? createWriteBehind(window) : undefined,
});
