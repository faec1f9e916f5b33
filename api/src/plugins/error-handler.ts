import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Static } from '@sinclair/typebox';
import { HttpError } from '../lib/http-error';
import { isDatabaseUnavailable } from '../lib/pg-error';
import { type ErrorEnvelope as ErrorEnvelopeSchema, patternMeaning } from '../schemas/common';

type ErrorEnvelope = Static<typeof ErrorEnvelopeSchema>;

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'TableHop is briefly unavailable. Please try again in a moment.';

function isClientError(statusCode: number | undefined): statusCode is number {
  return statusCode !== undefined && statusCode >= 400 && statusCode < 500;
}

/**
 * A refused request is the client's mistake, not ours: one info line with its status and
 * reason, no stack (which points at our validation code and buries the real errors).
 */
const refused = (statusCode: number, error: FastifyError) => ({
  statusCode,
  reason: error.message,
  ...(error.code ? { code: error.code } : {}),
});

/**
 * Fastify's sentence for a schema refusal ("querystring/page must be >= 1"), except that a
 * pattern is said in words: a raw regex means nothing to whoever reads it. Where a pattern
 * failed inside a union (a number or a UUID), that field's first words are enough.
 */
function validationMessage(error: FastifyError): string {
  const issues = error.validation ?? [];
  if (!issues.some((issue) => issue.keyword === 'pattern')) return error.message;
  const byField = new Map<string, string[]>();
  for (const issue of issues) {
    const field = `${error.validationContext ?? ''}${issue.instancePath}`;
    const words =
      issue.keyword === 'pattern' ? patternMeaning(issue.params.pattern) : (issue.message ?? '');
    byField.set(field, [...(byField.get(field) ?? []), words]);
  }
  return [...byField]
    .map(([field, words]) => {
      const patterned = issues.some(
        (issue) =>
          issue.keyword === 'pattern' &&
          `${error.validationContext ?? ''}${issue.instancePath}` === field,
      );
      return patterned ? `${field} ${words[0]}` : words.map((w) => `${field} ${w}`).join(', ');
    })
    .join(', ');
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    // Fastify's own message already names the part and field ("querystring/page must be >= 1").
    if (error.validation) {
      const message = validationMessage(error);
      request.log.info({ ...refused(400, error), reason: message }, 'request failed validation');
      return reply.code(400).send({ status: false, message } satisfies ErrorEnvelope);
    }
    // HttpError messages were written for the diner, so even a deliberate 503 keeps its own.
    if (error instanceof HttpError) {
      request.log.info(
        isClientError(error.statusCode)
          ? refused(error.statusCode, error as FastifyError)
          : { err: error },
        'request rejected',
      );
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ status: false, message: error.message, ...error.extra } satisfies ErrorEnvelope);
    }
    if (isClientError(error.statusCode)) {
      request.log.info(refused(error.statusCode, error), 'request rejected');
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
