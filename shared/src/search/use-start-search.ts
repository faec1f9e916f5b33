import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchResultPath, toSearchQuery } from 'shared/search/search-query';
import { useRootStore } from 'shared/store';

/**
 * Find, from the header or the home box: decide postcode or name (spec section 5), drop the
 * reservation in progress, and open the result page for that query, which runs the search.
 */
export function useStartSearch() {
  const navigate = useNavigate();
  const setSearchQuery = useRootStore((s) => s.setSearchQuery);
  const clearReservation = useRootStore((s) => s.clearReservation);
  return useCallback(
    (text: string) => {
      const query = toSearchQuery(text);
      clearReservation();
      setSearchQuery(query);
      navigate(searchResultPath(query));
    },
    [clearReservation, navigate, setSearchQuery],
  );
}
