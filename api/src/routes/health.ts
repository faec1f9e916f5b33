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

  const Checks = Type.Object({
    database: Type.Boolean({ description: 'reachable' }),
    migrations: Type.Boolean({ description: "every one of the repository's applied" }),
    search_index: Type.Boolean({ description: 'loaded' }),
  });
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: 503 until the database is reachable and migrated and search loaded',
        response: {
          200: ok(Checks),
          503: Type.Object({ status: Type.Literal(false), message: Type.String(), data: Checks }),
        },
      },
    },
    async (_request, reply) => {
      const { ready, checks } = await app.readiness();
      if (ready) return { status: true as const, message: 'ok', data: checks };
      const failing = Object.entries(checks)
        .filter(([, passed]) => !passed)
        .map(([name]) => name);
      return reply.code(503).send({
        status: false as const,
        message: `Not ready: ${failing.join(', ')}`,
        data: checks,
      });
    },
  );
};

export default healthRoutes;
