// Test helpers for pages the server renders with their data (ADR 0023).
import { PAGE_DATA_ID, type PageData } from 'shared/prerender/page-data-element';

/**
 * Puts `data` in the document as the server sends it with a page, for the page's first
 * render to read (shared/prerender/page-data). Removed after each test of the file.
 */
export function sendInPage(data: PageData): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ID;
  script.textContent = JSON.stringify(data);
  document.body.append(script);
}

export const removeSentData = () => document.getElementById(PAGE_DATA_ID)?.remove();

/**
 * For a server render in a test: React's development build warns that layout effects do not
 * run on the server (the router's, a modal's); they run once the app takes the page over.
 * Any other console error still fails the test's output check.
 */
export function allowServerLayoutEffects(): void {
  const error = console.error.bind(console);
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
      if (!String(message).includes('useLayoutEffect does nothing on the server')) {
        error(message, ...rest);
      }
    });
  });
  afterEach(() => jest.restoreAllMocks());
}
