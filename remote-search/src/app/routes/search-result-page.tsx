import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'shared/router';
import {
  SEARCH_RESULT_PATH,
  searchQueryFromParams,
  searchQueryText,
} from 'shared/search/search-query';
import { searchStateToParams } from 'shared/search/search-url';
import { useRootStore } from 'shared/store';
import { PageMeta } from 'shared/ui/page-meta';
import { colors } from 'shared/ui/theme';
import {
  type SearchResultsView,
  useSearchResults,
} from '../../features/search-results/api/use-search-results';
import { useCardTimes } from '../../features/search-results/api/use-card-times';
import { Pagination } from '../../features/search-results/components/pagination';
import { ReadingLead } from '../../features/search-results/components/reading-lead';
import { TonightControl } from '../../features/search-results/components/tonight-control';
import { withTonight } from '../../features/search-results/tonight/tonight-state';
import {
  SearchResultsList,
  nothingNearText,
  resultCountText,
} from '../../features/search-results/components/search-results-list';
import { SearchFilters } from '../../features/search-results/components/search-filters';
import { SearchResultsLayout } from '../../features/search-results/components/search-results-layout';
import { SortSelect } from '../../features/search-results/components/sort-select';
import { useScrollMemory } from '../../features/search-results/hooks/use-scroll-memory';
import { resultPath, useSearchState } from '../../features/search-results/hooks/use-search-state';

const Page = styled.section({ display: 'grid', gap: 16, minWidth: 0 });
const Heading = styled.h1({ margin: 0 });
// The diner's own text: a long word must wrap rather than widen the page.
const Lead = styled.p({ margin: 0, color: colors.muted, overflowWrap: 'anywhere' });
const Toolbar = styled.div({
  // Focused by paging only, as a landing point for the keyboard: no ring around the bar.
  '&:focus': { outline: 'none' },
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  marginBottom: 16,
});
const ResultCount = styled.p({ margin: 0, fontWeight: 700, minHeight: '1.5em' });
const Notice = styled.p({ margin: '0 0 16px', fontWeight: 700 });

export default function SearchResultPage() {
  const [params] = useSearchParams();
  const setSearchQuery = useRootStore((s) => s.setSearchQuery);
  const query = useRootStore((s) => s.searchResult.query);
  const search = params.toString();
  const { state, key, tonight, navigationError, change, changeTonight, clearNavigationError } =
    useSearchState();
  const { view: fetched, retry } = useSearchResults(state, key, navigationError !== null, tonight);
  const resultsTop = useRef<HTMLDivElement>(null);

  // The URL is the source of truth for what is being searched (links and reloads land
  // here directly); the store is how the rest of the site, the header included, learns it.
  useEffect(() => {
    const fromUrl = searchQueryFromParams(new URLSearchParams(search));
    if (fromUrl) setSearchQuery(fromUrl);
  }, [search, setSearchQuery]);

  const view: SearchResultsView = navigationError
    ? { status: 'error', message: navigationError, retryable: true }
    : fetched;

  // A page past the last one (an old link, or results that have shrunk since) would say
  // "21 restaurants" over an empty list with no way back: the last page replaces it.
  const navigate = useNavigate();
  const pastTheEnd =
    state && view.status === 'ready' && view.total > 0 && view.currentPage > view.totalPages
      ? `${SEARCH_RESULT_PATH}?${withTonight(searchStateToParams({ ...state, page: view.totalPages }), tonight).toString()}`
      : null;
  useEffect(() => {
    if (pastTheEnd) void navigate(pastTheEnd, { replace: true });
  }, [pastTheEnd, navigate]);

  const leaveResults = useScrollMemory(view.status === 'ready');
  const cardTimes = useCardTimes(state, key, tonight, view.status === 'ready');
  const readings = (view.status === 'ready' && view.readings) || cardTimes.readings;

  const goToPage = (page: number) => {
    leaveResults();
    change({ page });
    // Without this a new page would open scrolled to where the old one's buttons were, and
    // keyboard focus would fall to the page when the pressed button leaves while loading.
    resultsTop.current?.scrollIntoView?.({ block: 'start' });
    resultsTop.current?.focus({ preventScroll: true });
  };

  // The store's query leads (a Find started in the header shows at once); before the effect
  // above has run, the URL's, as the server rendered the page. A URL without a query shows
  // none: the store's would be the previous search's.
  const text = state ? searchQueryText(query ?? state.query) : '';
  const nothingNear = state && nothingNearText(view, state.query);
  return (
    <Page>
      <PageMeta title="Search Result" description="Restaurants matching your search on TableHop." />
      <Heading>Search Result</Heading>
      {text && (
        <Lead>
          <ReadingLead
            words={text}
            readings={readings}
            pathOf={(reading) => resultPath({ ...state!, page: 1 }, { ...tonight, reading })}
          />
        </Lead>
      )}
      {state ? (
        <SearchResultsLayout filters={<SearchFilters state={state} onChange={change} />}>
          <Toolbar ref={resultsTop} tabIndex={-1}>
            <ResultCount role="status">{resultCountText(view)}</ResultCount>
            <SortSelect
              query={state.query}
              value={state.sort}
              onChange={(sort) => change({ sort })}
            />
          </Toolbar>
          <TonightControl tonight={tonight} onChange={changeTonight} />
          {nothingNear && <Notice>{nothingNear}</Notice>}
          <SearchResultsList
            view={view}
            onRetry={navigationError ? clearNavigationError : retry}
            tonight={tonight}
            timesOf={cardTimes.timesOf}
          />
          {view.status === 'ready' && (
            <Pagination
              currentPage={view.currentPage}
              totalPages={view.totalPages}
              onPageChange={goToPage}
            />
          )}
        </SearchResultsLayout>
      ) : (
        <Lead>Enter a restaurant name or postcode to search.</Lead>
      )}
    </Page>
  );
}
