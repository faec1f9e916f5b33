import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';
import { restaurantCardSchema } from 'shared/api/restaurant-card';
import { SEARCH_PAGE_SIZE } from 'shared/constants';
import type { SearchQuery, SortOption } from 'shared/types';

export const searchRestaurantsResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({
    data: z.array(restaurantCardSchema),
    current_page: z.number(),
    last_page: z.number(),
    total: z.number(),
  }),
});

export type SearchRestaurantsResponse = z.infer<typeof searchRestaurantsResponseSchema>;

export interface SearchRequest {
  query: SearchQuery;
  page?: number;
  sort?: SortOption;
  /** true: only restaurants bookable online; false or absent: all. */
  onlineBooking?: boolean;
  /** Cuisine ids; their restaurants are merged into the results. */
  cuisine?: number[];
}

/** GET /api/v1/user/search-restaurant: page size 10 (spec section 4), filters and sort on the server. */
export function searchRestaurants(
  { query, page = 1, sort, onlineBooking, cuisine = [] }: SearchRequest,
  signal?: AbortSignal,
): Promise<SearchRestaurantsResponse> {
  return apiRequest({
    method: 'GET',
    url: '/user/search-restaurant',
    params: {
      ...query,
      per_page: SEARCH_PAGE_SIZE,
      page,
      ...(sort ? { sort } : {}),
      ...(onlineBooking ? { online_booking: true } : {}),
      ...(cuisine.length > 0 ? { cuisine: cuisine.join(',') } : {}),
    },
    signal,
    schema: searchRestaurantsResponseSchema,
  });
}
