import Fastify, { type FastifyInstance } from 'fastify';

import type { Config } from '../config/env';
import captchaPlugin from '../plugins/captcha';
import errorHandler from '../plugins/error-handler';
import captchaConfigRoutes from './captcha-config';

async function buildApp(config: Config['captcha']): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorHandler);
  await app.register(captchaPlugin, { config });
  await app.register(captchaConfigRoutes, { prefix: '/api/v1' });
  await app.ready();
  return app;
}

describe('GET /api/v1/captcha-config', () => {
  it('names the test widget with no site key', async () => {
    const app = await buildApp({ provider: 'test' });
    const response = await app.inject({ method: 'GET', url: '/api/v1/captcha-config' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: 'ok',
      data: { provider: 'test', site_key: null },
    });
  });

  it('gives the reCAPTCHA site key but never the secret', async () => {
    const app = await buildApp({
      provider: 'recaptcha',
      siteKey: 'public-site-key',
      secret: 'private-secret',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      hostnames: ['tablehop.co.uk'],
    });
    const response = await app.inject({ method: 'GET', url: '/api/v1/captcha-config' });
    await app.close();
    expect(response.json()).toEqual({
      status: true,
      message: 'ok',
      data: { provider: 'recaptcha', site_key: 'public-site-key' },
    });
    expect(response.body).not.toContain('private-secret');
  });
});
