import { matchPageRoute, PAGE_ROUTES, pageDataUrls } from './page-routes';

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

describe('pageDataUrls', () => {
  it("fills the route's params from the path, keeping their case and encoding them", () => {
    const path = '/restaurant-details/0B6E2F0E-9a53';
    expect(pageDataUrls(matchPageRoute(path)!, path)).toEqual([
      '/api/v1/user/restaurants/0B6E2F0E-9a53',
      '/api/v1/user/restaurant-files?rest_uuid=0B6E2F0E-9a53&params=info',
    ]);
    const odd = '/restaurant-details/a%20b&c';
    expect(pageDataUrls(matchPageRoute(odd)!, odd)[0]).toBe('/api/v1/user/restaurants/a%20b%26c');
  });

  it('has the data of home and nothing for a page without any', () => {
    expect(pageDataUrls(matchPageRoute('/')!, '/')).toEqual(['/api/v1/user/category']);
    expect(pageDataUrls(matchPageRoute('/faq')!, '/faq')).toEqual([]);
  });
});
