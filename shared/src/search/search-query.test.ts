import {
  UK_POSTCODE_PATTERN,
  searchQueryFromParams,
  searchQueryText,
  toSearchQuery,
} from 'shared/search/search-query';
import { defaultSort, searchStatePath } from './search-url';
import type { SearchQuery } from 'shared/types';

describe('toSearchQuery (spec section 5: postcode or name)', () => {
  it.each([
    'SW1A 1AA',
    'sw1a1aa',
    'M1 1AE',
    'B33 8TH',
    'EC1A 1BB',
    'W1A 0AX',
    'CR2 6XH',
    'DN55 1PT',
  ])('%p is sent as post_code', (input) => {
    expect(toSearchQuery(input)).toEqual({ post_code: input });
  });

  it.each([
    'Dishoom',
    'Pizza 4U',
    '',
    'SW1A',
    'SW1A 1A',
    'SW1A 1AAA',
    '1AA SW1',
    'SW1A-1AA',
    'SW1A  1AA',
  ])('%p is sent as name', (input) => {
    expect(toSearchQuery(input)).toEqual({ name: input });
  });

  it('trims the input before deciding and sends the trimmed text', () => {
    expect(toSearchQuery('  sw1a 1aa  ')).toEqual({ post_code: 'sw1a 1aa' });
    expect(toSearchQuery('\tDishoom \n')).toEqual({ name: 'Dishoom' });
  });

  it('does not block empty or blank input: it becomes an empty name', () => {
    expect(toSearchQuery('')).toEqual({ name: '' });
    expect(toSearchQuery('   ')).toEqual({ name: '' });
  });

  it('searches the first 100 characters of a longer text, the most the API takes', () => {
    const long = `Trattoria ${'x'.repeat(150)}`;
    expect(toSearchQuery(long)).toEqual({ name: long.slice(0, 100) });
    expect(toSearchQuery('x'.repeat(100))).toEqual({ name: 'x'.repeat(100) });
  });

  it('exposes a case-insensitive pattern anchored at both ends', () => {
    expect(UK_POSTCODE_PATTERN.test('ec1a 1bb')).toBe(true);
    expect(UK_POSTCODE_PATTERN.test('near EC1A 1BB')).toBe(false);
    expect(UK_POSTCODE_PATTERN.test('EC1A 1BB please')).toBe(false);
  });
});

// The result page's URL for a new search (page 1, default sort and filters).
const searchResultPath = (query: SearchQuery) =>
  searchStatePath({ query, page: 1, sort: defaultSort(query), onlineBooking: false, cuisine: [] });

describe('search-result URL round trip', () => {
  it('builds /search-result?post_code=... for a postcode', () => {
    expect(searchResultPath({ post_code: 'SW1A 1AA' })).toBe('/search-result?post_code=SW1A+1AA');
  });

  it('builds /search-result?name=... for a name, encoding special characters', () => {
    expect(searchResultPath({ name: 'Fish & Chips' })).toBe('/search-result?name=Fish+%26+Chips');
  });

  it.each([
    { post_code: 'SW1A 1AA' },
    { post_code: 'sw1a1aa' },
    { name: 'Dishoom' },
    { name: 'Pizza 4U' },
    { name: 'Fish & Chips' },
    { name: 'Café = 100%?' },
    { name: '' },
  ])('reads %p back from its own URL', (query) => {
    const path = searchResultPath(query);
    const params = new URL(path, 'https://www.tablehop.co.uk').searchParams;
    const back = searchQueryFromParams(params);
    expect(back).toEqual(query);
    expect(searchQueryText(back)).toBe('post_code' in query ? query.post_code : query.name);
  });

  it('goes from typed text to URL and back to the same text', () => {
    for (const typed of ['EC1A 1BB', 'Pizza 4U']) {
      const path = searchResultPath(toSearchQuery(typed));
      const back = searchQueryFromParams(new URLSearchParams(path.split('?')[1]));
      expect(searchQueryText(back)).toBe(typed);
    }
  });

  it('searches the first 100 characters of a longer name in a link', () => {
    const long = `Trattoria ${'x'.repeat(150)}`;
    const params = new URLSearchParams({ name: long });
    expect(searchQueryFromParams(params)).toEqual({ name: long.slice(0, 100) });
  });

  it('prefers post_code when both parameters are present', () => {
    expect(searchQueryFromParams(new URLSearchParams('name=Dishoom&post_code=M1+1AE'))).toEqual({
      post_code: 'M1 1AE',
    });
  });

  it('reads text sent by a search box without JavaScript (q) as the app reads typed text', () => {
    expect(searchQueryFromParams(new URLSearchParams('q=sw1a+1aa'))).toEqual({
      post_code: 'sw1a 1aa',
    });
    expect(searchQueryFromParams(new URLSearchParams('q=+Dishoom+'))).toEqual({ name: 'Dishoom' });
    // What the app writes wins over it.
    expect(searchQueryFromParams(new URLSearchParams('q=Padella&name=Dishoom'))).toEqual({
      name: 'Dishoom',
    });
  });

  it('gives null when there is no query parameter', () => {
    expect(searchQueryFromParams(new URLSearchParams(''))).toBeNull();
    expect(searchQueryFromParams(new URLSearchParams('page=2'))).toBeNull();
  });

  it('searchQueryText gives the text of either kind, and empty text for null', () => {
    expect(searchQueryText({ post_code: 'B33 8TH' })).toBe('B33 8TH');
    expect(searchQueryText({ name: 'Dishoom' })).toBe('Dishoom');
    expect(searchQueryText(null)).toBe('');
  });
});
