import styled from '@emotion/styled';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'shared/router';
import {
  SEARCH_RESULT_PATH,
  searchQueryText,
  TYPED_SEARCH_PARAM,
} from 'shared/search/search-query';
import { RESTAURANT_NOT_FOUND, useStartSearch } from 'shared/search/use-start-search';
import { useRootStore } from 'shared/store';
import { Button } from 'shared/ui/button';
import { colors, focusRing } from 'shared/ui/theme';

const Form = styled.form({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  flex: 1,
  width: '100%',
  maxWidth: 560,
  minWidth: 0,
});
const Row = styled.div({ display: 'flex', gap: 8, minWidth: 0 });
// Below the box without taking room: the header keeps its height.
const Problem = styled.p({
  position: 'absolute',
  top: '100%',
  left: 0,
  margin: '4px 0 0',
  padding: '2px 8px',
  borderRadius: 4,
  background: colors.surface,
  color: colors.danger,
  fontSize: 14,
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
  '&:focus-visible': focusRing(1),
});

/** The one search form of the site: the header's and the home page's. */
export function SearchForm({ label = 'Find a restaurant' }: { label?: string }) {
  const query = useRootStore((s) => s.searchResult.query);
  const loading = useRootStore((s) => s.searchResult.loading);
  const startSearch = useStartSearch();
  const [text, setText] = useState(() => searchQueryText(query));
  const [notFound, setNotFound] = useState(false);
  const problemId = useId();

  // The query lives in the store, whoever started the search; every form mirrors it.
  useEffect(() => {
    setText(searchQueryText(query));
  }, [query]);

  // The header's form outlives pages: its message belongs to the page it was given on.
  const { pathname } = useLocation();
  useEffect(() => setNotFound(false), [pathname]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotFound(false);
    // Only this Find's own answer: one the diner moved on from ('stale') says nothing.
    if ((await startSearch(text)) === 'not-found') setNotFound(true);
  };

  return (
    // Without the app (no JavaScript, or its scripts failed), the browser sends the form itself:
    // the result page, rendered by the server, reads the typed text (TYPED_SEARCH_PARAM).
    <Form role="search" aria-label={label} action={SEARCH_RESULT_PATH} onSubmit={onSubmit}>
      <Row>
        <Input
          type="search"
          name={TYPED_SEARCH_PARAM}
          aria-label="Restaurant name or postcode"
          placeholder="Enter a restaurant name or postcode"
          value={text}
          aria-invalid={notFound || undefined}
          aria-describedby={notFound ? problemId : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setNotFound(false);
          }}
        />
        <Button type="submit" loading={loading}>
          Find
        </Button>
      </Row>
      {notFound && (
        <Problem id={problemId} role="alert">
          {RESTAURANT_NOT_FOUND}
        </Problem>
      )}
    </Form>
  );
}
