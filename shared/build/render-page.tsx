// Build time only (shared/build/prerender.mjs): a router that renders one URL in Node.
import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import {
  PrerenderContext,
  PrerenderHeadContext,
  type PrerenderHead,
} from '../src/prerender/prerendering';

/**
 * The HTML of `element` as it first renders at `path`, before any effect or data, led by the
 * page's <title> and description, which the server moves into <head>
 * (api/src/lib/page-prerender.ts).
 */
export function renderPage(element: ReactElement, path: string): string {
  const head: PrerenderHead = {};
  const body = renderToString(
    <PrerenderContext.Provider value={true}>
      <PrerenderHeadContext.Provider value={head}>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </PrerenderHeadContext.Provider>
    </PrerenderContext.Provider>,
  );
  const headHtml = renderToStaticMarkup(
    <>
      {head.title !== undefined && <title>{head.title}</title>}
      {head.description !== undefined && <meta name="description" content={head.description} />}
    </>,
  );
  return headHtml + body;
}
