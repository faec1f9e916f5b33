import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';
import { invalidResponse } from 'shared/api/errors';
import { parseInSlices } from 'shared/api/parse-in-slices';
import { type Cuisine, cuisineSchema } from 'shared/api/restaurant-card';

export type { Cuisine } from 'shared/api/restaurant-card';

// The envelope is checked at once, its cuisines a few at a time (parse-in-slices.ts).
const envelopeSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.array(z.unknown()),
});

export interface GetCategoriesResponse {
  status: boolean;
  message: string;
  data: Cuisine[];
}

/** GET /api/v1/user/category: every cuisine with its count and best-rated restaurants. */
export async function getCategories(signal?: AbortSignal): Promise<GetCategoriesResponse> {
  const envelope = await apiRequest({
    method: 'GET',
    readOnly: true,
    url: '/user/category',
    signal,
    schema: envelopeSchema,
  });
  const data = await parseInSlices(cuisineSchema, envelope.data);
  if (!data) throw invalidResponse(envelope);
  return { ...envelope, data };
}
