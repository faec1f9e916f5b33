import styled from '@emotion/styled';
import { NEAR_RADIUS_KM } from 'shared/constants';
import type { SearchQuery } from 'shared/types';
import { Button } from 'shared/ui/button';
import { SkeletonRows } from 'shared/ui/skeleton';
import { colors } from 'shared/ui/theme';
import type { TimesOf } from '../api/use-card-times';
import type { SearchResultsView } from '../api/use-search-results';
import type { Tonight } from '../tonight/tonight-state';
import { RestaurantResultCard } from './restaurant-result-card';

const SKELETON_ROWS = 5;

const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });
const Centred = styled.div({
  display: 'grid',
  justifyItems: 'center',
  gap: 12,
  padding: '48px 16px',
  textAlign: 'center',
});
const ErrorMessage = styled.p({ margin: 0, color: colors.danger, fontWeight: 700 });
const Empty = styled.p({ margin: 0, color: colors.muted });

const restaurants = (n: number) => `${n} ${n === 1 ? 'restaurant' : 'restaurants'}`;

/** The count to announce. */
export function resultCountText(view: SearchResultsView): string {
  return view.status === 'ready' ? restaurants(view.total) : '';
}

/**
 * For a postcode with nothing within NEAR_RADIUS_KM the API lists the nearest ones, however far:
 * the diner is told so, and how far, rather than left to read '178.3 km away' on each card.
 */
export function nothingNearText(view: SearchResultsView, query: SearchQuery): string | null {
  if (view.status !== 'ready' || !('post_code' in query)) return null;
  const km = view.restaurants.map((r) => r.distance_km ?? 0);
  if (km.length === 0 || Math.min(...km) <= NEAR_RADIUS_KM) return null;
  const [near, far] = [Math.round(Math.min(...km)), Math.round(Math.max(...km))];
  const howFar =
    km.length === 1
      ? `The nearest restaurant is ${near} km away.`
      : `The nearest restaurants are ${near === far ? near : `${near}–${far}`} km away.`;
  return `No restaurants within ${NEAR_RADIUS_KM} km of ${query.post_code.trim().toUpperCase()}. ${howFar}`;
}

/** Skeleton, error, empty state or the cards of one page of results. */
export function SearchResultsList({
  view,
  onRetry,
  tonight,
  timesOf,
}: {
  view: SearchResultsView;
  onRetry(): void;
  /** With both: each card shows its times for the chosen day and party. */
  tonight?: Tonight;
  timesOf?: TimesOf;
}) {
  if (view.status === 'loading') {
    return <SkeletonRows count={SKELETON_ROWS} height={120} label="Loading restaurants" />;
  }
  if (view.status === 'error') {
    return (
      <Centred>
        <ErrorMessage role="alert">{view.message}</ErrorMessage>
        {view.retryable && (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Centred>
    );
  }
  if (view.restaurants.length === 0) {
    return (
      <Centred>
        <Empty>No restaurants available.</Empty>
      </Centred>
    );
  }
  return (
    <List aria-label="Restaurants">
      {view.restaurants.map((restaurant) => (
        <li key={restaurant.id}>
          <RestaurantResultCard
            restaurant={restaurant}
            tonight={tonight}
            times={timesOf?.(restaurant)}
          />
        </li>
      ))}
    </List>
  );
}
