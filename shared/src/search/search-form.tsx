import styled from '@emotion/styled';
import { useEffect, useState, type FormEvent } from 'react';
import { searchQueryText } from 'shared/search/search-query';
import { useStartSearch } from 'shared/search/use-start-search';
import { useRootStore } from 'shared/store';
import { Button } from 'shared/ui/button';
import { colors } from 'shared/ui/theme';

const Form = styled.form({
  display: 'flex',
  gap: 8,
  flex: 1,
  width: '100%',
  maxWidth: 560,
  minWidth: 0,
});
const Input = styled.input({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: '0 12px',
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  font: 'inherit',
  background: colors.surface,
  '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: 1 },
});

/** The one search form of the site: the header's and the home page's. */
export function SearchForm({ label = 'Find a restaurant' }: { label?: string }) {
  const query = useRootStore((s) => s.searchResult.query);
  const loading = useRootStore((s) => s.searchResult.loading);
  const startSearch = useStartSearch();
  const [text, setText] = useState(() => searchQueryText(query));

  // The query lives in the store, whoever started the search; every form mirrors it.
  useEffect(() => {
    setText(searchQueryText(query));
  }, [query]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    startSearch(text);
  };

  return (
    <Form role="search" aria-label={label} onSubmit={onSubmit}>
      <Input
        type="search"
        aria-label="Restaurant name or postcode"
        placeholder="Enter a restaurant name or postcode"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" loading={loading}>
        Find
      </Button>
    </Form>
  );
}
