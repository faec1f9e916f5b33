import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

import { ok } from '../schemas/common';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness',
        response: { 200: ok(Type.Object({ uptime_seconds: Type.Number() })) },
      },
    },
    async () => ({
      status: true as const,
      message: 'ok',
      data: { uptime_seconds: Math.round(process.uptime()) },
    }),
  );
};

export default healthRoutes;
