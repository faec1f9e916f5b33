import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

import { ok } from '../schemas/common';

/** Tells the browser which captcha widget to render; needs the captcha plugin registered first. */
const captchaConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/captcha-config',
    {
      schema: {
        tags: ['captcha'],
        summary: 'The captcha provider and its public site key',
        response: {
          200: ok(
            Type.Object({
              provider: Type.Union([Type.Literal('test'), Type.Literal('recaptcha')]),
              site_key: Type.Union([Type.String(), Type.Null()]),
            }),
          ),
        },
      },
    },
    async () => ({
      status: true as const,
      message: 'ok',
      data: { provider: app.captcha.provider, site_key: app.captcha.siteKey },
    }),
  );
};

export default captchaConfigRoutes;
