// The first screen of a page as HTML, put in the shell's index.html so a phone paints the
// page before any script has run (ADR 0017). The shell builds its layout
// (shell/dist/prerender/layout*.html, with a slot for the page) and each remote builds its
// own pages (<remote>/dist/prerender/<module>.html); both are read per request, so a remote
// redeployed by swapping its dist folder sends its new first screen at once.
import path from 'node:path';

import { pageDataUrl, pageSideDataUrls, splitPageUrl } from 'shared/routes/page-data-url';
import { PAGE_DATA_ID, type PageData } from 'shared/prerender/page-data-element';
import {
  matchPageRoute,
  MISSING_SUBJECT_STATUSES,
  PAGE_SLOT,
  type PageRoute,
} from 'shared/routes/page-routes';

import { jsonLdScript, scriptJson } from '../lib/structured-data';

import { COOKIE_BANNER_CHECK } from './cookie-banner-check';
import { FileCache, type RemotesJson } from './page-hints';
import { evaluateServerBundle } from './server-bundle';

export interface Prerender {
  /** Elements React hoists to <head> (the page's <title> and description). */
  head: string;
  /** What goes inside <div id="root">. */
  body: string;
  /** The API answers a page rendered per request was rendered with, sent beside it. */
  data?: PageData;
  /** schema.org JSON-LD about the page's subject, from the same answer (ADR 0056). */
  structuredData?: unknown;
}

/** What the server makes of a page URL before the app runs. */
export interface PageRender {
  /** Its first screen; without one the page is sent empty, as before. */
  prerender?: Prerender;
  /** Its `data` call answered that what it shows does not exist (an unknown restaurant). */
  missing: boolean;
}

const FOUND: { missing: false } = { missing: false };

interface RenderedWithData {
  missing: boolean;
  rendered?: { page: string; data: PageData; structuredData?: unknown };
}

/** An API answer, fetched in process. */
export interface DataAnswer {
  status: number;
  body: unknown;
}

export interface PagePrerenderOptions {
  /** The shell's build folder. */
  shellDist: string;
  /** A remote's folder name under /remotes/ and the build folder it is served from. */
  remoteDist: (remote: string) => { name: string; dist: string } | undefined;
  /**
   * GETs an API path (a route's `data` call) as the browser would, without credentials.
   * Without it, no page is rendered per request.
   */
  fetchData?: (url: string) => Promise<DataAnswer>;
  /** The page is sent without its data when the answer takes longer (default: no limit). */
  dataTimeoutMs?: number;
  /** Told when a page's data call or its render throws (the page is then sent without). */
  onRenderError?: (error: unknown, url: string) => void;
  /** The JSON-LD for a page module rendered with its `data` answer, if it has any. */
  structuredDataFor?: (module: string, body: unknown) => unknown;
}

/**
 * A rendered page or layout (build/render-page.tsx) starts with what belongs in <head>: the
 * page's <title>, <meta> and <link>, then its styles as @emotion/server gathered them.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/;
const STYLES = /^(?:<style data-emotion="[^"]*">[\s\S]*?<\/style>)*/;

export function splitRendered(html: string): { head: string; styles: string; body: string } {
  const head = HOISTED.exec(html)?.[0] ?? '';
  const styles = STYLES.exec(html.slice(head.length))?.[0] ?? '';
  return { head, styles, body: html.slice(head.length + styles.length) };
}

/** The promise's value, or undefined once `ms` have passed first. */
function withTimeout<T>(promise: Promise<T>, ms: number | undefined): Promise<T | undefined> {
  if (ms === undefined) return promise;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export function createPagePrerender({
  shellDist,
  remoteDist,
  fetchData,
  dataTimeoutMs,
  onRenderError,
  structuredDataFor,
}: PagePrerenderOptions) {
  const files = new FileCache((text) => text);
  const bundles = new FileCache(evaluateServerBundle);
  /** The remote's build folder when this server is where remotes.json sends browsers for it. */
  const servedHere = (remote: string, remotes: RemotesJson) => {
    const local = remoteDist(remote);
    const entry = remotes?.[remote];
    return local && typeof entry === 'string' && entry.startsWith(`/remotes/${local.name}/`)
      ? local.dist
      : undefined;
  };
  const shellFile = (name: string) => files.get(path.join(shellDist, 'prerender', `${name}.html`));

  /**
   * A page shown with data, rendered now by its remote's server bundle with the answer to
   * the route's `data` call (ADR 0023). Only a successful answer: a page that is not found
   * or failing, or whose render throws, is sent as its remote built it if it built one
   * (home, ADR 0029), otherwise empty, and shows its own message once the app runs. A page
   * about one thing (`data`: a restaurant) asks for it even where it is not rendered (no
   * bundle, its remote served elsewhere): the answer says whether the page exists.
   */
  async function renderWithData(
    pageUrl: string,
    route: PageRoute,
    dist: string | undefined,
  ): Promise<RenderedWithData> {
    const url = fetchData && pageDataUrl(pageUrl, route);
    if (!url) return FOUND;
    const bundle = dist ? await bundles.get(path.join(dist, 'server', 'pages.cjs')) : undefined;
    if (!bundle && !route.data) return FOUND;
    const answerOf = (call: string) => withTimeout(fetchData(call), dataTimeoutMs);
    const bodyOf = (answer: DataAnswer | undefined) =>
      answer?.status === 200 ? answer.body : undefined;
    try {
      // The side calls go out with the page's own; one that fails or is late is left to the
      // page, which makes it as it would without a server (ADR 0031).
      const sideUrls = bundle ? pageSideDataUrls(pageUrl, route) : [];
      const [answer, ...sideBodies] = await Promise.all([
        answerOf(url),
        ...sideUrls.map((call) => answerOf(call).then(bodyOf, () => undefined)),
      ]);
      if (route.data && answer && MISSING_SUBJECT_STATUSES.includes(answer.status)) {
        return { missing: true };
      }
      const body = bodyOf(answer);
      if (body === undefined || !bundle) return FOUND;
      const data: PageData = { [url]: body };
      sideUrls.forEach((call, index) => {
        if (sideBodies[index] !== undefined) data[call] = sideBodies[index];
      });
      const page = bundle.render(route.module, pageUrl, data);
      if (page === undefined) return FOUND;
      const structuredData = structuredDataFor?.(route.module, body);
      return { missing: false, rendered: { page, data, structuredData } };
    } catch (error) {
      // A page that fails to render is sent as it was built, where it was (home), or empty.
      onRenderError?.(error, pageUrl);
      return FOUND;
    }
  }

  /**
   * The prerendered page for a URL (path and query), if any: without one the page is sent
   * empty, as before. A page whose remote built HTML for it (the same for every diner) is
   * sent with it; a page that shows data is rendered with it when its remote's server bundle
   * renders it. A guarded page (the shell may send the diner elsewhere) and the 404 page are
   * not. `missing` when the page's data says its subject does not exist.
   */
  return async function prerenderFor(url: string, remotes: RemotesJson): Promise<PageRender> {
    const route = matchPageRoute(splitPageUrl(url).pathname);
    if (!route || route.guard) return FOUND;
    // A remote served from elsewhere has its own build there: this server's copy, if any,
    // could be another version than the one the browser will run.
    const dist = servedHere(route.remote, remotes);
    const withData: RenderedWithData =
      route.data || route.searchData || route.sentData
        ? await renderWithData(url, route, dist)
        : FOUND;
    if (withData.missing || !dist) return { missing: withData.missing };
    // A page the server could not render with its data (a slow or failing answer, no server
    // bundle) is sent as its remote built it, where it built one: the home page, whose
    // grid then loads in the browser.
    const rendered =
      withData.rendered ??
      (await files
        .get(path.join(dist, 'prerender', `${route.module}.html`))
        .then((page) => (page === undefined ? undefined : { page, data: undefined })));
    if (rendered === undefined) return FOUND;
    const layout = await shellFile(route.path === '/' ? 'layout-home' : 'layout');
    if (layout === undefined || !layout.includes(PAGE_SLOT)) return FOUND;
    const page = splitRendered(rendered.page);
    const frame = splitRendered(layout);
    // The layout's styles, then the page's: each as one element, in <head>. A class both use
    // is in both (a few hundred bytes on home, about nothing once compressed).
    const head = page.head + frame.head + frame.styles + page.styles;
    // A function, so `$&` and the like in the page are not replacement patterns.
    const body = frame.body.replace(PAGE_SLOT, () => page.body);
    const prerender: Prerender = { head, body, data: rendered.data };
    if (withData.rendered?.structuredData !== undefined) {
      prerender.structuredData = withData.rendered.structuredData;
    }
    return { missing: false, prerender };
  };
}

const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/**
 * Fills the empty root of index.html; `data-prerendered` tells the shell to keep this HTML
 * on screen until it can show the same page. The data it was rendered with follows the root,
 * outside it, where the app's first render reads it (shared/prerender/page-data).
 */
export function injectPrerender(html: string, prerender: Prerender | undefined): string {
  if (!prerender || !EMPTY_ROOT.test(html)) return html;
  const data = prerender.data
    ? `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(prerender.data)}</script>`
    : '';
  let out = html.replace(
    EMPTY_ROOT,
    () => `<div id="root" data-prerendered="">${prerender.body}</div>${data}`,
  );
  // The page's own title replaces the shell's generic one (a document has one title).
  if (prerender.head.includes('<title>')) out = out.replace(/<title>[^<]*<\/title>/i, '');
  // The layout's cookie banner is hidden before the first paint for a diner who chose.
  // JSON-LD is data, never run: the CSP needs no hash for it.
  const structured =
    prerender.structuredData === undefined ? '' : jsonLdScript(prerender.structuredData);
  const head = `${prerender.head}${structured}<script>${COOKIE_BANNER_CHECK}</script>`;
  const headEnd = out.search(/<\/head>/i);
  if (headEnd !== -1) out = `${out.slice(0, headEnd)}${head}${out.slice(headEnd)}`;
  return out;
}
