/**
 * @jest-environment node
 */
// The server bundle's render (shared/build/server-entry.tsx) with this remote's pages, as the
// API runs it per request (ADR 0023).
import { render } from '../../../shared/build/server-entry';
import { allowServerLayoutEffects } from 'shared/testing/page-data';
import { card, resultsPage } from 'shared/testing/restaurants';

// The bundler resolves the entry's 'app:server-pages' to this remote's server-pages.tsx.
jest.mock('app:server-pages', () => jest.requireActual('./server-pages'), { virtual: true });

allowServerLayoutEffects();

const url = '/search-result?post_code=E2%207JE&page=2&cuisine=3';
const dataUrl =
  '/api/v1/user/search-restaurant?post_code=E2+7JE&per_page=10&page=2&sort=rating&online_booking=true&cuisine=3';
const answer = resultsPage([card(1), card(2)], { page: 2, lastPage: 4, total: 32 });

describe('the result page rendered on the server', () => {
  it('reads the search from its URL and renders the sent page of results, title first', () => {
    const html = render('search-result-page', url, { [dataUrl]: answer })!;
    expect(html).toMatch(/^<title>Search Result \| TableHop<\/title><meta name="description"/);
    expect(html).toContain('Restaurants for “<!-- -->E2 7JE<!-- -->”');
    expect(html).toContain('32 restaurants');
    expect(html.match(/<h3[^>]*>/g)).toHaveLength(2);
    expect(html).toMatch(/aria-current="page"[^>]*>2</);
  });

  it('renders nothing when it cannot use the answer: another search, another shape', () => {
    // Its loading page is not worth sending: the app would replace it at once.
    expect(
      render('search-result-page', url.replace('page=2', 'page=3'), { [dataUrl]: answer }),
    ).toBeUndefined();
    expect(
      render('search-result-page', url, { [dataUrl]: { status: true, data: [] } }),
    ).toBeUndefined();
  });

  it('renders nothing for a page this remote does not render on the server', () => {
    expect(render('home-page', '/', { [dataUrl]: answer })).toBeUndefined();
  });
});
