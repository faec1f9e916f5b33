import { SORT_OPTIONS } from 'shared/search/search-url';
import type { SearchQuery, SortOption } from 'shared/types';
import { Select } from 'shared/ui/select';

/**
 * The sort choices for a search. A postcode's relevance is its distance (the API lists the
 * nearest first), so there the spec's Relevance is named for what it does.
 */
export const sortOptionsFor = (query: SearchQuery) =>
  'post_code' in query
    ? SORT_OPTIONS.map((o) => (o.value === 'relevance' ? { ...o, label: 'Distance' } : o))
    : SORT_OPTIONS;

export function SortSelect({
  query,
  value,
  onChange,
}: {
  query: SearchQuery;
  value: SortOption;
  onChange(sort: SortOption): void;
}) {
  return (
    <Select label="Sort by" value={value} options={sortOptionsFor(query)} onChange={onChange} />
  );
}
