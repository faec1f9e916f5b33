import { CACHE_TIME_MS } from 'shared/api/cache-time';
import { toApiError } from 'shared/api/errors';
import { getRestaurant, type RestaurantDetail } from 'shared/api/get-restaurant';
import { useQuery } from 'shared/query/use-query';
import { MISSING_SUBJECT_STATUSES } from 'shared/routes/page-routes';
import { type RestaurantDetailsState, useRootStore } from 'shared/store';
import type { Restaurant } from 'shared/types';
import { wholeRating } from '../utils/reviews';
import { forgetSentRestaurant, sentRestaurant } from './sent-restaurant';

export type RestaurantView =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'ready'; restaurant: RestaurantDetail };

type Answer = Exclude<RestaurantView, { status: 'loading' }>;

// The store's Restaurant is the spec's client entity, whose review ratings are the literal
// 1-5; the API only promises a number.
function toStoreRestaurant(detail: RestaurantDetail): Restaurant {
  return {
    ...detail,
    reviews: detail.reviews.map((review) => ({
      ...review,
      rating: wholeRating(review.rating) as 1 | 2 | 3 | 4 | 5,
    })),
  };
}

function patchDetails(patch: Partial<RestaurantDetailsState>) {
  useRootStore.setState((s) => ({ restaurantDetails: { ...s.restaurantDetails, ...patch } }));
}

/**
 * The answer each stored restaurant was made from, and when it came. One that came within the
 * cache time (Back from checkout or from the results) is drawn at once while it is asked
 * afresh: no skeleton for details the diner saw a moment ago, and still today's once they come.
 */
const came = new WeakMap<Restaurant, { detail: RestaurantDetail; at: number }>();

function storeDetail(detail: RestaurantDetail) {
  const restaurant = toStoreRestaurant(detail);
  came.set(restaurant, { detail, at: Date.now() });
  patchDetails({ restaurant, loading: false, error: null });
}

/** This restaurant's details as the store kept them, if they came within the cache time. */
function keptDetail(uuid: string): RestaurantDetail | undefined {
  const kept = useRootStore.getState().restaurantDetails.restaurant;
  const entry = kept?.uuid === uuid ? came.get(kept) : undefined;
  return entry && Date.now() - entry.at <= CACHE_TIME_MS ? entry.detail : undefined;
}

/** The restaurant's details kept from the last 5 minutes, drawn while they are asked afresh. */
function keptView(uuid: string): Answer | undefined {
  const kept = keptDetail(uuid);
  return kept && { status: 'ready', restaurant: kept };
}

/**
 * The restaurant of the page, fetched afresh on every entry, except the first render of a
 * page the server rendered with its details (ADR 0023): those are as fresh, and rendering
 * them at once keeps the page the diner already sees. Details kept from the last 5 minutes
 * are shown while the fetch is out. The page renders its own copy; the store gets the same
 * answer so the booking panel and checkout can read it.
 */
export function useRestaurant(uuid: string | undefined) {
  const { view, retry } = useQuery<Answer>({
    key: uuid ?? null,
    kept: keptView,
    // The whole page (photos, menu, reviews, booking panel) renders from this: as a
    // transition React time-slices it instead of blocking a phone's main thread.
    transition: true,
    load: async (signal) => {
      const stored = useRootStore.getState().restaurantDetails.restaurant;
      // Another restaurant's details must not be read as this one's while the answer is out.
      patchDetails({
        restaurant: stored?.uuid === uuid ? stored : null,
        loading: true,
        error: null,
      });
      const { data } = await getRestaurant(uuid as string, signal);
      if (!signal.aborted) storeDetail(data);
      return { status: 'ready', restaurant: data };
    },
    abandoned: () => patchDetails({ loading: false }),
    failed: (error, kept) => {
      const apiError = toApiError(error);
      const notFound = MISSING_SUBJECT_STATUSES.some((status) => apiError.is(status));
      if (kept && !notFound) {
        // What is on screen stays: the details the diner had a moment ago, not an error.
        patchDetails({ loading: false });
        return kept;
      }
      patchDetails({ restaurant: null, loading: false, error: apiError.message });
      return notFound ? { status: 'not-found' } : { status: 'error', message: apiError.message };
    },
    sent: () => {
      const sent = uuid ? sentRestaurant(uuid) : undefined;
      if (!uuid || !sent) return undefined;
      return {
        view: { status: 'ready', restaurant: sent },
        take: () => {
          forgetSentRestaurant(uuid);
          storeDetail(sent);
        },
      };
    },
  });
  return { view: uuid ? (view as RestaurantView) : ({ status: 'not-found' } as const), retry };
}
