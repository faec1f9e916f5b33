import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { cacheControlFor } from './web';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX_HTML = '<!doctype html><title>TableHop</title><div id="root"></div>';
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

async function put(root: string, relativePath: string, content: string) {
  const file = path.join(root, relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 5 });
}, 60_000);
afterAll(() => database.dispose());

describe('cacheControlFor', () => {
  it.each([
    ['index.html', NO_CACHE],
    ['remotes.json', NO_CACHE],
    ['mf-manifest.json', NO_CACHE],
    ['remoteEntry.js', NO_CACHE],
    ['main.0123456789.js', IMMUTABLE],
    ['/x/dist/123.abcdef0123.css', IMMUTABLE],
    ['main.js', NO_CACHE],
    ['main.0123456789.js.map', NO_CACHE],
    ['favicon.ico', NO_CACHE],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('web plugin', () => {
  let root: string;
  let app: FastifyInstance;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'tablehop-web-'));
    await put(root, 'shell/dist/index.html', INDEX_HTML);
    await put(
      root,
      'shell/dist/remotes.json',
      '{"remote_search":"/remotes/remote-search/mf-manifest.json"}',
    );
    await put(root, 'shell/dist/main.0123456789.js', 'console.log("shell");');
    await put(root, 'remote-search/dist/mf-manifest.json', '{"name":"remote_search"}');
    await put(root, 'remote-search/dist/remoteEntry.js', 'var remote_search;');
    await put(root, 'remote-search/dist/chunks/search.abcdef0123.js', 'console.log("search");');
    await put(root, 'remote-search/dist/.env', 'SECRET=1');
    await put(root, 'not-a-remote/dist/x.js', 'nope');

    app = buildApp(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STATIC_ROOT: root }), {
      database,
    });
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves the shell at /', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
  });

  it('serves remotes.json uncached', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ remote_search: '/remotes/remote-search/mf-manifest.json' });
    expect(response.headers['cache-control']).toBe(NO_CACHE);
  });

  it('serves hashed shell assets as immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/main.0123456789.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("shell");');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('serves a remote manifest and entry uncached and its hashed chunks immutable', async () => {
    const manifest = await app.inject({
      method: 'GET',
      url: '/remotes/remote-search/mf-manifest.json',
    });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'remote_search' });
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);

    const entry = await app.inject({ method: 'GET', url: '/remotes/remote-search/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe(NO_CACHE);

    const chunk = await app.inject({
      method: 'GET',
      url: '/remotes/remote-search/chunks/search.abcdef0123.js',
    });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe('console.log("search");');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each([
    '/faq',
    '/restaurant-details/abc',
    '/a/b/c',
    '/some/unknown/path',
    '/search-result?name=x',
  ])('answers page URL %s with the shell index.html', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
  });

  it('does not answer a page URL with HTML for a client that does not accept it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/faq',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    '/remotes/remote-search/nope.js',
    '/remotes/remote-search/nope',
    '/remotes/remote-search/',
    '/remotes/remote-search',
    '/remotes/not-a-remote/x.js',
    '/remotes/remote-search/.env',
    '/remotes/remote-search/..%2f..%2fshell/dist/index.html',
    '/nope.js',
    '/nope.0123456789.js',
  ])('answers missing file %s with a real 404', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe(INDEX_HTML);
    expect(response.headers['cache-control']).not.toBe(IMMUTABLE);
  });

  it('keeps unknown API routes as JSON 404s', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nope', headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: 'Route GET /api/v1/nope not found' });
  });

  it('still serves the API', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe(true);
  });

  it('serves files written after start (a redeployed remote)', async () => {
    const before = await app.inject({
      method: 'GET',
      url: '/remotes/remote-search/new.fedcba9876.js',
    });
    expect(before.statusCode).toBe(404);

    await rm(path.join(root, 'remote-search', 'dist'), { recursive: true });
    await put(root, 'remote-search/dist/mf-manifest.json', '{"name":"remote_search","v":2}');
    await put(root, 'remote-search/dist/new.fedcba9876.js', 'console.log("v2");');

    const chunk = await app.inject({
      method: 'GET',
      url: '/remotes/remote-search/new.fedcba9876.js',
    });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe('console.log("v2");');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);

    const manifest = await app.inject({
      method: 'GET',
      url: '/remotes/remote-search/mf-manifest.json',
    });
    expect(manifest.json()).toEqual({ name: 'remote_search', v: 2 });

    const oldChunk = await app.inject({
      method: 'GET',
      url: '/remotes/remote-search/chunks/search.abcdef0123.js',
    });
    expect(oldChunk.statusCode).toBe(404);
  });

  it('answers HEAD for a file without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe(NO_CACHE);
  });
});
