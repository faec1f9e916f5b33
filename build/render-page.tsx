// Renders one page to HTML in Node: at build time for the pages every diner sees alike
// (build/prerender.mjs), and per request, in the app's server bundle, for a page shown
// with its data (build/server-pages.mjs, ADR 0023).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
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
 * effect, led by the page's <title> and description and by its styles, which the server moves
 * into <head> (api/src/web/page-prerender.ts). Undefined when it was given data and used none
 * of it: the page rendered its loading state, which the app would replace at once.
 *
 * The styles are gathered by @emotion/server from a cache of this render's own: one element for
 * the classes the HTML uses, with every id, and one per global style, as the browser's emotion
 * takes them as inserted (rather than an element beside each styled one, which made a phone
 * restyle the page as it parsed it). The key is the browser's default, `css`.
 */
export function renderPage(
  element: ReactElement,
  url: string,
  { routePath, data = {} }: RenderOptions = {},
): string | undefined {
  const head: PrerenderHead = {};
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const { value: body, used } = withPageData(data, () =>
    renderToString(
      <CacheProvider value={cache}>
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
        </PrerenderContext.Provider>
      </CacheProvider>,
    ),
  );
  if (Object.keys(data).length > 0 && used.size === 0) return undefined;
  const headHtml = renderToStaticMarkup(
    <>
      {head.title !== undefined && <title>{head.title}</title>}
      {head.description !== undefined && <meta name="description" content={head.description} />}
    </>,
  );
  const chunks = emotion.extractCriticalToChunks(body);
  // No element for a chunk without rules (a page without styles).
  chunks.styles = chunks.styles.filter((chunk) => chunk.css !== '');
  return headHtml + emotion.constructStyleTagsFromChunks(chunks) + body;
}
