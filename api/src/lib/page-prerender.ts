// The first screen of a page as HTML, put in the shell's index.html so a phone paints the
// page before any script has run (ADR 0017). The shell builds its layout
// (shell/dist/prerender/layout*.html, with a slot for the page) and each remote builds its
// own pages (<remote>/dist/prerender/<module>.html); both are read per request, so a remote
// redeployed by swapping its dist folder sends its new first screen at once.
import path from 'node:path';

import { matchPageRoute, PAGE_SLOT } from 'shared/routes/page-routes';

import { FileCache, type RemotesJson } from './page-hints';

export interface Prerender {
  /** Elements React hoists to <head> (the page's <title> and description). */
  head: string;
  /** What goes inside <div id="root">. */
  body: string;
}

export interface PagePrerenderOptions {
  /** The shell's build folder. */
  shellDist: string;
  /** A remote's folder name under /remotes/ and the build folder it is served from. */
  remoteDist: (remote: string) => { name: string; dist: string } | undefined;
}

/** React renders a page's <title>, <meta> and <link> first; they belong in <head>. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

export function splitHoisted(html: string): Prerender {
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

export function createPagePrerender({ shellDist, remoteDist }: PagePrerenderOptions) {
  const files = new FileCache((text) => text);
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
   * The prerendered page for a URL, or undefined: the page is then sent empty, as before.
   * Only a page whose remote built HTML for it is prerendered. A page that shows data
   * (search results, a restaurant), a guarded page (the shell may send the diner elsewhere)
   * and the 404 page are not: with the layout alone the first paint came earlier, but all of
   * the app's start-up work then fell after it, where it counts as blocking time, and the
   * page's largest content (its data) came no sooner (ADR 0017).
   */
  return async function prerenderFor(
    pathname: string,
    remotes: RemotesJson,
  ): Promise<Prerender | undefined> {
    const route = matchPageRoute(pathname);
    // A remote served from elsewhere has its own build there: this server's copy, if any,
    // could be another version than the one the browser will run.
    const dist = route && !route.guard ? servedHere(route.remote, remotes) : undefined;
    if (!route || !dist) return undefined;
    const page = await files.get(path.join(dist, 'prerender', `${route.module}.html`));
    if (page === undefined) return undefined;
    const layout = await shellFile(route.path === '/' ? 'layout-home' : 'layout');
    if (layout === undefined || !layout.includes(PAGE_SLOT)) return undefined;
    const { head, body } = splitHoisted(page);
    // A function, so `$&` and the like in the page are not replacement patterns.
    return { head, body: layout.replace(PAGE_SLOT, () => body) };
  };
}

const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/**
 * Fills the empty root of index.html; `data-prerendered` tells the shell to keep this HTML
 * on screen until it can show the same page.
 */
export function injectPrerender(html: string, prerender: Prerender | undefined): string {
  if (!prerender || !EMPTY_ROOT.test(html)) return html;
  let out = html.replace(
    EMPTY_ROOT,
    () => `<div id="root" data-prerendered="">${prerender.body}</div>`,
  );
  if (prerender.head) {
    // The page's own title replaces the shell's generic one (a document has one title).
    if (prerender.head.includes('<title>')) out = out.replace(/<title>[^<]*<\/title>/i, '');
    const headEnd = out.search(/<\/head>/i);
    if (headEnd !== -1) out = `${out.slice(0, headEnd)}${prerender.head}${out.slice(headEnd)}`;
  }
  return out;
}
