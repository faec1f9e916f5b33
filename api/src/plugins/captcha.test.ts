import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import Fastify, { type FastifyInstance } from 'fastify';

import type { Config } from '../config/env';
import captchaPlugin, {
  CAPTCHA_FAILED,
  CAPTCHA_HEADER,
  CAPTCHA_MISSING,
  CAPTCHA_UNAVAILABLE,
} from './captcha';
import errorHandler from './error-handler';

async function buildCaptchaApp(config: Config['captcha']): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorHandler);
  await app.register(captchaPlugin, { config });
  app.post('/guarded', async (request) => {
    await app.captcha.verify(request.headers[CAPTCHA_HEADER], request.ip);
    return { status: true, message: 'ok' };
  });
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, token?: string) =>
  app.inject({
    method: 'POST',
    url: '/guarded',
    headers: token === undefined ? {} : { [CAPTCHA_HEADER]: token },
  });

const refused = (message: string) => ({ status: false, message });

describe('test provider', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildCaptchaApp({ provider: 'test' });
  });

  afterAll(() => app.close());

  it('exposes the provider with no site key', () => {
    expect(app.captcha.provider).toBe('test');
    expect(app.captcha.siteKey).toBeNull();
  });

  it('asks for the captcha when the token is missing', async () => {
    const response = await post(app);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('Please complete the CAPTCHA verification.'));
  });

  it('asks for the captcha when the token is blank', async () => {
    const response = await post(app, '   ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused(CAPTCHA_MISSING));
  });

  it.each([
    'anything',
    'test-captcha:',
    'test-captcha:short',
    'test-captcha:abcdefghijklmno+',
    'TEST-CAPTCHA:abcdefghijklmnop',
    'xtest-captcha:abcdefghijklmnop',
    'test-captcha:abcdefghijklmnop extra',
  ])('refuses a token of the wrong shape: %s', async (token) => {
    const response = await post(app, token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('CAPTCHA verification failed. Please try again.'));
  });

  it('refuses several tokens at once', async () => {
    await expect(
      app.captcha.verify(['test-captcha:abcdefghijklmnop', 'test-captcha:qrstuvwxyzABCDEF']),
    ).rejects.toMatchObject({ statusCode: 400, message: CAPTCHA_FAILED });
    await expect(app.captcha.verify([])).rejects.toMatchObject({
      statusCode: 400,
      message: CAPTCHA_MISSING,
    });
  });

  it('accepts a token of the widget shape', async () => {
    for (const token of ['test-captcha:abcdefghijklmnop', 'test-captcha:Ab3_-x9ZqL0rT7wKe2Yd']) {
      const response = await post(app, token);
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('recaptcha provider', () => {
  let stub: Server;
  let app: FastifyInstance;
  let calls: URLSearchParams[] = [];
  let contentTypes: (string | undefined)[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };

  beforeAll(async () => {
    stub = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        calls.push(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        contentTypes.push(request.headers['content-type']);
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', () => resolve()));
    const { port } = stub.address() as AddressInfo;
    app = await buildCaptchaApp({
      provider: 'recaptcha',
      siteKey: 'site-key-123',
      secret: 'shh-secret',
      verifyUrl: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
      hostnames: ['tablehop.co.uk', 'localhost'],
    });
  });

  beforeEach(() => {
    calls = [];
    contentTypes = [];
  });

  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => stub.close(() => resolve()));
  });

  it('exposes the provider and its site key', () => {
    expect(app.captcha.provider).toBe('recaptcha');
    expect(app.captcha.siteKey).toBe('site-key-123');
  });

  it('accepts a success from an allowed hostname, posting secret, response and remoteip', async () => {
    answer = { status: 200, body: { success: true, hostname: 'tablehop.co.uk' } };
    const response = await post(app, 'g-recaptcha-token');
    expect(response.statusCode).toBe(200);
    expect(calls).toHaveLength(1);
    expect(contentTypes[0]).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(calls[0]!)).toEqual({
      secret: 'shh-secret',
      response: 'g-recaptcha-token',
      remoteip: '127.0.0.1',
    });
  });

  it('refuses success:false', async () => {
    answer = {
      status: 200,
      body: {
        success: false,
        hostname: 'tablehop.co.uk',
        'error-codes': ['invalid-input-response'],
      },
    };
    const response = await post(app, 'g-recaptcha-token');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused(CAPTCHA_FAILED));
  });

  it('refuses a success solved on another hostname', async () => {
    answer = { status: 200, body: { success: true, hostname: 'evil.example' } };
    const response = await post(app, 'g-recaptcha-token');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused(CAPTCHA_FAILED));
  });

  it('refuses a missing token without calling siteverify', async () => {
    const response = await post(app);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused(CAPTCHA_MISSING));
    expect(calls).toHaveLength(0);
  });

  it('answers 503 when siteverify fails', async () => {
    answer = { status: 500, body: { error: 'boom' } };
    const response = await post(app, 'g-recaptcha-token');
    expect(calls).toHaveLength(1);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(
      refused('We could not check the CAPTCHA just now. Please try again.'),
    );
  });

  it('answers 503 when siteverify cannot be reached', async () => {
    // A port a server of our own just released: nothing listens there any more.
    const gone = createServer();
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', () => resolve()));
    const { port } = gone.address() as AddressInfo;
    await new Promise<void>((resolve) => gone.close(() => resolve()));
    const unreachable = await buildCaptchaApp({
      provider: 'recaptcha',
      siteKey: 'k',
      secret: 's',
      verifyUrl: `http://127.0.0.1:${port}/siteverify`,
      hostnames: ['localhost'],
    });
    try {
      const response = await post(unreachable, 'g-recaptcha-token');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(refused(CAPTCHA_UNAVAILABLE));
    } finally {
      await unreachable.close();
    }
  });

  it('uses the fetch it is given', async () => {
    const fetchStub = jest.fn(async () => Response.json({ success: true, hostname: 'LOCALHOST' }));
    const custom = Fastify();
    await custom.register(captchaPlugin, {
      config: {
        provider: 'recaptcha',
        siteKey: 'k',
        secret: 's',
        verifyUrl: 'https://siteverify.invalid/',
        hostnames: ['localhost'],
      },
      fetch: fetchStub as unknown as typeof fetch,
    });
    await custom.ready();
    await expect(custom.captcha.verify('token')).resolves.toBeUndefined();
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await custom.close();
  });
});
