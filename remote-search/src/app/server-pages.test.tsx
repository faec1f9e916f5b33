/**
 * @jest-environment node
 */
// The server bundle's render (build/server-entry.tsx) with this remote's pages, as the
// API runs it per request (ADR 0023).
import { render } from '../../../build/server-entry';
import { FILTER_CUISINES_URL, HOME_CUISINES_URL } from 'shared/search/busiest-cuisine';
import { allowServerLayoutEffects } from 'shared/testing/page-data';
import { CUISINES, card, resultsPage } from 'shared/testing/restaurants';

// The bundler resolves the entry's 'app:server-pages' to this remote's server-pages.tsx.
jest.mock('app:server-pages', () => jest.requireActual('./server-pages'), { virtual: true });

allowServerLayoutEffects();

const url = '/search-result?post_code=E2%207JE&page=2&online=1&cuisine=3';
const dataUrl =
  '/api/v1/user/search-restaurant?post_code=E2+7JE&per_page=10&page=2&sort=relevance&online_booking=true&cuisine=3';
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

  it("renders the filters' cuisines sent beside the results, the URL's one ticked (ADR 0033)", () => {
    const counts = CUISINES.map((c) => ({ ...c, restaurants: [] }));
    const html = render('search-result-page', url, {
      [dataUrl]: answer,
      [FILTER_CUISINES_URL]: { status: true, message: 'ok', data: counts },
    })!;
    // Online booking, then the cuisines the panel shows before "more", in the list's order.
    const boxes = html.match(/<input[^>]*type="checkbox"[^>]*>/g) ?? [];
    expect(boxes.length).toBeGreaterThan(3);
    const third = CUISINES.findIndex((c) => c.id === 3);
    expect(boxes[1 + third]).toContain('checked');
    expect(boxes[1]).not.toContain('checked');
    expect(html).toContain(`<span>${CUISINES[0]!.name}<!-- --> `);
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
    expect(render('no-such-page', '/', { [dataUrl]: answer })).toBeUndefined();
  });
});

describe('the home page rendered on the server (ADR 0029)', () => {
  const sent = {
    status: true,
    message: 'ok',
    data: [
      { id: 1, name: 'British', count: 2, restaurants: [] },
      { id: 2, name: 'Thai', count: 3, restaurants: [card(1), card(2), card(3)] },
    ],
  };

  it("renders the cuisines and the busiest one's restaurants, not a skeleton", () => {
    const html = render('home-page', '/', { [HOME_CUISINES_URL]: sent })!;
    expect(html).toMatch(/^<title>Book a table \| TableHop<\/title>/);
    expect(html).toMatch(/<button[^>]*aria-pressed="true"[^>]*>Thai<\/button>/);
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*>British<\/button>/);
    expect(html).toContain('aria-label="Thai restaurants"');
    expect(html.match(/href="\/restaurant-details\/[^"]+"/g)).toHaveLength(3);
    expect(html).not.toContain('Loading restaurants');
    // Their photos are for a browser without scripts only: the app shows them once it runs.
    const photos = html.match(/<img[^>]*>/g)!.filter((img) => img.includes('/images/restaurants/'));
    expect(photos).toHaveLength(3);
    // (emotion writes a photo's style beside its first use; the server moves it to <head>)
    const inNoscript =
      /<noscript>(?:<style[^>]*>[^<]*<\/style>)?<img [^>]*\/images\/restaurants\//g;
    expect(html.match(inNoscript)).toHaveLength(3);
  });

  it('draws the first tiles and leaves the others to the app, in <noscript> (ADR 0036)', () => {
    const many = [1, 2, 3, 4, 5, 6].map((id) => card(id));
    const six = { ...sent, data: [{ ...sent.data[1]!, count: 6, restaurants: many }] };
    const html = render('home-page', '/', { [HOME_CUISINES_URL]: six })!;
    const grid = /<ul aria-label="Thai restaurants"[^>]*>([\s\S]*?)<\/ul>/.exec(html)![1]!;
    const tiles = grid.match(/<li[^>]*>[\s\S]*?<\/li>/g)!;
    expect(tiles).toHaveLength(6);
    // A later tile is the whole tile in a <noscript>, photo included: a noscript cannot
    // hold another.
    const later = (tile: string) =>
      /^<li class="[^"]+"><noscript><a [^>]*href="\/restaurant-details\/uuid-\d"[^>]*><img [^>]*\/images\/restaurants\//.test(
        tile,
      ) && tile.endsWith('</a></noscript></li>');
    expect(tiles.map(later)).toEqual([false, false, false, false, true, true]);
    expect(grid.match(/<noscript>/g)).toHaveLength(6);
    expect(grid.match(/<img [^>]*\/images\/restaurants\//g)).toHaveLength(6);
  });

  it('renders nothing for an answer it cannot read: the built page is sent instead', () => {
    expect(
      render('home-page', '/', { [HOME_CUISINES_URL]: { data: [{ id: 1 }] } }),
    ).toBeUndefined();
    expect(render('home-page', '/', { [dataUrl]: answer })).toBeUndefined();
  });
});
