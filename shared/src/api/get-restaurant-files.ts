import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';
import { restaurantFilesPath } from 'shared/api/restaurant-files-url';

export const menuFileSchema = z.object({
  id: z.number(),
  file_name: z.string(),
  extension: z.string(),
  /** Relative to /api/v1/. */
  url: z.string(),
});

export type MenuFile = z.infer<typeof menuFileSchema>;

export const getRestaurantFilesResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.array(menuFileSchema),
});

/**
 * GET /api/v1/user/restaurant-files?rest_uuid&params=info: the restaurant's menu files, at
 * the URL the server sends them under (ADR 0031).
 */
export function getRestaurantFiles(restaurantUuid: string, signal?: AbortSignal) {
  return apiRequest({
    method: 'GET',
    readOnly: true,
    url: restaurantFilesPath(restaurantUuid),
    signal,
    schema: getRestaurantFilesResponseSchema,
  });
}
