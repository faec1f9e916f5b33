// Test data in the API's shapes, for every package's tests (never built into a remote).
import type { Cuisine, RestaurantCard } from 'shared/api/restaurant-card';
import type { SearchRestaurantsResponse } from 'shared/api/search-restaurants';

export function card(id: number, overrides: Partial<RestaurantCard> = {}): RestaurantCard {
  return {
    id,
    uuid: `uuid-${id}`,
    name: `Restaurant ${id}`,
    avatar: `images/restaurants/${id}.svg`,
    address: `${id} High Street, London`,
    post_code: 'EC1A 1BB',
    category: 'Indian',
    category_list: { name: 'Indian' },
    label_tags: [],
    rating: 4,
    review_count: 12,
    price_level: 2,
    online_booking: true,
    ...overrides,
  };
}

/** A page of results as the search call answers it. */
export function resultsPage(
  restaurants: RestaurantCard[],
  { page = 1, lastPage = 1, total = restaurants.length } = {},
): SearchRestaurantsResponse {
  return {
    status: true,
    message: 'OK',
    data: { data: restaurants, current_page: page, last_page: lastPage, total },
  };
}

export function cuisine(id: number, name: string, count = 3): Cuisine {
  return { id, name, count, restaurants: [] };
}

export const CUISINES: Cuisine[] = [
  cuisine(1, 'Indian', 12),
  cuisine(2, 'Italian', 8),
  cuisine(3, 'Chinese', 0),
  cuisine(4, 'Thai', 5),
  cuisine(5, 'French', 4),
  cuisine(6, 'Turkish', 2),
  cuisine(7, 'Greek', 1),
];
