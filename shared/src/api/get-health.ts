import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';

export const healthResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({ uptime_seconds: z.number() }),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/v1/health */
export function getHealth(): Promise<HealthResponse> {
  return apiRequest({ method: 'GET', url: '/health', schema: healthResponseSchema });
}
