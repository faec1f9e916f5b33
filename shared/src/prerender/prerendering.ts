import { createContext, useContext, type ReactElement } from 'react';

/**
 * True while a page is rendered to HTML at build time (shared/build/prerender.mjs). What
 * depends on the diner (a session, a consent, a held table) is unknown then, so components
 * that show such things render a neutral placeholder instead of guessing.
 */
export const PrerenderContext = createContext(false);

export const usePrerendering = () => useContext(PrerenderContext);

/** One page an app renders to HTML at build time, under the name its remote exposes. */
export interface PrerenderedPage {
  /** The URL it is rendered at (a route without parameters). */
  path: string;
  element: ReactElement;
}
