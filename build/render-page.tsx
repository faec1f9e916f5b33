// Renders one page to HTML in Node: at build time for the pages every diner sees alike
// (build/prerender.mjs), and per request, in the app's server bundle, for a page shown
// with its data (build/server-pages.mjs, ADR 0023).
import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { withPageData } from 'shared/prerender/page-data';
import type { PageData } from 'shared/prerender/page-data-element';
import {
  PrerenderContext,
  PrerenderHeadContext,
  type PrerenderHead,
} from 'shared/prerender/prerendering';

export interface RenderOptions {
  /** The route's path pattern, so the page reads its `:param`s as it does in the shell. */
  routePath?: string;
  /** The API answers the page renders with instead of fetching them. */
  data?: PageData;
}

/**
 * The HTML of `element` as it first renders at `url` (a path, with its query), before any
 * effect, led by the page's <title> and description, which the server moves into <head>
 * (api/src/web/page-prerender.ts). Undefined when it was given data and used none of it: the
 * page rendered its loading state, which the app would replace at once.
 */
export function renderPage(
  element: ReactElement,
  url: string,
  { routePath, data = {} }: RenderOptions = {},
): string | undefined {
  const head: PrerenderHead = {};
  const { value: body, used } = withPageData(data, () =>
    renderToString(
      <PrerenderContext.Provider value={true}>
        <PrerenderHeadContext.Provider value={head}>
          <MemoryRouter initialEntries={[url]}>
            {routePath ? (
              <Routes>
                <Route path={routePath} element={element} />
              </Routes>
            ) : (
              element
            )}
          </MemoryRouter>
        </PrerenderHeadContext.Provider>
      </PrerenderContext.Provider>,
    ),
  );
  if (Object.keys(data).length > 0 && used.size === 0) return undefined;
  const headHtml = renderToStaticMarkup(
    <>
      {head.title !== undefined && <title>{head.title}</title>}
      {head.description !== undefined && <meta name="description" content={head.description} />}
    </>,
  );
  return headHtml + body;
}
