import { pageSideDataUrls } from 'shared/routes/page-data-url';
import { HOME_CUISINES_URL } from 'shared/search/busiest-cuisine';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { jsonLdBlocks, scriptTypes } from '../test/json-ld';
import { FileCache } from './page-hints';
import { createPagePrerender, injectPrerender, splitRendered } from './page-prerender';

const INDEX = '<html><head><title>TableHop</title></head><body><div id="root"></div></body></html>';

describe('injectPrerender', () => {
  it('sends the data as JSON that no text in it can end or change', () => {
    const data = { '/api/v1/x': { name: '</script><script>alert(1)</script><!--' } };
    const html = injectPrerender(INDEX, { head: '', body: '<h1>x</h1>', data });
    const script = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(
      html,
    );
    expect(script?.[1]).not.toContain('<');
    expect(JSON.parse(script![1]!)).toEqual(data);
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
  });

  it('puts the JSON-LD in <head>, where no text in it can end or change it (ADR 0056)', () => {
    const name = '</script><script>alert(1)</script><!-- Grill';
    const structuredData = { '@type': 'Restaurant', name };
    const html = injectPrerender(INDEX, { head: '', body: '<h1>x</h1>', structuredData });
    expect(jsonLdBlocks(html)).toEqual([structuredData]);
    // Only the JSON-LD and the cookie banner's check: nothing the name smuggled in.
    expect(scriptTypes(html)).toEqual(['application/ld+json', '']);
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
  });

  it('sends no data element for a page prerendered at build time', () => {
    expect(injectPrerender(INDEX, { head: '', body: '<h1>x</h1>' })).not.toContain('page-data');
  });
});

describe('splitRendered', () => {
  it("takes the page's <head> elements, then the styles @emotion/server gathered, off its body", () => {
    const html =
      '<title>Thai</title><meta name="description" content="x">' +
      '<style data-emotion="css-global x">body{}</style>' +
      '<style data-emotion="css a1 b2">.css-a1{content:"<b>"}.css-b2{}</style>' +
      '<main class="css-a1"><style>p{}</style><p class="css-b2">p</p></main>';
    expect(splitRendered(html)).toEqual({
      head: '<title>Thai</title><meta name="description" content="x">',
      styles:
        '<style data-emotion="css-global x">body{}</style>' +
        '<style data-emotion="css a1 b2">.css-a1{content:"<b>"}.css-b2{}</style>',
      // A style element inside the page is the page's own.
      body: '<main class="css-a1"><style>p{}</style><p class="css-b2">p</p></main>',
    });
  });

  it('leaves a page without either as it is', () => {
    expect(splitRendered('<p>x</p>')).toEqual({ head: '', styles: '', body: '<p>x</p>' });
  });
});

describe('a page rendered with its data', () => {
  let root: string;
  const SLOT = '<template data-page-slot=""></template>';
  const UUID = '0b6e2f0e-9a53-4a6b-8e55-3f1f3c1d2a11';
  const remotes = { remote_restaurant: '/remotes/remote-restaurant/mf-manifest.json' };

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'tablehop-prerender-'));
    await mkdir(path.join(root, 'shell/prerender'), { recursive: true });
    await mkdir(path.join(root, 'remote-restaurant/server'), { recursive: true });
    await writeFile(path.join(root, 'shell/prerender/layout.html'), `<main>${SLOT}</main>`);
    await writeFile(
      path.join(root, 'remote-restaurant/server/pages.cjs'),
      'exports.render = () => "<h1>Sichuan Lantern</h1>";',
    );
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const prerenderWith = (fetchData: (url: string) => Promise<{ status: number; body: unknown }>) =>
    createPagePrerender({
      shellDist: path.join(root, 'shell'),
      remoteDist: () => ({ name: 'remote-restaurant', dist: path.join(root, 'remote-restaurant') }),
      fetchData,
      dataTimeoutMs: 50,
    });

  const details = `/api/v1/user/restaurants/${UUID}`;
  const [availability, menuFiles] = pageSideDataUrls(`/restaurant-details/${UUID}`);

  it('is rendered when its data comes in time, with its side answers (ADR 0031)', async () => {
    const asked: string[] = [];
    const prerenderFor = prerenderWith(async (url) => {
      asked.push(url);
      return { status: 200, body: { answer: url } };
    });
    expect((await prerenderFor(`/restaurant-details/${UUID}`, remotes)).prerender).toEqual({
      head: '',
      body: '<main><h1>Sichuan Lantern</h1></main>',
      data: {
        [details]: { answer: details },
        [availability!]: { answer: availability },
        [menuFiles!]: { answer: menuFiles },
      },
    });
    // Together, not one after the other.
    expect(asked).toEqual([details, availability, menuFiles]);
  });

  it("describes the page's subject from its own answer, when the server is told how", async () => {
    const told: [string, unknown][] = [];
    const prerenderFor = createPagePrerender({
      shellDist: path.join(root, 'shell'),
      remoteDist: () => ({ name: 'remote-restaurant', dist: path.join(root, 'remote-restaurant') }),
      fetchData: async (url) => ({ status: 200, body: { answer: url } }),
      structuredDataFor: (module, body) => {
        told.push([module, body]);
        return { '@type': 'Restaurant' };
      },
    });
    const { prerender } = await prerenderFor(`/restaurant-details/${UUID}`, remotes);
    expect(prerender?.structuredData).toEqual({ '@type': 'Restaurant' });
    expect(told).toEqual([['restaurant-page', { answer: details }]]);
  });

  it("puts the layout's styles, then the page's, in <head>, after the page's title", async () => {
    await writeFile(
      path.join(root, 'shell/prerender/layout.html'),
      `<style data-emotion="css l1">.css-l1{}</style><main class="css-l1">${SLOT}</main>`,
    );
    await writeFile(
      path.join(root, 'remote-restaurant/server/pages.cjs'),
      "exports.render = () => '<title>Sichuan Lantern</title>" +
        '<style data-emotion="css p1">.css-p1{}</style><h1 class="css-p1">Sichuan Lantern</h1>\';',
    );
    const prerenderFor = prerenderWith(async () => ({ status: 200, body: {} }));
    const { prerender } = await prerenderFor(`/restaurant-details/${UUID}`, remotes);
    expect(prerender?.head).toBe(
      '<title>Sichuan Lantern</title><style data-emotion="css l1">.css-l1{}</style>' +
        '<style data-emotion="css p1">.css-p1{}</style>',
    );
    expect(prerender?.body).toBe(
      '<main class="css-l1"><h1 class="css-p1">Sichuan Lantern</h1></main>',
    );
  });

  it('leaves a side answer that fails, throws or is late to the page', async () => {
    const prerenderFor = prerenderWith(async (url) => {
      if (url === availability) return new Promise(() => undefined);
      if (url === menuFiles) throw new Error('files down');
      return { status: 200, body: { answer: url } };
    });
    const { prerender } = await prerenderFor(`/restaurant-details/${UUID}`, remotes);
    expect(prerender?.data).toEqual({ [details]: { answer: details } });
    const failing = prerenderWith(async (url) =>
      url === menuFiles ? { status: 503, body: {} } : { status: 200, body: url },
    );
    expect(
      Object.keys((await failing(`/restaurant-details/${UUID}`, remotes)).prerender!.data!),
    ).toEqual([details, availability]);
  });

  it('is not rendered on its side answers alone', async () => {
    const prerenderFor = prerenderWith(async (url) =>
      url === details ? { status: 503, body: {} } : { status: 200, body: {} },
    );
    expect(await prerenderFor(`/restaurant-details/${UUID}`, remotes)).toEqual({ missing: false });
  });

  it.each([404, 400])(
    'is missing when its details answer %i, rendered here or not (a restaurant that does not exist)',
    async (status) => {
      const fetchData = async (url: string) =>
        url === details ? { status, body: {} } : { status: 200, body: {} };
      expect(await prerenderWith(fetchData)(`/restaurant-details/${UUID}`, remotes)).toEqual({
        missing: true,
      });
      // Its remote served from elsewhere: not rendered here, but the answer is still asked.
      expect(await prerenderWith(fetchData)(`/restaurant-details/${UUID}`, {})).toEqual({
        missing: true,
      });
    },
  );

  it('is sent without it when the data is late (a busy database), not held back', async () => {
    const prerenderFor = prerenderWith(() => new Promise(() => undefined));
    const started = Date.now();
    expect(await prerenderFor(`/restaurant-details/${UUID}`, remotes)).toEqual({ missing: false });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('the home page, rendered with its first cuisine (ADR 0029)', () => {
  let root: string;
  const SLOT = '<template data-page-slot=""></template>';
  const remotes = { remote_search: '/remotes/remote-search/mf-manifest.json' };
  const dist = () => path.join(root, 'remote-search');

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'tablehop-home-'));
    await mkdir(path.join(root, 'shell/prerender'), { recursive: true });
    await mkdir(path.join(dist(), 'server'), { recursive: true });
    await mkdir(path.join(dist(), 'prerender'), { recursive: true });
    await writeFile(path.join(root, 'shell/prerender/layout-home.html'), `<main>${SLOT}</main>`);
    await writeFile(
      path.join(dist(), 'server/pages.cjs'),
      'exports.render = (m, url, data) => "<h1>" + m + " " + Object.keys(data) + "</h1>";',
    );
    await writeFile(path.join(dist(), 'prerender/home-page.html'), '<h1>built</h1>');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const prerenderWith = (fetchData: (url: string) => Promise<{ status: number; body: unknown }>) =>
    createPagePrerender({
      shellDist: path.join(root, 'shell'),
      remoteDist: () => ({ name: 'remote-search', dist: dist() }),
      fetchData,
      dataTimeoutMs: 50,
    });

  it("is rendered with the busiest cuisine's answer, which goes with it", async () => {
    const asked: string[] = [];
    const prerenderFor = prerenderWith(async (url) => {
      asked.push(url);
      return { status: 200, body: { data: [] } };
    });
    expect((await prerenderFor('/', remotes)).prerender).toEqual({
      head: '',
      body: `<main><h1>home-page ${HOME_CUISINES_URL}</h1></main>`,
      data: { [HOME_CUISINES_URL]: { data: [] } },
    });
    expect(asked).toEqual([HOME_CUISINES_URL]);
  });

  it('is sent as its remote built it when the answer fails or is late', async () => {
    const built = {
      missing: false,
      prerender: { head: '', body: '<main><h1>built</h1></main>', data: undefined },
    };
    // A home page has no subject to miss: a 404 from its call is a failure like another.
    for (const status of [503, 404]) {
      expect(await prerenderWith(async () => ({ status, body: {} }))('/', remotes)).toEqual(built);
    }
    expect(await prerenderWith(() => new Promise(() => undefined))('/', remotes)).toEqual(built);
  });

  it('is sent as its remote built it when the render or the call throws, and says so', async () => {
    const built = {
      missing: false,
      prerender: { head: '', body: '<main><h1>built</h1></main>', data: undefined },
    };
    await writeFile(
      path.join(dist(), 'server/pages.cjs'),
      'exports.render = () => { throw new Error("the page broke"); };',
    );
    const errors: unknown[] = [];
    const prerender = (fetchData: () => Promise<{ status: number; body: unknown }>) =>
      createPagePrerender({
        shellDist: path.join(root, 'shell'),
        remoteDist: () => ({ name: 'remote-search', dist: dist() }),
        fetchData,
        onRenderError: (error) => errors.push(error),
      });
    expect(await prerender(async () => ({ status: 200, body: {} }))('/', remotes)).toEqual(built);
    expect(
      await prerender(() => Promise.reject(new Error('the call broke')))('/', remotes),
    ).toEqual(built);
    expect(errors.map((error) => (error as Error).message)).toEqual([
      'the page broke',
      'the call broke',
    ]);
  });
});

describe('FileCache', () => {
  it('reads and parses a file once for requests that arrive together', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tablehop-cache-'));
    const file = path.join(dir, 'bundle.cjs');
    await writeFile(file, 'one');
    const parse = jest.fn((text: string) => text.toUpperCase());
    const cache = new FileCache(parse);
    expect(await Promise.all([cache.get(file), cache.get(file), cache.get(file)])).toEqual([
      'ONE',
      'ONE',
      'ONE',
    ]);
    expect(parse).toHaveBeenCalledTimes(1);
    await rm(dir, { recursive: true, force: true });
  });
});
