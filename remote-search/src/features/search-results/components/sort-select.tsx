import styled from '@emotion/styled';
import { useId } from 'react';
import { SORT_OPTIONS } from 'shared/search/search-url';
import type { SearchQuery, SortOption } from 'shared/types';
import { colors, focusRing } from 'shared/ui/theme';

/**
 * The sort choices for a search. A postcode's relevance is its distance (the API lists the
 * nearest first), so there the spec's Relevance is named for what it does.
 */
export const sortOptionsFor = (query: SearchQuery) =>
  'post_code' in query
    ? SORT_OPTIONS.map((o) => (o.value === 'relevance' ? { ...o, label: 'Distance' } : o))
    : SORT_OPTIONS;

const Field = styled.div({ display: 'flex', alignItems: 'center', gap: 8 });
const Label = styled.label({ fontWeight: 700, whiteSpace: 'nowrap' });
const Select = styled.select({
  minHeight: 40,
  padding: '0 8px',
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  background: colors.surface,
  color: colors.ink,
  font: 'inherit',
  '&:focus-visible': focusRing(),
});

export function SortSelect({
  query,
  value,
  onChange,
}: {
  query: SearchQuery;
  value: SortOption;
  onChange(sort: SortOption): void;
}) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>Sort by</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as SortOption)}>
        {sortOptionsFor(query).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
