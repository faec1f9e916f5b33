import fp from 'fastify-plugin';

import { CAPTCHA_REQUIRED_MESSAGE, CAPTCHA_TOKEN_HEADER } from 'shared/validation/captcha';
import type { Config } from '../config/env';
import { HttpError } from '../lib/http-error';

/** The request header the browser sends the solved captcha's token in (shared with the forms). */
export const CAPTCHA_HEADER = CAPTCHA_TOKEN_HEADER;

export const CAPTCHA_MISSING = CAPTCHA_REQUIRED_MESSAGE;
export const CAPTCHA_FAILED = 'CAPTCHA verification failed. Please try again.';
export const CAPTCHA_UNAVAILABLE = 'We could not check the CAPTCHA just now. Please try again.';

/** What the local checkbox widget produces: a fixed prefix and a random url-safe nonce. */
export const TEST_CAPTCHA_TOKEN = /^test-captcha:[A-Za-z0-9_-]{16,}$/;

const VERIFY_TIMEOUT_MS = 5_000;

export interface Captcha {
  provider: 'test' | 'recaptcha';
  /** The public key the browser widget needs; null for the test provider. */
  siteKey: string | null;
  /**
   * Resolves when the token is good; otherwise throws an HttpError for the client. Takes a
   * header value as Node types it, so routes can pass `request.headers[CAPTCHA_HEADER]`.
   */
  verify(token: string | string[] | undefined, remoteIp?: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

export interface CaptchaPluginOptions {
  config: Config['captcha'];
  /** Tests may pass their own; the global fetch otherwise. */
  fetch?: typeof fetch;
}

interface SiteverifyAnswer {
  success?: unknown;
  hostname?: unknown;
  'error-codes'?: unknown;
}

export default fp<CaptchaPluginOptions>(
  async (app, { config, fetch: fetchOption }) => {
    const doFetch = fetchOption ?? globalThis.fetch;

    const checkToken = (token: string | string[] | undefined): string => {
      const values = (Array.isArray(token) ? token : [token]).filter((value) => value?.trim());
      if (values.length === 0) throw new HttpError(400, CAPTCHA_MISSING);
      // One widget, one token: several can only come from a client trying its luck.
      if (values.length > 1) throw new HttpError(400, CAPTCHA_FAILED);
      return values[0]!.trim();
    };

    let captcha: Captcha;
    if (config.provider === 'recaptcha') {
      const hostnames = new Set(config.hostnames.map((host) => host.toLowerCase()));
      captcha = {
        provider: 'recaptcha',
        siteKey: config.siteKey,
        async verify(token, remoteIp) {
          const response = checkToken(token);
          const form = new URLSearchParams({ secret: config.secret, response });
          if (remoteIp) form.set('remoteip', remoteIp);
          let answer: SiteverifyAnswer;
          try {
            const reply = await doFetch(config.verifyUrl, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: form.toString(),
              signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
            });
            if (!reply.ok) throw new Error(`siteverify answered ${reply.status}`);
            answer = (await reply.json()) as SiteverifyAnswer;
          } catch (err) {
            // Our outage, not the diner's mistake: a 503 tells them retrying may work.
            app.log.warn({ err }, 'captcha verification unavailable');
            throw new HttpError(503, CAPTCHA_UNAVAILABLE);
          }
          const hostname = typeof answer.hostname === 'string' ? answer.hostname.toLowerCase() : '';
          // A token solved on another site (same site key) succeeds too; only the hostname tells.
          if (answer.success !== true || !hostnames.has(hostname)) {
            app.log.info(
              { errorCodes: answer['error-codes'], hostname: answer.hostname },
              'captcha refused',
            );
            throw new HttpError(400, CAPTCHA_FAILED);
          }
        },
      };
    } else {
      captcha = {
        provider: 'test',
        siteKey: null,
        async verify(token) {
          if (!TEST_CAPTCHA_TOKEN.test(checkToken(token))) throw new HttpError(400, CAPTCHA_FAILED);
        },
      };
    }
    app.decorate('captcha', captcha);
  },
  { name: 'captcha' },
);
