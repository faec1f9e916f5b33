import { HOME_CUISINES_URL } from 'shared/search/busiest-cuisine';
import { pageDataUrl, pageSideDataUrls, splitPageUrl } from './page-data-url';

describe('pageDataUrl', () => {
  it('is the restaurant details call for a restaurant page, its id kept as written', () => {
    expect(pageDataUrl('/restaurant-details/0B6E2F0E-9a53')).toBe(
      '/api/v1/user/restaurants/0B6E2F0E-9a53',
    );
    expect(pageDataUrl('/Restaurant-Details/abc/')).toBe('/api/v1/user/restaurants/abc');
  });

  it('encodes the id as the page does (decoded by the router, then encoded by its fetcher)', () => {
    expect(pageDataUrl('/restaurant-details/a%20b')).toBe('/api/v1/user/restaurants/a%20b');
    expect(pageDataUrl('/restaurant-details/a%2Fb')).toBe('/api/v1/user/restaurants/a%2Fb');
    expect(pageDataUrl('/restaurant-details/%E0%A4%A')).toBeUndefined();
  });

  it("is the busiest cuisine's call for home, whatever its query (ADR 0029)", () => {
    expect(pageDataUrl('/')).toBe('/api/v1/user/category?busiest_only=true');
    expect(pageDataUrl('/?utm_source=mail#top')).toBe(HOME_CUISINES_URL);
  });

  it('is undefined for a page without one and for no page', () => {
    expect(pageDataUrl('/faq')).toBeUndefined();
    expect(pageDataUrl('/nope')).toBeUndefined();
  });

  it("is the search the result page's query holds, as its fetcher asks for it", () => {
    // A postcode opens nearest first (its relevance), a name top rated.
    expect(pageDataUrl('/search-result?post_code=E2%207JE')).toBe(
      '/api/v1/user/search-restaurant?post_code=E2+7JE&per_page=10&page=1&sort=relevance',
    );
    expect(pageDataUrl('/search-result?post_code=E2%207JE&online=1')).toBe(
      '/api/v1/user/search-restaurant?post_code=E2+7JE&per_page=10&page=1&sort=relevance&online_booking=true',
    );
    expect(
      pageDataUrl('/Search-Result/?name=caf%C3%A9&page=2&sort=price_asc&online=0&cuisine=5,3,x'),
    ).toBe(
      '/api/v1/user/search-restaurant?name=caf%C3%A9&per_page=10&page=2&sort=price_asc&cuisine=3%2C5',
    );
    // The hash never reaches the router's search params.
    expect(pageDataUrl('/search-result?name=a#page=2')).toBe(
      '/api/v1/user/search-restaurant?name=a&per_page=10&page=1&sort=rating',
    );
    // A date and party leave the results as they are: only their times come later.
    expect(pageDataUrl('/search-result?name=a&date=2026-12-05&party=4')).toBe(
      '/api/v1/user/search-restaurant?name=a&per_page=10&page=1&sort=rating',
    );
  });

  it('is none for the Available filter, whose results are live (ADR 0051)', () => {
    expect(pageDataUrl('/search-result?name=a&available=1')).toBeUndefined();
  });

  it('is undefined for a result page without a search', () => {
    expect(pageDataUrl('/search-result')).toBeUndefined();
    expect(pageDataUrl('/search-result?page=2')).toBeUndefined();
  });
});

describe('pageSideDataUrls (ADR 0031)', () => {
  const at = (iso: string) => new Date(iso);
  const slotsOn = (date: string, day: string) =>
    `/api/v1/user/restaurants/abc/availability?date=${encodeURIComponent(date)}&day=${day}&number_of_people=1`;
  const files = '/api/v1/user/restaurant-files?rest_uuid=abc&params=info';

  it("is a restaurant's slots today for one and its menu files", () => {
    expect(
      pageSideDataUrls('/restaurant-details/abc', undefined, at('2026-11-23T12:00:00Z')),
    ).toEqual([slotsOn('23/11/2026', 'monday'), files]);
  });

  it("takes today on London's clock, across both clock changes", () => {
    // 23:30 UTC in summer is already tomorrow in London.
    expect(
      pageSideDataUrls('/restaurant-details/abc', undefined, at('2026-07-11T23:30:00Z'))[0],
    ).toBe(slotsOn('12/07/2026', 'sunday'));
    // Spring forward: 00:30 UTC on the last Sunday of March is still 00:30 GMT that Sunday.
    expect(
      pageSideDataUrls('/restaurant-details/abc', undefined, at('2026-03-29T00:30:00Z'))[0],
    ).toBe(slotsOn('29/03/2026', 'sunday'));
    // Fall back: 23:30 UTC that Sunday is 23:30 GMT, the same Sunday.
    expect(
      pageSideDataUrls('/restaurant-details/abc', undefined, at('2026-10-25T23:30:00Z'))[0],
    ).toBe(slotsOn('25/10/2026', 'sunday'));
    expect(
      pageSideDataUrls('/restaurant-details/abc', undefined, at('2026-10-24T23:30:00Z'))[0],
    ).toBe(slotsOn('25/10/2026', 'sunday'));
  });

  it('encodes the id as the fetchers do', () => {
    expect(
      pageSideDataUrls('/restaurant-details/a%20b', undefined, at('2026-11-23T12:00:00Z')),
    ).toEqual([
      '/api/v1/user/restaurants/a%20b/availability?date=23%2F11%2F2026&day=monday&number_of_people=1',
      '/api/v1/user/restaurant-files?rest_uuid=a+b&params=info',
    ]);
  });

  it("is a result page's filter cuisines, names and counts only (ADR 0033)", () => {
    const filters = '/api/v1/user/category?counts_only=true';
    expect(pageSideDataUrls('/search-result?name=thai')).toEqual([filters]);
    // The panel is there whatever the search, even one the page will not run.
    expect(pageSideDataUrls('/search-result')).toEqual([filters]);
  });

  it('is empty for a page without side calls or a path that does not decode', () => {
    expect(pageSideDataUrls('/')).toEqual([]);
    expect(pageSideDataUrls('/faq')).toEqual([]);
    expect(pageSideDataUrls('/nope')).toEqual([]);
    expect(pageSideDataUrls('/restaurant-details/%E0%A4%A')).toEqual([]);
  });
});

describe('splitPageUrl', () => {
  it('splits the path from the query and drops the hash', () => {
    expect(splitPageUrl('/a/b?x=1&y=2#z')).toEqual({ pathname: '/a/b', search: '?x=1&y=2' });
    expect(splitPageUrl('/a#b?c')).toEqual({ pathname: '/a', search: '' });
    expect(splitPageUrl('/a')).toEqual({ pathname: '/a', search: '' });
  });
});
