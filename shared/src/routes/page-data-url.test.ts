import { HOME_CUISINES_URL } from 'shared/search/busiest-cuisine';
import { pageDataUrl, splitPageUrl } from './page-data-url';

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
    expect(pageDataUrl('/search-result?post_code=E2%207JE')).toBe(
      '/api/v1/user/search-restaurant?post_code=E2+7JE&per_page=10&page=1&sort=rating&online_booking=true',
    );
    expect(
      pageDataUrl('/Search-Result/?name=caf%C3%A9&page=2&sort=price_asc&online=0&cuisine=5,3,x'),
    ).toBe(
      '/api/v1/user/search-restaurant?name=caf%C3%A9&per_page=10&page=2&sort=price_asc&cuisine=3%2C5',
    );
    // The hash never reaches the router's search params.
    expect(pageDataUrl('/search-result?name=a#page=2')).toBe(
      '/api/v1/user/search-restaurant?name=a&per_page=10&page=1&sort=rating&online_booking=true',
    );
  });

  it('is undefined for a result page without a search', () => {
    expect(pageDataUrl('/search-result')).toBeUndefined();
    expect(pageDataUrl('/search-result?page=2')).toBeUndefined();
  });
});

describe('splitPageUrl', () => {
  it('splits the path from the query and drops the hash', () => {
    expect(splitPageUrl('/a/b?x=1&y=2#z')).toEqual({ pathname: '/a/b', search: '?x=1&y=2' });
    expect(splitPageUrl('/a#b?c')).toEqual({ pathname: '/a', search: '' });
    expect(splitPageUrl('/a')).toEqual({ pathname: '/a', search: '' });
  });
});
