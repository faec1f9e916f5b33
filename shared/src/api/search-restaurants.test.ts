import { recordApiCalls } from 'shared/testing/api-recorder';
import { getCategories } from './get-categories';
import { releaseHold } from './release-hold';
import { searchRestaurants } from './search-restaurants';

const card = {
  id: 1,
  uuid: '0b7f4f5e-55a4-4f4e-9a55-3f1b7b0e8a11',
  name: 'Dishoom',
  avatar: null,
  address: '7 Boundary St',
  post_code: 'E2 7JE',
  category: 'Indian',
  category_list: { name: 'Indian' },
  label_tags: [{ name: 'Family friendly' }],
  rating: 4.5,
  review_count: 12,
  price_level: 2,
  online_booking: true,
  latitude: 51.5,
};

const api = recordApiCalls();

describe('searchRestaurants', () => {
  it('sends the query, page size 10, sort and filters, and reads data.data and the pages', async () => {
    api.body = {
      status: true,
      message: 'ok',
      data: { data: [card], current_page: 2, last_page: 3, per_page: 10, total: 21 },
    };
    const answer = await searchRestaurants({
      query: { post_code: 'E2 7JE' },
      page: 2,
      sort: 'price_asc',
      onlineBooking: true,
      cuisine: [3, 5],
    });
    // One fixed string (search-restaurants-url): the key of a preloaded or sent answer.
    expect(api.seen[0]!.url).toBe(
      '/user/search-restaurant?post_code=E2+7JE&per_page=10&page=2&sort=price_asc&online_booking=true&cuisine=3%2C5',
    );
    expect(api.seen[0]!.params).toBeUndefined();
    expect(answer.data.current_page).toBe(2);
    // Fields the list does not use are dropped.
    expect(answer.data.data[0]).not.toHaveProperty('latitude');
    expect(answer.data.data[0]!.name).toBe('Dishoom');
  });

  it('leaves out filters that are off', async () => {
    api.body = {
      status: true,
      message: 'ok',
      data: { data: [], current_page: 1, last_page: 1, total: 0 },
    };
    await searchRestaurants({ query: { name: 'x' } });
    expect(api.seen[0]!.url).toBe('/user/search-restaurant?name=x&per_page=10&page=1');
  });
});

it('getCategories reads the cuisine list', async () => {
  api.body = {
    status: true,
    message: 'ok',
    data: [{ id: 3, name: 'Indian', count: 1, restaurants: [card] }],
  };
  const answer = await getCategories();
  expect(api.seen[0]!.url).toBe('/user/category');
  expect(answer.data[0]!.restaurants[0]!.uuid).toBe(card.uuid);
  expect(answer.data[0]!.restaurants[0]).not.toHaveProperty('latitude');
});

it.each([
  [
    'a cuisine of the wrong shape',
    [{ id: 3, name: 'Indian', count: 1, restaurants: [card] }, { id: 4 }],
  ],
  ['no list', { id: 3 }],
])('getCategories rejects %s as an answer it does not understand', async (_label, data) => {
  api.body = { status: true, message: 'ok', data };
  await expect(getCategories()).rejects.toMatchObject({
    name: 'ApiError',
    kind: 'invalid-response',
    message: 'The server sent an answer we did not understand.',
  });
});

it('releaseHold sends the uuid and the hold token', async () => {
  api.body = { status: true, message: 'Your held table has been released.' };
  await releaseHold({ reservationUuid: 'r-1', holdToken: 'secret' });
  expect(api.seen[0]!.url).toBe('/user/reservation/reservation-removed');
  expect(api.seen[0]!.params).toEqual({ reservation_uuid: 'r-1' });
  expect(api.seen[0]!.headers?.['x-hold-token']).toBe('secret');
});
