import { FILTER_CUISINES_URL } from 'shared/search/busiest-cuisine';
import type { SearchState } from 'shared/search/search-url';
import { useCategories } from 'shared/search/use-categories';
import { useSentCuisines } from '../../../lib/sent-cuisines';
import type { SearchChange } from '../hooks/use-search-state';
import { FilterPanel } from './filter-panel';

/** The filter panel wired to the URL's search and the store's cuisines. */
export function SearchFilters({
  state,
  onChange,
}: {
  state: SearchState;
  onChange(change: SearchChange): void;
}) {
  // The server sends the page with each cuisine's name and count (ADR 0033): the panel shows
  // them as they were when the results were found, and loads no list of its own. The store's
  // list stays as it was: home would take these, with no restaurants, for the full list.
  const sent = useSentCuisines(FILTER_CUISINES_URL);
  const { categories, loading, error } = useCategories({ lazy: sent !== undefined });
  const toggleCuisine = (id: number) =>
    onChange({
      cuisine: state.cuisine.includes(id)
        ? state.cuisine.filter((c) => c !== id)
        : [...state.cuisine, id],
    });
  return (
    <FilterPanel
      onlineBooking={state.onlineBooking}
      selectedCuisines={state.cuisine}
      cuisines={sent ?? categories}
      cuisinesLoading={!sent && loading}
      cuisinesError={sent ? null : error}
      onOnlineBookingChange={(onlineBooking) => onChange({ onlineBooking })}
      onCuisineToggle={toggleCuisine}
      // Spec section 4: Clear all switches the booking filter off (also its default: README).
      onClearAll={() => onChange({ cuisine: [], onlineBooking: false })}
    />
  );
}
