import { matchPageRoute, PAGE_ROUTES, pageDataUrl } from './page-routes';

describe('matchPageRoute', () => {
  it.each([
    ['/', 'remote_search', 'home-page'],
    ['/search-result', 'remote_search', 'search-result-page'],
    ['/restaurant-details/0b6e2f0e-9a53-4a6b', 'remote_restaurant', 'restaurant-page'],
    ['/FAQ', 'remote_content', 'faq-page'],
    ['/faq/', 'remote_content', 'faq-page'],
    ['/profile', 'remote_account', 'profile-page'],
  ])('%s -> %s/%s', (pathname, remote, module) => {
    expect(matchPageRoute(pathname)).toMatchObject({ remote, module });
  });

  it.each(['/nope', '/restaurant-details', '/restaurant-details/a/b', '/faq/more'])(
    '%s is no page (the shell shows its 404)',
    (pathname) => {
      expect(matchPageRoute(pathname)).toBeUndefined();
    },
  );

  it('lists each path once', () => {
    const paths = PAGE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

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

  it('is undefined for a page without one and for no page', () => {
    expect(pageDataUrl('/faq')).toBeUndefined();
    expect(pageDataUrl('/nope')).toBeUndefined();
  });
});
