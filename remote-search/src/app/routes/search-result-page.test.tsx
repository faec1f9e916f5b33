import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useRootStore } from 'shared/store';
import SearchResultPage from './search-result-page';

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/search-result" element={<SearchResultPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

function reset() {
  useRootStore.getState().setSearchQuery(null);
  localStorage.clear();
}

beforeEach(reset);
afterEach(reset);

describe('SearchResultPage (spec section 2, search result)', () => {
  it("has the h1 'Search Result' and the title 'Search Result | TableHop'", () => {
    renderAt('/search-result?name=Dishoom');
    expect(screen.getByRole('heading', { level: 1, name: 'Search Result' })).toBeInTheDocument();
    expect(document.title).toBe('Search Result | TableHop');
  });

  it('writes ?name= into the store query and shows it', () => {
    renderAt('/search-result?name=Dishoom');
    expect(useRootStore.getState().searchResult.query).toEqual({ name: 'Dishoom' });
    expect(screen.getByText('Restaurants for “Dishoom”')).toBeInTheDocument();
  });

  it('writes ?post_code= into the store query, decoded', () => {
    renderAt('/search-result?post_code=M1%201AE');
    expect(useRootStore.getState().searchResult.query).toEqual({ post_code: 'M1 1AE' });
    expect(screen.getByText('Restaurants for “M1 1AE”')).toBeInTheDocument();
  });

  it('decodes + as a space and keeps special characters', () => {
    renderAt('/search-result?name=Fish+%26+Chips');
    expect(useRootStore.getState().searchResult.query).toEqual({ name: 'Fish & Chips' });
    expect(screen.getByText('Restaurants for “Fish & Chips”')).toBeInTheDocument();
  });

  it('the URL wins over an older query held in the store', () => {
    useRootStore.getState().setSearchQuery({ name: 'Old search' });
    renderAt('/search-result?post_code=SW1A+1AA');
    expect(useRootStore.getState().searchResult.query).toEqual({ post_code: 'SW1A 1AA' });
    expect(screen.queryByText(/Old search/)).not.toBeInTheDocument();
  });

  it('follows a query started elsewhere (the header) through the store', () => {
    renderAt('/search-result?name=Dishoom');
    act(() => useRootStore.getState().setSearchQuery({ name: 'Hawksmoor' }));
    expect(screen.getByText('Restaurants for “Hawksmoor”')).toBeInTheDocument();
  });

  it('shows no "Restaurants for" line without any query', () => {
    renderAt('/search-result');
    expect(useRootStore.getState().searchResult.query).toBeNull();
    expect(screen.queryByText(/Restaurants for/)).not.toBeInTheDocument();
  });
});
