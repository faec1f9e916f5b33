// What the API writes for the start-up loader (api/src/web/start-up-after-paint.ts) and the
// loader reads (./start-up-loader.ts, ADR 0024). Not imported by any app.

/** The id of the element listing the start-up's elements. */
export const START_UP_ID = 'start-up';

/** How long one of the loader's tasks may go on adding elements (one at least). */
export const LOADER_SLICE_MS = 3;

/** The loader asks for the start-up this long after it runs at the most, painted or not. */
export const FIRST_PAINT_WAIT_MS = 3000;

/** One start-up element: a script with a src, or a preload, and its attributes. */
export type StartUpElement = [tag: 'script' | 'link', attributes: Record<string, string>];
