import type { FastifyPluginAsync } from 'fastify';

import { successEnvelopeSchema, type SuccessEnvelope } from '../lib/envelope';

const healthSchema = {
  response: {
    200: successEnvelopeSchema({
      type: 'object',
      required: ['uptime_seconds'],
      properties: { uptime_seconds: { type: 'number' } },
    }),
  },
} as const;

const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', { schema: healthSchema }, async () => {
    const body: SuccessEnvelope<{ uptime_seconds: number }> = {
      status: true,
      message: 'ok',
      data: { uptime_seconds: Math.round(process.uptime()) },
    };
    return body;
  });
};

export default healthRoutes;
