import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';
import { pageSideDataUrls } from 'shared/routes/page-data-url';
import { PAGE_ROUTES } from 'shared/routes/page-routes';
import { FILTER_CUISINES_URL } from 'shared/search/busiest-cuisine';

import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { COOKIE_BANNER_CHECK } from './cookie-banner-check';
import { jsonLdBlocks } from '../test/json-ld';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { cacheControlFor } from './page-server';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX_HTML =
  '<!doctype html><html><head><title>TableHop</title></head><body><div id="root"></div></body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const SHELL_JS = `console.log(${JSON.stringify('the shell '.repeat(300))});`;

async function put(root: string, relativePath: string, content: string | Buffer) {
  const file = path.join(root, relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** Redeploys a remote as `pnpm deploy:remote` does: its dist.next folder becomes dist. */
async function swapInNextBuild(root: string, remote: string) {
  await rename(path.join(root, remote, 'dist'), path.join(root, remote, 'dist.old'));
  await rename(path.join(root, remote, 'dist.next'), path.join(root, remote, 'dist'));
}

/** An mf-manifest.json as the federation build writes it (the parts the hints read). */
function manifest(name: string, exposes: Record<string, string[]>, sharedSync: string[] = []) {
  return JSON.stringify({
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: name,
      publicPath: 'auto',
    },
    shared: sharedSync.map((file) => ({
      id: `${name}:react`,
      name: 'react',
      assets: { js: { sync: [file], async: [] }, css: { sync: [], async: [] } },
    })),
    remotes: [],
    exposes: Object.entries(exposes).map(([expose, sync]) => ({
      id: `${name}:${expose}`,
      name: expose,
      assets: { js: { sync, async: ['9999.ffffffff.js'] }, css: { sync: [], async: [] } },
      path: `./${expose}`,
    })),
  });
}

const SEARCH_MANIFEST = manifest('remote_search', {
  'home-page': ['5001.954a1969.js', '__federation_expose_home_page.9f1a4c3e.js'],
  'search-result-page': ['__federation_expose_search_result_page.6a23a849.js'],
});

/** The <link rel="preload"> elements of a page, as `as href crossorigin` lines. */
function preloads(html: string): string[] {
  return [...html.matchAll(/<link rel="preload"[^>]*>/g)].map(([tag]) => {
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
    return [attr('as'), attr('href'), attr('crossorigin')].filter(Boolean).join(' ');
  });
}

/** What a page sent with its first screen asks for after its first paint (ADR 0024). */
function startUpList(html: string): [string, Record<string, string>][] {
  const json = /<script type="application\/json" id="start-up">([^<]*)<\/script>/.exec(html);
  return json ? (JSON.parse(json[1]!) as [string, Record<string, string>][]) : [];
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
    ['main.01234567.js', IMMUTABLE],
    ['/x/dist/123.abcdef01.css', IMMUTABLE],
    ['main.js', NO_CACHE],
    ['main.01234567.js.map', NO_CACHE],
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
      JSON.stringify({
        remote_search: '/remotes/remote-search/mf-manifest.json',
        remote_restaurant: '/remotes/remote-restaurant/mf-manifest.json',
        remote_checkout: '/remotes/remote-checkout/mf-manifest.json',
        remote_content: 'https://content.example/v7/mf-manifest.json',
      }),
    );
    await put(root, 'shell/dist/main.01234567.js', 'console.log("shell");');
    await put(root, 'shell/dist/main.abcdef98.js', SHELL_JS);
    await put(root, 'shell/dist/main.abcdef98.js.br', brotliCompressSync(SHELL_JS));
    await put(root, 'shell/dist/main.abcdef98.js.gz', gzipSync(SHELL_JS));
    await put(root, 'remote-search/dist/mf-manifest.json', SEARCH_MANIFEST);
    await put(root, 'remote-search/dist/remoteEntry.js', 'var remote_search;');
    await put(root, 'remote-search/dist/chunks/search.abcdef01.js', 'console.log("search");');
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
    expect(response.body).toMatch(/^<!doctype html><html><head><title>TableHop<\/title>/);
    expect(response.body).toMatch(/<\/head><body><div id="root"><\/div><\/body><\/html>$/);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
  });

  it('serves remotes.json uncached', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      remote_search: '/remotes/remote-search/mf-manifest.json',
    });
    expect(response.headers['cache-control']).toBe(NO_CACHE);
  });

  it('serves hashed shell assets as immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/main.01234567.js' });
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
    expect(manifest.json()).toEqual(JSON.parse(SEARCH_MANIFEST));
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);

    const entry = await app.inject({ method: 'GET', url: '/remotes/remote-search/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe(NO_CACHE);

    const chunk = await app.inject({
      method: 'GET',
      url: '/remotes/remote-search/chunks/search.abcdef01.js',
    });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe('console.log("search");');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  // Search engines and monitors read the status: a URL that is no page, or a restaurant that
  // does not exist, is a 404 (the app shows its 404 page or 'Restaurant not found').
  it.each([
    ['/faq', 200],
    ['/search-result?name=x', 200],
    ['/nope', 404],
    ['/a/b/c', 404],
    ['/some/unknown/path', 404],
    ['/faq/more', 404],
    ['/restaurant-details', 404],
    ['/restaurant-details/abc', 404],
    ['/restaurant-details/0b6e2f0e-9a53-4a6b-8e55-3f1f3c1d2a11', 404],
  ])('answers page URL %s with the shell index.html, status %i', async (url, status) => {
    const response = await app.inject({ method: 'GET', url, headers: HTML });
    expect(response.statusCode).toBe(status);
    expect(response.body.replace(/<link rel="preload"[^>]*>/g, '')).toBe(INDEX_HTML);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe(NO_CACHE);
  });

  describe("preload hints for the page's remote", () => {
    const hintsOf = async (url: string) =>
      preloads((await app.inject({ method: 'GET', url, headers: HTML })).body);

    it("/ preloads remote-search's manifest, entry and the home page's sync chunks", async () => {
      expect(await hintsOf('/')).toEqual([
        'fetch /remotes/remote-search/mf-manifest.json anonymous',
        'script /remotes/remote-search/remoteEntry.js',
        'script /remotes/remote-search/5001.954a1969.js',
        'script /remotes/remote-search/__federation_expose_home_page.9f1a4c3e.js',
      ]);
      const { body } = await app.inject({ method: 'GET', url: '/', headers: HTML });
      // In <head>, after what the shell put there; nothing inline that the CSP would block.
      expect(body.indexOf('<link rel="preload"')).toBeGreaterThan(body.indexOf('<title>'));
      expect(body.indexOf('<link rel="preload"')).toBeLessThan(body.indexOf('</head>'));
      expect(body).not.toMatch(/<script/);
    });

    it("/restaurant-details/<uuid> preloads remote-restaurant's page chunks, not its shared fallbacks", async () => {
      await put(
        root,
        'remote-restaurant/dist/mf-manifest.json',
        manifest(
          'remote_restaurant',
          {
            'restaurant-page': [
              '8648.bf68c117.js',
              'shared-fallbacks.01234567.js',
              '__federation_expose_restaurant_page.7da6e36f.js',
            ],
            'booking-panel': ['__federation_expose_booking_panel.fabd26a9.js'],
          },
          ['shared-fallbacks.01234567.js'],
        ),
      );
      expect(await hintsOf('/restaurant-details/0b6e2f0e-9a53-4a6b-8e55-3f1f3c1d2a11')).toEqual([
        'fetch /remotes/remote-restaurant/mf-manifest.json anonymous',
        'script /remotes/remote-restaurant/remoteEntry.js',
        'script /remotes/remote-restaurant/8648.bf68c117.js',
        'script /remotes/remote-restaurant/__federation_expose_restaurant_page.7da6e36f.js',
        // The page's details call, as get-restaurant.ts makes it.
        'fetch /api/v1/user/restaurants/0b6e2f0e-9a53-4a6b-8e55-3f1f3c1d2a11 anonymous',
      ]);
    });

    it('/faq with a remote served elsewhere preloads only its manifest', async () => {
      expect(await hintsOf('/faq')).toEqual([
        'fetch https://content.example/v7/mf-manifest.json anonymous',
      ]);
    });

    it("a manifest of an unexpected shape costs the page its remote's hints, not the page or its data preload", async () => {
      await put(
        root,
        'remote-restaurant/dist/mf-manifest.json',
        JSON.stringify({
          metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes: 7,
        }),
      );
      const response = await app.inject({
        method: 'GET',
        url: '/restaurant-details/0b6e2f0e-9a53-4a6b-8e55-3f1f3c1d2a11',
        headers: HTML,
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(
        INDEX_HTML.replace(
          '</head>',
          '<link rel="preload" as="fetch" href="/api/v1/user/restaurants/0b6e2f0e-9a53-4a6b-8e55-3f1f3c1d2a11" crossorigin="anonymous" /></head>',
        ),
      );
    });

    it('a remote whose manifest is missing still gets its manifest preloaded', async () => {
      expect(await hintsOf('/checkout')).toEqual([
        'fetch /remotes/remote-checkout/mf-manifest.json anonymous',
      ]);
    });

    it.each([
      ['the 404 page', '/no/such/page'],
      ['a remote not in remotes.json', '/sign-in'],
      ['a guarded page (the shell may redirect)', '/thank-you'],
    ])('%s gets no hints', async (_case, url) => {
      const response = await app.inject({ method: 'GET', url, headers: HTML });
      expect(response.body).toMatch(/^<!doctype html>[\s\S]*<div id="root"><\/div>/);
    });

    it('follows a redeployed remote at once (a swapped dist folder)', async () => {
      expect(await hintsOf('/search-result')).toContain(
        'script /remotes/remote-search/__federation_expose_search_result_page.6a23a849.js',
      );
      await put(
        root,
        'remote-search/dist.next/mf-manifest.json',
        manifest('remote_search', {
          'search-result-page': [
            '1234.0a0a0a0a.js',
            '__federation_expose_search_result_page.77777777.js',
          ],
        }),
      );
      await swapInNextBuild(root, 'remote-search');
      expect(await hintsOf('/search-result')).toEqual([
        'fetch /remotes/remote-search/mf-manifest.json anonymous',
        'script /remotes/remote-search/remoteEntry.js',
        'script /remotes/remote-search/1234.0a0a0a0a.js',
        'script /remotes/remote-search/__federation_expose_search_result_page.77777777.js',
      ]);
    });

    it('answers a revalidation of an unchanged page with 304', async () => {
      const first = await app.inject({ method: 'GET', url: '/', headers: HTML });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      const again = await app.inject({
        method: 'GET',
        url: '/',
        headers: { ...HTML, 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const otherPage = await app.inject({
        method: 'GET',
        url: '/faq',
        headers: { ...HTML, 'if-none-match': etag },
      });
      expect(otherPage.statusCode).toBe(200);
    });
  });

  describe('prerendered first screen', () => {
    const SLOT = '<template data-page-slot=""></template>';
    const layout = (name: string) =>
      `<header>${name}</header><main id="main">${SLOT}</main><footer>f</footer>`;
    // The root, then what follows it: the page's data and the start-up's loader (scripts).
    const rootOf = (html: string) =>
      /<div id="root"[^>]*>([\s\S]*?)<\/div>(?:<script[^>]*>[\s\S]*?<\/script>)*<\/body>/.exec(
        html,
      )?.[1];
    const page = async (url: string) =>
      (await app.inject({ method: 'GET', url, headers: HTML })).body;
    /** The API answers sent beside the root (ADR 0023), if any. */
    const sentData = (html: string) => {
      const json = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html);
      return json ? (JSON.parse(json[1]!) as Record<string, unknown>) : undefined;
    };

    beforeEach(async () => {
      await put(root, 'shell/dist/prerender/layout-home.html', layout('home header'));
      await put(root, 'shell/dist/prerender/layout.html', layout('header with search'));
      await put(
        root,
        'remote-search/dist/prerender/home-page.html',
        '<title>Book a table | TableHop</title><meta name="description" content="Find"/>' +
          '<h1>Indulge in a culinary delight</h1><p>costs $&amp; $1</p>',
      );
    });

    it("/ sends the home layout with remote-search's home page in it, marked prerendered", async () => {
      const html = await page('/');
      expect(html).toContain('<div id="root" data-prerendered="">');
      expect(rootOf(html)).toBe(
        '<header>home header</header><main id="main"><h1>Indulge in a culinary delight</h1>' +
          '<p>costs $&amp; $1</p></main><footer>f</footer>',
      );
    });

    it("moves the page's title and description into <head>, then the cookie banner's check", async () => {
      const html = await page('/');
      const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
      expect(head).toMatch(
        /<title>Book a table \| TableHop<\/title><meta name="description" content="Find"\/><script>[^<]+<\/script>$/,
      );
      expect(head).toContain(`<script>${COOKIE_BANNER_CHECK}</script>`);
      expect(html.match(/<title>/g)).toHaveLength(1);
    });

    it('asks for its scripts and preloads after its first paint, by a loader the CSP allows', async () => {
      await put(
        root,
        'shell/dist/index.html',
        INDEX_HTML.replace(
          '</head>',
          '<script defer src=/main.01234567.js></script>' +
            '<link rel=preload as=script href=/libraries.01234567.js></head>',
        ),
      );
      const response = await app.inject({ method: 'GET', url: '/', headers: HTML });
      const head = /<head>([\s\S]*)<\/head>/.exec(response.body)?.[1] ?? '';
      // Only the cookie banner's inline check is left there, and the CSP allows it too.
      const inline = /<script>([^<]+)<\/script>/.exec(head)?.[1] ?? '';
      expect(head.replace(`<script>${inline}</script>`, '')).not.toMatch(/<script|rel="?preload/);
      const checkHash = createHash('sha256').update(inline).digest('base64');
      expect(response.headers['content-security-policy']).toContain(`'sha256-${checkHash}'`);
      expect(startUpList(response.body)).toEqual([
        ['link', { rel: 'preload', as: 'script', href: '/libraries.01234567.js' }],
        [
          'link',
          {
            rel: 'preload',
            as: 'fetch',
            href: '/remotes/remote-search/mf-manifest.json',
            crossorigin: 'anonymous',
          },
        ],
        ['link', { rel: 'preload', as: 'script', href: '/remotes/remote-search/remoteEntry.js' }],
        ['link', { rel: 'preload', as: 'script', href: '/remotes/remote-search/5001.954a1969.js' }],
        [
          'link',
          {
            rel: 'preload',
            as: 'script',
            href: '/remotes/remote-search/__federation_expose_home_page.9f1a4c3e.js',
          },
        ],
        ['script', { src: '/main.01234567.js' }],
      ]);
      const loader =
        /<script>((?:(?!<script>)[\s\S])*)<\/script><\/body>/.exec(response.body)?.[1] ?? '';
      const hash = createHash('sha256').update(loader).digest('base64');
      expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    });

    it('sends a page without a first screen with its scripts in <head>, as built', async () => {
      await put(
        root,
        'shell/dist/index.html',
        INDEX_HTML.replace('</head>', '<script defer src=/main.01234567.js></script></head>'),
      );
      const html = await page('/search-result?name=x');
      expect(/<head>([\s\S]*)<\/head>/.exec(html)?.[1]).toContain(
        '<script defer src=/main.01234567.js></script>',
      );
      expect(html).not.toContain('id="start-up"');
    });

    it('puts a page in the layout for other pages, the one with the header search', async () => {
      await put(root, 'remote-content/dist/prerender/faq-page.html', '<h1>FAQ</h1>');
      await put(
        root,
        'shell/dist/remotes.json',
        JSON.stringify({ remote_content: '/remotes/remote-content/mf-manifest.json' }),
      );
      expect(rootOf(await page('/faq'))).toBe(
        '<header>header with search</header><main id="main"><h1>FAQ</h1></main><footer>f</footer>',
      );
    });

    it('does not prerender a page whose remote remotes.json sends browsers elsewhere for', async () => {
      // remote_content is served from content.example in this setup.
      await put(root, 'remote-content/dist/prerender/faq-page.html', '<h1>FAQ</h1>');
      expect(rootOf(await page('/faq'))).toBe('');
    });

    it('sends a page its remote has no HTML for (a data page) empty, as before', async () => {
      expect(rootOf(await page('/search-result?name=x'))).toBe('');
    });

    it('never prerenders a guarded page or the 404 page, which may send the diner elsewhere', async () => {
      await put(root, 'remote-account/dist/prerender/profile-page.html', '<h1>Your profile</h1>');
      for (const url of ['/profile', '/no-such-page']) {
        const html = await page(url);
        expect(html).not.toContain('data-prerendered');
        expect(rootOf(html)).toBe('');
      }
    });

    it('sends the page empty, as built before, when the shell has no prerendered layout', async () => {
      await rm(path.join(root, 'shell/dist/prerender'), { recursive: true });
      const html = await page('/');
      expect(html).toMatch(/<body><div id="root"><\/div><\/body>/);
      expect(html).not.toContain('Book a table');
    });

    it('fills the root of a minified index.html too', async () => {
      await put(root, 'shell/dist/index.html', INDEX_HTML.replace('id="root"', 'id=root'));
      expect(rootOf(await page('/'))).toContain('<h1>Indulge in a culinary delight</h1>');
    });

    it("sends a redeployed remote's new first screen at once", async () => {
      await put(root, 'remote-search/dist.next/prerender/home-page.html', '<h1>New headline</h1>');
      await swapInNextBuild(root, 'remote-search');
      expect(rootOf(await page('/'))).toContain('<main id="main"><h1>New headline</h1></main>');
    });

    describe('a page shown with data, rendered per request by its remote (ADR 0023)', () => {
      // A server bundle as build/server-pages.mjs builds it: CommonJS, render().
      const bundle = (heading: string) =>
        `const path = require('node:path');
        exports.render = (module, url, data) => {
          if (module !== 'restaurant-page') return undefined;
          const [answer] = Object.values(data);
          return '<title>' + answer.data.name + ' | TableHop</title>' +
            '<h1>${heading} ' + answer.data.name + '</h1><p>' + path.posix.basename(url) + '</p>';
        };`;
      let uuid: string;
      let name: string;
      const restaurantUrl = () => `/restaurant-details/${uuid}`;
      beforeEach(async () => {
        const list = await app.inject({ method: 'GET', url: '/api/v1/user/restaurant?per_page=1' });
        ({ uuid, name } = list.json<{
          data: { data: { uuid: string; name: string }[] };
        }>().data.data[0]!);
        await put(root, 'remote-restaurant/dist/server/pages.cjs', bundle('Welcome to'));
      });

      it("renders the restaurant's page with its details, in the layout, title in <head>", async () => {
        const html = await page(restaurantUrl());
        expect(html).toContain('<div id="root" data-prerendered="">');
        expect(rootOf(html)).toContain(
          `<main id="main"><h1>Welcome to ${name}</h1><p>${uuid}</p></main>`,
        );
        expect(/<head>([\s\S]*)<\/head>/.exec(html)?.[1]).toContain(
          `<title>${name} | TableHop</title>`,
        );
      });

      it('carries the restaurant as schema.org JSON-LD in <head>, from the answer it shows (ADR 0056)', async () => {
        const html = await page(restaurantUrl());
        const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
        const [block, ...more] = jsonLdBlocks(head);
        expect(more).toEqual([]);
        const answer = sentData(html)![`/api/v1/user/restaurants/${uuid}`] as {
          data: {
            name: string;
            latitude: number;
            longitude: number;
            category: string;
            review_count: number;
            aval_slots: Record<string, unknown[]>;
          };
        };
        const restaurant = answer.data;
        const pageUrl = `${app.config.publicUrl}/restaurant-details/${uuid}`;
        expect(block).toMatchObject({
          '@context': 'https://schema.org',
          '@type': 'Restaurant',
          url: pageUrl,
          name: restaurant.name,
          geo: {
            '@type': 'GeoCoordinates',
            latitude: restaurant.latitude,
            longitude: restaurant.longitude,
          },
          servesCuisine: restaurant.category,
          priceRange: expect.stringMatching(/^£{1,5}$/),
        });
        const hours = (block as { openingHoursSpecification: Record<string, string>[] })
          .openingHoursSpecification;
        expect(hours.length).toBeGreaterThan(0);
        for (const spec of hours) {
          expect(spec).toEqual({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: expect.stringMatching(
              /^https:\/\/schema\.org\/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/,
            ),
            opens: expect.stringMatching(/^\d\d:\d\d$/),
            closes: expect.stringMatching(/^\d\d:\d\d$/),
          });
        }
        if (restaurant.review_count > 0) {
          expect(block).toHaveProperty('aggregateRating.reviewCount', restaurant.review_count);
        } else {
          expect(block).not.toHaveProperty('aggregateRating');
        }
      });

      it('sends the answers it rendered with beside the root, and does not preload them again', async () => {
        const html = await page(restaurantUrl());
        // Its details, and today's times for one and its menu files (ADR 0031).
        const urls = [`/api/v1/user/restaurants/${uuid}`, ...pageSideDataUrls(restaurantUrl())];
        expect(urls[1]).toContain(`/api/v1/user/restaurants/${uuid}/availability?`);
        const answers = await Promise.all(urls.map((url) => app.inject({ method: 'GET', url })));
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
        expect(sentData(html)).toEqual(
          Object.fromEntries(urls.map((url, index) => [url, answers[index]!.json()])),
        );
        // Outside #root: the app's first render replaces what is inside it.
        expect(html.indexOf('id="page-data"')).toBeGreaterThan(html.indexOf('</main>'));
        const startUp = startUpList(html);
        expect(startUp.some(([, { href }]) => href?.includes('/api/v1/'))).toBe(false);
        // The remote's own files are still asked for early.
        expect(startUp).toContainEqual([
          'link',
          {
            rel: 'preload',
            as: 'fetch',
            href: '/remotes/remote-restaurant/mf-manifest.json',
            crossorigin: 'anonymous',
          },
        ]);
      });

      it('sends a restaurant that does not exist empty, with its data preload, as before, as a 404', async () => {
        const response = await app.inject({
          method: 'GET',
          url: '/restaurant-details/0b6e2f0e-9a53-4a6b-8e55-3f1f3c1d2a11',
          headers: HTML,
        });
        expect(response.statusCode).toBe(404);
        const html = response.body;
        expect(rootOf(html)).toBe('');
        expect(sentData(html)).toBeUndefined();
        expect(preloads(html)).toContain(
          'fetch /api/v1/user/restaurants/0b6e2f0e-9a53-4a6b-8e55-3f1f3c1d2a11 anonymous',
        );
        expect(html).not.toContain('id="start-up"');
      });

      it('reads the path as the browser does: decoded once', async () => {
        // %25 is "%": decoded twice, this path would be the restaurant's own.
        const once = `/restaurant-details/%25${uuid.charCodeAt(0).toString(16)}${uuid.slice(1)}`;
        expect(rootOf(await page(once))).toBe('');
      });

      it('sends the page empty when the remote has no server bundle', async () => {
        await rm(path.join(root, 'remote-restaurant/dist/server'), { recursive: true });
        expect(rootOf(await page(restaurantUrl()))).toBe('');
      });

      it.each([
        ['throws while rendering', "exports.render = () => { throw new Error('boom'); };"],
        ['does not parse', 'exports.render = () => {'],
        ['exports no render()', 'exports.other = () => "<h1>x</h1>";'],
        ['renders nothing for the page', 'exports.render = () => undefined;'],
      ])('sends the page empty, never an error, when the bundle %s', async (_, code) => {
        await put(root, 'remote-restaurant/dist/server/pages.cjs', code);
        const response = await app.inject({ method: 'GET', url: restaurantUrl(), headers: HTML });
        expect(response.statusCode).toBe(200);
        expect(rootOf(response.body)).toBe('');
        expect(sentData(response.body)).toBeUndefined();
      });

      it("renders with a redeployed remote's new bundle at once", async () => {
        expect(rootOf(await page(restaurantUrl()))).toContain('<h1>Welcome to');
        await put(root, 'remote-restaurant/dist.next/server/pages.cjs', bundle('Book at'));
        await swapInNextBuild(root, 'remote-restaurant');
        expect(rootOf(await page(restaurantUrl()))).toContain(`<h1>Book at ${name}</h1>`);
      });
    });

    describe('the result page, rendered per request with the search its URL holds', () => {
      // Echoes what the API gave it: the URL it rendered and the answer's keys and total.
      const bundle = `exports.render = (module, url, data) => {
          if (module !== 'search-result-page') return undefined;
          const [[key, answer]] = Object.entries(data);
          return '<title>Search Result | TableHop</title><h1>Search Result</h1>' +
            '<p>' + url.replace(/&/g, '&amp;') + '</p><p>' + key.replace(/&/g, '&amp;') + '</p>' +
            '<p>' + answer.data.total + ' restaurants</p>';
        };`;
      const searchUrl = '/api/v1/user/search-restaurant?name=a&per_page=10&page=2&sort=rating';
      beforeEach(async () => {
        await put(root, 'remote-search/dist/server/pages.cjs', bundle);
      });

      it('renders the page with the answer to the call its fetcher makes, sent beside it', async () => {
        const html = await page('/search-result?name=a&page=2&online=0');
        const api = await app.inject({ method: 'GET', url: searchUrl });
        const { total } = api.json<{ data: { total: number } }>().data;
        expect(total).toBeGreaterThan(0);
        expect(rootOf(html)).toContain(
          '<h1>Search Result</h1><p>/search-result?name=a&amp;page=2&amp;online=0</p>' +
            `<p>${searchUrl.replace(/&/g, '&amp;')}</p><p>${total} restaurants</p>`,
        );
        // And the filters' cuisines, names and counts, so the page loads no list (ADR 0033).
        const filters = await app.inject({ method: 'GET', url: FILTER_CUISINES_URL });
        expect(filters.json<{ data: unknown[] }>().data.length).toBeGreaterThan(0);
        expect(sentData(html)).toEqual({
          [searchUrl]: api.json(),
          [FILTER_CUISINES_URL]: filters.json(),
        });
        expect(startUpList(html).some(([, { href }]) => href?.includes('/api/v1/'))).toBe(false);
      });

      it('preloads the search, as the page will ask for it, when it is not rendered', async () => {
        await rm(path.join(root, 'remote-search/dist/server'), { recursive: true });
        const html = await page('/search-result?name=a&page=2&online=0');
        expect(rootOf(html)).toBe('');
        expect(html).toContain(
          `<link rel="preload" as="fetch" href="${searchUrl.replace(/&/g, '&amp;')}" crossorigin="anonymous" />`,
        );
      });

      it('renders nothing and preloads nothing for a result page without a search', async () => {
        const html = await page('/search-result?page=2');
        expect(rootOf(html)).toBe('');
        expect(sentData(html)).toBeUndefined();
        expect(preloads(html).some((hint) => hint.includes('/api/v1/'))).toBe(false);
      });
    });
  });

  describe('precompressed files', () => {
    const get = (url: string, acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });

    it('sends the .br file to a browser that accepts br', async () => {
      const response = await get('/main.abcdef98.js', 'gzip, deflate, br, zstd');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.rawPayload.equals(brotliCompressSync(SHELL_JS))).toBe(true);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SHELL_JS);
    });

    it('sends the .gz file to one that accepts only gzip', async () => {
      const response = await get('/main.abcdef98.js', 'gzip');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.rawPayload.equals(gzipSync(SHELL_JS))).toBe(true);
    });

    it('sends the file itself without Accept-Encoding', async () => {
      const response = await get('/main.abcdef98.js');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(SHELL_JS);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    });

    it("serves a redeployed remote's new .br files", async () => {
      const v2 = `console.log(${JSON.stringify('v2 '.repeat(800))});`;
      await put(root, 'remote-search/dist.next/remoteEntry.js', v2);
      await put(root, 'remote-search/dist.next/remoteEntry.js.br', brotliCompressSync(v2));
      await swapInNextBuild(root, 'remote-search');
      const response = await get('/remotes/remote-search/remoteEntry.js', 'br');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(v2);
    });

    it("compresses a page's index.html on the fly once it is over 1 KB", async () => {
      await put(
        root,
        'shell/dist/index.html',
        INDEX_HTML.replace('</head>', `<style>${'a{}'.repeat(400)}</style></head>`),
      );
      const response = await get('/', 'br');
      expect(response.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(response.rawPayload).toString();
      expect(preloads(html)[0]).toBe('fetch /remotes/remote-search/mf-manifest.json anonymous');
    });
  });

  it('answers every route of the app with 200, those only the app knows (checkout, profile) too', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/v1/user/restaurant?per_page=1' });
    const { uuid } = list.json<{ data: { data: { uuid: string }[] } }>().data.data[0]!;
    const urls = PAGE_ROUTES.map((route) => route.path.replace(':restaurantId', uuid));
    expect(urls).toEqual(expect.arrayContaining(['/checkout', '/profile', '/thank-you']));
    for (const url of [...urls, '/FAQ/', '/search-result?name=pizza']) {
      const response = await app.inject({ method: 'GET', url, headers: HTML });
      expect([url, response.statusCode]).toEqual([url, 200]);
    }
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
    '/nope.01234567.js',
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
      url: '/remotes/remote-search/new.fedcba98.js',
    });
    expect(before.statusCode).toBe(404);

    await rm(path.join(root, 'remote-search', 'dist'), { recursive: true });
    await put(root, 'remote-search/dist/mf-manifest.json', '{"name":"remote_search","v":2}');
    await put(root, 'remote-search/dist/new.fedcba98.js', 'console.log("v2");');

    const chunk = await app.inject({
      method: 'GET',
      url: '/remotes/remote-search/new.fedcba98.js',
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
      url: '/remotes/remote-search/chunks/search.abcdef01.js',
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
