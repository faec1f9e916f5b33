import { createContext, useContext, type ReactElement } from 'react';

/**
 * True while a page is rendered to HTML at build time (build/prerender.mjs). What
 * depends on the diner (a session, a consent, a held table) is unknown then, so components
 * that show such things render a neutral placeholder instead of guessing.
 */
export const PrerenderContext = createContext(false);

export const usePrerendering = () => useContext(PrerenderContext);

/** What a prerendered page asks to have in <head>; PageMeta fills it while rendering. */
export interface PrerenderHead {
  title?: string;
  description?: string;
}

/** The page's <head> wishes while it is prerendered; null in the browser. */
export const PrerenderHeadContext = createContext<PrerenderHead | null>(null);

/** One page an app renders to HTML at build time, under the name its remote exposes. */
export interface PrerenderedPage {
  /** The URL it is rendered at (a route without parameters). */
  path: string;
  element: ReactElement;
}

/** An app's pages rendered per request with their data, keyed by exposed module (ADR 0023). */
export type ServerPages = Record<string, ReactElement>;
