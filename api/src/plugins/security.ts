import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  countHit,
  dropEndedWindows,
  type Hits,
  readHits,
} from '../repositories/rate-limit-repository';
import { COOKIE_BANNER_CHECK_CSP } from '../web/cookie-banner-check';
import { START_UP_LOADER_CSP } from '../web/start-up-after-paint';
import { HttpError } from '../lib/http-error';

export interface SecurityOptions {
  /** Origins other than the site's own that serve remotes or the API (a remote deployed elsewhere). */
  extraOrigins: string[];
  recaptcha: boolean;
  /** Served over https: browsers are told to stay on it. */
  https: boolean;
}

const GOOGLE_RECAPTCHA = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];

export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Rate-limit hits between two sweeps of ended windows. */
const SWEEP_EVERY_HITS = 1000;

/**
 * @fastify/rate-limit's store, counting in PostgreSQL (ADR 0059): every API process shares
 * each limit, so several processes do not multiply what one client may do. Each route's
 * limits are its own (the route is part of the key), as with the library's own store.
 */
function databaseStore(app: FastifyInstance) {
  let hits = 0;
  return class DatabaseStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, done: (error: Error | null, hits?: Hits) => void, timeWindow: number) {
      countHit(app.db, this.prefix + key, timeWindow).then((counted) => {
        done(null, counted);
        if (++hits % SWEEP_EVERY_HITS === 0) void dropEndedWindows(app.db).catch(() => {});
      }, done);
    }

    read(key: string, done: (error: Error | null, hits?: Hits) => void) {
      readHits(app.db, this.prefix + key).then((found) => done(null, found), done);
    }

    child(route: { routeInfo: { method: string; url: string } }) {
      return new DatabaseStore(`${this.prefix}${route.routeInfo.method} ${route.routeInfo.url}|`);
    }
  };
}

/**
 * Security headers on every answer and the per-route rate limiter (routes opt in with
 * `config.rateLimit`), which counts in the database, so its limits hold across processes.
 */
export default fp<SecurityOptions>(
  async (app, { extraOrigins, recaptcha, https }) => {
    const captcha = recaptcha ? GOOGLE_RECAPTCHA : [];
    // Built once: @fastify/helmet rebuilds (and re-parses the CSP) on every request.
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The only inline scripts, of pages sent with a first screen: the loader of the
          // start-up scripts (ADR 0024) and the cookie banner's check.
          scriptSrc: [
            "'self'",
            START_UP_LOADER_CSP,
            COOKIE_BANNER_CHECK_CSP,
            ...extraOrigins,
            ...captcha,
          ],
          // Emotion writes <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'", ...extraOrigins],
          imgSrc: ["'self'", 'data:', 'blob:', ...extraOrigins],
          connectSrc: ["'self'", ...extraOrigins],
          fontSrc: ["'self'", 'data:', ...extraOrigins],
          frameSrc: recaptcha
            ? ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']
            : ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      // Remotes on another origin load the shell's chunks and vice versa.
      crossOriginResourcePolicy: {
        policy: extraOrigins.length > 0 ? 'cross-origin' : 'same-origin',
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    });
    // No directive depends on the request (no nonces), so helmet's answer is the same every
    // time: recorded once and copied onto each reply. Its thirteen middlewares per request were
    // ~2% of the API's CPU under bench:holds.
    const headers: [string, string][] = [];
    const recorder = {
      setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
      removeHeader: () => undefined,
    };
    applyHeaders(
      {} as IncomingMessage,
      recorder as unknown as ServerResponse,
      (error?: unknown) => {
        if (error) throw error;
      },
    );
    // No page of the site uses these (no map asks where the diner is); a script that got in
    // cannot either. Only features browsers recognise: an unknown one is a console error.
    headers.push(['permissions-policy', PERMISSIONS_POLICY]);
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    // An API answer may be personal (a profile, a booking, a token), so no cache keeps one
    // unless its route says it may (public images and files set their own).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(app) as never,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests. Please try again in ${context.after}.`),
    });
  },
  { name: 'security' },
);
