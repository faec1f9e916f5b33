import type { SearchState } from 'shared/search/search-url';
import { useCategories } from 'shared/search/use-categories';
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
  const { categories, loading, error } = useCategories();
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
      cuisines={categories}
      cuisinesLoading={loading}
      cuisinesError={error}
      onOnlineBookingChange={(onlineBooking) => onChange({ onlineBooking })}
      onCuisineToggle={toggleCuisine}
      // Spec section 4: Clear all switches the booking filter off, not back to its default.
      onClearAll={() => onChange({ cuisine: [], onlineBooking: false })}
    />
  );
}
