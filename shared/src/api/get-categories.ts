import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';
import { cuisineSchema } from 'shared/api/restaurant-card';

export type { Cuisine } from 'shared/api/restaurant-card';

export const getCategoriesResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.array(cuisineSchema),
});

/** GET /api/v1/user/category: every cuisine with its count and best-rated restaurants. */
export function getCategories(signal?: AbortSignal) {
  return apiRequest({
    method: 'GET',
    url: '/user/category',
    signal,
    schema: getCategoriesResponseSchema,
  });
}
