import { useRootStore } from 'shared/store';
import { adoptUrlSearch } from './when-first-screen-ready';

beforeEach(() => useRootStore.getState().setSearchQuery({ name: 'Pizza' }));

describe('adoptUrlSearch', () => {
  it("puts a result page's query in the store, a postcode as a postcode", () => {
    adoptUrlSearch({ pathname: '/search-result', search: '?name=Dishoom&page=2' });
    expect(useRootStore.getState().searchResult.query).toEqual({ name: 'Dishoom' });
    adoptUrlSearch({ pathname: '/Search-Result/', search: '?post_code=E2+7JE' });
    expect(useRootStore.getState().searchResult.query).toEqual({ post_code: 'E2 7JE' });
  });

  it('leaves the store alone on other pages and on a result page without a search', () => {
    adoptUrlSearch({ pathname: '/faq', search: '?name=Dishoom' });
    adoptUrlSearch({ pathname: '/search-result', search: '?page=2' });
    expect(useRootStore.getState().searchResult.query).toEqual({ name: 'Pizza' });
  });
});
