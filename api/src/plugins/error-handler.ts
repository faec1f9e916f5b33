import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Static } from '@sinclair/typebox';
import { HttpError } from '../lib/http-error';
import { isDatabaseUnavailable } from '../lib/pg-error';
import type { ErrorEnvelope as ErrorEnvelopeSchema } from '../schemas/common';

type ErrorEnvelope = Static<typeof ErrorEnvelopeSchema>;

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'TableHop is briefly unavailable. Please try again in a moment.';

function isClientError(statusCode: number | undefined): statusCode is number {
  return statusCode !== undefined && statusCode >= 400 && statusCode < 500;
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    // Fastify's own message already names the part and field ("querystring/page must be >= 1").
    if (error.validation) {
      request.log.info({ err: error }, 'request failed validation');
      return reply
        .code(400)
        .send({ status: false, message: error.message } satisfies ErrorEnvelope);
    }
    // HttpError messages were written for the diner, so even a deliberate 503 keeps its own.
    if (error instanceof HttpError) {
      request.log.info({ err: error }, 'request rejected');
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ status: false, message: error.message, ...error.extra } satisfies ErrorEnvelope);
    }
    if (isClientError(error.statusCode)) {
      request.log.info({ err: error }, 'request rejected');
      return reply
        .code(error.statusCode)
        .send({ status: false, message: error.message } satisfies ErrorEnvelope);
    }
    // The database is down or restarting: say so at once (the pool does not wait on a dead
    // server) and let the client retry; the pool reconnects by itself when it is back.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ status: false, message: DATABASE_UNAVAILABLE_MESSAGE } satisfies ErrorEnvelope);
    }
    // Anything else may carry internals (SQL, paths, secrets): log it, never send it.
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ status: false, message: GENERIC_ERROR_MESSAGE } satisfies ErrorEnvelope);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return reply.code(404).send({
      status: false,
      message: `Route ${request.method} ${path} not found`,
    } satisfies ErrorEnvelope);
  });
}

// fastify-plugin so the handlers land on the root instance and every route plugin inherits them.
export default fp(errorHandler, { name: 'error-handler' });
