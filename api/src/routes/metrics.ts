import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config/env';
import { HttpError } from '../lib/http-error';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in Prometheus' text format (ADR 0058). With METRICS_TOKEN it asks for that
 * bearer token; without one it exists only on a server listening on localhost, so a public
 * server never shows its figures to strangers.
 */
const metricsRoutes: FastifyPluginAsync<{ access: Config['metrics'] }> = async (
  app,
  { access },
) => {
  if (!access) {
    app.log.info('GET /metrics is off: set METRICS_TOKEN to serve it beyond localhost');
    return;
  }
  const expected = 'token' in access ? digest(`Bearer ${access.token}`) : null;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (expected && !timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new HttpError(401, 'GET /metrics needs the bearer token METRICS_TOKEN names');
    }
    const body = await app.metrics.metrics();
    return reply.type(app.metrics.contentType).header('cache-control', 'no-store').send(body);
  });
};

export default metricsRoutes;
