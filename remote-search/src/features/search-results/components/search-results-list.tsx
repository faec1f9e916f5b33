import styled from '@emotion/styled';
import { Button } from 'shared/ui/button';
import { SkeletonRows } from 'shared/ui/skeleton';
import { colors } from 'shared/ui/theme';
import type { SearchResultsView } from '../api/use-search-results';
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

/** Skeleton, error, empty state or the cards of one page of results. */
export function SearchResultsList({ view, onRetry }: { view: SearchResultsView; onRetry(): void }) {
  if (view.status === 'loading') {
    return <SkeletonRows count={SKELETON_ROWS} height={120} label="Loading restaurants" />;
  }
  if (view.status === 'error') {
    return (
      <Centred>
        <ErrorMessage role="alert">{view.message}</ErrorMessage>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
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
          <RestaurantResultCard restaurant={restaurant} />
        </li>
      ))}
    </List>
  );
}
