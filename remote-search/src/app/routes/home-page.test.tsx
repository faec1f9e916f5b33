import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useRootStore } from 'shared/store';
import HomePage from './home-page';

function ResultProbe() {
  const { pathname, search } = useLocation();
  return <h1>{`Result page at ${pathname}${search}`}</h1>;
}

function renderHome() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/search-result" element={<ResultProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

function reset() {
  useRootStore.getState().setSearchQuery(null);
  useRootStore.getState().patchSearchResult({ loading: false });
  useRootStore.getState().clearReservation();
  localStorage.clear();
}

beforeEach(reset);
afterEach(reset);

describe('HomePage (spec section 1 and 2, home)', () => {
  it("has the headline 'Indulge in a culinary delight' as its h1", () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Indulge in a culinary delight$/,
    );
  });

  it("shows the tagline 'Book – Go – Eat'", () => {
    renderHome();
    expect(screen.getByText('Book – Go – Eat')).toBeInTheDocument();
  });

  it("is titled 'Book a table | TableHop'", () => {
    renderHome();
    expect(document.title).toBe('Book a table | TableHop');
  });

  it('has a search box with the spec placeholder and a Find button', () => {
    renderHome();
    const form = screen.getByRole('search', { name: 'Find a restaurant from home' });
    expect(within(form).getByRole('searchbox')).toHaveAttribute(
      'placeholder',
      'Enter a restaurant name or postcode',
    );
    expect(within(form).getByRole('button', { name: 'Find' })).toBeEnabled();
  });

  it('Find with a name opens /search-result?name=...', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.type(screen.getByRole('searchbox'), 'Dishoom');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Result page at /search-result?name=Dishoom',
    );
    expect(useRootStore.getState().searchResult.query).toEqual({ name: 'Dishoom' });
  });

  it('Enter with a postcode opens /search-result?post_code=...', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.type(screen.getByRole('searchbox'), 'ec1a 1bb{Enter}');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Result page at /search-result?post_code=ec1a+1bb',
    );
    expect(useRootStore.getState().searchResult.query).toEqual({ post_code: 'ec1a 1bb' });
  });

  it('Find drops the reservation in progress', async () => {
    const user = userEvent.setup();
    useRootStore.getState().patchReservation({ person: 4, res_id: 'r-1', time: '19:00' });
    renderHome();
    await user.type(screen.getByRole('searchbox'), 'Dishoom{Enter}');
    const current = useRootStore.getState().reservations.current;
    expect(current.person).toBe(1);
    expect(current.res_id).toBeNull();
    expect(current.time).toBeNull();
  });
});
