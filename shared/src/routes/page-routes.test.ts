import { matchPageRoute, PAGE_ROUTES } from './page-routes';

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
