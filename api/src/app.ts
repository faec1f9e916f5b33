import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions, LogController } from 'fastify';

import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import authPlugin from './plugins/auth';
import bookingLinksPlugin from './plugins/booking-links';
import captchaPlugin from './plugins/captcha';
import clockPlugin from './plugins/clock';
import compressionPlugin from './plugins/compression';
import dbPlugin from './plugins/db';
import errorHandler from './plugins/error-handler';
import { HttpError } from './lib/http-error';
import mailPlugin from './plugins/mail';
import metricsPlugin from './plugins/metrics';
import plainInputPlugin from './plugins/plain-input';
import standbyPlugin from './plugins/standby';
import mailOutboxPlugin, { MAIL_OUTBOX_STORED_BATCH } from './plugins/mail-outbox';
import searchIndexPlugin from './plugins/search-index';
import securityPlugin from './plugins/security';
import uploadStoragePlugin from './plugins/upload-storage';
import webPlugin from './web/page-server';
import { REDACTED_LOG_PATHS, redactUrl, serializeError } from './lib/log-redaction';
import apiRoutes from './routes';
import devMailboxRoutes from './routes/dev-mailbox';
import metricsRoutes from './routes/metrics';
import { MULTILINE } from './schemas/common';

export interface BuildAppOptions {
  /** Where log lines go instead of stdout; tests use it to read what was logged. */
  logStream?: FastifyLoggerOptions['stream'];
  /** A prepared database to use instead of opening the configured one (tests, benches). */
  database?: DatabaseHandle;
  /** The clock for hold expiry and past slots (tests move it). */
  now?: () => Date;
  /** What the captcha plugin calls for siteverify (tests stub Google). */
  fetch?: typeof fetch;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** Longer URLs are refused before routing: no query this API takes comes near it. */
export const MAX_URL_LENGTH = 2048;

export function buildApp(config: Config, options: BuildAppOptions = {}): FastifyInstance {
  const { timeouts } = config;
  const app = Fastify({
    // Behind a reverse proxy every request comes from the proxy: the per-client limits must
    // count the address it forwards instead.
    trustProxy: config.trustProxy,
    // A fresh database is migrated and seeded by the db plugin before the server listens: on
    // a loaded machine that took longer than Fastify's 10 s and `pnpm start` gave up.
    pluginTimeout: 180_000,
    // A body trickled a byte at a time must not hold a socket for ever: Node answers 408 and
    // closes it once the request or its headers take too long (checked a few times per
    // headers timeout), and closes sockets idle or kept alive past theirs.
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(5000, Math.max(50, timeouts.headersMs / 4)),
    },
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Secrets and personal data never reach a log line (lib/log-redaction.ts).
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      serializers: {
        err: serializeError,
        req: (request) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    // A line per injected request would bury test output; errors are still logged.
    logController: new LogController({ disableRequestLogging: config.nodeEnv === 'test' }),
    // Booleans and numbers in query strings ("true", "2") are coerced by the schemas.
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true },
      // An annotation the plain-input plugin reads; Ajv itself has nothing to check.
      plugins: [(ajv) => ajv.addKeyword({ keyword: MULTILINE, schemaType: 'boolean' })],
    },
  });

  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) {
      throw new HttpError(414, `querystring is too long: at most ${MAX_URL_LENGTH} characters`);
    }
  });

  app.decorate('config', config);
  app.register(errorHandler);
  app.register(plainInputPlugin);
  // Before any route is added: it hooks every route as it is registered.
  app.register(compressionPlugin);
  app.register(securityPlugin, {
    extraOrigins: config.remoteOrigins,
    recaptcha: config.captcha.provider === 'recaptcha',
    https: config.publicUrl.startsWith('https:'),
  });
  app.register(swagger, {
    openapi: {
      info: {
        title: 'TableHop API',
        version: '1.0.0',
        description:
          'Find restaurants, read their menus and reviews, check live availability. Dates are dd/mm/yyyy, ' +
          'times HH:MM (Europe/London), `day` the lowercase weekday. Every answer is { status, message, data? }.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'the token from guest-login',
          },
        },
      },
    },
  });
  // Its own CSP (hashes of its inline parts) replaces the site's on the docs pages.
  app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.register(clockPlugin, { now: options.now });
  app.register(dbPlugin, { config, handle: options.database });
  app.register(searchIndexPlugin, {
    refreshSeconds: config.searchIndexRefreshSeconds,
    memo: config.searchMemo,
  });
  app.register(metricsPlugin);
  app.register(bookingLinksPlugin);
  app.register(mailPlugin, { config: config.mail });
  app.register(standbyPlugin, { sweepSeconds: config.standbySweepSeconds });
  app.register(mailOutboxPlugin, {
    organizerEmail: config.mail.fromAddress,
    pollSeconds: config.mail.outboxPollSeconds,
    // SMTP: a connection per send in flight, so a few at a time, in batches that end inside
    // their lease (the defaults). Outbox mode stores the messages composed in one event-loop
    // turn with one INSERT: the whole claimed batch in flight at once makes that one statement
    // per batch instead of one per four messages.
    batchSize: config.mail.smtpUrl ? undefined : MAIL_OUTBOX_STORED_BATCH,
    concurrency: config.mail.smtpUrl ? undefined : MAIL_OUTBOX_STORED_BATCH,
  });
  app.register(captchaPlugin, { config: config.captcha, fetch: options.fetch });
  app.register(authPlugin);
  app.register(uploadStoragePlugin, { dir: config.uploads.dir });
  app.register(apiRoutes, { prefix: '/api/v1' });
  app.register(metricsRoutes, { access: config.metrics });
  if (config.mail.devMailbox) {
    app.register(devMailboxRoutes, { prefix: '/api/dev' });
  }
  if (config.staticRoot) {
    app.register(webPlugin, { staticRoot: config.staticRoot });
  }

  return app;
}
