// Build time only (shared/build/prerender.mjs): a router that renders one URL in Node.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { PrerenderContext } from '../src/prerender/prerendering';

/** The HTML of `element` as it first renders at `path`, before any effect or data. */
export function renderPage(element: ReactElement, path: string): string {
  return renderToString(
    <PrerenderContext.Provider value={true}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </PrerenderContext.Provider>,
  );
}
