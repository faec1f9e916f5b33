import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 12 });
  app = buildApp(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { database });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.dispose();
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compression of API answers', () => {
  it('sends a big JSON answer raw to a client that asks for no encoding', async () => {
    const response = await get('/api/v1/user/category');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBeGreaterThan(1024);
    expect(response.json().status).toBe(true);
  });

  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ])('sends it as %s when asked, decoding to the same JSON', async (encoding, accept, decode) => {
    const raw = await get('/api/v1/user/category');
    const response = await get('/api/v1/user/category', accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.rawPayload.length).toBeLessThan(raw.rawPayload.length / 3);
    expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(raw.json());
  });

  it('leaves answers under 1 KB alone', async () => {
    const response = await get('/api/v1/health', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().status).toBe(true);
  });

  it('keeps error envelopes readable', async () => {
    const response = await get('/api/v1/user/restaurants/not-a-uuid', 'br, gzip');
    expect(response.statusCode).toBe(400);
    const body = response.headers['content-encoding']
      ? brotliDecompressSync(response.rawPayload).toString()
      : response.body;
    expect(JSON.parse(body)).toMatchObject({ status: false });
  });

  it('compresses the OpenAPI document and still serves the docs page', async () => {
    const spec = await get('/api/docs/json', 'br');
    expect(spec.statusCode).toBe(200);
    expect(spec.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(spec.rawPayload).toString()).openapi).toMatch(/^3\./);
    const page = await get('/api/docs', 'br');
    expect(page.statusCode).toBe(200);
    const html = page.headers['content-encoding']
      ? brotliDecompressSync(page.rawPayload).toString()
      : page.body;
    expect(html).toMatch(/swagger-ui/i);
    const script = await get('/api/docs/static/swagger-ui-bundle.js', 'br');
    expect(script.statusCode).toBe(200);
    expect(brotliDecompressSync(script.rawPayload).toString()).toMatch(/SwaggerUIBundle/);
  });

  it('answers the dev mailbox as before', async () => {
    const response = await get('/api/dev/mailbox?to=nobody@example.com', 'br');
    expect(response.statusCode).toBe(200);
    const body = response.headers['content-encoding']
      ? brotliDecompressSync(response.rawPayload).toString()
      : response.body;
    expect(JSON.parse(body)).toEqual([]);
  });
});
