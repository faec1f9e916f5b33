import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { CACHE_TIME_MS } from 'shared/api/cache-time';
import { toApiError } from 'shared/api/errors';
import { getRestaurant, type RestaurantDetail } from 'shared/api/get-restaurant';
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

interface Snapshot {
  key: string;
  view: RestaurantView;
}

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

/** The page's first view: ready at once when the server rendered it with this restaurant. */
function sentSnapshot(uuid: string | undefined): Snapshot | null {
  const sent = uuid ? sentRestaurant(uuid) : undefined;
  return sent ? { key: `${uuid}#0`, view: { status: 'ready', restaurant: sent } } : null;
}

/**
 * The restaurant of the page, fetched afresh on every entry, except the first render of a
 * page the server rendered with its details (ADR 0023): those are as fresh, and rendering
 * them at once keeps the page the diner already sees. Details kept from the last 5 minutes
 * are shown while the fetch is out. The page renders its own copy; the store gets the same
 * answer so the booking panel and checkout can read it.
 */
export function useRestaurant(uuid: string | undefined) {
  const [snapshot, setSnapshot] = useState<Snapshot | null>(() => sentSnapshot(uuid));
  const [attempt, setAttempt] = useState(0);
  const key = uuid ? `${uuid}#${attempt}` : null;
  // Decided once per entry: asked again on each render, details that pass 5 minutes while
  // the refresh is out would swap the page for the skeleton (the menu files' answer
  // re-renders it), and a refresh's answer stored ahead of its transition would be drawn
  // in one blocking render.
  const kept = useMemo(
    () => (uuid && attempt === 0 ? keptDetail(uuid) : undefined),
    [uuid, attempt],
  );

  useEffect(() => {
    if (!uuid) return undefined;
    const requestKey = `${uuid}#${attempt}`;
    const sent = attempt === 0 ? sentRestaurant(uuid) : undefined;
    if (sent) {
      forgetSentRestaurant(uuid);
      storeDetail(sent);
      setSnapshot((shown) =>
        shown?.key === requestKey
          ? shown
          : { key: requestKey, view: { status: 'ready', restaurant: sent } },
      );
      return undefined;
    }
    const controller = new AbortController();
    let settled = false;
    const stored = useRootStore.getState().restaurantDetails.restaurant;
    // Another restaurant's details must not be read as this one's while the answer is out.
    patchDetails({ restaurant: stored?.uuid === uuid ? stored : null, loading: true, error: null });
    getRestaurant(uuid, controller.signal).then(
      ({ data }) => {
        if (controller.signal.aborted) return;
        settled = true;
        storeDetail(data);
        // The whole page (photos, menu, reviews, booking panel) renders from this: as a
        // transition React time-slices it instead of blocking a phone's main thread.
        startTransition(() =>
          setSnapshot({ key: requestKey, view: { status: 'ready', restaurant: data } }),
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        settled = true;
        const apiError = toApiError(error);
        const notFound = MISSING_SUBJECT_STATUSES.some((status) => apiError.is(status));
        if (kept && !notFound) {
          // What is on screen stays: the details the diner had a moment ago, not an error.
          patchDetails({ loading: false });
          setSnapshot({ key: requestKey, view: { status: 'ready', restaurant: kept } });
          return;
        }
        patchDetails({ restaurant: null, loading: false, error: apiError.message });
        setSnapshot({
          key: requestKey,
          view: notFound ? { status: 'not-found' } : { status: 'error', message: apiError.message },
        });
      },
    );
    return () => {
      controller.abort();
      if (!settled) patchDetails({ loading: false });
    };
  }, [uuid, attempt, kept]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  let view: RestaurantView = { status: 'loading' };
  if (!uuid) view = { status: 'not-found' };
  else if (snapshot && snapshot.key === key) view = snapshot.view;
  else if (kept) view = { status: 'ready', restaurant: kept };
  return { view, retry };
}
