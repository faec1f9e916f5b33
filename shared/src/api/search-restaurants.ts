import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';
import { restaurantCardSchema } from 'shared/api/restaurant-card';
import { type SearchRequest, searchRestaurantsPath } from 'shared/api/search-restaurants-url';

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

/** GET /api/v1/user/search-restaurant (search-restaurants-url.ts). */
export function searchRestaurants(
  request: SearchRequest,
  signal?: AbortSignal,
): Promise<SearchRestaurantsResponse> {
  return apiRequest({
    method: 'GET',
    readOnly: true,
    // Built here, not by axios from params: the URL a preload or the server's answer is
    // keyed by (search-restaurants-url.ts).
    url: searchRestaurantsPath(request),
    signal,
    schema: searchRestaurantsResponseSchema,
  });
}
