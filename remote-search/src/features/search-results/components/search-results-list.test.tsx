import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared/testing/router';
import type { SearchResultsView } from '../api/use-search-results';
import { card } from 'shared/testing/restaurants';
import { SearchResultsList, resultCountText } from './search-results-list';

const ready = (n: number, extra: Partial<Extract<SearchResultsView, { status: 'ready' }>> = {}) =>
  ({
    status: 'ready',
    restaurants: Array.from({ length: n }, (_, i) => card(i + 1)),
    currentPage: 1,
    totalPages: 1,
    total: n,
    ...extra,
  }) satisfies SearchResultsView;

function renderList(view: SearchResultsView, onRetry = jest.fn()) {
  render(
    <MemoryRouter>
      <SearchResultsList view={view} onRetry={onRetry} />
    </MemoryRouter>,
  );
  return onRetry;
}

describe('SearchResultsList', () => {
  it('shows five skeleton rows while loading', () => {
    renderList({ status: 'loading' });
    const loading = screen.getByRole('status', { name: 'Loading restaurants' });
    expect(within(loading).getAllByTestId('skeleton-row')).toHaveLength(5);
  });

  it("says 'No restaurants available.' for an empty page", () => {
    renderList(ready(0));
    expect(screen.getByText('No restaurants available.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists one card per restaurant', () => {
    renderList(ready(3));
    const list = screen.getByRole('list', { name: 'Restaurants' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
  });

  it('shows an error as an alert with Try again', async () => {
    const onRetry = renderList({ status: 'error', message: 'Search failed', retryable: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Search failed');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('resultCountText', () => {
  it('uses the total when the server sent one', () => {
    expect(resultCountText(ready(10, { totalPages: 3, total: 21 }))).toBe('21 restaurants');
    expect(resultCountText(ready(1))).toBe('1 restaurant');
    expect(resultCountText(ready(0))).toBe('0 restaurants');
  });

  it('announces nothing while loading or after a failure', () => {
    expect(resultCountText({ status: 'loading' })).toBe('');
    expect(resultCountText({ status: 'error', message: 'x', retryable: true })).toBe('');
  });
});
