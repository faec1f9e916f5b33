import {
  defaultSort,
  searchStateFromParams,
  searchStateKey,
  searchStatePath,
  searchStateToParams,
} from './search-url';

describe('search URL state', () => {
  it('reads defaults from a bare query', () => {
    expect(searchStateFromParams(new URLSearchParams('name=Dishoom'))).toEqual({
      query: { name: 'Dishoom' },
      page: 1,
      sort: 'rating',
      // Phone-only restaurants too, until the diner switches the filter on (README, Decisions).
      onlineBooking: false,
      cuisine: [],
    });
    expect(searchStateFromParams(new URLSearchParams('page=2'))).toBeNull();
  });

  it('reads the online-booking filter on from online=1, and off from the older online=0', () => {
    const online = (search: string) =>
      searchStateFromParams(new URLSearchParams(search))!.onlineBooking;
    expect([
      online('name=a&online=1'),
      online('name=a&online=0'),
      online('name=a&online=x'),
    ]).toEqual([true, false, false]);
  });

  it('round-trips every part and leaves defaults out of the URL', () => {
    const state = {
      query: { post_code: 'E2 7JE' },
      page: 3,
      sort: 'price_asc' as const,
      onlineBooking: true,
      cuisine: [5, 3],
    };
    const params = searchStateToParams(state);
    expect(params.toString()).toBe('post_code=E2+7JE&page=3&sort=price_asc&online=1&cuisine=3%2C5');
    expect(searchStateFromParams(params)).toEqual({ ...state, cuisine: [3, 5] });
    expect(
      searchStatePath({ ...state, page: 1, sort: 'relevance', onlineBooking: false, cuisine: [] }),
    ).toBe('/search-result?post_code=E2+7JE');
  });

  it('opens a postcode nearest first (relevance) and a name top rated', () => {
    expect(searchStateFromParams(new URLSearchParams('post_code=M1'))!.sort).toBe('relevance');
    expect(searchStateFromParams(new URLSearchParams('name=M1'))!.sort).toBe('rating');
    expect(defaultSort({ post_code: 'M1' })).toBe('relevance');
    // Each kind's other orders stay in the URL.
    const postcode = { query: { post_code: 'M1' }, page: 1, onlineBooking: false, cuisine: [] };
    expect(searchStatePath({ ...postcode, sort: 'rating' })).toBe(
      '/search-result?post_code=M1&sort=rating',
    );
    expect(searchStatePath({ ...postcode, query: { name: 'M1' }, sort: 'relevance' })).toBe(
      '/search-result?name=M1&sort=relevance',
    );
  });

  it('ignores junk and gives equal keys to equal searches', () => {
    const junk = searchStateFromParams(
      new URLSearchParams('name=a&page=-4&sort=loud&cuisine=x,2,2,0'),
    );
    expect(junk).toMatchObject({ page: 1, sort: 'rating', cuisine: [2] });
    // Past the last page the API serves: that page, which the result page takes to the last.
    const far = (page: number) =>
      searchStateFromParams(new URLSearchParams(`name=a&page=${page}`))!.page;
    expect([far(10000), far(10001), far(99999)]).toEqual([10000, 10000, 10000]);
    const a = searchStateFromParams(new URLSearchParams('name=a&cuisine=2,1'))!;
    const b = searchStateFromParams(new URLSearchParams('cuisine=1,2&name=a'))!;
    expect(searchStateKey(a)).toBe(searchStateKey(b));
  });
});
